import type {components} from '../openapi/merchant';
import {callCheckout} from '../shared/client';
import type {CheckoutConfig} from '../shared/config';

type SessionDetail = components['schemas']['SessionDetail'];

export type PollOutcome = {readonly kind: 'finished'; readonly session: SessionDetail} | {readonly kind: 'expired'};

const firstDelayMs = 1_000;
const maxDelayMs = 8_000;
/** An INITIATED session answers 410 once past expiresAt; a few more reads allow for clock difference. */
const readsPastExpiry = 3;
/** An ACCEPTED session ends within minutes; past this, leave it to the webhook or a later check. */
const longestPollMs = 15 * 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Reads GET /sessions/{sessionId} with growing pauses until it answers 200 (COMPLETED or FAILED) or 410
 * (expired). A 500 is a failed read and is read again; the client renews a token refused with 401.
 * Throws when an INITIATED session still answers 202 a few reads past its expiresAt, or any session
 * after the longest poll.
 */
export async function pollSession(config: CheckoutConfig, sessionId: string): Promise<PollOutcome> {
  const deadline = Date.now() + longestPollMs;
  let expiresAt = Number.POSITIVE_INFINITY;
  let pastExpiry = 0;
  let delayMs = firstDelayMs;

  for (;;) {
    await sleep(delayMs + Math.random() * 250);
    const response = await callCheckout(config, `/sessions/${encodeURIComponent(sessionId)}`, {scope: 'merchant'});

    switch (response.status) {
      case 200:
        return {kind: 'finished', session: (await response.json()) as SessionDetail};
      case 410:
        return {kind: 'expired'};
      case 202: {
        const {data} = (await response.json()) as SessionDetail;
        // Only an INITIATED session expires; an ACCEPTED one always ends COMPLETED or FAILED.
        expiresAt =
          data.status === 'INITIATED' && data.expiresAt !== undefined
            ? Date.parse(data.expiresAt)
            : Number.POSITIVE_INFINITY;
        break;
      }
      case 500:
        break;
      default:
        throw new Error(`GET /sessions/${sessionId} answered ${response.status}`);
    }

    if (Date.now() > expiresAt) pastExpiry += 1;
    if (pastExpiry > readsPastExpiry || Date.now() > deadline) {
      throw new Error(`Session ${sessionId} still answers 202; check it again later`);
    }
    delayMs = Math.min(delayMs * 2, maxDelayMs);
  }
}
