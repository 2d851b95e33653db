/**
 * A test of your integration against the simulator, with Vitest. Your code creates the
 * session and follows it (here, the sessions samples); the test plays the customer and the clock through
 * /_sandbox/, and checks the session's outcome and the events the service would have sent.
 * Run: npx vitest run, with the variables of Getting Started pointing at the simulator.
 */
import {expect, test} from 'vitest';
import {createSession} from '../sessions/create-session';
import {pollSession} from '../sessions/poll-session';
import {checkoutConfig} from '../shared/config';

const config = checkoutConfig('ci-tests');
/** The simulator's own calls sit beside its APIs: /_sandbox/ on the same origin. */
const sandbox = new URL('/_sandbox/', config.apiUrl);

async function control(path: string, body?: object): Promise<Record<string, unknown>> {
  const response = await fetch(new URL(path, sandbox), {
    method: body === undefined ? 'GET' : 'POST',
    headers: {'content-type': 'application/json'},
    ...(body === undefined ? {} : {body: JSON.stringify(body)}),
  });
  expect(response.status, `${path} answered ${response.status}`).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

test('a customer who pays completes the session and its payment', async () => {
  await control('reset', {});
  const created = await createSession(config, {
    config: {modes: ['PAYMENT'], merchant: {name: 'Northwind Pharmacy'}},
    payment: {amount: 2500, merchantTransactionId: `ci-${Date.now()}`},
  });
  const {sessionId} = created.data;

  // The customer's part: what they would do on the hosted page.
  await control(`sessions/${encodeURIComponent(sessionId)}/customer`, {action: 'pay'});
  // Past the test environment's processing time, so the payment is final.
  await control('clock', {advance: 'PT1M'});

  const outcome = await pollSession(config, sessionId);
  expect(outcome).toMatchObject({
    kind: 'finished',
    session: {data: {status: 'COMPLETED', payment: {status: 'COMPLETED'}}},
  });

  const {data} = (await control('events')) as {data: {type: string}[]};
  expect(data.map(({type}) => type)).toEqual(['PAYMENT_COMPLETED']);
});
