/**
 * The samples of Core Capabilities and Special Use Cases: the flows run against the contract's mock, and
 * every polling, waiting and retry helper runs against scripted answers on fake timers, where each
 * sequence must end with the outcome its page promises within the simulated time the test states.
 */
import {describe, expect, inject, it, vi} from 'vitest';
import {cancelPayment} from '../../examples/checkout-api/payments/cancel-payment';
import {createPayment} from '../../examples/checkout-api/payments/create-payment';
import {capturePayment} from '../../examples/checkout-api/payments/capture-payment';
import {findPayments} from '../../examples/checkout-api/payments/find-payments';
import {deletePaymentMethod} from '../../examples/checkout-api/payment-methods/delete-payment-method';
import {searchPaymentMethods} from '../../examples/checkout-api/payment-methods/search-payment-methods';
import {updatePaymentMethod} from '../../examples/checkout-api/payment-methods/update-payment-method';
import {createChildSession} from '../../examples/core/channels/child-session';
import {sendEmailLink} from '../../examples/core/channels/send-email-link';
import {sendTextLink, toPhone} from '../../examples/core/channels/send-text-link';
import {telephoneSessionRequest} from '../../examples/core/channels/telephone-session';
import {totalsByType} from '../../examples/core/channels/till-totals';
import {captureSafely} from '../../examples/core/payments/capture-safely';
import {nextStep} from '../../examples/core/payments/next-step';
import {assessAuthorization, shortfallCents} from '../../examples/core/payments/partial-authorization';
import {takeSale} from '../../examples/core/payments/take-sale';
import {bankAccountFrom} from '../../examples/core/wallet/bank-account-form';
import {expiryProblem} from '../../examples/core/wallet/card-expiry';
import {canBeDefault, usableDefault} from '../../examples/core/wallet/default-method';
import {cardFor} from '../../examples/core/wallet/pick-card';
import type {components} from '../../examples/openapi/merchant';
import {completeReplacement} from '../../examples/special-cases/replace-payment-method';
import {decideAfterPaymentAttempt} from '../../examples/special-cases/retry-policy';
import {setupOutcome} from '../../examples/special-cases/setup-outcome';
import {createSession} from '../../examples/sessions/create-session';
import {checkoutConfig} from '../../examples/shared/config';
import {
  scriptedConfig as config,
  scriptFetch,
  useContractMock,
  useScriptedClock,
  withinSimulated,
} from '../support/samples';

type Payment = components['schemas']['Payment'];
type PaymentMethod = components['schemas']['PaymentMethod'];

const paymentId = '3a9b7c5d-1e2f-4a6b-8c0d-9e7f5a3b1c2d';
const paymentMethodId = '5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9';
const setupId = '6b7c8d9e-0f1a-4b2c-9d3e-4f5a6b7c8d9e';
const sessionId = '7c1f4e2a-8b3d-4f6e-9a0c-5d2b1e8f3a47';

const payment = (status: Payment['status'], extra: Partial<Payment> = {}): Payment => ({
  id: paymentId,
  amount: 12000,
  merchantTransactionId: 'order-100238-attempt-1',
  status,
  ...extra,
});
const card = (extra: Partial<PaymentMethod> = {}, details: Record<string, unknown> = {}): PaymentMethod => ({
  id: paymentMethodId,
  status: 'COMPLETED',
  paymentMethodType: 'CARD',
  paymentMethodDetails: {type: 'CARD', status: 'ACTIVE', ...details},
  ...extra,
});

