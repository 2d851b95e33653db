/**
 * The service contract as the contract tests see it: each document of `config/apiDocuments.ts` bundled by
 * Redocly (references between files become local `#/components/...` references; nothing is dereferenced),
 * and an Ajv JSON Schema 2020-12 validator that checks values against any schema inside the bundle.
 */
import {join} from 'node:path';
import type {NormalizedProblem} from '@redocly/openapi-core';
import {apiDocuments, type ApiDocument, type ApiDocumentId} from '../../config/apiDocuments';
import {repoRoot} from '../../harness/paths';

import {bundleDocument, schemaValidators} from '../../contract-core/node';
import {
  type Example,
  type HttpMethod,
  isObject,
  locate,
  type Located,
  type OpenApiDocument,
  type Operation,
  type OperationEntry as CoreOperationEntry,
  operationsOf,
  type Parameter,
  type Pointer,
  pointerFragment,
  type Schema,
  webhooksOf,
} from '../../contract-core';

export type {Example, HttpMethod, Located, OpenApiDocument, Operation, Parameter, Pointer, Schema};

export interface OperationEntry {
  /** `METHOD /path`, as notes/requirements.md#calls names calls: `GET /payments/{paymentId}`. */
  readonly call: string;
  readonly method: HttpMethod;
  readonly path: string;
  readonly operation: Operation;
  readonly pointer: Pointer;
}

/** An example of a media type or parameter, with where its schema is. */
export interface ExampleEntry {
  /** Where the media type or parameter object that holds the example really is. */
  readonly holder: Pointer;
  /** Its name under `examples`, or `example` for the single example. */
  readonly name: string;
  /** The `components.examples` entry it refers to, when it is a reference. */
  readonly component: string | undefined;
  readonly value: unknown;
  readonly schemaPointer: Pointer;
}

/** An entry of `components.examples` marked with `x-error-areas`: one code of the error code catalogue. */
export interface ErrorCodeExample {
  readonly name: string;
  readonly areas: unknown;
  readonly value: unknown;
  /** `value.error.errorCode`, when the value has that shape. */
  readonly errorCode: string | undefined;
}

export interface Contract {
  readonly apiDocument: ApiDocument;
  readonly document: OpenApiDocument;
  /** What the bundler warned about; a document with bundling errors does not load. */
  readonly problems: readonly NormalizedProblem[];
  readonly operations: readonly OperationEntry[];
  readonly webhooks: readonly OperationEntry[];
  hasCall(call: string): boolean;
  hasSchema(schemaName: string): boolean;
  /** The operation of a call such as `PATCH /payments/{paymentId}/capture`. */
  operation(call: string): OperationEntry;
  locate<T>(pointer: Pointer): Located<T>;
  /** A component schema, or the schema of a property inside it: `schemaAt('Appearance', 'height.button')`. */
  schemaAt(schemaName: string, propertyPath?: string): Located<Schema>;
  /** The operation's parameters (path-level ones included, the operation's own winning), located. */
  parameters(entry: OperationEntry): Located<Parameter>[];
  parameter(call: string, name: string): Located<Parameter>;
  /** The `example` and `examples` of a media type or parameter object, validated against `schemaPointer`. */
  examplesOf(holder: Pointer, schemaPointer: Pointer): ExampleEntry[];
  /** The examples of every media type of a request body or response. */
  contentExamples(owner: Pointer): ExampleEntry[];
  /** Validation errors of `value` against the schema at `schemaPointer`, one line each; empty when valid. */
  errorsAt(schemaPointer: Pointer, value: unknown): string[];
  schemaErrors(schemaName: string, value: unknown): string[];
  requestErrors(call: string, value: unknown, mediaType?: string): string[];
  responseErrors(call: string, status: string, value: unknown, mediaType?: string): string[];
  parameterErrors(call: string, name: string, value: unknown): string[];
  errorCodes(): ErrorCodeExample[];
}

type Locate = <T>(pointer: Pointer) => Located<T>;

