import type {components} from '../../openapi/merchant';
import {withRetry} from '../../special-cases/retry';
import {callCheckout} from '../../shared/client';
import type {CheckoutConfig} from '../../shared/config';

type SetupPaymentMethodRequest = components['schemas']['SetupPaymentMethodRequest'];
type SetupPaymentMethod = components['schemas']['SetupPaymentMethod'];
type SetupPaymentMethodResponse = components['schemas']['SetupPaymentMethodResponse'];
type ErrorResponse = components['schemas']['ErrorResponse'];

/**
 * Starts saving a card token or a bank account with POST /token/setup-payment-methods (scope merchant-pci)
 * and returns the setup of the 202 answer: wait for it with waitForSetup. A 500 or a lost answer started
 * no setup, or one that the second attempt finds as a DUPLICATE_ENTRY, so the same request is sent again
 * with backoff (five attempts at most). A 400 names the rule the request breaks.
 */
export async function startSetup(
  config: CheckoutConfig,
  request: SetupPaymentMethodRequest,
): Promise<SetupPaymentMethod> {
  const response = await withRetry(
    () => callCheckout(config, '/token/setup-payment-methods', {method: 'POST', body: request, scope: 'merchant-pci'}),
    (status) => status === 500,
  );
  if (response.status === 202) return ((await response.json()) as SetupPaymentMethodResponse).data;
  if (response.status === 400) {
    const {error} = (await response.json()) as ErrorResponse;
    throw new Error(`Setup refused: ${error.errorCode} ${error.message}`);
  }
  throw new Error(`POST /token/setup-payment-methods answered ${response.status}`);
}
