/**
 * The simulator: the service, acted out from the contract. `handle` takes an HTTP request (the three APIs
 * at their production paths, the token endpoint, and the `/_sandbox/` control surface) and answers it. It
 * runs wherever its inputs do: Node (simulator/node/ loads the contract and compiles the validators) and,
 * given the validators the build compiles, the browser. This file is the simulator's face: code outside
 * simulator/ imports only it and simulator/node.
 */
import {createChecker, durationMs, type ValidatorLookup} from '../contract-core';
import {answer, resourceAnswer, type SimResponse} from './answers';
import {findRoute, simulatorContract, type ApiId, type ContractDocuments} from './contract';
import {Operations} from './operations';
import {handleApiRequest, type Pipeline, type ResponseCheck} from './requests';
import type {CustomerAction} from './sessions';
import {Tokens} from './tokens';
import {webhookControl} from './webhookControls';
import {Webhooks, type Deliver, type EventRecord} from './webhooks';
import {World} from './world';

export type {SimResponse};
export type {EventRecord};
export type {ApiId, ContractDocuments, Route} from './contract';
export {documentList, mounts, routePattern, simulatorContract} from './contract';
export type {Journal, JournalEntry, JournalStore, JournaledSimulator} from './journal';
export {journaledSimulator, webStorageJournal} from './journal';
export {actedOperationIds} from './operations';
export {madeId, type ResponseCheck} from './requests';
export {
  runScenario,
  scenarioMerchantId,
  scenarioStart,
  stableSimulatorOptions,
  valueAtPath,
  type Scenario,
  type ScenarioRequest,
  type ScenarioStep,
  type Transcript,
  type TranscriptStep,
} from './scenario';
export type {Deliver} from './webhooks';

export interface SimRequest {
  readonly method: string;
  /** The path and query: `/v1/payments?merchantTransactionId=order-1`. */
  readonly url: string;
  /** Any case; the simulator reads them in lower case. */
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: string;
}

export interface SimulatorOptions {
  readonly documents: ContractDocuments;
  readonly validators: Readonly<Record<ApiId, ValidatorLookup>>;
  /** The origin the answers' URLs name: `http://127.0.0.1:4010`. */
  readonly origin: string;
  /** The base of the virtual clock; Date.now unless a test fakes it. */
  readonly now?: () => number;
  readonly newId?: () => string;
  /** Real waiting (a slowAnswer amount): a timer in Node and the browser, a fake one in tests. */
  readonly wait?: (ms: number) => Promise<void>;
  /** How events reach a registered endpoint; without it events are only recorded. */
  readonly deliver?: Deliver;
  /** Checks each answer against the contract (Node only: it compiles validators). */
  readonly checkResponse?: ResponseCheck;
}

export interface Simulator {
  handle(request: SimRequest): Promise<SimResponse>;
  /** Waits until every webhook delivery in flight has been answered. */
  idle(): Promise<void>;
  now(): number;
}

const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]']);

function parseObject(text: string | undefined): Record<string, unknown> | string {
  try {
    const value: unknown = JSON.parse(text ?? '');
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : 'the body must be a JSON object';
  } catch {
    return 'the body is not JSON';
  }
}

