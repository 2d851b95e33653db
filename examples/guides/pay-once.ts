import type {components} from '../openapi/merchant';
import {callCheckout} from '../shared/client';
import type {CheckoutConfig} from '../shared/config';
import {allows, isFinal} from '../shared/lifecycle';
import {
  backoffMs,
  longestRateLimitWaitMs,
  NoAnswerError,
  rateLimitWaitMs,
  sleep,
  withTimeout,
} from '../special-cases/retry';

type Schemas = components['schemas'];
type Payment = Schemas['Payment'];

/** A payment for an order without its merchantTransactionId: payOnce gives every attempt its own. */
export type OrderPayment = Omit<Schemas['PaymentRequest'], 'merchantTransactionId'>;

export type PayOnceOutcome =
  /** 202: the payment exists and is being processed; follow it with GET /payments/{paymentId}. */
  | {readonly kind: 'accepted'; readonly merchantTransactionId: string; readonly payment: Payment}
  /** The answer was lost, and the lookup found a payment that took, holds or is still taking the money. */
  | {readonly kind: 'found'; readonly merchantTransactionId: string; readonly payment: Payment}
  /** 400: the request breaks a rule and nothing was taken; sending it again cannot succeed. */
  | {readonly kind: 'refused'; readonly merchantTransactionId: string; readonly error: Schemas['ApiError']}
  /** 406: the issuer or the processor declined; ask the customer for another payment method. */
  | {
      readonly kind: 'declined';
      readonly merchantTransactionId: string;
      readonly decline: Schemas['ErrorResourceWithErrorDetails'];
    };

/** How long to wait for the answer to POST /payments before treating it as lost. */
const answerTimeoutMs = 30_000;
/** merchantTransactionIds spent on one order in one call, after which a person should look. */
const attemptsPerOrder = 3;
/** Sends of one request while the service answers 429. */
const sendsPerAttempt = 3;
/** Reads of the lookup while it answers 500 or 429, or gives no answer. */
const lookupReads = 5;

/** The identifier of one attempt at an order: a new attempt always gets a new one. */
export const attemptId = (orderId: string, attempt: number): string => `order-${orderId}-attempt-${attempt}`;

/** True when the payment took the money, holds it, or may still do either: never charge again beside it. */
function holdsOrMayTakeMoney(payment: Payment): boolean {
  return (
    payment.status === 'COMPLETED' ||
    allows('PaymentStatus', payment.status, 'capturePayment') ||
    !isFinal('PaymentStatus', payment.status)
  );
}

/**
 * GET /payments?merchantTransactionId=: the payments under the identifier. A 202 means the newest one is
 * still being processed, which is an answer too. 500, 429 and a lost answer are read again with backoff.
 */
async function lookUp(config: CheckoutConfig, merchantTransactionId: string): Promise<readonly Payment[]> {
  const path = `/payments?merchantTransactionId=${encodeURIComponent(merchantTransactionId)}`;
  for (let read = 0; read < lookupReads; read += 1) {
    // Wait first: a request that timed out may still be on its way to the service.
    await sleep(backoffMs(read + 1));
    let response: Response;
    try {
      response = await withTimeout(callCheckout(config, path, {scope: 'merchant'}), answerTimeoutMs);
    } catch (error) {
      if (error instanceof NoAnswerError) continue;
      throw error;
    }
    if (response.status === 200 || response.status === 202) {
      return ((await response.json()) as Schemas['PaymentList']).data;
    }
    if (response.status !== 500 && response.status !== 429) {
      throw new Error(`GET /payments?merchantTransactionId= answered ${response.status}`);
    }
  }
  throw new Error(`Could not look up ${merchantTransactionId}; do not pay again until a lookup answers`);
}

type Sent = PayOnceOutcome | {readonly kind: 'lost'} | {readonly kind: 'rate-limited'; readonly waitMs: number};

/** One POST /payments. A lost answer, a timeout and a 500 all mean the same: the outcome is unknown. */
async function send(config: CheckoutConfig, request: Schemas['PaymentRequest'], retry: number): Promise<Sent> {
  const {merchantTransactionId} = request;
  let response: Response;
  try {
    response = await withTimeout(
      callCheckout(config, '/payments', {method: 'POST', body: request, scope: 'merchant'}),
      answerTimeoutMs,
    );
  } catch (error) {
    if (error instanceof NoAnswerError) return {kind: 'lost'};
    throw error;
  }
  switch (response.status) {
    case 202:
      return {
        kind: 'accepted',
        merchantTransactionId,
        payment: ((await response.json()) as Schemas['PaymentResponse']).data,
      };
    case 400:
      return {
        kind: 'refused',
        merchantTransactionId,
        error: ((await response.json()) as Schemas['ErrorResponse']).error,
      };
    case 406:
      return {
        kind: 'declined',
        merchantTransactionId,
        decline: (await response.json()) as Schemas['ErrorResourceWithErrorDetails'],
      };
    case 429:
      return {kind: 'rate-limited', waitMs: rateLimitWaitMs(response, retry)};
    case 500:
      return {kind: 'lost'};
    default:
      throw new Error(`POST /payments answered ${response.status}`);
  }
}

/**
 * Pays for an order with a saved payment method, and never twice. A 429 is sent again unchanged after the
 * wait the service asks for. When the answer is lost (no answer, a timeout or a 500), the request is never
 * sent again blindly: the payment is looked up by its merchantTransactionId first. If the lookup finds a
 * payment that took, holds or may still take the money, that payment is the outcome. If it finds nothing,
 * or only payments that ended without money, the next attempt goes out with a new merchantTransactionId.
 */
export async function payOnce(
  config: CheckoutConfig,
  orderId: string,
  payment: OrderPayment,
  firstAttempt = 1,
): Promise<PayOnceOutcome> {
  for (let attempt = firstAttempt; attempt < firstAttempt + attemptsPerOrder; attempt += 1) {
    const request: Schemas['PaymentRequest'] = {...payment, merchantTransactionId: attemptId(orderId, attempt)};
    let sent: Sent = {kind: 'lost'};
    for (let retry = 0; retry < sendsPerAttempt; retry += 1) {
      sent = await send(config, request, retry);
      if (sent.kind !== 'rate-limited') break;
      if (sent.waitMs > longestRateLimitWaitMs) throw new Error(`Rate limited for ${sent.waitMs} ms; pay later`);
      await sleep(sent.waitMs);
    }
    if (sent.kind === 'rate-limited') throw new Error('Still rate limited; pay later');
    if (sent.kind !== 'lost') return sent;

    const found = (await lookUp(config, request.merchantTransactionId)).find(holdsOrMayTakeMoney);
    if (found !== undefined)
      return {kind: 'found', merchantTransactionId: request.merchantTransactionId, payment: found};
    // Nothing was taken under this identifier, and it stays used: the loop goes on with the next one.
  }
  throw new Error(`Order ${orderId}: ${attemptsPerOrder} attempts without an answer; check the order by hand`);
}
