import type {components} from '../openapi/merchant';
import type {CheckoutConfig} from '../shared/config';
import {expiresAfterMs} from '../shared/lifecycle';
import {
  callWithTimeout,
  maxAttempts,
  noAnswer,
  pollPauseMs,
  retryAfterMs,
  sessionGraceMs,
  sleep,
} from '../shared/retry';

type SessionDetail = components['schemas']['SessionDetail'];

export type PollOutcome =
  /** 200: the session is final, COMPLETED or FAILED. */
  | {readonly kind: 'finished'; readonly session: SessionDetail}
  /** 410: the session expired before the customer submitted. Look its payment up before a new session. */
  | {readonly kind: 'expired'}
  /**
   * No final answer by the deadline (the session's lifetime plus sessionGraceMs), or no answer to
   * maxAttempts reads in a row. Check the session again later, or look its payment up.
   */
  | {readonly kind: 'unknown'};

/**
 * Reads GET /sessions/{sessionId} until it answers 200 (COMPLETED or FAILED) or 410 (expired), pausing
 * 1, 2, 4, 8 and then 10 seconds between reads. 202 means in progress: INITIATED, or ACCEPTED once the
 * customer has submitted. The poll lasts the session's lifetime plus a grace, so that a customer who
 * submits in the last minute is never cut off. A read with no answer or a 5xx is read again, a 429 after
 * its Retry-After; any other answer, such as a 404, is thrown.
 */
export async function pollSession(config: CheckoutConfig, sessionId: string): Promise<PollOutcome> {
  const path = `/sessions/${encodeURIComponent(sessionId)}`;
  // The session's lifetime: from the contract (SessionStatus's x-lifecycle), counted from the first read,
  // or later if the session reports a later expiresAt, as a text or email link makes it.
  const lifetimeMs = expiresAfterMs('SessionStatus');
  let lifetimeEnds = lifetimeMs === undefined ? undefined : Date.now() + lifetimeMs;
  let unanswered = 0;
  for (let read = 0; ; read += 1) {
    const answer = await callWithTimeout(config, path, {scope: 'merchant'});
    let pauseMs = pollPauseMs(read);
    if (answer === noAnswer || answer.status >= 500 || answer.status === 429) {
      unanswered += 1;
      if (unanswered === maxAttempts) return {kind: 'unknown'};
      if (answer !== noAnswer && answer.status === 429) pauseMs = retryAfterMs(answer, read);
    } else if (answer.status === 200) {
      return {kind: 'finished', session: (await answer.json()) as SessionDetail};
    } else if (answer.status === 410) {
      return {kind: 'expired'};
    } else if (answer.status === 202) {
      unanswered = 0;
      const {expiresAt} = ((await answer.json()) as SessionDetail).data;
      const reported = expiresAt === undefined ? undefined : Date.parse(expiresAt);
      if (reported !== undefined) lifetimeEnds = Math.max(lifetimeEnds ?? reported, reported);
      if (lifetimeEnds === undefined) {
        throw new Error(`Neither the contract nor session ${sessionId} says when it expires`);
      }
    } else {
      throw new Error(`GET ${path} answered ${answer.status}`);
    }
    const deadline = (lifetimeEnds ?? Number.POSITIVE_INFINITY) + sessionGraceMs;
    if (Date.now() >= deadline) return {kind: 'unknown'};
    await sleep(Math.min(pauseMs, deadline - Date.now()));
  }
}
