/**
 * Every reserved amount, test card and test bank account of the Testing page, played through the simulator:
 * each gives the outcome the test data (x-test-data) states, its final statuses and its error code. The
 * page and the simulator read the same data, so this test is what keeps the page's promises true.
 */
import {describe, expect, it} from 'vitest';
import {durationMs, type TestAmount, type TestBankAccount, type TestCard, testDataOf} from '../../contract-core';
import {withinSimulated} from '../support/samples';
import {contractDocuments, useSimulator, type SimulatorHarness} from '../support/simulator';

const testData = testDataOf((await contractDocuments()).merchant);
if (testData === undefined) throw new Error('The Merchant API has no x-test-data');
const savedCard = testData.wallet.find((entry) => entry.card !== undefined)?.paymentMethodId ?? '';

type Json = Record<string, unknown>;
const dataOf = (body: unknown): Json => (body as {data?: Json} | undefined)?.data ?? {};
const errorCodeOf = (body: unknown): unknown => (body as {error?: {errorCode?: unknown}} | undefined)?.error?.errorCode;

/** Advances the clock until the payment's GET answers 200, and returns it. */
async function rested(harness: SimulatorHarness, paymentId: string): Promise<Json> {
  for (let step = 0; step < 20; step += 1) {
    const read = await harness.api('GET', `/v1/payments/${paymentId}`);
    if (read.status === 200) return dataOf(read.body);
    await harness.control('POST', '/_sandbox/clock', {advance: 'PT30S'});
  }
  throw new Error(`Payment ${paymentId} never rested`);
}

let transaction = 0;
const nextTransaction = (): string => `order-test-data-${(transaction += 1)}`;

async function pay(harness: SimulatorHarness, amount: number, fields: Json = {}) {
  return harness.api('POST', '/v1/payments', {
    amount,
    paymentMethodId: savedCard,
    merchantTransactionId: nextTransaction(),
    ...fields,
  });
}

