import type {components} from '../openapi/merchant';
import {callCheckout} from '../shared/client';
import type {CheckoutConfig} from '../shared/config';

type PaymentRequest = components['schemas']['PaymentRequest'];
type PaymentResponse = components['schemas']['PaymentResponse'];
type Payment = PaymentResponse['data'];
type ErrorResponse = components['schemas']['ErrorResponse'];
type Declined = components['schemas']['ErrorResourceWithErrorDetails'];
type PaymentList = components['schemas']['PaymentList'];

export type PaymentAttempt =
  /** 202: the payment exists and is being processed; follow it with readPayment. */
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
 * the lookup finds ('found', often FAILED after a 500), or 'not-taken' when there is none. A new attempt then needs a new merchantTransactionId
 * (see nextAttemptId).
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

// #region lookup
/** Waits before each read: 1, 2, 4 and then 8 seconds, so the lookup gives up after about half a minute. */
const delaysMs = [0, 1_000, 2_000, 4_000, 8_000, 8_000, 8_000];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Looks payments up by the merchantTransactionId you sent with GET /payments?merchantTransactionId=.
 * Returns the list once it answers 200 (empty when no payment has that identifier). A 202 means the
 * newest payment is still being processed, and a 500 or 429 is a failed read: both are read again with
 * backoff, at most seven reads in all. Any other answer, such as 400 for a missing identifier, throws.
 */
export async function findPayments(
  config: CheckoutConfig,
  merchantTransactionId: string,
): Promise<PaymentList['data']> {
  const path = `/payments?merchantTransactionId=${encodeURIComponent(merchantTransactionId)}`;
  for (const delayMs of delaysMs) {
    await sleep(delayMs);
    const response = await callCheckout(config, path, {scope: 'merchant'});
    if (response.status === 200) return ((await response.json()) as PaymentList).data;
    if (response.status !== 202 && response.status !== 500 && response.status !== 429) {
      throw new Error(`GET /payments?merchantTransactionId= answered ${response.status}`);
    }
  }
  throw new Error(`A payment for ${merchantTransactionId} is still being processed; look it up again later`);
}
// #endregion
