import type {components} from '../../openapi/merchant';
import {allows} from '../../shared/lifecycle';

type Schemas = components['schemas'];

/** The columns of a combined report row that the exception list reads (Report metadata defines them all). */
export type CombinedRow = {
  readonly merchantTransactionId: string;
  readonly statusChangedAt: string;
  readonly paymentMethodType: Schemas['PaymentMethodTypeOfPayment'] | '';
  readonly errorCode: string;
} & (
  | {readonly recordType: 'PAYMENT'; readonly status: Schemas['PaymentStatus']}
  | {readonly recordType: 'REFUND'; readonly status: Schemas['RefundStatus']}
  | {readonly recordType: 'DISPUTE'; readonly status: Schemas['DisputeStatus']}
);

export interface ReportException {
  readonly row: CombinedRow;
  readonly reason: string;
}

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Rows someone should look at today, each with the reason: failed payments and refunds, holds that lapse
 * within two days, bank payments still settling (ACCEPTED) after a week, and disputes that need evidence.
 */
export function exceptions(rows: readonly CombinedRow[], now = new Date()): ReportException[] {
  const ageInDays = (row: CombinedRow) => (now.getTime() - Date.parse(row.statusChangedAt)) / dayMs;
  const found: ReportException[] = [];
  for (const row of rows) {
    if (row.recordType === 'PAYMENT') {
      if (row.status === 'FAILED' || row.status === 'PAYMENT_METHOD_FAILED') {
        found.push({row, reason: `failed: ${row.errorCode || 'no error code'}`});
      } else if (allows('PaymentStatus', row.status, 'capturePayment') && ageInDays(row) > 5) {
        // AUTHORIZED, or CANCEL_FAILED: the money is still held, and the service cancels it after 7 days.
        found.push({row, reason: 'authorization lapses within 2 days: capture or cancel'});
      } else if (row.paymentMethodType === 'BANK_ACCOUNT' && row.status === 'ACCEPTED' && ageInDays(row) > 7) {
        found.push({row, reason: 'bank payment settling (ACCEPTED) for more than a week'});
      }
    } else if (row.recordType === 'REFUND' && row.status === 'FAILED') {
      found.push({row, reason: `refund failed: ${row.errorCode || 'no error code'}`});
    } else if (row.recordType === 'DISPUTE' && row.status === 'NEEDS_RESPONSE') {
      found.push({row, reason: 'dispute needs evidence'});
    }
  }
  return found;
}
