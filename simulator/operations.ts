/**
 * What each operation does to the simulator's state, by operationId: the Merchant API's (which the
 * health-care API's paths reach too) and the internal checkout API's. A request reaches these only after
 * the pipeline (requests.ts) has checked its token, scopes, parameters and body against the contract and
 * applied `x-idempotency`; the answers' shapes are checked against the contract in Node.
 */
import {durationMs} from '../contract-core';
import type {SimulatorContract} from './contract';
import {answer, declineAnswer, errorAnswer, type SimResponse} from './answers';
import {checkoutAccessOf, type CheckoutAccess, type CheckoutCaller} from './checkoutAccess';
import {guards, refusal} from './invariants';
import {paymentNotes, paymentTracked, Payments, pick, refundTracked, reservedAmount} from './payments';
import {drawForMethod, recordDrawn, remainingOf, type Drawn} from './refunds';
import {PaymentMethods} from './paymentMethods';
import {allows, checkoutTracked, isExpired, sessionNotes, Sessions, sessionTracked} from './sessions';
import {bankNameOf, cardOfToken, seedWallet, sourceOf, usableMethod, type MethodSource} from './wallet';
import {World, type Json, type MerchantState} from './world';

export interface Call {
  readonly world: World;
  readonly merchant: MerchantState;
  readonly params: Readonly<Record<string, string>>;
  readonly query: URLSearchParams;
  readonly body: Json;
  /** The API's base URL as the caller reached it: `http://127.0.0.1:4010/v1`. */
  readonly base: string;
  /** The simulator's origin, for links to its own pages. */
  readonly origin: string;
  /** Waits on the simulator's own clock; slowAnswer amounts use it. */
  readonly wait: (ms: number) => Promise<void>;
  /** Who the call acts for: the checkout session and customer its token or headers name. */
  readonly caller: CheckoutCaller;
  readonly operationId: string;
  /** What the call made, when its answer names nothing (a payment that failed with a 500). */
  readonly made: {id?: string};
}

export type Operation = (call: Call) => SimResponse | Promise<SimResponse>;

/** What an operation made, for `x-idempotency` to find again on a repeat. */
export interface Made {
  readonly store: 'sessions' | 'payments' | 'refunds' | 'checkoutSessions';
  readonly id: string;
}

const failedStatuses = new Set(['FAILED', 'PAYMENT_METHOD_FAILED']);

/** The widget's call that confirms a payment, as the payment's lifecycle names it. */
const confirmCall = 'GET /api-ccg/payments/{paymentId}/confirm';

/**
 * What a widget payment takes from its checkout session when its body leaves it out: the customer, and the
 * consent the merchant collected before it created the session (a bank debit needs one or the other).
 */
function takenFromSession(checkout: Json | undefined, body: Json): Json {
  if (checkout === undefined) return {};
  const {customer, consent} = checkout.checkoutRequest as Json;
  return {
    checkoutId: checkout.id,
    ...(body.customer === undefined && customer !== undefined ? {customer} : {}),
    ...(body.consent === undefined && consent !== undefined ? {consent} : {}),
  };
}

/** What breaks iias-amounts-add-up in a payment's health-care amounts, if anything. */
function iiasProblem(body: Json): string | undefined {
  const healthcare = (body.paymentDetails as Json | undefined)?.healthcare as Json | undefined;
  if (healthcare === undefined) return undefined;
  const amount = (name: string): number => Number(healthcare[name] ?? 0);
  const qualified = amount('qualifiedAmount');
  if (amount('prescriptionAmount') + amount('visionAmount') > qualified)
    return `prescriptionAmount plus visionAmount is more than qualifiedAmount ${String(qualified)}.`;
  if (qualified > Number(body.amount))
    return `qualifiedAmount ${String(qualified)} is more than the payment's amount ${String(body.amount)}.`;
  return undefined;
}

/** How an operation takes a payment. */
interface PaymentTaking {
  /** The call that creates it, as the payment's lifecycle names it. */
  readonly by: string;
  /** Where it is read, under the API's base: `/payments`. */
  readonly readPath: string;
  /** The customer whose saved methods it may use (the widget's); any of the merchant's without one. */
  readonly customerId?: string;
  /** The checkout session it is the customer's payment in. */
  readonly checkout?: Json;
}

export class Operations {
  readonly payments: Payments;
  readonly sessions: Sessions;
  private readonly methods: PaymentMethods;
  private readonly access: CheckoutAccess;

