import type {components} from '../../openapi/merchant';
import type {CheckoutConfig} from '../../shared/config';
import {CheckoutRefusal} from '../refusal';
import {createPayment, type PaymentAnswer} from './create-payment';
import {findPayments} from './find-payments';
import {settlementOf} from './settlement';

type Schemas = components['schemas'];
type Payment = Schemas['Payment'];
/** The payment request without its identifier, which payOrderOnce derives from the order and the attempt. */
export type OrderPayment = Omit<Schemas['PaymentRequest'], 'merchantTransactionId'>;

/** Your own store of the attempt number of each order, kept next to the order. */
export interface OrderAttempts {
  /** The attempt in use, 1 for a new order. */
  current(orderId: string): Promise<number>;
  /** Spends the attempt in use and returns the next one. */
  next(orderId: string): Promise<number>;
}

export type PayOutcome =
  /** A payment took or holds the money, or is still moving: follow it with waitForPayment. */
  | {readonly kind: 'created'; readonly payment: Payment}
  /** The card was declined: ask the customer for another payment method. */
  | {readonly kind: 'declined'; readonly decline: Schemas['ErrorResourceWithErrorDetails']};

type AttemptResult = PayOutcome | {readonly kind: 'not-taken'};

const idFor = (orderId: string, attempt: number) => `order-${orderId}-attempt-${attempt}`;
const sendsPerAttempt = 3;
const attemptsPerCall = 2;

/** Sends one attempt until its outcome is known. Sends the same request again only when nothing was created. */
async function tryAttempt(config: CheckoutConfig, request: Schemas['PaymentRequest']): Promise<AttemptResult> {
  for (let send = 0; send < sendsPerAttempt; send += 1) {
    let answer: PaymentAnswer | 'no-answer' | 'duplicate';
    try {
      answer = await createPayment(config, request);
    } catch (error) {
      if (!(error instanceof CheckoutRefusal))
        answer = 'no-answer'; // timeout or connection error
      else if (error.errorCode === 'DUPLICATE_MERCHANT_TRANSACTION_ID') answer = 'duplicate';
      else throw error; // any other 400: nothing was created; fix the request
    }
    if (answer !== 'no-answer' && answer !== 'duplicate') {
      if (answer.kind === 'accepted') return {kind: 'created', payment: answer.payment.data};
      if (answer.kind === 'declined') return {kind: 'declined', decline: answer.decline};
    }

    // No answer, a duplicate or a 500: find out what exists under this identifier before anything else.
    const found = await findPayments(config, request.merchantTransactionId);
    const live = found.find(({status}) => settlementOf(status) !== 'not-paid');
    if (live !== undefined) return {kind: 'created', payment: live}; // paid, held or still moving
    if (found.length === 0 && answer === 'no-answer') continue; // nothing was created: safe to send again
    return {kind: 'not-taken'}; // the identifier is spent and no money was taken
  }
  throw new Error(`Could not reach the payments service for ${request.merchantTransactionId}`);
}

/**
 * Pays for an order without ever charging twice, however often the network fails. A new attempt, with the
 * next identifier, is made only when the lookup shows that no money was taken under the current one.
 */
export async function payOrderOnce(
  config: CheckoutConfig,
  attempts: OrderAttempts,
  orderId: string,
  payment: OrderPayment,
): Promise<PayOutcome> {
  let attempt = await attempts.current(orderId);
  for (let tries = 0; tries < attemptsPerCall; tries += 1) {
    const result = await tryAttempt(config, {...payment, merchantTransactionId: idFor(orderId, attempt)});
    if (result.kind === 'created') return result;
    attempt = await attempts.next(orderId); // this identifier is spent either way
    if (result.kind === 'declined') return result;
  }
  throw new Error(`Order ${orderId} could not be paid; ask the customer to try again later`);
}
