import type {components} from '../../openapi/merchant';
import type {CheckoutConfig} from '../../shared/config';
import {createRefund} from './create-refund';
import {waitForRefund} from './wait-for-refund';

type Refund = components['schemas']['Refund'];

/**
 * Creates a refund and follows it until it is COMPLETED or FAILED. A FAILED refund returned no money: its
 * error says why, and a new refund needs a new merchantTransactionId. A refusal, or a refund still without
 * an answer after createRefund's attempts, is thrown.
 */
export async function refundAndWait(
  config: CheckoutConfig,
  request: components['schemas']['RefundRequest'],
): Promise<Refund> {
  const created = await createRefund(config, request);
  if (created.kind === 'refused') throw new Error(`POST /refunds refused: ${created.error.errorCode}`);
  if (created.kind === 'unknown') {
    throw new Error(`No answer to refund ${created.merchantTransactionId}; send the identical request again later`);
  }
  return waitForRefund(config, created.refund.id);
}
