import type {components} from '../openapi/merchant';
import {allows} from '../shared/lifecycle';

type Schemas = components['schemas'];

export interface MoneyOwed {
  /** The payment the customer is owed money on. */
  readonly payment: Schemas['Payment'];
  /** How much to return, in cents. */
  readonly amount: number;
  /** What your own records say was already returned for this payment, in cents. */
  readonly refundedSoFar: number;
  /**
   * A saved, usable payment method of the same customer to send a partial refund to, usually the one that
   * paid; undefined for a guest or when nothing was saved.
   */
  readonly savedPaymentMethodId: string | undefined;
  /** A new identifier for this refund, never used for a payment or another refund. */
  readonly merchantTransactionId: string;
  readonly reason: Schemas['RefundReason'];
}

/**
 * Picks the refund that returns `amount`, following the refund rules: the whole captured amount by
 * paymentId (once per payment), anything else by paymentMethodId with an amount. Throws, instead of
 * sending a request the service would refuse, when the payment holds no money yet (cancel an authorization
 * instead), when the total would exceed what was captured, or when a partial refund has no saved method.
 */
export function chooseRefund(owed: MoneyOwed): Schemas['RefundRequest'] {
  const {payment, amount, refundedSoFar, merchantTransactionId, reason} = owed;
  if (!allows('PaymentStatus', payment.status, 'createRefund')) {
    throw new Error(`Payment ${payment.id} is ${payment.status}: only a COMPLETED payment is refunded`);
  }
  const captured = payment.capturedAmount ?? payment.amount;
  if (amount < 1 || refundedSoFar + amount > captured) {
    throw new Error(`Cannot return ${amount} of ${captured} captured, ${refundedSoFar} already returned`);
  }
  if (amount === captured && refundedSoFar === 0) {
    return {paymentId: payment.id, merchantTransactionId, reason};
  }
  if (payment.customerId === undefined || owed.savedPaymentMethodId === undefined) {
    throw new Error(`Payment ${payment.id} can only be refunded in full: a partial refund needs a saved method`);
  }
  return {paymentMethodId: owed.savedPaymentMethodId, amount, merchantTransactionId, reason};
}
