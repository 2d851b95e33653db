import {waitForPayment} from '../../checkout-api/payments/wait-for-payment';
import type {components} from '../../openapi/merchant';
import type {CheckoutConfig} from '../../shared/config';
import {isFinal} from '../../shared/lifecycle';
import {createPayment, type PaymentAttempt} from './create-payment';

type Payment = components['schemas']['Payment'];
type PaymentRequest = components['schemas']['PaymentRequest'];

export type SaleOutcome =
  | {readonly kind: 'paid'; readonly payment: Payment}
  /** Final without taking money: FAILED, PAYMENT_METHOD_FAILED or CANCELED, with the reason in `error`. */
  | {readonly kind: 'not-paid'; readonly payment: Payment}
  /** AUTH_REQUIRED: the issuer wants the customer; bring them back in the widget. */
  | {readonly kind: 'needs-customer'; readonly payment: Payment}
  | Exclude<PaymentAttempt, {readonly kind: 'accepted'}>;

/** Takes a sale with a saved payment method and follows it until its outcome is known. */
export async function takeSale(config: CheckoutConfig, sale: PaymentRequest): Promise<SaleOutcome> {
  const attempt = await createPayment(config, {...sale, authorizeCard: false});
  if (attempt.kind !== 'accepted') return attempt;

  const {data: payment} = await waitForPayment(config, attempt.payment.id);
  if (payment.status === 'COMPLETED') return {kind: 'paid', payment};
  if (isFinal('PaymentStatus', payment.status)) return {kind: 'not-paid', payment};
  return {kind: 'needs-customer', payment};
}
