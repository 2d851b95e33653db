import type {components} from '../../openapi/merchant';
import {callCheckout} from '../../shared/client';
import type {CheckoutConfig} from '../../shared/config';
import {refusal} from '../refusal';

type Schemas = components['schemas'];

/**
 * Releases an authorization with PATCH /payments/{paymentId}/cancel. Answers 202 with the payment in
 * CANCEL_INITIALIZED; follow it with waitForPayment. It ends CANCELED, or CANCEL_FAILED when the processor
 * kept the hold, which still allows a new cancel or a capture. A refusal (400, 404, 500) is thrown; after a
 * 500, read the payment before you cancel again.
 */
export async function cancelPayment(
  config: CheckoutConfig,
  paymentId: string,
  request: Schemas['CancelRequest'],
): Promise<Schemas['PaymentResponse']> {
  const path = `/payments/${encodeURIComponent(paymentId)}/cancel`;
  const response = await callCheckout(config, path, {method: 'PATCH', body: request, scope: 'merchant'});
  if (response.status === 202) return (await response.json()) as Schemas['PaymentResponse'];
  throw await refusal(`PATCH ${path}`, response);
}
