import type {components} from '../openapi/merchant';

type WidgetMode = components['schemas']['WidgetMode'];

export type Task = 'pay' | 'add-payment-method' | 'manage-wallet';

/** Who the session is for: a known customer has an email address, a guest has none. */
export interface Shopper {
  readonly email?: string;
}

/** Picks the session modes for a task: guests can only pay; known customers get their wallet. */
export function modesFor(shopper: Shopper, task: Task): WidgetMode[] {
  const isCustomer = shopper.email !== undefined && shopper.email !== '';
  if (!isCustomer) {
    if (task !== 'pay') throw new Error('Only a known customer can add or manage payment methods');
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
