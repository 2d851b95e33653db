/**
 * The rest of the TypeScript samples of examples/ that call the API, end to end against the simulator, as
 * the docs pages that show them use them: the token setup and the wallet calls, cancels, token payments and
 * refunds by payment method, child sessions, the embedded checkout page and the order page that refreshes
 * on return (driven through a stand-in for your server and the widget script), the manufacturer-card flag
 * and a short run of the load-test script. Nothing is scripted on the API's side; the clock is fake.
 *
 * The last block holds the docs' promises that the simulator once broke, now kept.
 */
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
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
import {cancelPayment} from '../../examples/checkout-api/payments/cancel-payment';
import {capturePayment} from '../../examples/checkout-api/payments/capture-payment';
import {createPayment} from '../../examples/checkout-api/payments/create-payment';
import {createRefund} from '../../examples/checkout-api/payments/create-refund';
import {createTokenPayment} from '../../examples/checkout-api/payments/create-token-payment';
import {refundAndWait} from '../../examples/checkout-api/payments/refund-and-wait';
import {settlementOf} from '../../examples/checkout-api/payments/settlement';
import {waitForPayment} from '../../examples/checkout-api/payments/wait-for-payment';
import {waitForRefund} from '../../examples/checkout-api/payments/wait-for-refund';
import type {ConvenientCheckout, MountOptions, WidgetMode} from '../../examples/checkout-ui/convenient-checkout';
import {createEmbeddedSession, restartCheckout} from '../../examples/checkout-ui/embedded-session';
import {payOrder} from '../../examples/checkout-ui/hosted-route';
import {memoryOrderStore, type Order, type OrderStore} from '../../examples/checkout-ui/order-store';
import {createChildSession} from '../../examples/core/channels/child-session';
import {emailLinkRequest} from '../../examples/core/channels/send-email-link';
import {fetchOrderState, refreshOnReturn, type OrderState} from '../../examples/guides/refresh-on-return';
import {flagManufacturerCard} from '../../examples/hcp/flag-manufacturer-card';
import type {components} from '../../examples/openapi/merchant';
import {createSession} from '../../examples/sessions/create-session';
import {pollSession} from '../../examples/sessions/poll-session';
import {runLoadTest, shouldStop, summary} from '../../examples/testing/load-test';
import {withinSimulated} from '../support/samples';
import {simulatorConfig as config, simulatorOrigin, useSimulator, type SimulatorHarness} from '../support/simulator';

type Schemas = components['schemas'];

const hour = 3600_000;
/** The test wallet (x-test-data's `wallet`): the customer's saved Visa, the default, and checking account. */
const walletCustomer = '0b7c4d2e-5f61-4a8b-9c3d-2e1f0a9b8c7d';
const savedCard = '5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9';
const savedAccount = '1d2c3b4a-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
/** Saves a test bank account (routing number 110000000) to the wallet customer's wallet, with the sample. */
const saveTestAccount = (accountNumber: string) =>
  savePaymentMethod(config, {
    customer: {id: walletCustomer, email},
    paymentMethod: {
      type: 'BANK_ACCOUNT',
      routingNumber: '110000000',
      accountNumber,
      accountType: 'checking',
      nameOnAccount: 'Maria Lopez',
    },
  });

/** A customer the service has no methods for. */
const otherCustomer = '6a7b8c9d-0e1f-4a2b-8c3d-4e5f6a7b8c9d';
/** An id that names nothing of this merchant's. */
const unknownId = '7c1f4e2a-8b3d-4f6e-9a0c-5d2b1e8f3a47';
const email = 'maria.lopez@example.com';
const agent = {firstName: 'Dana', lastName: 'Okafor', userId: 'agent-7781'};
/** The customer's consent, which a bank-account payment needs. */
const consent: Schemas['Consent'] = {
  merchantConsentId: 'consent-2026-000187',
  merchantConsentText: 'I authorise Northwind Pharmacy to debit my account for 26.00 USD today.',
  collectionTimestamp: '2026-01-15T10:00:00Z',
  collectionDetails: {type: 'WEB', ipAddress: '203.0.113.7', userAgent: 'Mozilla/5.0'},
};

/** The types of the events the simulator recorded, oldest first. */
async function eventTypes(harness: SimulatorHarness): Promise<string[]> {
  const events = (await harness.control('GET', '/_sandbox/events')).body as {data: {type: string}[]};
  return events.data.map(({type}) => type);
}

const advance = (harness: SimulatorHarness, duration: string) =>
  harness.control('POST', '/_sandbox/clock', {advance: duration});

/** A card token saved to the wallet customer's wallet with the token setup, followed until it is final. */
async function saveCardToken(
  token: string,
  extra: Partial<Schemas['SetupPaymentMethodRequest']> = {},
): Promise<Schemas['SetupPaymentMethod']> {
  const started = await startSetup(config, {
    customer: {id: walletCustomer, email},
    paymentMethod: {type: 'CARD', token},
    ...extra,
  });
  return withinSimulated(waitForSetup(config, started.data.id), hour);
}

/** The id of a method a setup saved; fails the test when the setup saved none. */
function savedId(setup: Schemas['SetupPaymentMethod']): string {
  expect(setup.status).toBe('COMPLETED');
  if (setup.paymentMethodId === undefined) throw new Error(`Setup ${setup.id} names no payment method`);
  return setup.paymentMethodId;
}

/** A payment that came to rest: the test fails on any other outcome. */
function rested(outcome: Awaited<ReturnType<typeof createPayment>>): Schemas['Payment'] {
  if (outcome.kind !== 'payment') throw new Error(`The payment came to ${JSON.stringify(outcome)}`);
  return outcome.payment;
}

