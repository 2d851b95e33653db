import type {components} from '../../openapi/merchant';
import type {CheckoutConfig} from '../../shared/config';
import {bankAccountProblems} from './bank-account-problems';
import {startSetup} from './start-setup';
import {waitForSetup} from './wait-for-setup';

type Schemas = components['schemas'];

/**
 * Saves a tokenised card or a bank account to the customer's wallet and returns the final setup: COMPLETED
 * with paymentMethodId (and perhaps a DUPLICATE_ENTRY warning), or FAILED with its error. A bank account
 * that breaks the contract's rules is refused here, before any call.
 */
export async function savePaymentMethod(
  config: CheckoutConfig,
  request: Schemas['SetupPaymentMethodRequest'],
): Promise<Schemas['SetupPaymentMethod']> {
  if (request.paymentMethod.type === 'BANK_ACCOUNT') {
    const problems = bankAccountProblems(request.paymentMethod);
    if (problems.length > 0) throw new Error(`Correct the bank account: ${problems.join('; ')}`);
  }
  const started = await startSetup(config, request);
  return waitForSetup(config, started.data.id);
}
