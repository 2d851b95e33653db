/**
 * The sandbox of the "Try it" consoles outlives the page: a simulator made again from the journal has the
 * same payments, ids, clock and events as the one that wrote it, and a reset forgets everything.
 */
import {describe, expect, it} from 'vitest';
import {
  createSimulator,
  type Journal,
  journaledSimulator,
  type JournalStore,
  type SimRequest,
  type SimResponse,
} from '../../simulator';
import {nodeSimulatorInputs} from '../../simulator/node';
import {contractDocuments, simulatorConfig} from '../support/simulator';

function memoryStore(limit = Infinity): JournalStore & {saved: () => Journal | undefined} {
  let kept: string | undefined;
  return {
    load: () => (kept === undefined ? undefined : (JSON.parse(kept) as Journal)),
    save(journal) {
      const text = JSON.stringify(journal);
      if (text.length > limit) {
        kept = undefined;
        return false;
      }
      kept = text;
      return true;
    },
    saved: () => (kept === undefined ? undefined : (JSON.parse(kept) as Journal)),
  };
}

async function sandbox(store: JournalStore, clock: {now: number}) {
  const inputs = nodeSimulatorInputs(await contractDocuments());
  return journaledSimulator(
    (varying) => createSimulator({...inputs, origin: 'http://sandbox.test', ...varying}),
    store,
    () => clock.now,
  );
}

const json = (response: SimResponse) => response.body as {data?: Record<string, unknown>; access_token?: string};

const token: SimRequest = {
  method: 'POST',
  url: '/oauth2/token',
  headers: {authorization: `Basic ${btoa('console:sandbox')}`},
  body: 'grant_type=client_credentials&scope=nonprod-all',
};

function call(accessToken: string, method: string, url: string, body?: unknown): SimRequest {
  return {
    method,
    url,
    headers: {
      authorization: `Bearer ${accessToken}`,
      'content-type': 'application/json',
      'x-merchant-id': simulatorConfig.merchantId,
      'x-upstream-env': simulatorConfig.upstreamEnv ?? 'test',
      'x-source': simulatorConfig.source,
    },
    ...(body === undefined ? {} : {body: JSON.stringify(body)}),
  };
}

const payment = {
  amount: 1999,
  merchantTransactionId: 'journal-order-1',
  paymentMethodId: '5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9',
};

describe('a journaled sandbox', () => {
  it('is the same sandbox on the next page: the payment, its id, its status after the clock moved', async () => {
    const store = memoryStore();
    const clock = {now: Date.parse('2026-11-26T10:00:00Z')};
    const first = await sandbox(store, clock);
    const accessToken = json(await first.handle(token)).access_token ?? '';
    const created = await first.handle(call(accessToken, 'POST', '/v1/payments', payment));
    expect(created.status).toBe(202);
    const id = String(json(created).data?.id);
    await first.handle({method: 'POST', url: '/_sandbox/clock', body: JSON.stringify({advance: 'PT1M'})});
    const before = await first.handle(call(accessToken, 'GET', `/v1/payments/${id}`));
    // The token, the payment, the clock and the read (a read may bind the token to its merchant).
    expect(store.saved()?.entries).toHaveLength(4);

    clock.now += 5_000;
    const second = await sandbox(store, clock);
    const after = await second.handle(call(accessToken, 'GET', `/v1/payments/${id}`));
    expect(after.status).toBe(before.status);
    expect(json(after).data).toEqual(json(before).data);
    const events = await second.handle({method: 'GET', url: '/_sandbox/events'});
    const firstEvents = await first.handle({method: 'GET', url: '/_sandbox/events'});
    expect(events.body).toEqual(firstEvents.body);
  });

  it('forgets everything on reset, and the next page starts empty', async () => {
    const store = memoryStore();
    const clock = {now: Date.parse('2026-11-26T10:00:00Z')};
    const first = await sandbox(store, clock);
    const accessToken = json(await first.handle(token)).access_token ?? '';
    const id = String(json(await first.handle(call(accessToken, 'POST', '/v1/payments', payment))).data?.id);
    await first.handle({method: 'POST', url: '/_sandbox/reset'});
    expect(store.saved()).toEqual({entries: [], ids: []});
    const second = await sandbox(store, clock);
    const newToken = json(await second.handle(token)).access_token ?? '';
    expect((await second.handle(call(newToken, 'GET', `/v1/payments/${id}`))).status).toBe(404);
  });

  it('goes on when the journal outgrows its store, and says it is no longer kept', async () => {
    const store = memoryStore(2_000);
    const first = await sandbox(store, {now: Date.now()});
    const accessToken = json(await first.handle(token)).access_token ?? '';
    expect(first.kept()).toBe(true);
    const created = await first.handle(
      call(accessToken, 'POST', '/v1/payments', {...payment, description: 'x'.repeat(3_000)}),
    );
    expect(created.status).toBeLessThan(500);
    expect(first.kept()).toBe(false);
    expect(store.saved()).toBeUndefined();
  });
});
