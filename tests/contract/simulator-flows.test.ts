/**
 * The sample flows of examples/, end to end against the simulator: each sends real requests, which the
 * simulator checks against the contract and answers as the contract's lifecycles, idempotency and test
 * data say. Nothing is scripted; the clock is fake, so the flows' minutes and days pass at once.
 */
import {describe, expect, it} from 'vitest';
import {authorizeCaptureRefund} from '../../examples/checkout-api/payments/authorize-capture-refund';
import {capturePayment} from '../../examples/checkout-api/payments/capture-payment';
import {createPayment} from '../../examples/checkout-api/payments/create-payment';
import {createRefund} from '../../examples/checkout-api/payments/create-refund';
import {findPayments} from '../../examples/checkout-api/payments/find-payments';
import {waitForPayment} from '../../examples/checkout-api/payments/wait-for-payment';
import {payOrder} from '../../examples/checkout-ui/hosted-route';
import {memoryOrderStore} from '../../examples/checkout-ui/order-store';
import {settle} from '../../examples/sessions/after-expiry';
import {createSession} from '../../examples/sessions/create-session';
import {pollSession} from '../../examples/sessions/poll-session';
import {verifySignature} from '../../examples/add-ons/webhooks/verify-signature';
import {webhookDeliveryOf} from '../../contract-core';
import {contractDocuments, simulatorConfig as config, useSimulator} from '../support/simulator';
import {withinSimulated} from '../support/samples';

const savedCard = '5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9';

/** A hosted checkout session in PAYMENT mode for the example customer, created by the session sample. */
const guestSession = (amount: number, merchantTransactionId: string) =>
  createSession(config, {
    config: {modes: ['PAYMENT']},
    customer: {email: 'maria.lopez@example.com'},
    payment: {amount, merchantTransactionId},
  });
const hour = 3600_000;

describe('hosted checkout', () => {
  const harness = useSimulator();

  it('create a session, the customer pays, poll until final: COMPLETED with its payment', async () => {
    const {data} = await guestSession(2500, 'order-200001-attempt-1');
    const polling = withinSimulated(pollSession(config, data.sessionId), hour);
    const paid = await harness().control('POST', `/_sandbox/sessions/${data.sessionId}/customer`, {action: 'pay'});
    expect(paid.status).toBe(200);
    const outcome = await polling;
    expect(outcome.kind).toBe('finished');
    if (outcome.kind !== 'finished') return;
    expect(outcome.session.data.status).toBe('COMPLETED');
    expect(outcome.session.data.payment?.status).toBe('COMPLETED');
    expect(outcome.session.data.payment?.amount).toBe(2500);
  });

  it('the customer pays from a bank account: the payment carries the consent the widget collected (bank-debit-needs-consent)', async () => {
    const {data} = await guestSession(3250, 'order-200011-attempt-1');
    const bankAccount = {routingNumber: '110000000', accountNumber: '000123456789'};
    await harness().control('POST', `/_sandbox/sessions/${data.sessionId}/customer`, {action: 'pay', bankAccount});
    const payment = await harness().api('GET', `/v1/payments?merchantTransactionId=order-200011-attempt-1`);
    const [paid] = (payment.body as {data: {consent?: {collectionDetails?: {type?: string}}}[]}).data;
    expect(paid?.consent?.collectionDetails?.type).toBe('WEB');
  });

  it.each([
    ['a string', '000222222227'],
    ['no account number', {routingNumber: '110000000'}],
    ['a routing number of 8 digits', {routingNumber: '11000000', accountNumber: '000123456789'}],
    ['null', null],
  ])("the played customer's bank account is refused when it is %s", async (_what, bankAccount) => {
    const {data} = await guestSession(3250, 'order-200012-attempt-1');
    const refused = await harness().control('POST', `/_sandbox/sessions/${data.sessionId}/customer`, {
      action: 'pay',
      bankAccount,
    });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toMatch(/bankAccount\.(routing|account)Number must be text that matches/);
  });

  it('the customer closes the widget: the session ends FAILED and nothing is paid', async () => {
    const {data} = await guestSession(2500, 'order-200002-attempt-1');
    await harness().control('POST', `/_sandbox/sessions/${data.sessionId}/customer`, {action: 'close'});
    const outcome = await withinSimulated(pollSession(config, data.sessionId), hour);
    expect(outcome.kind === 'finished' && outcome.session.data.status).toBe('FAILED');
    await expect(withinSimulated(settle(config, data.sessionId, 'order-200002-attempt-1'), hour)).resolves.toBe(
      'not-paid',
    );
  });

  it('a session left alone expires: the poll reports it, and settle finds nothing paid', async () => {
    const {data} = await guestSession(2500, 'order-200003-attempt-1');
    await expect(withinSimulated(pollSession(config, data.sessionId), 2 * hour)).resolves.toEqual({kind: 'expired'});
    await expect(withinSimulated(settle(config, data.sessionId, 'order-200003-attempt-1'), hour)).resolves.toBe(
      'not-paid',
    );
  });

  it('the customer authenticates a card that asks for it: the payment goes on to COMPLETED', async () => {
    const {data} = await guestSession(3100, 'order-200004-attempt-1');
    await harness().control('POST', `/_sandbox/sessions/${data.sessionId}/customer`, {
      action: 'pay',
      card: '4000 0027 6000 3184',
    });
    await harness().control('POST', '/_sandbox/clock', {advance: 'PT1M'});
    const waiting = await harness().control('POST', `/_sandbox/sessions/${data.sessionId}/customer`, {
      action: 'authenticate',
    });
    expect(waiting.status).toBe(200);
    const outcome = await withinSimulated(pollSession(config, data.sessionId), hour);
    expect(outcome.kind === 'finished' && outcome.session.data.payment?.status).toBe('COMPLETED');
  });
});

