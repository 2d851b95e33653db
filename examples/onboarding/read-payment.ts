import type {components} from '../openapi/merchant';
import {callCheckout} from '../shared/client';
import type {CheckoutConfig} from '../shared/config';
import {isFinal} from '../shared/lifecycle';

type PaymentResponse = components['schemas']['PaymentResponse'];
type Payment = PaymentResponse['data'];

const firstDelayMs = 1_000;
const maxDelayMs = 8_000;
/** A card payment settles in seconds; one waiting for 3-D Secure can take hours: leave that to a webhook. */
const longestPollMs = 15 * 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Reads GET /payments/{paymentId} until it answers 200, the payment at rest: either final (isFinal says
 * so from the contract) or waiting for your capture or cancel, such as AUTHORIZED. A 202 means the payment
 * is still moving and a 500 or 429 is a failed read: both are read again, after 1, 2, 4 and then 8 seconds.
 * Gives up with an error after 15 minutes; any other answer, such as 404, throws at once.
 */
export async function readPayment(
  config: CheckoutConfig,
  paymentId: string,
): Promise<{readonly payment: Payment; readonly final: boolean}> {
  const deadline = Date.now() + longestPollMs;
  let delayMs = firstDelayMs;
  for (;;) {
    const response = await callCheckout(config, `/payments/${encodeURIComponent(paymentId)}`, {scope: 'merchant'});
    if (response.status === 200) {
      const {data} = (await response.json()) as PaymentResponse;
      return {payment: data, final: isFinal('PaymentStatus', data.status)};
    }
    if (response.status !== 202 && response.status !== 500 && response.status !== 429) {
      throw new Error(`GET /payments/${paymentId} answered ${response.status}`);
    }
    if (Date.now() + delayMs > deadline) throw new Error(`Payment ${paymentId} is still in progress; read it later`);
    await sleep(delayMs);
    delayMs = Math.min(delayMs * 2, maxDelayMs);
  }
}
