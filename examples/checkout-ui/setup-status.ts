import type {components} from '../openapi/merchant';
import {isFinal} from '../shared/lifecycle';

type SetupPaymentMethodStatus = components['schemas']['SetupPaymentMethodStatus'];

/**
 * true while the setup is still in progress, whichever spelling of a started setup the response uses
 * (INITIALIZED or INITIATED): only the statuses the contract marks final (COMPLETED, FAILED) end it.
 */
export function setupInProgress(status: SetupPaymentMethodStatus): boolean {
  return !isFinal('SetupPaymentMethodStatus', status);
}
