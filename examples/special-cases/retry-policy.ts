export type RetryDecision =
  | 'LOOK_UP_THEN_RESEND_SAME_ID'
  | 'FOLLOW_THE_PAYMENT'
  | 'NEW_TOKEN_THEN_RESEND'
  | 'FIX_REQUEST'
  | 'ASK_FOR_ANOTHER_METHOD'
  | 'LOOK_UP_THEN_NEW_ID';

/** The next step after POST /payments; `status` is undefined when no answer arrived. */
export function decideAfterPaymentAttempt(status: number | undefined): RetryDecision {
  if (status === undefined) return 'LOOK_UP_THEN_RESEND_SAME_ID';
  if (status === 202) return 'FOLLOW_THE_PAYMENT';
  if (status === 401) return 'NEW_TOKEN_THEN_RESEND';
  if (status === 406) return 'ASK_FOR_ANOTHER_METHOD';
  // The payment failed: confirm with a lookup; a new attempt needs a new merchantTransactionId.
  if (status === 500) return 'LOOK_UP_THEN_NEW_ID';
  return 'FIX_REQUEST';
}
