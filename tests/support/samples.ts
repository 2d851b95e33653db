/** Running the TypeScript samples under examples/ in tests. */
import {afterEach, beforeEach, expect, inject, vi} from 'vitest';
import {forgetAccessToken} from '../../examples/shared/auth';
import type {Scope} from '../../examples/shared/client';
import type {CheckoutConfig} from '../../examples/shared/config';

/** Every scope a sample may ask a token for; typed, so a new scope cannot be missed here. */
const everyScope: Readonly<Record<Scope, true>> = {
  all: true,
  merchant: true,
  'merchant-pci': true,
  'merchant-wallet-management': true,
  user: true,
};

/** The samples cache tokens per scope (examples/shared/auth.ts); a test starts with none cached. */
function forgetEveryToken(): void {
  for (const scope of Object.keys(everyScope)) {
    forgetAccessToken(scope);
    forgetAccessToken(`nonprod-${scope}`);
  }
}

/**
 * Each test of the block runs the samples against the contract's mock: their configuration
 * (examples/shared/config.ts) points at it, and no token is cached.
 */
export function useContractMock(): void {
  beforeEach(() => {
    forgetEveryToken();
    for (const [name, value] of Object.entries(inject('sampleEnvironment'))) vi.stubEnv(name, value);
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });
}

/**
 * Each test of the block runs on fake timers from a fixed moment, with no token cached; what it stubs
 * (`scriptFetch`) is restored after it.
 */
export function useScriptedClock(): void {
  beforeEach(() => {
    vi.useFakeTimers({toFake: ['setTimeout', 'clearTimeout', 'Date']});
    vi.setSystemTime(new Date('2026-01-15T10:00:00Z'));
    forgetEveryToken();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
}

/**
 * The configuration of the scripted tests: nothing is sent anywhere, since `scriptFetch` answers every
 * call, but the URLs must be real so the samples can build their requests.
 */
export const scriptedConfig: CheckoutConfig = {
  apiUrl: 'https://api.test.invalid/v1',
  tokenUrl: 'https://auth.test.invalid/oauth2/token',
  clientId: 'client',
  clientSecret: 'secret',
  merchantId: '4f8e2a61-93c7-4d1b-a0f5-6b2d9c3e7a10',
  upstreamEnv: 'stage',
  source: 'samples-test',
};

/**
 * One scripted answer to an API call: a status with an optional JSON body and headers; `reject` makes
 * `fetch` reject, as a dropped connection or a timeout would (the request may or may not have arrived);
 * `hang` never answers.
 */
export type ScriptedAnswer =
  | {readonly status: number; readonly body?: unknown; readonly headers?: Readonly<Record<string, string>>}
  | 'reject'
  | 'hang';

/** One call the sample made, as the scripted `fetch` received it. */
export interface ScriptedCall {
  readonly method: string;
  readonly url: string;
  /** The URL below the API URL, such as `/payments/{id}`. */
  readonly path: string;
  readonly headers: Headers;
  readonly authorization: string | null;
  /** The parsed JSON body, if the call sent one. */
  readonly body: unknown;
}

/**
 * Stubs `fetch`: the token URL is answered with a new token each time (`token-1`, `token-2`, ...), every
 * other call with the next of `answers` in order, or with what `answers` returns for that call. Records
 * every API call; a call beyond the script fails the test.
 */
export function scriptFetch(
  answers: readonly ScriptedAnswer[] | ((call: ScriptedCall) => ScriptedAnswer),
  config: CheckoutConfig = scriptedConfig,
) {
  const calls: ScriptedCall[] = [];
  let tokens = 0;
  const remaining = typeof answers === 'function' ? [] : [...answers];
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => {
    if (input === config.tokenUrl) {
      tokens += 1;
      return Promise.resolve(Response.json({access_token: `token-${tokens}`, expires_in: 3600}));
    }
    const headers = new Headers(init?.headers);
    const call: ScriptedCall = {
      method: init?.method ?? 'GET',
      url: input,
      path: input.startsWith(config.apiUrl) ? input.slice(config.apiUrl.length) : input,
      headers,
      authorization: headers.get('authorization'),
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    calls.push(call);
    const answer = typeof answers === 'function' ? answers(call) : remaining.shift();
    if (answer === undefined) throw new Error(`Unscripted call ${input}`);
    if (answer === 'reject') return Promise.reject(new TypeError('fetch failed'));
    if (answer === 'hang') return new Promise<Response>(() => undefined);
    return Promise.resolve(
      answer.body === undefined
        ? new Response(null, {status: answer.status, headers: answer.headers})
        : Response.json(answer.body, {status: answer.status, headers: answer.headers}),
    );
  });
  return {calls, tokens: () => tokens, remaining: () => remaining.length};
}

/**
 * Runs the promise to its end on fake timers, half a second of simulated time at a step; fails if it needs
 * more simulated time than `boundMs`.
 */
export async function withinSimulated<T>(promise: Promise<T>, boundMs: number): Promise<T> {
  const start = Date.now();
  const state = {settled: false};
  const tracked = promise.finally(() => {
    state.settled = true;
  });
  tracked.catch(() => undefined);
  while (!state.settled && Date.now() - start <= boundMs) await vi.advanceTimersByTimeAsync(500);
  expect(state.settled, `still running after ${boundMs} ms of simulated time`).toBe(true);
  return tracked;
}
