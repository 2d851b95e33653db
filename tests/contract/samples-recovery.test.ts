/**
 * The one helper of each recovery behaviour, on a scripted transport with fake timers: creating a payment
 * (createPayment), looking it up (findPayments), waiting for it (waitForPayment), polling a session
 * (pollSession), refunding (createRefund) and the pay link's second visit (payOrder). Each documented
 * outcome is scripted answer by answer, and the test states the calls it expects and the simulated time
 * they may take. The numbers come from examples/shared/retry.ts, which reads the contract's x-retry-policy;
 * the first tests pin them to the decided values.
 */
import {describe, expect, it} from 'vitest';
import {createPayment} from '../../examples/checkout-api/payments/create-payment';
import {createRefund} from '../../examples/checkout-api/payments/create-refund';
import {findPayments} from '../../examples/checkout-api/payments/find-payments';
import {waitForPayment} from '../../examples/checkout-api/payments/wait-for-payment';
import {CheckoutRefusal} from '../../examples/checkout-api/refusal';
import {payOrder} from '../../examples/checkout-ui/hosted-route';
import {memoryOrderStore} from '../../examples/checkout-ui/order-store';
import type {components} from '../../examples/openapi/merchant';
import {pollSession} from '../../examples/sessions/poll-session';
import {expiresAfterMs} from '../../examples/shared/lifecycle';
import {
  backoffMs,
  resendWaitMs,
  callTimeoutMs,
  longestPaymentWaitMs,
  longestPollPauseMs,
  maxAttempts,
  pollPauseMs,
  retryAfterMs,
  sessionGraceMs,
} from '../../examples/shared/retry';
import {
  type ScriptedAnswer,
  type ScriptedCall,
  scriptedConfig as config,
  scriptFetch,
  useScriptedClock,
  withinSimulated,
} from '../support/samples';

type Payment = components['schemas']['Payment'];

const paymentId = '3a9b7c5d-1e2f-4a6b-8c0d-9e7f5a3b1c2d';
const refundId = '2c4e6a8b-0d1f-4b3c-9e5a-7c9e1b3d5f7a';
const sessionId = '7c1f4e2a-8b3d-4f6e-9a0c-5d2b1e8f3a47';
const merchantTransactionId = 'order-100234-attempt-1';
const minute = 60_000;

const paymentMethodId = '5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9';
const payment = (status: Payment['status'], extra: Partial<Payment> = {}): Payment => ({
  id: paymentId,
  amount: 4599,
  paymentMethodId,
  merchantTransactionId,
  status,
  ...extra,
});
/** GET /payments/{paymentId}: 202 while the payment moves, 200 once it rests (the contract's getStatus). */
const read = (status: Payment['status'], extra: Partial<Payment> = {}): ScriptedAnswer => ({
  status: ['AUTHORIZED', 'CANCEL_FAILED', 'COMPLETED', 'CANCELED', 'FAILED', 'PAYMENT_METHOD_FAILED'].includes(status)
    ? 200
    : 202,
  body: {url: `${config.apiUrl}/payments/${paymentId}`, data: payment(status, extra)},
});
const accepted: ScriptedAnswer = {
  status: 202,
  body: {url: `${config.apiUrl}/payments/${paymentId}`, data: payment('PENDING')},
};
const found = (...statuses: Payment['status'][]): ScriptedAnswer => ({
  status: 200,
  body: {data: statuses.map((status) => payment(status))},
});
const processing: ScriptedAnswer = {status: 202, body: {data: [payment('PENDING')]}};
const nothingFound: ScriptedAnswer = {status: 200, body: {data: []}};
const failed: ScriptedAnswer = {
  status: 500,
  body: {title: 'Internal Server Error', detail: 'The payment failed.', status: 500},
};
const apiError = (status: number, errorCode: string): ScriptedAnswer => ({
  status,
  body: {status, error: {errorGroup: 'PAYMENT_ERROR', errorCode, message: 'm', httpStatus: status}},
});
const rateLimited = (seconds: number): ScriptedAnswer => ({
  status: 429,
  headers: {'retry-after': String(seconds)},
  body: {status: 429, error: {errorGroup: 'INVALID_REQUEST', errorCode: 'RATE_LIMITED', message: 'm', httpStatus: 429}},
});

