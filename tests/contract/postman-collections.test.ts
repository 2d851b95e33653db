/**
 * The Postman collections offered for download (openapi-to-postmanv2, generated at build time) hold one
 * request per operation of their document, built from its examples, and work: newman runs each collection
 * against the simulator's HTTP server as a reader would, with `baseUrl` and `accessToken` set, and every
 * request reaches its operation and gets an answer the operation documents. A collection that drifted from
 * the contract (a wrong path or method, a missing required header, a body the schemas refuse) fails here.
 */
import newman, {type NewmanRunExecution, type NewmanRunOptions, type NewmanRunSummary} from 'newman';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {apiDocuments, type ApiDocumentId} from '../../config/apiDocuments';
import {
  type OpenApiDocument,
  type OperationEntry,
  operationsOf,
  type Parameter,
  resolve,
  sandboxOf,
} from '../../contract-core';
import {
  postmanCollection,
  postmanVariables,
  type PostmanCollection,
  type PostmanItem,
  type PostmanRequest,
} from '../../plugins/openapi-docs/postmanCollection';
import {mounts} from '../../simulator';
import {startSimulatorServer, type RunningSimulator} from '../../simulator/node';
import {contractDocuments, simulatorAccessToken} from '../support/simulator';

/**
 * The requests that do not answer a success when the collection runs in order on a fresh simulator, by
 * operation, as `<status> <errorCode>`; every other request must answer a success its operation documents.
 * The examples name ids the simulator never issued, so reading, capturing or cancelling them is a 404, and
 * refunding the example payment is refused by the refund rules. The internal API's last payment method
 * call names the sandbox's saved card, which the collection's own delete request removed just before.
 */
const expectedFailures: Readonly<Record<ApiDocumentId, Readonly<Record<string, string>>>> = {
  merchant: {
    getSession: '404 SESSION_NOT_FOUND',
    getPayment: '404 PAYMENT_NOT_FOUND',
    capturePayment: '404 PAYMENT_NOT_FOUND',
    cancelPayment: '404 PAYMENT_NOT_FOUND',
    createRefund: '400 PAYMENT_NOT_REFUNDABLE',
    getRefund: '404 REFUND_NOT_FOUND',
    getTokenSetupPaymentMethod: '404 SETUP_PAYMENT_METHOD_NOT_FOUND',
    getCheckoutSession: '404 SESSION_NOT_FOUND',
  },
  internal: {
    getCheckoutSessionForWidget: '404 SESSION_NOT_FOUND',
    createChildSession: '404 SESSION_NOT_FOUND',
    cancelCheckoutSession: '404 SESSION_NOT_FOUND',
    getCheckoutPayment: '404 PAYMENT_NOT_FOUND',
    confirmCheckoutPayment: '404 PAYMENT_NOT_FOUND',
    getCustomerSetupPaymentMethod: '404 SETUP_PAYMENT_METHOD_NOT_FOUND',
    updateCheckoutPaymentMethod: '404 PAYMENT_METHOD_NOT_FOUND',
  },
  hcp: {
    getPayment: '404 PAYMENT_NOT_FOUND',
    capturePayment: '404 PAYMENT_NOT_FOUND',
    cancelPayment: '404 PAYMENT_NOT_FOUND',
    createRefund: '400 PAYMENT_NOT_REFUNDABLE',
    getRefund: '404 REFUND_NOT_FOUND',
    getTokenSetupPaymentMethod: '404 SETUP_PAYMENT_METHOD_NOT_FOUND',
  },
};

const documents = await contractDocuments();
const collections = new Map(
  await Promise.all(apiDocuments.map(async ({id}) => [id, await postmanCollection(id, documents[id])] as const)),
);

let running: RunningSimulator;
beforeAll(async () => {
  running = await startSimulatorServer(0);
}, 60_000);
afterAll(async () => {
  await running.stop();
});

function requestItems(items: readonly PostmanItem[]): (PostmanItem & {readonly request: PostmanRequest})[] {
  return items.flatMap((item) =>
    item.request !== undefined ? [{...item, request: item.request}] : requestItems(item.item ?? []),
  );
}

/** The operation a request calls: its method, and its path with Postman's `:name` as `{name}`. */
function operationOf(document: OpenApiDocument, request: PostmanRequest): OperationEntry | undefined {
  const path = `/${request.url.path.map((segment) => segment.replace(/^:(.+)$/, '{$1}')).join('/')}`;
  return operationsOf(document).find((entry) => entry.method === request.method.toLowerCase() && entry.path === path);
}

/** The first example of an operation's JSON body: the one the reference shows first. */
function firstBodyExample(document: OpenApiDocument, entry: OperationEntry): unknown {
  const {requestBody} = entry.operation;
  const media = requestBody === undefined ? undefined : resolve(document, requestBody).content['application/json'];
  if (media?.example !== undefined) return media.example;
  const [first] = Object.values(media?.examples ?? {});
  return first === undefined ? undefined : resolve(document, first).value;
}

/**
 * The collection as a reader calling a non-production environment makes it ready: the environment header,
 * optional in the contract because production calls do not send it, ticked and set to the simulator's.
 */
