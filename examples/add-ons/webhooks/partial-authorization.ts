import type {components} from '../../openapi/merchant';

type Payment = components['schemas']['Payment'];

export interface ShortfallTask {
  readonly paymentId: string;
  readonly merchantTransactionId: string;
  readonly approvedCents: number;
  readonly shortfallCents: number;
  /** Capture or cancel before this moment: 7 days after the authorization. */
  readonly settleBy: Date;
}

const authorizationValidityMs = 7 * 24 * 60 * 60 * 1000;

/**
 * Turns the payment of a PAYMENT_PARTIALLY_AUTHORIZED event (its `data.object`) and the event's
 * `createdAt` into the task your back office works on.
 */
export function shortfallTask(payment: Payment, eventCreatedAt: string): ShortfallTask {
  if (payment.authorizedAmount === undefined) {
    throw new Error(`Payment ${payment.id} carries no authorizedAmount: it is not a partial authorization`);
  }
  return {
    paymentId: payment.id,
    merchantTransactionId: payment.merchantTransactionId,
    approvedCents: payment.authorizedAmount,
    shortfallCents: Math.max(0, payment.amount - payment.authorizedAmount),
    settleBy: new Date(Date.parse(eventCreatedAt) + authorizationValidityMs),
  };
}
