import type {components} from '../../openapi/merchant';
import {callCheckout} from '../../shared/client';
import type {CheckoutConfig} from '../../shared/config';

type Payment = components['schemas']['Payment'];
type PaymentResponse = components['schemas']['PaymentResponse'];
type CancelRequest = components['schemas']['CancelRequest'];
type ErrorResponse = components['schemas']['ErrorResponse'];

/**
 * Releases an authorization with PATCH /payments/{paymentId}/cancel. Returns the payment of the 202
 * answer, CANCEL_INITIALIZED: follow it to CANCELED, or to CANCEL_FAILED, where the hold is still in place
 * and you may cancel again. A 400 or 404 names its errorCode. After a 500, read the payment before you
 * cancel again.
 */
export async function cancelPayment(
  config: CheckoutConfig,
  paymentId: string,
  request: CancelRequest,
): Promise<Payment> {
  const path = `/payments/${encodeURIComponent(paymentId)}/cancel`;
  const response = await callCheckout(config, path, {method: 'PATCH', body: request, scope: 'merchant'});
  if (response.status === 202) return ((await response.json()) as PaymentResponse).data;
  if (response.status === 400 || response.status === 404) {
    const {error} = (await response.json()) as ErrorResponse;
    throw new Error(`Cancel of ${paymentId} refused: ${error.errorCode} ${error.message}`);
  }
  throw new Error(`Cancel of ${paymentId} answered ${response.status}; read the payment before cancelling again`);
}
