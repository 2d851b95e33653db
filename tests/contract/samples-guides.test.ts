/**
 * The guides' samples (examples/guides): against the contract's mock, the requests they build must be
 * accepted; on scripted answers, with fake timers, a lost answer must never lead to a second charge or a
 * second refund, and every retry must end within the bound the test states.
 */
import {describe, expect, it} from 'vitest';
import type {components} from '../../examples/openapi/merchant';
import {payFromBankAccount} from '../../examples/guides/bank-payment';
import {chooseRefund} from '../../examples/guides/choose-refund';
import {attemptId, payOnce} from '../../examples/guides/pay-once';
import {refreshOnReturn} from '../../examples/guides/refresh-on-return';
import {refundOnce} from '../../examples/guides/refund-once';
import {checkoutConfig} from '../../examples/shared/config';
import {
  type ScriptedCall,
  scriptedConfig as config,
  scriptFetch,
  useContractMock,
  useScriptedClock,
  withinSimulated,
} from '../support/samples';

type Payment = components['schemas']['Payment'];

const paymentMethodId = '5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9';
const completedPayment: Payment = {
  id: '3a9b7c5d-1e2f-4a6b-8c0d-9e7f5a3b1c2d',
  amount: 4599,
  capturedAmount: 4599,
  merchantTransactionId: 'order-100234-attempt-1',
  status: 'COMPLETED',
  customerId: '0b7c4d2e-5f61-4a8b-9c3d-2e1f0a9b8c7d',
  paymentMethodId,
};

describe('guide samples against the mock', () => {
  useContractMock();

  it('payOnce is accepted at the first attempt', async () => {
    const outcome = await payOnce(checkoutConfig('samples-test'), '100234', {amount: 4599, paymentMethodId});
    expect(outcome.kind).toBe('accepted');
    expect(outcome.merchantTransactionId).toBe('order-100234-attempt-1');
  });

  it('refundOnce creates a refund', async () => {
    const outcome = await refundOnce(checkoutConfig('samples-test'), {
      paymentId: completedPayment.id,
      merchantTransactionId: 'refund-100234-1',
      reason: 'REQUESTED_BY_CUSTOMER',
    });
    expect(outcome.kind).toBe('created');
  });

  it.each([
    ['the whole payment', 4599, 0],
    ['part of it', 1500, 0],
    ['the rest after a partial refund', 3099, 1500],
  ])('chooseRefund builds a request the contract accepts for %s', async (_, amount, refundedSoFar) => {
    const request = chooseRefund({
      payment: completedPayment,
      amount,
      refundedSoFar,
      savedPaymentMethodId: paymentMethodId,
      merchantTransactionId: `refund-100234-${amount}`,
      reason: 'REQUESTED_BY_CUSTOMER',
    });
    const outcome = await refundOnce(checkoutConfig('samples-test'), request);
    expect(outcome.kind).toBe('created');
  });

  it.each([
    ['WEB', {type: 'WEB', ipAddress: '203.0.113.24', userAgent: 'Mozilla/5.0'}],
    ['TEL', {type: 'TEL', inboundPhoneNumber: {countryCode: '1', number: '6125550143'}}],
    ['PPD', {type: 'PPD'}],
  ] as const)('payFromBankAccount sends %s consent the contract accepts', async (_, collection) => {
    const outcome = await payFromBankAccount(checkoutConfig('samples-test'), '100250', paymentMethodId, 2500, {
      consentId: 'consent-2024-000231',
      wording: 'I authorize Northwind Pharmacy to debit my account for 25.00 USD today.',
      agreedAt: new Date('2024-04-12T17:20:05Z'),
      collection,
    });
    expect(outcome.kind).toBe('accepted');
  });
});

describe('chooseRefund', () => {
  const owed = {
    payment: completedPayment,
    refundedSoFar: 0,
    savedPaymentMethodId: paymentMethodId,
    merchantTransactionId: 'refund-100234-1',
    reason: 'REQUESTED_BY_CUSTOMER',
  } as const;

  it('refunds the whole captured amount by paymentId, without an amount', () => {
    expect(chooseRefund({...owed, amount: 4599})).toEqual({
      paymentId: completedPayment.id,
      merchantTransactionId: 'refund-100234-1',
      reason: 'REQUESTED_BY_CUSTOMER',
    });
  });

  it('refunds part of it by paymentMethodId, with the amount', () => {
    expect(chooseRefund({...owed, amount: 1500})).toMatchObject({paymentMethodId, amount: 1500});
  });

  it('refuses an authorization, which is cancelled instead', () => {
    expect(() => chooseRefund({...owed, amount: 4599, payment: {...completedPayment, status: 'AUTHORIZED'}})).toThrow(
      /only a COMPLETED payment/,
    );
  });

  it('refuses more than was captured', () => {
    expect(() => chooseRefund({...owed, amount: 3200, refundedSoFar: 1500})).toThrow(/Cannot return/);
  });

  it('refuses a partial refund of a guest payment', () => {
    const guestPayment: Payment = {
      id: completedPayment.id,
      amount: 4599,
      merchantTransactionId: 'guest-1',
      status: 'COMPLETED',
    };
    expect(() => chooseRefund({...owed, amount: 1500, payment: guestPayment, savedPaymentMethodId: undefined})).toThrow(
      /in full/,
    );
  });
});

