import type {components} from '../../openapi/merchant';
import {callCheckout} from '../../shared/client';
import type {CheckoutConfig} from '../../shared/config';
import {refusal} from '../refusal';

type Schemas = components['schemas'];

/**
 * Creates a refund with POST /refunds: by paymentId, which returns the whole captured amount and takes no
 * amount, or by paymentMethodId with the amount to return. Answers 202 with the refund INITIATED; follow it
 * with waitForRefund. A refusal is thrown: 400 with its errorCode, or 500, after which the same request, with
 * the same merchantTransactionId, is safe to send again.
 */
export async function createRefund(
  config: CheckoutConfig,
  request: Schemas['RefundRequest'],
): Promise<Schemas['RefundResponse']> {
  const response = await callCheckout(config, '/refunds', {method: 'POST', body: request, scope: 'merchant'});
  if (response.status === 202) return (await response.json()) as Schemas['RefundResponse'];
  throw await refusal('POST /refunds', response);
}
