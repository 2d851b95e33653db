/**
 * What the request checker loads on first use, as a chunk of its own: one bundled document (the very module
 * its reference page renders), the validators the build compiled for it, and the error code catalogue's URLs.
 */
import type {ApiDocumentId} from '@site/config/apiDocuments';
import {
  type Checker,
  compiledLookup,
  type CompiledValidators,
  createChecker,
  type OpenApiDocument,
} from '@site/contract-core';
import {errorCodeUrl} from '@site/src/components/common/errorCodeUrl';

export type {Checker};

const documentModules: Readonly<Record<ApiDocumentId, () => Promise<{default: OpenApiDocument}>>> = {
  merchant: () => import('@generated/openapi-docs/default/merchant.json'),
  internal: () => import('@generated/openapi-docs/default/internal.json'),
  hcp: () => import('@generated/openapi-docs/default/hcp.json'),
};

/** The validators the build compiled for each document (plugins/openapi-docs/validators.ts). */
const validatorModules: Readonly<Record<ApiDocumentId, () => Promise<{default: CompiledValidators}>>> = {
  merchant: () => import('@generated/openapi-docs/default/merchant.validators.js'),
  internal: () => import('@generated/openapi-docs/default/internal.validators.js'),
  hcp: () => import('@generated/openapi-docs/default/hcp.validators.js'),
};

function isDocumentId(id: string): id is ApiDocumentId {
  return id in documentModules;
}

/** Loads one API's bundled document and returns a checker for its operations. */
export async function loadChecker(api: string): Promise<Checker> {
  if (!isDocumentId(api)) throw new Error(`No API document ${api}`);
  const [document, validators] = await Promise.all([documentModules[api](), validatorModules[api]()]);
  return createChecker(api, document.default, compiledLookup(validators.default), errorCodeUrl);
}
