import type {components} from '../../openapi/merchant';
import type {CheckoutConfig} from '../../shared/config';
import {callWithTimeout, maxAttempts, noAnswer, resendWaitMs, retryAfterMs, sleep} from '../../shared/retry';
import {refusal} from '../refusal';

type Schemas = components['schemas'];

export type RefundOutcome =
  /** 202: the refund, created by this send or by an earlier one of the same request, in its current status. */
  | {readonly kind: 'created'; readonly refund: Schemas['Refund']}
  /** 400: the request breaks the rule errorCode names, and nothing more was refunded. */
  | {readonly kind: 'refused'; readonly error: Schemas['ApiError']}
  /** No answer after maxAttempts sends: send the identical request again later; it is safe. */
  | {readonly kind: 'unknown'; readonly merchantTransactionId: string};

/**
 * Creates a refund with POST /refunds: by paymentId, which returns the whole captured amount and takes no
 * amount, or by paymentMethodId with the amount to return. Follow the refund with waitForRefund.
 * A lost answer is recovered by sending the identical request again: the same body with the same
 * merchantTransactionId is a replay, answered 202 with the refund the first send created, so nothing is
 * refunded twice. No answer, a lost connection or a 5xx is sent again after the backoff, a 429 after its
 * Retry-After, at most maxAttempts times in all. Never change the body between sends: the same identifier
 * with another body is refused with DUPLICATE_MERCHANT_TRANSACTION_ID.
 */
export async function createRefund(config: CheckoutConfig, request: Schemas['RefundRequest']): Promise<RefundOutcome> {
  let pauseMs = 0;
  for (let send = 0; send < maxAttempts; send += 1) {
    await sleep(pauseMs);
    pauseMs = resendWaitMs(send);
    const answer = await callWithTimeout(config, '/refunds', {method: 'POST', body: request, scope: 'merchant'});
    if (answer === noAnswer || answer.status >= 500) continue;
    if (answer.status === 429) {
      pauseMs = retryAfterMs(answer, send);
      continue;
    }
    if (answer.status === 202) {
      return {kind: 'created', refund: ((await answer.json()) as Schemas['RefundResponse']).data};
    }
    if (answer.status === 400)
      return {kind: 'refused', error: ((await answer.json()) as Schemas['ErrorResponse']).error};
    throw await refusal('POST /refunds', answer);
  }
  return {kind: 'unknown', merchantTransactionId: request.merchantTransactionId};
}
