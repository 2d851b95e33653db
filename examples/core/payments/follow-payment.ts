import type {components} from '../../openapi/merchant';
import {callCheckout} from '../../shared/client';
import type {CheckoutConfig} from '../../shared/config';

type Payment = components['schemas']['Payment'];
type PaymentResponse = components['schemas']['PaymentResponse'];

const firstDelayMs = 1_000;
const maxDelayMs = 8_000;
/** Card payments end within seconds; past this, leave the payment to its webhook or a later read. */
const longestPollMs = 10 * 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Reads GET /payments/{paymentId} with growing pauses (1, 2, 4, 8, 8 ... seconds) and returns the payment
 * once the answer is 200: its status is then final, or waits for your capture or cancel. A 500 is a failed
 * read and is read again. Also returns an AUTH_REQUIRED payment, which only the customer can move on.
 * Throws on any other answer, and when the payment is still in progress after 10 minutes.
 */
export async function followPayment(config: CheckoutConfig, paymentId: string): Promise<Payment> {
  const deadline = Date.now() + longestPollMs;
  let delayMs = firstDelayMs;

  for (;;) {
    await sleep(delayMs + Math.random() * 250);
    const response = await callCheckout(config, `/payments/${encodeURIComponent(paymentId)}`, {scope: 'merchant'});

    if (response.status === 200) return ((await response.json()) as PaymentResponse).data;
    if (response.status === 202) {
      const {data} = (await response.json()) as PaymentResponse;
      if (data.status === 'AUTH_REQUIRED') return data;
    } else if (response.status !== 500) {
      throw new Error(`GET /payments/${paymentId} answered ${response.status}`);
    }

    if (Date.now() > deadline) {
      throw new Error(`Payment ${paymentId} is still in progress; read it again later or wait for its webhook`);
    }
    delayMs = Math.min(delayMs * 2, maxDelayMs);
  }
}
