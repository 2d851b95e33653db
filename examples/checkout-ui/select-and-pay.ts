import type {components} from '../openapi/merchant';
import {pollSession} from '../sessions/poll-session';
import {callCheckout} from '../shared/client';
import type {CheckoutConfig} from '../shared/config';

type Payment = components['schemas']['Payment'];
type PaymentRequest = components['schemas']['PaymentRequest'];
type PaymentResponse = components['schemas']['PaymentResponse'];
type PaymentList = components['schemas']['PaymentList'];
type ErrorResponse = components['schemas']['ErrorResponse'];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const lookupDelaysMs = [1_000, 2_000, 4_000, 8_000];

// #region lookup
/**
 * After a 500 on POST /payments the payment may or may not exist: look it up by merchantTransactionId.
 * 202 (the newest is still being processed) and 200 with a payment both mean it exists; 500 is read
 * again, at most four times.
 */
async function findPayment(config: CheckoutConfig, merchantTransactionId: string): Promise<Payment | undefined> {
  for (const delayMs of lookupDelaysMs) {
    await sleep(delayMs);
    const path = `/payments?merchantTransactionId=${encodeURIComponent(merchantTransactionId)}`;
    const response = await callCheckout(config, path, {scope: 'merchant'});
    if (response.status === 200 || response.status === 202) return ((await response.json()) as PaymentList).data[0];
    if (response.status !== 500) throw new Error(`Payment lookup answered ${response.status}`);
  }
  throw new Error(`Could not look up ${merchantTransactionId}; check it again before any new attempt`);
}
// #endregion lookup

// #region pay
/**
 * POST /payments with a saved method. Resolves to the accepted payment (202, usually PENDING: follow it
 * until its status is final). A 500 is never sent again blindly: the payment is looked up first, and
 * when none exists the caller starts a new attempt with a new merchantTransactionId.
 */
export async function createPayment(config: CheckoutConfig, request: PaymentRequest): Promise<Payment> {
  const response = await callCheckout(config, '/payments', {method: 'POST', body: request, scope: 'merchant'});
  if (response.status === 202) return ((await response.json()) as PaymentResponse).data;
  if (response.status === 400) {
    const {error} = (await response.json()) as ErrorResponse;
    throw new Error(`POST /payments refused: ${error.errorCode} ${error.message}`);
  }
  if (response.status === 406) throw new Error('The issuer declined the payment');
  if (response.status !== 500) throw new Error(`POST /payments answered ${response.status}`);
  const existing = await findPayment(config, request.merchantTransactionId);
  if (existing !== undefined) return existing;
  throw new Error(`No payment exists for ${request.merchantTransactionId}; try again with a new merchantTransactionId`);
}

/** Follows a PAYMENT_METHOD_SELECT or PAYMENT_METHOD_DISPLAY session to its end and pays with the chosen method. */
export async function payWithChosenMethod(
  config: CheckoutConfig,
  sessionId: string,
  amount: number,
  merchantTransactionId: string,
): Promise<Payment> {
  const outcome = await pollSession(config, sessionId);
  if (outcome.kind === 'expired') throw new Error('The session expired before the customer chose');
  const {status, paymentMethod} = outcome.session.data;
  if (status !== 'COMPLETED' || paymentMethod === undefined) throw new Error(`The session ended ${status}`);
  return createPayment(config, {amount, paymentMethodId: paymentMethod.id, merchantTransactionId});
}
// #endregion pay
