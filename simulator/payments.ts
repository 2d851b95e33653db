/**
 * Payments and refunds: created PENDING (or INITIATED), then moved by the service after the test
 * environment's processing time, as the test data says for their amount, card or bank account. Every move
 * goes through World.move, so it is one the contract's `x-lifecycle` allows.
 */
import {durationMs, type TestAmount} from '../contract-core';
import {testBankAccount, type MethodSource, detailsTracked} from './wallet';
import type {Json, MerchantState, Tracked, World} from './world';

export const paymentTracked = (payment: Json): Tracked => ({
  statusSchema: 'PaymentStatus',
  statusField: 'status',
  data: payment,
});
export const refundTracked = (refund: Json): Tracked => ({
  statusSchema: 'RefundStatus',
  statusField: 'status',
  data: refund,
});

/** The event data of a payment, refund or payment method: a copy of it as it is now. */
export const eventOf = (object: Json) => (): Json => ({object: structuredClone(object)});

export function processingMs(world: World): number {
  return durationMs(world.contract.testData.processingTime);
}

export function reservedAmount(world: World, amount: unknown): TestAmount | undefined {
  return world.contract.testData.amounts.find((entry) => entry.amount === amount);
}

/** What a capture asks: the amount to take, and the metadata it sends, if any. */
interface Capture {
  readonly amount: number;
  readonly metadata: unknown;
}

/** How a payment ends when the service decides: its final status, the amounts and the error, if any. */
interface Ending {
  readonly status: string;
  readonly event?: string;
  readonly authorizedAmount?: number;
  readonly errorCode?: string;
  readonly vendorErrorCode?: string;
  /** The error's httpStatus (ApiError): 406 for a decline or a refused capture, 500 for a failure on the service's side, else 400. */
  readonly httpStatus?: number;
}

/** The ApiError of a payment, refund or setup that failed after it was accepted; the catalogue has no entry for these. */
export function asyncError(errorCode: string, group: string, httpStatus = 400): Json {
  return {
    errorGroup: group,
    errorCode,
    message: `The processor answered ${errorCode.toLowerCase()}.`,
    httpStatus,
  };
}

/** Calls from the merchant's server, which the processor answers at once when it declines the card. */
const answeredAtOnce = new Set(['POST /payments', 'POST /token/payments']);

/** A card the issuer declines (a declined test card, or a saved card that declines payments): its decline. */
function cardDecline(source: MethodSource): Ending | undefined {
  if (source.kind !== 'card') return undefined;
  const {card} = source;
  if (card.category !== 'declined' && card.behaviour !== 'declinesPayments') return undefined;
  return {
    status: 'FAILED',
    httpStatus: 406,
    ...(card.errorCode === undefined ? {} : {errorCode: card.errorCode}),
    ...(card.processorCode === undefined ? {} : {vendorErrorCode: card.processorCode}),
  };
}

/** What the card, the bank account and the amount make of a payment that the service processes now. */
function endingOf(world: World, payment: Json, source: MethodSource, oneOff: boolean): Ending | 'authenticate' {
  const reserved = reservedAmount(world, payment.amount);
  const amount = Number(payment.amount);
  const authorize = payment.authorizeCard === true;
  const approved: Ending = authorize
    ? {status: 'AUTHORIZED', event: 'PAYMENT_AUTHORIZED', authorizedAmount: amount}
    : {status: 'COMPLETED'};
  if (source.kind === 'bankAccount') {
    const account = testBankAccount(world, source.routingNumber, source.accountNumber);
    if (account?.paymentStatus !== undefined && account.paymentStatus !== 'COMPLETED') {
      return {
        status: account.paymentStatus,
        ...(account.errorCode === undefined ? {} : {errorCode: account.errorCode}),
      };
    }
  } else {
    const {card} = source;
    const decline = cardDecline(source);
    if (decline !== undefined) return decline;
    const asks = card.behaviour === 'asksAuthentication' || (card.behaviour === 'asksAuthenticationOnce' && oneOff);
    if (asks && payment.status === 'PENDING') return 'authenticate';
  }
  switch (reserved?.behaviour) {
    case 'declined':
      return {
        status: 'FAILED',
        errorCode: reserved.errorCode ?? 'PROCESSING_ERROR',
        vendorErrorCode: (reserved.errorCode ?? '').toLowerCase(),
      };
    case 'partialAuthorization':
      return authorize && payment.partialAuthorization === true
        ? {
            status: 'AUTHORIZED',
            event: 'PAYMENT_PARTIALLY_AUTHORIZED',
            authorizedAmount: reserved.authorizedAmount ?? amount,
          }
        : {
            status: 'FAILED',
            errorCode: reserved.errorCode ?? 'INSUFFICIENT_FUNDS',
            vendorErrorCode: 'insufficient_funds',
            httpStatus: 406,
          };
    default:
      return approved;
  }
}

