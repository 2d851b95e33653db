/**
 * The internal checkout API against the simulator, as the widget calls it: a checkout session created,
 * opened, paid and read; cancelled; continued by a child session; a customer's wallet set up, listed,
 * read, updated and emptied; the bank lookup; and the checkout token, valid for its own session only.
 * Each answer is also checked against the contract's documented responses (simulator/node/simulator.ts).
 */
import {describe, expect, it} from 'vitest';
import {operationsOf, testDataOf} from '../../contract-core';
import {actedOperationIds, documentList, type SimResponse, simulatorContract} from '../../simulator';
import {contractDocuments, useSimulator, type SimulatorHarness} from '../support/simulator';

const documents = await contractDocuments();
const testData = testDataOf(documents.merchant);
if (testData === undefined) throw new Error('The Merchant API has no x-test-data');
const walletCard = testData.wallet.find((entry) => entry.card !== undefined);
if (walletCard === undefined) throw new Error('The test wallet holds no card');
const noBank = testData.bankAccounts.find(
  (entry) => entry.accountNumber === undefined && entry.errorCode !== undefined,
);
const bank = testData.bankAccounts.find(
  (entry) => entry.accountNumber !== undefined && entry.paymentStatus === 'COMPLETED',
);
if (noBank === undefined || bank?.accountNumber === undefined)
  throw new Error('The test data lacks a routing number of no bank or an account that pays');
const askingCard = testData.cards.find((card) => card.behaviour === 'asksAuthentication');
if (askingCard === undefined) throw new Error('The test data has no card that asks for authentication');
/** The bank the simulator names for every routing number of a bank: BankLookup.bankName's example. */
const bankName = 'First Lakes Bank';

/** The wallet's customer, who holds the test wallet's card; another customer starts with an empty wallet. */
const walletCustomer = walletCard.customerId;
const otherCustomer = '6a7b8c9d-0e1f-4a2b-8c3d-4e5f6a7b8c9d';
const unknownId = '7c1f4e2a-8b3d-4f6e-9a0c-5d2b1e8f3a47';

type Json = Record<string, unknown>;
const dataOf = (answer: SimResponse): Json => (answer.body as {data?: Json} | undefined)?.data ?? {};
const checkoutOf = (answer: SimResponse): Json => (dataOf(answer).checkoutSession ?? {}) as Json;
const errorCodeOf = (answer: SimResponse): unknown =>
  (answer.body as {error?: {errorCode?: unknown}} | undefined)?.error?.errorCode;

const advance = (harness: SimulatorHarness, duration: string) =>
  harness.control('POST', '/_sandbox/clock', {advance: duration});

let transaction = 0;
const nextTransaction = (): string => `order-internal-${(transaction += 1)}-attempt-1`;

interface CreatedCheckout {
  readonly id: string;
  readonly token: string;
  /** The payment the session describes: amount and merchantTransactionId. */
  readonly payment?: Json;
}

/** A session that pays 45.99 for the wallet's customer, with a new merchantTransactionId. */
const payingRequest = (changes: Json = {}): Json => ({
  config: {modes: ['PAYMENT_WITH_WALLET']},
  customer: {id: walletCustomer, email: 'maria.lopez@example.com'},
  payment: {amount: 4599, merchantTransactionId: nextTransaction()},
  ...changes,
});

/** POST /checkout-sessions, as the checkout application calls it with the merchant's token. */
async function createCheckout(harness: SimulatorHarness, request = payingRequest()): Promise<CreatedCheckout> {
  const created = await harness.api('POST', '/checkout-api/checkout-sessions', request);
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const {token} = created.body as {token: unknown};
  if (typeof token !== 'string') throw new Error('createCheckoutSession answered no token');
  const payment = request.payment as Json | undefined;
  return {id: String(checkoutOf(created).id), token, ...(payment === undefined ? {} : {payment})};
}

/** The widget's payment of the session's payment with a saved method. */
const paymentOf = (checkout: CreatedCheckout, paymentMethodId = walletCard.paymentMethodId): Json => ({
  ...checkout.payment,
  paymentMethodId,
});

