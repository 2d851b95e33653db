/**
 * The one Ajv set-up for the contract's schemas: JSON Schema 2020-12, strict, every error, the contract's
 * formats (validationFormats.ts), OpenAPI's own keywords and the document's `x-` keys as annotations.
 * The build compiles the browser's validators from it (plugins/openapi-docs/validators.ts); Node code
 * (the tests, the simulator's server) compiles on demand through `schemaValidators`. Ajv compiles with
 * `new Function`, so the browser never runs this module: it loads what the build compiled.
 */
import Ajv2020, {type Options, type ValidateFunction} from 'ajv/dist/2020';
import {surveyDocument} from './composites';
import {openApiKeywords, type OpenApiDocument} from './model';
import {validationFormats} from './validationFormats';

/**
 * An Ajv instance holding `document` under the id `api`, so `<api>#/pointer` names any schema in it.
 * strictRequired would refuse the contract's `oneOf: [{required: [...]}]`, its way of saying "one of
 * these"; strictTypes would refuse its rule parts (`if: {required: [...]}`), which take their type from the
 * body. Strict mode stays on otherwise: it rejects misspelt keywords such as `maxlength`.
 */
export function contractAjv(api: string, document: OpenApiDocument, options: Options = {}): Ajv2020 {
  const ajv = new Ajv2020({
    allErrors: true,
    strict: true,
    strictRequired: false,
    strictTypes: false,
    verbose: true,
    ...options,
  });
  for (const [name, format] of Object.entries(validationFormats)) ajv.addFormat(name, format);
  ajv.addVocabulary([...openApiKeywords, ...surveyDocument(document).extensions]);
  ajv.addSchema({...document, $id: api});
  return ajv;
}

/** A validator for any schema of the document by URI (`<api>#/pointer`), compiled once on first use. */
export function schemaValidators(api: string, document: OpenApiDocument): (uri: string) => ValidateFunction {
  const ajv = contractAjv(api, document);
  const compiled = new Map<string, ValidateFunction>();
  return (uri) => {
    let validate = compiled.get(uri);
    if (validate === undefined) {
      validate = ajv.compile({$ref: uri});
      compiled.set(uri, validate);
    }
    return validate;
  };
}
