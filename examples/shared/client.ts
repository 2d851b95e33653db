import {forgetAccessToken, getAccessToken} from './auth';
import type {CheckoutConfig} from './config';

/** The production names of the scopes; Getting Started has the table of which call needs which. */
export type Scope = 'all' | 'merchant' | 'merchant-wallet-management' | 'user' | 'merchant-pci';

export interface CallOptions {
  readonly method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  readonly body?: unknown;
  readonly scope: Scope;
  /** Aborts the call, as the timeout of examples/shared/retry.ts does. */
  readonly signal?: AbortSignal;
}

/** Outside production (when X-Upstream-Env is sent) every scope carries the `nonprod-` prefix. */
export const scopeIn = (config: CheckoutConfig, scope: Scope): string =>
  config.upstreamEnv === undefined ? scope : `nonprod-${scope}`;

/** The headers every call carries: the token, your merchant id, the environment and the calling system. */
export async function checkoutHeaders(config: CheckoutConfig, scope: Scope): Promise<Headers> {
  const headers = new Headers({
    authorization: `Bearer ${await getAccessToken(config, scopeIn(config, scope))}`,
    'x-merchant-id': config.merchantId,
    'x-source': config.source,
  });
  if (config.upstreamEnv !== undefined) headers.set('x-upstream-env', config.upstreamEnv);
  return headers;
}

/**
 * Calls the Merchant API at `path` (below the API URL, such as `/sessions`). A 401 means the token expired
 * or was revoked: the call is made once more with a new token. Every other answer is returned as it is,
 * for the caller to read its status.
 */
export async function callCheckout(config: CheckoutConfig, path: string, options: CallOptions): Promise<Response> {
  const send = async (): Promise<Response> => {
    const headers = await checkoutHeaders(config, options.scope);
    if (options.body !== undefined) headers.set('content-type', 'application/json');
    return fetch(`${config.apiUrl}${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  };
  const response = await send();
  if (response.status !== 401) return response;
  forgetAccessToken(scopeIn(config, options.scope));
  return send();
}
