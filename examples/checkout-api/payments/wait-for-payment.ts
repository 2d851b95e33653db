import type {components} from '../../openapi/merchant';
import type {CheckoutConfig} from '../../shared/config';
import {
  callWithTimeout,
  longestPaymentWaitMs,
  maxAttempts,
  noAnswer,
  pollPauseMs,
  retryAfterMs,
  sleep,
} from '../../shared/retry';
import {refusal} from '../refusal';
import {atRest} from './settlement';

type Payment = components['schemas']['Payment'];
type PaymentResponse = components['schemas']['PaymentResponse'];

export type PaymentWait =
  /** The payment rests: final, or waiting for your capture or cancel (AUTHORIZED, CANCEL_FAILED). */
  | {readonly kind: 'rests'; readonly payment: Payment}
  /**
   * Still moving after longestPaymentWaitMs, or no answer to maxAttempts reads in a row: payment is the last
   * one read, if any. The webhook or a later lookup gives the outcome.
   */
  | {readonly kind: 'unknown'; readonly payment: Payment | undefined};

/**
 * Reads GET /payments/{paymentId} until the payment rests, as the contract's lifecycle of PaymentStatus
 * decides (atRest). 202 means it is still moving; 200 carries a status at rest. Pauses 1, 2, 4, 8 and then
 * 10 seconds between reads, for at most longestPaymentWaitMs. A read without an answer, or answered 5xx, is
 * read again after the same pause, a 429 after its Retry-After, at most maxAttempts such reads in a row; any
 * other answer, such as a 404, is thrown as a CheckoutRefusal.
 */
export async function waitForPayment(config: CheckoutConfig, paymentId: string): Promise<PaymentWait> {
  const path = `/payments/${encodeURIComponent(paymentId)}`;
  const giveUpAt = Date.now() + longestPaymentWaitMs;
  let lastRead: Payment | undefined;
  let unanswered = 0;
  for (let read = 0; ; read += 1) {
    const answer = await callWithTimeout(config, path, {scope: 'merchant'});
    let pauseMs = pollPauseMs(read);
    if (answer === noAnswer || answer.status >= 500 || answer.status === 429) {
      unanswered += 1;
      if (unanswered === maxAttempts) return {kind: 'unknown', payment: lastRead};
      if (answer !== noAnswer && answer.status === 429) pauseMs = retryAfterMs(answer, read);
    } else if (answer.status === 200 || answer.status === 202) {
      unanswered = 0;
      lastRead = ((await answer.json()) as PaymentResponse).data;
      if (atRest(lastRead.status)) return {kind: 'rests', payment: lastRead};
    } else {
      throw await refusal(`GET ${path}`, answer);
    }
    if (Date.now() >= giveUpAt) return {kind: 'unknown', payment: lastRead};
    await sleep(Math.min(pauseMs, giveUpAt - Date.now()));
  }
}

/** A payment read elsewhere (a lookup, a session), as it rests: at once when it already does, else after waitForPayment. */
export async function untilRests(config: CheckoutConfig, payment: Payment): Promise<PaymentWait> {
  return atRest(payment.status) ? {kind: 'rests', payment} : waitForPayment(config, payment.id);
}
