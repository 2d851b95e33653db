import type {components} from '../../openapi/merchant';
import type {CheckoutConfig} from '../../shared/config';
import {callWithTimeout, maxAttempts, noAnswer, resendWaitMs, retryAfterMs, sleep} from '../../shared/retry';
import {refusal} from '../refusal';
import {findPayments} from './find-payments';
import {untilRests} from './wait-for-payment';

type Schemas = components['schemas'];
type Payment = Schemas['Payment'];

export type PaymentOutcome =
  /**
   * The payment rests: COMPLETED, AUTHORIZED or CANCEL_FAILED waiting for your capture or cancel, or final
   * without money (PAYMENT_METHOD_FAILED, CANCELED). Keep payment.id for captures, cancels and refunds.
   */
  | {readonly kind: 'payment'; readonly payment: Payment}
  /**
   * Declined: a 406 on the POST (decline holds the processor's details), or the payment ended FAILED later
   * (payment, whose error says why). Ask for another payment method.
   */
  | {readonly kind: 'declined'; readonly decline?: Schemas['ErrorResourceWithErrorDetails']; readonly payment?: Payment}
  /**
   * 500: the payment failed and will not complete; nothing is sent again. A new attempt is a new payment with
   * a new merchantTransactionId, and the customer's decision.
   */
  | {readonly kind: 'failed'; readonly problem: Schemas['ErrorResource']}
  /**
   * 400: the request breaks the rule errorCode names; fix it before anything else. DUPLICATE_MERCHANT_TRANSACTION_ID
   * here means the identifier belongs to a different payment: a new payment needs a new one.
   */
  | {readonly kind: 'refused'; readonly error: Schemas['ApiError']}
  /**
   * No answer after maxAttempts sends, or a payment still moving after the wait (payment, when one was
   * read). Reconcile later with findPayments(merchantTransactionId) before the customer pays another way.
   */
  | {readonly kind: 'unknown'; readonly merchantTransactionId: string; readonly payment?: Payment};

/** A call that creates a payment: POST /payments with a saved method, or POST /token/payments with a token. */
export type PaymentCall =
  | {readonly path: '/payments'; readonly scope: 'merchant'; readonly body: Schemas['PaymentRequest']}
  | {readonly path: '/token/payments'; readonly scope: 'merchant-pci'; readonly body: Schemas['TokenPaymentRequest']};

/** Follows a payment the service has until it rests, and says what it came to. */
async function follow(config: CheckoutConfig, payment: Payment): Promise<PaymentOutcome> {
  const waited = await untilRests(config, payment);
  if (waited.kind === 'unknown') {
    return {kind: 'unknown', merchantTransactionId: payment.merchantTransactionId, payment: waited.payment ?? payment};
  }
  if (waited.payment.status === 'FAILED') return {kind: 'declined', payment: waited.payment};
  return {kind: 'payment', payment: waited.payment};
}

/** Whether a payment found under the identifier is the one this call asks for, not another made under it. */
function isRequested(payment: Payment, body: PaymentCall['body']): boolean {
  const methodId = 'paymentMethodId' in body ? body.paymentMethodId : undefined;
  return payment.amount === body.amount && (methodId === undefined || payment.paymentMethodId === methodId);
}

/**
 * Creates a payment and recovers from a lost answer without ever charging twice. The merchantTransactionId
 * must be chosen and stored before the first send; every resend carries the same body with the same one.
 * - No answer within the timeout, a lost connection, 502, 503 or 504: look the payment up. Found (200 with
 *   a payment, or 202): follow it. An empty list: the request never arrived, so send it again; should the
 *   first arrive late after all, it is refused as a duplicate, never charged.
 * - 429: wait the Retry-After seconds, then send the same request again.
 * - 400 DUPLICATE_MERCHANT_TRANSACTION_ID: an earlier send arrived; look it up and follow it, if it is this
 *   payment (same amount and method). Another payment under the identifier: refused, a new one is needed.
 * - 500: the payment failed and will not complete: report it failed, never send it again.
 * At most maxAttempts sends in all, the policy's backoff apart with jitter (up to 1, then 2 seconds); then the
 * outcome is unknown.
 * Each payment found or accepted is followed with waitForPayment until it rests.
 */
export async function sendPayment(config: CheckoutConfig, call: PaymentCall): Promise<PaymentOutcome> {
  const {merchantTransactionId} = call.body;
  let pauseMs = 0;
  for (let send = 0; send < maxAttempts; send += 1) {
    await sleep(pauseMs);
    pauseMs = resendWaitMs(send);
    const answer = await callWithTimeout(config, call.path, {method: 'POST', body: call.body, scope: call.scope});
    if (answer === noAnswer) {
      const lookup = await findPayments(config, merchantTransactionId);
      if (lookup.kind === 'found') return follow(config, lookup.newest);
      if (lookup.kind === 'unknown') return {kind: 'unknown', merchantTransactionId};
      continue; // Nothing arrived: the same body, with the same merchantTransactionId, goes again.
    }
    switch (answer.status) {
      case 202:
        return follow(config, ((await answer.json()) as Schemas['PaymentResponse']).data);
      case 406:
        return {kind: 'declined', decline: (await answer.json()) as Schemas['ErrorResourceWithErrorDetails']};
      case 500:
        return {
          kind: 'failed',
          problem: (await answer
            .json()
            .catch(() => ({title: answer.statusText, status: 500}))) as Schemas['ErrorResource'],
        };
      case 429:
        pauseMs = retryAfterMs(answer, send);
        continue;
      case 400: {
        const {error} = (await answer.json()) as Schemas['ErrorResponse'];
        if (error.errorCode !== 'DUPLICATE_MERCHANT_TRANSACTION_ID') return {kind: 'refused', error};
        const lookup = await findPayments(config, merchantTransactionId);
        if (lookup.kind !== 'found') return {kind: 'unknown', merchantTransactionId};
        return isRequested(lookup.newest, call.body) ? follow(config, lookup.newest) : {kind: 'refused', error};
      }
      default:
        // 401 after a renewed token, or 403: the credentials or the scope need fixing, not a resend.
        throw await refusal(`POST ${call.path}`, answer);
    }
  }
  return {kind: 'unknown', merchantTransactionId};
}

/** Charges a saved payment method with POST /payments: a sale, or an authorization with authorizeCard: true. */
export function createPayment(config: CheckoutConfig, request: Schemas['PaymentRequest']): Promise<PaymentOutcome> {
  return sendPayment(config, {path: '/payments', scope: 'merchant', body: request});
}