const request = {amount: 4599, paymentMethodId, merchantTransactionId};
const routes = (calls: readonly ScriptedCall[]) => calls.map(({method, path}) => `${method} ${path}`);
const posts = (calls: readonly ScriptedCall[]) => calls.filter(({method}) => method === 'POST');
const lookup = `GET /payments?merchantTransactionId=${merchantTransactionId}`;

/** Wraps a promise to record when it settled, in simulated time since the test started. */
function timed<T>(promise: Promise<T>): {readonly promise: Promise<T>; readonly elapsedMs: () => number} {
  const started = Date.now();
  let settledAt = Number.NaN;
  const tracked = promise.finally(() => {
    settledAt = Date.now();
  });
  return {promise: tracked, elapsedMs: () => settledAt - started};
}

useScriptedClock();

/** The shortest wait the jitter can draw before resend number `resend`. */
const shortestWaitMs = (resend: number): number => resendWaitMs(resend, () => 1);

describe('the retry policy every helper follows', () => {
  it("is the contract's x-retry-policy: 10 s per call, 3 attempts, 1, 2, 4 s apart, polls at most 10 s apart", () => {
    expect({callTimeoutMs, maxAttempts, longestPollPauseMs}).toEqual({
      callTimeoutMs: 10_000,
      maxAttempts: 3,
      longestPollPauseMs: 10_000,
    });
    expect([0, 1, 2, 3, 4].map(backoffMs)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000]);
    expect([0, 1, 2, 3, 4].map(pollPauseMs)).toEqual([1_000, 2_000, 4_000, 8_000, 10_000]);
    expect(sessionGraceMs).toBe(5 * minute);
  });

  it("draws each resend's wait from the upper half of its step: the contract's jitter of 0.5", () => {
    expect([0, 1, 2].map((resend) => resendWaitMs(resend, () => 0))).toEqual([1_000, 2_000, 4_000]);
    expect([0, 1, 2].map((resend) => resendWaitMs(resend, () => 0.999_999))).toEqual([500, 1_000, 2_000]);
    const drawn = new Set(Array.from({length: 20}, () => resendWaitMs(1)));
    expect(drawn.size).toBeGreaterThan(1);
    for (const wait of drawn) expect(wait).toBeGreaterThanOrEqual(1_000);
    for (const wait of drawn) expect(wait).toBeLessThanOrEqual(2_000);
  });

  it("a 429's Retry-After wins when it is longer than the backoff", () => {
    const answer = (seconds: string) => new Response(null, {status: 429, headers: {'retry-after': seconds}});
    expect(retryAfterMs(answer('20'), 0)).toBe(20_000);
    expect(retryAfterMs(answer('0'), 1)).toBe(2_000);
    expect(retryAfterMs(new Response(null, {status: 429}), 2)).toBe(4_000);
  });
});

