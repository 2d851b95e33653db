/**
 * The Checkout API samples (payments, refunds, payment methods) run twice. Against the contract's mock, the
 * requests they build must be accepted and their answers read to an outcome: the mock answers each call
 * with the contract's first example, so a payment it reads is COMPLETED and a setup COMPLETED. On scripted
 * answers with fake timers, each polling or retry helper must reach the outcome its page promises, within
 * the number of calls and the simulated time the test states. The recovery helpers (createPayment,
 * findPayments, waitForPayment, createRefund) go through every outcome in samples-recovery.test.ts.
 */
import {describe, expect, it} from 'vitest';
import {bankAccountProblems} from '../../examples/checkout-api/payment-methods/bank-account-problems';
import {deletePaymentMethod} from '../../examples/checkout-api/payment-methods/delete-payment-method';
import {getPaymentMethod} from '../../examples/checkout-api/payment-methods/get-payment-method';
import {renewCardExpiry} from '../../examples/checkout-api/payment-methods/renew-card-expiry';
import {savePaymentMethod} from '../../examples/checkout-api/payment-methods/save-payment-method';
import {
  searchPaymentMethods,
  usablePaymentMethods,
} from '../../examples/checkout-api/payment-methods/search-payment-methods';
import {startSetup} from '../../examples/checkout-api/payment-methods/start-setup';
import {updatePaymentMethod} from '../../examples/checkout-api/payment-methods/update-payment-method';
import {waitForSetup} from '../../examples/checkout-api/payment-methods/wait-for-setup';
import {agentFor} from '../../examples/checkout-api/payments/agent-for';
import {authorizeCaptureRefund} from '../../examples/checkout-api/payments/authorize-capture-refund';
import {cancelPayment} from '../../examples/checkout-api/payments/cancel-payment';
import {capturePayment} from '../../examples/checkout-api/payments/capture-payment';
import {confirmOrder} from '../../examples/checkout-api/payments/confirm-order';
import {createPayment} from '../../examples/checkout-api/payments/create-payment';
import {createRefund} from '../../examples/checkout-api/payments/create-refund';
import {createTokenPayment} from '../../examples/checkout-api/payments/create-token-payment';
import {findPayments} from '../../examples/checkout-api/payments/find-payments';
import {healthcareAmounts} from '../../examples/checkout-api/payments/healthcare-amounts';
import {refundAndWait} from '../../examples/checkout-api/payments/refund-and-wait';
import {settlementOf} from '../../examples/checkout-api/payments/settlement';
import {waitForPayment} from '../../examples/checkout-api/payments/wait-for-payment';
import {waitForRefund} from '../../examples/checkout-api/payments/wait-for-refund';
import {CheckoutRefusal} from '../../examples/checkout-api/refusal';
import {setupOutcome} from '../../examples/special-cases/setup-outcome';
import {checkoutConfig} from '../../examples/shared/config';
import {
  scriptedConfig as scripted,
  scriptFetch,
  useContractMock,
  useScriptedClock,
  withinSimulated,
} from '../support/samples';

const paymentId = '3a9b7c5d-1e2f-4a6b-8c0d-9e7f5a3b1c2d';
const paymentMethodId = '5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9';
const refundId = '2c4e6a8b-0d1f-4b3c-9e5a-7c9e1b3d5f7a';
const setupId = '6b7c8d9e-0f1a-4b2c-9d3e-4f5a6b7c8d9e';
const sessionId = '7c1f4e2a-8b3d-4f6e-9a0c-5d2b1e8f3a47';
const agent = {firstName: 'Dana', lastName: 'Okafor', userId: 'agent-7781'};

