/**
 * The bundled OpenAPI document as the renderer sees it, and the few ways to walk it. Pure and free of
 * Node imports: the plugin uses it at build time and the reference page components in the browser.
 */
import type {
  Oas3_1Definition,
  Oas3_1Schema,
  Oas3Example,
  Oas3Header,
  Oas3Operation,
  Oas3Parameter,
  Oas3PathItem,
  Oas3SecurityScheme,
  OasRef,
  Referenced,
} from '@redocly/openapi-core';
import {parsePointerFragment, type Pointer} from './pointer';

export type OpenApiDocument = Oas3_1Definition;
export type Schema = Oas3_1Schema;
export type Operation = Oas3Operation<Schema>;
export type Parameter = Oas3Parameter<Schema>;
export type Example = Oas3Example;
export type ResponseHeader = Oas3Header<Schema>;
type PathItem = Oas3PathItem<Schema>;
export type SecurityScheme = Oas3SecurityScheme;
export type {Referenced};

/** The contract's own schema keywords (see notes/contract.md). */
export interface SchemaExtensions {
  readonly 'x-enumDescriptions'?: Readonly<Record<string, string>>;
  readonly 'x-deprecated-enum'?: readonly unknown[];
}

export function schemaExtensions(schema: Schema): SchemaExtensions {
  return schema as Schema & SchemaExtensions;
}

export const httpMethods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
export type HttpMethod = (typeof httpMethods)[number];

/** An operation the reader calls, or a webhook: a request the service sends to the reader's endpoint. */
export type OperationKind = 'operation' | 'webhook';

export interface OperationEntry {
  readonly kind: OperationKind;
  readonly operationId: string;
  readonly method: HttpMethod;
  /** The URL path of an operation; the name of a webhook, whose URL is the reader's own. */
  readonly path: string;
  readonly operation: Operation;
  /** Path-level parameters merged with the operation's, the operation's winning on name and location. */
  readonly parameters: readonly Parameter[];
  /** Where the operation really is in the document, after its path item's `$ref`: `['paths', '/payments', 'post']`. */
  readonly pointer: Pointer;
}

/** A JSON object or array: something to look inside. */
export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * A `components.x-...` extension of a bundled document, when it is an object. Its shape is the extension's
 * JSON Schema under openapi/extensions/, which the contract tests hold it to.
 */
export function componentExtension(document: OpenApiDocument, name: `x-${string}`): object | undefined {
  const components: unknown = document.components;
  const value = isObject(components) ? components[name] : undefined;
  return isObject(value) ? value : undefined;
}

export function isRef(value: unknown): value is OasRef {
  return typeof value === 'object' && value !== null && typeof (value as {$ref?: unknown}).$ref === 'string';
}

// Component names are limited to letters, digits, `.`, `-` and `_` by the OpenAPI specification.
const componentRef = /^#\/components\/([^/]+)\/([\w.-]+)$/;

/** The component name of a bundled, local `$ref` (`#/components/schemas/Payment` gives `Payment`). */
export function refName(ref: string): string {
  const match = componentRef.exec(ref);
  if (match === null) throw new Error(`Only local component references are supported, got "${ref}"`);
  return match[2] ?? '';
}

/**
 * Follows a local component reference to its target, and that target's own reference if it is one.
 * Bundled documents only hold `#/components/<kind>/<Name>` references, so looking the name up is enough.
 */
export function resolve<T>(document: OpenApiDocument, value: Referenced<T>, seen: readonly string[] = []): T {
  if (!isRef(value)) return value;
  if (seen.includes(value.$ref)) throw new Error(`Reference cycle through ${value.$ref}`);
  const match = componentRef.exec(value.$ref);
  const kind = match?.[1];
  const components = document.components as Record<string, Record<string, unknown> | undefined> | undefined;
  const target = kind === undefined ? undefined : components?.[kind]?.[refName(value.$ref)];
  if (target === undefined) throw new Error(`Unresolved reference ${value.$ref}`);
  return resolve(document, target as Referenced<T>, [...seen, value.$ref]);
}

/** A node of a document and the pointer of where it really is, after following references. */
export interface Located<T> {
  readonly pointer: Pointer;
  readonly value: T;
}

/**
 * The node at `pointer`, following each `$ref` met on the way and at the end, with where it really is;
 * undefined when the document has nothing there. The one walker of the contract by pointer.
 */
export function locate<T>(document: OpenApiDocument, pointer: Pointer): Located<T> | undefined {
  const at = (where: Pointer): unknown =>
    where.reduce<unknown>((parent, segment) => (isObject(parent) ? parent[segment] : undefined), document);
  let where: Pointer = [];
  let node: unknown = document;
  const follow = (): void => {
    const seen = new Set<string>();
    while (isRef(node)) {
      if (seen.has(node.$ref)) throw new Error(`Reference cycle through ${node.$ref}`);
      seen.add(node.$ref);
      where = parsePointerFragment(node.$ref);
      node = at(where);
    }
  };
  for (const segment of pointer) {
    follow();
    node = isObject(node) ? node[segment] : undefined;
    where = [...where, segment];
  }
  follow();
  return node === undefined ? undefined : {pointer: where, value: node as T};
}

