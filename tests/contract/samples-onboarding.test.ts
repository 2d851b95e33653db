/**
 * The samples of Getting Started (health-care platform, provider, users), Developer Onboarding, Customer
 * Migration, the release notes and the changelog: the calls run against the contract's mock. The payment
 * helpers these pages show (createPayment, findPayments, waitForPayment) go through every outcome on
 * scripted answers in samples-recovery.test.ts.
 */
import {describe, expect, it} from 'vitest';
import {deletePaymentMethod} from '../../examples/checkout-api/payment-methods/delete-payment-method';
import {searchPaymentMethods} from '../../examples/checkout-api/payment-methods/search-payment-methods';
import {createPayment} from '../../examples/checkout-api/payments/create-payment';
import {findPayments} from '../../examples/checkout-api/payments/find-payments';
import {waitForPayment} from '../../examples/checkout-api/payments/wait-for-payment';
import {checkMemberWallet} from '../../examples/hcp/check-member-wallet';
import {flagManufacturerCard} from '../../examples/hcp/flag-manufacturer-card';
import {basketTotal, healthcareDetails} from '../../examples/hcp/iias';
import {canOfferAsDefault, manufacturerCardsFor} from '../../examples/hcp/manufacturer-cards';
import {containsCardNumber, suspiciousColumns} from '../../examples/migration/scan-extract';
import {toCents} from '../../examples/onboarding/amount';
import {toReconciliationRecord} from '../../examples/onboarding/payment-record';
import {modesFor} from '../../examples/onboarding/session-mode';
import {descriptorSuffix} from '../../examples/onboarding/statement-descriptor';
import {walletButtonHeight, withWalletButtonHeight} from '../../examples/onboarding/wallet-button-height';
import type {components} from '../../examples/openapi/hcp';
import {checkoutConfig} from '../../examples/shared/config';
import {useContractMock} from '../support/samples';

type PaymentMethod = components['schemas']['PaymentMethod'];

const agent = {firstName: 'Dana', lastName: 'Okafor', userId: 'agent-7781'};
const paymentMethodId = '5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9';
const paymentId = '3a9b7c5d-1e2f-4a6b-8c0d-9e7f5a3b1c2d';
const iiasPayment = {
  amount: 6850,
  paymentMethodId,
  merchantTransactionId: 'rx-558201',
  customer: {email: 'maria.lopez@example.com', idType: 'HSID' as const, hsid: '6a2b8c4d-0e1f-4a3b-9c5d-7e9f1a3b5c7d'},
  paymentDetails: {healthcare: {qualifiedAmount: 5400, prescriptionAmount: 4000, visionAmount: 1400}},
};

