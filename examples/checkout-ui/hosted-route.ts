import {findPayments} from '../checkout-api/payments/find-payments';
import {untilRests} from '../checkout-api/payments/wait-for-payment';
import type {components} from '../openapi/merchant';
import {createSession} from '../sessions/create-session';
import type {CheckoutConfig} from '../shared/config';
import {callWithTimeout, noAnswer} from '../shared/retry';
import {toPreferredLanguage} from './language';
import {merchantTransactionIdOf, type OrderStore} from './order-store';

type SessionRequest = components['schemas']['SessionRequest'];
type SessionDetail = components['schemas']['SessionDetail'];

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

/**
 * GET /orders/{orderId}/pay, the order's pay link. The customer can open it again (Back, then Pay), so the
 * payment of the order's current attempt is looked up first by its merchantTransactionId: if it exists, it
 * is followed until it rests, recorded with the order, and the customer is sent to the order's page to see
 * it, instead of a second checkout for the same identifier. While the attempt's session is still open, the
 * customer goes back to its hosted page. Otherwise it creates a hosted session for the attempt (a new
 * attempt, with a new identifier, once the previous session has ended), stores it with the order and answers
 * 303 See Other to the hosted page.
 */
export async function payOrder(config: CheckoutConfig, orders: OrderStore, orderId: string): Promise<Response> {
  let order = await orders.find(orderId);
  const earlier = await findPayments(config, merchantTransactionIdOf(order));
  if (earlier.kind === 'unknown') return tryAgainLater();
  if (earlier.kind === 'found') {
    const waited = await untilRests(config, earlier.newest);
    await orders.savePayment(order.id, waited.payment ?? earlier.newest);
    return Response.redirect(orderPageUrl(order.id), 303);
  }

  if (order.sessionId !== undefined) {
    const session = await sessionState(config, order.sessionId);
    if (session.kind === 'unknown') return tryAgainLater();
    // Back, then Pay, while the attempt's session is open: the same hosted page again. A second session for
    // the same merchantTransactionId would be refused as a duplicate.
    if (session.kind === 'open') return Response.redirect(session.hostedUrl, 303);
    // It expired or failed without a payment: its identifier is used, so the next session is a new attempt.
    order = {...order, attempt: order.attempt + 1};
  }

  const merchantTransactionId = merchantTransactionIdOf(order);
  const request: SessionRequest = {
    config: {
      // A known customer pays with the wallet; without one the widget runs as a guest.
      modes: order.customer === undefined ? ['PAYMENT'] : ['PAYMENT_WITH_WALLET'],
      merchant: {name: 'Northwind Pharmacy'},
      privacyPolicyUrl: 'https://www.northwind-pharmacy.example/privacy',
      options: {preferredLanguage: toPreferredLanguage(order.locale)},
    },
    customer: order.customer,
    payment: {amount: order.totalCents, merchantTransactionId, paymentDescription: `Order ${order.id}`},
  };
  const {data} = await createSession(config, request);
  await orders.saveAttempt(order.id, order.attempt, data.sessionId);
  return Response.redirect(data.hostedUrl, 303);
}
