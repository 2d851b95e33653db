import type {components} from '../openapi/merchant';

type Payment = components['schemas']['PaymentResponse']['data'];

/** The row your reconciliation keeps for each payment; your own store's shape, not the API's. */
export interface ReconciliationRecord {
  readonly paymentId: string;
  readonly merchantTransactionId: string;
  readonly status: Payment['status'];
  readonly amountCents: number;
  readonly capturedCents: number;
  readonly refundedCents: number;
  readonly providerPaymentId: string | undefined;
  readonly providerChargeId: string | undefined;
  readonly providerAccount: string | undefined;
}

/** Keeps our ids as the keys and the provider's ids beside them. Never copies client secrets. */
export function toReconciliationRecord(payment: Payment): ReconciliationRecord {
  return {
    paymentId: payment.id,
    merchantTransactionId: payment.merchantTransactionId,
    status: payment.status,
    amountCents: payment.amount,
    capturedCents: payment.chargeDetails?.amountCaptured ?? 0,
    refundedCents: payment.chargeDetails?.amountRefunded ?? 0,
    providerPaymentId: payment.vendorPaymentId,
    providerChargeId: payment.chargeDetails?.vendorChargeId,
    providerAccount: payment.vendorMerchantId,
  };
}
