/**
 * The simulator: the service, acted out from the contract. `handle` takes an HTTP request (the three APIs
 * at their production paths, the token endpoint, and the `/_sandbox/` control surface) and answers it. It
 * runs wherever its inputs do: Node (simulator/node/ loads the contract and compiles the validators) and,
 * given the validators the build compiles, the browser. This file is the simulator's face: code outside
 * simulator/ imports only it and simulator/node.
 */
import {createChecker, type ValidatorLookup} from '../contract-core';
import {resourceAnswer, type SimResponse} from './answers';
import {findRoute, simulatorContract, type ApiId, type ContractDocuments, type SimulatorContract} from './contract';
import {control, type Controlled} from './control';
import {Operations} from './operations';
import {handleApiRequest, type Pipeline, type ResponseCheck} from './requests';
import {Tokens} from './tokens';
import {Webhooks, type Deliver, type EventRecord} from './webhooks';
import {World} from './world';

export type {SimResponse};
export type {EventRecord};
export type {ApiId, ContractDocuments, Route} from './contract';
export {documentList, mounts, routePattern, simulatorContract} from './contract';
export type {Journal, JournalEntry, JournalStore, JournaledSimulator} from './journal';
export {journaledSimulator, webStorageJournal} from './journal';
export {actedOperationIds} from './operations';
export {contractBreak, madeId, type ResponseCheck} from './requests';
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

/** What one simulator is made of: the contract it acts out, its world, and the pipeline requests take. */
interface Parts extends Controlled {
  readonly contract: SimulatorContract;
  readonly pipeline: Pipeline;
  readonly origin: string;
}

function partsOf(options: SimulatorOptions): Parts {
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
  return {contract, world, tokens, operations, webhooks, pipeline, origin: options.origin};
}

/** An API call, the token endpoint or a control call, once the body's size and the URL are known good. */
function route(parts: Parts, request: SimRequest, url: URL): Promise<SimResponse> | SimResponse {
  const headers = Object.fromEntries(
    Object.entries(request.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]),
  );
  const method = request.method.toUpperCase();
  if (url.pathname.startsWith('/_sandbox/')) return control(parts, method, url.pathname, request.body);
  if (url.pathname === '/oauth2/token') {
    return method === 'POST'
      ? parts.tokens.token(headers, request.body ?? '')
      : resourceAnswer(405, 'The token endpoint takes POST');
  }
  const found = findRoute(parts.contract, method, url.pathname);
  if (found === undefined) return resourceAnswer(404, `No operation at ${method} ${url.pathname}`);
  if (found === 'methodless') return resourceAnswer(405, `${url.pathname} does not take ${method}`);
  return handleApiRequest(parts.pipeline, {
    route: found.route,
    params: found.params,
    query: url.searchParams,
    headers,
    body: request.body,
    origin: parts.origin,
  });
}

async function handle(parts: Parts, request: SimRequest): Promise<SimResponse> {
  const {maxBodyBytes} = parts.contract.sandbox;
  const size = new TextEncoder().encode(request.body ?? '').length;
  if (size > maxBodyBytes) {
    return resourceAnswer(413, `The body is ${size} bytes; the simulator reads at most ${maxBodyBytes}.`);
  }
  let url: URL;
  try {
    url = new URL(request.url, parts.origin);
  } catch {
    return resourceAnswer(400, 'The request URL cannot be parsed');
  }
  return route(parts, request, url);
}

export function createSimulator(options: SimulatorOptions): Simulator {
  const parts = partsOf(options);
  return {
    handle: (request) => handle(parts, request),
    idle: () => parts.webhooks.idle(),
    now: () => parts.world.now(),
  };
}