describe('the pay link opened twice', () => {
  const harness = useSimulator();

  it('the second visit finds the payment of the first and shows the order, with no second checkout', async () => {
    const orders = memoryOrderStore([{id: '300001', totalCents: 4200, attempt: 1}]);
    const first = await withinSimulated(payOrder(config, orders, '300001'), hour);
    expect(first.status).toBe(303);
    const order = await orders.find('300001');
    expect(order.sessionId).toBeDefined();
    // Back, then Pay, before paying: the same hosted page again.
    const again = await withinSimulated(payOrder(config, orders, '300001'), hour);
    expect(again.headers.get('location')).toBe(first.headers.get('location'));
    await harness().control('POST', `/_sandbox/sessions/${order.sessionId ?? ''}/customer`, {action: 'pay'});
    const paid = await withinSimulated(payOrder(config, orders, '300001'), hour);
    expect(paid.headers.get('location')).toMatch(/\/orders\/300001$/);
    expect((await orders.find('300001')).payment?.status).toBe('COMPLETED');
    expect(harness().calls.filter((call) => call === 'POST /v1/sessions')).toHaveLength(1);
  });
});

describe('the pay link opened again after a decline', () => {
  const harness = useSimulator();

  it('the lookup finds the declined payment, and the customer gets a new attempt with the next identifier', async () => {
    const orders = memoryOrderStore([{id: '300002', totalCents: 4200, attempt: 1}]);
    await withinSimulated(payOrder(config, orders, '300002'), hour);
    const {sessionId} = await orders.find('300002');
    await harness().control('POST', `/_sandbox/sessions/${sessionId ?? ''}/customer`, {
      action: 'pay',
      card: '4000 0000 0000 0002',
    });
    const again = await withinSimulated(payOrder(config, orders, '300002'), hour);
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).not.toMatch(/\/orders\/300002$/);
    const order = await orders.find('300002');
    expect(order.attempt).toBe(2);
    expect(order.sessionId).not.toBe(sessionId);
    expect(harness().calls.filter((call) => call === 'POST /v1/sessions')).toHaveLength(2);
  });
});