describe('checkout API samples against the mock', () => {
  useContractMock();
  const config = () => checkoutConfig('samples-test');

  it('createPayment sends an authorization the contract accepts', async () => {
    const answer = await createPayment(config(), {
      amount: 18750,
      paymentMethodId,
      merchantTransactionId: 'order-100241-attempt-1',
      authorizeCard: true,
      paymentDescription: 'Online order 100241',
    });
    expect(answer).toMatchObject({kind: 'payment', payment: {merchantTransactionId: expect.any(String) as unknown}});
  });

  it('createTokenPayment pays with a card token', async () => {
    const answer = await createTokenPayment(config(), {
      amount: 4599,
      merchantTransactionId: 'order-100245-attempt-1',
      paymentMethod: {type: 'CARD', token: 'pm_1Pt0Example3Hh', zipCode: '55401'},
      customer: {email: 'maria.lopez@example.com'},
    });
    expect(answer.kind).toBe('payment');
  });

  it('waitForPayment reads the payment until it rests', async () => {
    const waited = await waitForPayment(config(), paymentId);
    expect(waited.kind === 'rests' && settlementOf(waited.payment.status)).not.toBe('in-progress');
  });

  it('capturePayment captures part of an authorization', async () => {
    const payment = await capturePayment(config(), paymentId, {amount: 14200, metadata: {orderId: '100241'}});
    expect(payment.data.status).toBe('CAPTURE_INITIALIZED');
  });

  it('cancelPayment releases an authorization', async () => {
    const payment = await cancelPayment(config(), paymentId, {paymentCancellationReason: 'ABANDONED'});
    expect(payment.data.status).toBe('CANCEL_INITIALIZED');
  });

  it('createRefund refunds a whole payment by paymentId', async () => {
    const refund = await createRefund(config(), {
      paymentId,
      merchantTransactionId: 'refund-100234-1',
      reason: 'REQUESTED_BY_CUSTOMER',
    });
    expect(refund).toMatchObject({kind: 'created', refund: {status: 'INITIATED'}});
  });

  it('createRefund returns an amount to a payment method', async () => {
    const refund = await createRefund(config(), {
      paymentMethodId,
      amount: 1500,
      merchantTransactionId: 'refund-100248-1',
      customer: {email: 'maria.lopez@example.com'},
    });
    expect(refund).toMatchObject({kind: 'created', refund: {status: 'INITIATED'}});
  });

  it('waitForRefund and refundAndWait follow a refund to a final status', async () => {
    expect((await waitForRefund(config(), refundId)).status).toBe('COMPLETED');
    const refund = await refundAndWait(config(), {paymentId, merchantTransactionId: 'refund-100234-2'});
    expect(['COMPLETED', 'FAILED']).toContain(refund.status);
  });

  it('findPayments looks a payment up by merchantTransactionId', async () => {
    const lookup = await findPayments(config(), 'order-100234-attempt-1');
    expect(lookup.kind === 'found' && lookup.payments.map(({status}) => settlementOf(status))).toContain('paid');
  });

  it('findPayments throws the refusal of an identifier longer than the contract allows', async () => {
    await expect(findPayments(config(), 'x'.repeat(51))).rejects.toBeInstanceOf(CheckoutRefusal);
  });

  it('confirmOrder follows the session and its payment to the order outcome', async () => {
    await expect(confirmOrder(config(), sessionId)).resolves.toMatchObject({kind: 'paid'});
  });

  it('startSetup and waitForSetup save a card', async () => {
    const started = await startSetup(config(), {
      customer: {email: 'maria.lopez@example.com'},
      paymentMethod: {type: 'CARD', token: 'pm_1PqX2d4Example9aZ'},
      nickname: 'Work Visa',
    });
    expect(started.data.status).not.toBe('COMPLETED');
    const setup = await waitForSetup(config(), setupId);
    expect(setup.status).toBe('COMPLETED');
    expect(setupOutcome(setup).kind).not.toBe('failed');
  });

  it('savePaymentMethod saves a bank account, and refuses a bad one before any call', async () => {
    const bankAccount = {
      type: 'BANK_ACCOUNT',
      routingNumber: '110000000',
      accountNumber: '000123456789',
      accountType: 'checking',
      nameOnAccount: 'Maria Lopez',
    } as const;
    const saved = await savePaymentMethod(config(), {
      customer: {email: 'maria.lopez@example.com'},
      paymentMethod: bankAccount,
    });
    expect(saved.paymentMethodId).toBeDefined();
    await expect(
      savePaymentMethod(config(), {
        customer: {email: 'maria.lopez@example.com'},
        paymentMethod: {...bankAccount, accountNumber: '12345'},
      }),
    ).rejects.toThrow(/accountNumber/);
  });

  it('searchPaymentMethods lists the wallet and usablePaymentMethods keeps what can pay', async () => {
    const methods = await searchPaymentMethods(config(), {
      customer: {enterpriseId: 'ENT-0048213'},
      paymentMethodTypes: ['CARD'],
      includeExpired: true,
    });
    expect(methods.length).toBeGreaterThan(0);
    expect(usablePaymentMethods(methods).every(({status}) => status === 'COMPLETED')).toBe(true);
  });

  it('getPaymentMethod reads one method', async () => {
    const method = await getPaymentMethod(config(), paymentMethodId);
    expect(method.data.id).toBeDefined();
  });

  it('updatePaymentMethod and renewCardExpiry are accepted', async () => {
    const method = await updatePaymentMethod(config(), paymentMethodId, {
      nickname: 'Copay card',
      paymentMethodDetails: {
        type: 'CARD',
        manufacturerCard: true,
        cardCategories: [{type: 'MANUFACTURER_CARD', medications: ['Ozempic']}],
      },
      agent,
    });
    expect(method.id).toBeDefined();
    await expect(renewCardExpiry(config(), paymentMethodId, 8, 2031)).resolves.toBeDefined();
  });

  it('deletePaymentMethod deletes with and without an agent', async () => {
    await expect(deletePaymentMethod(config(), paymentMethodId, agent)).resolves.toBe('deleted');
    await expect(deletePaymentMethod(config(), paymentMethodId)).resolves.toBe('deleted');
  });
});

