/**
 * The way every API request goes through the simulator, as the service takes it: the route, the access
 * token and its scopes, X-Merchant-Id against the token, the parameters and the body against their
 * schemas (with the catalogue code each schema names in `x-error-code`), `x-idempotency`, and then the
 * operation. In Node, each answer is checked against the operation's documented responses.
 */
import {
  bodySchemaFragment,
  type Checker,
  type Idempotency,
  idempotencyOf,
  type Parameter,
  parseJson,
  type Problem,
} from '../contract-core';
import {errorAnswer, resourceAnswer, type SimResponse} from './answers';
import {codeAnswer} from './invariants';
import type {ApiId, Route} from './contract';
import type {Tokens} from './tokens';
import type {Call, Made, Operations} from './operations';
import type {Json, World} from './world';

export interface ApiRequest {
  readonly route: Route;
  readonly params: Readonly<Record<string, string>>;
  readonly query: URLSearchParams;
  /** Lower-case names. */
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string | undefined;
  readonly origin: string;
}

/** A failed response check: the simulator broke the contract, which is a bug in the simulator. */
export const contractBreak = 'The simulator broke the contract';

export type ResponseCheck = (route: Route, response: SimResponse) => string | undefined;

export interface Pipeline {
  readonly world: World;
  readonly tokens: Tokens;
  readonly checkers: Readonly<Record<ApiId, Checker>>;
  readonly operations: Operations;
  readonly wait: (ms: number) => Promise<void>;
  readonly checkResponse?: ResponseCheck;
}

/** The catalogue code for a broken rule whose schema names none. */
function fallbackCode(problem: Problem): string {
  if (problem.requirement === 'required') return 'REQUIRED_FIELD_MISSING';
  if (problem.requirement === 'not a field this request accepts here') return 'UNKNOWN_FIELD';
  return 'INVALID_FIELD';
}

function problemAnswer(
  world: World,
  operationId: string,
  problems: readonly Problem[],
  fallback?: string,
): SimResponse {
  const [first] = problems;
  if (first === undefined) throw new Error('problemAnswer needs a problem');
  const detail = problems
    .slice(0, 5)
    .map((problem) => `${problem.path}: ${problem.requirement}.`)
    .join(' ');
  return codeAnswer(world.contract, operationId, first.code ?? fallback ?? fallbackCode(first), detail);
}

/** A parameter's text as the type its schema says: query and header values arrive as strings. */
function typed(parameter: Parameter, raw: string): unknown {
  const schema = parameter.schema as {type?: unknown} | undefined;
  if (schema?.type === 'integer' || schema?.type === 'number') return raw.trim() === '' ? raw : Number(raw);
  if (schema?.type === 'boolean') return raw === 'true' ? true : raw === 'false' ? false : raw;
  return raw;
}

function parameterProblems(pipeline: Pipeline, request: ApiRequest): SimResponse | undefined {
  const {route} = request;
  const checker = pipeline.checkers[route.api];
  for (const parameter of route.entry.parameters) {
    const raw =
      parameter.in === 'path'
        ? request.params[parameter.name]
        : parameter.in === 'query'
          ? (request.query.get(parameter.name) ?? undefined)
          : parameter.in === 'header'
            ? request.headers[parameter.name.toLowerCase()]
            : undefined;
    const where = `${parameter.in} ${parameter.name}`;
    const fallback = parameter.in === 'header' ? 'INVALID_HEADER' : parameter.in === 'path' ? 'INVALID_ID' : undefined;
    if (raw === undefined) {
      if (parameter.required !== true) continue;
      const code = (parameter.schema as {'x-error-code'?: string} | undefined)?.['x-error-code'];
      return errorAnswer(
        pipeline.world.contract,
        code ?? fallback ?? 'REQUIRED_FIELD_MISSING',
        `${where} is required.`,
      );
    }
    const schema = route.parameterSchemas.get(`${parameter.in} ${parameter.name}`);
    if (schema === undefined) throw new Error(`No schema pointer for ${where} of ${route.entry.operationId}`);
    const problems = checker.value(`${route.api}${schema}`, typed(parameter, raw), `${where} `);
    if (problems.length > 0) return problemAnswer(pipeline.world, route.entry.operationId, problems, fallback);
  }
  return undefined;
}

