import type {components} from '../openapi/hcp';
import {callCheckout} from '../shared/client';
import type {CheckoutConfig} from '../shared/config';

type Agent = components['schemas']['Agent'];
type UpdatePaymentMethodRequest = components['schemas']['UpdatePaymentMethodRequest'];
type PaymentMethodResponse = components['schemas']['PaymentMethodResponse'];
type ErrorResponse = components['schemas']['ErrorResponse'];

/**
 * An agent flags a saved card as a manufacturer card covering the given medications, with
 * PATCH /payment-methods/{payment-method-id}. The agent is required: the service refuses the flag without
 * one (MANUFACTURER_CARD_REQUIRES_AGENT). Returns the payment method on 200, or on 202 (the update is
 * still being applied; read the method again later for the result). A 400 or 404 throws with its errorCode.
 */
export async function flagManufacturerCard(
  config: CheckoutConfig,
  paymentMethodId: string,
  medications: readonly string[],
  agent: Agent,
): Promise<PaymentMethodResponse> {
  const body: UpdatePaymentMethodRequest = {
    paymentMethodDetails: {
      type: 'CARD',
      manufacturerCard: true,
      cardCategories: [{type: 'MANUFACTURER_CARD', medications: [...medications]}],
    },
    agent,
  };
  const response = await callCheckout(config, `/payment-methods/${encodeURIComponent(paymentMethodId)}`, {
    method: 'PATCH',
    body,
    scope: 'merchant-wallet-management',
  });
  if (response.status === 200 || response.status === 202) return (await response.json()) as PaymentMethodResponse;
  if (response.status === 400 || response.status === 404) {
    const {error} = (await response.json()) as ErrorResponse;
    throw new Error(`PATCH /payment-methods refused: ${error.errorCode} ${error.message}`);
  }
  throw new Error(`PATCH /payment-methods answered ${response.status}`);
}
