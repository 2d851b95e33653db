/**
 * The contract as the simulator reads it: the three bundled documents, their operations as routes at the
 * paths of their production servers, the lifecycles, the error catalogue, the test data, and what the
 * contract says about repeats, retries, access, webhooks and the sandbox itself. Everything the simulator
 * does comes from here; it holds no field, status, code or timing of its own.
 */
import {
  type AccessRule,
  accessRuleOf,
  type ErrorCode,
  errorCodesOf,
  type Invariant,
  invariantsOf,
  type Lifecycle,
  lifecycleOf,
  type OpenApiDocument,
  type OperationEntry,
  operationsOf,
  parameterSchemas,
  type RetryPolicy,
  retryPolicyOf,
  type Sandbox,
  sandboxOf,
  type TestData,
  testDataOf,
  type WebhookDelivery,
  webhookDeliveryOf,
} from '../contract-core';

/** The three documents by id, as config/apiDocuments.ts names them. */
export interface ContractDocuments {
  readonly merchant: OpenApiDocument;
  readonly internal: OpenApiDocument;
  readonly hcp: OpenApiDocument;
}
export type ApiId = keyof ContractDocuments;

/** Where each API is served: the path of its production server's URL (`/v1`), or a prefix of our own. */
export const mounts: readonly {readonly prefix: string; readonly apis: readonly ApiId[]}[] = [
  // The Merchant and health-care APIs share the production host's /v1; the Merchant API answers a path
  // both hold, so a sample needs only its base URL changed.
  {prefix: '/v1', apis: ['merchant', 'hcp']},
  // The internal API's production server is a host of its own, with no path; here it gets a prefix.
  {prefix: '/checkout-api', apis: ['internal']},
];

export interface Route {
  readonly api: ApiId;
  readonly prefix: string;
  readonly entry: OperationEntry;
  readonly pattern: RegExp;
  readonly pathNames: readonly string[];
  /** `<in> <name>` to the JSON pointer fragment of the parameter's schema in the bundle. */
  readonly parameterSchemas: ReadonlyMap<string, string>;
}

export interface SimulatorContract {
  readonly documents: ContractDocuments;
  readonly routes: readonly Route[];
  /** Status schema name to its `x-lifecycle`. */
  readonly lifecycles: Readonly<Record<string, Lifecycle>>;
  readonly errorCodes: ReadonlyMap<string, ErrorCode>;
  readonly testData: TestData;
  readonly retryPolicy: RetryPolicy;
  readonly accessRule: AccessRule;
  readonly delivery: WebhookDelivery;
  readonly sandbox: Sandbox;
  /** The rules that span requests (`x-invariants`). */
  readonly invariants: readonly Invariant[];
}

/** A path template as a pattern that matches its paths, with the names of its parameters in order. */
export function routePattern(path: string): {pattern: RegExp; pathNames: string[]} {
  const pathNames: string[] = [];
  const source = path
    .split(/(\{[^}]+\})/)
    .map((part) => {
      const name = /^\{([^}]+)\}$/.exec(part)?.[1];
      if (name === undefined) return part.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
      pathNames.push(name);
      return '([^/]+)';
    })
    .join('');
  return {pattern: new RegExp(`^${source}$`), pathNames};
}

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`The Merchant API document has no ${what}; the simulator needs it`);
  return value;
}

/** The three documents as a list (Object.values would type them loosely). */
export function documentList(documents: ContractDocuments): OpenApiDocument[] {
  return [documents.merchant, documents.internal, documents.hcp];
}

export function simulatorContract(documents: ContractDocuments): SimulatorContract {
  const routes = mounts.flatMap(({prefix, apis}) =>
    apis.flatMap((api) =>
      operationsOf(documents[api]).map((entry) => ({
        api,
        prefix,
        entry,
        ...routePattern(entry.path),
        parameterSchemas: parameterSchemas(documents[api], entry),
      })),
    ),
  );
  const lifecycles: Record<string, Lifecycle> = {};
  const errorCodes = new Map<string, ErrorCode>();
  for (const document of documentList(documents)) {
    for (const [name, schema] of Object.entries(document.components?.schemas ?? {})) {
      const lifecycle = lifecycleOf(schema);
      if (lifecycle !== undefined) lifecycles[name] = lifecycle;
    }
    for (const code of errorCodesOf(document)) errorCodes.set(code.errorCode, code);
  }
  const {merchant} = documents;
  return {
    documents,
    routes,
    lifecycles,
    errorCodes,
    testData: required(testDataOf(merchant), 'components.x-test-data'),
    retryPolicy: required(retryPolicyOf(merchant), 'components.x-retry-policy'),
    accessRule: required(accessRuleOf(merchant), 'components.x-access-rule'),
    delivery: required(webhookDeliveryOf(merchant), 'components.x-webhook-delivery'),
    sandbox: required(sandboxOf(merchant), 'components.x-sandbox'),
    invariants: invariantsOf(merchant),
  };
}

/** The route of a request path, and its path parameters; `methodless` when the path exists for other methods. */
export function findRoute(
  contract: SimulatorContract,
  method: string,
  path: string,
): {route: Route; params: Record<string, string>} | 'methodless' | undefined {
  let pathKnown = false;
  for (const route of contract.routes) {
    if (!path.startsWith(`${route.prefix}/`)) continue;
    const match = route.pattern.exec(path.slice(route.prefix.length));
    if (match === null) continue;
    pathKnown = true;
    if (route.entry.method !== method.toLowerCase()) continue;
    const params = Object.fromEntries(
      route.pathNames.map((name, index) => [name, decodeURIComponent(match[index + 1] ?? '')]),
    );
    return {route, params};
  }
  return pathKnown ? 'methodless' : undefined;
}
