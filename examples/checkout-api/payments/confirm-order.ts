import type {CheckoutConfig} from '../../shared/config';
import {pollSession} from '../../sessions/poll-session';
import {settlementOf} from './settlement';
import {waitForPayment} from './wait-for-payment';

export type OrderOutcome =
  | {readonly kind: 'paid' | 'authorized'; readonly paymentId: string}
  | {readonly kind: 'failed'; readonly reason: string}
  | {readonly kind: 'expired'}
  /** No final answer yet from the session or its payment: check the order again later. */
  | {readonly kind: 'unknown'};

/**
 * Follows a widget session to its end and says what happened to the order's money. The session's copy of
 * the payment can still be moving (a bank debit waits in ACCEPTED), so the payment itself is read until it
 * rests. 'paid': COMPLETED. 'authorized': held, waiting for your capture. 'failed': the session failed or
 * the payment ended without money. 'expired': look the merchantTransactionId up before a new session.
 */
export async function confirmOrder(config: CheckoutConfig, sessionId: string): Promise<OrderOutcome> {
  const outcome = await pollSession(config, sessionId);
  if (outcome.kind === 'expired' || outcome.kind === 'unknown') return {kind: outcome.kind};
  const {data, error} = outcome.session;
  if (data.status === 'FAILED' || data.payment === undefined) {
    return {kind: 'failed', reason: error?.errorCode ?? data.status};
  }

  const waited = await waitForPayment(config, data.payment.id);
  if (waited.kind === 'unknown') return {kind: 'unknown'};
  const {payment} = waited;
  const settlement = settlementOf(payment.status);
  if (settlement === 'paid' || settlement === 'authorized') return {kind: settlement, paymentId: payment.id};
  return {kind: 'failed', reason: payment.error?.errorCode ?? payment.status};
}