describe('createPayment: create a payment and recover', () => {
  it('202: follows the payment until it rests', async () => {
    const {calls} = scriptFetch([accepted, read('PENDING'), read('COMPLETED')]);
    await expect(withinSimulated(createPayment(config, request), 10_000)).resolves.toMatchObject({
      kind: 'payment',
      payment: {status: 'COMPLETED'},
    });
    expect(routes(calls)).toEqual(['POST /payments', `GET /payments/${paymentId}`, `GET /payments/${paymentId}`]);
  });

  it('a timeout, then the lookup finds the payment: uses it, never sends again', async () => {
    const {calls} = scriptFetch(['hang', found('COMPLETED')]);
    const run = timed(createPayment(config, request));
    await expect(withinSimulated(run.promise, 15_000)).resolves.toMatchObject({
      kind: 'payment',
      payment: {status: 'COMPLETED'},
    });
    expect(routes(calls)).toEqual(['POST /payments', lookup]);
    expect(run.elapsedMs()).toBeGreaterThanOrEqual(callTimeoutMs);
  });

  it('a timeout, then the lookup answers 202: waits for the payment in progress, never sends again', async () => {
    const {calls} = scriptFetch(['hang', processing, read('PENDING'), read('AUTHORIZED')]);
    await expect(withinSimulated(createPayment(config, request), 20_000)).resolves.toMatchObject({
      kind: 'payment',
      payment: {status: 'AUTHORIZED'},
    });
    expect(routes(calls)).toEqual([
      'POST /payments',
      lookup,
      `GET /payments/${paymentId}`,
      `GET /payments/${paymentId}`,
    ]);
  });

  it('a timeout, then an empty lookup: resends the same body with the same id, which succeeds', async () => {
    const {calls} = scriptFetch(['hang', nothingFound, accepted, read('COMPLETED')]);
    await expect(withinSimulated(createPayment(config, request), 20_000)).resolves.toMatchObject({
      kind: 'payment',
      payment: {status: 'COMPLETED'},
    });
    expect(routes(calls)).toEqual(['POST /payments', lookup, 'POST /payments', `GET /payments/${paymentId}`]);
    expect(posts(calls).map(({body}) => body)).toEqual([request, request]);
  });

  it.each([
    ['a lost connection', 'reject'],
    ['502', {status: 502}],
    ['503', {status: 503}],
    ['504', {status: 504}],
  ] as const)('%s counts as no answer: looks the payment up before anything else', async (_, answer) => {
    const {calls} = scriptFetch([answer, nothingFound, accepted, read('COMPLETED')]);
    await expect(withinSimulated(createPayment(config, request), 10_000)).resolves.toMatchObject({kind: 'payment'});
    expect(routes(calls).slice(0, 3)).toEqual(['POST /payments', lookup, 'POST /payments']);
  });

  it('500: reports the payment failed, without a lookup or a second send', async () => {
    const {calls} = scriptFetch([failed]);
    await expect(withinSimulated(createPayment(config, request), 5_000)).resolves.toMatchObject({
      kind: 'failed',
      problem: {status: 500},
    });
    expect(calls).toHaveLength(1);
  });

  it('429: waits the Retry-After seconds, then resends the same body with the same id', async () => {
    const {calls} = scriptFetch([rateLimited(20), accepted, read('COMPLETED')]);
    const run = timed(createPayment(config, request));
    await expect(withinSimulated(run.promise, 30_000)).resolves.toMatchObject({kind: 'payment'});
    expect(posts(calls).map(({body}) => body)).toEqual([request, request]);
    expect(run.elapsedMs()).toBeGreaterThanOrEqual(20_000);
  });

  it('400 DUPLICATE_MERCHANT_TRANSACTION_ID: does not resend; looks the payment up and uses it', async () => {
    const {calls} = scriptFetch([apiError(400, 'DUPLICATE_MERCHANT_TRANSACTION_ID'), found('AUTHORIZED')]);
    await expect(withinSimulated(createPayment(config, request), 10_000)).resolves.toMatchObject({
      kind: 'payment',
      payment: {status: 'AUTHORIZED'},
    });
    expect(routes(calls)).toEqual(['POST /payments', lookup]);
  });

  it('400 DUPLICATE_MERCHANT_TRANSACTION_ID for another payment under the id: refused, never followed', async () => {
    const {calls} = scriptFetch([apiError(400, 'DUPLICATE_MERCHANT_TRANSACTION_ID'), found('COMPLETED')]);
    await expect(withinSimulated(createPayment(config, {...request, amount: 5000}), 10_000)).resolves.toMatchObject({
      kind: 'refused',
      error: {errorCode: 'DUPLICATE_MERCHANT_TRANSACTION_ID'},
    });
    expect(routes(calls)).toEqual(['POST /payments', lookup]);
  });

  it('another 400: refused with its errorCode, nothing sent again', async () => {
    const {calls} = scriptFetch([apiError(400, 'PAYMENT_METHOD_NOT_FOUND')]);
    await expect(withinSimulated(createPayment(config, request), 5_000)).resolves.toMatchObject({
      kind: 'refused',
      error: {errorCode: 'PAYMENT_METHOD_NOT_FOUND'},
    });
    expect(calls).toHaveLength(1);
  });

  it('406: declined at once, with the processor details', async () => {
    scriptFetch([
      {status: 406, body: {title: 'Declined', status: 406, errorDetails: {declineCode: 'insufficient_funds'}}},
    ]);
    await expect(withinSimulated(createPayment(config, request), 5_000)).resolves.toMatchObject({
      kind: 'declined',
      decline: {errorDetails: {declineCode: 'insufficient_funds'}},
    });
  });

  it('202, then FAILED with payment.error: declined later', async () => {
    const error = {errorGroup: 'PAYMENT_ERROR', errorCode: 'CARD_DECLINED', message: 'm', httpStatus: 406};
    scriptFetch([accepted, read('FAILED', {error} as Partial<Payment>)]);
    await expect(withinSimulated(createPayment(config, request), 5_000)).resolves.toMatchObject({
      kind: 'declined',
      payment: {status: 'FAILED', error: {errorCode: 'CARD_DECLINED'}},
    });
  });

  it('no answer and an empty lookup every time: gives up after 3 sends, the payment unknown', async () => {
    const {calls} = scriptFetch(
      Array.from({length: maxAttempts}, (): ScriptedAnswer[] => ['hang', nothingFound]).flat(),
    );
    const run = timed(createPayment(config, request));
    await expect(withinSimulated(run.promise, 60_000)).resolves.toEqual({kind: 'unknown', merchantTransactionId});
    expect(posts(calls)).toHaveLength(maxAttempts);
    expect(new Set(posts(calls).map(({body}) => JSON.stringify(body))).size).toBe(1);
    // Three timeouts, and the backoff of 1 and 2 seconds between the sends, each at least halved by the jitter.
    expect(run.elapsedMs()).toBeGreaterThanOrEqual(maxAttempts * callTimeoutMs + shortestWaitMs(0) + shortestWaitMs(1));
  });

  it('429 on every send: gives up after 3 sends, the payment unknown', async () => {
    const {calls} = scriptFetch([rateLimited(1), rateLimited(1), rateLimited(1)]);
    await expect(withinSimulated(createPayment(config, request), 10_000)).resolves.toMatchObject({kind: 'unknown'});
    expect(posts(calls)).toHaveLength(maxAttempts);
  });

  it('a timeout and a lookup that never answers: unknown, and never sent again', async () => {
    const {calls} = scriptFetch(['hang', 'hang', 'hang', 'hang']);
    await expect(withinSimulated(createPayment(config, request), 60_000)).resolves.toMatchObject({kind: 'unknown'});
    expect(posts(calls)).toHaveLength(1);
    expect(calls).toHaveLength(1 + maxAttempts);
  });

  it('202 and a payment still moving after the wait: unknown, with the payment as last read', async () => {
    scriptFetch((call) => (call.method === 'POST' ? accepted : read('ACCEPTED')));
    await expect(withinSimulated(createPayment(config, request), longestPaymentWaitMs + 20_000)).resolves.toMatchObject(
      {kind: 'unknown', merchantTransactionId, payment: {status: 'ACCEPTED'}},
    );
  });

  it('401 then 202: the client renews the token once and sends again', async () => {
    const {tokens} = scriptFetch([{status: 401, body: {message: 'expired token'}}, accepted, read('COMPLETED')]);
    await expect(withinSimulated(createPayment(config, request), 5_000)).resolves.toMatchObject({kind: 'payment'});
    expect(tokens()).toBe(2);
  });
});

