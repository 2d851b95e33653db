import type {components} from '../../openapi/merchant';
import {callCheckout} from '../../shared/client';
import type {CheckoutConfig} from '../../shared/config';
import {refusal} from '../refusal';

type Schemas = components['schemas'];

/**
 * Captures an authorization with PATCH /payments/{paymentId}/capture: the amount given, at most
 * authorizedAmount, or all of it when the body has no amount. Answers 202 with the payment in
 * CAPTURE_INITIALIZED; follow it with waitForPayment until it is COMPLETED. A refusal is thrown: 400 with
 * its errorCode (AUTHORIZATION_EXPIRED, CAPTURE_AMOUNT_EXCEEDS_AUTHORIZED), 404, or 500, after which you read
 * the payment before you capture again.
 */
export async function capturePayment(
  config: CheckoutConfig,
  paymentId: string,
  request: Schemas['CaptureRequest'] = {},
): Promise<Schemas['PaymentResponse']> {
  const path = `/payments/${encodeURIComponent(paymentId)}/capture`;
  const response = await callCheckout(config, path, {method: 'PATCH', body: request, scope: 'merchant'});
  if (response.status === 202) return (await response.json()) as Schemas['PaymentResponse'];
  throw await refusal(`PATCH ${path}`, response);
}