describe('pure helpers', () => {
  it('nextStep reads the lifecycle', () => {
    expect(nextStep('COMPLETED')).toBe('PAID');
    expect(nextStep('AUTHORIZED')).toBe('CAPTURE_OR_CANCEL');
    expect(nextStep('CANCEL_FAILED')).toBe('CAPTURE_OR_CANCEL');
    expect(nextStep('PAYMENT_METHOD_FAILED')).toBe('ASK_FOR_NEW_PAYMENT_METHOD');
    expect(nextStep('FAILED')).toBe('OFFER_RETRY');
    expect(nextStep('CANCELED')).toBe('OFFER_RETRY');
    expect(nextStep('PENDING')).toBe('WAIT');
    expect(nextStep('AUTH_REQUIRED')).toBe('WAIT');
  });

  it('decideAfterPaymentAttempt follows the retry table', () => {
    expect(decideAfterPaymentAttempt(undefined)).toBe('LOOK_UP_THEN_RESEND_SAME_ID');
    expect(decideAfterPaymentAttempt(503)).toBe('LOOK_UP_THEN_RESEND_SAME_ID');
    expect(decideAfterPaymentAttempt(202)).toBe('FOLLOW_THE_PAYMENT');
    expect(decideAfterPaymentAttempt(429)).toBe('WAIT_RETRY_AFTER_THEN_RESEND');
    expect(decideAfterPaymentAttempt(500)).toBe('REPORT_FAILED');
    expect(decideAfterPaymentAttempt(406)).toBe('ASK_FOR_ANOTHER_METHOD');
    expect(decideAfterPaymentAttempt(400, 'DUPLICATE_MERCHANT_TRANSACTION_ID')).toBe('LOOK_UP_AND_FOLLOW');
    expect(decideAfterPaymentAttempt(400, 'PAYMENT_METHOD_NOT_FOUND')).toBe('FIX_REQUEST');
  });

  it('setupOutcome classifies finished setups', () => {
    const done = {id: setupId, status: 'COMPLETED' as const, paymentMethodId};
    expect(setupOutcome(done)).toEqual({kind: 'saved', paymentMethodId});
    expect(
      setupOutcome({
        ...done,
        warning: {errorGroup: 'WARNING', errorCode: 'DUPLICATE_ENTRY', message: 'm', httpStatus: 200},
      }),
    ).toEqual({kind: 'already-saved', paymentMethodId});
    expect(
      setupOutcome({
        id: setupId,
        status: 'FAILED',
        error: {errorGroup: 'PAYMENT_METHOD_ERROR', errorCode: 'CARD_DECLINED', message: 'm', httpStatus: 400},
      }),
    ).toEqual({kind: 'failed', errorCode: 'CARD_DECLINED'});
  });

  it('partial authorization, expiry, default, card and bank checks', () => {
    expect(shortfallCents({amount: 12000, authorizedAmount: 8000})).toBe(4000);
    expect(assessAuthorization(payment('AUTHORIZED', {authorizedAmount: 8000}))).toEqual({
      kind: 'PARTIALLY_AUTHORIZED',
      approvedCents: 8000,
      shortfallCents: 4000,
    });
    expect(assessAuthorization(payment('AUTHORIZED', {authorizedAmount: 12000}))).toEqual({kind: 'FULLY_AUTHORIZED'});
    const today = new Date('2026-01-15T00:00:00Z');
    expect(expiryProblem(13, 2030, today)).toBe('MONTH_OUT_OF_RANGE');
    expect(expiryProblem(8, 2025, today)).toBe('YEAR_IN_PAST');
    expect(expiryProblem(8, 2031, today)).toBeUndefined();
    expect(canBeDefault(card())).toBe(true);
    expect(canBeDefault(card({status: 'INITIATED'}))).toBe(false);
    expect(canBeDefault(card({}, {manufacturerCard: true}))).toBe(false);
    expect(usableDefault([card({default: true}, {status: 'EXPIRED'})])).toBeUndefined();
    const copay = card(
      {id: 'copay'},
      {manufacturerCard: true, cardCategories: [{type: 'MANUFACTURER_CARD', medications: ['Ozempic']}]},
    );
    expect(cardFor('Ozempic', [card({default: true}), copay])?.id).toBe('copay');
    expect(cardFor('Metformin', [card({default: true}), copay])?.id).toBe(paymentMethodId);
    expect(
      bankAccountFrom({
        routingNumber: '110000000',
        accountNumber: '000123456789',
        accountType: 'checking',
        nameOnAccount: 'Maria Lopez',
      }).ok,
    ).toBe(true);
    expect(
      bankAccountFrom({routingNumber: '11', accountNumber: '1', accountType: 'Checking', nameOnAccount: 'M4'}),
    ).toEqual({
      ok: false,
      problems: [
        'ROUTING_NUMBER_NOT_9_DIGITS',
        'ACCOUNT_NUMBER_NOT_6_TO_17_DIGITS',
        'ACCOUNT_TYPE_NOT_CHECKING_OR_SAVINGS',
        'NAME_MISSING_OR_HAS_DIGITS',
      ],
    });
    expect(toPhone('+1', '(612) 555-0143')).toEqual({countryCode: '1', number: '6125550143'});
    expect(toPhone('1', '12')).toBeUndefined();
    const totals = totalsByType([
      payment('COMPLETED', {paymentMethodType: 'CARD_PRESENT', capturedAmount: 2350}),
      payment('FAILED', {paymentMethodType: 'CARD_PRESENT', capturedAmount: 0}),
      payment('COMPLETED', {paymentMethodType: 'CARD', capturedAmount: 4599}),
    ]);
    expect(Object.fromEntries(totals)).toEqual({CARD_PRESENT: 2350, CARD: 4599});
  });
});

