import type {components} from '../../openapi/merchant';
import {callCheckout} from '../../shared/client';
import type {CheckoutConfig} from '../../shared/config';
import {isFinal} from '../../shared/lifecycle';

type SetupPaymentMethod = components['schemas']['SetupPaymentMethod'];
type SetupPaymentMethodResponse = components['schemas']['SetupPaymentMethodResponse'];

const firstDelayMs = 1_000;
const maxDelayMs = 8_000;
/** A card is saved within seconds; a bank account the bank verifies may take longer. */
const longestPollMs = 10 * 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Reads GET /token/setup-payment-methods/{setupPaymentMethodId} with growing pauses (1, 2, 4, 8, 8 ...
 * seconds) until the setup's status is final in the contract's lifecycle (COMPLETED or FAILED), and returns
 * that setup. The call answers 200 in every status, so the status decides. A 500 is a failed read and is
 * read again; the client renews a token refused with 401. Throws on any other answer (404: wrong id, merchant
 * or environment), and when the setup is still running after 10 minutes.
 */
export async function waitForSetup(config: CheckoutConfig, setupId: string): Promise<SetupPaymentMethod> {
  const deadline = Date.now() + longestPollMs;
  let delayMs = firstDelayMs;

  for (;;) {
    await sleep(delayMs + Math.random() * 250);
    const path = `/token/setup-payment-methods/${encodeURIComponent(setupId)}`;
    const response = await callCheckout(config, path, {scope: 'merchant-pci'});

    if (response.status === 200) {
      const {data} = (await response.json()) as SetupPaymentMethodResponse;
      if (isFinal('SetupPaymentMethodStatus', data.status)) return data;
    } else if (response.status !== 500) {
      throw new Error(`GET ${path} answered ${response.status}`);
    }

    if (Date.now() > deadline) {
      throw new Error(`Setup ${setupId} is still running; read it again later or wait for its webhook`);
    }
    delayMs = Math.min(delayMs * 2, maxDelayMs);
  }
}