function entriesOf(document: OpenApiDocument, section: 'paths' | 'webhooks', kind: OperationKind): OperationEntry[] {
  return Object.keys(document[section] ?? {}).flatMap((path) => {
    const located = locate<PathItem>(document, [section, path]);
    if (located === undefined) throw new Error(`Unresolved reference at ${section} ${path}`);
    const {pointer, value: pathItem} = located;
    const shared = (pathItem.parameters ?? []).map((parameter) => resolve(document, parameter));
    return httpMethods.flatMap((method) => {
      const operation = pathItem[method];
      if (operation === undefined) return [];
      const own = (operation.parameters ?? []).map((parameter) => resolve(document, parameter));
      const inherited = shared.filter((p) => !own.some((o) => o.name === p.name && o.in === p.in));
      const operationId = operation.operationId ?? `${method}-${path}`;
      return [
        {kind, operationId, method, path, operation, parameters: [...inherited, ...own], pointer: [...pointer, method]},
      ];
    });
  });
}

/**
 * `compute` made to run once per document: pages and tools derive the same index from one document many
 * times (every operation on a page asks for it), and the document does not change once loaded.
 */
export function perDocument<T>(compute: (document: OpenApiDocument) => T): (document: OpenApiDocument) => T {
  const computed = new WeakMap<OpenApiDocument, T>();
  return (document) => {
    if (!computed.has(document)) computed.set(document, compute(document));
    return computed.get(document) as T;
  };
}

/** Every operation, in path order then method order, with its parameters resolved. */
export function operationsOf(document: OpenApiDocument): OperationEntry[] {
  return entriesOf(document, 'paths', 'operation');
}

/** Every webhook (OpenAPI 3.1 `webhooks`), in the order the document lists them. */
export function webhooksOf(document: OpenApiDocument): OperationEntry[] {
  return entriesOf(document, 'webhooks', 'webhook');
}

/** Each tag of the document in its declared order, with its operations and webhooks; untagged ones come last. */
export interface TagGroup {
  readonly name: string;
  readonly description?: string;
  readonly operations: readonly OperationEntry[];
}

export const untaggedGroupName = 'Other operations';

export function operationsByTag(document: OpenApiDocument): TagGroup[] {
  const operations = [...operationsOf(document), ...webhooksOf(document)];
  const declared = (document.tags ?? []).map((tag) => tag.name);
  const used = operations.flatMap(({operation}) => operation.tags?.slice(0, 1) ?? []);
  const names = [...declared, ...used.filter((name) => !declared.includes(name))];
  // An operation is listed once, under its first tag, so its anchor is unique on the page.
  const groups = names.map((name) => ({
    name,
    description: document.tags?.find((tag) => tag.name === name)?.description,
    operations: operations.filter(({operation}) => operation.tags?.[0] === name),
  }));
  const untagged = operations.filter(({operation}) => (operation.tags ?? []).length === 0);
  return [
    ...groups.filter((group) => group.operations.length > 0),
    ...(untagged.length > 0 ? [{name: untaggedGroupName, operations: untagged}] : []),
  ];
}

/** The anchors the reference pages give to each thing; links anywhere in the site use these. */
export const anchors = {
  operation: (operationId: string) => `operation/${operationId}`,
  schema: (name: string) => `schema/${name}`,
  // An id cannot hold white space, and tag names may.
  tag: (name: string) => `tag/${name.replace(/\s+/g, '-')}`,
  securityScheme: (name: string) => `security/${name}`,
  errorArea: (area: ErrorArea) => `error-codes/${area}`,
  header: (name: string) => `header/${name}`,
} as const;

/**
 * The names of the document's component schemas, alphabetically, for readers looking one up. Code-unit
 * order, not the locale's, so the server and the browser agree.
 */
