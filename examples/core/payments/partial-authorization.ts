import type {components} from '../../openapi/merchant';

type Payment = components['schemas']['Payment'];

// #region shortfall
/** Cents still to collect after a partial authorization; 0 when the card covered the full amount. */
export function shortfallCents(payment: Pick<Payment, 'amount' | 'authorizedAmount'>): number {
  return Math.max(0, payment.amount - (payment.authorizedAmount ?? 0));
}
// #endregion

export type ShortfallDecision =
  | {readonly kind: 'FULLY_AUTHORIZED'}
  | {readonly kind: 'PARTIALLY_AUTHORIZED'; readonly approvedCents: number; readonly shortfallCents: number};

/** Says whether an AUTHORIZED payment covers the order, and how many cents are still to collect. */
export function assessAuthorization(payment: Payment): ShortfallDecision {
  if (payment.status !== 'AUTHORIZED') throw new Error(`Payment ${payment.id} is ${payment.status}, not AUTHORIZED`);
  const shortfall = shortfallCents(payment);
  if (shortfall === 0) return {kind: 'FULLY_AUTHORIZED'};
  return {kind: 'PARTIALLY_AUTHORIZED', approvedCents: payment.authorizedAmount ?? 0, shortfallCents: shortfall};
}

/** Formats cents for the customer: 4000 becomes "40.00". */
export function formatCents(cents: number): string {
  return (cents / 100).toFixed(2);
}
