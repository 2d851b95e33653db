import type {components} from '../../openapi/internal';
import {checkoutHeaders} from '../../shared/client';
import type {CheckoutConfig} from '../../shared/config';

type ChildSession = components['schemas']['ChildSession'];
type ChildSessionRequest = components['schemas']['ChildSessionRequest'];
type ChildSessionResponse = components['schemas']['ChildSessionResponse'];
type ErrorResponse = components['schemas']['ErrorResponse'];

/** The internal checkout API's base URL, set once like the others (Getting Started lists its value). */
function internalApiUrl(): string {
  const url = process.env.CHECKOUT_INTERNAL_API_URL;
  if (url === undefined || url === '')
    throw new Error('Set CHECKOUT_INTERNAL_API_URL; Getting Started lists its value');
  return url;
}

/**
 * The headers of a call made with the widget's checkout token: the same X-Merchant-Id and X-source as a
 * merchant call and, outside production, the same X-Upstream-Env, without which the call is refused.
 */
function checkoutTokenHeaders(config: CheckoutConfig, checkoutToken: string): Headers {
  const headers = new Headers({
    authorization: `Bearer ${checkoutToken}`,
    'x-merchant-id': config.merchantId,
    'x-source': config.source,
  });
  if (config.upstreamEnv !== undefined) headers.set('x-upstream-env', config.upstreamEnv);
  return headers;
}

/**
 * Sends a text or email link with POST /checkout-sessions/{sessionId}/child-sessions in the internal
 * checkout API, and returns the child session (NOTIFICATION_CREATED while the message is queued). `sessionId`
 * is the data.sessionId that POST /sessions answered, which is also the checkout session's id. Pass the
 * widget's checkout token, or leave it out to call with your server's token of the `merchant` scope. A 400,
 * 404 or 410 names its errorCode; a 500 carries a bare text message.
 */
export async function createChildSession(
  config: CheckoutConfig,
  sessionId: string,
  request: ChildSessionRequest,
  checkoutToken?: string,
): Promise<ChildSession> {
  const headers =
    checkoutToken === undefined
      ? await checkoutHeaders(config, 'merchant')
      : checkoutTokenHeaders(config, checkoutToken);
  headers.set('content-type', 'application/json');
  const response = await fetch(
    `${internalApiUrl()}/checkout-sessions/${encodeURIComponent(sessionId)}/child-sessions`,
    {
      method: 'POST',
      headers,
      body: JSON.stringify(request),
    },
  );
  if (response.status === 200) return ((await response.json()) as ChildSessionResponse).data;
  if (response.status === 400 || response.status === 404 || response.status === 410) {
    const {error} = (await response.json()) as ErrorResponse;
    throw new Error(`Child session refused: ${error.errorCode} ${error.message}`);
  }
  throw new Error(`POST /checkout-sessions/${sessionId}/child-sessions answered ${response.status}`);
}