describe('findPayments: the lookup by merchantTransactionId', () => {
  it('200 with payments: the newest', async () => {
    scriptFetch([found('COMPLETED', 'FAILED')]);
    await expect(withinSimulated(findPayments(config, merchantTransactionId), 1_000)).resolves.toMatchObject({
      kind: 'found',
      newest: {status: 'COMPLETED'},
    });
  });

  it('202: found, still being processed', async () => {
    scriptFetch([processing]);
    await expect(withinSimulated(findPayments(config, merchantTransactionId), 1_000)).resolves.toMatchObject({
      kind: 'found',
      newest: {status: 'PENDING'},
    });
  });

  it('200 with an empty list: none', async () => {
    scriptFetch([nothingFound]);
    await expect(withinSimulated(findPayments(config, merchantTransactionId), 1_000)).resolves.toEqual({kind: 'none'});
  });

  it('500 and no answer, then 200: read again, at most 3 times', async () => {
    const {calls} = scriptFetch([{status: 500}, 'reject', found('COMPLETED')]);
    await expect(withinSimulated(findPayments(config, merchantTransactionId), 10_000)).resolves.toMatchObject({
      kind: 'found',
    });
    expect(calls).toHaveLength(maxAttempts);
  });

  it('no answer 3 times: unknown', async () => {
    const {calls} = scriptFetch(['hang', 'hang', 'hang', found('COMPLETED')]);
    await expect(withinSimulated(findPayments(config, merchantTransactionId), 40_000)).resolves.toEqual({
      kind: 'unknown',
    });
    expect(calls).toHaveLength(maxAttempts);
  });

  it('400: throws the refusal', async () => {
    scriptFetch([apiError(400, 'INVALID_MERCHANT_TRANSACTION_ID')]);
    await expect(withinSimulated(findPayments(config, 'x'.repeat(51)), 1_000)).rejects.toBeInstanceOf(CheckoutRefusal);
  });
});