  constructor(private readonly world: World) {
    this.payments = new Payments(world);
    this.sessions = new Sessions(world, this.payments);
    this.methods = new PaymentMethods(world);
    this.access = checkoutAccessOf(world);
  }

  /** The representation an operation answers for an entity it made, as a repeat answers it. */
  represent(call: Call, made: Made, status: number): SimResponse {
    const data = call.merchant[made.store].get(made.id);
    if (made.store === 'sessions') return answer(status, {url: `${call.base}/sessions/${made.id}`, data});
    if (made.store === 'payments') return answer(status, {url: `${call.base}/payments/${made.id}`, data});
    if (made.store === 'refunds') return answer(status, {url: `${call.base}/refunds/${made.id}`, data});
    return answer(status, {url: `${call.base}/checkout-sessions/${made.id}`, data: {checkoutSession: data}});
  }

  /** Whether what an earlier request made has failed, which `afterFailure` of x-idempotency covers. */
  failed(merchant: MerchantState, made: Made): boolean {
    const data = merchant[made.store].get(made.id);
    const status = data?.status ?? data?.checkoutSessionStatus;
    return failedStatuses.has(String(status));
  }

  readonly byId: Readonly<Record<string, Operation>> = {
    // The Merchant API.
    createSession: (call) => {
      const session = this.sessions.create(call.merchant, call.body, `${call.origin}/_sandbox/hosted`);
      return answer(200, {
        url: `${call.base}/sessions/${String(session.sessionId)}`,
        data: pick(session, ['sessionId', 'hostedUrl']),
      });
    },
    getSession: (call) => {
      const session = call.merchant.sessions.get(call.params.sessionId ?? '');
      if (session === undefined) return errorAnswer(this.world.contract, 'SESSION_NOT_FOUND');
      const tracked = sessionTracked(session);
      if (isExpired(this.world, tracked, sessionNotes(call.merchant, String(session.sessionId)))) {
        return errorAnswer(this.world.contract, 'SESSION_EXPIRED');
      }
      const error = session.status === 'FAILED' ? (session.payment as Json | undefined)?.error : undefined;
      // SessionDetail: a FAILED session's error beside data, the same as its payment's own error.
      return answer(this.world.getStatus(tracked), {
        url: `${call.base}/sessions/${String(session.sessionId)}`,
        data: session,
        ...(error === undefined ? {} : {error}),
      });
    },
    getCheckoutSession: (call) => {
      const found = this.liveCheckout(call, call.params.checkoutId);
      return 'status' in found ? found : answer(200, this.checkoutBody(call, found.checkout));
    },
    createPayment: (call) => this.takePayment(call, {by: 'POST /payments', readPath: '/payments'}),
    createTokenPayment: (call) => this.takePayment(call, {by: 'POST /token/payments', readPath: '/payments'}),
    getPayment: (call) => {
      const payment = call.merchant.payments.get(call.params.paymentId ?? '');
      if (payment === undefined) return errorAnswer(this.world.contract, 'PAYMENT_NOT_FOUND');
      return this.paymentAnswer(call, payment, '/payments');
    },
    findPaymentsByMerchantTransactionId: (call) => {
      const id = call.query.get('merchantTransactionId');
      // Newest first, as the operation documents: the first is the one a recovery follows.
      const found = [...call.merchant.payments.values()]
        .filter((payment) => payment.merchantTransactionId === id)
        .reverse();
      const [newest] = found;
      const status = newest === undefined ? 200 : this.world.getStatus(paymentTracked(newest));
      return answer(status, {
        url: `${call.base}/payments?merchantTransactionId=${encodeURIComponent(id ?? '')}`,
        data: found,
      });
    },
    capturePayment: (call) => this.captureOrCancel(call, 'capture'),
    cancelPayment: (call) => this.captureOrCancel(call, 'cancel'),
    createRefund: (call) => this.createRefund(call),
    getRefund: (call) => {
      const refund = call.merchant.refunds.get(call.params['refund-id'] ?? '');
      if (refund === undefined) return errorAnswer(this.world.contract, 'REFUND_NOT_FOUND');
      return answer(this.world.getStatus(refundTracked(refund)), {
        url: `${call.base}/refunds/${String(refund.id)}`,
        data: refund,
      });
    },
    getPaymentMethod: (call) =>
      this.forUserCustomer(call, (acting) =>
        this.withMethod(call, acting, (method) => answer(200, this.methodBody(call, method))),
      ),
    updatePaymentMethod: (call) =>
      this.forUserCustomer(call, (acting) =>
        this.withMethod(call, acting, (method) => this.updateMethod(call, method, this.methodBody(call, method))),
      ),
    deletePaymentMethod: (call) =>
      this.forUserCustomer(call, (acting) =>
        this.withMethod(call, acting, (method) => this.deleteMethod(call, method)),
      ),
    searchPaymentMethods: (call) =>
      this.forUserCustomer(call, (acting) => {
        const types = call.body.paymentMethodTypes as readonly string[] | undefined;
        // Absent, includeExpired is its schema's default, false.
        const includeExpired = call.body.includeExpired === true;
        const customerId = searchedCustomer(call.body.customer as Json, acting);
        const data =
          customerId === undefined ? [] : this.methods.wallet(call.merchant, customerId, {types, includeExpired});
        return answer(200, {data});
      }),
    createTokenSetupPaymentMethod: (call) => {
      const customerId = (call.body.customer as Json).id;
      const setup = this.methods.startSetup(call.merchant, {
        by: 'POST /token/setup-payment-methods',
        customerId: typeof customerId === 'string' ? customerId : undefined,
        body: call.body,
      });
      if (typeof setup === 'string') return errorAnswer(this.world.contract, setup);
      return answer(202, {url: `${call.base}/token/setup-payment-methods/${String(setup.id)}`, data: setup});
    },
    getTokenSetupPaymentMethod: (call) => {
      const setup = this.methods.findSetup(call.merchant, call.params.setupPaymentMethodId ?? '');
      if (setup === undefined) return errorAnswer(this.world.contract, 'SETUP_PAYMENT_METHOD_NOT_FOUND');
      return answer(200, {url: `${call.base}/token/setup-payment-methods/${String(setup.id)}`, data: setup});
    },

    // The internal checkout API: the widget's calls, with its checkout token or a merchant's token.
    createCheckoutSession: (call) => {
      const checkout = this.sessions.createCheckout(call.merchant, call.body);
      return answer(200, {
        ...this.checkoutBody(call, checkout),
        token: this.access.issue(call.merchant.id, String(checkout.id)),
      });
    },
    getCheckoutSessionForWidget: (call) => {
      const found = this.liveCheckout(call, call.params.sessionId);
      if ('status' in found) return found;
      const {checkout} = found;
      const init = call.query.get('init') === 'true';
      if (init) this.sessions.open(call.merchant, checkout);
      const body = this.checkoutBody(call, checkout);
      return answer(200, init ? {...body, data: {...body.data, ...this.sessions.widgetStart(checkout)}} : body);
    },
    createChildSession: (call) => {
      const found = this.liveCheckout(call, call.params.sessionId);
      if ('status' in found) return found;
      const {checkout} = found;
      if (!allows(this.world, checkoutTracked(checkout), 'createChildSession')) {
        // The operation documents no other refusal: a session the customer has submitted in, or that has
        // ended, is gone for a link as an expired one is.
        return errorAnswer(
          this.world.contract,
          'SESSION_EXPIRED',
          `The session is ${String(checkout.checkoutSessionStatus)}: no link can continue it.`,
        );
      }
      const child = this.sessions.sendChildSession(call.merchant, checkout, call.body);
      return answer(200, {
        url: `${call.base}/checkout-sessions/${String(checkout.id)}/child-sessions/${String(child.id)}`,
        data: child,
      });
    },
    cancelCheckoutSession: (call) => {
      const found = this.liveCheckout(call, call.params.sessionId);
      if ('status' in found) return found;
      const {checkout} = found;
      // Cancelled, submitted in or ended, a session has nothing left to cancel: the answer is the session
      // as it is, as x-idempotency answers a repeat.
      if (allows(this.world, checkoutTracked(checkout), 'cancelCheckoutSession'))
        this.sessions.cancel(call.merchant, checkout);
      return answer(200, this.checkoutBody(call, checkout));
    },
    createCheckoutPayment: (call) => {
      const {checkoutId, customerId} = call.caller;
      // X-Checkout-Id names the session the payment is taken in. The operation documents no 404, so with a
      // merchant's token an id that names no session takes the payment outside any, as POST /payments does.
      const checkout = call.merchant.checkoutSessions.get(checkoutId ?? '');
      const closed = checkout === undefined ? undefined : this.sessions.submissionClosed(call.merchant, checkout);
      if (closed !== undefined) {
        return errorAnswer(
          this.world.contract,
          'INVALID_HEADER',
          `X-Checkout-Id names a checkout session that takes no payment: ${closed}.`,
        );
      }
      return this.takePayment(call, {
        by: 'POST /api-ccg/payments',
        readPath: '/api-ccg/payments',
        ...(customerId === undefined ? {} : {customerId}),
        ...(checkout === undefined ? {} : {checkout}),
      });
    },
    getCheckoutPayment: (call) => {
      const payment = this.checkoutPayment(call);
      if (payment === undefined) return errorAnswer(this.world.contract, 'PAYMENT_NOT_FOUND');
      return this.paymentAnswer(call, payment, '/api-ccg/payments');
    },
    confirmCheckoutPayment: (call) => {
      const payment = this.checkoutPayment(call);
      if (payment === undefined) return errorAnswer(this.world.contract, 'PAYMENT_NOT_FOUND');
      const tracked = paymentTracked(payment);
      // CONFIRMATION_REQUIRED moves by this call; AUTH_REQUIRED by the customer, who has authenticated in the
      // processor's frame when the widget calls. A payment waiting for neither is answered as it is.
      const by = [confirmCall, 'customer'].find((mover) =>
        this.world.canMove(tracked, 'CONFIRMATION_INITIALIZED', mover),
      );
      if (by !== undefined) this.payments.confirm(call.merchant, payment, by);
      return this.paymentAnswer(call, payment, '/api-ccg/payments');
    },
    createCustomerSetupPaymentMethod: (call) =>
      this.forPathCustomer(call, (customerId) => {
        const setup = this.methods.startSetup(call.merchant, {
          by: 'POST /api-ccg/customers/{id}/setup-payment-methods',
          customerId,
          body: call.body,
        });
        if (typeof setup === 'string') return errorAnswer(this.world.contract, setup);
        return answer(202, {
          url: `${call.base}/api-ccg/customers/${customerId}/setup-payment-methods/${String(setup.id)}`,
          data: setup,
        });
      }),
    getCustomerSetupPaymentMethod: (call) =>
      this.forPathCustomer(call, (customerId) => {
        const setup = this.methods.findSetup(call.merchant, call.params['setup-payment-method-id'] ?? '', customerId);
        if (setup === undefined) return errorAnswer(this.world.contract, 'SETUP_PAYMENT_METHOD_NOT_FOUND');
        return answer(200, {
          url: `${call.base}/api-ccg/customers/${customerId}/setup-payment-methods/${String(setup.id)}`,
          data: setup,
        });
      }),
    // The widget's list has no includeExpired, and its contract leaves nothing out: an expired card is listed too.
    listCustomerPaymentMethods: (call) =>
      this.forPathCustomer(call, (customerId) =>
        answer(200, {data: this.methods.wallet(call.merchant, customerId, {includeExpired: true})}),
      ),
    getCustomerPaymentMethod: (call) =>
      this.forPathCustomer(call, (customerId) =>
        this.withMethod(call, customerId, (method) => answer(200, this.customerMethodBody(call, customerId, method))),
      ),
    updateCustomerPaymentMethod: (call) =>
      this.forPathCustomer(call, (customerId) =>
        this.withMethod(call, customerId, (method) =>
          this.updateMethod(call, method, this.customerMethodBody(call, customerId, method)),
        ),
      ),
    deleteCustomerPaymentMethod: (call) =>
      this.forPathCustomer(call, (customerId) =>
        this.withMethod(call, customerId, (method) => this.deleteMethod(call, method)),
      ),
    updateCheckoutPaymentMethod: (call) =>
      this.withMethod(call, call.caller.customerId ?? '', (method) =>
        this.updateMethod(call, method, this.methodBody(call, method)),
      ),
    getBankByRoutingNumber: (call) => {
      const routingNumber = call.params.routingNumber ?? '';
      const bankName = bankNameOf(this.world, routingNumber);
      if (bankName === undefined) return errorAnswer(this.world.contract, 'BANK_NOT_FOUND');
      return answer(200, {routingNumber, bankName});
    },
  };