function bodyProblems(pipeline: Pipeline, request: ApiRequest): {body: Json} | SimResponse {
  const {operation, method, path} = request.route.entry;
  const requestBody = operation.requestBody as {required?: boolean; content?: Record<string, unknown>} | undefined;
  const text = request.body ?? '';
  if (requestBody === undefined || text.trim() === '') {
    if (requestBody?.required === true) {
      return errorAnswer(pipeline.world.contract, 'REQUIRED_FIELD_MISSING', 'This operation needs a JSON body.');
    }
    return {body: {}};
  }
  const parsed = parseJson(text);
  if (!parsed.ok) {
    const {line, column, expected} = parsed.error;
    return errorAnswer(
      pipeline.world.contract,
      'INVALID_FIELD',
      `The body is not JSON: at line ${line}, column ${column}, expected ${expected}.`,
    );
  }
  let problems: Problem[];
  try {
    problems = pipeline.checkers[request.route.api].value(
      `${request.route.api}${bodySchemaFragment({path, method})}`,
      parsed.value,
      '',
    );
  } catch (error) {
    if (error instanceof RangeError)
      return errorAnswer(pipeline.world.contract, 'INVALID_FIELD', 'The body is nested too deeply.');
    throw error;
  }
  if (problems.length > 0) return problemAnswer(pipeline.world, request.route.entry.operationId, problems);
  if (typeof parsed.value !== 'object' || parsed.value === null || Array.isArray(parsed.value)) {
    return errorAnswer(pipeline.world.contract, 'INVALID_FIELD', 'The body must be a JSON object.');
  }
  return {body: parsed.value as Json};
}

/** The value at a dotted field (`payment.merchantTransactionId`) of a body. */
function valueAt(body: Json, field: string): unknown {
  return field
    .split('.')
    .reduce<unknown>(
      (node, key) => (typeof node === 'object' && node !== null ? (node as Json)[key] : undefined),
      body,
    );
}

/** The value of a dotted key field in a body, when it is text. */
function keyValue(body: Json, field: string): string | undefined {
  const value = valueAt(body, field);
  return typeof value === 'string' ? value : undefined;
}

/**
 * Whether a repeat is the same request: the fields x-idempotency's `replayFields` names are equal (no other
 * field counts, C14), or, where it names none, the whole body.
 */
function sameRequest(usedBody: string, body: Json, idempotency: Idempotency): boolean {
  const used = JSON.parse(usedBody) as Json;
  const fields = 'field' in idempotency.key ? idempotency.key.replayFields : undefined;
  if (fields === undefined) return isDeepStrictEqualJson(used, body);
  return fields.every((field) => isDeepStrictEqualJson(valueAt(used, field), valueAt(body, field)));
}

/** Equality of two JSON values, whatever the order of their keys. */
function isDeepStrictEqualJson(first: unknown, second: unknown): boolean {
  if (typeof first !== 'object' || first === null || typeof second !== 'object' || second === null)
    return first === second;
  if (Array.isArray(first) !== Array.isArray(second)) return false;
  const keys = new Set([...Object.keys(first), ...Object.keys(second)]);
  return [...keys].every((key) => isDeepStrictEqualJson((first as Json)[key], (second as Json)[key]));
}

/** What a request with a used `x-idempotency` key gets, or undefined to go on as a new request. */
function repeatAnswer(pipeline: Pipeline, call: Call, request: ApiRequest, key: string): SimResponse | undefined {
  const idempotency = idempotencyOf(request.route.entry.operation);
  const used = call.merchant.keys.get(key);
  if (idempotency === undefined || used === undefined) return undefined;
  const made: Made = {store: used.store as Made['store'], id: used.entityId};
  // A refund's identifier that a payment holds (or the reverse) is another transaction's: never a replay.
  // After a failure the contract answers with a code (a payment's), the key is refused; otherwise it still
  // names what failed, so a repeat is a replay or a refusal as it would be had it succeeded (a refund's).
  const refusedAfterFailure =
    idempotency.repeat.afterFailure.errorCode !== undefined && pipeline.operations.failed(call.merchant, made);
  const repeat =
    used.store !== madeStores[call.operationId]
      ? 'differentRequest'
      : refusedAfterFailure
        ? 'afterFailure'
        : sameRequest(used.body, call.body, idempotency)
          ? 'sameRequest'
          : 'differentRequest';
  const rule = idempotency.repeat[repeat];
  if (rule.errorCode !== undefined)
    return codeAnswer(
      pipeline.world.contract,
      call.operationId,
      rule.errorCode,
      `${key.slice(key.indexOf(' ') + 1)} was used before.`,
    );
  return pipeline.operations.represent(call, made, rule.status);
}

const madeStores: Readonly<Record<string, Made['store']>> = {
  createSession: 'sessions',
  createPayment: 'payments',
  createTokenPayment: 'payments',
  createRefund: 'refunds',
  createCheckoutSession: 'checkoutSessions',
  createCheckoutPayment: 'payments',
};

