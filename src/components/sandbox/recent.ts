/**
 * What the consoles remember of the tab's sandbox besides its journal: the access token they share and the
 * id each collection last made (`payments` to the payment a POST /payments made), so that a console for
 * `/payments/{paymentId}` starts from the payment the reader just created rather than the example's.
 */
import type {OpenApiDocument} from '@site/contract-core';
import {madeId, type SimResponse} from '@site/simulator';

const storageKey = 'convenient-checkout-sandbox-recent';

interface Recent {
  accessToken?: string;
  /** The last path segment before a parameter (`payments`) to the id a POST to that collection made. */
  made: Record<string, string>;
}

function read(): Recent {
  try {
    const value = JSON.parse(sessionStorage.getItem(storageKey) ?? 'null') as Partial<Recent> | null;
    return {...(value ?? {}), made: value?.made ?? {}};
  } catch {
    return {made: {}};
  }
}

function write(recent: Recent): void {
  try {
    sessionStorage.setItem(storageKey, JSON.stringify(recent));
  } catch {
    // Over the quota: the consoles start from the examples again, which still work.
  }
}

export function forgetRecent(): void {
  sessionStorage.removeItem(storageKey);
}

export const recentAccessToken = (): string | undefined => read().accessToken;

export function rememberAccessToken(accessToken: string): void {
  write({...read(), accessToken});
}

/** The collection a path ends in (`/customers/{id}/payment-methods` ends in `payment-methods`). */
const lastSegment = (path: string): string | undefined =>
  path
    .split('/')
    .filter((part) => part !== '')
    .at(-1);

/** After a POST that made something, remembers its id for its collection's parameter. */
export function rememberMade(method: string, pathTemplate: string, response: SimResponse): void {
  const collection = lastSegment(pathTemplate);
  const id = madeId(response);
  if (method.toUpperCase() !== 'POST' || response.status >= 300 || collection === undefined || id === undefined) return;
  if (collection.startsWith('{')) return;
  const recent = read();
  write({...recent, made: {...recent.made, [collection]: id}});
}

/**
 * The ids the sandbox made, by the name the document gives them: every path parameter that follows a
 * collection (`/payments/{paymentId}`) names the last id a POST to that collection made. A console fills
 * parameters and body fields of those names with them.
 */
export function recentIds(document: OpenApiDocument): Record<string, string> {
  const {made} = read();
  const values: Record<string, string> = {};
  for (const path of Object.keys(document.paths ?? {})) {
    const parts = path.split('/');
    parts.forEach((part, index) => {
      const name = /^\{([^}]+)\}$/.exec(part)?.[1];
      const collection = parts[index - 1];
      const id = collection === undefined ? undefined : made[collection];
      if (name !== undefined && id !== undefined) values[name] = id;
    });
  }
  return values;
}
