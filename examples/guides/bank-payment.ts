import {createPayment, type PaymentOutcome} from '../checkout-api/payments/create-payment';
import type {components} from '../openapi/merchant';
import type {CheckoutConfig} from '../shared/config';

type Schemas = components['schemas'];

/** Your record of the customer's authorization of a debit, kept for as long as Nacha rules require. */
export interface DebitAuthorization {
  /** Your id for the record. */
  readonly consentId: string;
  /** The exact wording the customer agreed to, as shown, read out or signed. */
  readonly wording: string;
  readonly agreedAt: Date;
  /** How it was collected: WEB with the browser's address and user agent, TEL with the number called from, or PPD. */
  readonly collection: Schemas['ConsentCollectionDetails'];
}

/** The consent a bank account payment carries, built from your record of the authorization. */
export function consentFor(authorization: DebitAuthorization): Schemas['Consent'] {
  return {
    merchantConsentId: authorization.consentId,
    merchantConsentText: authorization.wording,
    collectionTimestamp: authorization.agreedAt.toISOString(),
    collectionDetails: authorization.collection,
  };
}

/**
 * Debits a saved bank account for an order's attempt, with the customer's consent, through createPayment: a
 * lost answer is looked up by merchantTransactionId before anything is sent again. A bank debit waits in
 * ACCEPTED until the bank confirms it, which takes days, not seconds, so the outcome is usually 'unknown'
 * with the payment ACCEPTED: the PAYMENT_COMPLETED webhook, or a later lookup, tells you it is COMPLETED.
 */
export async function payFromBankAccount(
  config: CheckoutConfig,
  merchantTransactionId: string,
  paymentMethodId: string,
  amount: number,
  authorization: DebitAuthorization,
): Promise<PaymentOutcome> {
  return createPayment(config, {amount, paymentMethodId, merchantTransactionId, consent: consentFor(authorization)});
}