/** The core's walker (contract-core's `locate`), failing the test on a pointer that leads nowhere. */
function locatorOf(document: OpenApiDocument, id: string): Locate {
  return <T>(pointer: Pointer): Located<T> => {
    const found = locate<T>(document, pointer);
    if (found === undefined) throw new Error(`${id} has nothing at /${pointer.join('/')}`);
    return found;
  };
}

/** The calls of `paths` (`POST /payments`) or of `webhooks` (`POST webhook paymentEvent`), from the core's walk. */
function entriesOf(entries: readonly CoreOperationEntry[], callPrefix: string): OperationEntry[] {
  return entries.map(({method, path, operation, pointer}) => ({
    call: `${method.toUpperCase()} ${callPrefix}${path}`,
    method,
    path,
    operation,
    pointer,
  }));
}

/** A property of a schema, its own or that of one of its `allOf` parts (a closed body keeps its fields in one). */
function propertyOf(locate: Locate, schema: Located<Schema>, property: string): Located<Schema> | undefined {
  if (schema.value.properties?.[property] !== undefined) return locate([...schema.pointer, 'properties', property]);
  return (schema.value.allOf ?? [])
    .map((_, index) => propertyOf(locate, locate<Schema>([...schema.pointer, 'allOf', `${index}`]), property))
    .find((found) => found !== undefined);
}

function examplesOf(locate: Locate, holder: Pointer, schemaPointer: Pointer): ExampleEntry[] {
  const {pointer, value} = locate<{example?: unknown; examples?: Record<string, unknown>}>(holder);
  const single =
    'example' in value
      ? [{holder: pointer, name: 'example', component: undefined, value: value.example, schemaPointer}]
      : [];
  const named = Object.keys(value.examples ?? {}).map((name) => {
    const example = locate<Example>([...pointer, 'examples', name]);
    const [section, kind, component] = example.pointer;
    const isComponent = section === 'components' && kind === 'examples';
    return {
      holder: pointer,
      name,
      component: isComponent ? component : undefined,
      value: example.value.value,
      schemaPointer,
    };
  });
  return [...single, ...named];
}

/** The operation's parameters (path-level ones included, the operation's own winning), located. */
function parametersOf(locate: Locate, entry: OperationEntry): Located<Parameter>[] {
  const listed = (owner: Pointer): Located<Parameter>[] => {
    const list = locate<Record<string, unknown>>(owner).value.parameters;
    return Array.isArray(list) ? list.map((_, index) => locate<Parameter>([...owner, 'parameters', `${index}`])) : [];
  };
  const own = listed(entry.pointer);
  const shared = listed(entry.pointer.slice(0, -1)).filter(
    ({value}) => !own.some((o) => o.value.name === value.name && o.value.in === value.in),
  );
  return [...shared, ...own];
}

/**
 * Validation errors against any schema of the document, one line each. Each schema is compiled once, on
 * first use.
 */
function validatorOf(document: OpenApiDocument, id: string, locate: Locate): Contract['errorsAt'] {
  const validator = schemaValidators(id, document);
  return (schemaPointer, value) => {
    const validate = validator(`${id}${pointerFragment(locate(schemaPointer).pointer)}`);
    if (validate(value)) return [];
    return (validate.errors ?? []).map(
      ({instancePath, message, params}) => `${instancePath || '(root)'} ${message ?? ''} ${JSON.stringify(params)}`,
    );
  };
}

/** The entries of `components.examples` marked with `x-error-areas`. */
function errorCodesOf(document: OpenApiDocument, locate: Locate): ErrorCodeExample[] {
  return Object.keys(document.components?.examples ?? {}).flatMap((name) => {
    const example = locate<Example & {'x-error-areas'?: unknown}>(['components', 'examples', name]).value;
    if (!('x-error-areas' in example)) return [];
    const error = isObject(example.value) ? example.value.error : undefined;
    const errorCode = isObject(error) && typeof error.errorCode === 'string' ? error.errorCode : undefined;
    return [{name, areas: example['x-error-areas'], value: example.value, errorCode}];
  });
}

