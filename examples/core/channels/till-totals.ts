import type {components} from '../../openapi/merchant';

type Payment = components['schemas']['Payment'];
type PaymentMethodType = components['schemas']['PaymentMethodTypeOfPayment'];

/**
 * Captured cents per payment method type, so that terminal (CARD_PRESENT) takings can be checked against
 * the reader's own totals. Only COMPLETED payments count: they are the ones that took money.
 */
export function totalsByType(payments: readonly Payment[]): Map<PaymentMethodType, number> {
  const totals = new Map<PaymentMethodType, number>();
  for (const payment of payments) {
    if (payment.status !== 'COMPLETED') continue;
    const type = payment.paymentMethodType ?? 'UNKNOWN';
    totals.set(type, (totals.get(type) ?? 0) + (payment.capturedAmount ?? 0));
  }
  return totals;
}
