import type {components} from '../../openapi/merchant';
import {callCheckout} from '../../shared/client';
import type {CheckoutConfig} from '../../shared/config';
import {allows} from '../../shared/lifecycle';
import {refusal} from '../refusal';

type Schemas = components['schemas'];
type PaymentMethod = Schemas['PaymentMethod'];

/**
 * Lists one customer's saved payment methods with POST /payment-methods/search, the default first. A
 * customer without methods, or unknown to the service, gets an empty list. A refusal is thrown: 400
 * (CUSTOMER_NOT_IDENTIFIED), 403 without a wallet scope, or 500, after which the search is safe to repeat.
 */
export async function searchPaymentMethods(
  config: CheckoutConfig,
  request: Schemas['PaymentMethodSearchRequest'],
): Promise<PaymentMethod[]> {
  const response = await callCheckout(config, '/payment-methods/search', {
    method: 'POST',
    body: request,
    scope: 'merchant-wallet-management',
  });
  if (response.status === 200) return ((await response.json()) as Schemas['PaymentMethodList']).data;
  throw await refusal('POST /payment-methods/search', response);
}

/**
 * The methods a customer can pay with now: the method's status allows createPayment in the contract's
 * lifecycle (COMPLETED), and its card or bank account is ACTIVE, not EXPIRED or INVALIDATED.
 */
export function usablePaymentMethods(methods: readonly PaymentMethod[]): PaymentMethod[] {
  return methods.filter(
    (method) =>
      allows('PaymentMethodStatus', method.status, 'createPayment') &&
      (method.paymentMethodDetails?.status ?? 'ACTIVE') === 'ACTIVE',
  );
}