describe('the token setup and the wallet calls', () => {
  const harness = useSimulator();

  it('a card token is set up: 202 INITIALIZED, then COMPLETED; the method reads back saved, and the same card again is DUPLICATE_ENTRY', async () => {
    const request: Schemas['SetupPaymentMethodRequest'] = {
      customer: {id: walletCustomer, email},
      paymentMethod: {type: 'CARD', token: 'pm_card_5555555555554444', nameOnCard: 'Maria Lopez', zipCode: '55401'},
      nickname: 'Work Mastercard',
    };
    const started = await startSetup(config, request);
    expect(started.url).toBe(`${config.apiUrl}/token/setup-payment-methods/${started.data.id}`);
    expect(started.data).toMatchObject({status: 'INITIALIZED', paymentMethodType: 'CARD'});
    expect(started.data.paymentMethodId).toBeUndefined();

    const setup = await withinSimulated(waitForSetup(config, started.data.id), hour);
    expect(setup).toMatchObject({id: started.data.id, status: 'COMPLETED', paymentMethodType: 'CARD'});
    expect(setup.warning).toBeUndefined();
    const methodId = savedId(setup);

    const read = await getPaymentMethod(config, methodId);
    expect(read.url).toBe(`${config.apiUrl}/payment-methods/${methodId}`);
    expect(read.data).toMatchObject({
      id: methodId,
      status: 'COMPLETED',
      customerId: walletCustomer,
      nickname: 'Work Mastercard',
      default: false,
      paymentMethodType: 'CARD',
      paymentMethodDetails: {type: 'CARD', last4: '4444', cardBrand: 'MASTERCARD', status: 'ACTIVE'},
    });
    expect(await eventTypes(harness())).toEqual(['PAYMENT_METHOD_CREATED']);

    // savePaymentMethod, the two steps together, with the same card: the method the wallet already holds.
    const again = await withinSimulated(savePaymentMethod(config, request), hour);
    expect(again).toMatchObject({
      status: 'COMPLETED',
      paymentMethodId: methodId,
      warning: {errorCode: 'DUPLICATE_ENTRY'},
    });
    expect(await eventTypes(harness())).toEqual(['PAYMENT_METHOD_CREATED']);
  });

  it('savePaymentMethod saves a bank account, and refuses one that breaks the rules before any call', async () => {
    const account: Schemas['SetupPaymentMethodRequest'] = {
      customer: {id: walletCustomer, email},
      paymentMethod: {
        type: 'BANK_ACCOUNT',
        routingNumber: '110000000',
        accountNumber: '000222222227',
        accountType: 'savings',
        nameOnAccount: 'Maria Lopez',
      },
      nickname: 'Household savings',
    };
    const setup = await withinSimulated(savePaymentMethod(config, account), hour);
    expect(setup).toMatchObject({status: 'COMPLETED', paymentMethodType: 'BANK_ACCOUNT'});
    const read = await getPaymentMethod(config, savedId(setup));
    expect(read.data.paymentMethodDetails).toMatchObject({
      type: 'BANK_ACCOUNT',
      last4: '2227',
      routingNumber: '110000000',
      accountType: 'savings',
      status: 'ACTIVE',
    });

    const sent = harness().calls.length;
    const short = {...account, paymentMethod: {...account.paymentMethod, accountNumber: '12345'}};
    await expect(savePaymentMethod(config, short)).rejects.toThrow(/Correct the bank account: accountNumber/);
    expect(harness().calls).toHaveLength(sent);
  });

  it("searchPaymentMethods lists a customer's wallet, the default first; filters by kind; an unknown customer gets an empty list", async () => {
    const wallet = await searchPaymentMethods(config, {customer: {id: walletCustomer}});
    expect(wallet.map(({id}) => id)).toEqual([savedCard, savedAccount]);
    expect(wallet.map((method) => method.default)).toEqual([true, false]);
    expect(usablePaymentMethods(wallet).map(({id}) => id)).toEqual([savedCard, savedAccount]);

    const accounts = await searchPaymentMethods(config, {
      customer: {id: walletCustomer, email},
      paymentMethodTypes: ['BANK_ACCOUNT'],
    });
    expect(accounts.map(({id}) => id)).toEqual([savedAccount]);

    await expect(searchPaymentMethods(config, {customer: {id: otherCustomer}})).resolves.toEqual([]);
  });

  it('searchPaymentMethods with includeExpired lists an invalidated account, which usablePaymentMethods leaves out', async () => {
    // The processor returns the debits of 000111111113: the account is closed (x-test-data).
    const setup = await withinSimulated(saveTestAccount('000111111113'), hour);
    const closed = savedId(setup);
    const debit = await withinSimulated(
      createPayment(config, {
        amount: 2600,
        paymentMethodId: closed,
        merchantTransactionId: 'order-700001-attempt-1',
        consent,
      }),
      hour,
    );
    expect(debit.kind === 'payment' && debit.payment.status).toBe('PAYMENT_METHOD_FAILED');

    const everything = await searchPaymentMethods(config, {customer: {id: walletCustomer}, includeExpired: true});
    expect(everything.find(({id}) => id === closed)?.paymentMethodDetails?.status).toBe('INVALIDATED');
    expect(usablePaymentMethods(everything).map(({id}) => id)).toEqual([savedCard, savedAccount]);
  });

  it('updatePaymentMethod renames, moves the default and renews an expiry: 200 with the method as it now stands; a refused change is thrown', async () => {
    const renamed = await updatePaymentMethod(config, savedCard, {nickname: 'Work Visa'});
    expect(renamed).toMatchObject({id: savedCard, nickname: 'Work Visa', default: true});

    const account = await updatePaymentMethod(config, savedAccount, {isDefault: true, nickname: 'Household checking'});
    expect(account).toMatchObject({id: savedAccount, default: true, nickname: 'Household checking'});
    // A customer has at most one default: the flag moved off the Visa in the same step.
    expect((await getPaymentMethod(config, savedCard)).data).toMatchObject({default: false, nickname: 'Work Visa'});

    const renewed = await renewCardExpiry(config, savedCard, 8, 2031);
    expect(renewed.paymentMethodDetails).toMatchObject({type: 'CARD', expiryMonth: 8, expiryYear: 2031});
    expect((await getPaymentMethod(config, savedCard)).data.paymentMethodDetails).toMatchObject({
      expiryMonth: 8,
      expiryYear: 2031,
    });

    await expect(
      updatePaymentMethod(config, savedAccount, {paymentMethodDetails: {type: 'CARD', nameOnCard: 'Maria Lopez'}}),
    ).rejects.toMatchObject({httpStatus: 400, errorCode: 'PAYMENT_METHOD_TYPE_MISMATCH'});
    expect(harness().calls.filter((call) => call.startsWith('PATCH /v1/payment-methods/'))).toHaveLength(4);
  });

  it('deletePaymentMethod: deleted, then already-gone; the method reads as not found and leaves the wallet', async () => {
    const methodId = savedId(await saveCardToken('pm_card_6011111111111117'));
    await expect(deletePaymentMethod(config, methodId, agent)).resolves.toBe('deleted');
    await expect(getPaymentMethod(config, methodId)).rejects.toMatchObject({
      httpStatus: 404,
      errorCode: 'PAYMENT_METHOD_NOT_FOUND',
    });
    // A retried deletion whose first answer was lost.
    await expect(deletePaymentMethod(config, methodId)).resolves.toBe('already-gone');
    const wallet = await searchPaymentMethods(config, {customer: {id: walletCustomer}, includeExpired: true});
    expect(wallet.map(({id}) => id)).toEqual([savedCard, savedAccount]);
    expect((await eventTypes(harness())).filter((type) => type === 'PAYMENT_METHOD_DELETED')).toHaveLength(1);

    // POST /payments documents no 404, so the deleted method is refused as unusable and nothing is charged.
    const payment = await withinSimulated(
      createPayment(config, {amount: 2000, paymentMethodId: methodId, merchantTransactionId: 'order-700002-attempt-1'}),
      hour,
    );
    expect(payment.kind === 'refused' && payment.error.errorCode).toBe('PAYMENT_METHOD_NOT_USABLE');
  });
});