  private checkoutBody(call: Call, checkout: Json): {url: string; data: Json} {
    return {url: `${call.base}/checkout-sessions/${String(checkout.id)}`, data: {checkoutSession: checkout}};
  }

  /**
   * The checkout session a call names, as its GET finds it: 403 for a checkout token of another session,
   * 404 when the merchant has none with the id, 410 once it has expired.
   */
  private liveCheckout(call: Call, checkoutId: string | undefined): {checkout: Json} | SimResponse {
    const id = checkoutId ?? '';
    const outside = this.access.refuseOutside(call.caller, {checkoutId: id});
    if (outside !== undefined) return outside;
    const checkout = call.merchant.checkoutSessions.get(id);
    if (checkout === undefined) return errorAnswer(this.world.contract, 'SESSION_NOT_FOUND');
    if (isExpired(this.world, checkoutTracked(checkout), sessionNotes(call.merchant, id))) {
      return errorAnswer(this.world.contract, 'SESSION_EXPIRED');
    }
    return {checkout};
  }

  private paymentAnswer(call: Call, payment: Json, readPath: string): SimResponse {
    return answer(this.world.getStatus(paymentTracked(payment)), {
      url: `${call.base}${readPath}/${String(payment.id)}`,
      data: payment,
    });
  }

  /** The payment a widget call names; with a checkout token, only one taken in the token's session. */
  private checkoutPayment(call: Call): Json | undefined {
    const {tokenCheckoutId} = call.caller;
    const payment = call.merchant.payments.get(call.params.paymentId ?? '');
    return tokenCheckoutId === undefined || payment?.checkoutId === tokenCheckoutId ? payment : undefined;
  }

