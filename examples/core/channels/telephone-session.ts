import type {components} from '../../openapi/merchant';

type SessionRequest = components['schemas']['SessionRequest'];
type Agent = components['schemas']['Agent'];

/** The order as your own system holds it. */
export interface TelephoneOrder {
  /**
   * The caller's id in your own systems, once your identity checks on the call have verified them: only a
   * verified identifier opens a wallet, never the email they give.
   */
  readonly customerEnterpriseId: string;
  readonly customerEmail: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly amountCents: number;
  readonly merchantTransactionId: string;
  readonly description: string;
}

/**
 * The body of POST /sessions for an agent taking a card payment by phone. `mayHandleCardNumbers` comes from
 * your own access checks at the moment the session is created, never from a stored flag.
 */
export function telephoneSessionRequest(
  order: TelephoneOrder,
  agent: Omit<Agent, 'isAccessVerified'>,
  mayHandleCardNumbers: boolean,
): SessionRequest {
  return {
    config: {
      modes: ['PAYMENT_WITH_WALLET'],
      paymentMethodChannel: {card: ['TELEPHONIC_ENTRY'], bankAccount: ['WEBFORM']},
      options: {paymentMethodSaveMode: 'ALLOW_SAVE'},
      merchant: {name: 'Northwind Pharmacy'},
    },
    customer: {
      firstName: order.firstName,
      lastName: order.lastName,
      email: order.customerEmail,
      idType: 'ENTERPRISE_ID',
      enterpriseId: order.customerEnterpriseId,
    },
    payment: {
      amount: order.amountCents,
      merchantTransactionId: order.merchantTransactionId,
      paymentDescription: order.description,
    },
    agent: {...agent, isAccessVerified: mayHandleCardNumbers},
  };
}
