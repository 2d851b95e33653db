/**
 * The string and number formats the contract's validators check: ajv-formats' full set, with OpenAPI's
 * integer formats held to their ranges. The validators the build compiles (validators.ts) require this
 * module at run time, in the browser as in the tests, so it stays free of Node and of Ajv's compiler.
 */
import {fullFormats} from 'ajv-formats/dist/formats';

export const validationFormats = {
  ...fullFormats,
  int32: {
    type: 'number',
    validate: (value: number) => Number.isInteger(value) && value >= -(2 ** 31) && value < 2 ** 31,
  },
  int64: {type: 'number', validate: (value: number) => Number.isInteger(value)},
} as const;

/** How the compiled validators name this module. */
export const validationFormatsModule = '@site/contract-core/validationFormats';