export interface PaymentNotes {
  source: MethodSource;
  /** Paid without a saved method (a card entered once): an `asksAuthenticationOnce` card asks. */
  oneOff: boolean;
  cancelAttempts: number;
  /**
   * CANCELED by the lifecycle's timed move (the authorization lapsed), not by a cancel: the reason field
   * cannot tell them apart, as a merchant's cancel may give ABANDONED too.
   */
  lapsed?: boolean;
  sessionId?: string;
}

export function paymentNotes(merchant: MerchantState, paymentId: string): PaymentNotes {
  const notes = merchant.notes.get(paymentId) as PaymentNotes | undefined;
  if (notes === undefined) throw new Error(`No notes on payment ${paymentId}`);
  return notes;
}

/** Listeners for a payment reaching rest: a session waiting for its payment finishes here. */
export type PaymentListener = (payment: Json) => void;

export class Payments {
  private readonly listeners = new Map<string, PaymentListener>();

  constructor(private readonly world: World) {}

  onRest(paymentId: string, listener: PaymentListener): void {
    this.listeners.set(paymentId, listener);
  }

  /** A new PENDING payment; the service moves it after the processing time (or the amount's own). */
  create(
    merchant: MerchantState,
    by: string,
    fields: Json,
    source: MethodSource,
    oneOff: boolean,
    extra: Json = {},
  ): Json {
    const {world} = this;
    const id = world.id();
    const payment: Json = {
      id,
      amount: fields.amount,
      // Nothing is captured until a sale completes or a capture does: pages show it as 0, not absent.
      capturedAmount: 0,
      merchantTransactionId: fields.merchantTransactionId,
      merchantId: merchant.id,
      authorizeCard: fields.authorizeCard === true,
      ...(fields.partialAuthorization === undefined ? {} : {partialAuthorization: fields.partialAuthorization}),
      currencyCode: 'USD',
      vendor: 'STRIPE',
      paymentMethodType: source.kind === 'card' ? 'CARD' : 'BANK_ACCOUNT',
      ...(fields.paymentDescription === undefined ? {} : {description: fields.paymentDescription}),
      ...pick(fields, ['statementDescriptorSuffix', 'metadata', 'customer', 'paymentDetails', 'agent', 'consent']),
      ...extra,
    };
    merchant.payments.set(id, payment);
    const notes: PaymentNotes = {source, oneOff, cancelAttempts: 0};
    merchant.notes.set(id, notes as unknown as Json);
    world.start(merchant.id, paymentTracked(payment), 'PENDING', by);
    const reserved = reservedAmount(world, payment.amount);
    if (reserved?.behaviour === 'serverError') {
      this.end(merchant, payment, {
        status: 'FAILED',
        errorCode: 'PROCESSING_ERROR',
        vendorErrorCode: 'processing_error',
        httpStatus: 500,
      });
      return payment;
    }
    const decline = answeredAtOnce.has(by) ? cardDecline(source) : undefined;
    if (decline !== undefined) {
      this.end(merchant, payment, decline);
      return payment;
    }
    const delay = reserved?.processingTime === undefined ? processingMs(world) : durationMs(reserved.processingTime);
    world.at(delay, () => {
      this.process(merchant, payment);
    });
    return payment;
  }