  /**
   * Takes a payment with a saved method or a card token: 202 while the service processes it, 406 for a card
   * the issuer declines (from the merchant's server), 500 for the serverError amount (the payment has
   * failed), late for the slowAnswer amount. In the widget it is the customer's payment in the checkout
   * session, which follows it.
   */
  private async takePayment(call: Call, taking: PaymentTaking): Promise<SimResponse> {
    const {world} = this;
    const {merchant, body} = call;
    seedWallet(world, merchant);
    let source: MethodSource | undefined;
    let oneOff = false;
    const extra: Json = {};
    const token = (body.paymentMethod as Json | undefined)?.token;
    if (typeof token === 'string') {
      source = {kind: 'card', card: cardOfToken(world, token)};
      oneOff = true;
    } else {
      const method = usableMethod(merchant, String(body.paymentMethodId));
      const usable =
        method !== undefined && (taking.customerId === undefined || method.customerId === taking.customerId);
      source = usable ? sourceOf(merchant, String(method.id)) : undefined;
      if (usable) Object.assign(extra, {paymentMethodId: method.id, ...pick(method, ['customerId'])});
    }
    if (source === undefined) {
      return errorAnswer(
        world.contract,
        'PAYMENT_METHOD_NOT_USABLE',
        `${String(body.paymentMethodId)} is not a usable payment method of this ${taking.customerId === undefined ? 'merchant' : 'customer'}.`,
      );
    }
    const healthcare = iiasProblem(body);
    if (healthcare !== undefined) return refusal(world.contract, call.operationId, 'iias-amounts-add-up', healthcare);
    if (body.partialAuthorization === true && source.kind !== 'card') {
      return errorAnswer(world.contract, 'PARTIAL_AUTHORIZATION_CARDS_ONLY');
    }
    const {checkout} = taking;
    const fromSession = takenFromSession(checkout, body);
    const consent = 'bank-debit-needs-consent';
    if (
      source.kind === 'bankAccount' &&
      (body.consent ?? fromSession.consent) === undefined &&
      guards(world.contract, consent, call.operationId)
    )
      return refusal(
        world.contract,
        call.operationId,
        consent,
        'The payment debits a bank account and carries no consent.',
      );
    Object.assign(extra, fromSession);
    const payment = this.payments.create(merchant, taking.by, body, source, oneOff, extra);
    if (checkout !== undefined) this.sessions.payIn(merchant, checkout, payment);
    const reserved = reservedAmount(world, body.amount);
    if (reserved?.behaviour === 'serverError') {
      // Recorded FAILED under its merchantTransactionId before the 500 (PaymentFailed): a resend is a duplicate.
      call.made.id = String(payment.id);
      return answer(500, {
        title: 'Internal Server Error',
        status: 500,
        detail: 'The payment failed while it was created.',
      });
    }
    if (payment.status === 'FAILED' && source.kind === 'card') {
      // Declined at once (NotAcceptable), recorded FAILED under its merchantTransactionId: a resend is a duplicate.
      call.made.id = String(payment.id);
      return declineAnswer(source.card);
    }
    if (reserved?.answerAfter !== undefined) await call.wait(durationMs(reserved.answerAfter));
    return answer(202, {url: `${call.base}${taking.readPath}/${String(payment.id)}`, data: payment});
  }

