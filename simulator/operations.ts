/**
 * What each operation does to the simulator's state, by operationId. A request reaches these only after
 * the pipeline (requests.ts) has checked its token, scopes, parameters and body against the contract and
 * applied `x-idempotency`; the answers' shapes are checked against the contract in Node.
 */
import {durationMs} from '../contract-core/duration';
import {answer, errorAnswer, type SimResponse} from './answers';
import {eventOf, paymentNotes, paymentTracked, Payments, pick, refundTracked, reservedAmount} from './payments';
import {checkoutTracked, isExpired, sessionNotes, Sessions, sessionTracked} from './sessions';
import {
  cardOfToken,
  detailsTracked,
  methodTracked,
  saveMethod,
  seedWallet,
  sourceOf,
  testBankAccount,
  usableMethod,
  type MethodSource,
} from './wallet';
import type {Json, MerchantState, World} from './world';

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
}

export type Operation = (call: Call) => SimResponse | Promise<SimResponse>;

/** What an operation made, for `x-idempotency` to find again on a repeat. */
export interface Made {
  readonly store: 'sessions' | 'payments' | 'refunds' | 'checkoutSessions';
  readonly id: string;
}

const failedStatuses = new Set(['FAILED', 'PAYMENT_METHOD_FAILED']);

export class Operations {
  readonly payments: Payments;
  readonly sessions: Sessions;

  constructor(private readonly world: World) {
    this.payments = new Payments(world);
    this.sessions = new Sessions(world, this.payments);
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
      if (isExpired(this.world, tracked, sessionNotes(call.merchant, String(session.sessionId)).createdAt)) {
        return errorAnswer(this.world.contract, 'SESSION_EXPIRED');
      }
      return answer(this.world.getStatus(tracked), {
        url: `${call.base}/sessions/${String(session.sessionId)}`,
        data: session,
      });
    },
    getCheckoutSession: (call) => this.checkoutSession(call, call.params.checkoutId),
    getCheckoutSessionForWidget: (call) => {
      const checkout = call.merchant.checkoutSessions.get(call.params.sessionId ?? '');
      if (checkout !== undefined && call.query.get('init') === 'true') this.sessions.open(call.merchant, checkout);
      return this.checkoutSession(call, call.params.sessionId);
    },
    createPayment: (call) => this.createPayment(call, 'POST /payments'),
    createTokenPayment: (call) => this.createPayment(call, 'POST /token/payments'),
    getPayment: (call) => {
      const payment = call.merchant.payments.get(call.params.paymentId ?? '');
      if (payment === undefined) return errorAnswer(this.world.contract, 'PAYMENT_NOT_FOUND');
      return answer(this.world.getStatus(paymentTracked(payment)), {
        url: `${call.base}/payments/${String(payment.id)}`,
        data: payment,
      });
    },
    findPaymentsByMerchantTransactionId: (call) => {
      const id = call.query.get('merchantTransactionId');
      const found = [...call.merchant.payments.values()].filter((payment) => payment.merchantTransactionId === id);
      const newest = found.at(-1);
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
    getPaymentMethod: (call) => {
      const method = this.liveMethod(call);
      return method === undefined
        ? errorAnswer(this.world.contract, 'PAYMENT_METHOD_NOT_FOUND')
        : answer(200, {url: `${call.base}/payment-methods/${String(method.id)}`, data: method});
    },
    updatePaymentMethod: (call) => this.updateMethod(call),
    deletePaymentMethod: (call) => {
      const method = this.liveMethod(call);
      if (method === undefined) return errorAnswer(this.world.contract, 'PAYMENT_METHOD_NOT_FOUND');
      this.world.move(
        call.merchant.id,
        methodTracked(method),
        'DELETED',
        'DELETE /payment-methods/{payment-method-id}',
        eventOf(method),
      );
      return answer(204);
    },
    searchPaymentMethods: (call) => {
      seedWallet(this.world, call.merchant);
      const customer = call.body.customer as Json;
      const types = call.body.paymentMethodTypes as readonly string[] | undefined;
      const found = [...call.merchant.paymentMethods.values()].filter(
        (method) =>
          method.status !== 'DELETED' &&
          (customer.id === undefined || method.customerId === customer.id) &&
          (types === undefined || types.includes(String(method.paymentMethodType))),
      );
      return answer(200, {data: found});
    },
    createTokenSetupPaymentMethod: (call) => this.createSetup(call),
    getTokenSetupPaymentMethod: (call) => {
      const setup = call.merchant.setups.get(call.params.setupPaymentMethodId ?? '');
      if (setup === undefined) return errorAnswer(this.world.contract, 'SETUP_PAYMENT_METHOD_NOT_FOUND');
      return answer(200, {url: `${call.base}/token/setup-payment-methods/${String(setup.id)}`, data: setup});
    },
  };