describe('waitForPayment: wait for a payment', () => {
  it('202, a failed read, then 200 AUTHORIZED: rests, waiting for the capture', async () => {
    const {calls} = scriptFetch([read('PENDING'), {status: 500}, read('AUTHORIZED')]);
    await expect(withinSimulated(waitForPayment(config, paymentId), 10_000)).resolves.toMatchObject({
      kind: 'rests',
      payment: {status: 'AUTHORIZED'},
    });
    expect(calls).toHaveLength(3);
  });

  it('pauses 1, 2, 4, 8 and then at most 10 seconds between reads', async () => {
    const readAt: number[] = [];
    const started = Date.now();
    scriptFetch(() => {
      readAt.push(Date.now() - started);
      return readAt.length < 8 ? read('ACCEPTED') : read('COMPLETED');
    });
    await withinSimulated(waitForPayment(config, paymentId), 60_000);
    const pauses = readAt.slice(1).map((at, index) => at - (readAt[index] ?? 0));
    expect(pauses).toEqual([1_000, 2_000, 4_000, 8_000, longestPollPauseMs, longestPollPauseMs, longestPollPauseMs]);
  });

  it('no answer to 3 reads in a row: unknown', async () => {
    const {calls} = scriptFetch([read('PENDING'), 'hang', {status: 503}, 'reject']);
    await expect(withinSimulated(waitForPayment(config, paymentId), 60_000)).resolves.toMatchObject({
      kind: 'unknown',
      payment: {status: 'PENDING'},
    });
    expect(calls).toHaveLength(1 + maxAttempts);
  });

  it('429: reads again after the Retry-After seconds', async () => {
    scriptFetch([rateLimited(5), read('COMPLETED')]);
    const run = timed(waitForPayment(config, paymentId));
    await expect(withinSimulated(run.promise, 10_000)).resolves.toMatchObject({kind: 'rests'});
    expect(run.elapsedMs()).toBeGreaterThanOrEqual(5_000);
  });

  it('still moving after longestPaymentWaitMs: unknown', async () => {
    scriptFetch(() => read('ACCEPTED'));
    const run = timed(waitForPayment(config, paymentId));
    await expect(withinSimulated(run.promise, longestPaymentWaitMs + 20_000)).resolves.toMatchObject({
      kind: 'unknown',
      payment: {status: 'ACCEPTED'},
    });
    expect(run.elapsedMs()).toBeGreaterThanOrEqual(longestPaymentWaitMs);
  });

  it('404: throws the refusal', async () => {
    scriptFetch([apiError(404, 'PAYMENT_NOT_FOUND')]);
    await expect(withinSimulated(waitForPayment(config, paymentId), 1_000)).rejects.toMatchObject({
      httpStatus: 404,
      errorCode: 'PAYMENT_NOT_FOUND',
    });
  });
});