describe('samples against the mock', () => {
  useContractMock();
  const config = () => checkoutConfig('samples-core-test');

  it('takeSale creates a sale and follows it to an outcome', async () => {
    const outcome = await takeSale(config(), {
      amount: 4599,
      paymentMethodId,
      merchantTransactionId: 'order-100234-attempt-1',
    });
    expect(outcome.kind).toBe('paid');
  });

  it('createPayment, capturePayment, cancelPayment and findPayments are accepted', async () => {
    const attempt = await createPayment(config(), {
      amount: 12000,
      paymentMethodId,
      merchantTransactionId: 'order-100238-attempt-1',
      authorizeCard: true,
    });
    expect(attempt.kind).toBe('payment');
    expect((await capturePayment(config(), paymentId, {amount: 6500})).data.id).toMatch(/-/);
    expect((await capturePayment(config(), paymentId)).data.id).toMatch(/-/);
    expect(
      (await cancelPayment(config(), paymentId, {paymentCancellationReason: 'REQUESTED_BY_CUSTOMER'})).data.id,
    ).toMatch(/-/);
    expect((await findPayments(config(), 'order-100234-attempt-1')).kind).toBe('found');
    const authorized = payment('AUTHORIZED', {authorizedAmount: 12000});
    expect((await captureSafely(config(), authorized, new Date(), 6500)).id).toMatch(/-/);
    await expect(captureSafely(config(), payment('COMPLETED'), new Date())).rejects.toThrow(/allows no capture/);
  });

  it('searchPaymentMethods, updatePaymentMethod, deletePaymentMethod and completeReplacement', async () => {
    const methods = await searchPaymentMethods(config(), {
      customer: {id: '0b7c4d2e-5f61-4a8b-9c3d-2e1f0a9b8c7d'},
      includeExpired: true,
    });
    expect(Array.isArray(methods)).toBe(true);
    const updated = await updatePaymentMethod(config(), paymentMethodId, {isDefault: true, nickname: 'Work Visa'});
    expect(updated.id).toBe(paymentMethodId);
    const agent = {firstName: 'Dana', lastName: 'Okafor', userId: 'agent-7781'};
    expect(await deletePaymentMethod(config(), paymentMethodId, agent)).toBe('deleted');
    expect(await deletePaymentMethod(config(), paymentMethodId)).toBe('deleted');
    expect(
      await completeReplacement(config(), card({default: true}), '6a7b8c9d-0e1f-4a2b-8c3d-4e5f6a7b8c9d', agent),
    ).toBe('deleted');
  });

  it('child sessions: text and email links, with the checkout token and with the server token', async () => {
    const token = inject('sampleEnvironment').CHECKOUT_TOKEN ?? '';
    const phone = toPhone('1', '612 555 0143');
    if (phone === undefined) throw new Error('the phone number should be usable');
    expect((await sendTextLink(config(), sessionId, 'TEXT_TO_PAY', phone, token)).status).toMatch(/^NOTIFICATION_/);
    expect((await sendEmailLink(config(), sessionId, 'EMAIL_TO_ADD', ' maria.lopez@example.com ', token)).id).toMatch(
      /-/,
    );
    expect(
      (
        await createChildSession(config(), sessionId, {
          childSessionMode: 'EMAIL_TO_PAY',
          email: 'maria.lopez@example.com',
        })
      ).id,
    ).toMatch(/-/);
  });

  it('telephoneSessionRequest builds a session the mock accepts', async () => {
    const request = telephoneSessionRequest(
      {
        customerEnterpriseId: 'ENT-0048213',
        customerEmail: 'maria.lopez@example.com',
        firstName: 'Maria',
        lastName: 'Lopez',
        amountCents: 4599,
        merchantTransactionId: 'call-20240412-0107',
        description: 'Prescription refill, order 100241',
      },
      {firstName: 'Dana', lastName: 'Okafor', userId: 'agent-7781'},
      true,
    );
    expect((await createSession(config(), request)).data.sessionId).toMatch(/-/);
  });
});

