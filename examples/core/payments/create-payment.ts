import {findPayments} from '../../checkout-api/payments/find-payments';
import type {components} from '../../openapi/merchant';
import {NoAnswerError, withTimeout} from '../../special-cases/retry';
import {callCheckout} from '../../shared/client';
import type {CheckoutConfig} from '../../shared/config';
import {allows, isFinal} from '../../shared/lifecycle';

type Payment = components['schemas']['Payment'];
type PaymentRequest = components['schemas']['PaymentRequest'];
type PaymentResponse = components['schemas']['PaymentResponse'];
type ErrorResponse = components['schemas']['ErrorResponse'];
type Declined = components['schemas']['ErrorResourceWithErrorDetails'];

export type PaymentAttempt =
  /** The service has the payment: follow it with GET /payments/{paymentId}. */
  | {readonly kind: 'accepted'; readonly payment: Payment}
  /** 406: the issuer or the provider declined; ask for another payment method. */
  | {readonly kind: 'declined'; readonly decline: Declined}
  /** 400: the request breaks a rule; fix the field errorCode names before trying again. */
  | {readonly kind: 'refused'; readonly errorCode: string; readonly message: string}
  /** 500, confirmed by the lookup: nothing goes ahead. A new attempt needs a new merchantTransactionId. */
  | {readonly kind: 'failed'};

/** How long POST /payments may take to answer before the request counts as lost. */
const answerTimeoutMs = 10_000;
/** How often a lost request is sent again, with the same merchantTransactionId, after a lookup found nothing. */
const resendsAfterNoAnswer = 2;

/** A payment that took nothing and never will: final, and not the one final status that allows a refund. */
const tookNothing = (payment: Payment): boolean =>
  isFinal('PaymentStatus', payment.status) && !allows('PaymentStatus', payment.status, 'createRefund');

/**
 * Creates a payment with POST /payments without ever charging twice. The request's merchantTransactionId
 * must be generated and stored before the first attempt.
 * - No answer: look the identifier up; a payment found is the one to follow, and only when none is found is
 *   the same request sent again (at most twice).
 * - 500: the service reports the payment as failed; the lookup confirms that nothing goes ahead under
 *   this identifier, or finds the payment that does.
 * - 400 DUPLICATE_MERCHANT_TRANSACTION_ID after a resend: the first attempt arrived; the lookup finds it.
 */
export async function createPayment(config: CheckoutConfig, request: PaymentRequest): Promise<PaymentAttempt> {
  const id = request.merchantTransactionId;
  for (let send = 0; send <= resendsAfterNoAnswer; send += 1) {
    let response: Response;
    try {
      const call = callCheckout(config, '/payments', {method: 'POST', body: request, scope: 'merchant'});
      response = await withTimeout(call, answerTimeoutMs);
    } catch (error) {
      if (!(error instanceof NoAnswerError)) throw error;
      const [newest] = await findPayments(config, id);
      if (newest !== undefined) return {kind: 'accepted', payment: newest};
      continue;
    }

    switch (response.status) {
      case 202:
        return {kind: 'accepted', payment: ((await response.json()) as PaymentResponse).data};
      case 406:
        return {kind: 'declined', decline: (await response.json()) as Declined};
      case 500: {
        const goingAhead = (await findPayments(config, id)).find((payment) => !tookNothing(payment));
        return goingAhead === undefined ? {kind: 'failed'} : {kind: 'accepted', payment: goingAhead};
      }
      case 400: {
        const {error} = (await response.json()) as ErrorResponse;
        if (error.errorCode === 'DUPLICATE_MERCHANT_TRANSACTION_ID') {
          const [newest] = await findPayments(config, id);
          if (newest !== undefined) return {kind: 'accepted', payment: newest};
        }
        return {kind: 'refused', errorCode: error.errorCode, message: error.message};
      }
      default:
        // 401 after a renewed token, 403 (scope) or 429: fix the credentials or slow down, then try again.
        throw new Error(`POST /payments answered ${response.status}`);
    }
  }
  throw new Error(`No answer for ${id} after ${resendsAfterNoAnswer + 1} sends; look it up again later`);
}
