/**
 * In the browser, on your order page: when the customer comes back from the hosted checkout with its
 * button or the Back button, ask your own server how the order stands. The browser may restore the page
 * from its back/forward cache without loading it again, so listen for `pageshow`, not only for `load`.
 */

/** What your server says about the order after it has polled the session or received the webhooks. */
export type OrderState = 'awaiting-payment' | 'paid' | 'payment-failed';

/**
 * Listens on `target` (the page's window) and calls `refresh` every time the page is shown: on its first
 * load, and again when the customer comes back to it, even from the back/forward cache. Returns a function
 * that stops listening.
 */
export function refreshOnReturn(target: EventTarget, refresh: () => Promise<void>): () => void {
  const onShow = (): void => {
    refresh().catch((error: unknown) => {
      console.error('Could not refresh the order', error);
    });
  };
  target.addEventListener('pageshow', onShow);
  return () => {
    target.removeEventListener('pageshow', onShow);
  };
}

/** Reads the order's state from your own server: never from the URL, which the customer can edit. */
export async function fetchOrderState(orderId: string): Promise<OrderState> {
  const response = await fetch(`/orders/${encodeURIComponent(orderId)}/state`, {cache: 'no-store'});
  if (!response.ok) throw new Error(`The order service answered ${response.status}`);
  return ((await response.json()) as {readonly state: OrderState}).state;
}