async function loadContractOf(apiDocument: ApiDocument): Promise<Contract> {
  const {document, problems} = await bundleDocument(join(repoRoot, apiDocument.source), join(repoRoot, 'redocly.yaml'));
  const id = apiDocument.source;
  const locate = locatorOf(document, id);
  const errorsAt = validatorOf(document, id, locate);
  const operations = entriesOf(operationsOf(document), '');

  function operation(call: string): OperationEntry {
    const found = operations.find((entry) => entry.call === call);
    if (found === undefined) throw new Error(`${id} has no operation ${call}`);
    return found;
  }

  function schemaAt(schemaName: string, propertyPath = ''): Located<Schema> {
    return propertyPath
      .split('.')
      .filter((property) => property !== '')
      .reduce<Located<Schema>>(
        (schema, property) => {
          const found = propertyOf(locate, schema, property);
          if (found === undefined) throw new Error(`${id} has no property ${property} at /${schema.pointer.join('/')}`);
          return found;
        },
        locate(['components', 'schemas', schemaName]),
      );
  }

  function parameter(call: string, name: string): Located<Parameter> {
    const found = parametersOf(locate, operation(call)).find(({value}) => value.name === name);
    if (found === undefined) throw new Error(`${call} in ${id} has no parameter ${name}`);
    return found;
  }

  const mediaSchema = (owner: Pointer, mediaType: string): Pointer => [...owner, 'content', mediaType, 'schema'];

  return {
    apiDocument,
    document,
    problems,
    operations,
    webhooks: entriesOf(webhooksOf(document), 'webhook '),
    hasCall: (call) => operations.some((entry) => entry.call === call),
    hasSchema: (schemaName) => schemaName in (document.components?.schemas ?? {}),
    operation,
    locate,
    schemaAt,
    parameters: (entry) => parametersOf(locate, entry),
    parameter,
    examplesOf: (holder, schemaPointer) => examplesOf(locate, holder, schemaPointer),
    contentExamples: (owner) => {
      const content = locate<{content?: Record<string, unknown>}>(owner).value.content ?? {};
      return Object.keys(content).flatMap((mediaType) => {
        const holder = [...owner, 'content', mediaType];
        return examplesOf(locate, holder, [...holder, 'schema']);
      });
    },
    errorsAt,
    schemaErrors: (schemaName, value) => errorsAt(['components', 'schemas', schemaName], value),
    requestErrors: (call, value, mediaType = 'application/json') =>
      errorsAt(mediaSchema([...operation(call).pointer, 'requestBody'], mediaType), value),
    responseErrors: (call, status, value, mediaType = 'application/json') =>
      errorsAt(mediaSchema([...operation(call).pointer, 'responses', status], mediaType), value),
    parameterErrors: (call, name, value) => errorsAt([...parameter(call, name).pointer, 'schema'], value),
    errorCodes: () => errorCodesOf(document, locate),
  };
}

const loaded = new Map<ApiDocumentId, Promise<Contract>>();

/** The bundled document with its validator; bundled once per test file. */
export function loadContract(id: ApiDocumentId): Promise<Contract> {
  let contract = loaded.get(id);
  if (contract === undefined) {
    const apiDocument = apiDocuments.find((document) => document.id === id);
    if (apiDocument === undefined) throw new Error(`No API document ${id} in config/apiDocuments.ts`);
    contract = loadContractOf(apiDocument);
    loaded.set(id, contract);
  }
  return contract;
}

/**
 * Every document, or the reason it could not be bundled: a missing or broken document fails its own
 * tests and leaves the others running.
 */
export async function loadContracts(): Promise<{apiDocument: ApiDocument; contract: Contract | Error}[]> {
  return Promise.all(
    apiDocuments.map(async (apiDocument) => ({
      apiDocument,
      contract: await loadContract(apiDocument.id).catch((error: unknown) =>
        error instanceof Error ? error : new Error(String(error)),
      ),
    })),
  );
}

/** The documents that bundle, for checks that run in every document holding a schema or call. */
export async function loadBundledContracts(): Promise<Contract[]> {
  return (await loadContracts()).flatMap(({contract}) => (contract instanceof Error ? [] : [contract]));
}
