import type {components} from '../../openapi/merchant';
import {callCheckout} from '../../shared/client';
import type {CheckoutConfig} from '../../shared/config';
import {refusal} from '../refusal';

type Schemas = components['schemas'];

/**
 * Starts saving a tokenised card or a US bank account with POST /token/setup-payment-methods (merchant-pci
 * scope). Answers 202 with the setup, which is not final yet: read it with waitForSetup. A refusal is
 * thrown: 400 with its errorCode, nothing started; or 500, after which the same request is safe to send
 * again (a setup that already completed comes back with the DUPLICATE_ENTRY warning).
 */
export async function startSetup(
  config: CheckoutConfig,
  request: Schemas['SetupPaymentMethodRequest'],
): Promise<Schemas['SetupPaymentMethodResponse']> {
  const response = await callCheckout(config, '/token/setup-payment-methods', {
    method: 'POST',
    body: request,
    scope: 'merchant-pci',
  });
  if (response.status === 202) return (await response.json()) as Schemas['SetupPaymentMethodResponse'];
  throw await refusal('POST /token/setup-payment-methods', response);
}
