import {findPayments} from '../checkout-api/payments/find-payments';
import type {components} from '../openapi/merchant';
import {callCheckout} from '../shared/client';
import type {CheckoutConfig} from '../shared/config';

type PaymentRequest = components['schemas']['PaymentRequest'];
type PaymentResponse = components['schemas']['PaymentResponse'];
type Payment = PaymentResponse['data'];
type ErrorResponse = components['schemas']['ErrorResponse'];
type Declined = components['schemas']['ErrorResourceWithErrorDetails'];

export type PaymentAttempt =
  /** 202: the payment exists and is being processed; follow it with waitForPayment. */
  | {readonly kind: 'accepted'; readonly payment: Payment}
  /** 400: the request breaks a rule; sending it again unchanged cannot succeed. */
  | {readonly kind: 'refused'; readonly errorCode: string; readonly message: string}
  /** 406: the issuer or the provider declined the card; offer another payment method. */
  | {readonly kind: 'declined'; readonly details: Declined['errorDetails']}
  /** No answer, or a 500 or 429: the lookup found this payment under the merchantTransactionId; read its status. */
  | {readonly kind: 'found'; readonly payment: Payment}
  /** No answer, or a 500 or 429, and the lookup found no payment: nothing was taken. */
  | {readonly kind: 'not-taken'};

/**
 * Sends POST /payments once. When the answer is lost (a network error) or is a 500 or 429, it does not
 * send the request again: it looks the payment up by its merchantTransactionId, and returns the payment
 * the lookup (findPayments) finds ('found', often FAILED after a 500), or 'not-taken' when there is none. A
 * new attempt then needs a new merchantTransactionId (see nextAttemptId).
 */
export async function createPayment(config: CheckoutConfig, request: PaymentRequest): Promise<PaymentAttempt> {
  let response: Response | undefined;
  try {
    response = await callCheckout(config, '/payments', {method: 'POST', body: request, scope: 'merchant'});
  } catch {
    response = undefined;
  }
  if (response?.status === 202) return {kind: 'accepted', payment: ((await response.json()) as PaymentResponse).data};
  if (response?.status === 400) {
    const {error} = (await response.json()) as ErrorResponse;
    return {kind: 'refused', errorCode: error.errorCode, message: error.message};
  }
  if (response?.status === 406) return {kind: 'declined', details: ((await response.json()) as Declined).errorDetails};
  if (response !== undefined && response.status !== 500 && response.status !== 429) {
    throw new Error(`POST /payments answered ${response.status}`);
  }

  const [newest] = await findPayments(config, request.merchantTransactionId);
  return newest === undefined ? {kind: 'not-taken'} : {kind: 'found', payment: newest};
}

/** The identifier for the next attempt at the same order: order-100234-attempt-1 becomes ...-attempt-2. */
export function nextAttemptId(merchantTransactionId: string): string {
  const match = /^(.*-attempt-)(\d+)$/.exec(merchantTransactionId);
  if (match === null) return `${merchantTransactionId}-attempt-2`;
  return `${match[1] ?? ''}${Number(match[2]) + 1}`;
}