  private captureOrCancel(call: Call, kind: 'capture' | 'cancel'): SimResponse {
    const {world} = this;
    const payment = call.merchant.payments.get(call.params.paymentId ?? '');
    if (payment === undefined) return errorAnswer(world.contract, 'PAYMENT_NOT_FOUND');
    const callName = `PATCH /payments/{paymentId}/${kind}`;
    const to = kind === 'capture' ? 'CAPTURE_INITIALIZED' : 'CANCEL_INITIALIZED';
    if (!world.canMove(paymentTracked(payment), to, callName)) return this.notCapturable(call, payment, kind);
    if (kind === 'capture') {
      const amount = typeof call.body.amount === 'number' ? call.body.amount : Number(payment.authorizedAmount);
      if (amount > Number(payment.authorizedAmount))
        return refusal(
          world.contract,
          call.operationId,
          'capture-within-authorized',
          `The capture asks ${amount}; the authorization holds ${String(payment.authorizedAmount)}.`,
        );
      this.payments.capture(call.merchant, payment, callName, {amount, metadata: call.body.metadata});
    } else {
      this.payments.cancel(call.merchant, payment, callName, call.body);
    }
    return answer(202, {url: `${call.base}/payments/${String(payment.id)}`, data: payment});
  }

  /**
   * Why a payment's lifecycle refuses a capture or cancel: the 7-day lapse (AUTHORIZATION_EXPIRED; a cancel
   * with reason ABANDONED left nothing to expire), the x-invariants rule an authorization already captured
   * or cancelled breaks, or a state that allows neither.
   */
  private notCapturable(call: Call, payment: Json, kind: 'capture' | 'cancel'): SimResponse {
    const {contract} = this.world;
    const status = String(payment.status);
    if (paymentNotes(call.merchant, String(payment.id)).lapsed === true)
      return errorAnswer(contract, 'AUTHORIZATION_EXPIRED', `The payment is ${status}.`);
    const captured = ['CAPTURE_INITIALIZED', 'COMPLETED'].includes(status);
    const cancelled = ['CANCEL_INITIALIZED', 'CANCELED'].includes(status);
    const rule =
      payment.authorizeCard !== true
        ? undefined
        : kind === 'capture'
          ? captured
            ? 'one-capture-per-authorization'
            : cancelled
              ? 'no-capture-after-cancel'
              : undefined
          : captured
            ? 'no-cancel-after-capture'
            : undefined;
    return rule === undefined
      ? errorAnswer(contract, 'PAYMENT_NOT_CAPTURABLE', `The payment is ${status}.`)
      : refusal(contract, call.operationId, rule, `The payment is ${status}.`);
  }