// Scripted answers on fake timers.

const methodWith = (extra: Partial<PaymentMethod>) => ({
  url: `${config.apiUrl}/payment-methods/${paymentMethodId}`,
  data: card(extra),
});
const failedRead = {status: 500, body: {title: 'Internal Server Error', status: 500}};
const expiredToken = {status: 401, body: {message: 'expired token'}};

describe('scripted answers', () => {
  useScriptedClock();

  describe('updatePaymentMethod', () => {
    const update = {isDefault: true, nickname: 'Work Visa'};
    it('202, then a read that shows the change: returns it', async () => {
      const {calls} = scriptFetch([
        {status: 202, body: methodWith({default: false})},
        {status: 200, body: methodWith({default: false})},
        {status: 200, body: methodWith({default: true, nickname: 'Work Visa'})},
      ]);
      expect((await withinSimulated(updatePaymentMethod(config, paymentMethodId, update), 15_000)).default).toBe(true);
      expect(calls.map(({method}) => method)).toEqual(['PATCH', 'GET', 'GET']);
    });
    it('202, then 500, then 200: a failed read is read again', async () => {
      scriptFetch([
        {status: 202, body: methodWith({})},
        failedRead,
        {status: 200, body: methodWith({default: true, nickname: 'Work Visa'})},
      ]);
      expect((await withinSimulated(updatePaymentMethod(config, paymentMethodId, update), 15_000)).nickname).toBe(
        'Work Visa',
      );
    });
    it('a card detail is compared field by field', async () => {
      scriptFetch([
        {status: 202, body: methodWith({})},
        {status: 200, body: {...methodWith({}), data: card({}, {expiryMonth: 8, expiryYear: 2031})}},
      ]);
      const details = {type: 'CARD' as const, expiryMonth: 8, expiryYear: 2031};
      const method = await withinSimulated(
        updatePaymentMethod(config, paymentMethodId, {paymentMethodDetails: details}),
        5_000,
      );
      expect(method.paymentMethodDetails).toMatchObject(details);
    });
    it('401 then 200: renews the wallet token once', async () => {
      const {tokens} = scriptFetch([expiredToken, {status: 200, body: methodWith({default: true})}]);
      await withinSimulated(updatePaymentMethod(config, paymentMethodId, update), 5_000);
      expect(tokens()).toBe(2);
    });
    it('202 and a change that never shows: gives up after six reads, within 90 seconds', async () => {
      const {calls} = scriptFetch([
        {status: 202, body: methodWith({})},
        ...Array.from({length: 20}, () => ({status: 200, body: methodWith({})})),
      ]);
      await expect(withinSimulated(updatePaymentMethod(config, paymentMethodId, update), 90_000)).rejects.toThrow(
        /still being applied/,
      );
      expect(calls).toHaveLength(7);
    });
    it('202, then 404: the method was deleted, stop with the refusal', async () => {
      scriptFetch([
        {status: 202, body: methodWith({})},
        {status: 404, body: {status: 404, error: {errorCode: 'PAYMENT_METHOD_NOT_FOUND'}}},
      ]);
      await expect(withinSimulated(updatePaymentMethod(config, paymentMethodId, update), 5_000)).rejects.toMatchObject({
        httpStatus: 404,
        errorCode: 'PAYMENT_METHOD_NOT_FOUND',
      });
    });
  });

  it('createChildSession sends X-Upstream-Env with the checkout token', async () => {
    vi.stubEnv('CHECKOUT_INTERNAL_API_URL', 'https://checkout-api.test.invalid');
    const {calls} = scriptFetch([
      {status: 200, body: {url: 'u', data: {id: 'c', status: 'NOTIFICATION_CREATED', mode: 'TEXT_TO_PAY'}}},
    ]);
    await createChildSession(
      config,
      sessionId,
      {childSessionMode: 'TEXT_TO_PAY', phone: {countryCode: '1', number: '6125550143'}},
      'checkout-token',
    );
    expect(calls[0]?.headers.get('x-upstream-env')).toBe('stage');
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer checkout-token');
    vi.unstubAllEnvs();
  });
});
