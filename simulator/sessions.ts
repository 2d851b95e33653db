/**
 * Sessions: the Merchant API's session (POST /sessions) and the checkout session behind it, or a checkout
 * session on its own (POST /checkout-sessions of the internal API), which the widget sees; the customer's
 * part in the hosted page or widget (pay, authenticate or close), cancellation and child sessions. Expiry
 * is the lifecycle's `expiry.after`, later while a child session's link is out; statuses move only as
 * `x-lifecycle` allows.
 */
import {durationMs} from '../contract-core';
import {endSetup} from './paymentMethods';
import {Payments, processingMs} from './payments';
import {cardOfToken, defaultCard, noBankCode, testCard, type MethodSource} from './wallet';
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
const childTracked = (child: Json): Tracked => ({
  statusSchema: 'ChildSessionStatus',
  statusField: 'status',
  data: child,
});

/** The call that opens a checkout session, as the lifecycle names it. */
const openCall = 'GET /checkout-sessions/{sessionId}';

/**
 * How long a child session's link works. The contract gives it only in words (ChildSession.expiresAt and
 * SessionDetail.expiresAt: 24 hours), in no extension the simulator could read.
 */
const childLinkMs = 24 * 3600_000;

/** Modes that only show saved methods, so the widget collects no card in its PCI-scoped frame. */
const savedMethodModes: readonly string[] = ['PAYMENT_METHOD_SELECT', 'PAYMENT_METHOD_DISPLAY'];

/** What a checkout session carries besides its representation, shared with the Merchant API's session behind it. */
export interface SessionNotes {
  readonly request: Json;
  readonly checkoutId: string;
  /** The Merchant API's session, when POST /sessions made the checkout session. */
  readonly sessionId?: string;
  readonly createdAt: number;
  /** When the newest child session's link stops working: the session lives as long. */
  linkExpiresAt?: number;
}

export function sessionNotes(merchant: MerchantState, sessionId: string): SessionNotes {
  const notes = merchant.notes.get(sessionId) as SessionNotes | undefined;
  if (notes === undefined) throw new Error(`No notes on session ${sessionId}`);
  return notes;
}

const isoTime = (ms: number): string => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

function expiryMs(world: World, statusSchema: string): number {
  const after = world.lifecycle(statusSchema).expiry?.after;
  if (after === undefined) throw new Error(`${statusSchema} has no expiry.after in its x-lifecycle`);
  return durationMs(after);
}

/** When the session expires: its lifecycle's `expiry.after` from creation, or its child session's link's end. */
function expiresAt(world: World, statusSchema: string, notes: SessionNotes): number {
  return Math.max(notes.createdAt + expiryMs(world, statusSchema), notes.linkExpiresAt ?? 0);
}

/** Whether GET answers the lifecycle's expiry status (410) for the session now. */
export function isExpired(world: World, tracked: Tracked, notes: SessionNotes): boolean {
  const {expiry} = world.lifecycle(tracked.statusSchema);
  if (expiry === undefined) return false;
  const state = String(tracked.data[tracked.statusField]);
  return expiry.states.includes(state) && world.now() >= expiresAt(world, tracked.statusSchema, notes);
}

/** Whether the lifecycle lets `operationId` act on the entity in its state (the state's `actions`). */
export function allows(world: World, tracked: Tracked, operationId: string): boolean {
  const state = world.lifecycle(tracked.statusSchema).states[String(tracked.data[tracked.statusField])];
  return state?.actions?.includes(operationId) ?? false;
}

/** The customer's part, as `POST /_sandbox/sessions/{sessionId}/customer` takes it. */
export interface CustomerAction {
  readonly action: 'pay' | 'authenticate' | 'close';
  readonly card?: string;
  readonly bankAccount?: {readonly routingNumber: string; readonly accountNumber: string};
}

/** A played bank account's field, checked with the pattern of the Merchant API's schema of that name. */
function bankFieldProblem(world: World, field: 'routingNumber' | 'accountNumber', value: unknown): string | undefined {
  const schema = field === 'routingNumber' ? 'RoutingNumber' : 'AccountNumber';
  const {pattern} = world.contract.documents.merchant.components?.schemas?.[schema] as {pattern: string};
  return typeof value === 'string' && new RegExp(pattern).test(value)
    ? undefined
    : `bankAccount.${field} must be text that matches ${pattern}`;
}

