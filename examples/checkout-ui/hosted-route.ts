import {findPayments} from '../checkout-api/payments/find-payments';
import {settlementOf} from '../checkout-api/payments/settlement';
import {untilRests} from '../checkout-api/payments/wait-for-payment';
import type {components} from '../openapi/merchant';
import {createSession} from '../sessions/create-session';
import type {CheckoutConfig} from '../shared/config';
import {callWithTimeout, noAnswer} from '../shared/retry';
import {toPreferredLanguage} from './language';
import {merchantTransactionIdOf, type Order, type OrderStore} from './order-store';

type SessionRequest = components['schemas']['SessionRequest'];
type SessionDetail = components['schemas']['SessionDetail'];
type PaymentMethodChannel = components['schemas']['PaymentMethodChannel'];
type Payment = components['schemas']['Payment'];

/** Your order's own page, which shows the payment your server recorded. */
const orderPageUrl = (orderId: string): string =>
  `https://www.northwind-pharmacy.example/orders/${encodeURIComponent(orderId)}`;

/** Whether the customer already paid, or can still pay, cannot be told yet: never offer a second checkout blind. */
const tryAgainLater = (): Response =>
  new Response('We could not check your order. Please try again in a minute.', {
    status: 503,
    headers: {'retry-after': '60'},
  });

type SessionState =
  {readonly kind: 'open'; readonly hostedUrl: string} | {readonly kind: 'ended'} | {readonly kind: 'unknown'};

/** One read of the attempt's session: 202 is open (the customer may still pay there), 200 and 410 ended. */
async function sessionState(config: CheckoutConfig, sessionId: string): Promise<SessionState> {
  const answer = await callWithTimeout(config, `/sessions/${encodeURIComponent(sessionId)}`, {scope: 'merchant'});
  if (answer === noAnswer || answer.status >= 500 || answer.status === 429) return {kind: 'unknown'};
  if (answer.status === 200 || answer.status === 410) return {kind: 'ended'};
  if (answer.status !== 202) throw new Error(`GET /sessions/${sessionId} answered ${answer.status}`);
  const {hostedUrl} = ((await answer.json()) as SessionDetail).data;
  return hostedUrl === undefined ? {kind: 'unknown'} : {kind: 'open', hostedUrl};
}

/** The order's page, after recording the payment the customer already made, or is making, for it. */
async function showOrder(orders: OrderStore, order: Order, payment: Payment): Promise<Response> {
  await orders.savePayment(order.id, payment);
  return Response.redirect(orderPageUrl(order.id), 303);
}

/**
 * The channels a session offers. A bank debit needs the customer's consent (bank-debit-needs-consent): the
 * session carries the one your page collected when the order has it; otherwise the widget asks the customer
 * for it before a bank account pays, so bank accounts are offered either way.
 */
const channels: PaymentMethodChannel = {card: ['WEBFORM', 'GOOGLE_PAY', 'APPLE_PAY'], bankAccount: ['WEBFORM']};

/** Creates the hosted session of the order's attempt, stores it with the order and sends the customer there. */
async function openHostedAttempt(config: CheckoutConfig, orders: OrderStore, order: Order): Promise<Response> {
  const request: SessionRequest = {
    config: {
      // A known customer pays with the wallet; without one the widget runs as a guest.
      modes: order.customer === undefined ? ['PAYMENT'] : ['PAYMENT_WITH_WALLET'],
      paymentMethodChannel: channels,
      merchant: {name: 'Northwind Pharmacy'},
      privacyPolicyUrl: 'https://www.northwind-pharmacy.example/privacy',
      options: {preferredLanguage: toPreferredLanguage(order.locale)},
    },
    customer: order.customer,
    ...(order.bankDebitConsent === undefined ? {} : {consent: order.bankDebitConsent}),
    payment: {
      amount: order.totalCents,
      merchantTransactionId: merchantTransactionIdOf(order),
      paymentDescription: `Order ${order.id}`,
    },
  };
  const {data} = await createSession(config, request);
  await orders.saveAttempt(order.id, order.attempt, data.sessionId);
  return Response.redirect(data.hostedUrl, 303);
}

/**
 * GET /orders/{orderId}/pay, the order's pay link. The customer can open it again (Back, then Pay, or after a
 * decline), so the payment of the order's current attempt is looked up first by its merchantTransactionId.
 * A payment that took or holds the money, or is still moving, is followed until it rests, recorded with
 * the order, and the customer is sent to the order's page. A payment that rests without money (declined,
 * failed or canceled) has used its identifier: the customer gets a new attempt, a new session with the
 * next merchantTransactionId, as the embedded restartCheckout does. With no payment, an open session of the
 * attempt is shown again; one that ended unpaid also leads to a new attempt. The answer is 303 See Other.
 */
export async function payOrder(config: CheckoutConfig, orders: OrderStore, orderId: string): Promise<Response> {
  const order = await orders.find(orderId);
  const earlier = await findPayments(config, merchantTransactionIdOf(order));
  if (earlier.kind === 'unknown') return tryAgainLater();
  if (earlier.kind === 'found') {
    const waited = await untilRests(config, earlier.newest);
    const payment = waited.payment ?? earlier.newest;
    if (waited.kind !== 'rests' || settlementOf(payment.status) !== 'not-paid')
      return showOrder(orders, order, payment);
    return openHostedAttempt(config, orders, {...order, attempt: order.attempt + 1});
  }
  if (order.sessionId === undefined) return openHostedAttempt(config, orders, order);
  const session = await sessionState(config, order.sessionId);
  if (session.kind === 'unknown') return tryAgainLater();
  // Back, then Pay, while the attempt's session is open: the same hosted page again. A second session for
  // the same merchantTransactionId would be refused as a duplicate.
  if (session.kind === 'open') return Response.redirect(session.hostedUrl, 303);
  // It expired or failed without a payment: its identifier is used, so the next session is a new attempt.
  return openHostedAttempt(config, orders, {...order, attempt: order.attempt + 1});
}
