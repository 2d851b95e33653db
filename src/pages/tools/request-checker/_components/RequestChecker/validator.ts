/**
 * The request checker's validator over one bundled document: Ajv (JSON Schema 2020-12, strict, with
 * formats) and the contract's `x-error-code` on each schema object. Pure of site data, so the tests build
 * it from the same documents.
 */
import Ajv2020, {type ErrorObject, type ValidateFunction} from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import {openApiKeywords, pointerSegment, type OpenApiDocument} from '@site/plugins/openapi-docs/model';
import type {CheckerOperation} from '@site/plugins/openapi-docs/types';
import {problemsOf, type Branches, type Problem} from './problems';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Every `x-` key of the document, and the JSON pointer of every object in it by identity. */
function survey(document: OpenApiDocument): {extensions: Set<string>; pointers: Map<object, string>} {
  const extensions = new Set<string>();
  const pointers = new Map<object, string>();
  // A work list, not recursion: the walk's depth is the document's, but it costs nothing to be safe.
  const pending: [unknown, string][] = [[document, '#']];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [node, pointer] = next;
    if (!isObject(node)) continue;
    pointers.set(node, pointer);
    for (const [key, value] of Object.entries(node)) {
      if (key.startsWith('x-')) extensions.add(key);
      pending.push([value, `${pointer}/${pointerSegment(key)}`]);
    }
  }
  return {extensions, pointers};
}

/** OpenAPI's integer formats, which JSON Schema leaves to the application. */
const integerFormats = {
  int32: {
    type: 'number',
    validate: (value: number) => Number.isInteger(value) && value >= -(2 ** 31) && value < 2 ** 31,
  },
  int64: {type: 'number', validate: (value: number) => Number.isInteger(value)},
} as const;

export interface Checker {
  /** Problems of a parsed body for the operation; empty when the body is valid. */
  readonly body: (operation: CheckerOperation, value: unknown) => Problem[];
  /** Problems of a header's value, at the path `header <name>`. */
  readonly header: (operation: CheckerOperation, name: string, value: string) => Problem[];
  /** The catalogue entry of an error code. */
  readonly codeUrl: (code: string) => string | undefined;
}

/**
 * A checker for the operations of one bundled document; `api` is the document's id, and `codeUrl` gives
 * the catalogue entry of an error code.
 */
export function createChecker(api: string, document: OpenApiDocument, codeUrl: Checker['codeUrl']): Checker {
  const {extensions, pointers} = survey(document);

  function validatorOver() {
    // strictRequired would refuse the contract's `oneOf: [{required: [...]}]`, its way of saying "one of these";
    // strictTypes would refuse its rule parts (`if: {required: [...]}`), which take their type from the body.
    const ajv = new Ajv2020({
      allErrors: true,
      strict: true,
      strictRequired: false,
      strictTypes: false,
      verbose: true,
    });
    addFormats(ajv);
    ajv.addFormat('int32', integerFormats.int32);
    ajv.addFormat('int64', integerFormats.int64);
    ajv.addVocabulary([...openApiKeywords, ...extensions]);
    ajv.addSchema({...document, $id: api});
    const validators = new Map<string, ValidateFunction>();
    return {
      ajv,
      validator: (uri: string): ValidateFunction => {
        let validate = validators.get(uri);
        if (validate === undefined) {
          validate = ajv.compile({$ref: uri});
          validators.set(uri, validate);
        }
        return validate;
      },
    };
  }
  const {ajv, validator} = validatorOver();

  function branchSchema(composite: ErrorObject, index: number): unknown {
    return Array.isArray(composite.schema) ? (composite.schema[index] as unknown) : undefined;
  }
  function branchUri(composite: ErrorObject, index: number): string | undefined {
    const pointer = Array.isArray(composite.schema) ? pointers.get(composite.schema) : undefined;
    return pointer === undefined ? undefined : `${api}${pointer}/${index}`;
  }
  function referenced(schema: unknown): Readonly<Record<string, unknown>> | undefined {
    if (!isObject(schema)) return undefined;
    const ref = schema.$ref;
    if (typeof ref !== 'string') return schema;
    const target = ajv.getSchema(`${api}${ref}`)?.schema;
    return isObject(target) ? target : undefined;
  }
  const branches: Branches = {
    errors(composite, index) {
      const uri = branchUri(composite, index);
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
    header(operation, name, value) {
      const header = operation.headers.find((candidate) => candidate.name === name);
      return header === undefined ? [] : check(`${api}${header.schema}`, value, `header ${name}`);
    },
    codeUrl,
  };
}
