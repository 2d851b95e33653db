/**
 * Running the TypeScript samples end to end against the simulator, in process: `fetch` to the simulator's
 * origin goes to its `handle`, the samples' configuration points there, and the clock is Vitest's fake one,
 * so the samples' waits and the simulator's virtual clock move together and minutes pass in milliseconds.
 */
import {afterEach, beforeEach, expect, vi} from 'vitest';
import {forgetAccessToken} from '../../examples/shared/auth';
import type {CheckoutConfig} from '../../examples/shared/config';
import {contractBreak, type ContractDocuments, type Deliver, type SimResponse, type Simulator} from '../../simulator';
import {bundleContractDocuments, nodeSimulator} from '../../simulator/node';

export const simulatorOrigin = 'http://simulator.test';

/** Where the samples point: the simulator's /v1 and token endpoint, in its test environment. */
export const simulatorConfig: CheckoutConfig = {
  apiUrl: `${simulatorOrigin}/v1`,
  tokenUrl: `${simulatorOrigin}/oauth2/token`,
  clientId: 'sandbox-client',
  clientSecret: 'sandbox-secret',
  merchantId: '4f8e2a61-93c7-4d1b-a0f5-6b2d9c3e7a10',
  upstreamEnv: 'test',
  source: 'samples-test',
};

let documents: Promise<ContractDocuments> | undefined;

/** The bundled contract, once per worker: bundling takes seconds, and no test changes it. */
export function contractDocuments(): Promise<ContractDocuments> {
  documents ??= bundleContractDocuments();
  return documents;
}

const scopes = ['all', 'merchant', 'merchant-pci', 'merchant-wallet-management', 'user'];

export interface SimulatorHarness {
  readonly simulator: Simulator;
  /** Every request the samples sent, in order: `POST /v1/payments`. */
  readonly calls: string[];
  /** Calls `/_sandbox/...` as a test would with curl, and answers the JSON. */
  control(method: 'GET' | 'POST', path: string, body?: unknown): Promise<SimResponse>;
  /** The next answer to a request whose `METHOD /path` matches is lost: the simulator acts, the sample sees a dropped connection. */
  loseNextAnswer(call: RegExp): void;
  /** Calls an API path (`/v1/payments`) as the merchant of simulatorConfig, with a token for every scope. */
  api(method: string, path: string, body?: unknown, headers?: Readonly<Record<string, string>>): Promise<SimResponse>;
}

/** A token for every operation, from the simulator's token endpoint. */
async function accessToken(simulator: Simulator): Promise<string> {
  const answer = await simulator.handle({
    method: 'POST',
    url: '/oauth2/token',
    headers: {authorization: `Basic ${btoa('sandbox-client:sandbox-secret')}`},
    body: 'grant_type=client_credentials&scope=nonprod-all',
  });
  const token = (answer.body as {access_token?: unknown} | undefined)?.access_token;
  if (typeof token !== 'string') throw new Error(`The token endpoint answered ${answer.status}`);
  return token;
}

function abortError(): DOMException {
  return new DOMException('The operation was aborted', 'AbortError');
}

async function bodyText(body: RequestInit['body']): Promise<string | undefined> {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') return body;
  if (body instanceof URLSearchParams) return body.toString();
  return new Response(body).text();
}

/**
 * Each test of the block gets a fresh simulator on a fake clock and a `fetch` that reaches it; `deliver`
 * receives webhook deliveries once a test registers an endpoint.
 */
export function useSimulator(deliver?: Deliver): () => SimulatorHarness {
  let harness: SimulatorHarness | undefined;
  // Answers the simulator's own check refused (an undocumented status, body or error code): a sample that
  // expects a refusal would otherwise pass on the 500, whose message names the code.
  let breaks: string[] = [];
  const watched = async (answered: Promise<SimResponse>): Promise<SimResponse> => {
    const answer = await answered;
    const text = answer.status === 500 ? JSON.stringify(answer.body ?? '') : '';
    if (text.includes(contractBreak)) breaks.push(text);
    return answer;
  };
  beforeEach(async () => {
    breaks = [];
    const bundled = await contractDocuments();
    vi.useFakeTimers({toFake: ['setTimeout', 'clearTimeout', 'Date']});
    vi.setSystemTime(new Date('2026-01-15T10:00:00Z'));
    for (const scope of scopes) forgetAccessToken(`nonprod-${scope}`);
    const simulator = await nodeSimulator({
      documents: bundled,
      origin: simulatorOrigin,
      ...(deliver === undefined ? {} : {deliver}),
    });
    const calls: string[] = [];
    const lost: RegExp[] = [];
    let token: string | undefined;
    vi.stubGlobal('fetch', async (input: string | URL, init?: RequestInit) => {
      const url = new URL(String(input));
      if (url.origin !== simulatorOrigin) throw new TypeError(`The test reaches only the simulator, not ${url.origin}`);
      const method = init?.method ?? 'GET';
      const call = `${method} ${url.pathname}`;
      calls.push(call);
      const signal = init?.signal ?? undefined;
      if (signal?.aborted === true) throw abortError();
      const answered = watched(
        simulator.handle({
          method,
          url: `${url.pathname}${url.search}`,
          headers: Object.fromEntries(new Headers(init?.headers).entries()),
          ...(init?.body === undefined ? {} : {body: await bodyText(init.body)}),
        }),
      );
      const answer = await (signal === undefined
        ? answered
        : Promise.race([
            answered,
            new Promise<never>((_, reject) => {
              signal.addEventListener('abort', () => {
                reject(abortError());
              });
            }),
          ]));
      const lose = lost.findIndex((pattern) => pattern.test(call));
      if (lose !== -1) {
        lost.splice(lose, 1);
        throw new TypeError('fetch failed: the connection was lost');
      }
      return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
        status: answer.status,
        headers: answer.headers,
      });
    });
    harness = {
      simulator,
      calls,
      async control(method, path, body) {
        return simulator.handle({method, url: path, ...(body === undefined ? {} : {body: JSON.stringify(body)})});
      },
      loseNextAnswer(call) {
        lost.push(call);
      },
      async api(method, path, body, headers = {}) {
        token ??= await accessToken(simulator);
        return watched(
          simulator.handle({
            method,
            url: path,
            headers: {
              authorization: `Bearer ${token}`,
              'x-merchant-id': simulatorConfig.merchantId,
              'x-upstream-env': simulatorConfig.upstreamEnv ?? '',
              'content-type': 'application/json',
              ...headers,
            },
            ...(body === undefined ? {} : {body: JSON.stringify(body)}),
          }),
        );
      },
    };
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    expect(breaks, contractBreak).toEqual([]);
  });
  return () => {
    if (harness === undefined) throw new Error('useSimulator runs before each test');
    return harness;
  };
}

/**
 * An access token from a running simulator's token endpoint (client credentials, as examples/shared/auth.ts
 * asks for one). The simulator binds it to the first merchant it is used for, so a test that keeps its own
 * merchants apart gives credentials of its own.
 */
export async function simulatorAccessToken(
  origin: string,
  {
    credentials = 'sandbox-client:sandbox-secret',
    scope = 'nonprod-all',
  }: {readonly credentials?: string; readonly scope?: string} = {},
): Promise<string> {
  const answer = await fetch(`${origin}/oauth2/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${btoa(credentials)}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: `grant_type=client_credentials&scope=${scope}`,
  });
  const token = ((await answer.json()) as {access_token?: unknown}).access_token;
  if (typeof token !== 'string') throw new Error(`The token endpoint answered ${answer.status}`);
  return token;
}