export function schemaNames(document: OpenApiDocument): string[] {
  return Object.keys(document.components?.schemas ?? {}).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** Ids of a reference page's fixed sections. */
export const sectionIds = {
  servers: 'servers',
  authentication: 'authentication',
  headers: 'response-headers',
  errorCodes: 'error-codes',
  schemas: 'schemas',
} as const;

/**
 * The response headers the document describes once, in its components: each name a response sends one
 * under, with the reference, as first met. A reference page describes each once and links to it from the
 * responses; a name met with another reference later stays described where it is used.
 */
export const sharedResponseHeaders = perDocument((document): ReadonlyMap<string, string> => {
  const shared = new Map<string, string>();
  for (const {operation} of [...operationsOf(document), ...webhooksOf(document)])
    for (const response of Object.values(operation.responses))
      for (const [name, header] of Object.entries(resolve(document, response).headers ?? {}))
        if (isRef(header) && !shared.has(name)) shared.set(name, header.$ref);
  return shared;
});

/** The status codes of a response map in ascending order, `default` last. */
export function sortedStatuses(responses: Readonly<Record<string, unknown>>): string[] {
  return Object.keys(responses).sort((a, b) => (a === 'default' ? 1 : b === 'default' ? -1 : a.localeCompare(b)));
}

/** Where the site serves each bundled document for download; the plugin writes them there after the build. */
export function downloadPaths(id: string): {
  readonly json: string;
  readonly yaml: string;
  readonly types: string;
  readonly postman: string;
} {
  return {
    json: `/openapi/${id}.json`,
    yaml: `/openapi/${id}.yaml`,
    types: `/openapi/${id}.d.ts`,
    postman: `/openapi/${id}.postman_collection.json`,
  };
}

/** The docs catalogues an error code can belong to. */
export const errorAreas = ['sessions', 'payment-methods', 'payments'] as const;
export type ErrorArea = (typeof errorAreas)[number];

export const errorAreaTitles: Readonly<Record<ErrorArea, string>> = {
  sessions: 'Sessions',
  'payment-methods': 'Payment methods',
  payments: 'Payments',
};

/** The docs page that lists each area's codes with `<ErrorCodeCatalogue area="...">`. */
export const errorCataloguePages: Readonly<Record<ErrorArea, string>> = {
  sessions: '/docs/developers/convenient-checkout-api/sessions/error_codes/',
  'payment-methods': '/docs/developers/convenient-checkout-api/Payment-Methods/error_codes/',
  payments: '/docs/developers/convenient-checkout-api/Payments/error_codes/',
};

/**
 * A code's one home: the catalogue page of the first area it lists, where its row carries the code as
 * its id. The other catalogues that list it link there.
 */
export function errorCodeHome(code: ErrorCode): ErrorArea {
  const [home] = code.areas;
  if (home === undefined) throw new Error(`Error code ${code.errorCode} belongs to no area`);
  return home;
}

/** The url of a code's entry, `/docs/.../error_codes/#INVALID_AMOUNT`; undefined for a code not in `codes`. */
export function errorCodeHref(codes: readonly ErrorCode[], errorCode: string): string | undefined {
  const code = codes.find((candidate) => candidate.errorCode === errorCode);
  return code === undefined ? undefined : `${errorCataloguePages[errorCodeHome(code)]}#${code.errorCode}`;
}

/** An entry of `components.examples` marked as an error code, in the group form. */
export interface ErrorCode {
  /** The example's component name, unique across the documents. */
  readonly name: string;
  readonly areas: readonly ErrorArea[];
  readonly errorCode: string;
  readonly errorGroup: string;
  readonly httpStatus: number;
  readonly message: string;
  /** The rule broken (the example's summary). */
  readonly rule?: string;
  /** When it happens (the example's description, Markdown). */
  readonly when?: string;
}

interface ErrorCodeExtensions {
  readonly 'x-error-areas'?: unknown;
}

function isErrorArea(value: unknown): value is ErrorArea {
  return errorAreas.includes(value as ErrorArea);
}

/** The group-form error of an error code example, whose value is an ErrorResponse body. */
function groupForm(value: unknown): Record<string, unknown> | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const {error} = value as Record<string, unknown>;
  return typeof error === 'object' && error !== null ? (error as Record<string, unknown>) : undefined;
}

/** The error codes of a document, in the order the document lists its examples. */
export function errorCodesOf(document: OpenApiDocument): ErrorCode[] {
  return Object.entries(document.components?.examples ?? {}).flatMap(([name, exampleOrRef]) => {
    const example = resolve(document, exampleOrRef) as Example & ErrorCodeExtensions;
    const areas: unknown = example['x-error-areas'];
    if (areas === undefined) return [];
    const body = groupForm(example.value);
    const {errorCode, errorGroup, httpStatus, message} = body ?? {};
    if (
      !Array.isArray(areas) ||
      !areas.every(isErrorArea) ||
      typeof errorCode !== 'string' ||
      typeof errorGroup !== 'string' ||
      typeof httpStatus !== 'number' ||
      typeof message !== 'string'
    ) {
      throw new Error(
        `components.examples.${name} is marked as an error code but is not one: it needs areas among ` +
          `${errorAreas.join(', ')} and a value with errorCode, errorGroup, httpStatus and message`,
      );
    }
    return [
      {name, areas, errorCode, errorGroup, httpStatus, message, rule: example.summary, when: example.description},
    ];
  });
}

/**
 * Ajv compiles the whole document when a reference first enters it, so the document's own top-level
 * fields and OpenAPI's schema keywords must be known keywords. They are annotations for Ajv. Strict mode
 * stays on otherwise: it rejects misspelt keywords such as `maxlength`, which validators would ignore.
 */
export const openApiKeywords = [
  'openapi',
  'info',
  'jsonSchemaDialect',
  'servers',
  'paths',
  'webhooks',
  'components',
  'security',
  'tags',
  'externalDocs',
  'discriminator',
  'xml',
  'example',
];

/** The production URL: the first server of the document, with its variables at their defaults. */
export function productionUrl(document: OpenApiDocument): string {
  const server = document.servers?.[0];
  if (server === undefined) return '';
  return server.url.replace(/\{([^}]+)\}/g, (whole, name: string) => server.variables?.[name]?.default ?? whole);
}
