/** How an operation's security requirements read: alternatives, each naming schemes and scopes. */

type SecurityRequirement = Readonly<Record<string, readonly string[]>>;

export interface SchemeScopes {
  readonly scheme: string;
  readonly scopes: readonly string[];
  /** `or`: any one of the scopes is enough; `and`: the token needs every one of them. */
  readonly join: 'and' | 'or';
}

/** One way to be allowed: every scheme listed, each with its scopes. */
export type AccessOption = readonly SchemeScopes[];

/**
 * The contract lists one requirement per scope (`production: [merchant]` or `production: [all]`);
 * a reader wants them per scheme ("production with scope merchant or all"). Requirements that name
 * one scheme and at most one scope are merged that way; others stay as they are.
 */
export function accessOptions(security: readonly SecurityRequirement[]): AccessOption[] {
  const options: SchemeScopes[][] = [];
  const merged = new Map<string, SchemeScopes>();
  for (const requirement of security) {
    const entries = Object.entries(requirement);
    const [only] = entries;
    if (entries.length === 1 && only !== undefined && only[1].length <= 1) {
      const [scheme, scopes] = only;
      const known = merged.get(scheme);
      const next: SchemeScopes = {scheme, scopes: [...(known?.scopes ?? []), ...scopes], join: 'or'};
      merged.set(scheme, next);
      if (known === undefined) options.push([next]);
      else
        options.splice(
          options.findIndex(([first]) => first === known),
          1,
          [next],
        );
      continue;
    }
    options.push(entries.map(([scheme, scopes]) => ({scheme, scopes, join: 'and'})));
  }
  return options;
}