  /** The service's decision on a PENDING (or just authenticated) payment. */
  private process(merchant: MerchantState, payment: Json): void {
    const notes = paymentNotes(merchant, String(payment.id));
    const ending = endingOf(this.world, payment, notes.source, notes.oneOff);
    if (ending === 'authenticate') {
      this.world.move(merchant.id, paymentTracked(payment), 'AUTH_REQUIRED', 'service', eventOf(payment));
      return;
    }
    if (notes.source.kind === 'bankAccount' && payment.status === 'PENDING') {
      // The bank takes its time: accepted first, then decided after the test scheme's bankDebitTime.
      this.world.move(merchant.id, paymentTracked(payment), 'ACCEPTED', 'service');
      this.world.at(durationMs(this.world.contract.testData.bankDebitTime), () => {
        this.end(merchant, payment, ending);
      });
      return;
    }
    this.end(merchant, payment, ending);
  }

  private end(merchant: MerchantState, payment: Json, ending: Ending): void {
    const {world} = this;
    if (ending.authorizedAmount !== undefined) payment.authorizedAmount = ending.authorizedAmount;
    if (ending.status === 'COMPLETED') payment.capturedAmount = payment.amount;
    if (ending.errorCode !== undefined)
      payment.error = asyncError(ending.errorCode, 'PAYMENT_ERROR', ending.httpStatus);
    if (ending.vendorErrorCode !== undefined) {
      payment.chargeDetails = {
        chargeStatus: 'FAILED',
        paid: false,
        chargeError: {vendorErrorCode: ending.vendorErrorCode},
      };
    }
    world.move(merchant.id, paymentTracked(payment), ending.status, 'service', eventOf(payment), ending.event);
    const notes = paymentNotes(merchant, String(payment.id));
    if (notes.source.kind === 'bankAccount' && ending.status === 'PAYMENT_METHOD_FAILED')
      this.invalidateAccount(merchant, payment);
    if (ending.status === 'AUTHORIZED') this.scheduleLapse(merchant, payment);
    this.listeners.get(String(payment.id))?.(payment);
  }

  private invalidateAccount(merchant: MerchantState, payment: Json): void {
    const method = merchant.paymentMethods.get(String(payment.paymentMethodId));
    if (method === undefined) return;
    const details = detailsTracked(method);
    if (this.world.canMove(details, 'INVALIDATED', 'service')) {
      this.world.move(merchant.id, details, 'INVALIDATED', 'service', eventOf(method));
    }
  }

  /** An authorization lapses after the lifecycle's `after` (7 days), or at once for a lapsesAtOnce amount. */
  private scheduleLapse(merchant: MerchantState, payment: Json): void {
    const {world} = this;
    const lapse = world
      .lifecycle('PaymentStatus')
      .transitions.find(
        (transition) =>
          transition.from === 'AUTHORIZED' && transition.to === 'CANCELED' && transition.after !== undefined,
      );
    if (lapse?.after === undefined) return;
    const atOnce = reservedAmount(world, payment.amount)?.behaviour === 'lapsesAtOnce';
    world.at(atOnce ? 0 : durationMs(lapse.after), () => {
      const tracked = paymentTracked(payment);
      if (!world.canMove(tracked, 'CANCELED', 'service')) return;
      paymentNotes(merchant, String(payment.id)).lapsed = true;
      payment.paymentCancellationReason = 'ABANDONED';
      world.move(merchant.id, tracked, 'CANCELED', 'service', eventOf(payment));
    });
  }

