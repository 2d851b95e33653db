import type {components} from '../../openapi/merchant';
import {withRetry} from '../../special-cases/retry';
import {callCheckout} from '../../shared/client';
import type {CheckoutConfig} from '../../shared/config';

type Payment = components['schemas']['Payment'];
type PaymentList = components['schemas']['PaymentList'];

export interface Lookup {
  /** The payments made under the identifier, newest first; empty when none was made. */
  readonly payments: readonly Payment[];
  /** True on a 202: the newest payment is still being processed. */
  readonly inProgress: boolean;
}

/**
 * Looks payments up by your merchantTransactionId with GET /payments?merchantTransactionId=. A read is
 * safe to repeat, so a 500 or a missing answer is read again with backoff (five attempts at most).
 */
export async function findPayments(config: CheckoutConfig, merchantTransactionId: string): Promise<Lookup> {
  const path = `/payments?merchantTransactionId=${encodeURIComponent(merchantTransactionId)}`;
  const response = await withRetry(
    () => callCheckout(config, path, {scope: 'merchant'}),
    (status) => status === 500,
  );
  if (response.status !== 200 && response.status !== 202) {
    throw new Error(`The lookup of ${merchantTransactionId} answered ${response.status}`);
  }
  const list = (await response.json()) as PaymentList;
  return {payments: list.data, inProgress: response.status === 202};
}