describe('helpers without calls', () => {
  it('settlementOf reads what a status means from the lifecycle', () => {
    expect(settlementOf('COMPLETED')).toBe('paid');
    expect(settlementOf('AUTHORIZED')).toBe('authorized');
    expect(settlementOf('CANCEL_FAILED')).toBe('authorized');
    expect(settlementOf('PAYMENT_METHOD_FAILED')).toBe('not-paid');
    expect(settlementOf('FAILED')).toBe('not-paid');
    expect(settlementOf('CANCELED')).toBe('not-paid');
    expect(settlementOf('ACCEPTED')).toBe('in-progress');
    expect(settlementOf('CAPTURE_INITIALIZED')).toBe('in-progress');
  });

  it('healthcareAmounts sums the worked example of the IIAS page', () => {
    expect(
      healthcareAmounts([
        {priceCents: 5200, category: 'PRESCRIPTION'},
        {priceCents: 1899, category: 'VISION'},
        {priceCents: 1176, category: 'OTHER_ELIGIBLE'},
        {priceCents: 1000, category: 'NOT_ELIGIBLE'},
      ]),
    ).toEqual({amount: 9275, healthcare: {qualifiedAmount: 8275, prescriptionAmount: 5200, visionAmount: 1899}});
    expect(healthcareAmounts([{priceCents: 1000, category: 'NOT_ELIGIBLE'}])).toEqual({amount: 1000});
  });

  it('agentFor verifies access only for trained card-taking staff', () => {
    const user = {givenName: 'Dana', familyName: 'Okafor', employeeId: 'agent-7781', roles: ['card-payments']};
    const now = new Date('2026-01-15T10:00:00Z');
    expect(agentFor(user, now).isAccessVerified).toBe(false);
    expect(agentFor({...user, pciTrainingValidUntil: new Date('2026-06-01')}, now).isAccessVerified).toBe(true);
    expect(() => agentFor({...user, employeeId: 'x'.repeat(51)}, now)).toThrow(/userId/);
  });

  it('bankAccountProblems names each broken rule', () => {
    expect(
      bankAccountProblems({
        type: 'BANK_ACCOUNT',
        routingNumber: '11000000',
        accountNumber: '12345',
        accountType: 'checking',
        nameOnAccount: 'Maria Lopez 2',
      }),
    ).toHaveLength(3);
  });
});

// Scripted answers.

