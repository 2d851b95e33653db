import type {components} from '../openapi/merchant';

type SetupPaymentMethod = components['schemas']['SetupPaymentMethod'];

export type SetupOutcome =
  | {readonly kind: 'saved'; readonly paymentMethodId: string}
  | {readonly kind: 'already-saved'; readonly paymentMethodId: string}
  | {readonly kind: 'saved-unverified'; readonly paymentMethodId: string}
  | {readonly kind: 'failed'; readonly errorCode: string};

/**
 * Classifies a finished setup, as waitForSetup returns it. A duplicate is a success that points at the
 * method already in the wallet.
 */
export function setupOutcome(setup: SetupPaymentMethod): SetupOutcome {
  if (setup.status !== 'COMPLETED' || setup.paymentMethodId === undefined) {
    return {kind: 'failed', errorCode: setup.error?.errorCode ?? setup.status};
  }
  switch (setup.warning?.errorCode) {
    case 'DUPLICATE_ENTRY':
      return {kind: 'already-saved', paymentMethodId: setup.paymentMethodId};
    case 'PAYMENT_METHOD_ERROR':
      return {kind: 'saved-unverified', paymentMethodId: setup.paymentMethodId};
    default:
      return {kind: 'saved', paymentMethodId: setup.paymentMethodId};
  }
}
