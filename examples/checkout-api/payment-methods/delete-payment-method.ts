import type {components} from '../../openapi/merchant';
import {callCheckout} from '../../shared/client';
import type {CheckoutConfig} from '../../shared/config';
import {refusal} from '../refusal';

type Agent = components['schemas']['Agent'];

/** What a delete found: the method deleted now, or already gone before this call. */
export type DeleteOutcome = 'deleted' | 'already-gone';

/**
 * Removes a method from the wallet with DELETE /payment-methods/{payment-method-id}, naming the agent when a
 * member of your staff acts for the customer. 204: deleted now. 404: already gone, which is what a retried
 * deletion whose first answer was lost sees. Any other answer is thrown; a 500 deleted nothing and is safe
 * to repeat.
 */
export async function deletePaymentMethod(
  config: CheckoutConfig,
  paymentMethodId: string,
  agent?: Agent,
): Promise<DeleteOutcome> {
  const path = `/payment-methods/${encodeURIComponent(paymentMethodId)}`;
  const body: components['schemas']['DeletePaymentMethodRequest'] | undefined =
    agent === undefined ? undefined : {agent};
  const response = await callCheckout(config, path, {method: 'DELETE', body, scope: 'merchant-wallet-management'});
  if (response.status === 204) return 'deleted';
  if (response.status === 404) return 'already-gone';
  throw await refusal(`DELETE ${path}`, response);
}
