/**
 * Scenarios: a few requests with the answers the contract promises (examples/scenarios/<id>.json, shape
 * examples/scenarios/scenario.schema.json), run against a simulator. The run records a transcript (each
 * request and the answer the simulator gave, with its key fields) that the tests check, the build publishes
 * and the MCP server returns. Ids and times in a transcript are stable because the caller gives the
 * simulator a counter for ids and a fixed clock (`stableSimulatorOptions`).
 */
import type {SimRequest, Simulator} from './index';

export interface ScenarioRequest {
  readonly method: string;
  /** The path and query, as the simulator serves it (`/v1/payments`); `{{name}}` is a value saved earlier. */
  readonly path: string;
  /** Headers besides the ones every call carries (a token of `scope`, X-Merchant-Id, X-Upstream-Env). */
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: unknown;
}

export interface ScenarioStep {
  /** What the step does, in a few words. */
  readonly title: string;
  /** The token's scope; `nonprod-all` unless given. */
  readonly scope?: string;
  readonly request: ScenarioRequest;
  readonly expect: {
    readonly status: number;
    /** Dotted paths of the answer's body (`error.errorCode`, `data.0.status`, `data.length`) to their values. */
    readonly body?: Readonly<Record<string, unknown>>;
  };
  /** Values to keep for later steps: a name to a dotted path of the answer's body. */
  readonly save?: Readonly<Record<string, string>>;
  /** More dotted paths to show in the transcript. */
  readonly show?: readonly string[];
}

export interface Scenario {
  readonly id: string;
  readonly title: string;
  /** Why it matters, in one or two sentences. */
  readonly summary: string;
  /** The x-invariants rules it proves; none for a scenario of one of the docs' flows. */
  readonly rules: readonly string[];
  readonly steps: readonly ScenarioStep[];
}

export interface TranscriptStep {
  readonly title: string;
  readonly method: string;
  readonly path: string;
  readonly scope: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: unknown;
  readonly status: number;
  /** The answer's key fields: the expected ones, the saved ones and the shown ones, in that order. */
  readonly fields: readonly {readonly path: string; readonly value: unknown}[];
  /** The whole answer's body. */
  readonly answer?: unknown;
  /** What differs from the expected answer; empty when the step passed. */
  readonly problems: readonly string[];
}

export interface Transcript {
  readonly id: string;
  readonly title: string;
  readonly summary: string;
  readonly rules: readonly string[];
  readonly steps: readonly TranscriptStep[];
  readonly passed: boolean;
}

/** The merchant every scenario acts as: the contract's example X-Merchant-Id. */
export const scenarioMerchantId = '4f8e2a61-93c7-4d1b-a0f5-6b2d9c3e7a10';
const defaultScope = 'nonprod-all';
/** The clock a transcript starts at, so its times never change between builds. */
export const scenarioStart = Date.parse('2026-01-15T09:00:00Z');

/** Options that make a simulator's ids and times the same on every run: ids from a counter, a fixed clock. */
export function stableSimulatorOptions(): {now: () => number; newId: () => string} {
  let count = 0;
  return {
    now: () => scenarioStart,
    newId: () => `00000000-0000-4000-8000-${(++count).toString(16).padStart(12, '0')}`,
  };
}

/** The value at a dotted path; `length` of an array, and numeric segments as indexes. */
export function valueAtPath(value: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => {
    if (Array.isArray(node)) return key === 'length' ? node.length : node[Number(key)];
    return typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[key] : undefined;
  }, value);
}

/** `{{name}}` in every string of a value replaced by the saved value. */
function filled<T>(value: T, saved: ReadonlyMap<string, unknown>): T {
  if (typeof value === 'string') {
    const whole = /^\{\{(\w+)\}\}$/.exec(value)?.[1];
    if (whole !== undefined && saved.has(whole)) return saved.get(whole) as T;
    return value.replace(/\{\{(\w+)\}\}/g, (whole: string, name: string) =>
      saved.has(name) ? JSON.stringify(saved.get(name)).replace(/^"|"$/g, '') : whole,
    ) as T;
  }
  if (Array.isArray(value)) return value.map((item: unknown) => filled(item, saved)) as T;
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, filled(item, saved)])) as T;
  return value;
}

