import {deletePaymentMethod, type DeleteOutcome} from '../checkout-api/payment-methods/delete-payment-method';
import {updatePaymentMethod} from '../checkout-api/payment-methods/update-payment-method';
import type {components} from '../openapi/merchant';
import type {CheckoutConfig} from '../shared/config';

type PaymentMethod = components['schemas']['PaymentMethod'];
type Agent = components['schemas']['Agent'];

/**
 * Makes the new method the default (when the old one was) and then deletes the old one. Call it only after
 * the new method is saved, so the wallet is never left without a usable method. If moving the default
 * fails, it throws before anything is deleted.
 */
export async function completeReplacement(
  config: CheckoutConfig,
  oldMethod: PaymentMethod,
  newMethodId: string,
  agent?: Agent,
): Promise<DeleteOutcome> {
  if (oldMethod.default === true) {
    await updatePaymentMethod(config, newMethodId, agent === undefined ? {isDefault: true} : {isDefault: true, agent});
  }
  return deletePaymentMethod(config, oldMethod.id, agent);
}
