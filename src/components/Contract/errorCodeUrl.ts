/** The URL of an error code's entry in the catalogue, over the contract data the docs components read. */
import contract from '@generated/openapi-docs/default/contract.json';
import {errorCodeHref} from './lookups';

/** `/docs/.../error_codes/#INVALID_AMOUNT`, or undefined for a code the catalogue does not hold. */
export function errorCodeUrl(code: string): string | undefined {
  return errorCodeHref(contract, code);
}