  /**
   * A payment waiting in AUTH_REQUIRED or CONFIRMATION_REQUIRED is confirmed `by` the customer or the
   * widget's call, as the lifecycle names the move: CONFIRMATION_INITIALIZED, then the issuer's answer.
   */
  confirm(merchant: MerchantState, payment: Json, by: string): void {
    const {world} = this;
    world.move(merchant.id, paymentTracked(payment), 'CONFIRMATION_INITIALIZED', by);
    world.at(processingMs(world), () => {
      const notes = paymentNotes(merchant, String(payment.id));
      const ending = endingOf(world, payment, notes.source, notes.oneOff);
      this.end(merchant, payment, ending === 'authenticate' ? {status: 'COMPLETED'} : ending);
    });
  }

  /** `metadata`, when the capture sends it, replaces the payment's (CaptureRequest). */
  capture(merchant: MerchantState, payment: Json, call: string, {amount, metadata}: Capture): void {
    const {world} = this;
    if (metadata !== undefined) payment.metadata = metadata;
    world.move(merchant.id, paymentTracked(payment), 'CAPTURE_INITIALIZED', call);
    const reserved = reservedAmount(world, payment.amount);
    world.at(processingMs(world), () => {
      if (reserved?.behaviour === 'captureFails') {
        // The processor's refusal, as the reserved amount names it: on the payment's error and its charge.
        const errorCode = reserved.errorCode ?? 'CAPTURE_FAILED';
        this.end(merchant, payment, {
          status: 'FAILED',
          errorCode,
          vendorErrorCode: errorCode.toLowerCase(),
          httpStatus: 406,
        });
      } else {
        payment.capturedAmount = amount;
        world.move(merchant.id, paymentTracked(payment), 'COMPLETED', 'service', eventOf(payment));
      }
    });
  }

  cancel(merchant: MerchantState, payment: Json, call: string, fields: Json): void {
    const {world} = this;
    const notes = paymentNotes(merchant, String(payment.id));
    notes.cancelAttempts += 1;
    Object.assign(payment, pick(fields, ['paymentCancellationReason', 'paymentCancellationMessage']));
    world.move(merchant.id, paymentTracked(payment), 'CANCEL_INITIALIZED', call);
    const refused =
      reservedAmount(world, payment.amount)?.behaviour === 'cancelFailsOnce' && notes.cancelAttempts === 1;
    world.at(processingMs(world), () => {
      world.move(
        merchant.id,
        paymentTracked(payment),
        refused ? 'CANCEL_FAILED' : 'CANCELED',
        'service',
        eventOf(payment),
      );
    });
  }

  /** A refund, INITIATED (with its event), completed or failed by the service after the processing time. */
  refund(merchant: MerchantState, fields: Json, amount: number, payment: Json | undefined): Json {
    const {world} = this;
    const refund: Json = {
      id: world.id(),
      ...(payment === undefined ? {} : {paymentId: payment.id}),
      ...pick(fields, ['paymentMethodId', 'reason', 'merchantTransactionId', 'metadata', 'agent', 'customer']),
      merchantId: merchant.id,
      amount,
    };
    merchant.refunds.set(String(refund.id), refund);
    world.start(merchant.id, refundTracked(refund), 'INITIATED', 'POST /refunds', eventOf(refund));
    const fails = payment !== undefined && reservedAmount(world, payment.amount)?.behaviour === 'refundsFail';
    world.at(processingMs(world), () => {
      if (fails) refund.error = asyncError('REFUND_DECLINED', 'PAYMENT_ERROR', 406);
      world.move(merchant.id, refundTracked(refund), fails ? 'FAILED' : 'COMPLETED', 'service', eventOf(refund));
    });
    return refund;
  }
}

export function pick(source: Json, keys: readonly string[]): Json {
  return Object.fromEntries(keys.filter((key) => source[key] !== undefined).map((key) => [key, source[key]]));
}