const posts = (calls: readonly ScriptedCall[]) => calls.filter(({method}) => method === 'POST');
const payment = (status: Payment['status'], merchantTransactionId = 'order-100234-attempt-1'): Payment => ({
  ...completedPayment,
  merchantTransactionId,
  status,
});
const list = (...payments: Payment[]) => ({data: payments});
const accepted = (merchantTransactionId: string) => ({
  status: 202,
  body: {url: `${config.apiUrl}/payments/p`, data: payment('PENDING', merchantTransactionId)},
});
const refund = {
  url: `${config.apiUrl}/refunds/2c4e6a8b-0d1f-4b3c-9e5a-7c9e1b3d5f7a`,
  data: {
    id: '2c4e6a8b-0d1f-4b3c-9e5a-7c9e1b3d5f7a',
    paymentId: completedPayment.id,
    amount: 4599,
    merchantTransactionId: 'refund-100234-1',
    status: 'INITIATED',
  },
};
const refundRequest = {
  paymentId: completedPayment.id,
  merchantTransactionId: 'refund-100234-1',
  reason: 'REQUESTED_BY_CUSTOMER',
} as const;

describe('on scripted answers', () => {
  useScriptedClock();

  describe('payOnce', () => {
    it('500, then the lookup shows a COMPLETED payment: returns it and never charges again', async () => {
      const {calls} = scriptFetch([
        {status: 500, body: {title: 'Internal Server Error', status: 500}},
        {status: 200, body: list(payment('COMPLETED'))},
      ]);
      const outcome = await withinSimulated(payOnce(config, '100234', {amount: 4599, paymentMethodId}), 30_000);
      expect(outcome).toMatchObject({kind: 'found', payment: {status: 'COMPLETED'}});
      expect(posts(calls)).toHaveLength(1);
      expect(calls[1]?.url).toContain('merchantTransactionId=order-100234-attempt-1');
    });

    it('500, then an empty lookup: pays again with a new merchantTransactionId', async () => {
      const {calls} = scriptFetch([
        {status: 500, body: {title: 'Internal Server Error', status: 500}},
        {status: 200, body: list()},
        accepted('order-100234-attempt-2'),
      ]);
      const outcome = await withinSimulated(payOnce(config, '100234', {amount: 4599, paymentMethodId}), 30_000);
      expect(outcome).toMatchObject({kind: 'accepted', merchantTransactionId: 'order-100234-attempt-2'});
      expect(posts(calls).map(({body}) => (body as {merchantTransactionId: string}).merchantTransactionId)).toEqual([
        attemptId('100234', 1),
        attemptId('100234', 2),
      ]);
    });

    it('no answer (fetch rejects), then the lookup answers 202: follows the payment in progress', async () => {
      const {calls} = scriptFetch(['reject', {status: 202, body: list(payment('PENDING'))}]);
      const outcome = await withinSimulated(payOnce(config, '100234', {amount: 4599, paymentMethodId}), 30_000);
      expect(outcome).toMatchObject({kind: 'found', payment: {status: 'PENDING'}});
      expect(posts(calls)).toHaveLength(1);
    });

    it('an answer that never comes: gives up waiting after 30 seconds and looks the payment up', async () => {
      const {calls} = scriptFetch(['hang', {status: 200, body: list(payment('AUTHORIZED'))}]);
      const outcome = await withinSimulated(payOnce(config, '100234', {amount: 4599, paymentMethodId}), 60_000);
      expect(outcome).toMatchObject({kind: 'found', payment: {status: 'AUTHORIZED'}});
      expect(posts(calls)).toHaveLength(1);
    });

    it('the lookup finds only a FAILED payment: pays again with a new merchantTransactionId', async () => {
      scriptFetch([
        {status: 500, body: {title: 'Internal Server Error', status: 500}},
        {status: 500, body: {title: 'Internal Server Error', status: 500}},
        {status: 200, body: list(payment('FAILED'))},
        accepted('order-100234-attempt-2'),
      ]);
      const outcome = await withinSimulated(payOnce(config, '100234', {amount: 4599, paymentMethodId}), 60_000);
      expect(outcome).toMatchObject({kind: 'accepted', merchantTransactionId: 'order-100234-attempt-2'});
    });

    it('429: waits the Retry-After seconds and sends the same request again', async () => {
      const {calls} = scriptFetch([
        {status: 429, headers: {'retry-after': '20'}, body: {status: 429, error: {errorCode: 'RATE_LIMITED'}}},
        accepted('order-100234-attempt-1'),
      ]);
      const started = Date.now();
      const outcome = await withinSimulated(payOnce(config, '100234', {amount: 4599, paymentMethodId}), 30_000);
      expect(outcome.kind).toBe('accepted');
      expect(Date.now() - started).toBeGreaterThanOrEqual(20_000);
      expect(posts(calls).map(({body}) => body)).toEqual([posts(calls)[0]?.body, posts(calls)[0]?.body]);
    });

    it('400: returns the refusal without sending again', async () => {
      const {calls} = scriptFetch([
        {
          status: 400,
          body: {
            status: 400,
            error: {
              errorGroup: 'INVALID_REQUEST',
              errorCode: 'DUPLICATE_MERCHANT_TRANSACTION_ID',
              message: 'merchantTransactionId has already been used.',
              httpStatus: 400,
            },
          },
        },
      ]);
      const outcome = await withinSimulated(payOnce(config, '100234', {amount: 4599, paymentMethodId}), 5_000);
      expect(outcome).toMatchObject({kind: 'refused', error: {errorCode: 'DUPLICATE_MERCHANT_TRANSACTION_ID'}});
      expect(calls).toHaveLength(1);
    });

    it('500 and empty lookups every time: gives up after three merchantTransactionIds', async () => {
      const failing = [
        {status: 500, body: {title: 'Internal Server Error', status: 500}},
        {status: 200, body: list()},
      ];
      const {calls} = scriptFetch([...failing, ...failing, ...failing]);
      await expect(withinSimulated(payOnce(config, '100234', {amount: 4599, paymentMethodId}), 60_000)).rejects.toThrow(
        /3 attempts/,
      );
      expect(posts(calls)).toHaveLength(3);
    });
  });

  describe('refundOnce', () => {
    it('no answer (fetch rejects), then the replay: the same refund, from an identical request', async () => {
      const {calls} = scriptFetch(['reject', {status: 202, body: refund}]);
      const outcome = await withinSimulated(refundOnce(config, refundRequest), 30_000);
      expect(outcome).toMatchObject({kind: 'created', refund: {id: refund.data.id}});
      expect(calls).toHaveLength(2);
      expect(calls[1]?.body).toEqual(calls[0]?.body);
    });

    it('500, then the replay answers 202 with the original refund, already COMPLETED', async () => {
      const {calls} = scriptFetch([
        {status: 500, body: {title: 'Internal Server Error', status: 500}},
        {status: 202, body: {...refund, data: {...refund.data, status: 'COMPLETED'}}},
      ]);
      const outcome = await withinSimulated(refundOnce(config, refundRequest), 30_000);
      expect(outcome).toMatchObject({kind: 'created', refund: {id: refund.data.id, status: 'COMPLETED'}});
      expect(calls[1]?.body).toEqual(calls[0]?.body);
    });

    it('429: waits the Retry-After seconds, then sends the identical request', async () => {
      const {calls} = scriptFetch([
        {status: 429, headers: {'retry-after': '5'}},
        {status: 202, body: refund},
      ]);
      const started = Date.now();
      await withinSimulated(refundOnce(config, refundRequest), 30_000);
      expect(Date.now() - started).toBeGreaterThanOrEqual(5_000);
      expect(calls[1]?.body).toEqual(calls[0]?.body);
    });

    it('400: returns the refusal without sending again', async () => {
      const {calls} = scriptFetch([
        {
          status: 400,
          body: {
            status: 400,
            error: {
              errorGroup: 'PAYMENT_ERROR',
              errorCode: 'PAYMENT_ALREADY_REFUNDED',
              message: 'This payment has already been refunded in full.',
              httpStatus: 400,
            },
          },
        },
      ]);
      const outcome = await withinSimulated(refundOnce(config, refundRequest), 5_000);
      expect(outcome).toMatchObject({kind: 'refused', error: {errorCode: 'PAYMENT_ALREADY_REFUNDED'}});
      expect(calls).toHaveLength(1);
    });

    it('no answer ever: gives up after five identical sends', async () => {
      const {calls} = scriptFetch(['reject', 'reject', 'reject', 'reject', 'reject']);
      await expect(withinSimulated(refundOnce(config, refundRequest), 60_000)).rejects.toThrow(/identical request/);
      expect(calls).toHaveLength(5);
      expect(new Set(calls.map(({body}) => JSON.stringify(body))).size).toBe(1);
    });
  });
});

describe('refreshOnReturn', () => {
  it('refreshes the order every time the page is shown, until it stops listening', async () => {
    const page = new EventTarget();
    let refreshes = 0;
    const stop = refreshOnReturn(page, () => {
      refreshes += 1;
      return Promise.resolve();
    });
    page.dispatchEvent(new Event('pageshow'));
    page.dispatchEvent(new Event('pageshow'));
    stop();
    page.dispatchEvent(new Event('pageshow'));
    await Promise.resolve();
    expect(refreshes).toBe(2);
  });
});
