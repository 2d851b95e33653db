import type {components} from '../../openapi/merchant';
import {callCheckout} from '../../shared/client';
import type {CheckoutConfig} from '../../shared/config';

type Agent = components['schemas']['Agent'];
type DeletePaymentMethodRequest = components['schemas']['DeletePaymentMethodRequest'];
type ErrorResponse = components['schemas']['ErrorResponse'];

export type DeleteOutcome = 'deleted' | 'already-gone';

/**
 * Deletes a saved payment method with DELETE /payment-methods/{payment-method-id}, naming the agent in the
 * body when one acts for the customer. 204 is 'deleted'. A 404 is 'already-gone', which makes a repeated
 * delete harmless: after a 500 or a lost answer, simply call it again. A 400 names its errorCode.
 */
export async function deletePaymentMethod(
  config: CheckoutConfig,
  paymentMethodId: string,
  agent?: Agent,
): Promise<DeleteOutcome> {
  const body: DeletePaymentMethodRequest | undefined = agent === undefined ? undefined : {agent};
  const response = await callCheckout(config, `/payment-methods/${encodeURIComponent(paymentMethodId)}`, {
    method: 'DELETE',
    body,
    scope: 'merchant-wallet-management',
  });
  if (response.status === 204) return 'deleted';
  if (response.status === 404) return 'already-gone';
  if (response.status === 400) {
    const {error} = (await response.json()) as ErrorResponse;
    throw new Error(`Delete of ${paymentMethodId} refused: ${error.errorCode} ${error.message}`);
  }
  throw new Error(`DELETE /payment-methods/${paymentMethodId} answered ${response.status}`);
}