describe('pollSession: poll a session', () => {
  const startedAt = Date.parse('2026-01-15T10:00:00Z');
  /** Created when the poll starts; 30 minutes is the lifetime expiresAt states in the contract. */
  const expiresAt = new Date(startedAt + 30 * minute).toISOString();
  const session = (status: string, extra: Record<string, unknown> = {}) => ({
    url: `${config.apiUrl}/sessions/${sessionId}`,
    data: {sessionId, status, ...extra},
  });
  const elapsed = () => Date.now() - startedAt;

  it("reads the session's lifetime from the contract: 30 minutes", () => {
    expect(expiresAfterMs('SessionStatus')).toBe(30 * minute);
  });

  it('a customer who submits at minute 29: still polling at minute 31, and gets the final answer', async () => {
    const {calls} = scriptFetch(() => {
      if (elapsed() < 29 * minute) return {status: 202, body: session('INITIATED', {expiresAt})};
      if (elapsed() < 31 * minute) return {status: 202, body: session('ACCEPTED')};
      return {status: 200, body: session('COMPLETED', {payment: payment('COMPLETED')})};
    });
    const outcome = await withinSimulated(pollSession(config, sessionId), 35 * minute);
    expect(outcome).toMatchObject({kind: 'finished', session: {data: {status: 'COMPLETED'}}});
    expect(elapsed()).toBeGreaterThanOrEqual(31 * minute);
    expect(calls.at(-1)?.path).toBe(`/sessions/${sessionId}`);
  });

  it('410: expired', async () => {
    scriptFetch([
      {status: 202, body: session('INITIATED', {expiresAt})},
      {status: 410, body: {status: 410, error: {errorCode: 'SESSION_EXPIRED'}}},
    ]);
    await expect(withinSimulated(pollSession(config, sessionId), 5_000)).resolves.toEqual({kind: 'expired'});
  });

  it('the deadline: no final answer by the lifetime plus the grace: unknown, and not a read earlier', async () => {
    scriptFetch(() => ({status: 202, body: session(elapsed() < 29 * minute ? 'INITIATED' : 'ACCEPTED', {expiresAt})}));
    const run = timed(pollSession(config, sessionId));
    await expect(withinSimulated(run.promise, 30 * minute + sessionGraceMs + minute)).resolves.toEqual({
      kind: 'unknown',
    });
    expect(run.elapsedMs()).toBeGreaterThanOrEqual(30 * minute + sessionGraceMs);
    expect(run.elapsedMs()).toBeLessThan(30 * minute + sessionGraceMs + longestPollPauseMs + callTimeoutMs);
  });

  it('no answer to 3 reads in a row: unknown', async () => {
    const {calls} = scriptFetch([
      {status: 202, body: session('INITIATED', {expiresAt})},
      'hang',
      {status: 500},
      'reject',
    ]);
    await expect(withinSimulated(pollSession(config, sessionId), 60_000)).resolves.toEqual({kind: 'unknown'});
    expect(calls).toHaveLength(1 + maxAttempts);
  });

  it('404: throws', async () => {
    scriptFetch([{status: 404, body: {status: 404, error: {errorCode: 'SESSION_NOT_FOUND'}}}]);
    await expect(withinSimulated(pollSession(config, sessionId), 1_000)).rejects.toThrow(/404/);
  });
});

