import type {components} from '../openapi/merchant';
import {createSession} from '../sessions/create-session';
import type {CheckoutConfig} from '../shared/config';
import {toPreferredLanguage} from './language';
import {merchantTransactionIdOf, type OrderStore} from './order-store';

type SessionRequest = components['schemas']['SessionRequest'];

/**
 * GET /orders/{orderId}/pay: creates a hosted session for the order's current attempt, stores its id
 * with the order and answers 303 See Other to the hosted page.
 */
export async function payOrder(config: CheckoutConfig, orders: OrderStore, orderId: string): Promise<Response> {
  const order = await orders.find(orderId);
  const request: SessionRequest = {
    config: {
      // A known customer pays with the wallet; without one the widget runs as a guest.
      modes: order.customer === undefined ? ['PAYMENT'] : ['PAYMENT_WITH_WALLET'],
      merchant: {name: 'Northwind Pharmacy'},
      privacyPolicyUrl: 'https://www.northwind-pharmacy.example/privacy',
      options: {preferredLanguage: toPreferredLanguage(order.locale)},
    },
    customer: order.customer,
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