/** The bank account the played customer pays from, refused as the widget's form refuses it. */
function bankSource(world: World, account: unknown): MethodSource | string {
  const {routingNumber, accountNumber} = (typeof account === 'object' && account !== null ? account : {}) as Json;
  const problem =
    bankFieldProblem(world, 'routingNumber', routingNumber) ?? bankFieldProblem(world, 'accountNumber', accountNumber);
  if (problem !== undefined) return problem;
  const noBank = noBankCode(world, String(routingNumber));
  if (noBank !== undefined) return `routing number ${String(routingNumber)} belongs to no bank (${noBank})`;
  return {kind: 'bankAccount', routingNumber: String(routingNumber), accountNumber: String(accountNumber)};
}

/**
 * The consent the widget collects when the session was created without one (bank-debit-needs-consent):
 * the customer agrees to the debit of the session's amount on the widget's page, here on this machine.
 */
function widgetConsent(world: World, payment: Json): Json {
  return {
    merchantConsentId: `widget-${world.id()}`.slice(0, 50),
    merchantConsentText: `I authorise this one-time debit of ${(Number(payment.amount) / 100).toFixed(2)} USD from my bank account.`,
    collectionTimestamp: world.isoNow(),
    collectionDetails: {type: 'WEB', ipAddress: '127.0.0.1', userAgent: 'Convenient Checkout simulator'},
  };
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
    const checkout = this.createCheckout(merchant, request, sessionId);
    const notes = sessionNotes(merchant, String(checkout.id));
    const session: Json = {
      sessionId,
      hostedUrl: `${hostedBase}/${sessionId}`,
      expiresAt: isoTime(expiresAt(world, 'SessionStatus', notes)),
    };
    world.start(merchant.id, sessionTracked(session), 'INITIATED', 'POST /sessions');
    merchant.sessions.set(sessionId, session);
    merchant.notes.set(sessionId, notes as unknown as Json);
    return session;
  }

  /**
   * POST /checkout-sessions: a checkout session, CREATED, with the customer the request names;
   * `sessionId` is the Merchant API's session behind it, when POST /sessions makes it, and then the
   * checkout session's id too (createChildSession's description: one id for both).
   */
  createCheckout(merchant: MerchantState, request: Json, sessionId?: string): Json {
    const {world} = this;
    const checkoutId = sessionId ?? world.id();
    const customerId = (request.customer as Json | undefined)?.id;
    const checkout: Json = {
      id: checkoutId,
      checkoutRequest: request,
      merchantId: merchant.id,
      ...(typeof customerId === 'string' ? {customerId} : {}),
    };
    world.start(merchant.id, checkoutTracked(checkout), 'CREATED', 'POST /checkout-sessions');
    merchant.checkoutSessions.set(checkoutId, checkout);
    const notes: SessionNotes = {
      request,
      checkoutId,
      createdAt: world.now(),
      ...(sessionId === undefined ? {} : {sessionId}),
    };
    merchant.notes.set(checkoutId, notes as unknown as Json);
    return checkout;
  }

  /** Acts as the customer; answers what went wrong in words, or undefined when it was done. */
  act(merchant: MerchantState, sessionId: string, action: CustomerAction): string | undefined {
    const {world} = this;
    const session = merchant.sessions.get(sessionId);
    if (session === undefined) return `no session ${sessionId} for this merchant`;
    const notes = sessionNotes(merchant, sessionId);
    if (isExpired(world, sessionTracked(session), notes)) return 'the session has expired';
    const checkout = merchant.checkoutSessions.get(notes.checkoutId);
    if (checkout === undefined) throw new Error(`Session ${sessionId} has no checkout session`);
    if (action.action === 'authenticate') {
      const payment = merchant.payments.get(String((session.payment as Json | undefined)?.id));
      if (payment?.status !== 'AUTH_REQUIRED') return 'the session has no payment waiting for authentication';
      this.payments.confirm(merchant, payment, 'customer');
      return undefined;
    }
    if (session.status !== 'INITIATED')
      return `the customer has already submitted; the session is ${String(session.status)}`;
    this.open(merchant, checkout);
    if (action.action === 'close') {
      this.cancel(merchant, checkout);
      return undefined;
    }
    const source = this.sourceOf(action);
    if (typeof source === 'string') return source;
    const fields = notes.request.payment as Json | undefined;
    if (fields === undefined) {
      this.saveFromSession(merchant, checkout, source);
      return undefined;
    }
    const customer = notes.request.customer as Json | undefined;
    const consent =
      source.kind === 'bankAccount' ? (notes.request.consent ?? widgetConsent(this.world, fields)) : undefined;
    const payment = this.payments.create(merchant, 'POST /api-ccg/payments', fields, source, true, {
      checkoutId: notes.checkoutId,
      ...(customer === undefined ? {} : {customer}),
      ...(consent === undefined ? {} : {consent}),
    });
    this.payIn(merchant, checkout, payment);
    return undefined;
  }

  /** The widget opens the checkout session (GET with init=true) before the customer can act in it. */
  open(merchant: MerchantState, checkout: Json): void {
    const tracked = checkoutTracked(checkout);
    if (this.world.canMove(tracked, 'INITIATED', openCall))
      this.world.move(merchant.id, tracked, 'INITIATED', openCall);
  }

  /** What the widget needs to start (GET with init=true): the request's appearance and the session context. */
  widgetStart(checkout: Json): Json {
    const config = ((checkout.checkoutRequest as Json | undefined)?.config ?? {}) as Json;
    const modes = (config.modes ?? []) as readonly string[];
    return {
      ...(config.appearance === undefined ? {} : {appearance: config.appearance}),
      sessionContext: {pci: {active: modes.some((mode) => !savedMethodModes.includes(mode))}},
    };
  }

  /** Why the customer can no longer submit in the checkout session, or undefined while they can. */
  submissionClosed(merchant: MerchantState, checkout: Json): string | undefined {
    const tracked = checkoutTracked(checkout);
    if (isExpired(this.world, tracked, sessionNotes(merchant, String(checkout.id)))) return 'it has expired';
    const open =
      this.world.canMove(tracked, 'INITIATED', openCall) || this.world.canMove(tracked, 'PENDING', 'customer');
    return open ? undefined : `it is ${String(checkout.checkoutSessionStatus)}`;
  }

  /**
   * The customer pays in the checkout session (opening it if the widget has not): PENDING, and the
   * Merchant API's session behind it ACCEPTED; then both COMPLETED or FAILED as the payment rests.
   */
  payIn(merchant: MerchantState, checkout: Json, payment: Json): void {
    const session = this.sessionBehind(merchant, checkout);
    this.open(merchant, checkout);
    this.submit(merchant, checkout, session);
    checkout.paymentId = payment.id;
    if (session !== undefined) session.payment = payment;
    const finish = (rested: Json): void => {
      this.finish(merchant, checkout, session, !['AUTHORIZED', 'COMPLETED'].includes(String(rested.status)));
    };
    if (['FAILED', 'PAYMENT_METHOD_FAILED'].includes(String(payment.status))) finish(payment);
    else this.payments.onRest(String(payment.id), finish);
  }

  /**
   * PATCH /checkout-sessions/{sessionId}/cancel, or the customer closing the widget: CANCELED, and the
   * Merchant API's session behind it FAILED.
   */
  cancel(merchant: MerchantState, checkout: Json): void {
    this.world.move(merchant.id, checkoutTracked(checkout), 'CANCELED', 'PATCH /checkout-sessions/{sessionId}/cancel');
    const session = this.sessionBehind(merchant, checkout);
    if (session !== undefined) this.world.move(merchant.id, sessionTracked(session), 'FAILED', 'service');
  }

  /**
   * POST /checkout-sessions/{sessionId}/child-sessions: the text or email with the link, NOTIFICATION_CREATED
   * and sent after the processing time. While the link is out the session lives as long as it
   * (SessionDetail.expiresAt), so the Merchant API's session shows the later expiresAt.
   */
  sendChildSession(merchant: MerchantState, checkout: Json, request: Json): Json {
    const {world} = this;
    const createdAt = world.now();
    const mode = String(request.childSessionMode);
    const phone = request.phone as Json | undefined;
    const notification = mode.startsWith('TEXT_')
      ? {channel: 'TEXT', destination: `***-***-${String(phone?.number).slice(-4)}`}
      : {channel: 'EMAIL', destination: String(request.email).replace(/^(.)[^@]*/, '$1***')};
    const child: Json = {
      id: world.id(),
      mode,
      createdAt: isoTime(createdAt),
      expiresAt: isoTime(createdAt + childLinkMs),
      notification: {id: world.id(), ...notification},
    };
    world.start(
      merchant.id,
      childTracked(child),
      'NOTIFICATION_CREATED',
      'POST /checkout-sessions/{sessionId}/child-sessions',
    );
    checkout.childSessionId = child.id;
    checkout.childSession = child;
    const notes = sessionNotes(merchant, String(checkout.id));
    notes.linkExpiresAt = createdAt + childLinkMs;
    const session = this.sessionBehind(merchant, checkout);
    if (session !== undefined) session.expiresAt = isoTime(expiresAt(world, 'SessionStatus', notes));
    world.at(processingMs(world), () => {
      world.move(merchant.id, childTracked(child), 'NOTIFICATION_SENT', 'service');
    });
    return child;
  }

  private sessionBehind(merchant: MerchantState, checkout: Json): Json | undefined {
    const {sessionId} = sessionNotes(merchant, String(checkout.id));
    return sessionId === undefined ? undefined : merchant.sessions.get(sessionId);
  }

  /** The customer submits: the checkout session PENDING, the Merchant API's session ACCEPTED. */
  private submit(merchant: MerchantState, checkout: Json, session: Json | undefined): void {
    if (session !== undefined) this.world.move(merchant.id, sessionTracked(session), 'ACCEPTED', 'customer');
    this.world.move(merchant.id, checkoutTracked(checkout), 'PENDING', 'customer');
  }

  private finish(merchant: MerchantState, checkout: Json, session: Json | undefined, failed: boolean): void {
    const to = failed ? 'FAILED' : 'COMPLETED';
    if (session !== undefined) this.world.move(merchant.id, sessionTracked(session), to, 'service');
    this.world.move(merchant.id, checkoutTracked(checkout), to, 'service');
  }

  private sourceOf(action: CustomerAction): MethodSource | string {
    if (action.bankAccount !== undefined) return bankSource(this.world, action.bankAccount);
    if (action.card === undefined) return {kind: 'card', card: defaultCard(this.world)};
    if (typeof action.card !== 'string') return 'card must be a test card number or a pm_ token, as text';
    const card =
      testCard(this.world, action.card) ??
      (action.card.startsWith('pm_') ? cardOfToken(this.world, action.card) : undefined);
    return card === undefined ? `${action.card} is not one of the test cards` : {kind: 'card', card};
  }

  /**
   * A wallet or setup session: the widget's setup, which saves the method after the processing time, or,
   * for a card the processor refuses to save, ends the checkout session (and the Merchant API's session
   * behind it) FAILED with nothing saved.
   */
  private saveFromSession(merchant: MerchantState, checkout: Json, source: MethodSource): void {
    const {world} = this;
    const session = this.sessionBehind(merchant, checkout);
    this.submit(merchant, checkout, session);
    world.at(processingMs(world), () => {
      const {customerId} = checkout;
      const {method, refusal} = endSetup(
        world,
        merchant,
        source,
        'POST /api-ccg/customers/{id}/setup-payment-methods',
        typeof customerId === 'string' ? {customerId} : {},
      );
      if (refusal === undefined) {
        if (session !== undefined) session.paymentMethod = method;
        checkout.paymentMethodId = method.id;
      }
      this.finish(merchant, checkout, session, refusal !== undefined);
    });
  }
}