async function tokenFor(simulator: Simulator, scope: string): Promise<string> {
  const answer = await simulator.handle({
    method: 'POST',
    url: '/oauth2/token',
    headers: {authorization: `Basic ${btoa('scenario-client:scenario-secret')}`},
    body: `grant_type=client_credentials&scope=${scope}`,
  });
  const token = (answer.body as {access_token?: unknown} | undefined)?.access_token;
  if (typeof token !== 'string') throw new Error(`The token endpoint refused scope ${scope}: ${answer.status}`);
  return token;
}

function problemsOf(step: ScenarioStep, status: number, body: unknown, saved: ReadonlyMap<string, unknown>): string[] {
  const problems = status === step.expect.status ? [] : [`status ${status}, expected ${step.expect.status}`];
  for (const [path, expected] of Object.entries(step.expect.body ?? {})) {
    const actual = valueAtPath(body, path);
    const wanted = filled(expected, saved);
    if (JSON.stringify(actual) !== JSON.stringify(wanted))
      problems.push(`${path} is ${JSON.stringify(actual)}, expected ${JSON.stringify(wanted)}`);
  }
  return problems;
}

function keyFields(step: ScenarioStep, body: unknown): TranscriptStep['fields'] {
  const paths = [...Object.keys(step.expect.body ?? {}), ...Object.values(step.save ?? {}), ...(step.show ?? [])];
  return [...new Set(paths)].map((path) => ({path, value: valueAtPath(body, path)}));
}

/** Runs one step: its request with the saved values filled in and the scope's token, and what it answered. */
async function runStep(
  simulator: Simulator,
  step: ScenarioStep,
  saved: Map<string, unknown>,
  tokens: Map<string, string>,
): Promise<TranscriptStep> {
  const scope = step.scope ?? defaultScope;
  const request = filled(step.request, saved);
  const control = request.path.startsWith('/_sandbox/');
  let token = tokens.get(scope);
  if (!control && token === undefined) {
    token = await tokenFor(simulator, scope);
    tokens.set(scope, token);
  }
  const sent: SimRequest = {
    method: request.method,
    url: request.path,
    headers: {
      ...(control ? {} : {authorization: `Bearer ${token ?? ''}`, 'x-merchant-id': scenarioMerchantId}),
      ...(control ? {} : {'x-upstream-env': 'test'}),
      'content-type': 'application/json',
      ...request.headers,
    },
    ...(request.body === undefined ? {} : {body: JSON.stringify(request.body)}),
  };
  const answer = await simulator.handle(sent);
  for (const [name, path] of Object.entries(step.save ?? {})) saved.set(name, valueAtPath(answer.body, path));
  return {
    title: step.title,
    method: request.method,
    path: request.path,
    scope,
    headers: request.headers ?? {},
    ...(request.body === undefined ? {} : {body: request.body}),
    status: answer.status,
    fields: keyFields(step, answer.body),
    ...(answer.body === undefined ? {} : {answer: answer.body}),
    problems: problemsOf(step, answer.status, answer.body, saved),
  };
}

/** Runs a scenario's steps in order on a fresh simulator, and records what each answered. */
export async function runScenario(scenario: Scenario, simulator: Simulator): Promise<Transcript> {
  const saved = new Map<string, unknown>();
  const tokens = new Map<string, string>();
  const steps: TranscriptStep[] = [];
  for (const step of scenario.steps) steps.push(await runStep(simulator, step, saved, tokens));
  const {id, title, summary, rules} = scenario;
  return {id, title, summary, rules, steps, passed: steps.every((step) => step.problems.length === 0)};
}
