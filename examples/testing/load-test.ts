import {randomUUID} from 'node:crypto';
import {setTimeout as delay} from 'node:timers/promises';
import {fileURLToPath} from 'node:url';
import type {components} from '../openapi/merchant';
import {callCheckout, type CallOptions} from '../shared/client';
import {checkoutConfig, type CheckoutConfig} from '../shared/config';
import {allows} from '../shared/lifecycle';
import {callTimeoutMs, sleep} from '../shared/retry';

type Schemas = components['schemas'];

/** One step of the ramp-up: how long it lasts and the messages per hour to send in it. */
export interface LoadStep {
  readonly minutes: number;
  readonly messagesPerHour: number;
}

export interface LoadTestOptions {
  readonly plan: readonly LoadStep[];
  /** A saved approval test card (4242 4242 4242 4242) of a test customer. */
  readonly paymentMethodId: string;
}

/** The plan agreed with integration support: a quarter, a half, then the full 500 messages per hour. */
export const agreedPlan: readonly LoadStep[] = [
  {minutes: 10, messagesPerHour: 125},
  {minutes: 10, messagesPerHour: 250},
  {minutes: 40, messagesPerHour: 500},
];
/** POST /sessions, POST /payments and PATCH .../cancel; the reads in between are not messages. */
const messagesPerJourney = 3;
/** Reads of a pending payment, one a second at most, before the journey gives up on it. */
const maxPolls = 20;

export interface Sample {
  readonly operation: string;
  /** 0 when no answer arrived within 10 seconds, or the request failed. */
  readonly status: number;
  readonly ms: number;
}

/** The pause between two journey starts that gives the step's rate. */
export const journeyIntervalMs = (step: LoadStep): number => 3_600_000 / (step.messagesPerHour / messagesPerJourney);

/** The value below which p percent of the sorted times fall (nearest rank). */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** Stop on any 401 or 403, or when more than 1% of the last 200 requests failed or timed out. */
export function shouldStop(samples: readonly Sample[]): boolean {
  const recent = samples.slice(-200);
  if (recent.some(({status}) => status === 401 || status === 403)) return true;
  const failed = recent.filter(({status}) => status === 0 || status >= 500).length;
  return recent.length >= 100 && failed / recent.length > 0.01;
}

/** One line per operation: the count, p50, p95 and p99, and how often each status came back. */
export function summary(samples: readonly Sample[]): string[] {
  return [...new Set(samples.map((sample) => sample.operation))].map((operation) => {
    const mine = samples.filter((sample) => sample.operation === operation);
    const times = mine.map(({ms}) => ms).sort((a, b) => a - b);
    const counts = new Map<number, number>();
    for (const {status} of mine) counts.set(status, (counts.get(status) ?? 0) + 1);
    const statuses = [...counts].map(([status, count]) => `${status}: ${count}`).join(', ');
    return (
      `${operation}  n=${mine.length}  p50=${percentile(times, 50).toFixed(0)} ms  ` +
      `p95=${percentile(times, 95).toFixed(0)} ms  p99=${percentile(times, 99).toFixed(0)} ms  (${statuses})`
    );
  });
}

/** Sends one call, records its time and status, and returns the answer (undefined after a timeout). */
async function timed(
  config: CheckoutConfig,
  samples: Sample[],
  operation: string,
  path: string,
  options: CallOptions,
): Promise<Response | undefined> {
  const started = performance.now();
  const stopTimer = new AbortController();
  const timeout = delay(callTimeoutMs, undefined, {signal: stopTimer.signal}).catch(() => undefined);
  try {
    const response = await Promise.race([callCheckout(config, path, options), timeout]);
    samples.push({operation, status: response?.status ?? 0, ms: performance.now() - started});
    return response;
  } catch {
    samples.push({operation, status: 0, ms: performance.now() - started});
    return undefined;
  } finally {
    stopTimer.abort();
  }
}

/**
 * One customer journey: a guest session, an authorization with the saved test card, reads of the payment
 * until it is at rest (200), and a cancel that releases the hold when its status allows one. Nothing is
 * sent again: a failed call is only recorded.
 */
async function journey(config: CheckoutConfig, samples: Sample[], paymentMethodId: string): Promise<void> {
  const reference = `load-${randomUUID()}`; // 41 characters, plus 2 for the suffix: under the limit of 50
  const session: Schemas['SessionRequest'] = {
    config: {modes: ['PAYMENT'], merchant: {name: 'Northwind Pharmacy'}},
    payment: {amount: 4599, merchantTransactionId: `${reference}-s`},
  };
  await timed(config, samples, 'POST /sessions', '/sessions', {method: 'POST', body: session, scope: 'merchant'});

  const payment: Schemas['PaymentRequest'] = {
    amount: 4599,
    paymentMethodId,
    merchantTransactionId: `${reference}-p`,
    authorizeCard: true,
  };
  const created = await timed(config, samples, 'POST /payments', '/payments', {
    method: 'POST',
    body: payment,
    scope: 'merchant',
  });
  if (created?.status !== 202) return;
  const {data} = (await created.json()) as Schemas['PaymentResponse'];
  const path = `/payments/${encodeURIComponent(data.id)}`;

  let status = data.status;
  for (let poll = 0; poll < maxPolls; poll += 1) {
    await sleep(1_000);
    const read = await timed(config, samples, 'GET /payments/{paymentId}', path, {scope: 'merchant'});
    if (read?.status === 200) {
      status = ((await read.json()) as Schemas['PaymentResponse']).data.status;
      break;
    }
  }
  if (!allows('PaymentStatus', status, 'cancelPayment')) return;
  const cancel: Schemas['CancelRequest'] = {
    paymentCancellationReason: 'ABANDONED',
    paymentCancellationMessage: 'Load test clean-up',
  };
  await timed(config, samples, 'PATCH /payments/{paymentId}/cancel', `${path}/cancel`, {
    method: 'PATCH',
    body: cancel,
    scope: 'merchant',
  });
}

/**
 * Runs the plan: starts journeys at the step's rate with ±10% jitter, without waiting for one to finish
 * before the next starts, stops early on the conditions of shouldStop, waits for the journeys still
 * running and returns every sample. The plan's length bounds the run.
 */
export async function runLoadTest(config: CheckoutConfig, {plan, paymentMethodId}: LoadTestOptions): Promise<Sample[]> {
  const samples: Sample[] = [];
  const journeys: Promise<void>[] = [];
  steps: for (const step of plan) {
    const intervalMs = journeyIntervalMs(step);
    const endsAt = Date.now() + step.minutes * 60_000;
    console.log(`${step.messagesPerHour} messages per hour: a journey every ${(intervalMs / 1000).toFixed(1)} s`);
    while (Date.now() < endsAt) {
      journeys.push(journey(config, samples, paymentMethodId));
      if (shouldStop(samples)) {
        console.error('Stopping early: too many failures, or a 401 or 403.');
        break steps;
      }
      await sleep(Math.min(intervalMs * (0.9 + Math.random() * 0.2), Math.max(0, endsAt - Date.now())));
    }
  }
  await Promise.all(journeys);
  return samples;
}

// Run with `npx tsx examples/testing/load-test.ts`, after setting the variables of Getting Started.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const paymentMethodId = process.env.TEST_PAYMENT_METHOD_ID ?? '';
  runLoadTest(checkoutConfig('northwind-load-test'), {plan: agreedPlan, paymentMethodId})
    .then((samples) => {
      for (const line of summary(samples)) console.log(line);
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}
