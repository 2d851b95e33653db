import type {components} from '../../openapi/merchant';
import {callCheckout} from '../../shared/client';
import type {CheckoutConfig} from '../../shared/config';
import {isFinal} from '../../shared/lifecycle';
import {pollPauseMs, sleep} from '../../shared/retry';
import {refusal} from '../refusal';

type Refund = components['schemas']['Refund'];
type RefundResponse = components['schemas']['RefundResponse'];

/** About three minutes; the REFUND_COMPLETED or REFUND_FAILED webhook tells you about a slower one. */
const maxReads = 20;

/**
 * Reads GET /refunds/{refund-id} until the refund is final (COMPLETED or FAILED, as the contract's lifecycle
 * says), waiting 1, 2, 4, 8 and then 10 seconds before each read (pollPauseMs). 202 (still INITIATED) and 500 (a failed read)
 * are read again. Returns the final refund: a FAILED one carries its error, and a new refund needs a new
 * merchantTransactionId.
 */
export async function waitForRefund(config: CheckoutConfig, refundId: string): Promise<Refund> {
  const path = `/refunds/${encodeURIComponent(refundId)}`;
  for (let read = 0; read < maxReads; read += 1) {
    await sleep(pollPauseMs(read));
    const response = await callCheckout(config, path, {scope: 'merchant'});
    if (response.status === 200 || response.status === 202) {
      const {data} = (await response.json()) as RefundResponse;
      if (isFinal('RefundStatus', data.status)) return data;
    } else if (response.status !== 500) {
      throw await refusal(`GET ${path}`, response);
    }
  }
  throw new Error(`Refund ${refundId} is still INITIATED after ${maxReads} reads; check it again later`);
}
