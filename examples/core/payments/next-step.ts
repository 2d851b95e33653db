import type {components} from '../../openapi/merchant';
import {allows, isFinal} from '../../shared/lifecycle';

type PaymentStatus = components['schemas']['PaymentStatus'];

export type NextStep = 'PAID' | 'CAPTURE_OR_CANCEL' | 'ASK_FOR_NEW_PAYMENT_METHOD' | 'OFFER_RETRY' | 'WAIT';

/**
 * What to do after reading a payment's status. Which statuses are final, and which allow a capture or a
 * refund, comes from the contract's lifecycle, so a status added later is handled as the contract says.
 */
export function nextStep(status: PaymentStatus): NextStep {
  // COMPLETED is the one final status that took money, which is why it allows a refund.
  if (allows('PaymentStatus', status, 'createRefund')) return 'PAID';
  // AUTHORIZED and CANCEL_FAILED: the hold is in place until you capture or cancel.
  if (allows('PaymentStatus', status, 'capturePayment')) return 'CAPTURE_OR_CANCEL';
  // The saved method cannot pay; another attempt with it will be refused.
  if (status === 'PAYMENT_METHOD_FAILED') return 'ASK_FOR_NEW_PAYMENT_METHOD';
  // FAILED and CANCELED: nothing was taken; a new attempt needs a new merchantTransactionId.
  if (isFinal('PaymentStatus', status)) return 'OFFER_RETRY';
  // PENDING, ACCEPTED and the other steps in progress.
  return 'WAIT';
}
