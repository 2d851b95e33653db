import type {components} from '../../openapi/merchant';
import type {CheckoutConfig} from '../../shared/config';
import {allows} from '../../shared/lifecycle';
import {capturePayment} from '../../checkout-api/payments/capture-payment';

type Payment = components['schemas']['Payment'];

const authorizationValidityMs = 7 * 24 * 60 * 60 * 1000;

/**
 * Checks the rules you can check yourself, then captures: the payment's status must allow a capture (the
 * contract's lifecycle says AUTHORIZED and CANCEL_FAILED do), the authorization must be younger than 7
 * days, and the amount at most authorizedAmount. Leave amountCents out to capture everything authorized.
 * `authorizedAt` is when your system first saw the payment AUTHORIZED.
 */
export async function captureSafely(
  config: CheckoutConfig,
  payment: Payment,
  authorizedAt: Date,
  amountCents?: number,
  now = new Date(),
): Promise<Payment> {
  if (!allows('PaymentStatus', payment.status, 'capturePayment')) {
    throw new Error(`Payment ${payment.id} is ${payment.status}, which allows no capture`);
  }
  if (now.getTime() - authorizedAt.getTime() > authorizationValidityMs) {
    throw new Error(`The authorization of ${payment.id} is older than 7 days; take a new payment`);
  }
  const authorized = payment.authorizedAmount ?? 0;
  if (amountCents !== undefined && (amountCents < 1 || amountCents > authorized)) {
    throw new Error(`Capture between 1 and ${authorized} cents`);
  }
  const captured = await capturePayment(config, payment.id, amountCents === undefined ? {} : {amount: amountCents});
  return captured.data;
}
