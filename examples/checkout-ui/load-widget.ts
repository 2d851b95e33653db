import type {ConvenientCheckout} from './convenient-checkout';

const widgetPath = '/widget/v1/convenient-checkout.js';
let loading: Promise<ConvenientCheckout> | undefined;

/**
 * Loads the widget script from the checkout host that issued the session (the origin of
 * data.hostedUrl), once per page, and resolves to window.ConvenientCheckout. A failed load is
 * forgotten, so a later call tries again.
 */
export function loadConvenientCheckout(hostedUrl: string): Promise<ConvenientCheckout> {
  loading ??= new Promise<ConvenientCheckout>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = new URL(widgetPath, hostedUrl).href;
    script.async = true;
    script.onload = () => {
      if (window.ConvenientCheckout === undefined) {
        reject(new Error('The checkout script loaded but did not define ConvenientCheckout'));
      } else resolve(window.ConvenientCheckout);
    };
    script.onerror = () => {
      reject(new Error(`Could not load ${script.src}`));
    };
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
