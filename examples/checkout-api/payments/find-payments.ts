import type {components} from '../../openapi/merchant';
import type {CheckoutConfig} from '../../shared/config';
import {backoffMs, callWithTimeout, maxAttempts, noAnswer, retryAfterMs, sleep} from '../../shared/retry';
import {refusal} from '../refusal';

type PaymentList = components['schemas']['PaymentList'];
type Payment = components['schemas']['Payment'];

/** What the lookup by merchantTransactionId found. */
export type PaymentLookup =
  /** 200 with payments, or 202 (the newest is still being processed): newest is the one to follow. */
  | {readonly kind: 'found'; readonly newest: Payment; readonly payments: readonly Payment[]}
  /** 200 with an empty list: no request with this identifier ever reached the service. */
  | {readonly kind: 'none'}
  /** No answer after every attempt: nothing is known yet, so look it up again later. */
  | {readonly kind: 'unknown'};

/**
 * Looks payments up with GET /payments?merchantTransactionId=, newest first. A lookup only reads, so one
 * that gets no answer, a 5xx or a 429 is sent again after the backoff (or the Retry-After of a 429), at
 * most maxAttempts times in all. Any other answer, such as a 400 for an identifier the contract does not
 * allow, is thrown as a CheckoutRefusal.
 */
export async function findPayments(config: CheckoutConfig, merchantTransactionId: string): Promise<PaymentLookup> {
  const path = `/payments?merchantTransactionId=${encodeURIComponent(merchantTransactionId)}`;
  for (let attempt = 1; ; attempt += 1) {
    const answer = await callWithTimeout(config, path, {scope: 'merchant'});
    if (answer !== noAnswer && (answer.status === 200 || answer.status === 202)) {
      const {data} = (await answer.json()) as PaymentList;
      const [newest] = data;
      if (newest !== undefined) return {kind: 'found', newest, payments: data};
      // A 202 always names the payment in progress; an empty one is read again like a failed read.
      if (answer.status === 200) return {kind: 'none'};
    } else if (answer !== noAnswer && answer.status !== 429 && answer.status < 500) {
      throw await refusal(`GET ${path}`, answer);
    }
    if (attempt === maxAttempts) return {kind: 'unknown'};
    await sleep(
      answer !== noAnswer && answer.status === 429 ? retryAfterMs(answer, attempt - 1) : backoffMs(attempt - 1),
    );
  }
}
