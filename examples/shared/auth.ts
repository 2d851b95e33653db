import type {CheckoutConfig} from './config';

interface TokenResponse {
  readonly access_token: string;
  readonly expires_in: number;
}

interface CachedToken {
  readonly token: string;
  readonly expiresAt: number;
}

const cache = new Map<string, CachedToken>();
/** Renew a minute early, so a token never expires during a call. */
const marginMs = 60_000;

/**
 * An OAuth2 access token from the client-credentials grant, cached per scope until a minute before it
 * expires. Call it from your server only: the client secret must never reach a browser.
 */
export async function getAccessToken(config: CheckoutConfig, scope: string): Promise<string> {
  const cached = cache.get(scope);
  if (cached !== undefined && cached.expiresAt - marginMs > Date.now()) return cached.token;
  const response = await fetch(config.tokenUrl, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({grant_type: 'client_credentials', scope}),
  });
  if (!response.ok) throw new Error(`The token request answered ${response.status}`);
  const body = (await response.json()) as TokenResponse;
  cache.set(scope, {token: body.access_token, expiresAt: Date.now() + body.expires_in * 1000});
  return body.access_token;
}

/** Forgets a token the API refused with 401, so the next getAccessToken asks for a new one. */
export function forgetAccessToken(scope: string): void {
  cache.delete(scope);
}
