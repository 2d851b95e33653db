import type {components} from '../../openapi/merchant';
import {callCheckout} from '../../shared/client';
import type {CheckoutConfig} from '../../shared/config';
import {isFinal} from '../../shared/lifecycle';
import {pollPauseMs, sleep} from '../../shared/retry';
import {refusal} from '../refusal';

type SetupPaymentMethod = components['schemas']['SetupPaymentMethod'];
type SetupPaymentMethodResponse = components['schemas']['SetupPaymentMethodResponse'];

/** About three minutes. A bank account can stay PENDING longer: the webhook tells you the outcome. */
const maxReads = 20;

/**
 * Reads GET /token/setup-payment-methods/{setupPaymentMethodId} until the setup is final (COMPLETED or
 * FAILED, as the contract's lifecycle says). The GET answers 200 in every status, so the status field, not
 * the HTTP status, decides. Waits 1, 2, 4, 8 and then 10 seconds before each read (pollPauseMs); a 500 is a failed read and is
 * read again; 404 and other refusals are thrown.
 */
export async function waitForSetup(config: CheckoutConfig, setupId: string): Promise<SetupPaymentMethod> {
  const path = `/token/setup-payment-methods/${encodeURIComponent(setupId)}`;
  for (let read = 0; read < maxReads; read += 1) {
    await sleep(pollPauseMs(read));
    const response = await callCheckout(config, path, {scope: 'merchant-pci'});
    if (response.status === 200) {
      const {data} = (await response.json()) as SetupPaymentMethodResponse;
      if (isFinal('SetupPaymentMethodStatus', data.status)) return data;
    } else if (response.status !== 500) {
      throw await refusal(`GET ${path}`, response);
    }
  }
  throw new Error(`Setup ${setupId} is not final after ${maxReads} reads; check it again later`);
}
