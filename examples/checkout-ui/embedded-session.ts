import type {components} from '../openapi/merchant';
import {settle} from '../sessions/after-expiry';
import {createSession} from '../sessions/create-session';
import type {CheckoutConfig} from '../shared/config';
import {merchantTransactionIdOf, type Order, type OrderStore} from './order-store';

type Appearance = components['schemas']['Appearance'];
type SessionRequest = components['schemas']['SessionRequest'];

/** What the browser needs to mount the widget, or to leave the checkout because the order is paid. */
export type CheckoutStart =
  {readonly kind: 'mount'; readonly sessionId: string; readonly hostedUrl: string} | {readonly kind: 'paid'};

const appearance: Appearance = {
  palette: {
    primary: {main: '#0b6e4f', light: '#3d9a78', dark: '#064d37', contrastText: '#ffffff'},
    secondary: {main: '#f2f5f3', contrastText: '#1c2b24'},
  },
  font: {
    fontFamily: 'Inter, sans-serif',
    fontSources: [{cssSrc: 'https://fonts.googleapis.com/css2?family=Inter:wght@400;600', family: 'Inter'}],
  },
  border: {buttonBorderRadius: '6px'},
  height: {button: 44},
  visibility: {headerLogo: false, hideApplicationLanguageSelector: true},
};

/** Creates the session of the order's current attempt and stores its id with the order. */
async function startAttempt(config: CheckoutConfig, orders: OrderStore, order: Order): Promise<CheckoutStart> {
  const request: SessionRequest = {
    config: {
      modes: order.customer === undefined ? ['PAYMENT'] : ['PAYMENT_WITH_WALLET'],
      merchant: {name: 'Northwind Pharmacy'},
      options: {preferredLanguage: 'es', paymentMethodSaveMode: 'ALLOW_SAVE'},
      appearance,
    },
    customer: order.customer,
    payment: {amount: order.totalCents, merchantTransactionId: merchantTransactionIdOf(order)},
  };
  const {data} = await createSession(config, request);
  await orders.saveAttempt(order.id, order.attempt, data.sessionId);
  return {kind: 'mount', sessionId: data.sessionId, hostedUrl: data.hostedUrl};
}

/** POST /api/orders/{orderId}/checkout-session: the first session of an order. */
export async function createEmbeddedSession(
  config: CheckoutConfig,
  orders: OrderStore,
  orderId: string,
): Promise<CheckoutStart> {
  const order = await orders.find(orderId);
  if (order.sessionId !== undefined) throw new Error(`Order ${orderId} already has a session; restart it instead`);
  return startAttempt(config, orders, order);
}

// #region restart
/**
 * POST /api/orders/{orderId}/checkout-session/restart, called when the widget has stopped (a fatal
 * onError such as SESSION_EXPIRED, or a session that ended FAILED). Follows the old session to its end
 * and looks its payment up by merchantTransactionId first: the customer may have paid just before it
 * stopped. Only when nothing was taken does it start a new session, with the next attempt's new
 * merchantTransactionId (order-100234-attempt-2): the service refuses the old one with
 * DUPLICATE_MERCHANT_TRANSACTION_ID.
 */
export async function restartCheckout(
  config: CheckoutConfig,
  orders: OrderStore,
  orderId: string,
): Promise<CheckoutStart> {
  const order = await orders.find(orderId);
  if (order.sessionId === undefined) return startAttempt(config, orders, order);
  const settlement = await settle(config, order.sessionId, merchantTransactionIdOf(order));
  if (settlement !== 'not-paid') return {kind: 'paid'};
  return startAttempt(config, orders, {...order, attempt: order.attempt + 1});
}
// #endregion restart