/** A new token of the merchant's: the harness's own lasts the token lifetime, an hour of the simulated clock. */
async function merchantToken(harness: SimulatorHarness): Promise<string> {
  const issued = await harness.simulator.handle({
    method: 'POST',
    url: '/oauth2/token',
    headers: {authorization: `Basic ${btoa('sandbox-client:sandbox-secret')}`},
    body: 'grant_type=client_credentials&scope=nonprod-all',
  });
  return String((issued.body as {access_token?: unknown}).access_token);
}

/** A call with a checkout token, as the widget makes it. */
function widget(
  harness: SimulatorHarness,
  token: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Readonly<Record<string, string>> = {},
): Promise<SimResponse> {
  return harness.api(method, `/checkout-api${path}`, body, {authorization: `Bearer ${token}`, ...headers});
}

/** The headers of the widget's payment and wallet calls in a checkout session. */
const inCheckout = (checkout: CreatedCheckout, customerId = walletCustomer) => ({
  'x-checkout-id': checkout.id,
  'x-customer-id': customerId,
});

describe('a checkout session in the widget', () => {
  const harness = useSimulator();

  it('is created, opened with init=true, paid with a saved card and read as the payment rests', async () => {
    const checkout = await createCheckout(
      harness(),
      payingRequest({config: {modes: ['PAYMENT_WITH_WALLET'], appearance: {height: {button: 48}}}}),
    );
    const created = await widget(harness(), checkout.token, 'GET', `/checkout-sessions/${checkout.id}`);
    expect(checkoutOf(created)).toMatchObject({checkoutSessionStatus: 'CREATED', customerId: walletCustomer});
    expect(dataOf(created).sessionContext).toBeUndefined();

    const opened = await widget(harness(), checkout.token, 'GET', `/checkout-sessions/${checkout.id}?init=true`);
    expect(opened.status).toBe(200);
    expect(checkoutOf(opened).checkoutSessionStatus).toBe('INITIATED');
    expect(dataOf(opened)).toMatchObject({appearance: {height: {button: 48}}, sessionContext: {pci: {active: true}}});

    const payment = paymentOf(checkout);
    const paid = await widget(harness(), checkout.token, 'POST', '/api-ccg/payments', payment, inCheckout(checkout));
    expect(paid.status, JSON.stringify(paid.body)).toBe(202);
    const paymentId = String(dataOf(paid).id);
    expect(dataOf(paid)).toMatchObject({status: 'PENDING', checkoutId: checkout.id, customerId: walletCustomer});
    const submitted = await widget(harness(), checkout.token, 'GET', `/checkout-sessions/${checkout.id}`);
    expect(checkoutOf(submitted)).toMatchObject({checkoutSessionStatus: 'PENDING', paymentId});
    const processing = await widget(
      harness(),
      checkout.token,
      'GET',
      `/api-ccg/payments/${paymentId}`,
      undefined,
      inCheckout(checkout),
    );
    expect(processing.status).toBe(202);

    await advance(harness(), 'PT1M');
    const rested = await widget(
      harness(),
      checkout.token,
      'GET',
      `/api-ccg/payments/${paymentId}`,
      undefined,
      inCheckout(checkout),
    );
    expect(rested.status).toBe(200);
    expect(dataOf(rested)).toMatchObject({status: 'COMPLETED', capturedAmount: 4599});
    const completed = await widget(harness(), checkout.token, 'GET', `/checkout-sessions/${checkout.id}`);
    expect(checkoutOf(completed)).toMatchObject({checkoutSessionStatus: 'COMPLETED', paymentId});
    // The Merchant API sees the same payment.
    expect(dataOf(await harness().api('GET', `/v1/payments/${paymentId}`)).status).toBe('COMPLETED');

    // x-idempotency: the session's payment is taken, and its merchantTransactionId is used.
    const again = await widget(harness(), checkout.token, 'POST', '/api-ccg/payments', payment, inCheckout(checkout));
    expect([again.status, errorCodeOf(again)]).toEqual([400, 'DUPLICATE_MERCHANT_TRANSACTION_ID']);
    const secondSession = await harness().api('POST', '/checkout-api/checkout-sessions', {
      config: {modes: ['PAYMENT']},
      payment: checkout.payment,
    });
    expect(errorCodeOf(secondSession)).toBe('DUPLICATE_MERCHANT_TRANSACTION_ID');
  });

  it('a card that asks for authentication waits in AUTH_REQUIRED until the widget confirms it', async () => {
    const saved = await harness().api('POST', '/v1/token/setup-payment-methods', {
      customer: {id: walletCustomer, email: 'maria.lopez@example.com'},
      paymentMethod: {type: 'CARD', token: `pm_card_${askingCard.number.replaceAll(' ', '')}`},
    });
    await advance(harness(), 'PT1M');
    const setup = await harness().api('GET', `/v1/token/setup-payment-methods/${String(dataOf(saved).id)}`);
    const methodId = String(dataOf(setup).paymentMethodId);
    const checkout = await createCheckout(harness());
    await widget(harness(), checkout.token, 'GET', `/checkout-sessions/${checkout.id}?init=true`);
    const paid = await widget(
      harness(),
      checkout.token,
      'POST',
      '/api-ccg/payments',
      paymentOf(checkout, methodId),
      inCheckout(checkout),
    );
    const paymentId = String(dataOf(paid).id);
    await advance(harness(), 'PT1M');
    const read = (path: string) => widget(harness(), checkout.token, 'GET', path, undefined, inCheckout(checkout));
    expect(dataOf(await read(`/api-ccg/payments/${paymentId}`)).status).toBe('AUTH_REQUIRED');

    const confirmed = await read(`/api-ccg/payments/${paymentId}/confirm`);
    expect([confirmed.status, dataOf(confirmed).status]).toEqual([202, 'CONFIRMATION_INITIALIZED']);
    await advance(harness(), 'PT1M');
    const rested = await read(`/api-ccg/payments/${paymentId}`);
    expect([rested.status, dataOf(rested).status]).toEqual([200, 'COMPLETED']);
    const again = await read(`/api-ccg/payments/${paymentId}/confirm`);
    expect([again.status, dataOf(again).status]).toEqual([200, 'COMPLETED']);
    expect(checkoutOf(await read(`/checkout-sessions/${checkout.id}`)).checkoutSessionStatus).toBe('COMPLETED');
  });

  it('is cancelled once: CANCELED, then answered unchanged, and it takes no payment or link', async () => {
    const checkout = await createCheckout(harness());
    const cancel = () => widget(harness(), checkout.token, 'PATCH', `/checkout-sessions/${checkout.id}/cancel`);
    const cancelled = await cancel();
    expect([cancelled.status, checkoutOf(cancelled).checkoutSessionStatus]).toEqual([200, 'CANCELED']);
    const again = await cancel();
    expect([again.status, checkoutOf(again).checkoutSessionStatus]).toEqual([200, 'CANCELED']);

    const paid = await widget(
      harness(),
      checkout.token,
      'POST',
      '/api-ccg/payments',
      paymentOf(checkout),
      inCheckout(checkout),
    );
    expect([paid.status, errorCodeOf(paid)]).toEqual([400, 'INVALID_HEADER']);
    const link = await widget(harness(), checkout.token, 'POST', `/checkout-sessions/${checkout.id}/child-sessions`, {
      childSessionMode: 'EMAIL_TO_PAY',
      email: 'maria.lopez@example.com',
    });
    expect([link.status, errorCodeOf(link)]).toEqual([410, 'SESSION_EXPIRED']);
  });

  it('expires after 30 minutes: cancel answers 410, and the checkout token expires with it', async () => {
    const checkout = await createCheckout(harness());
    await advance(harness(), 'PT31M');
    const cancelled = await harness().api('PATCH', `/checkout-api/checkout-sessions/${checkout.id}/cancel`);
    expect([cancelled.status, errorCodeOf(cancelled)]).toEqual([410, 'SESSION_EXPIRED']);
    const withToken = await widget(harness(), checkout.token, 'GET', `/checkout-sessions/${checkout.id}`);
    expect(withToken.status).toBe(401);
  });

  it('an unknown checkout session answers 404', async () => {
    const read = await harness().api('GET', `/checkout-api/checkout-sessions/${unknownId}`);
    expect([read.status, errorCodeOf(read)]).toEqual([404, 'SESSION_NOT_FOUND']);
  });
});

