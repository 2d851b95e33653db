import type {components} from '../../openapi/merchant';
import {callCheckout} from '../../shared/client';
import type {CheckoutConfig} from '../../shared/config';
import {pollPauseMs, sleep} from '../../shared/retry';
import {refusal} from '../refusal';

type Schemas = components['schemas'];
type PaymentMethod = Schemas['PaymentMethod'];

const maxReads = 6;

/** True when the method shows every value the request asked for: isDefault, nickname, each detail field. */
export function showsRequest(method: PaymentMethod, request: Schemas['UpdatePaymentMethodRequest']): boolean {
  if (request.isDefault !== undefined && method.default !== request.isDefault) return false;
  if (request.nickname !== undefined && method.nickname !== request.nickname) return false;
  const wanted: Readonly<Record<string, unknown>> = request.paymentMethodDetails ?? {};
  const found: Readonly<Record<string, unknown>> = method.paymentMethodDetails ?? {};
  return Object.entries(wanted).every(([field, value]) => JSON.stringify(found[field]) === JSON.stringify(value));
}

/**
 * Changes a saved method with PATCH /payment-methods/{payment-method-id}. A 200 returns the method as it now
 * stands. A 202 means the card payment provider is still applying the change: the method is read with GET,
 * waiting 1, 2, 4, 8 and then 10 seconds (pollPauseMs; a 500 read is read again), until `applied` says the new values show
 * (by default: every value of the request, as showsRequest checks), for at most 6 reads. A refusal (400 with
 * its errorCode, or 404, on the PATCH or on a read) is thrown.
 */
export async function updatePaymentMethod(
  config: CheckoutConfig,
  paymentMethodId: string,
  request: Schemas['UpdatePaymentMethodRequest'],
  applied: (method: PaymentMethod) => boolean = (method) => showsRequest(method, request),
): Promise<PaymentMethod> {
  const path = `/payment-methods/${encodeURIComponent(paymentMethodId)}`;
  const scope = 'merchant-wallet-management';
  const response = await callCheckout(config, path, {method: 'PATCH', body: request, scope});
  if (response.status === 200) return ((await response.json()) as Schemas['PaymentMethodResponse']).data;
  if (response.status !== 202) throw await refusal(`PATCH ${path}`, response);

  for (let read = 0; read < maxReads; read += 1) {
    await sleep(pollPauseMs(read));
    const reading = await callCheckout(config, path, {scope});
    if (reading.status === 200) {
      const {data} = (await reading.json()) as Schemas['PaymentMethodResponse'];
      if (applied(data)) return data;
    } else if (reading.status !== 500) {
      throw await refusal(`GET ${path}`, reading);
    }
  }
  throw new Error(`The update of ${paymentMethodId} is still being applied; read it again later`);
}
