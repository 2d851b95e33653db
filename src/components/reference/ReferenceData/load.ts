/**
 * The reference page's data beyond its index, loaded when a part of the page needs it. On the server the
 * page renders every section from it (React waits for it, as nothing above suspends), so the HTML stays
 * complete; in the browser a section keeps the server's HTML (a static island), so the document loads only
 * after client-side navigation, and an operation's samples only when the reader nears the operation.
 */
import type {OpenApiDocument} from '@site/contract-core';
import type {OperationSamplesData, ReferencePageData} from '@site/plugins/openapi-docs/types';

export interface ReferenceData {
  readonly document: OpenApiDocument;
  readonly pageData: ReferencePageData;
}

/** One promise per key, so React's `use` sees the same one on every render; a failed load is tried again. */
function cached<T>(cache: Map<string, Promise<T>>, key: string, load: () => Promise<T>): Promise<T> {
  const known = cache.get(key);
  if (known !== undefined) return known;
  const loading = load();
  cache.set(key, loading);
  loading.catch(() => cache.delete(key));
  return loading;
}

const documents = new Map<string, Promise<ReferenceData>>();
const operations = new Map<string, Promise<OperationSamplesData>>();

// Patterns rather than names: the bundler makes a chunk of each document's and each operation's module.
export function loadReferenceData(api: string): Promise<ReferenceData> {
  return cached(documents, api, async () => {
    const [document, pageData] = await Promise.all([
      import(`@generated/openapi-docs/default/${api}.json`) as Promise<{default: OpenApiDocument}>,
      import(`@generated/openapi-docs/default/${api}.page.json`) as Promise<{default: ReferencePageData}>,
    ]);
    return {document: document.default, pageData: pageData.default};
  });
}

/** `samples` is the module's name in the page's index (plugins/openapi-docs/pageModules.ts). */
export function loadOperationSamples(api: string, samples: string): Promise<OperationSamplesData> {
  return cached(operations, `${api}/${samples}`, async () => {
    const module = (await import(`@generated/openapi-docs/default/operations/${api}/${samples}.json`)) as {
      default: OperationSamplesData;
    };
    return module.default;
  });
}