describe('createRefund: refund and recover', () => {
  const refundRequest = {paymentId, merchantTransactionId: 'refund-100234-1', reason: 'REQUESTED_BY_CUSTOMER'} as const;
  const refund = (status: string): ScriptedAnswer => ({
    status: 202,
    body: {
      url: `${config.apiUrl}/refunds/${refundId}`,
      data: {id: refundId, paymentId, amount: 4599, merchantTransactionId: 'refund-100234-1', status},
    },
  });

  it('a timeout, then the replay: the original refund, from the identical request', async () => {
    const {calls} = scriptFetch(['hang', refund('COMPLETED')]);
    const run = timed(createRefund(config, refundRequest));
    await expect(withinSimulated(run.promise, 20_000)).resolves.toMatchObject({
      kind: 'created',
      refund: {id: refundId, status: 'COMPLETED'},
    });
    expect(calls).toHaveLength(2);
    expect(calls[1]?.body).toEqual(calls[0]?.body);
    expect(run.elapsedMs()).toBeGreaterThanOrEqual(callTimeoutMs + shortestWaitMs(0));
  });

  it.each([
    ['a lost connection', 'reject'],
    ['500', {status: 500}],
    ['503', {status: 503}],
  ] as const)('%s, then the replay', async (_, answer) => {
    const {calls} = scriptFetch([answer, refund('INITIATED')]);
    await expect(withinSimulated(createRefund(config, refundRequest), 5_000)).resolves.toMatchObject({kind: 'created'});
    expect(calls[1]?.body).toEqual(calls[0]?.body);
  });

  it('429: waits the Retry-After seconds, then sends the identical request', async () => {
    const {calls} = scriptFetch([rateLimited(5), refund('INITIATED')]);
    const run = timed(createRefund(config, refundRequest));
    await expect(withinSimulated(run.promise, 10_000)).resolves.toMatchObject({kind: 'created'});
    expect(run.elapsedMs()).toBeGreaterThanOrEqual(5_000);
    expect(calls[1]?.body).toEqual(calls[0]?.body);
  });

  it('400: refused, nothing sent again', async () => {
    const {calls} = scriptFetch([apiError(400, 'REFUND_AMOUNT_EXCEEDS_CAPTURED')]);
    await expect(withinSimulated(createRefund(config, refundRequest), 1_000)).resolves.toMatchObject({
      kind: 'refused',
      error: {errorCode: 'REFUND_AMOUNT_EXCEEDS_CAPTURED'},
    });
    expect(calls).toHaveLength(1);
  });

  it('no answer 3 times: unknown, after 3 identical sends', async () => {
    const {calls} = scriptFetch(['hang', 'reject', {status: 504}, refund('INITIATED')]);
    await expect(withinSimulated(createRefund(config, refundRequest), 40_000)).resolves.toEqual({
      kind: 'unknown',
      merchantTransactionId: 'refund-100234-1',
    });
    expect(calls).toHaveLength(maxAttempts);
    expect(new Set(calls.map(({body}) => JSON.stringify(body))).size).toBe(1);
  });
});

