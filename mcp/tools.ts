/**
 * The MCP server's tools: each a description written for a model, a JSON Schema for its input and for its
 * structured output, and a handler over the published site and the contract core. A handler throws
 * ToolInputError for input it cannot use; the server turns that into an MCP error with the message.
 */
import {apiDocuments, type ApiDocumentId} from '../config/apiDocuments';
import {schemaValidators} from '../contract-core/node';
import {
  anchors,
  checkRequest,
  createChecker,
  errorCataloguePages,
  errorCodeHref,
  errorCodesOf,
  errorGuidanceOf,
  failureCodeArea,
  failureCodesOf,
  idempotencyOf,
  isRef,
  type Lifecycle,
  lifecycleOf,
  type OpenApiDocument,
  operationsOf,
  resolve,
  type ValidatorLookup,
} from '../contract-core';
import {requestCheckerData} from '../plugins/openapi-docs/requestChecker';
import {requestSample} from '../plugins/openapi-docs/requestSamples';
import {rulesAnswering, rulesOfOperation, scenarioById, transcripts} from './scenarios';
import {searchDocs} from './searchDocs';
import {simulate, simulateInputSchema, type SimulateInput} from './simulate';
import {isTextFile, type DocsSite} from './site';

export class ToolInputError extends Error {}

type Json = Record<string, unknown>;

export interface Tool {
  readonly name: string;
  readonly description: string;
  readonly inputSchema: Json;
  readonly outputSchema: Json;
  readonly run: (site: DocsSite, input: Json) => Promise<Json>;
}

const apiIds = apiDocuments.map(({id}) => id);
const apiSchema = {
  type: 'string',
  enum: apiIds,
  description: 'merchant (the API your server calls), internal (the checkout widget), hcp (health-care platforms)',
};
const text = (description: string, extra: Json = {}): Json => ({type: 'string', description, ...extra});
const list = (items: Json): Json => ({type: 'array', items});
const object = (properties: Json, required: readonly string[] = []): Json => ({type: 'object', properties, required});

/** A rule that spans requests, as get_operation and explain_error return it. */
const ruleSchema = object(
  {
    id: text('Rule id'),
    rule: text('The rule in one sentence'),
    operations: list(text('operationId it guards')),
    errorCode: text('The code a request it forbids is refused with'),
    scenarios: list(text('Scenario id: get_scenario returns it')),
    url: text('Where the docs show it'),
  },
  ['id', 'rule', 'operations', 'errorCode', 'scenarios'],
);

const compiledValidators = new WeakMap<OpenApiDocument, ValidatorLookup>();

/** A document's validators, compiled once per document and reused by every check of it. */
function validatorsFor(api: ApiDocumentId, document: OpenApiDocument): ValidatorLookup {
  let validators = compiledValidators.get(document);
  if (validators === undefined) {
    validators = schemaValidators(api, document);
    compiledValidators.set(document, validators);
  }
  return validators;
}

/** The largest body check_request takes: the simulator's own limit, well above any real request. */
const maxBodyCharacters = 1_048_576;

interface FoundOperation {
  readonly api: ApiDocumentId;
  readonly document: OpenApiDocument;
  readonly entry: ReturnType<typeof operationsOf>[number];
}

async function findOperation(site: DocsSite, operationId: string, api?: ApiDocumentId): Promise<FoundOperation> {
  const documents = await site.documents();
  for (const id of api === undefined ? apiIds : [api]) {
    const entry = operationsOf(documents[id]).find((candidate) => candidate.operationId === operationId);
    if (entry !== undefined) return {api: id, document: documents[id], entry};
  }
  throw new ToolInputError(
    `No operation ${operationId}${api === undefined ? '' : ` in the ${api} API`}: list_operations names them all`,
  );
}

function scopesOf(
  document: OpenApiDocument,
  security: readonly Record<string, readonly string[]>[] | undefined,
): string[] {
  return [
    ...new Set((security ?? document.security ?? []).flatMap((requirement) => Object.values(requirement).flat())),
  ];
}