describe('authorize, capture, refund', () => {
  const harness = useSimulator();

  it('the Payments API walkthrough: hold, capture part, refund the capture', async () => {
    await expect(withinSimulated(authorizeCaptureRefund(config, savedCard), hour)).resolves.toBe('COMPLETED');
    expect(harness().calls.filter((call) => call.endsWith('/capture'))).toHaveLength(1);
  });

  it("captures part of an authorization: COMPLETED with the captured amount, the capture's metadata replacing the payment's", async () => {
    const held = await withinSimulated(
      createPayment(config, {
        amount: 9000,
        paymentMethodId: savedCard,
        merchantTransactionId: 'order-400001-attempt-1',
        authorizeCard: true,
        metadata: {orderId: '400001', storeId: 'store-12'},
      }),
      hour,
    );
    expect(held.kind === 'payment' && held.payment.status).toBe('AUTHORIZED');
    if (held.kind !== 'payment') return;
    await capturePayment(config, held.payment.id, {
      amount: 6000,
      metadata: {orderId: '400001', packedBy: 'warehouse-2'},
    });
    const captured = await withinSimulated(waitForPayment(config, held.payment.id), hour);
    expect(captured.kind === 'rests' && captured.payment).toMatchObject({
      status: 'COMPLETED',
      authorizedAmount: 9000,
      capturedAmount: 6000,
    });
    expect(captured.kind === 'rests' && captured.payment.metadata).toEqual({
      orderId: '400001',
      packedBy: 'warehouse-2',
    });
  });

  it('an authorization left 7 days lapses: CANCELED as ABANDONED, and a capture is refused', async () => {
    const held = await withinSimulated(
      createPayment(config, {
        amount: 9100,
        paymentMethodId: savedCard,
        merchantTransactionId: 'order-400002-attempt-1',
        authorizeCard: true,
      }),
      hour,
    );
    if (held.kind !== 'payment') throw new Error(`The authorization was ${held.kind}`);
    await harness().control('POST', '/_sandbox/clock', {advance: 'P7D'});
    const lapsed = await withinSimulated(waitForPayment(config, held.payment.id), hour);
    expect(lapsed.kind === 'rests' && lapsed.payment).toMatchObject({
      status: 'CANCELED',
      paymentCancellationReason: 'ABANDONED',
    });
    await expect(capturePayment(config, held.payment.id, {amount: 100})).rejects.toThrow(/AUTHORIZATION_EXPIRED/);
  });

  it('a refund whose answer is lost is sent again with the same merchantTransactionId: one refund, not two', async () => {
    const sale = await withinSimulated(
      createPayment(config, {
        amount: 5500,
        paymentMethodId: savedCard,
        merchantTransactionId: 'order-400003-attempt-1',
      }),
      hour,
    );
    if (sale.kind !== 'payment') throw new Error(`The sale was ${sale.kind}`);
    harness().loseNextAnswer(/^POST \/v1\/refunds$/);
    const refund = await withinSimulated(
      createRefund(config, {
        paymentId: sale.payment.id,
        merchantTransactionId: 'refund-400003-1',
        reason: 'REQUESTED_BY_CUSTOMER',
      }),
      hour,
    );
    expect(refund.kind).toBe('created');
    expect(harness().calls.filter((call) => call === 'POST /v1/refunds')).toHaveLength(2);
    const events = (await harness().control('GET', '/_sandbox/events')).body as {data: {type: string}[]};
    expect(events.data.filter(({type}) => type === 'REFUND_INITIATED')).toHaveLength(1);
  });
});

