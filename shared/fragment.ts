/**
 * The id a `#fragment` names, or undefined for none or for one that does not decode. Self-contained: the
 * page template inlines its source into the served page's first script (plugins/paint-first-template).
 */
export function fragmentId(hash: string): string | undefined {
  if (hash.length <= 1) return undefined;
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return undefined;
  }
}