describe('cancels, token payments and refunds by payment method', () => {
  const harness = useSimulator();
  const cancel: Schemas['CancelRequest'] = {
    paymentCancellationReason: 'ABANDONED',
    paymentCancellationMessage: 'Order 100241 was not collected within the pickup window.',
  };

  it('an authorization is cancelled: 202 CANCEL_INITIALIZED, then CANCELED with the reason; a capture or a second cancel is refused', async () => {
    const held = rested(
      await withinSimulated(
        createPayment(config, {
          amount: 18750,
          paymentMethodId: savedCard,
          merchantTransactionId: 'order-100241-attempt-1',
          authorizeCard: true,
        }),
        hour,
      ),
    );
    expect(held.status).toBe('AUTHORIZED');

    const answered = await cancelPayment(config, held.id, cancel);
    expect(answered.url).toBe(`${config.apiUrl}/payments/${held.id}`);
    expect(answered.data).toMatchObject({id: held.id, status: 'CANCEL_INITIALIZED', ...cancel});

    const waited = await withinSimulated(waitForPayment(config, held.id), hour);
    expect(waited.kind === 'rests' && waited.payment).toMatchObject({
      status: 'CANCELED',
      authorizedAmount: 18750,
      ...cancel,
    });
    expect(settlementOf('CANCELED')).toBe('not-paid');
    expect((await eventTypes(harness())).filter((type) => type.startsWith('PAYMENT_CANCEL'))).toEqual([
      'PAYMENT_CANCELED',
    ]);

    // Both refused with 400; the last block checks the code (PAYMENT_NOT_CAPTURABLE: a cancel with reason
    // ABANDONED is not the 7-day lapse).
    await expect(capturePayment(config, held.id, {amount: 100})).rejects.toMatchObject({httpStatus: 400});
    await expect(cancelPayment(config, held.id, cancel)).rejects.toMatchObject({httpStatus: 400});
  });

  it('5005: the first cancel ends CANCEL_FAILED, which still holds the money; a second cancel ends CANCELED', async () => {
    const held = rested(
      await withinSimulated(
        createPayment(config, {
          amount: 5005,
          paymentMethodId: savedCard,
          merchantTransactionId: 'order-700101-attempt-1',
          authorizeCard: true,
        }),
        hour,
      ),
    );
    const byCustomer: Schemas['CancelRequest'] = {paymentCancellationReason: 'REQUESTED_BY_CUSTOMER'};
    expect((await cancelPayment(config, held.id, byCustomer)).data.status).toBe('CANCEL_INITIALIZED');
    const refused = await withinSimulated(waitForPayment(config, held.id), hour);
    expect(refused.kind === 'rests' && refused.payment.status).toBe('CANCEL_FAILED');
    expect(settlementOf('CANCEL_FAILED')).toBe('authorized');

    expect((await cancelPayment(config, held.id, byCustomer)).data.status).toBe('CANCEL_INITIALIZED');
    const released = await withinSimulated(waitForPayment(config, held.id), hour);
    expect(released.kind === 'rests' && released.payment).toMatchObject({
      status: 'CANCELED',
      authorizedAmount: 5005,
      paymentCancellationReason: 'REQUESTED_BY_CUSTOMER',
    });
    expect((await eventTypes(harness())).filter((type) => type.startsWith('PAYMENT_CANCEL'))).toEqual([
      'PAYMENT_CANCEL_FAILED',
      'PAYMENT_CANCELED',
    ]);
    expect(harness().calls.filter((call) => call.endsWith('/cancel'))).toHaveLength(2);
    // Released: nothing left to capture or cancel.
    await expect(capturePayment(config, held.id)).rejects.toMatchObject({
      httpStatus: 400,
      errorCode: 'PAYMENT_NOT_CAPTURABLE',
    });
    await expect(cancelPayment(config, held.id, byCustomer)).rejects.toMatchObject({
      httpStatus: 400,
      errorCode: 'PAYMENT_NOT_CAPTURABLE',
    });
  });

  it('createTokenPayment with a one-time card token: COMPLETED, with no paymentMethodId; sent once to /token/payments', async () => {
    const request: Schemas['TokenPaymentRequest'] = {
      amount: 4599,
      merchantTransactionId: 'order-100245-attempt-1',
      paymentMethod: {type: 'CARD', token: 'pm_card_4242424242424242', nameOnCard: 'Maria Lopez', zipCode: '55401'},
      customer: {email},
      paymentDescription: 'Prescription refill, order 100245',
      statementDescriptorSuffix: 'RX 100245',
    };
    const payment = rested(await withinSimulated(createTokenPayment(config, request), hour));
    expect(payment).toMatchObject({
      status: 'COMPLETED',
      amount: 4599,
      capturedAmount: 4599,
      merchantTransactionId: 'order-100245-attempt-1',
      paymentMethodType: 'CARD',
      description: 'Prescription refill, order 100245',
      statementDescriptorSuffix: 'RX 100245',
    });
    expect(payment.paymentMethodId).toBeUndefined();
    expect(harness().calls.filter((call) => call === 'POST /v1/token/payments')).toHaveLength(1);
    expect(harness().calls).not.toContain('POST /v1/payments');
    const read = await harness().api('GET', `/v1/payments/${payment.id}`);
    expect([read.status, (read.body as Schemas['PaymentResponse']).data.status]).toEqual([200, 'COMPLETED']);
  });

  it("createTokenPayment: a declining card's token is declined; a method saved by the token setup pays by paymentMethodId", async () => {
    const declined = await withinSimulated(
      createTokenPayment(config, {
        amount: 4599,
        merchantTransactionId: 'order-700201-attempt-1',
        paymentMethod: {type: 'CARD', token: 'pm_card_4000000000000002'},
      }),
      hour,
    );
    expect(declined.kind).toBe('declined');
    if (declined.kind === 'declined' && declined.payment !== undefined) {
      expect(declined.payment).toMatchObject({status: 'FAILED', error: {errorCode: 'CARD_DECLINED'}});
    }

    const amex = savedId(await saveCardToken('pm_card_378282246310005'));
    const saved = rested(
      await withinSimulated(
        createTokenPayment(config, {
          amount: 3150,
          merchantTransactionId: 'order-700202-attempt-1',
          paymentMethodId: amex,
        }),
        hour,
      ),
    );
    expect(saved).toMatchObject({status: 'COMPLETED', paymentMethodId: amex, capturedAmount: 3150});
  });

  it('a refund by paymentMethodId: created INITIATED, followed to COMPLETED; a replay is the same refund; more than was captured is refused', async () => {
    const sale = rested(
      await withinSimulated(
        createPayment(config, {
          amount: 6000,
          paymentMethodId: savedCard,
          merchantTransactionId: 'order-100248-attempt-1',
        }),
        hour,
      ),
    );
    expect(sale.status).toBe('COMPLETED');

    const request: Schemas['RefundRequest'] = {
      paymentMethodId: savedCard,
      amount: 1500,
      merchantTransactionId: 'refund-100248-1',
      reason: 'REQUESTED_BY_CUSTOMER',
      customer: {email},
      metadata: {orderId: '100248', returnedItem: 'SKU-22871'},
    };
    const created = await withinSimulated(createRefund(config, request), hour);
    if (created.kind !== 'created') throw new Error(`The refund was ${JSON.stringify(created)}`);
    expect(created.refund).toMatchObject({
      status: 'INITIATED',
      amount: 1500,
      paymentMethodId: savedCard,
      merchantTransactionId: 'refund-100248-1',
      metadata: {orderId: '100248', returnedItem: 'SKU-22871'},
    });
    expect(created.refund.paymentId).toBeUndefined();

    const refund = await withinSimulated(waitForRefund(config, created.refund.id), hour);
    expect(refund).toMatchObject({id: created.refund.id, status: 'COMPLETED', amount: 1500});
    expect((await eventTypes(harness())).filter((type) => type.startsWith('REFUND_'))).toEqual([
      'REFUND_INITIATED',
      'REFUND_COMPLETED',
    ]);

    // The identical request again is a replay: the refund the first send created, nothing refunded twice.
    const replay = await withinSimulated(createRefund(config, request), hour);
    expect(replay.kind === 'created' && replay.refund).toMatchObject({id: created.refund.id, status: 'COMPLETED'});

    const tooMuch = await withinSimulated(
      createRefund(config, {...request, amount: 4501, merchantTransactionId: 'refund-100248-2'}),
      hour,
    );
    expect(tooMuch.kind === 'refused' && tooMuch.error.errorCode).toBe('REFUND_AMOUNT_EXCEEDS_CAPTURED');
    // refundAndWait, the two calls together, returns the rest.
    const rest = await withinSimulated(
      refundAndWait(config, {...request, amount: 4500, merchantTransactionId: 'refund-100248-3'}),
      hour,
    );
    expect(rest).toMatchObject({status: 'COMPLETED', amount: 4500});
  });
});

