import type {CheckoutConfig} from '../shared/config';
import {searchPaymentMethods} from '../checkout-api/payment-methods/search-payment-methods';

/**
 * A smoke test for a deployment pipeline: the member's wallet must be found by hsid, and a search by hsid and
 * email (which narrows, never identifies alone) must list the same payment methods. Resolves with the ids
 * found; throws when they differ.
 */
export async function checkMemberWallet(
  config: CheckoutConfig,
  member: {readonly hsid: string; readonly email: string},
): Promise<string[]> {
  const ids = async (customer: {hsid: string; email?: string}): Promise<string[]> =>
    (await searchPaymentMethods(config, {customer})).map((method) => method.id).sort();
  const [byHsid, byEmail] = await Promise.all([
    ids({hsid: member.hsid}),
    ids({hsid: member.hsid, email: member.email}),
  ]);
  if (byHsid.join() !== byEmail.join()) {
    throw new Error(
      `The wallet found by hsid (${byHsid.join()}) differs from the one found by hsid and email (${byEmail.join()})`,
    );
  }
  return byHsid;
}
