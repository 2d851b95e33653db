import type {components} from '../../openapi/merchant';
import {callCheckout} from '../../shared/client';
import type {CheckoutConfig} from '../../shared/config';

type Payment = components['schemas']['Payment'];
type PaymentResponse = components['schemas']['PaymentResponse'];
type CaptureRequest = components['schemas']['CaptureRequest'];
type ErrorResponse = components['schemas']['ErrorResponse'];

/**
 * Captures an authorization with PATCH /payments/{paymentId}/capture; an empty request captures the whole
 * authorizedAmount. Returns the payment of the 202 answer, CAPTURE_INITIALIZED: follow it to COMPLETED or
 * FAILED. A 400 or 404 names its errorCode. After a 500 or no answer, read the payment and compare
 * capturedAmount with authorizedAmount before you capture again.
 */
export async function capturePayment(
  config: CheckoutConfig,
  paymentId: string,
  request: CaptureRequest = {},
): Promise<Payment> {
  const path = `/payments/${encodeURIComponent(paymentId)}/capture`;
  const response = await callCheckout(config, path, {method: 'PATCH', body: request, scope: 'merchant'});
  if (response.status === 202) return ((await response.json()) as PaymentResponse).data;
  if (response.status === 400 || response.status === 404) {
    const {error} = (await response.json()) as ErrorResponse;
    throw new Error(`Capture of ${paymentId} refused: ${error.errorCode} ${error.message}`);
  }
  throw new Error(`Capture of ${paymentId} answered ${response.status}; read the payment before capturing again`);
}