function referenceUrl(site: DocsSite, api: ApiDocumentId, operationId: string): string {
  const route = apiDocuments.find(({id}) => id === api)?.route ?? '/';
  return site.url(`${route}#${anchors.operation(operationId)}`);
}

/** Entity names a reader uses, from a status schema's name: `PaymentMethodStatus` answers to `payment method`. */
function entityNames(schemaName: string): string[] {
  const words = schemaName
    .replace(/Status$/, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return [words, words.replaceAll(' ', '-'), words.replaceAll(' ', '_'), words.replaceAll(' ', '')];
}

function twinPathOf(url: string): string {
  const path = url.split('#')[0] ?? '/';
  const bare = path.replace(/\/+$/, '');
  return bare === '' ? '/index.md' : `${bare}.md`;
}

const readPage: Tool = {
  name: 'read_page',
  description:
    'Read one docs page as Markdown (its twin): tables, code samples and the API reference included. Give a page url, its twin url, or a path such as /docs/overview/.',
  inputSchema: object(
    {url: text('A page or twin URL of the docs site, or a path beginning with /', {minLength: 1, maxLength: 2048})},
    ['url'],
  ),
  outputSchema: object({url: text('The twin URL read'), markdown: text('The page as Markdown')}, ['url', 'markdown']),
  async run(site, input) {
    const path = site.pathOf(String(input.url));
    if (path === undefined) throw new ToolInputError(`${String(input.url)} is not a page of ${site.base}`);
    const twin = isTextFile(path) ? path : twinPathOf(path);
    return {url: site.url(twin), markdown: await site.twin(twin)};
  },
};

const listOperations: Tool = {
  name: 'list_operations',
  description:
    'List the API operations: operationId, method, path, summary and the OAuth scopes any of which grants access. Pass api to list one API only.',
  inputSchema: object({api: apiSchema}),
  outputSchema: object(
    {
      operations: list(
        object(
          {
            api: apiSchema,
            operationId: text('Operation id'),
            method: text('HTTP method'),
            path: text('Path below the server URL'),
            summary: text('Summary'),
            scopes: list(text('Scope')),
          },
          ['api', 'operationId', 'method', 'path', 'scopes'],
        ),
      ),
    },
    ['operations'],
  ),
  async run(site, input) {
    const documents = await site.documents();
    const ids = typeof input.api === 'string' ? [input.api as ApiDocumentId] : apiIds;
    return {
      operations: ids.flatMap((api) =>
        operationsOf(documents[api]).map(({operationId, method, path, operation}) => ({
          api,
          operationId,
          method: method.toUpperCase(),
          path,
          ...(operation.summary === undefined ? {} : {summary: operation.summary}),
          scopes: scopesOf(documents[api], operation.security),
        })),
      ),
    };
  },
};

const getOperation: Tool = {
  name: 'get_operation',
  description:
    'Everything about one API operation: parameters and headers with their schemas, the request body schema, each response with the error codes it can carry, the scopes, the x-idempotency rules (what a repeat answers, how to recover after a timeout, a 500 or a 429), the rules that span requests (x-invariants: what earlier calls decide about this one, with the code each answers and the scenarios that prove it), an example request, and links to its reference entry and the guides that cover it.',
  inputSchema: object({operationId: text('Such as createPayment', {minLength: 1, maxLength: 100}), api: apiSchema}, [
    'operationId',
  ]),
  outputSchema: object(
    {
      api: apiSchema,
      operationId: text('Operation id'),
      method: text('HTTP method'),
      path: text('Path'),
      scopes: list(text('Scope')),
      parameters: list(object({})),
      responses: list(object({status: text('Status'), errorCodes: list(text('Code'))}, ['status', 'errorCodes'])),
      exampleRequest: object({}),
      referenceUrl: text('Reference URL'),
      guides: list(object({title: text('Title'), url: text('Twin URL')}, ['title', 'url'])),
      rules: list(ruleSchema),
    },
    [
      'api',
      'operationId',
      'method',
      'path',
      'scopes',
      'parameters',
      'responses',
      'exampleRequest',
      'referenceUrl',
      'guides',
    ],
  ),
  async run(site, input) {
    const {api, document, entry} = await findOperation(
      site,
      String(input.operationId),
      input.api as ApiDocumentId | undefined,
    );
    const {operation} = entry;
    const requestBody = operation.requestBody === undefined ? undefined : resolve(document, operation.requestBody);
    const codeNames = new Map(errorCodesOf(document).map((code) => [code.name, code.errorCode]));
    const responses = Object.entries(operation.responses).map(([status, responseOrRef]) => {
      const response = resolve(document, responseOrRef);
      const examples = Object.values(response.content ?? {}).flatMap((media) => Object.values(media.examples ?? {}));
      const errorCodes = examples
        .flatMap((example) => (isRef(example) ? [codeNames.get(example.$ref.split('/').at(-1) ?? '')] : []))
        .filter((code): code is string => code !== undefined);
      return {status, description: response.description, errorCodes};
    });
    const mention = `#${anchors.operation(entry.operationId)}`;
    const guides = (await site.twinSections())
      .filter(({text: body, twinUrl}) => body.includes(mention) && !twinUrl.includes('/api-reference'))
      .map(({title, twinUrl}) => ({title, url: twinUrl}));
    const idempotency = idempotencyOf(operation);
    return {
      api,
      operationId: entry.operationId,
      method: entry.method.toUpperCase(),
      path: entry.path,
      ...(operation.summary === undefined ? {} : {summary: operation.summary}),
      ...(operation.description === undefined ? {} : {description: operation.description}),
      scopes: scopesOf(document, operation.security),
      parameters: entry.parameters.map(({name, in: location, required, description, schema}) => ({
        name,
        in: location,
        required: required === true,
        description,
        schema,
      })),
      ...(requestBody === undefined
        ? {}
        : {
            requestBody: {
              required: requestBody.required === true,
              schema: requestBody.content['application/json']?.schema,
            },
          }),
      responses,
      ...(idempotency === undefined ? {} : {idempotency}),
      rules: await rulesOfOperation(site, entry.operationId),
      exampleRequest: {...requestSample(document, entry)},
      referenceUrl: referenceUrl(site, api, entry.operationId),
      guides,
    };
  },
};

const checkRequestTool: Tool = {
  name: 'check_request',
  description:
    "Check a request body (and optionally its headers) against an operation's contract, exactly as the docs' request checker does: each problem with its JSON path, the rule in words and the error code the service would answer. An empty problems list means the service accepts the body.",
  inputSchema: object(
    {
      operationId: text('Such as createPayment', {minLength: 1, maxLength: 100}),
      api: apiSchema,
      body: {
        description: 'The JSON body, as an object or as JSON text',
        type: ['object', 'array', 'string', 'number', 'boolean', 'null'],
      },
      headers: {
        type: 'object',
        additionalProperties: {type: 'string', maxLength: 1000},
        description: 'Header values, such as {"X-source": "web"}',
      },
    },
    ['operationId', 'body'],
  ),
  outputSchema: object(
    {
      valid: {type: 'boolean'},
      syntaxError: text('Where the JSON text breaks'),
      problems: list(
        object({path: text('JSON path'), requirement: text('The rule'), code: text('Catalogue error code')}, [
          'path',
          'requirement',
        ]),
      ),
    },
    ['valid', 'problems'],
  ),
  async run(site, input) {
    const {api, document, entry} = await findOperation(
      site,
      String(input.operationId),
      input.api as ApiDocumentId | undefined,
    );
    const bodyText = typeof input.body === 'string' ? input.body : JSON.stringify(input.body);
    if (bodyText.length > maxBodyCharacters)
      throw new ToolInputError(
        `The body is ${bodyText.length} characters; check_request takes at most ${maxBodyCharacters}`,
      );
    const apiDocument = apiDocuments.find(({id}) => id === api);
    if (apiDocument === undefined) throw new ToolInputError(`No API ${api}`);
    const operations = requestCheckerData([{apiDocument, document}]).operations;
    const target = operations.find((candidate) => candidate.operationId === entry.operationId);
    if (target === undefined) throw new ToolInputError(`${entry.operationId} takes no JSON body to check`);
    const codes = errorCodesOf(document);
    const checker = createChecker(api, document, validatorsFor(api, document), (code) => errorCodeHref(codes, code));
    const outcome = checkRequest(checker, target, bodyText, (input.headers ?? {}) as Record<string, string>);
    switch (outcome.kind) {
      case 'valid':
        return {valid: true, problems: []};
      case 'problems':
        return {valid: false, problems: outcome.problems.map((problem) => ({...problem}))};
      case 'syntax':
        return {valid: false, syntaxError: outcome.message, problems: []};
      case 'failed':
        throw new ToolInputError(outcome.message);
    }
  },
};

const explainError: Tool = {
  name: 'explain_error',
  description:
    'Explain an error code of the service (such as INVALID_AMOUNT, SESSION_EXPIRED, or a payment failure such as CARD_DECLINED): its HTTP status, group and message, when it happens, whether to retry and what to do next, what to tell the customer, the rules that span requests (x-invariants) that answer with it, and the URL of its catalogue entry.',
  inputSchema: object({code: text('The errorCode, such as INVALID_AMOUNT', {minLength: 1, maxLength: 100})}, ['code']),
  outputSchema: object(
    {
      errorCode: text('Code'),
      httpStatus: {type: 'integer'},
      errorGroup: text('Group'),
      message: text('Message'),
      reported: text('For a failure reported after the call: where it appears'),
      rules: list(ruleSchema),
      url: text('Catalogue entry'),
    },
    ['errorCode', 'url'],
  ),
  async run(site, input) {
    const code = String(input.code).trim().toUpperCase();
    const documents = await site.documents();
    const all = apiIds.flatMap((api) => errorCodesOf(documents[api]));
    const found = all.find(({errorCode}) => errorCode === code);
    if (found === undefined) {
      const failure = apiIds
        .flatMap((api) => failureCodesOf(documents[api].components?.schemas ?? {}))
        .find(({errorCode}) => errorCode === code);
      if (failure === undefined)
        throw new ToolInputError(`No error code ${code} in the contract; search_docs finds codes by name`);
      return {
        errorCode: failure.errorCode,
        reported: `later, in a payment's or refund's error (the ${failure.schema} enum), not as a call's answer`,
        ...(failure.description === undefined ? {} : {when: failure.description}),
        ...(failure.guidance === undefined ? {} : {guidance: failure.guidance}),
        url: site.url(`${errorCataloguePages[failureCodeArea]}#${failure.errorCode}`),
      };
    }
    const guidance = Object.assign({}, ...apiIds.map((api) => errorGuidanceOf(documents[api]))) as Record<string, Json>;
    const href = errorCodeHref(all, code) ?? '/';
    return {
      errorCode: found.errorCode,
      httpStatus: found.httpStatus,
      errorGroup: found.errorGroup,
      message: found.message,
      ...(found.rule === undefined ? {} : {rule: found.rule}),
      ...(found.when === undefined ? {} : {when: found.when}),
      ...(guidance[code] === undefined ? {} : {guidance: guidance[code]}),
      rules: await rulesAnswering(site, code),
      url: site.url(href),
    };
  },
};

const getLifecycle: Tool = {
  name: 'get_lifecycle',
  description:
    "The lifecycle of an entity's status (x-lifecycle): its states, which are final, what its GET answers in each (200 or 202), the calls allowed in each, every transition with what causes it, and the webhook events. Give a status schema name (PaymentStatus) or an entity (payment, refund, session, payment method, setup payment method, checkout session).",
  inputSchema: object({name: text('A status schema name or an entity name', {minLength: 1, maxLength: 100})}, ['name']),
  outputSchema: object(
    {
      schema: text('Status schema'),
      states: list(object({})),
      transitions: list(object({})),
      finalStates: list(text('State')),
      webhooks: list(text('Event')),
    },
    ['schema', 'states', 'transitions', 'finalStates', 'webhooks'],
  ),
  async run(site, input) {
    const wanted = String(input.name).trim();
    const documents = await site.documents();
    const lifecycles = new Map<string, Lifecycle>();
    for (const api of apiIds) {
      for (const [name, schema] of Object.entries(documents[api].components?.schemas ?? {})) {
        const lifecycle = lifecycleOf(schema);
        if (lifecycle !== undefined) lifecycles.set(name, lifecycle);
      }
    }
    const schemaName = [...lifecycles.keys()].find(
      (name) => name === wanted || entityNames(name).includes(wanted.toLowerCase()),
    );
    const lifecycle = schemaName === undefined ? undefined : lifecycles.get(schemaName);
    if (schemaName === undefined || lifecycle === undefined) {
      throw new ToolInputError(`No lifecycle for ${wanted}; these have one: ${[...lifecycles.keys()].join(', ')}`);
    }
    const events = [...lifecycle.initial, ...lifecycle.transitions].flatMap(({event}) =>
      event === undefined ? [] : [event],
    );
    return {
      schema: schemaName,
      ...(lifecycle.get === undefined ? {} : {get: lifecycle.get}),
      states: Object.entries(lifecycle.states).map(([state, details]) => ({state, ...details})),
      initial: lifecycle.initial,
      transitions: lifecycle.transitions,
      ...(lifecycle.expiry === undefined ? {} : {expiry: lifecycle.expiry}),
      finalStates: Object.entries(lifecycle.states)
        .filter(([, details]) => details.terminal)
        .map(([state]) => state),
      webhooks: [...new Set(events)],
    };
  },
};

const simulateTool: Tool = {
  name: 'simulate',
  description:
    'Run API requests against a fresh simulator of the service, built from the contract, in this process: no network, no credentials. Steps run in order: a request ({"request": {"method", "path" such as /v1/payments, "body"}}), a clock advance ({"advance": "PT30M"}), or the customer acting in a session\'s hosted page ({"customer": {"sessionId", "action": "pay" | "authenticate" | "close", "card"}}). A string may use {{N.path}} for a value of step N\'s answer, such as {{0.data.id}}. Test the flow before you write the code.',
  inputSchema: simulateInputSchema,
  outputSchema: object(
    {answers: list(object({step: {type: 'integer'}, status: {type: 'integer'}, body: {}}, ['step', 'status']))},
    ['answers'],
  ),
  async run(site, input) {
    return simulate(await site.documents(), input as unknown as SimulateInput);
  },
};

const listScenarios: Tool = {
  name: 'list_scenarios',
  description:
    "The scenarios: short runs of requests with the answers the contract promises (a payment sent twice, a 500 then a resend, refunds past the captured amount, a user-scope call on another customer's card, ...), recorded from the simulator when the docs were built. Each with its id, title, what it shows and the x-invariants rules it proves; get_scenario returns one with every request and answer.",
  inputSchema: object({}),
  outputSchema: object(
    {
      scenarios: list(
        object({id: text('Id'), title: text('Title'), summary: text('What it shows'), rules: list(text('Rule id'))}, [
          'id',
          'title',
          'summary',
          'rules',
        ]),
      ),
    },
    ['scenarios'],
  ),
  async run(site) {
    return {scenarios: (await transcripts(site)).map(({id, title, summary, rules}) => ({id, title, summary, rules}))};
  },
};

const getScenario: Tool = {
  name: 'get_scenario',
  description:
    "One scenario's transcript: each step's request (method, path, extra headers, token scope, body) and the simulator's answer (status, key fields, whole body), in order, with the rules it proves. Replay it with simulate to try a variation.",
  inputSchema: object({id: text('A scenario id from list_scenarios', {minLength: 1, maxLength: 100})}, ['id']),
  outputSchema: object(
    {
      id: text('Id'),
      title: text('Title'),
      summary: text('What it shows'),
      rules: list(text('Rule id')),
      steps: list(object({})),
    },
    ['id', 'title', 'summary', 'rules', 'steps'],
  ),
  async run(site, input) {
    const id = String(input.id).trim();
    const found = await scenarioById(site, id);
    if (found === undefined) throw new ToolInputError(`No scenario ${id}: list_scenarios names them all`);
    return found;
  },
};

export const tools: readonly Tool[] = [
  searchDocs,
  readPage,
  listOperations,
  getOperation,
  checkRequestTool,
  explainError,
  getLifecycle,
  simulateTool,
  listScenarios,
  getScenario,
];