const payment = (status: string, extra: Record<string, unknown> = {}) => ({
  url: `${scripted.apiUrl}/payments/${paymentId}`,
  data: {id: paymentId, amount: 18750, merchantTransactionId: 'order-100241-attempt-1', status, ...extra},
});
const refund = (status: string) => ({
  url: `${scripted.apiUrl}/refunds/${refundId}`,
  data: {id: refundId, paymentId, amount: 14200, merchantTransactionId: 'refund-100241-1', status},
});
const setup = (status: string) => ({
  url: `${scripted.apiUrl}/token/setup-payment-methods/${setupId}`,
  data: {id: setupId, status, ...(status === 'COMPLETED' ? {paymentMethodId} : {})},
});
const card = (expiryMonth: number, expiryYear: number) => ({
  url: `${scripted.apiUrl}/payment-methods/${paymentMethodId}`,
  data: {
    id: paymentMethodId,
    status: 'COMPLETED',
    paymentMethodType: 'CARD',
    paymentMethodDetails: {type: 'CARD', last4: '4444', expiryMonth, expiryYear},
  },
});
const session = (status: string, extra: Record<string, unknown> = {}) => ({
  url: `${scripted.apiUrl}/sessions/${sessionId}`,
  data: {sessionId, status, ...extra},
});
const readFailed = {status: 500, body: {title: 'Internal Server Error', status: 500}};
/** Sessions live 30 minutes; the scripted clock starts at 10:00. */
const expiresAt = '2026-01-15T10:30:00Z';
describe('checkout API helpers on scripted answers', () => {
  useScriptedClock();

  describe('waitForRefund', () => {
    it('202, 500, then 200: returns the COMPLETED refund', async () => {
      const {calls} = scriptFetch([
        {status: 202, body: refund('INITIATED')},
        readFailed,
        {status: 200, body: refund('COMPLETED')},
      ]);
      await expect(withinSimulated(waitForRefund(scripted, refundId), 20_000)).resolves.toMatchObject({
        status: 'COMPLETED',
      });
      expect(calls).toHaveLength(3);
    });

    it('INITIATED forever: gives up after 20 reads, within three minutes', async () => {
      scriptFetch(Array.from({length: 25}, () => ({status: 202, body: refund('INITIATED')})));
      await expect(withinSimulated(waitForRefund(scripted, refundId), 180_000)).rejects.toThrow(/still INITIATED/);
    });
  });

  describe('waitForSetup', () => {
    it('reads INITIALIZED, PENDING and a failed read, then returns the COMPLETED setup', async () => {
      const {calls} = scriptFetch([
        {status: 200, body: setup('INITIALIZED')},
        {status: 200, body: setup('PENDING')},
        readFailed,
        {status: 200, body: setup('COMPLETED')},
      ]);
      const done = await withinSimulated(waitForSetup(scripted, setupId), 30_000);
      expect(done.paymentMethodId).toBe(paymentMethodId);
      expect(calls).toHaveLength(4);
    });

    it('returns a FAILED setup as final', async () => {
      scriptFetch([{status: 200, body: setup('FAILED')}]);
      await expect(withinSimulated(waitForSetup(scripted, setupId), 5_000)).resolves.toMatchObject({status: 'FAILED'});
    });

    it('401 then 200: renews the merchant-pci token once', async () => {
      const {calls, tokens} = scriptFetch([
        {status: 401, body: {message: 'expired token'}},
        {status: 200, body: setup('COMPLETED')},
      ]);
      await withinSimulated(waitForSetup(scripted, setupId), 10_000);
      expect(tokens()).toBe(2);
      expect(calls.map(({authorization}) => authorization)).toEqual(['Bearer token-1', 'Bearer token-2']);
    });

    it('PENDING forever: gives up after 20 reads, within three minutes', async () => {
      const {calls} = scriptFetch(Array.from({length: 25}, () => ({status: 200, body: setup('PENDING')})));
      await expect(withinSimulated(waitForSetup(scripted, setupId), 180_000)).rejects.toThrow(/not final/);
      expect(calls).toHaveLength(20);
    });

    it('404: stops at once with the refusal', async () => {
      scriptFetch([{status: 404, body: {error: {errorCode: 'SETUP_PAYMENT_METHOD_NOT_FOUND', message: 'Not found.'}}}]);
      await expect(withinSimulated(waitForSetup(scripted, setupId), 5_000)).rejects.toMatchObject({
        httpStatus: 404,
        errorCode: 'SETUP_PAYMENT_METHOD_NOT_FOUND',
      });
    });
  });

  describe('startSetup', () => {
    const request = {
      customer: {email: 'maria.lopez@example.com'},
      paymentMethod: {type: 'CARD' as const, token: 'pm_1'},
    };

    it('500: throws the refusal; the same request sent again is accepted', async () => {
      const {calls} = scriptFetch([readFailed, {status: 202, body: setup('INITIALIZED')}]);
      await expect(startSetup(scripted, request)).rejects.toMatchObject({httpStatus: 500});
      expect((await startSetup(scripted, request)).data.status).toBe('INITIALIZED');
      expect(calls.map(({method, body}) => [method, body])).toEqual([
        ['POST', request],
        ['POST', request],
      ]);
    });

    it('400: throws the refusal with its errorCode', async () => {
      scriptFetch([
        {status: 400, body: {error: {errorCode: 'MANUFACTURER_CARD_REQUIRES_AGENT', message: 'Agent required.'}}},
      ]);
      await expect(startSetup(scripted, request)).rejects.toMatchObject({
        httpStatus: 400,
        errorCode: 'MANUFACTURER_CARD_REQUIRES_AGENT',
      });
    });
  });

  describe('updatePaymentMethod', () => {
    it('202: reads the method until the new expiry shows', async () => {
      const {calls} = scriptFetch([
        {status: 202, body: card(11, 2023)},
        {status: 200, body: card(11, 2023)},
        readFailed,
        {status: 200, body: card(8, 2031)},
      ]);
      const method = await withinSimulated(renewCardExpiry(scripted, paymentMethodId, 8, 2031), 20_000);
      expect(method.paymentMethodDetails).toMatchObject({expiryMonth: 8, expiryYear: 2031});
      expect(calls.map(({method: verb}) => verb)).toEqual(['PATCH', 'GET', 'GET', 'GET']);
    });

    it('202 and the change never shows: gives up after 6 reads, within a minute', async () => {
      scriptFetch([
        {status: 202, body: card(11, 2023)},
        ...Array.from({length: 8}, () => ({status: 200, body: card(11, 2023)})),
      ]);
      await expect(withinSimulated(renewCardExpiry(scripted, paymentMethodId, 8, 2031), 60_000)).rejects.toThrow(
        /still being applied/,
      );
    });
  });

  describe('deletePaymentMethod', () => {
    it('404 on a retried deletion: already gone', async () => {
      const {calls} = scriptFetch([{status: 404, body: {error: {errorCode: 'PAYMENT_METHOD_NOT_FOUND'}}}]);
      await expect(deletePaymentMethod(scripted, paymentMethodId, agent)).resolves.toBe('already-gone');
      expect(calls[0]?.body).toEqual({agent});
    });
  });

  describe('confirmOrder', () => {
    const completedWith = (status: string) => ({
      status: 200,
      body: session('COMPLETED', {payment: {id: paymentId, amount: 18750, status}, expiresAt}),
    });

    it('a bank debit ACCEPTED in the session: reads the payment until COMPLETED, then paid', async () => {
      const {calls} = scriptFetch([
        {status: 202, body: session('ACCEPTED', {expiresAt})},
        readFailed,
        completedWith('ACCEPTED'),
        {status: 202, body: payment('ACCEPTED')},
        readFailed,
        {status: 200, body: payment('COMPLETED')},
      ]);
      await expect(withinSimulated(confirmOrder(scripted, sessionId), 60_000)).resolves.toEqual({
        kind: 'paid',
        paymentId,
      });
      expect(calls).toHaveLength(6);
    });

    it.each([
      ['AUTHORIZED', 'authorized'],
      ['CANCEL_FAILED', 'authorized'],
      ['PAYMENT_METHOD_FAILED', 'failed'],
      ['CANCELED', 'failed'],
    ])('a payment that rests in %s: %s', async (status, kind) => {
      scriptFetch([completedWith(status), {status: 200, body: payment(status)}]);
      await expect(withinSimulated(confirmOrder(scripted, sessionId), 20_000)).resolves.toMatchObject({kind});
    });

    it('a FAILED session: failed with its errorCode, without reading a payment', async () => {
      const {calls} = scriptFetch([
        {status: 200, body: {...session('FAILED'), error: {errorCode: 'CARD_DECLINED', message: 'Declined.'}}},
      ]);
      await expect(withinSimulated(confirmOrder(scripted, sessionId), 10_000)).resolves.toEqual({
        kind: 'failed',
        reason: 'CARD_DECLINED',
      });
      expect(calls).toHaveLength(1);
    });

    it('410: expired', async () => {
      scriptFetch([{status: 410, body: {status: 410, error: {errorCode: 'SESSION_EXPIRED'}}}]);
      await expect(withinSimulated(confirmOrder(scripted, sessionId), 10_000)).resolves.toEqual({kind: 'expired'});
    });
  });

  describe('authorizeCaptureRefund', () => {
    it('authorizes, captures part and refunds, reading each step to rest', async () => {
      const {calls} = scriptFetch([
        {status: 202, body: payment('PENDING')},
        {status: 200, body: payment('AUTHORIZED')},
        {status: 202, body: payment('CAPTURE_INITIALIZED')},
        {status: 202, body: payment('CAPTURE_INITIALIZED')},
        {status: 200, body: payment('COMPLETED', {capturedAmount: 14200})},
        {status: 202, body: refund('INITIATED')},
        {status: 200, body: refund('COMPLETED')},
      ]);
      await expect(withinSimulated(authorizeCaptureRefund(scripted, paymentMethodId), 30_000)).resolves.toBe(
        'COMPLETED',
      );
      expect(calls.map(({method}) => method)).toEqual(['POST', 'GET', 'PATCH', 'GET', 'GET', 'POST', 'GET']);
    });

    it('does not capture a payment that ended FAILED', async () => {
      const {calls} = scriptFetch([
        {status: 202, body: payment('PENDING')},
        {status: 200, body: payment('FAILED')},
      ]);
      await expect(withinSimulated(authorizeCaptureRefund(scripted, paymentMethodId), 10_000)).rejects.toThrow(
        /declined/,
      );
      expect(calls).toHaveLength(2);
    });
  });
});
