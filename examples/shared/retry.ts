/**
 * The one retry policy of every sample: how long a call may take, how many times one request is sent and
 * how long to wait in between. The numbers are the contract's `x-retry-policy` (10 seconds, 3 attempts,
 * 1, 2 and 4 seconds with jitter, polls at most 10 seconds apart), read from the downloaded document so that the
 * samples keep to whatever the contract says; the helpers that create payments and refunds, and the polls,
 * take them from here and nowhere else.
 */
import {readFileSync} from 'node:fs';
import {callCheckout, type CallOptions} from './client';
import type {CheckoutConfig} from './config';
import {durationMs} from './lifecycle';

interface RetryPolicy {
  /** ISO 8601 durations, such as PT10S. */
  readonly timeout: string;
  readonly attempts: number;
  readonly backoff: readonly string[];
  /** The share of each resend's wait that is drawn at random (0.5: from half the step to the whole step). */
  readonly jitter: number;
  readonly maxPollInterval: string;
}

// The JSON download of the Merchant API, saved beside its types.
const policy = (
  JSON.parse(readFileSync(new URL('../openapi/merchant.json', import.meta.url), 'utf8')) as {
    readonly components: {readonly 'x-retry-policy'?: RetryPolicy};
  }
).components['x-retry-policy'];

if (policy === undefined) throw new Error('The contract has no x-retry-policy: download merchant.json again');

function policyDurationMs(name: string, duration: string): number {
  const ms = durationMs(duration);
  if (ms === undefined) throw new Error(`The x-retry-policy ${name} of the contract is not a duration: ${duration}`);
  return ms;
}

/** How long any call may take before it counts as unanswered. */
export const callTimeoutMs = policyDurationMs('timeout', policy.timeout);
/** Sends of one request in all, the first included. After the last, the outcome is unknown until a lookup. */
export const maxAttempts = policy.attempts;
/** The waits before the second, third, ... send: 1, 2, 4 seconds. */
const backoffStepsMs = policy.backoff.map((step, index) => policyDurationMs(`backoff[${index}]`, step));
if (!(policy.jitter >= 0 && policy.jitter <= 1)) throw new Error('The x-retry-policy jitter is not between 0 and 1');
const policyJitter = policy.jitter;
/** The longest pause between two reads of a poll. */
export const longestPollPauseMs = policyDurationMs('maxPollInterval', policy.maxPollInterval);
/**
 * How long a session poll goes on past the session's lifetime: a customer who submits just before expiry
 * gets an ACCEPTED session, and its payment still has to finish.
 */
export const sessionGraceMs = 5 * 60_000;
/**
 * How long a payment is waited for in one go. A bank debit can stay ACCEPTED for days: past this, the
 * webhook or a later lookup tells you the outcome.
 */
export const longestPaymentWaitMs = 3 * 60_000;

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** The wait before resend number `resend` (0 for the first): the policy's steps, doubling past the last. */
export function backoffMs(resend: number): number {
  const last = backoffStepsMs.at(-1) ?? longestPollPauseMs;
  return backoffStepsMs[resend] ?? last * 2 ** (resend - backoffStepsMs.length + 1);
}

/**
 * The wait before resend number `resend`, with the policy's jitter: drawn at random between
 * (1 - jitter) x the backoff step and the whole step, so that clients that failed together do not all send
 * again at the same moment. It never exceeds the step, so the policy's bounds still hold.
 */
export function resendWaitMs(resend: number, random: () => number = Math.random): number {
  return Math.round(backoffMs(resend) * (1 - policyJitter * random()));
}

/** The pause before read number `read` of a poll (0 before the second read): the backoff, at most maxPollInterval. */
export const pollPauseMs = (read: number): number => Math.min(backoffMs(read), longestPollPauseMs);

/**
 * The wait before resending after a 429: its Retry-After, in seconds, as asked, or the backoff step when that
 * is longer. Retry-After is the service's own spreading of the load, so no jitter shortens it.
 */
export function retryAfterMs(response: Response, resend: number): number {
  const seconds = Number(response.headers.get('retry-after') ?? Number.NaN);
  const asked = Number.isInteger(seconds) && seconds >= 0 ? seconds * 1_000 : 0;
  return Math.max(asked, backoffMs(resend));
}

/** A call that got no answer: no answer in time, a lost connection, or a gateway's 502, 503 or 504. */
export const noAnswer = 'no-answer';

/** Gateways answer these when the service did not; like a timeout, they say nothing of what the service did. */
const gatewayStatuses = new Set([502, 503, 504]);

/**
 * Makes one call through callCheckout, waiting at most callTimeoutMs. Resolves to the answer, or to
 * `noAnswer` when the request may or may not have reached the service: the call timed out, the connection
 * failed (fetch rejects with a TypeError), or a gateway answered 502, 503 or 504. A late answer is dropped.
 */
export async function callWithTimeout(
  config: CheckoutConfig,
  path: string,
  options: CallOptions,
): Promise<Response | typeof noAnswer> {
  const abandon = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<typeof noAnswer>((resolve) => {
    timer = setTimeout(() => {
      abandon.abort();
      resolve(noAnswer);
    }, callTimeoutMs);
  });
  try {
    const answer = await Promise.race([callCheckout(config, path, {...options, signal: abandon.signal}), timedOut]);
    return answer !== noAnswer && gatewayStatuses.has(answer.status) ? noAnswer : answer;
  } catch (error) {
    // The abort after the timeout rejects with an AbortError; a failed connection with a TypeError.
    if (error instanceof TypeError || (error instanceof Error && error.name === 'AbortError')) return noAnswer;
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
