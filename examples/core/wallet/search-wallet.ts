import type {components} from '../../openapi/merchant';
import {callCheckout} from '../../shared/client';
import type {CheckoutConfig} from '../../shared/config';

type PaymentMethod = components['schemas']['PaymentMethod'];
type PaymentMethodList = components['schemas']['PaymentMethodList'];
type PaymentMethodSearchRequest = components['schemas']['PaymentMethodSearchRequest'];
type ErrorResponse = components['schemas']['ErrorResponse'];

/**
 * Lists a customer's saved payment methods with POST /payment-methods/search. Expired cards and invalidated
 * bank accounts are included only with `includeExpired: true`. A search changes nothing, so a 500 may be
 * sent again; this sample leaves that to its caller.
 */
export async function searchWallet(
  config: CheckoutConfig,
  request: PaymentMethodSearchRequest,
): Promise<readonly PaymentMethod[]> {
  const response = await callCheckout(config, '/payment-methods/search', {
    method: 'POST',
    body: request,
    scope: 'merchant-wallet-management',
  });
  if (response.status === 200) return ((await response.json()) as PaymentMethodList).data;
  if (response.status === 400) {
    const {error} = (await response.json()) as ErrorResponse;
    throw new Error(`Search refused: ${error.errorCode} ${error.message}`);
  }
  throw new Error(`POST /payment-methods/search answered ${response.status}`);
}
