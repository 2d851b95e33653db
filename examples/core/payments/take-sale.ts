import {createPayment, type PaymentOutcome} from '../../checkout-api/payments/create-payment';
import type {components} from '../../openapi/merchant';
import type {CheckoutConfig} from '../../shared/config';

type Payment = components['schemas']['Payment'];
type PaymentRequest = components['schemas']['PaymentRequest'];

export type SaleOutcome =
  | {readonly kind: 'paid'; readonly payment: Payment}
  /** Final without taking money: PAYMENT_METHOD_FAILED or CANCELED, with the reason in `error`. */
  | {readonly kind: 'not-paid'; readonly payment: Payment}
  | Exclude<PaymentOutcome, {readonly kind: 'payment'}>;

/**
 * Takes a sale with a saved payment method. createPayment sends it, recovers a lost answer and follows the
 * payment until it rests, so the outcome is known: paid, not paid, declined, failed, refused, or unknown
 * until a later lookup (a sale waiting for the customer in AUTH_REQUIRED is one).
 */
export async function takeSale(config: CheckoutConfig, sale: PaymentRequest): Promise<SaleOutcome> {
  const outcome = await createPayment(config, {...sale, authorizeCard: false});
  if (outcome.kind !== 'payment') return outcome;
  const {payment} = outcome;
  return payment.status === 'COMPLETED' ? {kind: 'paid', payment} : {kind: 'not-paid', payment};
}