describe('child sessions in the internal API', () => {
  const harness = useSimulator();
  beforeEach(() => {
    vi.stubEnv('CHECKOUT_INTERNAL_API_URL', `${simulatorOrigin}/checkout-api`);
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  /** The checkout session the widget runs, as the checkout application creates it, and the widget's token. */
  async function widgetSession(): Promise<{id: string; token: string}> {
    const created = await harness().api('POST', '/checkout-api/checkout-sessions', {
      config: {
        modes: ['PAYMENT_WITH_WALLET'],
        paymentMethodChannel: {card: ['WEBFORM', 'TEXT'], bankAccount: ['WEBFORM', 'TEXT']},
        merchant: {name: 'Northwind Pharmacy'},
      },
      customer: {firstName: 'Maria', lastName: 'Lopez', email, phoneNumber: {countryCode: '1', number: '6125550143'}},
      payment: {amount: 4599, merchantTransactionId: 'order-100241-attempt-1'},
      agent,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const body = created.body as {token: string; data: {checkoutSession: {id: string}}};
    return {id: body.data.checkoutSession.id, token: body.token};
  }

  it("a merchant's server emails a link for the session it created, with POST /sessions's data.sessionId and the merchant scope", async () => {
    const {data} = await createSession(config, {
      config: {modes: ['PAYMENT'], merchant: {name: 'Northwind Pharmacy'}},
      payment: {amount: 4599, merchantTransactionId: 'order-100242-attempt-1'},
    });
    const mail = await createChildSession(config, data.sessionId, emailLinkRequest('EMAIL_TO_PAY', email));
    expect(mail).toMatchObject({
      status: 'NOTIFICATION_CREATED',
      mode: 'EMAIL_TO_PAY',
      notification: {channel: 'EMAIL'},
    });
  });

  it('createChildSession texts a link with the checkout token and emails one with the server token; each is sent, the newest named by the session', async () => {
    const session = await widgetSession();
    const text = await createChildSession(
      config,
      session.id,
      {childSessionMode: 'TEXT_TO_PAY', phone: {countryCode: '1', number: '6125550143'}},
      session.token,
    );
    expect(text).toMatchObject({
      status: 'NOTIFICATION_CREATED',
      mode: 'TEXT_TO_PAY',
      notification: {channel: 'TEXT', destination: '***-***-0143'},
    });
    expect(Date.parse(text.expiresAt ?? '') - Date.parse(text.createdAt ?? '')).toBe(24 * hour);
    expect(harness().calls).not.toContain('POST /oauth2/token');

    await advance(harness(), 'PT1M');
    const read = await harness().api('GET', `/checkout-api/checkout-sessions/${session.id}`);
    expect((read.body as {data: {checkoutSession: unknown}}).data.checkoutSession).toMatchObject({
      childSessionId: text.id,
      childSession: {status: 'NOTIFICATION_SENT'},
    });

    // Without the checkout token: your server's own token of the `merchant` scope.
    const mail = await createChildSession(config, session.id, {childSessionMode: 'EMAIL_TO_PAY', email});
    expect(mail).toMatchObject({
      status: 'NOTIFICATION_CREATED',
      mode: 'EMAIL_TO_PAY',
      notification: {channel: 'EMAIL'},
    });
    expect(mail.notification?.destination).not.toContain('maria.lopez');
    expect(harness().calls).toContain('POST /oauth2/token');
    const newest = await harness().api('GET', `/checkout-api/checkout-sessions/${session.id}`);
    expect((newest.body as {data: {checkoutSession: unknown}}).data.checkoutSession).toMatchObject({
      childSessionId: mail.id,
    });
  });

  it('createChildSession throws the errorCode of a refusal: a text without a phone, an unknown session, a link that has run out', async () => {
    const session = await widgetSession();
    await expect(createChildSession(config, session.id, {childSessionMode: 'TEXT_TO_ADD'})).rejects.toThrow(
      /^Child session refused: CONTACT_REQUIRED_FOR_MODE /,
    );
    await expect(createChildSession(config, unknownId, {childSessionMode: 'EMAIL_TO_PAY', email})).rejects.toThrow(
      /^Child session refused: SESSION_NOT_FOUND /,
    );

    await createChildSession(config, session.id, {childSessionMode: 'EMAIL_TO_ADD', email}, session.token);
    // The link keeps the session alive for its 24 hours, and no longer. Both clocks move: the samples' token
    // cache reads Date.now, and a token the simulator has seen expire would answer 401.
    await vi.advanceTimersByTimeAsync(25 * hour);
    await expect(createChildSession(config, session.id, {childSessionMode: 'EMAIL_TO_PAY', email})).rejects.toThrow(
      /^Child session refused: SESSION_EXPIRED /,
    );
  });
});

/** Mount options as the page gave them to the widget, and whether the page unmounted it. */
interface Mounted {
  readonly options: MountOptions;
  unmounted: boolean;
}

/**
 * The page's modules loaded afresh: load-widget.ts keeps the loaded script in module state, which the
 * other files of this worker share (isolate: false), so each test gets a page of its own, as a new page
 * load would.
 */
let pageLoads = 0;
async function loadCheckoutPage(): Promise<typeof import('../../examples/checkout-ui/checkout-page')> {
  pageLoads += 1;
  const loader = '../../examples/checkout-ui/load-widget';
  const freshLoader = `${loader}.ts?simulator-flows-more=${pageLoads}`;
  const freshPage = `../../examples/checkout-ui/checkout-page.ts?simulator-flows-more=${pageLoads}`;
  vi.doMock(loader, async () => (await import(/* @vite-ignore */ freshLoader)) as object);
  try {
    return (await import(/* @vite-ignore */ freshPage)) as typeof import('../../examples/checkout-ui/checkout-page');
  } finally {
    vi.doUnmock(loader);
  }
}

describe('the embedded checkout page (checkout-page.ts) with your server and the widget script', () => {
  const harness = useSimulator();
  let orders: OrderStore;
  /** What the browser asked your server for, in order. */
  const requested: string[] = [];
  /** Where the page sent the browser. */
  const assigned: string[] = [];
  /** The scripts the page added. */
  const scripts: string[] = [];
  const mounts: Mounted[] = [];
  const container = {
    textContent: '',
    attributes: new Map<string, string>(),
    setAttribute(name: string, value: string) {
      this.attributes.set(name, value);
    },
  };

  /** The widget script's global: it records each mount; the test plays the widget's events from the simulator's state. */
  const widgetScript: ConvenientCheckout = {
    version: '1.0.0-simulator',
    mount(_container, options) {
      const mounted: Mounted = {options, unmounted: false};
      mounts.push(mounted);
      return {
        sessionId: options.sessionId,
        unmount: () => {
          mounted.unmounted = true;
        },
      };
    },
  };

  /** Your server: the two routes of embedded-session.ts, on the simulator through the samples' configuration. */
  async function yourServer(path: string, init?: RequestInit): Promise<Response> {
    requested.push(`${init?.method ?? 'GET'} ${path}`);
    const route = /^\/api\/orders\/([^/]+)\/checkout-session(\/restart)?$/.exec(path);
    if (route === null || init?.method !== 'POST') return new Response(null, {status: 404});
    const orderId = decodeURIComponent(route[1] ?? '');
    try {
      const start =
        route[2] === undefined
          ? await createEmbeddedSession(config, orders, orderId)
          : await restartCheckout(config, orders, orderId);
      return Response.json(start);
    } catch (error) {
      return new Response(String(error), {status: 500});
    }
  }

  beforeEach(() => {
    requested.length = 0;
    assigned.length = 0;
    scripts.length = 0;
    mounts.length = 0;
    container.textContent = '';
    container.attributes.clear();
    const order: Order = {
      id: '100234',
      totalCents: 4599,
      customer: {firstName: 'Maria', lastName: 'Lopez', email},
      attempt: 1,
    };
    orders = memoryOrderStore([order]);
    // The page's relative paths reach your server; everything else reaches the simulator, as useSimulator routes it.
    const toSimulator = globalThis.fetch;
    vi.stubGlobal('fetch', (input: string | URL, init?: RequestInit) =>
      typeof input === 'string' && input.startsWith('/') ? yourServer(input, init) : toSimulator(input, init),
    );
    const page: {ConvenientCheckout?: ConvenientCheckout; location: {assign: (url: string) => void}} = {
      location: {assign: (url) => assigned.push(url)},
    };
    vi.stubGlobal('window', page);
    vi.stubGlobal('document', {
      createElement: () => ({}),
      head: {
        append: (script: {src?: string; onload?: () => void}) => {
          scripts.push(script.src ?? '');
          page.ConvenientCheckout = widgetScript;
          queueMicrotask(() => script.onload?.());
        },
      },
    });
  });

  /** The order's session as the widget shows it, with the wallet since the order names its customer. */
  const mode: WidgetMode = 'PAYMENT_WITH_WALLET';

  /** What the widget reports once the session it shows rests: read from the service, as the widget learns it. */
  async function widgetReports(mounted: Mounted): Promise<void> {
    const {sessionId, onComplete, onError} = mounted.options;
    const read = await harness().api('GET', `/v1/sessions/${sessionId}`);
    if (read.status === 404 || read.status === 410) {
      onError?.({sessionId, fatal: true, error: (read.body as Schemas['ErrorResponse']).error});
      return;
    }
    const session = read.body as Schemas['SessionDetail'];
    expect(read.status, `the session is still ${session.data.status}`).toBe(200);
    if (session.data.status === 'COMPLETED') {
      onComplete?.({
        sessionId,
        mode,
        ...(session.data.payment === undefined ? {} : {paymentId: session.data.payment.id}),
      });
      return;
    }
    const error = session.error ?? session.data.payment?.error;
    if (error === undefined) throw new Error(`Session ${sessionId} failed without an error`);
    onError?.({sessionId, fatal: true, error});
  }

  /** Runs the fake clock until `done`, as the page's restart goes on by itself after a fatal error. */
  async function until(done: () => boolean): Promise<void> {
    const start = Date.now();
    while (!done() && Date.now() - start <= hour) await vi.advanceTimersByTimeAsync(500);
    expect(done(), 'still waiting after an hour of simulated time').toBe(true);
  }

  const pay = (sessionId: string, card?: string) =>
    harness().control('POST', `/_sandbox/sessions/${sessionId}/customer`, {
      action: 'pay',
      ...(card === undefined ? {} : {card}),
    });

  /** Step 4 of the docs page: the confirmation page's server reads the session before it shows anything. */
  async function confirmationPage(sessionId: string): Promise<Schemas['SessionDetail']['data']> {
    const outcome = await withinSimulated(pollSession(config, sessionId), hour);
    if (outcome.kind !== 'finished') throw new Error(`The session came to ${outcome.kind}`);
    return outcome.session.data;
  }

  it("mounts the order's session with the script from the session's host; the customer pays; onComplete leads to a confirmation the server reads COMPLETED", async () => {
    const page = await loadCheckoutPage();
    const widget = await withinSimulated(page.startCheckout(container as unknown as HTMLElement, '100234'), hour);
    const {sessionId} = await orders.find('100234');
    expect(sessionId).toBeDefined();
    expect(widget?.sessionId).toBe(sessionId);
    expect(requested).toEqual(['POST /api/orders/100234/checkout-session']);
    expect(scripts).toEqual([`${simulatorOrigin}/widget/v1/convenient-checkout.js`]);
    expect(container.attributes.get('aria-busy')).toBe('true');
    const [mounted] = mounts;
    if (mounted === undefined || sessionId === undefined) throw new Error('Nothing was mounted');
    mounted.options.onReady?.({sessionId, mode, language: 'es'});
    expect(container.attributes.get('aria-busy')).toBe('false');

    expect((await pay(sessionId)).status).toBe(200);
    await advance(harness(), 'PT1M');
    await widgetReports(mounted);
    expect(assigned).toEqual(['/orders/100234/confirmation']);
    expect(await confirmationPage(sessionId)).toMatchObject({
      status: 'COMPLETED',
      payment: {status: 'COMPLETED', amount: 4599, merchantTransactionId: 'order-100234-attempt-1'},
    });
    expect(harness().calls.filter((call) => call === 'POST /v1/sessions')).toHaveLength(1);
  });

  it('a declined card stops the widget: the page unmounts it, the server finds nothing paid and starts attempt 2, which the customer pays', async () => {
    const page = await loadCheckoutPage();
    await withinSimulated(page.startCheckout(container as unknown as HTMLElement, '100234'), hour);
    const [first] = mounts;
    if (first === undefined) throw new Error('Nothing was mounted');
    await pay(first.options.sessionId, '4000 0000 0000 0002');
    await advance(harness(), 'PT1M');
    await widgetReports(first);

    await until(() => mounts.length === 2);
    expect(first.unmounted).toBe(true);
    expect(requested).toEqual([
      'POST /api/orders/100234/checkout-session',
      'POST /api/orders/100234/checkout-session/restart',
    ]);
    const order = await orders.find('100234');
    const second = mounts[1];
    expect(order.attempt).toBe(2);
    expect(second?.options.sessionId).toBe(order.sessionId);
    expect(second?.options.sessionId).not.toBe(first.options.sessionId);
    expect(scripts).toHaveLength(1);

    await pay(order.sessionId ?? '');
    await advance(harness(), 'PT1M');
    if (second !== undefined) await widgetReports(second);
    expect(assigned).toEqual(['/orders/100234/confirmation']);
    expect(await confirmationPage(order.sessionId ?? '')).toMatchObject({
      status: 'COMPLETED',
      payment: {status: 'COMPLETED', merchantTransactionId: 'order-100234-attempt-2'},
    });
  });

  it('a session left until it expires stops the widget: the server looks the old payment up, finds none and mounts attempt 2', async () => {
    const page = await loadCheckoutPage();
    await withinSimulated(page.startCheckout(container as unknown as HTMLElement, '100234'), hour);
    const [first] = mounts;
    if (first === undefined) throw new Error('Nothing was mounted');
    await advance(harness(), 'PT31M');
    await widgetReports(first);

    await until(() => mounts.length === 2);
    expect(first.unmounted).toBe(true);
    expect(harness().calls).toContain('GET /v1/payments');
    expect(await orders.find('100234')).toMatchObject({attempt: 2, sessionId: mounts[1]?.options.sessionId});
    expect(assigned).toEqual([]);
  });

  it('after two restarts the page stops trying and shows its message', async () => {
    const page = await loadCheckoutPage();
    await withinSimulated(page.startCheckout(container as unknown as HTMLElement, '100234'), hour);
    for (let declined = 1; declined <= 3; declined += 1) {
      const mounted = mounts.at(-1);
      if (mounted === undefined) throw new Error('Nothing was mounted');
      await pay(mounted.options.sessionId, '4000 0000 0000 0002');
      await advance(harness(), 'PT1M');
      await widgetReports(mounted);
      await until(() => mounts.length === Math.min(declined + 1, 3) && mounted.unmounted);
    }
    await until(() => container.textContent !== '');
    expect(container.textContent).toMatch(/unavailable/);
    expect(mounts).toHaveLength(3);
    expect(harness().calls.filter((call) => call === 'POST /v1/sessions')).toHaveLength(3);
  });

  it('the customer closes the widget: onClose leads back to the order, and the session takes no payment', async () => {
    const page = await loadCheckoutPage();
    await withinSimulated(page.startCheckout(container as unknown as HTMLElement, '100234'), hour);
    const [mounted] = mounts;
    if (mounted === undefined) throw new Error('Nothing was mounted');
    const {sessionId} = mounted.options;
    expect(
      (await harness().control('POST', `/_sandbox/sessions/${sessionId}/customer`, {action: 'close'})).status,
    ).toBe(200);
    mounted.options.onClose?.({sessionId});
    expect(assigned).toEqual(['/orders/100234']);
    expect((await pay(sessionId)).status).not.toBe(200);
    expect((await confirmationPage(sessionId)).status).toBe('FAILED');
  });
});

describe('back from the hosted checkout (refresh-on-return.ts)', () => {
  const harness = useSimulator();
  let orders: OrderStore;
  const stateReads: RequestInit[] = [];

  /** Your server's GET /orders/{orderId}/state: what it recorded after polling the session, never the URL. */
  async function orderState(path: string, init?: RequestInit): Promise<Response> {
    const route = /^\/orders\/([^/]+)\/state$/.exec(path);
    if (route === null) return new Response(null, {status: 404});
    stateReads.push(init ?? {});
    const {payment} = await orders.find(decodeURIComponent(route[1] ?? ''));
    const settlement = payment === undefined ? 'in-progress' : settlementOf(payment.status);
    const state: OrderState =
      settlement === 'paid' || settlement === 'authorized'
        ? 'paid'
        : settlement === 'not-paid'
          ? 'payment-failed'
          : 'awaiting-payment';
    return Response.json({state});
  }

  beforeEach(() => {
    stateReads.length = 0;
    const toSimulator = globalThis.fetch;
    vi.stubGlobal('fetch', (input: string | URL, init?: RequestInit) =>
      typeof input === 'string' && input.startsWith('/') ? orderState(input, init) : toSimulator(input, init),
    );
  });

  /**
   * The journey of the docs page: the pay link redirects to the hosted page and your server polls the
   * session, recording its payment; the order page refreshes each time it is shown.
   */
  async function journey(card: string | undefined): Promise<OrderState[]> {
    orders = memoryOrderStore([{id: '100235', totalCents: 3150, attempt: 1}]);
    const redirect = await withinSimulated(payOrder(config, orders, '100235'), hour);
    expect(redirect.status).toBe(303);
    const {sessionId} = await orders.find('100235');
    if (sessionId === undefined) throw new Error('The pay link created no session');
    expect(redirect.headers.get('location')).toBe(`${simulatorOrigin}/_sandbox/hosted/${sessionId}`);
    const following = pollSession(config, sessionId).then(async (outcome) => {
      if (outcome.kind === 'finished' && outcome.session.data.payment !== undefined)
        await orders.savePayment('100235', outcome.session.data.payment);
      return outcome;
    });

    const orderPage = new EventTarget();
    const shown: OrderState[] = [];
    let refreshed: Promise<void> = Promise.resolve();
    const stop = refreshOnReturn(orderPage, () => {
      refreshed = fetchOrderState('100235').then((state) => {
        shown.push(state);
      });
      return refreshed;
    });
    // The order page is loaded: the customer has not paid yet.
    orderPage.dispatchEvent(new Event('pageshow'));
    await refreshed;

    const acted = await harness().control('POST', `/_sandbox/sessions/${sessionId}/customer`, {
      action: 'pay',
      ...(card === undefined ? {} : {card}),
    });
    expect(acted.status).toBe(200);
    await withinSimulated(following, hour);

    // Back from the hosted page: the browser restores the order page from its back/forward cache.
    orderPage.dispatchEvent(Object.assign(new Event('pageshow'), {persisted: true}));
    await refreshed;
    stop();
    orderPage.dispatchEvent(new Event('pageshow'));
    await refreshed;
    expect(stateReads.map(({cache}) => cache)).toEqual(['no-store', 'no-store']);
    return shown;
  }

  it('awaiting payment when the page is first shown, paid when the customer comes back', async () => {
    await expect(journey(undefined)).resolves.toEqual(['awaiting-payment', 'paid']);
    expect((await orders.find('100235')).payment).toMatchObject({status: 'COMPLETED', amount: 3150});
  });

  it('a declined card: payment-failed when the customer comes back', async () => {
    await expect(journey('4000 0000 0000 0002')).resolves.toEqual(['awaiting-payment', 'payment-failed']);
  });
});

describe('a manufacturer card flagged by an agent (hcp/flag-manufacturer-card.ts)', () => {
  useSimulator();

  it('flags a saved card that is not the default: 200 with the flag and its medications, which read back; it cannot be made the default', async () => {
    const methodId = savedId(await saveCardToken('pm_card_5555555555554444', {nickname: 'Copay card'}));
    const flagged = await flagManufacturerCard(config, methodId, ['Ozempic'], agent);
    expect(flagged.url).toBe(`${config.apiUrl}/payment-methods/${methodId}`);
    const flag = {
      type: 'CARD',
      manufacturerCard: true,
      cardCategories: [{type: 'MANUFACTURER_CARD', medications: ['Ozempic']}],
    };
    expect(flagged.data).toMatchObject({
      id: methodId,
      default: false,
      nickname: 'Copay card',
      paymentMethodDetails: flag,
    });
    expect((await getPaymentMethod(config, methodId)).data.paymentMethodDetails).toMatchObject(flag);

    await expect(updatePaymentMethod(config, methodId, {isDefault: true})).rejects.toMatchObject({
      httpStatus: 400,
      errorCode: 'MANUFACTURER_CARD_CANNOT_BE_DEFAULT',
    });
    await expect(flagManufacturerCard(config, unknownId, ['Ozempic'], agent)).rejects.toThrow(
      /PAYMENT_METHOD_NOT_FOUND/,
    );
  });
});

describe('the load-test script (testing/load-test.ts) on a one-minute plan', () => {
  const harness = useSimulator();

  it('two journeys at 360 messages per hour: every call answered, nothing to stop for, every hold released', async () => {
    // No jitter, so the minute holds exactly two journey starts, 30 seconds apart.
    const random = vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      const samples = await withinSimulated(
        runLoadTest(config, {plan: [{minutes: 1, messagesPerHour: 360}], paymentMethodId: savedCard}),
        5 * 60_000,
      );
      expect(log).toHaveBeenCalledWith('360 messages per hour: a journey every 30.0 s');
      const count = (operation: string) => samples.filter((sample) => sample.operation === operation).length;
      expect(count('POST /sessions')).toBe(2);
      expect(count('POST /payments')).toBe(2);
      expect(count('PATCH /payments/{paymentId}/cancel')).toBe(2);
      expect(count('GET /payments/{paymentId}')).toBeGreaterThanOrEqual(2);
      expect(samples.filter(({status}) => status !== 200 && status !== 202)).toEqual([]);
      expect(shouldStop(samples)).toBe(false);
      expect(summary(samples)).toHaveLength(4);

      await advance(harness(), 'PT1M');
      const cancelled = harness()
        .calls.map((call) => /^PATCH \/v1\/payments\/([^/]+)\/cancel$/.exec(call)?.[1])
        .filter((id) => id !== undefined);
      expect(cancelled).toHaveLength(2);
      for (const id of cancelled) {
        const read = await harness().api('GET', `/v1/payments/${id}`);
        expect((read.body as Schemas['PaymentResponse']).data).toMatchObject({
          status: 'CANCELED',
          amount: 4599,
          paymentCancellationReason: 'ABANDONED',
          paymentCancellationMessage: 'Load test clean-up',
        });
      }
    } finally {
      random.mockRestore();
      log.mockRestore();
    }
  });
});

describe('what the docs promise and the simulator does not do yet', () => {
  const harness = useSimulator();
  beforeEach(() => {
    vi.stubEnv('CHECKOUT_INTERNAL_API_URL', `${simulatorOrigin}/checkout-api`);
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  // Testing.mdx: the processor refuses to save a declined test card, so a token setup of one ends FAILED,
  // sends PAYMENT_METHOD_FAILED once and leaves nothing in the wallet (the setup lifecycle's INITIALIZED to
  // FAILED; the unfinished method's INITIATED to DELETED).
  it("a declined test card's setup ends FAILED with its error, and nothing reaches the wallet", async () => {
    const setup = await saveCardToken('pm_card_4000000000000002');
    expect(setup.status).toBe('FAILED');
    expect(setup.error).toBeDefined();
    expect(setup.paymentMethodId).toBeUndefined();
    expect(await eventTypes(harness())).toEqual(['PAYMENT_METHOD_FAILED']);
    const wallet = await searchPaymentMethods(config, {customer: {id: walletCustomer}, includeExpired: true});
    expect(wallet.map(({id}) => id)).toEqual([savedCard, savedAccount]);
  });

  // find.mdx and update.mdx: the default method is listed first, before the others in the order they were
  // saved.
  it('the search lists the new default first', async () => {
    const methodId = savedId(await saveCardToken('pm_card_5555555555554444'));
    await updatePaymentMethod(config, methodId, {isDefault: true});
    const wallet = await searchPaymentMethods(config, {customer: {id: walletCustomer}});
    expect(wallet[0]).toMatchObject({id: methodId, default: true});
  });

  // x-invariants guest-has-no-wallet: a customer the service does not know gets an empty list, never the
  // merchant's other wallets; an email alone is refused (scenario wallet-search-by-email).
  it('a search by the hsid of an unknown customer gets an empty list', async () => {
    await expect(
      searchPaymentMethods(config, {customer: {hsid: '7f0e1d2c-3b4a-4968-8776-655443322110'}}),
    ).resolves.toEqual([]);
  });

  // find.mdx and PaymentMethodSearchRequest.includeExpired (default false): expired cards and invalidated
  // accounts are left out unless asked for.
  it('a search without includeExpired leaves an invalidated account out', async () => {
    const closed = savedId(await withinSimulated(saveTestAccount('000111111113'), hour));
    await withinSimulated(
      createPayment(config, {
        amount: 2600,
        paymentMethodId: closed,
        merchantTransactionId: 'order-700301-attempt-1',
        consent,
      }),
      hour,
    );
    const wallet = await searchPaymentMethods(config, {customer: {id: walletCustomer}});
    expect(wallet.map(({id}) => id)).toEqual([savedCard, savedAccount]);
  });

  // update.mdx and onboarding/manufacturer-card.mdx: flagging the customer's current default card fails
  // with MANUFACTURER_CARD_CANNOT_BE_DEFAULT, not only a request that makes a manufacturer card the default.
  it("flagging the customer's default card is refused with MANUFACTURER_CARD_CANNOT_BE_DEFAULT", async () => {
    await expect(flagManufacturerCard(config, savedCard, ['Ozempic'], agent)).rejects.toThrow(
      /MANUFACTURER_CARD_CANNOT_BE_DEFAULT/,
    );
  });

  // payment-api.mdx cancels with paymentCancellationReason ABANDONED (cancel.json). A capture after that
  // cancel is PAYMENT_NOT_CAPTURABLE: AUTHORIZATION_EXPIRED is the 7-day lapse only, which also sets the
  // reason ABANDONED, so the simulator tells them apart by how the payment was CANCELED.
  it('a capture after your own cancel with reason ABANDONED is refused PAYMENT_NOT_CAPTURABLE', async () => {
    const held = rested(
      await withinSimulated(
        createPayment(config, {
          amount: 18750,
          paymentMethodId: savedCard,
          merchantTransactionId: 'order-700501-attempt-1',
          authorizeCard: true,
        }),
        hour,
      ),
    );
    await cancelPayment(config, held.id, {paymentCancellationReason: 'ABANDONED'});
    await withinSimulated(waitForPayment(config, held.id), hour);
    await expect(capturePayment(config, held.id, {amount: 100})).rejects.toMatchObject({
      httpStatus: 400,
      errorCode: 'PAYMENT_NOT_CAPTURABLE',
    });
  });

  // Refunds.mdx: a refund by payment method needs a valid, saved method; a deleted one is refused
  // (REFUND_PAYMENT_METHOD_INVALID).
  it('a refund to a deleted payment method is refused with REFUND_PAYMENT_METHOD_INVALID', async () => {
    const methodId = savedId(await saveCardToken('pm_card_5555555555554444'));
    rested(
      await withinSimulated(
        createPayment(config, {
          amount: 3000,
          paymentMethodId: methodId,
          merchantTransactionId: 'order-700401-attempt-1',
        }),
        hour,
      ),
    );
    await deletePaymentMethod(config, methodId);
    const refund = await withinSimulated(
      createRefund(config, {
        paymentMethodId: methodId,
        amount: 1000,
        merchantTransactionId: 'refund-700401-1',
        reason: 'REQUESTED_BY_CUSTOMER',
      }),
      hour,
    );
    expect(refund.kind === 'refused' && refund.error.errorCode).toBe('REFUND_PAYMENT_METHOD_INVALID');
  });

  // text-channel.mdx and email-channel.mdx (C7): the server creates the session with POST /sessions and
  // sends a link with its merchant token, under that session's sessionId, which is the checkout session's id.
  it("a child session in a session created with POST /sessions, by that session's sessionId", async () => {
    const created = await harness().api('POST', '/v1/sessions', {
      config: {modes: ['PAYMENT_WITH_WALLET'], paymentMethodChannel: {card: ['WEBFORM', 'TEXT']}},
      customer: {firstName: 'Maria', lastName: 'Lopez', email},
      payment: {amount: 4599, merchantTransactionId: 'order-100241-attempt-1'},
    });
    const {sessionId} = (created.body as Schemas['SessionCreated']).data;
    const child = await createChildSession(config, sessionId, {
      childSessionMode: 'TEXT_TO_PAY',
      phone: {countryCode: '1', number: '6125550143'},
    });
    expect(child.status).toBe('NOTIFICATION_CREATED');
  });
});
