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
  const answer = await createPayment(config, {
    amount: 18750,
    paymentMethodId,
    merchantTransactionId: 'order-100241-attempt-1',
    authorizeCard: true,
    paymentDescription: 'Online order 100241',
  });
  if (answer.kind !== 'accepted') throw new Error(`The authorization was ${answer.kind}`);
  const held = await waitForPayment(config, answer.payment.data.id);

  // Only a payment that allows capturePayment (AUTHORIZED or CANCEL_FAILED) can be captured.
  if (!allows('PaymentStatus', held.data.status, 'capturePayment')) {
    throw new Error(`Payment ${held.data.id} is ${held.data.status}, not capturable`);
  }
  await capturePayment(config, held.data.id, {amount: 14200, metadata: {orderId: '100241'}});
  const captured = await waitForPayment(config, held.data.id);

  if (captured.data.status !== 'COMPLETED') throw new Error(`The capture ended ${captured.data.status}`);
  const refund = await refundAndWait(config, {
    paymentId: captured.data.id,
    merchantTransactionId: 'refund-100241-1',
    reason: 'REQUESTED_BY_CUSTOMER',
  });
  return refund.status;
}
