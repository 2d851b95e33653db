/**
 * The guides' samples (examples/guides): against the contract's mock, the requests they build must be
 * accepted. The payment and refund they send go through createPayment and createRefund, whose recovery
 * (never a second charge, never a second refund) is tested outcome by outcome in samples-recovery.test.ts.
 */
import {describe, expect, it} from 'vitest';
import {createRefund} from '../../examples/checkout-api/payments/create-refund';
import type {components} from '../../examples/openapi/merchant';
import {payFromBankAccount} from '../../examples/guides/bank-payment';
import {chooseRefund} from '../../examples/guides/choose-refund';
import {refreshOnReturn} from '../../examples/guides/refresh-on-return';
import {checkoutConfig} from '../../examples/shared/config';
import {useContractMock} from '../support/samples';

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

  it('createRefund creates a refund', async () => {
    const outcome = await createRefund(checkoutConfig('samples-test'), {
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
    const outcome = await createRefund(checkoutConfig('samples-test'), request);
    expect(outcome.kind).toBe('created');
  });

  it.each([
    ['WEB', {type: 'WEB', ipAddress: '203.0.113.24', userAgent: 'Mozilla/5.0'}],
    ['TEL', {type: 'TEL', inboundPhoneNumber: {countryCode: '1', number: '6125550143'}}],
    ['PPD', {type: 'PPD'}],
  ] as const)('payFromBankAccount sends %s consent the contract accepts', async (_, collection) => {
    const outcome = await payFromBankAccount(
      checkoutConfig('samples-test'),
      'order-100250-attempt-1',
      paymentMethodId,
      2500,
      {
        consentId: 'consent-2024-000231',
        wording: 'I authorize Northwind Pharmacy to debit my account for 25.00 USD today.',
        agreedAt: new Date('2024-04-12T17:20:05Z'),
        collection,
      },
    );
    expect(outcome.kind).toBe('payment');
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
