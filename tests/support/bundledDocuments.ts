import {join} from 'node:path';
import {apiDocuments} from '../../config/apiDocuments';
import {repoRoot} from '../../harness/paths';
import {bundleDocument} from '../../contract-core/node';
import type {BundledDocument} from '../../plugins/openapi-docs/contract';

/** The three documents of config/apiDocuments.ts, bundled as the site's build bundles them. */
export function bundledDocuments(): Promise<BundledDocument[]> {
  return Promise.all(
    apiDocuments.map(async (apiDocument) => ({
      apiDocument,
      document: (await bundleDocument(join(repoRoot, apiDocument.source), join(repoRoot, 'redocly.yaml'))).document,
    })),
  );
}
