/**
 * The request checker's validator over one bundled document: the validators the build compiled with Ajv
 * (JSON Schema 2020-12, strict, with formats) and the contract's `x-error-code` on each schema object. Pure
 * of site data, so the tests build it from the same documents and the same compiled code.
 */
import type {ErrorObject, ValidateFunction} from 'ajv';
import {branchUri, surveyDocument} from './composites';
import {isObject, resolve, type HttpMethod, type OpenApiDocument} from './model';
import {problemsOf, type Branches, type Problem} from './problems';

/** A header the request checker offers for an operation, with where its schema is in the bundle. */
export interface CheckerHeader {
  readonly name: string;
  /** A JSON pointer fragment into the document: `#/components/parameters/Source/schema`. */
  readonly schema: string;
}

/** One operation the request checker can check a body for. */
export interface CheckerOperation {
  /** The checker's value for it: the operationId, or `<document id>:<operationId>` when an earlier document has that id. */
  readonly key: string;
  readonly api: string;
  readonly operationId: string;
  readonly method: HttpMethod;
  readonly path: string;
  readonly summary?: string;
  /** The request sample's body, pretty-printed; empty when the operation has no example and an optional body. */
  readonly example: string;
  /** A JSON pointer fragment into the document: the JSON media type's schema. */
  readonly bodySchema: string;
  readonly bodyRequired: boolean;
  readonly headers: readonly CheckerHeader[];
}

/** The validators the build compiled for one document (plugins/openapi-docs/validators.ts), by URI. */
export type CompiledValidators = Readonly<Record<string, ValidateFunction>>;

/**
 * The validator of a schema by URI (`<api>#/pointer`): in the browser, a lookup in what the build compiled;
 * in Node, `schemaValidators` (contract-core/ajv.ts), which compiles on first use.
 */
export type ValidatorLookup = (uri: string) => ValidateFunction | undefined;

export const compiledLookup =
  (validators: CompiledValidators): ValidatorLookup =>
  (uri) =>
    validators[uri];

export interface Checker {
  /** Problems of a parsed body for the operation; empty when the body is valid. */
  readonly body: (operation: CheckerOperation, value: unknown) => Problem[];
  /** Problems of a header's value, at the path `header <name>`. */
  readonly header: (operation: CheckerOperation, name: string, value: string) => Problem[];
  /** Problems of any value against the schema at `uri`, their paths after `prefix` (`query limit`). */
  readonly value: (uri: string, value: unknown, prefix: string) => Problem[];
  /** The catalogue entry of an error code. */
  readonly codeUrl: (code: string) => string | undefined;
}

/**
 * A checker for the operations of one bundled document; `api` is the document's id, `validators` finds
 * the validator of a schema, and `codeUrl` gives the catalogue entry of an error code.
 */
export function createChecker(
  api: string,
  document: OpenApiDocument,
  validators: ValidatorLookup,
  codeUrl: Checker['codeUrl'],
): Checker {
  const {composites} = surveyDocument(document);

  function validator(uri: string): ValidateFunction {
    const validate = validators(uri);
    if (validate === undefined) throw new Error(`No validator for ${uri}`);
    return validate;
  }

  function branchSchema(composite: ErrorObject, index: number): unknown {
    return Array.isArray(composite.schema) ? (composite.schema[index] as unknown) : undefined;
  }
  function compositeBranchUri(composite: ErrorObject, index: number): string | undefined {
    const pointer = Array.isArray(composite.schema) ? composites.get(JSON.stringify(composite.schema)) : undefined;
    return pointer === undefined ? undefined : branchUri(api, pointer, index);
  }
  /** A branch's schema, after its component reference: the bundle holds no other kind. */
  function referenced(schema: unknown): Readonly<Record<string, unknown>> | undefined {
    if (!isObject(schema)) return undefined;
    const target: unknown = resolve(document, schema);
    return isObject(target) ? target : undefined;
  }
  const branches: Branches = {
    errors(composite, index) {
      const uri = compositeBranchUri(composite, index);
      if (uri === undefined) return [];
      const validate = validator(uri);
      if (validate(composite.data)) return [];
      return (validate.errors ?? []).map((error) => ({
        ...error,
        instancePath: `${composite.instancePath}${error.instancePath}`,
      }));
    },
    schema: (composite, index) => referenced(branchSchema(composite, index)),
    title(composite, index) {
      const schema = branchSchema(composite, index);
      const title = referenced(schema)?.title;
      if (typeof title === 'string') return title;
      const ref = isObject(schema) ? schema.$ref : undefined;
      return typeof ref === 'string' ? (ref.split('/').at(-1) ?? ref) : `form ${index + 1}`;
    },
  };

  function check(uri: string, value: unknown, prefix: string): Problem[] {
    const validate = validator(uri);
    if (validate(value)) return [];
    return problemsOf(validate.errors ?? [], branches).map((problem) => ({
      ...problem,
      path: prefix === '' ? problem.path : `${prefix}${problem.path.slice(1)}`,
    }));
  }

  return {
    body: (operation, value) => check(`${api}${operation.bodySchema}`, value, ''),
    value: check,
    header(operation, name, value) {
      const header = operation.headers.find((candidate) => candidate.name === name);
      return header === undefined ? [] : check(`${api}${header.schema}`, value, `header ${name}`);
    },
    codeUrl,
  };
}