/**
 * Where an operation's keys live: payments (from the server, by token or in the widget) and refunds share the
 * merchant's transaction identifiers (x-invariants unique-merchant-transaction-id); any other operation's
 * keys are its own, so a session's merchantTransactionId stays free for the payment taken in it.
 */
function keySpace(operationId: string): string {
  const store = madeStores[operationId];
  return store === 'payments' || store === 'refunds' ? 'transactions' : operationId;
}

/** The id an answer names for what it made: `data.id`, `data.sessionId` or `data.checkoutSession.id`. */
export function madeId(response: SimResponse): string | undefined {
  const data = (
    response.body as {data?: {id?: unknown; sessionId?: unknown; checkoutSession?: {id?: unknown}}} | undefined
  )?.data;
  const id = data?.id ?? data?.sessionId ?? data?.checkoutSession?.id;
  return typeof id === 'string' ? id : undefined;
}

export async function handleApiRequest(pipeline: Pipeline, request: ApiRequest): Promise<SimResponse> {
  return check(pipeline, request.route, await answerApiRequest(pipeline, request));
}

async function answerApiRequest(pipeline: Pipeline, request: ApiRequest): Promise<SimResponse> {
  const {world} = pipeline;
  const {route} = request;
  world.settle();
  const access = pipeline.tokens.authorize(route, request.headers);
  if ('refused' in access) return access.refused;
  const badParameter = parameterProblems(pipeline, request);
  if (badParameter !== undefined) return badParameter;
  const {environmentHeader} = world.contract.sandbox;
  const environment = request.headers[environmentHeader.toLowerCase()];
  if (environment !== world.contract.sandbox.environment) {
    return errorAnswer(
      world.contract,
      'INVALID_HEADER',
      `This is the ${world.contract.sandbox.environment} environment: send ${environmentHeader} ${world.contract.sandbox.environment}.`,
    );
  }
  const parsed = bodyProblems(pipeline, request);
  if ('status' in parsed) return parsed;
  const merchantId = request.headers['x-merchant-id'] ?? '';
  const call: Call = {
    world,
    merchant: world.merchant(merchantId),
    params: request.params,
    query: request.query,
    body: parsed.body,
    base: `${request.origin}${route.prefix}`,
    origin: request.origin,
    wait: pipeline.wait,
    caller: access.caller,
    operationId: route.entry.operationId,
    made: {},
  };
  const {operationId} = route.entry;
  const idempotencyKey = idempotencyOf(route.entry.operation)?.key;
  const keyField = idempotencyKey !== undefined && 'field' in idempotencyKey ? idempotencyKey.field : undefined;
  const keyText = keyField === undefined ? undefined : keyValue(parsed.body, keyField);
  const key = keyText === undefined ? undefined : `${keySpace(operationId)} ${keyText}`;
  if (key !== undefined) {
    const repeat = repeatAnswer(pipeline, call, request, key);
    if (repeat !== undefined) return repeat;
  }
  const operation = pipeline.operations.byId[operationId];
  if (operation === undefined) return exampleAnswer(route);
  const response = await operation(call);
  const store = madeStores[operationId];
  // An answer that names nothing it made (a 500, a 406 decline) may still have recorded a payment under the key.
  const id = (response.status < 500 ? madeId(response) : undefined) ?? call.made.id;
  if (key !== undefined && store !== undefined && id !== undefined) {
    call.merchant.keys.set(key, {body: request.body ?? '', entityId: id, store});
  }
  return response;
}

function check(pipeline: Pipeline, route: Route, response: SimResponse): SimResponse {
  const broken = pipeline.checkResponse?.(route, response);
  return broken === undefined ? response : resourceAnswer(500, `${contractBreak}: ${broken}`);
}

/**
 * An operation the simulator keeps no state for answers its documented success example, so a reader can
 * still see its shape; notes/simulator.md lists these operations.
 */
function exampleAnswer(route: Route): SimResponse {
  const responses = route.entry.operation.responses as Record<
    string,
    {content?: Record<string, {example?: unknown; examples?: Record<string, {value?: unknown}>}>}
  >;
  const status = Object.keys(responses).find((code) => code.startsWith('2')) ?? '200';
  const media = responses[status]?.content?.['application/json'];
  const example = media?.example ?? Object.values(media?.examples ?? {})[0]?.value;
  return {
    status: Number(status),
    headers: example === undefined ? {} : {'content-type': 'application/json'},
    ...(example === undefined ? {} : {body: example}),
  };
}
