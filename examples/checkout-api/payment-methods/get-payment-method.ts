import type {components} from '../../openapi/merchant';
import {callCheckout} from '../../shared/client';
import type {CheckoutConfig} from '../../shared/config';
import {refusal} from '../refusal';

type PaymentMethodResponse = components['schemas']['PaymentMethodResponse'];

/**
 * Reads one payment method with GET /payment-methods/{payment-method-id}. A refusal is thrown: 404
 * (PAYMENT_METHOD_NOT_FOUND) for an unknown or deleted method, or a method of another customer or
 * environment; a 500 changes nothing, so the read is safe to repeat.
 */
export async function getPaymentMethod(
  config: CheckoutConfig,
  paymentMethodId: string,
): Promise<PaymentMethodResponse> {
  const path = `/payment-methods/${encodeURIComponent(paymentMethodId)}`;
  const response = await callCheckout(config, path, {scope: 'merchant-wallet-management'});
  if (response.status === 200) return (await response.json()) as PaymentMethodResponse;
  throw await refusal(`GET ${path}`, response);
}