function forNonProduction(collection: PostmanCollection, document: OpenApiDocument): PostmanCollection {
  const upstreamEnv = document.components?.parameters?.UpstreamEnv;
  const environment = sandboxOf(documents.merchant)?.environment;
  if (upstreamEnv === undefined || environment === undefined)
    throw new Error('The contract names no environment header or sandbox environment');
  const {name} = resolve<Parameter>(document, upstreamEnv);
  const ready = structuredClone(collection);
  for (const {request} of requestItems(ready.item)) {
    for (const header of request.header ?? []) {
      if (header.key === name) Object.assign(header, {disabled: false, value: environment});
    }
  }
  return ready;
}

function runNewman(options: NewmanRunOptions): Promise<NewmanRunSummary> {
  return new Promise((resolvePromise, reject) => {
    newman.run(options, (error, summary) => {
      if (error === null) resolvePromise(summary);
      else reject(error);
    });
  });
}

describe.each(apiDocuments)('the Postman collection of $navLabel', ({id}) => {
  const document = documents[id];
  const collection = collections.get(id) as PostmanCollection;
  const items = requestItems(collection.item);

  it('has one request per operation, grouped by tag, each sending the first example of its body', () => {
    const called = items.map(({request}) => operationOf(document, request)?.operationId);
    expect(called.sort()).toEqual(
      operationsOf(document)
        .map(({operationId}) => operationId)
        .sort(),
    );
    for (const folder of collection.item) {
      for (const {request} of requestItems(folder.item ?? [])) {
        expect(operationOf(document, request)?.operation.tags?.[0]).toBe(folder.name);
      }
    }
    for (const {request} of items) {
      const entry = operationOf(document, request);
      if (entry === undefined || entry.operation.requestBody === undefined) continue;
      expect(JSON.parse(request.body?.raw ?? 'null'), entry.operationId).toEqual(firstBodyExample(document, entry));
    }
  });

  it("defaults baseUrl to the production server and sends accessToken as every request's bearer token", () => {
    const [production] = document.servers ?? [];
    expect(production?.description).toBe('Production');
    expect(collection.variable.find(({key}) => key === postmanVariables.baseUrl)?.value).toBe(production?.url);
    expect(collection.variable.find(({key}) => key === postmanVariables.accessToken)?.value).toBe('');
    expect(collection.auth).toEqual({
      type: 'bearer',
      bearer: [{key: 'token', value: `{{${postmanVariables.accessToken}}}`, type: 'string'}],
    });
    // No auth of its own (null or absent): the request inherits the collection's.
    expect(items.filter(({request}) => request.auth !== null && request.auth !== undefined)).toEqual([]);
  });

  it('is the same, ids included, every time it is generated, and its ids are unique', async () => {
    expect(JSON.stringify(await postmanCollection(id, document))).toBe(JSON.stringify(collection));
    const ids = [
      collection.info._postman_id,
      ...(function* all(list: readonly PostmanItem[]): Generator<string | undefined> {
        for (const item of list) {
          yield item.id;
          for (const response of item.response ?? []) yield response.id;
          yield* all(item.item ?? []);
        }
      })(collection.item),
    ];
    expect(ids.every((value) => typeof value === 'string')).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('runs in newman against the simulator: every request answers a status its operation documents', async () => {
    await fetch(`${running.origin}/_sandbox/reset`, {method: 'POST'});
    const prefix = mounts.find(({apis}) => apis.includes(id))?.prefix ?? '';
    const summary = await runNewman({
      collection: forNonProduction(collection, document) as NewmanRunOptions['collection'],
      envVar: [
        {key: postmanVariables.baseUrl, value: `${running.origin}${prefix}`},
        {key: postmanVariables.accessToken, value: await simulatorAccessToken(running.origin)},
      ],
      reporters: [],
      timeoutRequest: 10_000,
    });
    const outcomes = summary.run.executions.map((execution) => {
      const request = items.find(({id: itemId}) => itemId === execution.item.id)?.request;
      const entry = request === undefined ? undefined : operationOf(document, request);
      if (entry === undefined) throw new Error(`newman ran ${execution.item.name}, which calls no operation`);
      // newman leaves the response out when it got none (a refused connection, a timeout).
      const response = execution.response as NewmanRunExecution['response'] | undefined;
      const status = response?.code;
      const text = response?.text() ?? '';
      const errorCode = (JSON.parse(text === '' ? '{}' : text) as {error?: {errorCode?: string}}).error?.errorCode;
      return {
        entry,
        status,
        outcome:
          status !== undefined && status < 300
            ? 'success'
            : `${status ?? 'no answer'} ${errorCode ?? 'without an errorCode'}`,
      };
    });

    expect(outcomes).toHaveLength(items.length);
    const undocumented = outcomes.filter(({entry, status}) => entry.operation.responses[String(status)] === undefined);
    expect(undocumented.map(({entry, status}) => `${entry.operationId} answered ${status}`)).toEqual([]);
    expect(Object.fromEntries(outcomes.map(({entry, outcome}) => [entry.operationId, outcome]))).toEqual(
      Object.fromEntries(
        operationsOf(document).map(({operationId}) => [operationId, expectedFailures[id][operationId] ?? 'success']),
      ),
    );
  }, 60_000);
});
