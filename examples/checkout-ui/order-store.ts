/**
 * Your own order store, as the checkout samples use it. The contract does not describe it: replace the
 * in-memory version with your database.
 */
import type {components} from '../openapi/merchant';

export interface Order {
  readonly id: string;
  /** Integer cents. */
  readonly totalCents: number;
  /** A known customer pays with the wallet; a guest order has none. */
  readonly customer?: components['schemas']['Customer'];
  /**
   * The customer's authorization to debit a bank account, collected on your page before the checkout (the
   * wording they agreed to, when, and their browser's address and user agent). Without it, the widget asks
   * the customer for the authorization before a bank account pays.
   */
  readonly bankDebitConsent?: components['schemas']['Consent'];
  /** The customer's locale, such as es-MX, when you know it. */
  readonly locale?: string;
  /** The checkout attempt in progress: 1 for the first session, one more for each new session. */
  readonly attempt: number;
  /** The session of the current attempt, once created. */
  readonly sessionId?: string;
  /** The payment of the current attempt, once your server has seen it. */
  readonly payment?: components['schemas']['Payment'];
}

export interface OrderStore {
  find(orderId: string): Promise<Order>;
  /** Records the session created for an attempt, so the outcome can be read and looked up later. */
  saveAttempt(orderId: string, attempt: number, sessionId: string): Promise<void>;
  /** Records the payment of the current attempt, so the order's page shows it. */
  savePayment(orderId: string, payment: components['schemas']['Payment']): Promise<void>;
}

/** The merchantTransactionId of an attempt. A new session always gets a new one: order-100234-attempt-2. */
export const merchantTransactionIdOf = (order: Pick<Order, 'id' | 'attempt'>): string =>
  `order-${order.id}-attempt-${order.attempt}`;

/** An order store kept in memory, for trying the samples. */
export function memoryOrderStore(orders: readonly Order[]): OrderStore {
  const byId = new Map(orders.map((order) => [order.id, order]));
  return {
    find(orderId) {
      const order = byId.get(orderId);
      return order === undefined ? Promise.reject(new Error(`No order ${orderId}`)) : Promise.resolve(order);
    },
    saveAttempt(orderId, attempt, sessionId) {
      const order = byId.get(orderId);
      if (order === undefined) return Promise.reject(new Error(`No order ${orderId}`));
      byId.set(orderId, {...order, attempt, sessionId});
      return Promise.resolve();
    },
    savePayment(orderId, payment) {
      const order = byId.get(orderId);
      if (order === undefined) return Promise.reject(new Error(`No order ${orderId}`));
      byId.set(orderId, {...order, payment});
      return Promise.resolve();
    },
  };
}
