/**
 * Sessions: the Merchant API's session (POST /sessions) and the checkout session behind it, which the
 * widget and the internal API see, and the customer's part in the hosted page or widget: pay, authenticate
 * or close. Expiry is the lifecycle's `expiry.after`; statuses move only as `x-lifecycle` allows.
 */
import {durationMs} from '../contract-core/duration';
import {eventOf, Payments, processingMs} from './payments';
import {
  cardOfToken,
  defaultCard,
  methodTracked,
  saveMethod,
  testBankAccount,
  testCard,
  type MethodSource,
} from './wallet';
import type {Json, MerchantState, Tracked, World} from './world';

export const sessionTracked = (session: Json): Tracked => ({
  statusSchema: 'SessionStatus',
  statusField: 'status',
  data: session,
});
export const checkoutTracked = (checkout: Json): Tracked => ({
  statusSchema: 'CheckoutSessionStatus',
  statusField: 'checkoutSessionStatus',
  data: checkout,
});

export interface SessionNotes {
  readonly request: Json;
  readonly checkoutId: string;
  readonly createdAt: number;
}

export function sessionNotes(merchant: MerchantState, sessionId: string): SessionNotes {
  const notes = merchant.notes.get(sessionId) as SessionNotes | undefined;
  if (notes === undefined) throw new Error(`No notes on session ${sessionId}`);
  return notes;
}

function expiryMs(world: World, statusSchema: string): number {
  const after = world.lifecycle(statusSchema).expiry?.after;
  if (after === undefined) throw new Error(`${statusSchema} has no expiry.after in its x-lifecycle`);
  return durationMs(after);
}

/** Whether GET answers the lifecycle's expiry status (410) for the session now. */
export function isExpired(world: World, tracked: Tracked, createdAt: number): boolean {
  const {expiry} = world.lifecycle(tracked.statusSchema);
  if (expiry === undefined) return false;
  const state = String(tracked.data[tracked.statusField]);
  return expiry.states.includes(state) && world.now() >= createdAt + expiryMs(world, tracked.statusSchema);
}

/** The customer's part, as `POST /_sandbox/sessions/{sessionId}/customer` takes it. */
export interface CustomerAction {
  readonly action: 'pay' | 'authenticate' | 'close';
  readonly card?: string;
  readonly bankAccount?: {readonly routingNumber: string; readonly accountNumber: string};
}

export class Sessions {
  constructor(
    private readonly world: World,
    private readonly payments: Payments,
  ) {}

  /** POST /sessions: the session, INITIATED, and its checkout session, CREATED. */
  create(merchant: MerchantState, request: Json, hostedBase: string): Json {
    const {world} = this;
    const sessionId = world.id();
    const checkoutId = world.id();
    const createdAt = world.now();
    const session: Json = {
      sessionId,
      hostedUrl: `${hostedBase}/${sessionId}`,
      expiresAt: new Date(createdAt + expiryMs(world, 'SessionStatus')).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    };
    world.start(merchant.id, sessionTracked(session), 'INITIATED', 'POST /sessions');
    merchant.sessions.set(sessionId, session);
    const checkout: Json = {id: checkoutId, checkoutRequest: request, merchantId: merchant.id};
    world.start(merchant.id, checkoutTracked(checkout), 'CREATED', 'POST /checkout-sessions');
    merchant.checkoutSessions.set(checkoutId, checkout);
    merchant.notes.set(sessionId, {request, checkoutId, createdAt} satisfies SessionNotes);
    merchant.notes.set(checkoutId, {request, checkoutId, createdAt} satisfies SessionNotes);
    return session;
  }

