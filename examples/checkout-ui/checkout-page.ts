import type {CheckoutWidget, WidgetErrorEvent} from './convenient-checkout';
import type {CheckoutStart} from './embedded-session';
import {loadConvenientCheckout} from './load-widget';

/** A widget that stops at once on every mount is not restarted forever: after this many, the page gives up. */
const maxRestarts = 2;

/** Asks your server for a session: the first one, or after a stop, a new one once the old one is looked up. */
async function requestSession(orderId: string, restart: boolean): Promise<CheckoutStart> {
  const path = `/api/orders/${encodeURIComponent(orderId)}/checkout-session${restart ? '/restart' : ''}`;
  const response = await fetch(path, {method: 'POST'});
  if (!response.ok) throw new Error(`Could not start the checkout (${response.status})`);
  return (await response.json()) as CheckoutStart;
}

/**
 * Gets a session for the order from your server, loads the widget script and mounts the widget into
 * container. Resolves to the mounted widget, or to undefined when the order turned out to be paid.
 */
export async function startCheckout(
  container: HTMLElement,
  orderId: string,
  restarts = 0,
): Promise<CheckoutWidget | undefined> {
  const confirmation = `/orders/${encodeURIComponent(orderId)}/confirmation`;
  const start = await requestSession(orderId, restarts > 0);
  if (start.kind === 'paid') {
    window.location.assign(confirmation);
    return undefined;
  }

  const checkout = await loadConvenientCheckout(start.hostedUrl);
  container.setAttribute('aria-busy', 'true');
  const widget = checkout.mount(container, {
    sessionId: start.sessionId,
    onReady: () => {
      container.setAttribute('aria-busy', 'false');
    },
    onComplete: () => {
      // The browser only hints; the confirmation page's server reads GET /sessions/{sessionId}.
      window.location.assign(confirmation);
    },
    onError: (event: WidgetErrorEvent) => {
      // Not fatal: the widget shows the message in its form and the customer goes on in this session.
      if (!event.fatal) return;
      widget.unmount();
      // A session of another environment or merchant id: an integration error, not the customer's.
      if (event.error.errorCode === 'SESSION_NOT_FOUND' || restarts >= maxRestarts) {
        container.textContent = 'The checkout is unavailable. Please try again in a few minutes.';
        return;
      }
      // Expired, or ended FAILED (such as CARD_DECLINED): the server looks the payment up first.
      startCheckout(container, orderId, restarts + 1).catch(() => {
        container.textContent = 'The checkout is unavailable. Please try again in a few minutes.';
      });
    },
    onClose: () => {
      window.location.assign(`/orders/${encodeURIComponent(orderId)}`);
    },
  });
  return widget;
}
