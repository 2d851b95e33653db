import type {components} from '../../openapi/merchant';
import {callCheckout} from '../../shared/client';
import type {CheckoutConfig} from '../../shared/config';
import {paymentAnswer, type PaymentAnswer} from './create-payment';

type TokenPaymentRequest = components['schemas']['TokenPaymentRequest'];

/**
 * Pays with POST /token/payments: a one-time card token from your PCI-compliant vault (paymentMethod), or a
 * method saved through the token setup (paymentMethodId). The type allows exactly one of the two.
 */
export async function createTokenPayment(config: CheckoutConfig, request: TokenPaymentRequest): Promise<PaymentAnswer> {
  const response = await callCheckout(config, '/token/payments', {
    method: 'POST',
    body: request,
    scope: 'merchant-pci',
  });
  return paymentAnswer('POST /token/payments', response);
}
