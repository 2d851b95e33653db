import type {components} from '../openapi/merchant';
import {callCheckout} from '../shared/client';
import type {CheckoutConfig} from '../shared/config';
import {
  backoffMs,
  longestRateLimitWaitMs,
  NoAnswerError,
  rateLimitWaitMs,
  sleep,
  withTimeout,
} from '../special-cases/retry';

type Schemas = components['schemas'];

export type RefundOnceOutcome =
  /** 202: the refund, created by this call or by an earlier send of the same request, in its current status. */
  | {readonly kind: 'created'; readonly refund: Schemas['Refund']}
  /** 400: the request breaks a rule and nothing more was refunded; errorCode says which. */
  | {readonly kind: 'refused'; readonly error: Schemas['ApiError']};

/** How long to wait for the answer to POST /refunds before treating it as lost. */
const answerTimeoutMs = 30_000;
/** Sends of the identical request before giving up for now. */
const sendsPerRefund = 5;

/**
 * Creates a refund with POST /refunds and recovers a lost answer by sending the identical request again:
 * the same body, with the same merchantTransactionId. The service treats a resend as a replay and answers
 * 202 with the refund the first send created, so nothing is refunded twice. No answer, a timeout and a
 * 500 are sent again after a backoff; a 429 after the wait it asks for. Never change the body between
 * sends: the same identifier with another body is refused with DUPLICATE_MERCHANT_TRANSACTION_ID.
 */
export async function refundOnce(
  config: CheckoutConfig,
  request: Schemas['RefundRequest'],
): Promise<RefundOnceOutcome> {
  for (let send = 0; send < sendsPerRefund; send += 1) {
    let response: Response | undefined;
    try {
      response = await withTimeout(
        callCheckout(config, '/refunds', {method: 'POST', body: request, scope: 'merchant'}),
        answerTimeoutMs,
      );
    } catch (error) {
      if (!(error instanceof NoAnswerError)) throw error;
    }
    if (response?.status === 202) {
      return {kind: 'created', refund: ((await response.json()) as Schemas['RefundResponse']).data};
    }
    if (response?.status === 400) {
      return {kind: 'refused', error: ((await response.json()) as Schemas['ErrorResponse']).error};
    }
    if (response !== undefined && response.status !== 500 && response.status !== 429) {
      throw new Error(`POST /refunds answered ${response.status}`);
    }
    const waitMs = response?.status === 429 ? rateLimitWaitMs(response, send) : backoffMs(send);
    if (waitMs > longestRateLimitWaitMs) throw new Error(`Rate limited for ${waitMs} ms; send the refund later`);
    await sleep(waitMs);
  }
  throw new Error(
    `No answer to refund ${request.merchantTransactionId}; send the identical request again later, it is safe`,
  );
}
