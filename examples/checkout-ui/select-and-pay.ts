import {createPayment, type PaymentOutcome} from '../checkout-api/payments/create-payment';
import {pollSession} from '../sessions/poll-session';
import type {CheckoutConfig} from '../shared/config';

/**
 * Follows a PAYMENT_METHOD_SELECT or PAYMENT_METHOD_DISPLAY session to its end and pays with the chosen
 * method through createPayment, which recovers a lost answer without charging twice and follows the
 * payment until it rests. Throws when the session did not end COMPLETED with a payment method.
 */
export async function payWithChosenMethod(
  config: CheckoutConfig,
  sessionId: string,
  amount: number,
  merchantTransactionId: string,
): Promise<PaymentOutcome> {
  const outcome = await pollSession(config, sessionId);
  if (outcome.kind === 'expired') throw new Error('The session expired before the customer chose');
  if (outcome.kind === 'unknown') throw new Error(`Session ${sessionId} has no final answer yet; check it later`);
  const {status, paymentMethod} = outcome.session.data;
  if (status !== 'COMPLETED' || paymentMethod === undefined) throw new Error(`The session ended ${status}`);
  return createPayment(config, {amount, paymentMethodId: paymentMethod.id, merchantTransactionId});
}
