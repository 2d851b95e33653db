/**
 * `npm run simulator`'s HTTP server, over real sockets on 127.0.0.1: it serves the APIs at their
 * production paths and the control calls, answers bad input with a clear message (malformed JSON, a 5 MB
 * body, unknown paths, a webhook URL off this machine), and delivers webhook events to the sample
 * endpoint of examples/add-ons/webhooks, which verifies their signatures; a refused delivery comes back
 * on the retry schedule.
 */
import {execFile} from 'node:child_process';
import type {AddressInfo} from 'node:net';
import {promisify} from 'node:util';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {webhookPath, webhookServer} from '../../examples/add-ons/webhooks/server';
import {banner, startSimulatorServer, type RunningSimulator} from '../../simulator/node';
import {repoRoot} from '../../harness/paths';
import {simulatorAccessToken, simulatorConfig} from '../support/simulator';

let running: RunningSimulator;
let token: string;

beforeAll(async () => {
  running = await startSimulatorServer(0);
  token = await simulatorAccessToken(running.origin, {scope: 'nonprod-merchant'});
}, 60_000);

afterAll(async () => {
  await running.stop();
});

const headers = (): Record<string, string> => ({
  authorization: `Bearer ${token}`,
  'x-merchant-id': simulatorConfig.merchantId,
  'x-upstream-env': 'test',
  'content-type': 'application/json',
});

async function call(method: string, path: string, body?: string, extra: Record<string, string> = {}) {
  const response = await fetch(`${running.origin}${path}`, {
    method,
    headers: {...headers(), ...extra},
    ...(body === undefined ? {} : {body}),
  });
  const text = await response.text();
  return {status: response.status, body: text === '' ? undefined : (JSON.parse(text) as Record<string, unknown>)};
}

describe('npm run simulator', () => {
  it('says first that it is a development tool, and listens on 127.0.0.1 only', async () => {
    const {stdout} = await promisify(execFile)(
      'node',
      ['-e', `console.log(require('jiti')(${JSON.stringify(repoRoot + '/')})('./simulator/node/server.ts').banner)`],
      {cwd: repoRoot},
    );
    expect(stdout.trim()).toBe(banner);
    expect(banner).toMatch(/development tool/);
    expect((running.server.address() as AddressInfo).address).toBe('127.0.0.1');
    // A fresh Node loads the server's TypeScript through jiti: seconds on a busy machine.
  }, 60_000);

  it('serves a flow at the production paths: create a payment, advance the clock, read it', async () => {
    const created = await call(
      'POST',
      '/v1/payments',
      JSON.stringify({
        amount: 4599,
        paymentMethodId: '5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9',
        merchantTransactionId: 'server-flow-1',
        authorizeCard: true,
      }),
    );
    expect(created.status).toBe(202);
    const {id} = created.body?.data as {id: string};
    expect((await call('GET', `/v1/payments/${id}`)).status).toBe(202);
    const clock = await call('POST', '/_sandbox/clock', '{"advance": "PT1M"}');
    expect(clock).toMatchObject({status: 200, body: {now: expect.any(String) as string}});
    const read = await call('GET', `/v1/payments/${id}`);
    expect(read).toMatchObject({status: 200, body: {data: {status: 'AUTHORIZED'}}});
    const events = await call('GET', '/_sandbox/events');
    expect((events.body?.data as {type: string}[]).map(({type}) => type)).toContain('PAYMENT_AUTHORIZED');
  });

  it('answers bad input clearly and keeps serving', async () => {
    expect(await call('POST', '/v1/payments', '{"amount": 45')).toMatchObject({
      status: 400,
      body: {error: {errorCode: 'INVALID_FIELD'}},
    });
    const huge = `{"metadata": "${'x'.repeat(5 * 1024 * 1024)}"}`;
    expect(await call('POST', '/v1/payments', huge)).toMatchObject({
      status: 413,
      body: {detail: expect.stringMatching(/at most/) as string},
    });
    expect(await call('GET', '/v1/no-such-thing')).toMatchObject({
      status: 404,
      body: {detail: expect.stringMatching(/No operation/) as string},
    });
    expect(await call('DELETE', '/v1/payments')).toMatchObject({status: 405});
    expect(await call('POST', '/_sandbox/clock', 'not json')).toMatchObject({status: 400});
    expect(await call('POST', '/_sandbox/clock', '{"advance": "soon"}')).toMatchObject({status: 400});
    expect(await call('POST', '/_sandbox/nothing')).toMatchObject({status: 404});
    expect(
      await call(
        'POST',
        '/_sandbox/webhooks',
        JSON.stringify({url: 'https://example.com/hook', secret: 'ccwh_12345678'}),
      ),
    ).toMatchObject({
      status: 400,
      body: {detail: expect.stringMatching(/loopback/) as string},
    });
    expect(await call('POST', '/_sandbox/sessions/unknown/customer', '{"action": "pay"}')).toMatchObject({status: 404});
    expect(
      await call('GET', '/v1/payments/5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9', undefined, {
        authorization: 'Bearer nothing',
      }),
    ).toMatchObject({status: 401});
    const html = await call(
      'POST',
      '/v1/payments',
      JSON.stringify({
        amount: '<script>alert(1)</script>',
        paymentMethodId: '5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9',
        merchantTransactionId: 'x',
      }),
    );
    expect(html).toMatchObject({status: 400, body: {error: {errorCode: 'INVALID_AMOUNT'}}});
  });

  it('delivers signed events to a loopback endpoint, which verifies them; a refused delivery is retried', async () => {
    const secret = 'ccwh_server_test_0001';
    const received: string[] = [];
    let refuseNext = true;
    const endpoint = webhookServer([secret], async (rawEvent) => {
      if (refuseNext) {
        refuseNext = false;
        throw new Error('the store is down');
      }
      received.push(rawEvent);
      return Promise.resolve();
    });
    await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(endpoint.address() as AddressInfo).port}${webhookPath}`;
      expect((await call('POST', '/_sandbox/webhooks', JSON.stringify({url, secret}))).status).toBe(200);
      const created = await call(
        'POST',
        '/v1/payments',
        JSON.stringify({
          amount: 2100,
          paymentMethodId: '5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9',
          merchantTransactionId: 'server-hook-1',
        }),
      );
      expect(created.status).toBe(202);
      await call('POST', '/_sandbox/clock', '{"advance": "PT10S"}');
      await running.simulator.idle();
      expect(received).toHaveLength(0);
      await call('POST', '/_sandbox/clock', '{"advance": "PT1M"}');
      await running.simulator.idle();
      expect(received.map((raw) => JSON.parse(raw) as {type: string; attempt: number})).toEqual([
        expect.objectContaining({type: 'PAYMENT_COMPLETED', attempt: 2}),
      ]);
    } finally {
      endpoint.closeAllConnections();
      await new Promise<void>((resolve) =>
        endpoint.close(() => {
          resolve();
        }),
      );
    }
  });
});