  private checkoutSession(call: Call, id: string | undefined): SimResponse {
    const checkout = call.merchant.checkoutSessions.get(id ?? '');
    if (checkout === undefined) return errorAnswer(this.world.contract, 'SESSION_NOT_FOUND');
    const tracked = checkoutTracked(checkout);
    if (isExpired(this.world, tracked, sessionNotes(call.merchant, String(checkout.id)).createdAt)) {
      return errorAnswer(this.world.contract, 'SESSION_EXPIRED');
    }
    return answer(200, {
      url: `${call.base}/checkout-sessions/${String(checkout.id)}`,
      data: {checkoutSession: checkout},
    });
  }

  private async createPayment(call: Call, by: string): Promise<SimResponse> {
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
      source = method === undefined ? undefined : sourceOf(merchant, String(method.id));
      if (method !== undefined) Object.assign(extra, {paymentMethodId: method.id, ...pick(method, ['customerId'])});
    }
    if (source === undefined) {
      return errorAnswer(
        world.contract,
        'PAYMENT_METHOD_NOT_USABLE',
        `${String(body.paymentMethodId)} is not a usable payment method of this merchant.`,
      );
    }
    if (body.partialAuthorization === true && source.kind !== 'card') {
      return errorAnswer(world.contract, 'PARTIAL_AUTHORIZATION_CARDS_ONLY');
    }
    const payment = this.payments.create(merchant, by, body, source, oneOff, extra);
    const reserved = reservedAmount(world, body.amount);
    if (reserved?.behaviour === 'serverError') {
      return answer(500, {
        title: 'Internal Server Error',
        status: 500,
        detail: 'The payment failed while it was created.',
      });
    }
    if (reserved?.answerAfter !== undefined) await call.wait(durationMs(reserved.answerAfter));
    return answer(202, {url: `${call.base}/payments/${String(payment.id)}`, data: payment});
  }

  private captureOrCancel(call: Call, kind: 'capture' | 'cancel'): SimResponse {
    const {world} = this;
    const payment = call.merchant.payments.get(call.params.paymentId ?? '');
    if (payment === undefined) return errorAnswer(world.contract, 'PAYMENT_NOT_FOUND');
    const callName = `PATCH /payments/{paymentId}/${kind}`;
    const to = kind === 'capture' ? 'CAPTURE_INITIALIZED' : 'CANCEL_INITIALIZED';
    if (!world.canMove(paymentTracked(payment), to, callName)) {
      const lapsed = payment.status === 'CANCELED' && payment.paymentCancellationReason === 'ABANDONED';
      return errorAnswer(
        world.contract,
        lapsed ? 'AUTHORIZATION_EXPIRED' : 'PAYMENT_NOT_CAPTURABLE',
        `The payment is ${String(payment.status)}.`,
      );
    }
    if (kind === 'capture') {
      const amount = typeof call.body.amount === 'number' ? call.body.amount : Number(payment.authorizedAmount);
      if (amount > Number(payment.authorizedAmount))
        return errorAnswer(world.contract, 'CAPTURE_AMOUNT_EXCEEDS_AUTHORIZED');
      this.payments.capture(call.merchant, payment, callName, amount);
    } else {
      this.payments.cancel(call.merchant, payment, callName, call.body);
    }
    return answer(202, {url: `${call.base}/payments/${String(payment.id)}`, data: payment});
  }

  private createRefund(call: Call): SimResponse {
    const {world} = this;
    const {merchant, body} = call;
    if (typeof body.paymentId === 'string') {
      const payment = merchant.payments.get(body.paymentId);
      // POST /refunds documents no 404: an unknown payment, like another merchant's, is one it cannot refund.
      if (payment === undefined) {
        return errorAnswer(world.contract, 'PAYMENT_NOT_REFUNDABLE', `No payment ${body.paymentId} of this merchant.`);
      }
      if (payment.status !== 'COMPLETED')
        return errorAnswer(world.contract, 'PAYMENT_NOT_REFUNDABLE', `The payment is ${String(payment.status)}.`);
      const notes = paymentNotes(merchant, body.paymentId);
      if (notes.refundedByPaymentId) return errorAnswer(world.contract, 'PAYMENT_ALREADY_REFUNDED');
      notes.refundedByPaymentId = true;
      const refund = this.payments.refund(merchant, body, Number(payment.capturedAmount ?? payment.amount), payment);
      return answer(202, {url: `${call.base}/refunds/${String(refund.id)}`, data: refund});
    }
    seedWallet(world, merchant);
    const methodId = String(body.paymentMethodId);
    if (!merchant.paymentMethods.has(methodId)) return errorAnswer(world.contract, 'REFUND_PAYMENT_METHOD_INVALID');
    const captured = [...merchant.payments.values()]
      .filter((payment) => payment.paymentMethodId === methodId)
      .reduce((sum, payment) => sum + Number(payment.capturedAmount ?? 0), 0);
    const refunded = [...merchant.refunds.values()]
      .filter((refund) => refund.paymentMethodId === methodId && refund.status !== 'FAILED')
      .reduce((sum, refund) => sum + Number(refund.amount), 0);
    const amount = Number(body.amount);
    if (amount > captured - refunded) return errorAnswer(world.contract, 'REFUND_AMOUNT_EXCEEDS_CAPTURED');
    const refund = this.payments.refund(merchant, body, amount, undefined);
    return answer(202, {url: `${call.base}/refunds/${String(refund.id)}`, data: refund});
  }

  private liveMethod(call: Call): Json | undefined {
    seedWallet(this.world, call.merchant);
    const method = call.merchant.paymentMethods.get(call.params['payment-method-id'] ?? '');
    return method === undefined || method.status === 'DELETED' ? undefined : method;
  }

  private updateMethod(call: Call): SimResponse {
    const {world} = this;
    const method = this.liveMethod(call);
    if (method === undefined) return errorAnswer(world.contract, 'PAYMENT_METHOD_NOT_FOUND');
    const {body} = call;
    if (body.nickname !== undefined) method.nickname = body.nickname;
    if (typeof body.isDefault === 'boolean') method.default = body.isDefault;
    const update = (body.paymentMethodDetails ?? body.card) as Json | undefined;
    if (update !== undefined) {
      const details = method.paymentMethodDetails as Json;
      if (update.type !== undefined && update.type !== details.type)
        return errorAnswer(world.contract, 'PAYMENT_METHOD_TYPE_MISMATCH');
      Object.assign(
        details,
        pick(update, ['expiryYear', 'expiryMonth', 'nameOnCard', 'zipCode', 'nameOnAccount', 'accountHolderType']),
      );
      const tracked = detailsTracked(method);
      if (
        update.expiryYear !== undefined &&
        world.canMove(tracked, 'ACTIVE', 'PATCH /payment-methods/{payment-method-id}')
      ) {
        world.move(call.merchant.id, tracked, 'ACTIVE', 'PATCH /payment-methods/{payment-method-id}', eventOf(method));
      }
    }
    return answer(200, {url: `${call.base}/payment-methods/${String(method.id)}`, data: method});
  }

  /** A token setup: INITIALIZED, then COMPLETED with a saved method (or the one the wallet already holds). */
  private createSetup(call: Call): SimResponse {
    const {world} = this;
    const {merchant, body} = call;
    seedWallet(world, merchant);
    const input = body.paymentMethod as Json;
    let source: MethodSource;
    if (input.type === 'CARD') {
      source = {kind: 'card', card: cardOfToken(world, String(input.token))};
    } else {
      const routingNumber = String(input.routingNumber);
      const entry = testBankAccount(world, routingNumber);
      if (entry?.errorCode !== undefined && entry.accountNumber === undefined)
        return errorAnswer(world.contract, entry.errorCode);
      source = {kind: 'bankAccount', routingNumber, accountNumber: String(input.accountNumber)};
    }
    const customer = body.customer as Json;
    const customerId = typeof customer.id === 'string' ? customer.id : undefined;
    const existing = [...merchant.paymentMethods.values()].find(
      (method) =>
        method.status === 'COMPLETED' &&
        method.customerId === customerId &&
        JSON.stringify(sourceOf(merchant, String(method.id))) === JSON.stringify(source),
    );
    const setup: Json = {id: world.id(), paymentMethodType: source.kind === 'card' ? 'CARD' : 'BANK_ACCOUNT'};
    merchant.setups.set(String(setup.id), setup);
    const setupTracked = {statusSchema: 'SetupPaymentMethodStatus', statusField: 'status', data: setup};
    world.start(merchant.id, setupTracked, 'INITIALIZED', 'POST /token/setup-payment-methods');
    if (existing !== undefined) {
      setup.paymentMethodId = existing.id;
      setup.warning = {
        errorGroup: 'WARNING',
        errorCode: 'DUPLICATE_ENTRY',
        message: 'The wallet already holds this payment method.',
        httpStatus: 202,
      };
    }
    world.at(durationMs(world.contract.testData.processingTime), () => {
      const method =
        existing ??
        saveMethod(world, merchant, source, {
          ...(customerId === undefined ? {} : {customerId}),
          ...(typeof body.nickname === 'string' ? {nickname: body.nickname} : {}),
          ...(typeof body.default === 'boolean' ? {isDefault: body.default} : {}),
          ...(typeof input.nameOnCard === 'string' ? {nameOnCard: input.nameOnCard} : {}),
          ...(typeof input.nameOnAccount === 'string' ? {nameOnAccount: input.nameOnAccount} : {}),
          ...(typeof input.accountType === 'string' ? {accountType: input.accountType} : {}),
        });
      setup.paymentMethodId = method.id;
      world.move(
        merchant.id,
        setupTracked,
        'COMPLETED',
        'service',
        existing === undefined ? eventOf(method) : undefined,
      );
    });
    return answer(202, {url: `${call.base}/token/setup-payment-methods/${String(setup.id)}`, data: setup});
  }
}
