/**
 * The request checker's validators, compiled at build time into code (Ajv's standalone mode), so the
 * browser validates without compiling: Ajv compiles with `new Function`, which the site's Content Security
 * Policy forbids (no 'unsafe-eval', config/hosting.ts). One module per document, exporting a validator per
 * schema the checker validates: each operation's body and headers, and each branch of a `oneOf` or `anyOf`,
 * which the checker tries on its own to explain a composite's failure.
 */
import {_} from 'ajv';
import standaloneCode from 'ajv/dist/standalone';
import {
  branchUri,
  operationsOf,
  parsePointerFragment,
  surveyDocument,
  type CheckerOperation,
  type OpenApiDocument,
} from '../../contract-core';
import {contractAjv, validationFormatsModule} from '../../contract-core/node';

/** A schema Ajv refused to compile, where it is and which operations use it: the build reports it and goes on. */
export interface UncompiledSchema {
  readonly uri: string;
  /** The operations whose request (body or header) the schema is, or that it is part of; may be empty for a branch. */
  readonly operations: readonly string[];
  readonly reason: string;
}

export interface ValidatorsModule {
  readonly code: string;
  readonly uncompiled: readonly UncompiledSchema[];
}

/** The schemas of one document the checker validates against, as URIs (`<api>#/pointer`). */
export function validatorUris(
  api: string,
  document: OpenApiDocument,
  operations: readonly CheckerOperation[],
): string[] {
  const own = operations.filter((operation) => operation.api === api);
  const branches = [...surveyDocument(document).composites.entries()].flatMap(([json, pointer]) =>
    (JSON.parse(json) as unknown[]).map((_, index) => branchUri(api, pointer, index)),
  );
  return [
    ...new Set([
      ...own.map(({bodySchema}) => `${api}${bodySchema}`),
      ...own.flatMap(({headers}) => headers.map(({schema}) => `${api}${schema}`)),
      ...branches,
    ]),
  ];
}

/** The operations a schema URI belongs to: the one its pointer sits under, or whose checked body or header it is. */
function operationsUsing(uri: string, document: OpenApiDocument, checked: readonly CheckerOperation[]): string[] {
  const fragment = uri.slice(uri.indexOf('#'));
  const [root, path, method] = parsePointerFragment(fragment);
  const under = operationsOf(document).filter(
    (entry) => root === 'paths' && entry.path === path && entry.method === method,
  );
  const using = checked.filter(
    ({bodySchema, headers}) => bodySchema === fragment || headers.some(({schema}) => schema === fragment),
  );
  return [...new Set([...under.map(({operationId}) => operationId), ...using.map(({operationId}) => operationId)])];
}

/**
 * The code of a CommonJS module that exports a validator per URI, keyed by the URI: JSON Schema 2020-12,
 * strict, every error (`allErrors`) with its schema and data (`verbose`), the contract's formats. A schema
 * that strict Ajv refuses (real contracts carry OpenAPI 3.0 habits such as `nullable` without `type`, or a
 * boolean `exclusiveMinimum`) gets no validator and is listed in `uncompiled`, so the page still builds.
 */
export function validatorsModule(
  api: string,
  document: OpenApiDocument,
  uris: readonly string[],
  checked: readonly CheckerOperation[] = [],
): ValidatorsModule {
  const ajv = contractAjv(api, document, {
    code: {source: true, formats: _`require(${validationFormatsModule}).validationFormats`},
  });
  const uncompiled: UncompiledSchema[] = [];
  const compiled = uris.filter((uri) => {
    try {
      ajv.getSchema(uri);
      return true;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      uncompiled.push({uri, operations: operationsUsing(uri, document, checked), reason});
      return false;
    }
  });
  return {code: standaloneCode(ajv, Object.fromEntries(compiled.map((uri) => [uri, uri]))), uncompiled};
}