describe('payOrder: the pay link, opened twice', () => {
  const order = {id: '100234', totalCents: 4599, attempt: 1};
  const created = {
    status: 200,
    body: {
      url: `${config.apiUrl}/sessions/${sessionId}`,
      data: {sessionId, hostedUrl: `https://checkout.test.invalid/session/${sessionId}`},
    },
  };

  it('the first visit finds no payment and creates the session; the second reuses the payment', async () => {
    const orders = memoryOrderStore([order]);
    const {calls} = scriptFetch([nothingFound, created, found('COMPLETED')]);

    const first = await withinSimulated(payOrder(config, orders, '100234'), 1_000);
    expect(first.status).toBe(303);
    expect(first.headers.get('location')).toBe(`https://checkout.test.invalid/session/${sessionId}`);

    // The customer paid in the hosted page, went Back and pressed Pay again.
    const second = await withinSimulated(payOrder(config, orders, '100234'), 1_000);
    expect(second.status).toBe(303);
    expect(second.headers.get('location')).toBe('https://www.northwind-pharmacy.example/orders/100234');
    expect(routes(calls)).toEqual([lookup, 'POST /sessions', lookup]);
    expect(await orders.find('100234')).toMatchObject({sessionId, payment: {id: paymentId, status: 'COMPLETED'}});
  });

  it('a second visit while the payment is still processing: waits for it, then shows it', async () => {
    const orders = memoryOrderStore([{...order, sessionId}]);
    const {calls} = scriptFetch([processing, read('PENDING'), read('COMPLETED')]);
    const response = await withinSimulated(payOrder(config, orders, '100234'), 10_000);
    expect(response.headers.get('location')).toBe('https://www.northwind-pharmacy.example/orders/100234');
    expect(posts(calls)).toHaveLength(0);
    expect((await orders.find('100234')).payment?.status).toBe('COMPLETED');
  });

  it('a second visit while the session is open, unpaid: back to the same hosted page, no second session', async () => {
    const orders = memoryOrderStore([{...order, sessionId}]);
    const hostedUrl = `https://checkout.test.invalid/session/${sessionId}`;
    const open = {
      status: 202,
      body: {url: `${config.apiUrl}/sessions/${sessionId}`, data: {sessionId, status: 'INITIATED', hostedUrl}},
    };
    const {calls} = scriptFetch([nothingFound, open]);
    const response = await withinSimulated(payOrder(config, orders, '100234'), 1_000);
    expect(response.headers.get('location')).toBe(hostedUrl);
    expect(posts(calls)).toHaveLength(0);
  });

  it('a second visit after the session expired unpaid: a new attempt, with a new merchantTransactionId', async () => {
    const orders = memoryOrderStore([{...order, sessionId}]);
    const expired = {
      status: 410,
      body: {
        error: {errorGroup: 'INVALID_REQUEST', errorCode: 'SESSION_EXPIRED', message: 'Expired.', httpStatus: 410},
        status: 410,
      },
    };
    const {calls} = scriptFetch([nothingFound, expired, created]);
    const response = await withinSimulated(payOrder(config, orders, '100234'), 1_000);
    expect(response.status).toBe(303);
    expect(routes(calls)).toEqual([lookup, `GET /sessions/${sessionId}`, 'POST /sessions']);
    expect(posts(calls)[0]?.body).toMatchObject({payment: {merchantTransactionId: 'order-100234-attempt-2'}});
    expect((await orders.find('100234')).attempt).toBe(2);
  });

  it('a second visit after a decline: a new attempt, with the next merchantTransactionId', async () => {
    const orders = memoryOrderStore([{...order, sessionId}]);
    const {calls} = scriptFetch([found('FAILED'), created]);
    const response = await withinSimulated(payOrder(config, orders, '100234'), 1_000);
    expect(response.headers.get('location')).toBe(`https://checkout.test.invalid/session/${sessionId}`);
    expect(routes(calls)).toEqual([lookup, 'POST /sessions']);
    expect(posts(calls)[0]?.body).toMatchObject({payment: {merchantTransactionId: 'order-100234-attempt-2'}});
    expect((await orders.find('100234')).attempt).toBe(2);
  });

  it('offers bank accounts either way, and sends the consent the order carries', async () => {
    const consent = {
      merchantConsentId: 'consent-100234',
      merchantConsentText: 'I authorise Northwind Pharmacy to debit my account for 45.99 USD today.',
      collectionTimestamp: '2024-04-12T14:58:40Z',
      collectionDetails: {type: 'WEB' as const, ipAddress: '203.0.113.24', userAgent: 'Mozilla/5.0'},
    };
    const {calls} = scriptFetch([nothingFound, created, nothingFound, created]);
    await withinSimulated(payOrder(config, memoryOrderStore([order]), '100234'), 1_000);
    await withinSimulated(payOrder(config, memoryOrderStore([{...order, bankDebitConsent: consent}]), '100234'), 1_000);
    const [widgetAsks, withConsent] = posts(calls).map(({body}) => body as Record<string, unknown>);
    // Without the page's consent the widget collects it (bank-debit-needs-consent), so bank accounts stay on offer.
    expect(widgetAsks).not.toHaveProperty('consent');
    expect(widgetAsks).toMatchObject({config: {paymentMethodChannel: {bankAccount: ['WEBFORM']}}});
    expect(withConsent).toMatchObject({consent, config: {paymentMethodChannel: {bankAccount: ['WEBFORM']}}});
  });

  it('a lookup that never answers: 503, and no second checkout', async () => {
    const orders = memoryOrderStore([order]);
    const {calls} = scriptFetch(['hang', 'hang', 'hang']);
    const response = await withinSimulated(payOrder(config, orders, '100234'), 40_000);
    expect(response.status).toBe(503);
    expect(posts(calls)).toHaveLength(0);
  });
});