  /** Acts as the customer; answers what went wrong in words, or undefined when it was done. */
  act(merchant: MerchantState, sessionId: string, action: CustomerAction): string | undefined {
    const {world} = this;
    const session = merchant.sessions.get(sessionId);
    if (session === undefined) return `no session ${sessionId} for this merchant`;
    const notes = sessionNotes(merchant, sessionId);
    const tracked = sessionTracked(session);
    if (isExpired(world, tracked, notes.createdAt)) return 'the session has expired';
    const checkout = merchant.checkoutSessions.get(notes.checkoutId) ?? {};
    if (action.action === 'authenticate') {
      const payment = merchant.payments.get(String((session.payment as Json | undefined)?.id));
      if (payment?.status !== 'AUTH_REQUIRED') return 'the session has no payment waiting for authentication';
      this.payments.authenticate(merchant, payment);
      return undefined;
    }
    if (session.status !== 'INITIATED')
      return `the customer has already submitted; the session is ${String(session.status)}`;
    this.open(merchant, checkout);
    if (action.action === 'close') {
      world.move(merchant.id, checkoutTracked(checkout), 'CANCELED', 'PATCH /checkout-sessions/{sessionId}/cancel');
      world.move(merchant.id, tracked, 'FAILED', 'service');
      return undefined;
    }
    const source = this.sourceOf(action);
    if (typeof source === 'string') return source;
    world.move(merchant.id, tracked, 'ACCEPTED', 'customer');
    world.move(merchant.id, checkoutTracked(checkout), 'PENDING', 'customer');
    const payment = notes.request.payment as Json | undefined;
    if (payment === undefined) this.saveFromSession(merchant, session, checkout, notes, source);
    else this.payFromSession(merchant, session, checkout, notes, payment, source);
    return undefined;
  }

  /** The widget opens the checkout session (GET with init=true) before the customer can act in it. */
  open(merchant: MerchantState, checkout: Json): void {
    const tracked = checkoutTracked(checkout);
    if (this.world.canMove(tracked, 'INITIATED', 'GET /checkout-sessions/{sessionId}')) {
      this.world.move(merchant.id, tracked, 'INITIATED', 'GET /checkout-sessions/{sessionId}');
    }
  }

  private sourceOf(action: CustomerAction): MethodSource | string {
    const {world} = this;
    if (action.bankAccount !== undefined) {
      const {routingNumber, accountNumber} = action.bankAccount;
      const entry = testBankAccount(world, routingNumber, accountNumber);
      if (entry?.errorCode !== undefined && entry.accountNumber === undefined) {
        return `routing number ${routingNumber} belongs to no bank (${entry.errorCode})`;
      }
      return {kind: 'bankAccount', routingNumber, accountNumber};
    }
    if (action.card === undefined) return {kind: 'card', card: defaultCard(world)};
    const card =
      testCard(world, action.card) ?? (action.card.startsWith('pm_') ? cardOfToken(world, action.card) : undefined);
    return card === undefined ? `${action.card} is not one of the test cards` : {kind: 'card', card};
  }

  private payFromSession(
    merchant: MerchantState,
    session: Json,
    checkout: Json,
    notes: SessionNotes,
    fields: Json,
    source: MethodSource,
  ): void {
    const customer = notes.request.customer as Json | undefined;
    const payment = this.payments.create(merchant, 'POST /api-ccg/payments', fields, source, true, {
      checkoutId: notes.checkoutId,
      ...(customer === undefined ? {} : {customer}),
    });
    session.payment = payment;
    checkout.paymentId = payment.id;
    const finish = (rested: Json): void => {
      const failed = !['AUTHORIZED', 'COMPLETED'].includes(String(rested.status));
      this.world.move(merchant.id, sessionTracked(session), failed ? 'FAILED' : 'COMPLETED', 'service');
      this.world.move(merchant.id, checkoutTracked(checkout), failed ? 'FAILED' : 'COMPLETED', 'service');
    };
    if (['FAILED', 'PAYMENT_METHOD_FAILED'].includes(String(payment.status))) finish(payment);
    else this.payments.onRest(String(payment.id), finish);
  }

  /** A wallet or setup session: the method is saved after the processing time. */
  private saveFromSession(
    merchant: MerchantState,
    session: Json,
    checkout: Json,
    notes: SessionNotes,
    source: MethodSource,
  ): void {
    const {world} = this;
    world.at(processingMs(world), () => {
      const customerId = (notes.request.customer as Json | undefined)?.id;
      const method = saveMethod(world, merchant, source, typeof customerId === 'string' ? {customerId} : {});
      world.start(
        merchant.id,
        methodTracked(method),
        'INITIATED',
        'POST /api-ccg/customers/{id}/setup-payment-methods',
      );
      world.move(merchant.id, methodTracked(method), 'COMPLETED', 'service', eventOf(method));
      session.paymentMethod = method;
      checkout.paymentMethodId = method.id;
      world.move(merchant.id, sessionTracked(session), 'COMPLETED', 'service');
      world.move(merchant.id, checkoutTracked(checkout), 'COMPLETED', 'service');
    });
  }
}
