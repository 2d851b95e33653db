import type {components} from '../../openapi/merchant';
import {allows, isFinal, waitsForCaller} from '../../shared/lifecycle';

type PaymentStatus = components['schemas']['PaymentStatus'];

/** What a payment means for your order, read from the contract's lifecycle of PaymentStatus. */
export type Settlement = 'paid' | 'authorized' | 'not-paid' | 'in-progress';

/**
 * Money is taken once the payment is COMPLETED, and held while it can still be captured (AUTHORIZED,
 * CANCEL_FAILED). A final status other than COMPLETED (FAILED, PAYMENT_METHOD_FAILED, CANCELED) took no
 * money. Every other status is still moving.
 */
export function settlementOf(status: PaymentStatus): Settlement {
  if (status === 'COMPLETED') return 'paid';
  if (allows('PaymentStatus', status, 'capturePayment')) return 'authorized';
  return isFinal('PaymentStatus', status) ? 'not-paid' : 'in-progress';
}

/** True when GET /payments/{paymentId} will not change on its own: final, or waiting for your capture or cancel. */
export const atRest = (status: PaymentStatus): boolean =>
  isFinal('PaymentStatus', status) || waitsForCaller('PaymentStatus', status);
