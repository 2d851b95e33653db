import type {components} from '../../openapi/merchant';
import type {CheckoutConfig} from '../../shared/config';
import {updatePaymentMethod} from './update-payment-method';

type PaymentMethod = components['schemas']['PaymentMethod'];

/**
 * Saves a renewed card's expiry date. The card payment provider applies it, so the PATCH may answer 202:
 * the method is then read until the new month and year show.
 */
export async function renewCardExpiry(
  config: CheckoutConfig,
  paymentMethodId: string,
  expiryMonth: number,
  expiryYear: number,
): Promise<PaymentMethod> {
  return updatePaymentMethod(
    config,
    paymentMethodId,
    {paymentMethodDetails: {type: 'CARD', expiryMonth, expiryYear}},
    ({paymentMethodDetails: details}) =>
      details?.type === 'CARD' && details.expiryMonth === expiryMonth && details.expiryYear === expiryYear,
  );
}
