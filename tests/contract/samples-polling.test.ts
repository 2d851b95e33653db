/**
 * The polling samples on scripted answers: each sequence must end, with the outcome the page promises,
 * within the number of reads and the simulated time the test states. Timers are fake, so the backoff's
 * real waits (seconds to minutes) pass instantly.
 */
import {describe, expect, it} from 'vitest';
import {settle} from '../../examples/sessions/after-expiry';
import {pollSession} from '../../examples/sessions/poll-session';
import {expiresAfterMs} from '../../examples/shared/lifecycle';
import {longestPaymentWaitMs, sessionGraceMs} from '../../examples/shared/retry';
import {
  scriptFetch,
  withinSimulated,
  scriptedConfig as config,
  type ScriptedAnswer,
  useScriptedClock,
} from '../support/samples';

const sessionId = '7c1f4e2a-8b3d-4f6e-9a0c-5d2b1e8f3a47';

const session = (status: string, extra: Record<string, unknown> = {}) => ({
  url: `${config.apiUrl}/sessions/${sessionId}`,
  data: {sessionId, status, ...extra},
});
const payments = (...statuses: string[]) => ({
  data: statuses.map((status, index) => ({id: `payment-${index}`, amount: 2500, status})),
});

useScriptedClock();

describe('pollSession', () => {
  it('202 then 200: returns the finished session after two reads', async () => {
    const {calls} = scriptFetch([
      {status: 202, body: session('INITIATED', {expiresAt: '2026-01-15T10:30:00Z'})},
      {status: 200, body: session('COMPLETED')},
    ]);
    const outcome = await withinSimulated(pollSession(config, sessionId), 10_000);
    expect(outcome.kind).toBe('finished');
    expect(calls).toHaveLength(2);
  });

  it('202 past expiresAt, then 410: returns expired', async () => {
    scriptFetch([
      {status: 202, body: session('INITIATED', {expiresAt: '2026-01-15T09:59:00Z'})},
      {status: 410, body: {status: 410, error: {errorCode: 'SESSION_EXPIRED'}}},
    ]);
    await expect(withinSimulated(pollSession(config, sessionId), 10_000)).resolves.toEqual({kind: 'expired'});
  });

  it('202 forever past expiresAt: unknown once the lifetime and its grace have passed', async () => {
    scriptFetch(() => ({status: 202, body: session('INITIATED', {expiresAt: '2026-01-15T10:00:30Z'})}));
    const lifetimeMs = Math.max(30_000, expiresAfterMs('SessionStatus') ?? 0);
    await expect(
      withinSimulated(pollSession(config, sessionId), lifetimeMs + sessionGraceMs + 10_000),
    ).resolves.toEqual({kind: 'unknown'});
  });

  it('ACCEPTED without an expiresAt: the lifetime in the contract bounds the poll, and without one it invents none', async () => {
    scriptFetch(() => ({status: 202, body: session('ACCEPTED')}));
    const lifetimeMs = expiresAfterMs('SessionStatus');
    const polling = withinSimulated(pollSession(config, sessionId), (lifetimeMs ?? 0) + sessionGraceMs + 20_000);
    if (lifetimeMs === undefined) await expect(polling).rejects.toThrow(/says when it expires/);
    else await expect(polling).resolves.toEqual({kind: 'unknown'});
  });

  it('500 then 200: reads again after a failed read', async () => {
    const {calls} = scriptFetch([
      {status: 500, body: {message: 'read failed'}},
      {status: 200, body: session('FAILED')},
    ]);
    const outcome = await withinSimulated(pollSession(config, sessionId), 10_000);
    expect(outcome.kind).toBe('finished');
    expect(calls).toHaveLength(2);
  });

  it('401 then 200: renews the token once and reads again with it', async () => {
    const {calls, tokens} = scriptFetch([
      {status: 401, body: {message: 'expired token'}},
      {status: 200, body: session('COMPLETED')},
    ]);
    await withinSimulated(pollSession(config, sessionId), 10_000);
    expect(tokens()).toBe(2);
    expect(calls.map(({authorization}) => authorization)).toEqual(['Bearer token-1', 'Bearer token-2']);
  });

  it('404: stops at once with an error', async () => {
    scriptFetch([{status: 404, body: {status: 404, error: {errorCode: 'SESSION_NOT_FOUND'}}}]);
    await expect(withinSimulated(pollSession(config, sessionId), 5_000)).rejects.toThrow(/404/);
  });
});

describe('settle', () => {
  const expired: ScriptedAnswer = {status: 410, body: {status: 410, error: {errorCode: 'SESSION_EXPIRED'}}};

  it.each([
    ['a COMPLETED payment', payments('COMPLETED'), 'paid'],
    ['an AUTHORIZED payment', payments('AUTHORIZED'), 'authorized'],
    ['CANCEL_FAILED, which still holds the money', payments('CANCEL_FAILED'), 'authorized'],
    ['PAYMENT_METHOD_FAILED only', payments('PAYMENT_METHOD_FAILED'), 'not-paid'],
    ['FAILED and CANCELED only', payments('FAILED', 'CANCELED'), 'not-paid'],
    ['no payment', payments(), 'not-paid'],
  ])('after a 410, %s settles as %s', async (_, list, expected) => {
    scriptFetch([expired, {status: 200, body: list}]);
    await expect(withinSimulated(settle(config, sessionId, 'order-1'), 10_000)).resolves.toBe(expected);
  });

  it('a payment still processing (lookup 202): waits for it, then settles', async () => {
    const {calls} = scriptFetch([
      expired,
      {status: 202, body: payments('PENDING')},
      {status: 200, body: {url: 'u', data: {id: 'payment-0', amount: 2500, status: 'COMPLETED'}}},
    ]);
    await expect(withinSimulated(settle(config, sessionId, 'order-1'), 10_000)).resolves.toBe('paid');
    expect(calls).toHaveLength(3);
  });

  it('gives up when a payment stays in progress past the wait', async () => {
    scriptFetch((call) =>
      call.path.startsWith('/sessions/')
        ? expired
        : call.path.startsWith('/payments?')
          ? {status: 202, body: payments('PENDING')}
          : {status: 202, body: {url: 'u', data: {id: 'payment-0', amount: 2500, status: 'PENDING'}}},
    );
    await expect(withinSimulated(settle(config, sessionId, 'order-1'), longestPaymentWaitMs + 20_000)).rejects.toThrow(
      /still in progress/,
    );
  });
});
