import type {components} from '../../openapi/merchant';
import type {CheckoutConfig} from '../../shared/config';
import {type PaymentOutcome, sendPayment} from './create-payment';

type TokenPaymentRequest = components['schemas']['TokenPaymentRequest'];

/**
 * Pays with POST /token/payments: a one-time card token from your PCI-compliant vault (paymentMethod), or a
 * method saved through the token setup (paymentMethodId). The type allows exactly one of the two. A lost
 * answer is recovered as for every payment, by sendPayment: looked up by merchantTransactionId, never
 * charged twice.
 */
export function createTokenPayment(config: CheckoutConfig, request: TokenPaymentRequest): Promise<PaymentOutcome> {
  return sendPayment(config, {path: '/token/payments', scope: 'merchant-pci', body: request});
}
