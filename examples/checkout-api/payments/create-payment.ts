import type {components} from '../../openapi/merchant';
import {callCheckout} from '../../shared/client';
import type {CheckoutConfig} from '../../shared/config';
import {refusal} from '../refusal';

type Schemas = components['schemas'];
type PaymentRequest = Schemas['PaymentRequest'];

/** What POST /payments (or POST /token/payments) answered, for the caller to act on. */
export type PaymentAnswer =
  /** 202: the payment exists; follow data.id until it rests. */
  | {readonly kind: 'accepted'; readonly payment: Schemas['PaymentResponse']}
  /** 406: the issuer or the processor declined; the payment exists and has failed. */
  | {readonly kind: 'declined'; readonly decline: Schemas['ErrorResourceWithErrorDetails']}
  /** 500: the payment failed and will not complete; look it up by merchantTransactionId before a new attempt. */
  | {readonly kind: 'failed'; readonly problem: Schemas['ErrorResource']};

/** Reads the answer of a payment call. Any other status (400, 401 after renewal, 403, 429) is thrown. */
export async function paymentAnswer(call: string, response: Response): Promise<PaymentAnswer> {
  switch (response.status) {
    case 202:
      return {kind: 'accepted', payment: (await response.json()) as Schemas['PaymentResponse']};
    case 406:
      return {kind: 'declined', decline: (await response.json()) as Schemas['ErrorResourceWithErrorDetails']};
    case 500:
      return {kind: 'failed', problem: (await response.json()) as Schemas['ErrorResource']};
    default:
      throw await refusal(call, response);
  }
}

/** Charges a saved payment method with POST /payments: a sale, or an authorization with authorizeCard: true. */
export async function createPayment(config: CheckoutConfig, request: PaymentRequest): Promise<PaymentAnswer> {
  const response = await callCheckout(config, '/payments', {method: 'POST', body: request, scope: 'merchant'});
  return paymentAnswer('POST /payments', response);
}
