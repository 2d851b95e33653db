import type {components} from '../openapi/merchant';
import {callCheckout} from '../shared/client';
import type {CheckoutConfig} from '../shared/config';

type SessionRequest = components['schemas']['SessionRequest'];
type SessionCreated = components['schemas']['SessionCreated'];
type ErrorResponse = components['schemas']['ErrorResponse'];

/**
 * Creates a session with POST /sessions and returns its id and hosted page. A 400 is a request the
 * contract or the service refuses: its errorCode says which rule, and sending it again cannot succeed.
 */
export async function createSession(config: CheckoutConfig, request: SessionRequest): Promise<SessionCreated> {
  const response = await callCheckout(config, '/sessions', {method: 'POST', body: request, scope: 'merchant'});
  if (response.status === 200) return (await response.json()) as SessionCreated;
  if (response.status === 400) {
    const {error} = (await response.json()) as ErrorResponse;
    throw new Error(`POST /sessions refused: ${error.errorCode} ${error.message}`);
  }
  throw new Error(`POST /sessions answered ${response.status}`);
}