  private createRefund(call: Call): SimResponse {
    const {merchant, body} = call;
    const payment = typeof body.paymentId === 'string' ? merchant.payments.get(body.paymentId) : undefined;
    const taken = typeof body.paymentId === 'string' ? this.drawByPayment(call, payment) : this.drawByMethod(call);
    if (!('drawn' in taken)) return taken;
    const amount = Object.values(taken.drawn).reduce((sum, part) => sum + part, 0);
    const refund = this.payments.refund(merchant, body, amount, payment);
    recordDrawn(merchant, refund, taken.drawn);
    return answer(202, {url: `${call.base}/refunds/${String(refund.id)}`, data: refund});
  }

  /** A refund by paymentId draws what remains of a COMPLETED payment (x-invariants' refund rules). */
  private drawByPayment(call: Call, payment: Json | undefined): {drawn: Drawn} | SimResponse {
    const {contract} = this.world;
    // POST /refunds documents no 404: an unknown payment, like another merchant's, is one it cannot refund.
    if (payment === undefined)
      return errorAnswer(
        contract,
        'PAYMENT_NOT_REFUNDABLE',
        `No payment ${String(call.body.paymentId)} of this merchant.`,
      );
    if (payment.status !== 'COMPLETED')
      return refusal(contract, call.operationId, 'refund-after-capture', `The payment is ${String(payment.status)}.`);
    const remaining = remainingOf(call.merchant, payment);
    if (remaining <= 0)
      return refusal(
        contract,
        call.operationId,
        'refund-by-payment-returns-remainder',
        `Nothing remains of the ${String(payment.capturedAmount)} captured.`,
      );
    return {drawn: {[String(payment.id)]: remaining}};
  }

