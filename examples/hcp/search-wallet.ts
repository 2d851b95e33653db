import type {components} from '../openapi/hcp';
import {callCheckout} from '../shared/client';
import type {CheckoutConfig} from '../shared/config';

type PaymentMethodSearchRequest = components['schemas']['PaymentMethodSearchRequest'];
type PaymentMethodList = components['schemas']['PaymentMethodList'];
type ErrorResponse = components['schemas']['ErrorResponse'];

/**
 * Lists a member's saved payment methods with POST /payment-methods/search, by hsid, enterpriseId, the
 * customer id or email. Returns the methods; an empty list is a normal answer for a member without any. A
 * 400 (such as CUSTOMER_NOT_IDENTIFIED) throws with its errorCode; a search changes nothing, so after a
 * 500 or 429 it is safe to search again later.
 */
export async function searchWallet(
  config: CheckoutConfig,
  request: PaymentMethodSearchRequest,
): Promise<PaymentMethodList['data']> {
  const response = await callCheckout(config, '/payment-methods/search', {
    method: 'POST',
    body: request,
    scope: 'merchant-wallet-management',
  });
  if (response.status === 200) return ((await response.json()) as PaymentMethodList).data;
  if (response.status === 400) {
    const {error} = (await response.json()) as ErrorResponse;
    throw new Error(`POST /payment-methods/search refused: ${error.errorCode} ${error.message}`);
  }
  throw new Error(`POST /payment-methods/search answered ${response.status}`);
}