describe('samples against the mock', () => {
  useContractMock();

  it('searchPaymentMethods finds a member by hsid', async () => {
    const wallet = await searchPaymentMethods(checkoutConfig('samples-test'), {
      customer: {hsid: '6a2b8c4d-0e1f-4a3b-9c5d-7e9f1a3b5c7d'},
      paymentMethodTypes: ['CARD'],
    });
    expect(Array.isArray(wallet)).toBe(true);
  });

  it('checkMemberWallet finds the same wallet by hsid and by email', async () => {
    const ids = await checkMemberWallet(checkoutConfig('samples-test'), {
      hsid: '6a2b8c4d-0e1f-4a3b-9c5d-7e9f1a3b5c7d',
      email: 'maria.lopez@example.com',
    });
    expect(Array.isArray(ids)).toBe(true);
  });

  it('createPayment has an IIAS payment accepted', async () => {
    const attempt = await createPayment(checkoutConfig('samples-test'), iiasPayment);
    expect(attempt.kind).toBe('payment');
  });

  it('waitForPayment reads a payment at rest', async () => {
    const waited = await waitForPayment(checkoutConfig('samples-test'), paymentId);
    expect(waited.payment?.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('findPayments returns the payments of a merchantTransactionId', async () => {
    const lookup = await findPayments(checkoutConfig('samples-test'), 'order-100234-attempt-1');
    expect(lookup.kind).toBe('found');
  });

  it('flagManufacturerCard is accepted with an agent', async () => {
    const updated = await flagManufacturerCard(checkoutConfig('samples-test'), paymentMethodId, ['Ozempic'], agent);
    expect(updated.data.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('deletePaymentMethod is accepted with the agent', async () => {
    await expect(deletePaymentMethod(checkoutConfig('samples-test'), paymentMethodId, agent)).resolves.toBe('deleted');
  });
});

describe('pure helpers', () => {
  it('healthcareDetails sums the basket, and qualifiedAmount stays within the total', () => {
    const lines = [
      {amountCents: 4000, category: 'PRESCRIPTION' as const},
      {amountCents: 1400, category: 'VISION' as const},
      {amountCents: 1450, category: 'NOT_QUALIFIED' as const},
    ];
    expect(healthcareDetails(lines)).toEqual({qualifiedAmount: 5400, prescriptionAmount: 4000, visionAmount: 1400});
    expect(basketTotal(lines)).toBe(6850);
    expect(healthcareDetails([{amountCents: 999, category: 'NOT_QUALIFIED'}])).toBeUndefined();
    expect(() => healthcareDetails([{amountCents: 12.5, category: 'VISION'}])).toThrow(RangeError);
  });

  it('manufacturerCardsFor matches usable flagged cards, and canOfferAsDefault skips them', () => {
    const card = (id: string, extra: Record<string, unknown>): PaymentMethod => ({
      id,
      status: 'COMPLETED',
      paymentMethodType: 'CARD',
      paymentMethodDetails: {type: 'CARD', status: 'ACTIVE', ...extra},
    });
    const flagged = card('a', {
      manufacturerCard: true,
      cardCategories: [{type: 'MANUFACTURER_CARD', medications: ['Ozempic']}],
    });
    const expired = card('b', {
      manufacturerCard: true,
      status: 'EXPIRED',
      cardCategories: [{type: 'MANUFACTURER_CARD', medications: ['Ozempic']}],
    });
    const ordinary = card('c', {manufacturerCard: false});
    expect(manufacturerCardsFor([flagged, expired, ordinary], ' ozempic ').map(({id}) => id)).toEqual(['a']);
    expect([flagged, ordinary].filter(canOfferAsDefault).map(({id}) => id)).toEqual(['c']);
  });

  it('toCents converts to integer cents and refuses what the API refuses', () => {
    expect(toCents(25.5)).toBe(2550);
    expect(toCents(0.29)).toBe(29);
    expect(() => toCents(0)).toThrow(RangeError);
    expect(() => toCents(1.005)).toThrow(RangeError);
    expect(() => toCents(1_000_001)).toThrow(RangeError);
  });

  it('descriptorSuffix keeps within 10 characters and needs a letter', () => {
    expect(descriptorSuffix('RX', '100-234')).toBe('RX 100234');
    expect(descriptorSuffix('RX', '1234567890')).toBe('RX 1234567');
    expect(() => descriptorSuffix('', '100234')).toThrow();
  });

  it('walletButtonHeight accepts 40 to 55 and leaves the default alone', () => {
    expect(walletButtonHeight(undefined)).toBeUndefined();
    expect(walletButtonHeight(52)).toBe(52);
    expect(() => walletButtonHeight(56)).toThrow(RangeError);
    expect(() => walletButtonHeight(47.5)).toThrow(RangeError);
    expect(withWalletButtonHeight({}, 40)).toEqual({height: {button: 40}});
    expect(withWalletButtonHeight({}, undefined)).toEqual({});
  });

  it('modesFor gives guests PAYMENT only, and an email alone makes a guest', () => {
    expect(modesFor({}, 'pay')).toEqual(['PAYMENT']);
    expect(modesFor({email: 'maria.lopez@example.com'}, 'pay')).toEqual(['PAYMENT']);
    expect(() => modesFor({email: 'maria.lopez@example.com'}, 'manage-wallet')).toThrow();
    expect(modesFor({email: 'maria.lopez@example.com', enterpriseId: 'ENT-0048213'}, 'manage-wallet')).toEqual([
      'WALLET',
    ]);
    expect(modesFor({hsid: 'HS-448812'}, 'pay')).toEqual(['PAYMENT_WITH_WALLET']);
    expect(() => modesFor({}, 'add-payment-method')).toThrow();
  });

  it('toReconciliationRecord keeps our keys and the provider ids', () => {
    const record = toReconciliationRecord({
      id: paymentId,
      amount: 4599,
      merchantTransactionId: 'order-100234-attempt-1',
      status: 'COMPLETED',
      vendorPaymentId: 'pi_3PqX5tExample0Ab',
      chargeDetails: {vendorChargeId: 'ch_3PqX5tExample0Ab', amountCaptured: 4599, amountRefunded: 0},
    });
    expect(record).toMatchObject({paymentId, capturedCents: 4599, providerChargeId: 'ch_3PqX5tExample0Ab'});
  });

  it('the extract scan finds card numbers but not bank accounts or zeros', () => {
    expect(containsCardNumber('note: 4242 4242 4242 4242')).toBe(true);
    expect(containsCardNumber('0000000000000')).toBe(false);
    expect(containsCardNumber('order 1234567890123')).toBe(false);
    expect(suspiciousColumns({nickname: '4242-4242-4242-4242', accountNumber: '4242424242424242'})).toEqual([
      'nickname',
    ]);
  });
});
