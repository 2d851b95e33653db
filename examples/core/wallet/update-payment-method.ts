import type {components} from '../../openapi/merchant';
import {callCheckout} from '../../shared/client';
import type {CheckoutConfig} from '../../shared/config';
import {isFinal} from '../../shared/lifecycle';

type PaymentMethod = components['schemas']['PaymentMethod'];
type PaymentMethodResponse = components['schemas']['PaymentMethodResponse'];
type UpdatePaymentMethodRequest = components['schemas']['UpdatePaymentMethodRequest'];
type ErrorResponse = components['schemas']['ErrorResponse'];

const firstDelayMs = 1_000;
const maxDelayMs = 8_000;
/** Reads after a 202 before giving up: about a minute at 1, 2, 4, 8, 8 ... seconds. */
const maxReads = 10;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** True when the method read back shows every value the update asked for. */
function shows(method: PaymentMethod, update: UpdatePaymentMethodRequest): boolean {
  if (update.isDefault !== undefined && method.default !== update.isDefault) return false;
  if (update.nickname !== undefined && method.nickname !== update.nickname) return false;
  const wanted: Readonly<Record<string, unknown>> = update.paymentMethodDetails ?? {};
  const found: Readonly<Record<string, unknown>> = method.paymentMethodDetails ?? {};
  return Object.entries(wanted).every(([field, value]) => JSON.stringify(found[field]) === JSON.stringify(value));
}

/**
 * Sends PATCH /payment-methods/{payment-method-id} and returns the method with the change applied. A 200
 * is applied at once. A 202 means the processor is still applying it: the method is read again with
 * growing pauses until it shows the new values, at most ten reads. A read that answers 500 is read again;
 * a method that is DELETED (the lifecycle's final status, a 404) stops the wait. A 400 or 404 on the
 * update names its errorCode.
 */
export async function updatePaymentMethod(
  config: CheckoutConfig,
  paymentMethodId: string,
  update: UpdatePaymentMethodRequest,
): Promise<PaymentMethod> {
  const path = `/payment-methods/${encodeURIComponent(paymentMethodId)}`;
  const scope = 'merchant-wallet-management';
  const response = await callCheckout(config, path, {method: 'PATCH', body: update, scope});
  if (response.status === 200) return ((await response.json()) as PaymentMethodResponse).data;
  if (response.status === 400 || response.status === 404) {
    const {error} = (await response.json()) as ErrorResponse;
    throw new Error(`Update of ${paymentMethodId} refused: ${error.errorCode} ${error.message}`);
  }
  if (response.status !== 202) throw new Error(`PATCH ${path} answered ${response.status}`);

  let delayMs = firstDelayMs;
  for (let read = 0; read < maxReads; read += 1) {
    await sleep(delayMs + Math.random() * 250);
    const reread = await callCheckout(config, path, {scope});
    if (reread.status === 404) throw new Error(`Payment method ${paymentMethodId} was deleted during the update`);
    if (reread.status === 200) {
      const {data} = (await reread.json()) as PaymentMethodResponse;
      if (isFinal('PaymentMethodStatus', data.status)) throw new Error(`Payment method ${paymentMethodId} is DELETED`);
      if (shows(data, update)) return data;
    } else if (reread.status !== 500) {
      throw new Error(`GET ${path} answered ${reread.status}`);
    }
    delayMs = Math.min(delayMs * 2, maxDelayMs);
  }
  throw new Error(`The update of ${paymentMethodId} is still being applied; read the method again later`);
}
