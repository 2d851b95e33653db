import type {CheckoutConfig} from '../../shared/config';
import {allows} from '../../shared/lifecycle';
import {capturePayment} from './capture-payment';
import {createPayment} from './create-payment';
import {refundAndWait} from './refund-and-wait';
import {waitForPayment} from './wait-for-payment';

/**
 * The walkthrough of the Payments API page: hold 187.50 on a saved card, capture the 142.00 that was
 * packed, and later refund the capture. Returns the final status of the refund.
 */
export async function authorizeCaptureRefund(config: CheckoutConfig, paymentMethodId: string): Promise<string> {
  // createPayment follows the authorization until it rests, here AUTHORIZED, waiting for the capture.
  const held = await createPayment(config, {
    amount: 18750,
    paymentMethodId,
    merchantTransactionId: 'order-100241-attempt-1',
    authorizeCard: true,
    paymentDescription: 'Online order 100241',
  });
  if (held.kind !== 'payment') throw new Error(`The authorization was ${held.kind}`);

  // Only a payment that allows capturePayment (AUTHORIZED or CANCEL_FAILED) can be captured.
  const {id, status} = held.payment;
  if (!allows('PaymentStatus', status, 'capturePayment')) throw new Error(`Payment ${id} is ${status}, not capturable`);
  await capturePayment(config, id, {amount: 14200, metadata: {orderId: '100241'}});
  const captured = await waitForPayment(config, id);

  if (captured.kind !== 'rests' || captured.payment.status !== 'COMPLETED') {
    throw new Error(`The capture ended ${captured.payment?.status ?? 'without an answer'}`);
  }
  const refund = await refundAndWait(config, {
    paymentId: id,
    merchantTransactionId: 'refund-100241-1',
    reason: 'REQUESTED_BY_CUSTOMER',
  });
  return refund.status;
}