describe('recovery after a timeout', () => {
  const harness = useSimulator();

  it('a payment whose answer takes longer than the timeout is found by merchantTransactionId, not sent twice', async () => {
    // 5004 answers after 35 seconds (x-test-data); the samples give up on an answer after the policy's timeout.
    const outcome = await withinSimulated(
      createPayment(config, {
        amount: 5004,
        paymentMethodId: savedCard,
        merchantTransactionId: 'order-500001-attempt-1',
      }),
      hour,
    );
    expect(outcome.kind === 'payment' && outcome.payment.status).toBe('COMPLETED');
    const lookup = await withinSimulated(findPayments(config, 'order-500001-attempt-1'), hour);
    expect(lookup.kind === 'found' && lookup.payments).toHaveLength(1);
    expect(harness().calls.filter((call) => call === 'GET /v1/payments').length).toBeGreaterThan(0);
  });

  it('a payment answered 500 has failed: the sample reports it and never sends it again', async () => {
    const outcome = await withinSimulated(
      createPayment(config, {
        amount: 5003,
        paymentMethodId: savedCard,
        merchantTransactionId: 'order-500002-attempt-1',
      }),
      hour,
    );
    expect(outcome.kind).toBe('failed');
    expect(harness().calls.filter((call) => call === 'POST /v1/payments')).toHaveLength(1);
  });
});

describe('webhooks', () => {
  const delivered: {headers: Readonly<Record<string, string>>; body: string}[] = [];
  const secret = 'ccwh_test_flows_0001';
  const harness = useSimulator(async (_url, headers, body) => {
    delivered.push({headers, body});
    return Promise.resolve(delivered.length === 1 ? 500 : 200);
  });

  it('delivered events verify with the sample, and a failed delivery comes back on the retry schedule', async () => {
    delivered.length = 0;
    const registered = await harness().control('POST', '/_sandbox/webhooks', {
      url: 'http://127.0.0.1:9/webhooks',
      secret,
    });
    expect(registered.status).toBe(200);
    const held = await withinSimulated(
      createPayment(config, {
        amount: 7700,
        paymentMethodId: savedCard,
        merchantTransactionId: 'order-600001-attempt-1',
        authorizeCard: true,
      }),
      hour,
    );
    expect(held.kind).toBe('payment');
    await harness().simulator.idle();
    expect(delivered).toHaveLength(1);
    await harness().control('POST', '/_sandbox/clock', {advance: 'PT1M'});
    await harness().simulator.idle();
    expect(delivered).toHaveLength(2);
    for (const {headers, body} of delivered) {
      expect(() => {
        verifySignature(Buffer.from(body), headers['X-Signature'], [secret]);
      }).not.toThrow();
    }
    expect(delivered.map(({body}) => (JSON.parse(body) as {attempt: number}).attempt)).toEqual([1, 2]);
    expect(() => {
      verifySignature(Buffer.from(delivered[0]?.body ?? ''), delivered[0]?.headers['X-Signature'], ['ccwh_other']);
    }).toThrow();
  });
});

describe('webhooks an endpoint keeps refusing', () => {
  const attempts: number[] = [];
  const harness = useSimulator(async (_url, _headers, body) => {
    attempts.push((JSON.parse(body) as {attempt: number}).attempt);
    return Promise.resolve(503);
  });

  it('are tried on the whole retry schedule within one advance of the clock, and then no more', async () => {
    attempts.length = 0;
    await harness().control('POST', '/_sandbox/webhooks', {
      url: 'http://127.0.0.1:9/webhooks',
      secret: 'ccwh_test_flows_0002',
    });
    await withinSimulated(
      createPayment(config, {
        amount: 7800,
        paymentMethodId: savedCard,
        merchantTransactionId: 'order-600002-attempt-1',
      }),
      hour,
    );
    await harness().control('POST', '/_sandbox/clock', {advance: 'P3D'});
    await harness().simulator.idle();
    const delivery = webhookDeliveryOf((await contractDocuments()).merchant);
    expect(attempts).toEqual(Array.from({length: (delivery?.retrySchedule.length ?? 0) + 1}, (_, index) => index + 1));
    await harness().control('POST', '/_sandbox/clock', {advance: 'P3D'});
    await harness().simulator.idle();
    expect(attempts.at(-1)).toBe((delivery?.retrySchedule.length ?? 0) + 1);
  });
});
