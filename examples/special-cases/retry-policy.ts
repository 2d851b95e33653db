export type RetryDecision =
  | 'LOOK_UP_THEN_RESEND_SAME_ID'
  | 'LOOK_UP_AND_FOLLOW'
  | 'FOLLOW_THE_PAYMENT'
  | 'WAIT_RETRY_AFTER_THEN_RESEND'
  | 'NEW_TOKEN_THEN_RESEND'
  | 'FIX_REQUEST'
  | 'ASK_FOR_ANOTHER_METHOD'
  | 'REPORT_FAILED';

/**
 * The next step after POST /payments; `status` is undefined when no answer arrived in time, and `errorCode`
 * is the code of a 400. createPayment (examples/checkout-api/payments/create-payment.ts) carries each out.
 */
export function decideAfterPaymentAttempt(status: number | undefined, errorCode?: string): RetryDecision {
  // No answer, or a gateway's: the request may not have arrived. Resend the same body only if the lookup is empty.
  if (status === undefined || status === 502 || status === 503 || status === 504) return 'LOOK_UP_THEN_RESEND_SAME_ID';
  if (status === 202) return 'FOLLOW_THE_PAYMENT';
  if (status === 429) return 'WAIT_RETRY_AFTER_THEN_RESEND';
  if (status === 401) return 'NEW_TOKEN_THEN_RESEND';
  if (status === 406) return 'ASK_FOR_ANOTHER_METHOD';
  // The payment failed and will not complete; a new attempt is a new payment with a new merchantTransactionId.
  if (status === 500) return 'REPORT_FAILED';
  // An earlier send arrived: the payment exists under this merchantTransactionId.
  if (status === 400 && errorCode === 'DUPLICATE_MERCHANT_TRANSACTION_ID') return 'LOOK_UP_AND_FOLLOW';
  return 'FIX_REQUEST';
}