/** What the test does with a payment of each behaviour, and the status it must end in. */
async function playAmount(harness: SimulatorHarness, entry: TestAmount): Promise<{ended: string; code?: unknown}> {
  const authorize = {authorizeCard: true};
  switch (entry.behaviour) {
    case 'serverError': {
      const created = await pay(harness, entry.amount);
      expect(created.status).toBe(500);
      const lookup = await harness.api('GET', `/v1/payments?merchantTransactionId=order-test-data-${transaction}`);
      const [found] = (lookup.body as {data: Json[]}).data;
      return {ended: String(found?.status), code: errorCodeOf(found)};
    }
    case 'slowAnswer': {
      const started = Date.now();
      const answer = await withinSimulated(pay(harness, entry.amount), 2 * durationMs(entry.answerAfter ?? 'PT0S'));
      expect(Date.now() - started).toBeGreaterThanOrEqual(durationMs(entry.answerAfter ?? 'PT0S'));
      return {ended: String((await rested(harness, String(dataOf(answer.body).id))).status)};
    }
    case 'slowProcessing': {
      const created = await pay(harness, entry.amount);
      const id = String(dataOf(created.body).id);
      await harness.control('POST', '/_sandbox/clock', {advance: 'PT50S'});
      expect((await harness.api('GET', `/v1/payments/${id}`)).status).toBe(202);
      await harness.control('POST', '/_sandbox/clock', {advance: entry.processingTime ?? 'PT0S'});
      return {ended: String((await rested(harness, id)).status)};
    }
    case 'partialAuthorization': {
      const partial = await pay(harness, entry.amount, {...authorize, partialAuthorization: true});
      const held = await rested(harness, String(dataOf(partial.body).id));
      expect(held).toMatchObject({status: 'AUTHORIZED', authorizedAmount: entry.authorizedAmount});
      const sale = await pay(harness, entry.amount);
      const declined = await rested(harness, String(dataOf(sale.body).id));
      return {ended: String(declined.status), code: errorCodeOf(declined)};
    }
    case 'cancelFailsOnce':
    case 'captureFails':
    case 'lapsesAtOnce': {
      const created = await pay(harness, entry.amount, authorize);
      const id = String(dataOf(created.body).id);
      const held = await rested(harness, id);
      if (entry.behaviour === 'lapsesAtOnce') {
        expect(held.paymentCancellationReason).toBe('ABANDONED');
        const capture = await harness.api('PATCH', `/v1/payments/${id}/capture`, {});
        return {ended: String(held.status), code: errorCodeOf(capture.body)};
      }
      const change =
        entry.behaviour === 'captureFails'
          ? await harness.api('PATCH', `/v1/payments/${id}/capture`, {})
          : await harness.api('PATCH', `/v1/payments/${id}/cancel`, {
              paymentCancellationReason: 'REQUESTED_BY_CUSTOMER',
            });
      expect(change.status).toBe(202);
      const after = await rested(harness, id);
      if (entry.behaviour === 'cancelFailsOnce') return {ended: String(after.status)};
      // Nothing was taken, and the charge carries the processor's refusal (Unusual payments failure).
      expect(after.capturedAmount).toBe(0);
      expect(after).toHaveProperty('chargeDetails.chargeError.vendorErrorCode');
      expect(after).toHaveProperty('error.httpStatus', 406);
      return {ended: String(after.status), code: errorCodeOf(after)};
    }
    case 'refundsFail': {
      const created = await pay(harness, entry.amount);
      const id = String(dataOf(created.body).id);
      const sale = await rested(harness, id);
      const body = {paymentId: id, merchantTransactionId: `refund-${nextTransaction()}`};
      const refund = await harness.api('POST', '/v1/refunds', body);
      expect(refund.status).toBe(202);
      await harness.control('POST', '/_sandbox/clock', {advance: 'PT1M'});
      const read = await harness.api('GET', `/v1/refunds/${String(dataOf(refund.body).id)}`);
      // A refusal, reported with the decline's status as the refund pages show it.
      expect(dataOf(read.body)).toMatchObject({
        status: 'FAILED',
        error: {errorCode: 'REFUND_DECLINED', httpStatus: 406},
      });
      // The FAILED refund keeps its identifier (createRefund's afterFailure): the same request is a replay
      // of it, never a second refund, and a different one is refused.
      const again = await harness.api('POST', '/v1/refunds', body);
      expect([again.status, dataOf(again.body).id, dataOf(again.body).status]).toEqual([
        202,
        dataOf(refund.body).id,
        'FAILED',
      ]);
      const other = await harness.api('POST', '/v1/refunds', {...body, reason: 'DUPLICATE'});
      expect(errorCodeOf(other.body)).toBe('DUPLICATE_MERCHANT_TRANSACTION_ID');
      return {ended: String(sale.status)};
    }
    case 'declined': {
      const created = await pay(harness, entry.amount);
      const failed = await rested(harness, String(dataOf(created.body).id));
      return {ended: String(failed.status), code: errorCodeOf(failed)};
    }
  }
}

describe('reserved amounts', () => {
  const harness = useSimulator();
  it.each(testData.amounts.map((entry) => [entry.amount, entry.behaviour, entry] as const))(
    '%i (%s) ends as the test data says',
    async (_amount, _behaviour, entry) => {
      const {ended, code} = await playAmount(harness(), entry);
      expect(entry.endsIn).toContain(ended);
      if (entry.errorCode !== undefined && code !== undefined) expect(code).toBe(entry.errorCode);
      if (['declined', 'partialAuthorization', 'lapsesAtOnce', 'serverError', 'captureFails'].includes(entry.behaviour))
        expect(code).toBe(entry.errorCode);
    },
  );
});