export function createSimulator(options: SimulatorOptions): Simulator {
  const contract = simulatorContract(options.documents);
  const world = new World(contract, options.now ?? Date.now, options.newId ?? (() => crypto.randomUUID()));
  const wait = options.wait ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const tokens = new Tokens(world);
  const operations = new Operations(world);
  const webhooks = new Webhooks(world, options.deliver);
  const checkers = Object.fromEntries(
    (Object.keys(options.documents) as ApiId[]).map((api) => [
      api,
      createChecker(api, options.documents[api], options.validators[api], () => undefined),
    ]),
  ) as Pipeline['checkers'];
  const pipeline: Pipeline = {
    world,
    tokens,
    checkers,
    operations,
    wait,
    ...(options.checkResponse === undefined ? {} : {checkResponse: options.checkResponse}),
  };

  async function control(method: string, path: string, body: string | undefined): Promise<SimResponse> {
    world.settle();
    const bad = (detail: string) => resourceAnswer(400, detail);
    if (path === '/_sandbox/clock' && method === 'GET') return answer(200, {now: world.isoNow()});
    if (path === '/_sandbox/clock' && method === 'POST') {
      const parsed = parseObject(body);
      if (typeof parsed === 'string') return bad(`${parsed}: send {"advance": "<ISO 8601 duration>"}`);
      let ms: number;
      try {
        ms = durationMs(String(parsed.advance));
      } catch {
        return bad('advance must be an ISO 8601 duration such as PT30M or P7D');
      }
      await world.advanceThrough(ms, () => webhooks.idle());
      return answer(200, {now: world.isoNow()});
    }
    if (path === '/_sandbox/events' && method === 'GET') return answer(200, {data: await webhooks.list()});
    if (path === '/_sandbox/reset' && method === 'POST') {
      world.reset();
      tokens.reset();
      webhooks.reset();
      return answer(200, {now: world.isoNow()});
    }
    const rehearsal = webhookControl(world, webhooks, {method, path, parsed: parseObject(body)});
    if (rehearsal !== undefined) return rehearsal;
    if (path === '/_sandbox/webhooks' && method === 'POST') {
      const parsed = parseObject(body);
      if (typeof parsed === 'string')
        return bad(`${parsed}: send {"url": "http://127.0.0.1:<port>/...", "secret": "..."}`);
      const {url, secret} = parsed;
      let host: string;
      try {
        const target = new URL(String(url));
        host = target.protocol === 'http:' || target.protocol === 'https:' ? target.hostname : '';
      } catch {
        return bad('url must be an absolute http URL');
      }
      if (!loopbackHosts.has(host))
        return bad(
          'url must be a loopback address (127.0.0.1, localhost or [::1]): the simulator sends nothing off this machine',
        );
      if (typeof secret !== 'string' || secret.length < 8) return bad('secret must be text of at least 8 characters');
      webhooks.register({url: String(url), secret});
      return answer(200, {url, registered: true});
    }
    const customer = /^\/_sandbox\/sessions\/([^/]+)\/customer$/.exec(path);
    if (customer !== null && method === 'POST') {
      const parsed = parseObject(body);
      if (typeof parsed === 'string') return bad(`${parsed}: send {"action": "pay" | "authenticate" | "close"}`);
      if (!['pay', 'authenticate', 'close'].includes(String(parsed.action)))
        return bad('action must be pay, authenticate or close');
      const sessionId = decodeURIComponent(customer[1] ?? '');
      const merchant = [...world.merchants.values()].find((candidate) => candidate.sessions.has(sessionId));
      if (merchant === undefined) return resourceAnswer(404, `No session ${sessionId}`);
      const refused = operations.sessions.act(merchant, sessionId, parsed as unknown as CustomerAction);
      if (refused !== undefined) return bad(`The customer cannot do that: ${refused}`);
      return answer(200, {session: merchant.sessions.get(sessionId)});
    }
    return resourceAnswer(
      404,
      `No sandbox control at ${method} ${path}; see the Simulator page of the docs (/docs/developers/Testing/Simulator/) for the calls`,
    );
  }

  async function handle(request: SimRequest): Promise<SimResponse> {
    const headers = Object.fromEntries(
      Object.entries(request.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]),
    );
    const size = new TextEncoder().encode(request.body ?? '').length;
    if (size > contract.sandbox.maxBodyBytes) {
      return resourceAnswer(
        413,
        `The body is ${size} bytes; the simulator reads at most ${contract.sandbox.maxBodyBytes}.`,
      );
    }
    let url: URL;
    try {
      url = new URL(request.url, options.origin);
    } catch {
      return resourceAnswer(400, 'The request URL cannot be parsed');
    }
    const method = request.method.toUpperCase();
    if (url.pathname.startsWith('/_sandbox/')) return control(method, url.pathname, request.body);
    if (url.pathname === '/oauth2/token') {
      return method === 'POST'
        ? tokens.token(headers, request.body ?? '')
        : resourceAnswer(405, 'The token endpoint takes POST');
    }
    const found = findRoute(contract, method, url.pathname);
    if (found === undefined) return resourceAnswer(404, `No operation at ${method} ${url.pathname}`);
    if (found === 'methodless') return resourceAnswer(405, `${url.pathname} does not take ${method}`);
    return handleApiRequest(pipeline, {
      route: found.route,
      params: found.params,
      query: url.searchParams,
      headers,
      body: request.body,
      origin: options.origin,
    });
  }

  return {handle, idle: () => webhooks.idle(), now: () => world.now()};
}