  /** A refund by paymentMethodId draws on the captured payments of the method's customer. */
  private drawByMethod(call: Call): {drawn: Drawn} | SimResponse {
    const {contract} = this.world;
    // A refund by method goes to a saved one: a deleted method is as invalid as an unknown one.
    const method = this.methods.find(call.merchant, String(call.body.paymentMethodId));
    if (method === undefined) return errorAnswer(contract, 'REFUND_PAYMENT_METHOD_INVALID');
    const drawn = drawForMethod(call.merchant, method, Number(call.body.amount));
    if ('drawn' in drawn) return drawn;
    return refusal(
      contract,
      call.operationId,
      'refund-within-captured',
      `${String(call.body.amount)} asked; ${drawn.remaining} remains of the payments it can draw on.`,
    );
  }

  /**
   * With the user scope, the customer X-Customer-Id names, for `act` (x-invariants user-scope-one-customer);
   * 400 INVALID_HEADER without one. Other scopes act for the merchant: `act` gets undefined.
   */
  private forUserCustomer(call: Call, act: (customerId: string | undefined) => SimResponse): SimResponse {
    if (call.caller.userScope !== true) return act(undefined);
    const {customerId} = call.caller;
    if (customerId === undefined)
      return errorAnswer(
        this.world.contract,
        'INVALID_HEADER',
        'header X-Customer-Id is required with the user scope.',
      );
    const response = act(customerId);
    // The same answer whether the method is unknown or another customer's (x-access-rule): nothing tells them apart.
    return response.status === 404
      ? refusal(
          this.world.contract,
          call.operationId,
          'user-scope-one-customer',
          'No such payment method of this customer.',
        )
      : response;
  }

  /**
   * The customer a call names in its path (`/api-ccg/customers/{id}/...`), for `act`; 403 when the call
   * was made with the checkout token of another customer's session.
   */
  private forPathCustomer(call: Call, act: (customerId: string) => SimResponse): SimResponse {
    const customerId = call.params.id ?? '';
    return this.access.refuseOutside(call.caller, {customerId}) ?? act(customerId);
  }

  /**
   * The saved method a call names, for `act`; given a customer, only one of theirs. An unknown, deleted
   * or other customer's method answers the same 404 (x-access-rule).
   */
  private withMethod(call: Call, customerId: string | undefined, act: (method: Json) => SimResponse): SimResponse {
    const method = this.methods.find(call.merchant, call.params['payment-method-id'] ?? '', customerId);
    return method === undefined ? errorAnswer(this.world.contract, 'PAYMENT_METHOD_NOT_FOUND') : act(method);
  }

  private methodBody(call: Call, method: Json): {url: string; data: Json} {
    return {url: `${call.base}/payment-methods/${String(method.id)}`, data: method};
  }

  private customerMethodBody(call: Call, customerId: string, method: Json): {url: string; data: Json} {
    return {url: `${call.base}/api-ccg/customers/${customerId}/payment-methods/${String(method.id)}`, data: method};
  }

  private updateMethod(call: Call, method: Json, body: {url: string; data: Json}): SimResponse {
    const refused = this.methods.update(call.merchant, method, call.body);
    return refused === undefined ? answer(200, body) : errorAnswer(this.world.contract, refused);
  }

  private deleteMethod(call: Call, method: Json): SimResponse {
    this.methods.remove(call.merchant, method);
    return answer(204);
  }
}

/**
 * The customer a wallet search names by a verified identifier (x-invariants guest-has-no-wallet): the test
 * wallet's customers are known by id only, so an hsid or enterpriseId finds nobody; with the user scope, only
 * the customer the call acts for.
 */
function searchedCustomer(customer: Json, acting: string | undefined): string | undefined {
  const id = typeof customer.id === 'string' ? customer.id : undefined;
  return acting === undefined || id === acting ? id : undefined;
}

/** The operationIds the simulator acts out itself, over a contract's documents. */
export function actedOperationIds(contract: SimulatorContract): string[] {
  return Object.keys(new Operations(new World(contract, Date.now, () => crypto.randomUUID())).byId);
}