describe('a child session', () => {
  const harness = useSimulator();

  it('is sent after the processing time, and its link keeps the session alive for 24 hours', async () => {
    const checkout = await createCheckout(harness());
    const left = await createCheckout(harness());
    const sent = await widget(harness(), checkout.token, 'POST', `/checkout-sessions/${checkout.id}/child-sessions`, {
      childSessionMode: 'TEXT_TO_ADD',
      phone: {countryCode: '1', number: '6125550143'},
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const child = dataOf(sent);
    expect(child).toMatchObject({
      status: 'NOTIFICATION_CREATED',
      mode: 'TEXT_TO_ADD',
      notification: {channel: 'TEXT', destination: '***-***-0143'},
    });
    expect(Date.parse(String(child.expiresAt)) - Date.parse(String(child.createdAt))).toBe(24 * 3600_000);

    await advance(harness(), 'PT1M');
    const read = await widget(harness(), checkout.token, 'GET', `/checkout-sessions/${checkout.id}`);
    expect(checkoutOf(read)).toMatchObject({childSessionId: child.id, childSession: {status: 'NOTIFICATION_SENT'}});

    await advance(harness(), 'PT30M');
    const alive = await widget(harness(), checkout.token, 'GET', `/checkout-sessions/${checkout.id}`);
    expect(alive.status).toBe(200);
    const expired = await harness().api('GET', `/checkout-api/checkout-sessions/${left.id}`);
    expect([expired.status, errorCodeOf(expired)]).toEqual([410, 'SESSION_EXPIRED']);

    await advance(harness(), 'PT23H30M');
    const ended = await harness().api('GET', `/checkout-api/checkout-sessions/${checkout.id}`, undefined, {
      authorization: `Bearer ${await merchantToken(harness())}`,
    });
    expect([ended.status, errorCodeOf(ended)]).toEqual([410, 'SESSION_EXPIRED']);
    expect((await widget(harness(), checkout.token, 'GET', `/checkout-sessions/${checkout.id}`)).status).toBe(401);
  });
});

describe("a customer's wallet in the widget", () => {
  const harness = useSimulator();

  it('sets up a bank account and a card, then lists, reads, updates and deletes them', async () => {
    const checkout = await createCheckout(harness(), {
      config: {modes: ['WALLET']},
      customer: {id: otherCustomer, email: 'ana.ruiz@example.com'},
    });
    const call = (method: string, path: string, body?: unknown) =>
      widget(harness(), checkout.token, method, path, body, inCheckout(checkout, otherCustomer));
    const customerPath = `/api-ccg/customers/${otherCustomer}`;

    const bankSetup = await call('POST', `${customerPath}/setup-payment-methods`, {
      paymentMethod: {
        type: 'BANK_ACCOUNT',
        routingNumber: bank.routingNumber,
        accountNumber: bank.accountNumber,
        accountType: 'savings',
        nameOnAccount: 'Ana Ruiz',
      },
      nickname: 'Household savings',
    });
    expect(bankSetup.status, JSON.stringify(bankSetup.body)).toBe(202);
    expect(dataOf(bankSetup)).toMatchObject({status: 'INITIALIZED', paymentMethodType: 'BANK_ACCOUNT'});
    const cardSetup = await call('POST', `${customerPath}/setup-payment-methods`, {
      paymentMethod: {type: 'CARD', nameOnCard: 'Ana Ruiz'},
    });
    expect(dataOf(cardSetup)).toMatchObject({status: 'INITIALIZED', paymentMethodType: 'CARD'});
    expect(dataOf(cardSetup).vendorSetupPaymentMethodSecret).toEqual(expect.any(String));
    expect((await call('GET', `${customerPath}/payment-methods`)).body).toEqual({data: []});

    await advance(harness(), 'PT1M');
    const setupOf = (answer: SimResponse) =>
      call('GET', `${customerPath}/setup-payment-methods/${String(dataOf(answer).id)}`);
    const bankDone = dataOf(await setupOf(bankSetup));
    const cardDone = dataOf(await setupOf(cardSetup));
    expect([bankDone.status, cardDone.status]).toEqual(['COMPLETED', 'COMPLETED']);
    const bankId = String(bankDone.paymentMethodId);
    const cardId = String(cardDone.paymentMethodId);

    const methods = (await call('GET', `${customerPath}/payment-methods`)).body as {data: Json[]};
    expect(methods.data.map((method) => method.id).sort()).toEqual([bankId, cardId].sort());
    expect(methods.data.find((method) => method.id === bankId)).toMatchObject({
      customerId: otherCustomer,
      nickname: 'Household savings',
      paymentMethodDetails: {type: 'BANK_ACCOUNT', accountType: 'savings', bankName, nameOnAccount: 'Ana Ruiz'},
    });

    const bankPath = `${customerPath}/payment-methods/${bankId}`;
    const read = await call('GET', bankPath);
    expect([read.status, dataOf(read).id]).toEqual([200, bankId]);
    const renamed = await call('PATCH', bankPath, {nickname: 'Rainy day'});
    expect([renamed.status, dataOf(renamed).nickname]).toEqual([200, 'Rainy day']);
    // x-idempotency's afterFailure: an update refused as invalid changes nothing.
    const mismatch = await call('PATCH', bankPath, {nickname: 'Changed', paymentMethodDetails: {type: 'CARD'}});
    expect([mismatch.status, errorCodeOf(mismatch)]).toEqual([400, 'PAYMENT_METHOD_TYPE_MISMATCH']);
    expect(dataOf(await call('GET', bankPath)).nickname).toBe('Rainy day');

    const madeDefault = await call('PATCH', `/payment-methods/${cardId}`, {isDefault: true});
    expect([madeDefault.status, dataOf(madeDefault).default]).toEqual([200, true]);
    expect(dataOf(await call('GET', bankPath)).default).toBe(false);

    const deleted = await call('DELETE', bankPath);
    expect(deleted.status).toBe(204);
    for (const method of ['GET', 'PATCH', 'DELETE']) {
      const gone = await call(method, bankPath, method === 'PATCH' ? {nickname: 'Gone'} : undefined);
      expect([gone.status, errorCodeOf(gone)]).toEqual([404, 'PAYMENT_METHOD_NOT_FOUND']);
    }
    const remaining = (await call('GET', `${customerPath}/payment-methods`)).body as {data: Json[]};
    expect(remaining.data.map((method) => method.id)).toEqual([cardId]);
    const events = (await harness().control('GET', '/_sandbox/events')).body as {data: {type: string}[]};
    expect(events.data.map(({type}) => type)).toEqual(
      expect.arrayContaining(['PAYMENT_METHOD_CREATED', 'PAYMENT_METHOD_DELETED']),
    );
  });

  it("another customer's method and setup answer the 404 of an unknown id", async () => {
    const customerPath = `/checkout-api/api-ccg/customers/${otherCustomer}`;
    const headers = {'x-checkout-id': unknownId, 'x-customer-id': otherCustomer};
    const setup = await harness().api(
      'POST',
      `/checkout-api/api-ccg/customers/${walletCustomer}/setup-payment-methods`,
      {paymentMethod: {type: 'CARD'}},
      headers,
    );
    expect(setup.status).toBe(202);
    const theirs = `${customerPath}/payment-methods/${walletCard.paymentMethodId}`;
    const unknown = `${customerPath}/payment-methods/${unknownId}`;
    for (const [method, path, body] of [
      ['GET', theirs, undefined],
      ['PATCH', theirs, {nickname: 'Mine now'}],
      ['DELETE', theirs, undefined],
      ['PATCH', `/checkout-api/payment-methods/${walletCard.paymentMethodId}`, {nickname: 'Mine now'}],
      ['GET', unknown, undefined],
    ] as const) {
      const answer = await harness().api(method, path, body, headers);
      expect([answer.status, answer.body], `${method} ${path}`).toEqual([
        404,
        {status: 404, error: expect.objectContaining({errorCode: 'PAYMENT_METHOD_NOT_FOUND'}) as unknown},
      ]);
    }
    const otherSetup = await harness().api(
      'GET',
      `${customerPath}/setup-payment-methods/${String(dataOf(setup).id)}`,
      undefined,
      headers,
    );
    expect([otherSetup.status, errorCodeOf(otherSetup)]).toEqual([404, 'SETUP_PAYMENT_METHOD_NOT_FOUND']);
    // The wallet's own customer still holds the method, unchanged.
    const own = await harness().api(
      'GET',
      `/checkout-api/api-ccg/customers/${walletCustomer}/payment-methods/${walletCard.paymentMethodId}`,
      undefined,
      headers,
    );
    expect([own.status, dataOf(own).nickname]).toEqual([200, undefined]);
  });
});

describe('the bank lookup', () => {
  const harness = useSimulator();
  const lookup = (routingNumber: string) =>
    harness().api('GET', `/checkout-api/api-ccg/customers/banks/routing/${routingNumber}`, undefined, {
      'x-checkout-id': unknownId,
    });

  it('names the bank of a test routing number, and answers 404 for the one that belongs to no bank', async () => {
    const known = await lookup(bank.routingNumber);
    expect([known.status, known.body]).toEqual([200, {routingNumber: bank.routingNumber, bankName}]);
    const unknown = await lookup(noBank.routingNumber);
    expect([unknown.status, errorCodeOf(unknown)]).toEqual([404, 'BANK_NOT_FOUND']);
  });
});

describe('the checkout token', () => {
  const harness = useSimulator();

  it('is accepted on its own session and refused on another, on the Merchant API and once expired', async () => {
    const own = await createCheckout(harness());
    const other = await createCheckout(
      harness(),
      payingRequest({customer: {id: otherCustomer, email: 'ana.ruiz@example.com'}}),
    );
    expect((await widget(harness(), own.token, 'GET', `/checkout-sessions/${own.id}`)).status).toBe(200);

    const refusals: [string, string, unknown, Record<string, string>][] = [
      ['GET', `/checkout-sessions/${other.id}?init=true`, undefined, {}],
      ['PATCH', `/checkout-sessions/${other.id}/cancel`, undefined, {}],
      ['GET', `/checkout-sessions/${unknownId}`, undefined, {}],
      ['GET', `/api-ccg/customers/banks/routing/${bank.routingNumber}`, undefined, {'x-checkout-id': other.id}],
      ['GET', `/api-ccg/customers/${otherCustomer}/payment-methods`, undefined, inCheckout(own)],
      ['POST', '/api-ccg/payments', paymentOf(own), inCheckout(own, otherCustomer)],
    ];
    for (const [method, path, body, headers] of refusals) {
      const refused = await widget(harness(), own.token, method, path, body, headers);
      expect(refused.status, `${method} ${path}`).toBe(403);
    }
    // Nothing was done to the other session.
    const untouched = await widget(harness(), other.token, 'GET', `/checkout-sessions/${other.id}`);
    expect(checkoutOf(untouched).checkoutSessionStatus).toBe('CREATED');

    const merchantCall = await harness().api('GET', `/v1/checkout-sessions/${own.id}`, undefined, {
      authorization: `Bearer ${own.token}`,
    });
    expect(merchantCall.status).toBe(403);
    const unknownToken = await widget(harness(), 'sbx_checkout_not-issued', 'GET', `/checkout-sessions/${own.id}`);
    expect(unknownToken.status).toBe(401);
    await advance(harness(), 'PT31M');
    expect((await widget(harness(), own.token, 'GET', `/checkout-sessions/${own.id}`)).status).toBe(401);
  });
});

describe('the simulator', () => {
  it('acts every operation of the three documents itself: none answers its documented example', () => {
    const acted = actedOperationIds(simulatorContract(documents));
    const documented = documentList(documents).flatMap((document) =>
      operationsOf(document).map(({operationId}) => operationId),
    );
    expect(documented.filter((operationId) => !acted.includes(operationId))).toEqual([]);
  });
});
