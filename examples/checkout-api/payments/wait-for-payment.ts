import type {components} from '../../openapi/merchant';
import {callCheckout} from '../../shared/client';
import type {CheckoutConfig} from '../../shared/config';
import {refusal} from '../refusal';
import {atRest} from './settlement';

type PaymentResponse = components['schemas']['PaymentResponse'];

const firstDelayMs = 1_000;
const maxDelayMs = 8_000;
/** 20 reads take about two and a half minutes; a bank debit can stay ACCEPTED for days, so check it later. */
const maxReads = 20;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Reads GET /payments/{paymentId} until the payment is at rest: final, or AUTHORIZED or CANCEL_FAILED waiting
 * for your capture or cancel. Also returns a payment in AUTH_REQUIRED, which only the customer can move on.
 * Waits 1, 2, 4 and then 8 seconds between reads. 202 means the payment is still moving, 500 is a failed
 * read, not a failed payment, and 429 a read sent too soon: all three are read again. Any other answer (404,
 * 406) is thrown, and so is a payment still moving after the last read.
 */
export async function waitForPayment(config: CheckoutConfig, paymentId: string): Promise<PaymentResponse> {
  const path = `/payments/${encodeURIComponent(paymentId)}`;
  let delayMs = firstDelayMs;
  for (let read = 0; read < maxReads; read += 1) {
    await sleep(delayMs);
    const response = await callCheckout(config, path, {scope: 'merchant'});
    if (response.status === 200 || response.status === 202) {
      const payment = (await response.json()) as PaymentResponse;
      if (atRest(payment.data.status) || payment.data.status === 'AUTH_REQUIRED') return payment;
    } else if (response.status !== 500 && response.status !== 429) {
      throw await refusal(`GET ${path}`, response);
    }
    delayMs = Math.min(delayMs * 2, maxDelayMs);
  }
  throw new Error(`Payment ${paymentId} is still being processed after ${maxReads} reads; check it again later`);
}
