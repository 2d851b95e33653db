import {createRequire} from 'node:module';
import {runInThisContext} from 'node:vm';
import type {CheckerOperation, CompiledValidators, OpenApiDocument} from '../../contract-core';
import * as formats from '../../contract-core/node';
import {validatorUris, validatorsModule} from '../../plugins/openapi-docs/validators';

const requireHere = createRequire(import.meta.url);

/**
 * The validators of one document exactly as the build compiles them for the browser: the same module code,
 * run here with its two kinds of `require` (Ajv's runtime helpers, and our formats by their site alias).
 */
export function compiledValidators(
  api: string,
  document: OpenApiDocument,
  operations: readonly CheckerOperation[],
): CompiledValidators {
  const {code} = validatorsModule(api, document, validatorUris(api, document, operations));
  const load = (id: string): unknown => (id === formats.validationFormatsModule ? formats : requireHere(id));
  const module = {exports: {} as CompiledValidators};
  const factory = runInThisContext(`(function (require, module, exports) {\n${code}\n})`) as (
    require: (id: string) => unknown,
    module: {exports: CompiledValidators},
    exports: CompiledValidators,
  ) => void;
  factory(load, module, module.exports);
  return module.exports;
}
