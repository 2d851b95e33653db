import {readFileSync} from 'node:fs';
import type {components} from '../openapi/merchant';
import {allows, isFinal} from '../shared/lifecycle';

type PaymentStatus = components['schemas']['PaymentStatus'];

/** The payment statuses of the contract this code was written against: the JSON download's enum. */
const known: readonly string[] = (
  JSON.parse(readFileSync(new URL('../openapi/merchant.json', import.meta.url), 'utf8')) as {
    readonly components: {readonly schemas: {readonly PaymentStatus: {readonly enum: readonly string[]}}};
  }
).components.schemas.PaymentStatus.enum;

const isKnown = (status: string): status is PaymentStatus => known.includes(status);

export type StatusClass = 'settled' | 'in-progress';

/**
 * Classifies a payment status without failing on a value added by a later release. Settled means
 * final, or waiting for your capture or cancel (AUTHORIZED, CANCEL_FAILED); both come from the
 * contract's x-lifecycle. An unknown status is logged and read as still in progress.
 */
export function classifyStatus(status: string): StatusClass {
  if (!isKnown(status)) {
    console.warn(`Unknown payment status ${status}; keep polling and check the release notes`);
    return 'in-progress';
  }
  return isFinal('PaymentStatus', status) || allows('PaymentStatus', status, 'capturePayment')
    ? 'settled'
    : 'in-progress';
}
