import type {components} from '../../openapi/merchant';
import {callCheckout} from '../../shared/client';
import type {CheckoutConfig} from '../../shared/config';
import {refusal} from '../refusal';

type PaymentList = components['schemas']['PaymentList'];
type Payment = components['schemas']['Payment'];

const firstDelayMs = 1_000;
const maxDelayMs = 8_000;
const maxReads = 10;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The payments made under one merchantTransactionId, newest first, from GET /payments?merchantTransactionId=.
 * The lookup answers 202 while the newest payment is still being processed; a 500 is a failed lookup and a
 * 429 a lookup sent too soon: all three are read again, waiting 1, 2, 4 and then 8 seconds, for at most 10
 * reads. An empty list means no payment was created with the identifier. Any other answer, such as a 400
 * (missing or too long identifier), is thrown.
 */
export async function findPayments(config: CheckoutConfig, merchantTransactionId: string): Promise<Payment[]> {
  const path = `/payments?merchantTransactionId=${encodeURIComponent(merchantTransactionId)}`;
  let delayMs = firstDelayMs;
  for (let read = 0; read < maxReads; read += 1) {
    const response = await callCheckout(config, path, {scope: 'merchant'});
    if (response.status === 200) return ((await response.json()) as PaymentList).data;
    if (![202, 429, 500].includes(response.status)) throw await refusal(`GET ${path}`, response);
    await sleep(delayMs);
    delayMs = Math.min(delayMs * 2, maxDelayMs);
  }
  throw new Error(`A payment for ${merchantTransactionId} is still being processed; look it up again later`);
}