/** Pays in a session with the card or account, as the customer would, and reads the payment once it rests. */
async function payInSession(harness: SimulatorHarness, method: Json, authorizeCard = false): Promise<Json> {
  const session = await harness.api('POST', '/v1/sessions', {
    config: {modes: ['PAYMENT']},
    customer: {email: 'maria.lopez@example.com'},
    payment: {amount: 2300, merchantTransactionId: nextTransaction(), authorizeCard},
  });
  const sessionId = String(dataOf(session.body).sessionId);
  const acted = await harness.control('POST', `/_sandbox/sessions/${sessionId}/customer`, {action: 'pay', ...method});
  expect(acted.status, JSON.stringify(acted.body)).toBe(200);
  await harness.control('POST', '/_sandbox/clock', {advance: 'PT1M'});
  const read = await harness.api('GET', `/v1/sessions/${sessionId}`);
  return (dataOf(read.body).payment ?? {}) as Json;
}

async function saveCardToken(harness: SimulatorHarness, card: TestCard): Promise<string> {
  const token = `pm_card_${card.number.replaceAll(' ', '')}`;
  const setup = await harness.api('POST', '/v1/token/setup-payment-methods', {
    customer: {id: '0b7c4d2e-5f61-4a8b-9c3d-2e1f0a9b8c7d', email: 'maria.lopez@example.com'},
    paymentMethod: {type: 'CARD', token},
  });
  expect(setup.status, JSON.stringify(setup.body)).toBe(202);
  await harness.control('POST', '/_sandbox/clock', {advance: 'PT1M'});
  const read = await harness.api('GET', `/v1/token/setup-payment-methods/${String(dataOf(setup.body).id)}`);
  return String(dataOf(read.body).paymentMethodId);
}

/**
 * A payment from the merchant's server with a card the issuer declines: 406 with the processor's codes at
 * once (NotAcceptable), the payment recorded FAILED under its merchantTransactionId, so a resend is a duplicate.
 */
async function expectDeclinedAtOnce(
  harness: SimulatorHarness,
  card: TestCard,
  request: {readonly merchantTransactionId: string},
  created: {readonly status: number; readonly body?: unknown},
): Promise<void> {
  expect(created.status).toBe(406);
  expect(created.body).toMatchObject({status: 406, errorDetails: {code: card.processorCode}});
  const found = await harness.api('GET', `/v1/payments?merchantTransactionId=${request.merchantTransactionId}`);
  expect((found.body as {data: unknown[]}).data).toMatchObject([
    {status: 'FAILED', error: {errorCode: card.errorCode, httpStatus: 406}},
  ]);
  const again = await harness.api('POST', '/v1/payments', request);
  expect(again.body).toMatchObject({error: {errorCode: 'DUPLICATE_MERCHANT_TRANSACTION_ID'}});
}

describe('test cards', () => {
  const harness = useSimulator();
  it.each(testData.cards.map((card) => [card.number, card.category, card] as const))(
    '%s (%s)',
    async (_number, _category, card) => {
      const payment = await payInSession(harness(), {card: card.number});
      if (card.category === 'approved') expect(payment.status).toBe('COMPLETED');
      if (card.category === 'declined')
        expect(payment).toMatchObject({status: 'FAILED', error: {errorCode: card.errorCode}});
      if (card.behaviour === 'asksAuthentication' || card.behaviour === 'asksAuthenticationOnce') {
        expect(payment.status).toBe('AUTH_REQUIRED');
      }
      if (card.behaviour === 'declinesPayments' || card.behaviour === 'asksAuthenticationOnce') {
        // Saved to a wallet like an approved card; what the saved card does to a payment is the behaviour's.
        const methodId = await saveCardToken(harness(), card);
        const request = {amount: 2400, paymentMethodId: methodId, merchantTransactionId: nextTransaction()};
        const created = await harness().api('POST', '/v1/payments', request);
        if (card.behaviour === 'declinesPayments') await expectDeclinedAtOnce(harness(), card, request, created);
        else {
          await harness().control('POST', '/_sandbox/clock', {advance: 'PT1M'});
          const read = await harness().api('GET', `/v1/payments/${String(dataOf(created.body).id)}`);
          expect(dataOf(read.body).status).toBe('COMPLETED');
        }
      }
    },
  );
});

