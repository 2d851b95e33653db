import {updatePaymentMethod} from '../checkout-api/payment-methods/update-payment-method';
import {CheckoutRefusal} from '../checkout-api/refusal';
import type {components} from '../openapi/merchant';
import type {CheckoutConfig} from '../shared/config';

type UpdatePaymentMethodRequest = components['schemas']['UpdatePaymentMethodRequest'];

export type EditField = 'nickname' | 'nameOnCard' | 'nameOnAccount' | 'zipCode' | 'expiry' | 'default';

export type EditOutcome =
  | {readonly kind: 'saved'}
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
 * Sends an edit with updatePaymentMethod and turns the result into the state the widget's form shows:
 * saved once the method shows the change, a 400 an error for one field or for the whole form, a 404 the
 * method is gone, a 500 nothing changed and the same edit can be sent again. Anything else is thrown.
 */
export async function submitEdit(
  config: CheckoutConfig,
  paymentMethodId: string,
  changes: UpdatePaymentMethodRequest,
): Promise<EditOutcome> {
  try {
    await updatePaymentMethod(config, paymentMethodId, changes);
    return {kind: 'saved'};
  } catch (error) {
    if (!(error instanceof CheckoutRefusal)) throw error;
    if (error.httpStatus === 404) return {kind: 'gone'};
    if (error.httpStatus === 500) return {kind: 'retry'};
    if (error.httpStatus !== 400 || error.errorCode === undefined) throw error;
    const field = fieldByCode[error.errorCode];
    return field === undefined
      ? {kind: 'form-error', errorCode: error.errorCode}
      : {kind: 'field-error', field, errorCode: error.errorCode};
  }
}
