import type {components} from '../openapi/merchant';
import type {CheckoutConfig} from '../shared/config';
import {payOnce, type PayOnceOutcome} from './pay-once';

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
 * Debits a saved bank account for an order, with the customer's consent, through payOnce: a lost answer is
 * looked up before any new attempt. The outcome's payment is PENDING or ACCEPTED: follow it until the bank
 * has confirmed the debit and the payment is COMPLETED, which takes days, not seconds.
 */
export async function payFromBankAccount(
  config: CheckoutConfig,
  orderId: string,
  paymentMethodId: string,
  amount: number,
  authorization: DebitAuthorization,
): Promise<PayOnceOutcome> {
  return payOnce(config, orderId, {amount, paymentMethodId, consent: consentFor(authorization)});
}
