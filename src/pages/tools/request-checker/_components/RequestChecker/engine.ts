/**
 * What the request checker loads on first use, as a chunk of its own: the validator, one bundled
 * document (the very module its reference page renders) and the error code catalogue's URLs.
 */
import type {ApiDocumentId} from '@site/config/apiDocuments';
import type {OpenApiDocument} from '@site/plugins/openapi-docs/model';
import {errorCodeUrl} from '@site/src/components/contract/errorCodeUrl';
import {createChecker, type Checker} from './validator';

export type {Checker};

const documentModules: Readonly<Record<ApiDocumentId, () => Promise<{default: OpenApiDocument}>>> = {
  merchant: () => import('@generated/openapi-docs/default/merchant.json'),
  internal: () => import('@generated/openapi-docs/default/internal.json'),
  hcp: () => import('@generated/openapi-docs/default/hcp.json'),
};

function isDocumentId(id: string): id is ApiDocumentId {
  return id in documentModules;
}

/** Loads one API's bundled document and returns a checker for its operations. */
export async function loadChecker(api: string): Promise<Checker> {
  if (!isDocumentId(api)) throw new Error(`No API document ${api}`);
  return createChecker(api, (await documentModules[api]()).default, errorCodeUrl);
}
