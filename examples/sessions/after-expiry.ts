import {findPayments} from '../checkout-api/payments/find-payments';
import {settlementOf} from '../checkout-api/payments/settlement';
import {untilRests} from '../checkout-api/payments/wait-for-payment';
import type {components} from '../openapi/merchant';
import type {CheckoutConfig} from '../shared/config';
import {pollSession} from './poll-session';

type Payment = components['schemas']['Payment'];

export type Settlement = 'paid' | 'authorized' | 'not-paid';

/** The session's payment, or after a 410 the one its merchantTransactionId finds; undefined when there is none. */
async function paymentOf(
  config: CheckoutConfig,
  sessionId: string,
  merchantTransactionId: string,
): Promise<Payment | undefined> {
  const outcome = await pollSession(config, sessionId);
  if (outcome.kind === 'unknown') throw new Error(`Session ${sessionId} has no final answer yet; settle it later`);
  if (outcome.kind === 'finished') return outcome.session.data.payment;
  const lookup = await findPayments(config, merchantTransactionId);
  if (lookup.kind === 'unknown') throw new Error(`Could not look up ${merchantTransactionId}; settle it later`);
  return lookup.kind === 'found' ? lookup.newest : undefined;
}

/**
 * Follows a session to its end and says what happened to the order's money. After a 410, looks for a
 * payment under the order's merchantTransactionId before anything else: the customer may have paid just
 * before the session expired. A payment still moving (a bank debit waits in ACCEPTED) is waited for.
 * 'not-paid' means start again with a new session and a new merchantTransactionId. A session or a payment
 * without a final answer yet is thrown, for a later check to settle.
 */
export async function settle(
  config: CheckoutConfig,
  sessionId: string,
  merchantTransactionId: string,
): Promise<Settlement> {
  const payment = await paymentOf(config, sessionId, merchantTransactionId);
  if (payment === undefined) return 'not-paid';
  const waited = await untilRests(config, payment);
  const settlement = waited.kind === 'rests' ? settlementOf(waited.payment.status) : 'in-progress';
  if (settlement === 'in-progress') throw new Error(`Payment ${payment.id} is still in progress; settle it later`);
  return settlement;
}
