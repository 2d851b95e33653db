/**
 * Who a call to the internal checkout API acts for: the checkout tokens createCheckoutSession issues (the
 * contract's `checkoutToken` scheme: valid for that session only, expiring with it), and the checkout
 * session and customer a call names in X-Checkout-Id and X-Customer-Id. Tokens.authorize finds the caller;
 * the pipeline hands it to the operation with the call.
 */
import {authorizationAnswer, type SimResponse} from './answers';
import type {World} from './world';

export interface CheckoutCaller {
  /** The checkout session of the checkout token the call was made with; undefined for an OAuth token. */
  readonly tokenCheckoutId?: string;
  /** X-Checkout-Id, or the token's session. */
  readonly checkoutId?: string;
  /** X-Customer-Id, or the customer of the token's session. */
  readonly customerId?: string;
  /** The call's token grants it only through the user scope: it acts for the customer in X-Customer-Id. */
  readonly userScope?: boolean;
}

export interface IssuedCheckoutToken {
  readonly merchantId: string;
  readonly checkoutId: string;
}

export class CheckoutAccess {
  private readonly issued = new Map<string, IssuedCheckoutToken>();

  constructor(private readonly world: World) {}

  /** A new checkout token for one checkout session of one merchant. */
  issue(merchantId: string, checkoutId: string): string {
    const token = `sbx_checkout_${this.world.id()}`;
    this.issued.set(token, {merchantId, checkoutId});
    return token;
  }

  issuedFor(token: string): IssuedCheckoutToken | undefined {
    return this.issued.get(token);
  }

  reset(): void {
    this.issued.clear();
  }

  /** The contract's words on the checkout token (the checkoutToken scheme's description). */
  rule(): string {
    const scheme = this.world.contract.documents.internal.components?.securitySchemes?.checkoutToken;
    const description = scheme === undefined || '$ref' in scheme ? undefined : scheme.description;
    if (description === undefined)
      throw new Error('The internal API describes no checkoutToken scheme; the simulator needs it');
    return description;
  }

  /**
   * 403 when the call was made with a checkout token and names a checkout session or customer other than
   * the token's; the answer is the same whether what it names exists or not.
   */
  refuseOutside(
    caller: CheckoutCaller,
    names: {readonly checkoutId?: string; readonly customerId?: string},
  ): SimResponse | undefined {
    const {tokenCheckoutId, customerId} = caller;
    if (tokenCheckoutId === undefined) return undefined;
    const outside =
      (names.checkoutId !== undefined && names.checkoutId !== tokenCheckoutId) ||
      (names.customerId !== undefined && names.customerId !== customerId);
    return outside
      ? authorizationAnswer(403, `${this.world.contract.accessRule.otherCheckoutToken.means} ${this.rule()}`)
      : undefined;
  }
}

const accessByWorld = new WeakMap<World, CheckoutAccess>();

/** The one CheckoutAccess of a world, which Tokens and Operations share. */
export function checkoutAccessOf(world: World): CheckoutAccess {
  let access = accessByWorld.get(world);
  if (access === undefined) {
    access = new CheckoutAccess(world);
    accessByWorld.set(world, access);
  }
  return access;
}
