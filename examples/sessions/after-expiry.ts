import type {components} from '../openapi/merchant';
import {callCheckout} from '../shared/client';
import type {CheckoutConfig} from '../shared/config';
import {allows, isFinal} from '../shared/lifecycle';
import {pollSession} from './poll-session';

type PaymentList = components['schemas']['PaymentList'];
type PaymentStatus = components['schemas']['PaymentStatus'];

export type Settlement = 'paid' | 'authorized' | 'not-paid';

/** Money is taken once the payment is COMPLETED, and held while it can still be captured. */
function settlementOf(status: PaymentStatus): Settlement | 'in-progress' {
  if (status === 'COMPLETED') return 'paid';
  if (allows('PaymentStatus', status, 'capturePayment')) return 'authorized';
  return isFinal('PaymentStatus', status) ? 'not-paid' : 'in-progress';
}

const lookupDelaysMs = [1_000, 2_000, 4_000, 8_000, 8_000, 8_000];

/**
 * Follows a session to its end. After a 410, looks for a payment under the order's merchantTransactionId
 * before anything else: the customer may have paid just before the session expired. 'not-paid' means
 * start again with a new session and a new merchantTransactionId.
 */
export async function settle(
  config: CheckoutConfig,
  sessionId: string,
  merchantTransactionId: string,
): Promise<Settlement> {
  const outcome = await pollSession(config, sessionId);
  if (outcome.kind === 'finished') {
    const payment = outcome.session.data.payment;
    return payment === undefined ? 'not-paid' : settled(payment.status);
  }

  for (const delayMs of lookupDelaysMs) {
    const lookup = await callCheckout(
      config,
      `/payments?merchantTransactionId=${encodeURIComponent(merchantTransactionId)}`,
      {scope: 'merchant'},
    );
    // 202: the newest payment is still being processed; 500: the read failed. Both are read again.
    if (lookup.status !== 200 && lookup.status !== 202 && lookup.status !== 500) {
      throw new Error(`Payment lookup answered ${lookup.status}`);
    }
    const states =
      lookup.status === 500
        ? ['in-progress']
        : ((await lookup.json()) as PaymentList).data.map(({status}) => settlementOf(status));
    if (!states.includes('in-progress')) {
      if (states.includes('paid')) return 'paid';
      return states.includes('authorized') ? 'authorized' : 'not-paid';
    }
    await new Promise((resolve) => setTimeout(resolve, delayMs));
  }
  throw new Error(`A payment for ${merchantTransactionId} is still in progress; check it again later`);
}

function settled(status: PaymentStatus): Settlement {
  const settlement = settlementOf(status);
  if (settlement === 'in-progress') throw new Error(`A finished session holds a payment in ${status}`);
  return settlement;
}
