import type {components} from '../openapi/merchant';

type WidgetMode = components['schemas']['WidgetMode'];

export type Task = 'pay' | 'add-payment-method' | 'manage-wallet';

/**
 * Who the session is for. A customer is identified by an identifier you verified (hsid, enterpriseId) or by
 * the id the service assigned to them (x-invariants guest-has-no-wallet); an email alone identifies nobody.
 */
export interface Shopper {
  readonly email?: string;
  readonly hsid?: string;
  readonly enterpriseId?: string;
  readonly id?: string;
}

/** Whether the service will treat the shopper as a customer with a wallet, not as a guest. */
export function isIdentified(shopper: Shopper): boolean {
  return [shopper.hsid, shopper.enterpriseId, shopper.id].some((value) => value !== undefined && value !== '');
}

/** Picks the session modes for a task: guests can only pay; identified customers get their wallet. */
export function modesFor(shopper: Shopper, task: Task): WidgetMode[] {
  if (!isIdentified(shopper)) {
    if (task !== 'pay') throw new Error('Only an identified customer can add or manage payment methods');
    return ['PAYMENT'];
  }
  switch (task) {
    case 'pay':
      return ['PAYMENT_WITH_WALLET'];
    case 'add-payment-method':
      return ['PAYMENT_METHOD_ENTRY'];
    case 'manage-wallet':
      return ['WALLET'];
  }
}
