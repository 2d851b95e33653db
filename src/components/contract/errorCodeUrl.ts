import contract from '@generated/openapi-docs/default/contract.json';
import {errorCodeHref} from '@site/contract-core/model';

/**
 * The url of an error code's entry in the docs catalogue (`/docs/.../error_codes/#INVALID_AMOUNT`), or
 * undefined when the contract has no such code. A code's home is the catalogue of the first area it lists.
 */
export function errorCodeUrl(code: string): string | undefined {
  return errorCodeHref(contract.errorCodes, code);
}
