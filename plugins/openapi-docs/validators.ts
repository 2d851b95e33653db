/**
 * The request checker's validators, compiled at build time into code (Ajv's standalone mode), so the
 * browser validates without compiling: Ajv compiles with `new Function`, which the site's Content Security
 * Policy forbids (no 'unsafe-eval', config/hosting.ts). One module per document, exporting a validator per
 * schema the checker validates: each operation's body and headers, and each branch of a `oneOf` or `anyOf`,
 * which the checker tries on its own to explain a composite's failure.
 */
import {_} from 'ajv';
import standaloneCode from 'ajv/dist/standalone';
import {branchUri, type CheckerOperation, type OpenApiDocument, surveyDocument} from '../../contract-core';
import {contractAjv, validationFormatsModule} from '../../contract-core/node';

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

/**
 * The code of a CommonJS module that exports a validator per URI, keyed by the URI: JSON Schema 2020-12,
 * strict, every error (`allErrors`) with its schema and data (`verbose`), the contract's formats.
 */
export function validatorsModule(api: string, document: OpenApiDocument, uris: readonly string[]): string {
  const ajv = contractAjv(api, document, {
    code: {source: true, formats: _`require(${validationFormatsModule}).validationFormats`},
  });
  return standaloneCode(ajv, Object.fromEntries(uris.map((uri) => [uri, uri])));
}
