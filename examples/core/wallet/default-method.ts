import type {components} from '../../openapi/merchant';
import {allows} from '../../shared/lifecycle';

type PaymentMethod = components['schemas']['PaymentMethod'];

/**
 * True when the method may be made the default: its status allows an update (the contract's lifecycle says
 * COMPLETED does), its card or account can still pay, and it is not a manufacturer card.
 */
export function canBeDefault(method: PaymentMethod): boolean {
  const details = method.paymentMethodDetails;
  if (!allows('PaymentMethodStatus', method.status, 'updatePaymentMethod') || details === undefined) return false;
  if (details.type === 'CARD') return details.manufacturerCard !== true && details.status !== 'EXPIRED';
  return details.status !== 'INVALIDATED';
}

/** The current default, if it can still pay. */
export function usableDefault(methods: readonly PaymentMethod[]): PaymentMethod | undefined {
  return methods.find((method) => method.default === true && canBeDefault(method));
}
