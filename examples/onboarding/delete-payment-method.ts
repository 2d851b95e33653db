import type {components} from '../openapi/merchant';
import {callCheckout} from '../shared/client';
import type {CheckoutConfig} from '../shared/config';

type Agent = components['schemas']['Agent'];
type DeletePaymentMethodRequest = components['schemas']['DeletePaymentMethodRequest'];
type ErrorResponse = components['schemas']['ErrorResponse'];

/**
 * Removes a payment method from a customer's wallet with DELETE /payment-methods/{payment-method-id}, naming
 * the agent who asked for it so the audit trail shows who removed it. Resolves on 204; a 404 (already gone
 * or another merchant's) and a 400 throw with the reason.
 */
export async function deletePaymentMethod(
  config: CheckoutConfig,
  paymentMethodId: string,
  agent: Agent,
): Promise<void> {
  const body: DeletePaymentMethodRequest = {agent};
  const response = await callCheckout(config, `/payment-methods/${encodeURIComponent(paymentMethodId)}`, {
    method: 'DELETE',
    body,
    scope: 'merchant-wallet-management',
  });
  if (response.status === 204) return;
  if (response.status === 400 || response.status === 404) {
    const {error} = (await response.json()) as ErrorResponse;
    throw new Error(`DELETE /payment-methods refused: ${error.errorCode} ${error.message}`);
  }
  throw new Error(`DELETE /payment-methods answered ${response.status}`);
}