describe('test bank accounts', () => {
  const harness = useSimulator();
  const withAccount = testData.bankAccounts.filter(
    (account): account is TestBankAccount & {accountNumber: string} => account.accountNumber !== undefined,
  );
  const routingOnly = testData.bankAccounts.filter((account) => account.accountNumber === undefined);

  it.each(withAccount.map((account) => [account.accountNumber, account] as const))(
    'account %s',
    async (_number, account) => {
      const setup = await harness().api('POST', '/v1/token/setup-payment-methods', {
        customer: {id: '0b7c4d2e-5f61-4a8b-9c3d-2e1f0a9b8c7d', email: 'maria.lopez@example.com'},
        paymentMethod: {
          type: 'BANK_ACCOUNT',
          routingNumber: account.routingNumber,
          accountNumber: account.accountNumber,
          accountType: 'checking',
          nameOnAccount: 'Maria Lopez',
        },
      });
      expect(setup.status, JSON.stringify(setup.body)).toBe(202);
      await harness().control('POST', '/_sandbox/clock', {advance: 'PT1M'});
      const methodId = String(
        dataOf((await harness().api('GET', `/v1/token/setup-payment-methods/${String(dataOf(setup.body).id)}`)).body)
          .paymentMethodId,
      );
      // x-invariants bank-debit-needs-consent: a debit without consent is refused.
      const created = await harness().api('POST', '/v1/payments', {
        amount: 2600,
        paymentMethodId: methodId,
        merchantTransactionId: nextTransaction(),
        consent: {
          merchantConsentId: 'consent-2026-000187',
          merchantConsentText: 'I authorise Northwind Pharmacy to debit my account for 26.00 USD today.',
          collectionTimestamp: '2026-01-15T10:00:00Z',
          collectionDetails: {type: 'WEB', ipAddress: '203.0.113.7', userAgent: 'Mozilla/5.0'},
        },
      });
      expect(created.status).toBe(202);
      // The debit waits for the bank: still ACCEPTED halfway through the test scheme's bankDebitTime.
      const halfDebit = `PT${String(durationMs(testData.bankDebitTime) / 2000)}S`;
      await harness().control('POST', '/_sandbox/clock', {advance: halfDebit});
      const waiting = await harness().api('GET', `/v1/payments/${String(dataOf(created.body).id)}`);
      expect(dataOf(waiting.body).status).toBe('ACCEPTED');
      await harness().control('POST', '/_sandbox/clock', {advance: 'PT5M'});
      const payment = dataOf((await harness().api('GET', `/v1/payments/${String(dataOf(created.body).id)}`)).body);
      expect(payment.status).toBe(account.paymentStatus);
      if (account.errorCode !== undefined) expect(errorCodeOf(payment)).toBe(account.errorCode);
      const method = dataOf((await harness().api('GET', `/v1/payment-methods/${methodId}`)).body);
      expect((method.paymentMethodDetails as Json).status).toBe(account.accountStatus);
    },
  );

  it.each(routingOnly.map((account) => [account.routingNumber, account] as const))(
    'routing number %s: a setup is refused',
    async (_routing, account) => {
      const setup = await harness().api('POST', '/v1/token/setup-payment-methods', {
        customer: {id: '0b7c4d2e-5f61-4a8b-9c3d-2e1f0a9b8c7d', email: 'maria.lopez@example.com'},
        paymentMethod: {
          type: 'BANK_ACCOUNT',
          routingNumber: account.routingNumber,
          accountNumber: '000123456789',
          accountType: 'checking',
          nameOnAccount: 'Maria Lopez',
        },
      });
      expect(setup.status).toBe(400);
      expect(errorCodeOf(setup.body)).toBe(account.errorCode);
    },
  );
});
