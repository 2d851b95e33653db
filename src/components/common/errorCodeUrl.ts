import contract from '@generated/openapi-docs/default/contract.json';
import {errorCataloguePages, errorCodeHref, failureCodeArea, failureCodesOf} from '@site/contract-core';

/**
 * The url of an error code's entry in the docs catalogue (`/docs/.../error_codes/#INVALID_AMOUNT`), or
 * undefined when the contract has no such code. A call's code lives in the catalogue of the first area it
 * lists; a failure reported later (`CARD_DECLINED`) in the failure code tables of the payments catalogue.
 */
export function errorCodeUrl(code: string): string | undefined {
  const href = errorCodeHref(contract.errorCodes, code);
  if (href !== undefined) return href;
  const failure = failureCodesOf(contract.schemas).some(({errorCode}) => errorCode === code);
  return failure ? `${errorCataloguePages[failureCodeArea]}#${code}` : undefined;
}
