import type {components} from '../openapi/merchant';
import {callCheckout} from '../shared/client';
import type {CheckoutConfig} from '../shared/config';

type UpdatePaymentMethodRequest = components['schemas']['UpdatePaymentMethodRequest'];
type ErrorResponse = components['schemas']['ErrorResponse'];

export type EditField = 'nickname' | 'nameOnCard' | 'nameOnAccount' | 'zipCode' | 'expiry' | 'default';

export type EditOutcome =
  | {readonly kind: 'saved'; readonly applying: boolean}
  | {readonly kind: 'field-error'; readonly field: EditField; readonly errorCode: string}
  | {readonly kind: 'form-error'; readonly errorCode: string}
  | {readonly kind: 'gone'}
  | {readonly kind: 'retry'};

const fieldByCode: Readonly<Record<string, EditField>> = {
  INVALID_NICKNAME: 'nickname',
  NICKNAME_CONTAINS_CARD_NUMBER: 'nickname',
  INVALID_NAME_ON_CARD: 'nameOnCard',
  NAME_ON_CARD_CONTAINS_CARD_NUMBER: 'nameOnCard',
  INVALID_NAME_ON_ACCOUNT: 'nameOnAccount',
  INVALID_ZIP: 'zipCode',
  INVALID_EXPIRY_DATE: 'expiry',
  MANUFACTURER_CARD_CANNOT_BE_DEFAULT: 'default',
  DEFAULT_REQUIRES_SAVED_PAYMENT_METHOD: 'default',
};

/**
 * PATCH /payment-methods/{payment-method-id} with the merchant-wallet-management scope, read the way the
 * widget reads it: 200 saved, 202 saved and still being applied at the provider, 400 an error for one
 * field or for the whole form, 404 the method is gone, 500 nothing changed and the same edit can be
 * sent again.
 */
export async function updatePaymentMethod(
  config: CheckoutConfig,
  paymentMethodId: string,
  changes: UpdatePaymentMethodRequest,
): Promise<EditOutcome> {
  const path = `/payment-methods/${encodeURIComponent(paymentMethodId)}`;
  const response = await callCheckout(config, path, {
    method: 'PATCH',
    body: changes,
    scope: 'merchant-wallet-management',
  });
  switch (response.status) {
    case 200:
    case 202:
      return {kind: 'saved', applying: response.status === 202};
    case 404:
      return {kind: 'gone'};
    case 400: {
      const {errorCode} = ((await response.json()) as ErrorResponse).error;
      const field = fieldByCode[errorCode];
      return field === undefined ? {kind: 'form-error', errorCode} : {kind: 'field-error', field, errorCode};
    }
    case 500:
      return {kind: 'retry'};
    default:
      throw new Error(`PATCH ${path} answered ${response.status}`);
  }
}
