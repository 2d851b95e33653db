import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {bundleDocument} from '../../contract-core/bundle';
import {buildContract, type BundledDocument} from './contract';
import {renderMarkdown} from './markdown';
import {downloadJson, writeDownloads} from './downloads';
import {operationsOf, type OpenApiDocument} from '../../contract-core/model';
import {requestCheckerData} from './requestChecker';
import {validatorUris, validatorsModule} from './validators';
import {requestSample} from './requestSamples';
import type {ReferenceDocument, ReferencePageData, ReferencePageRouteProps} from './types';

export interface OpenApiDocsOptions {
  readonly documents: readonly ReferenceDocument[];
  /** The Redocly configuration, relative to the site: the same rules the lint uses apply to the bundle. */
  readonly redoclyConfig: string;
}

interface LoadedDocument extends BundledDocument {
  /** The bundled document as served for download and as the page module holds it, byte for byte. */
  readonly json: string;
}

export interface OpenApiDocsContent {
  readonly documents: readonly LoadedDocument[];
}

/** The data module the MDX components import; see src/components/contract. */
export const contractDataFile = 'contract.json';

/** The data module of the request checker page: its operations, with their examples and schema places. */
export const requestCheckerDataFile = 'request-checker.json';

/** The module of the request checker's compiled validators for one document (validators.ts). */
export const validatorsFile = (id: string) => `${id}.validators.js`;

function pageData(document: OpenApiDocument, checkerKeys: ReferencePageData['checkerKeys']): ReferencePageData {
  return {
    markdown: renderMarkdown(document),
    samples: Object.fromEntries(
      operationsOf(document).map((entry) => [entry.operationId, requestSample(document, entry)]),
    ),
    checkerKeys,
  };
}

/**
 * Bundles the contract's OpenAPI documents with Redocly, adds a reference page for each, publishes the
 * data the docs' MDX components read, and writes each bundle next to the built site for download.
 */
export default function openApiDocsPlugin(
  context: LoadContext,
  options: OpenApiDocsOptions,
): Plugin<OpenApiDocsContent> {
  const {siteDir} = context;
  return {
    name: 'openapi-docs',

    getPathsToWatch() {
      return [join(siteDir, 'openapi/**'), join(siteDir, options.redoclyConfig)];
    },

    async loadContent() {
      const documents = await Promise.all(
        options.documents.map(async (apiDocument) => {
          const {document} = await bundleDocument(
            join(siteDir, apiDocument.source),
            join(siteDir, options.redoclyConfig),
          );
          return {apiDocument, document, json: downloadJson(document)};
        }),
      );
      return {documents};
    },

    async contentLoaded({content, actions}) {
      const checker = requestCheckerData(content.documents);
      for (const {apiDocument, document, json} of content.documents) {
        const checkerKeys = Object.fromEntries(
          checker.operations.filter(({api}) => api === apiDocument.id).map(({operationId, key}) => [operationId, key]),
        );
        const documentModule = await actions.createData(`${apiDocument.id}.json`, json);
        const uris = validatorUris(apiDocument.id, document, checker.operations);
        await actions.createData(validatorsFile(apiDocument.id), validatorsModule(apiDocument.id, document, uris));
        const pageModule = await actions.createData(
          `${apiDocument.id}.page.json`,
          JSON.stringify(pageData(document, checkerKeys)),
        );
        const props: ReferencePageRouteProps = {
          apiDocument,
          otherDocuments: options.documents.filter(({id}) => id !== apiDocument.id),
        };
        actions.addRoute({
          path: apiDocument.route,
          exact: true,
          component: '@site/src/components/reference/ApiReferencePage',
          modules: {document: documentModule, pageData: pageModule},
          props: {...props},
        });
      }
      await actions.createData(contractDataFile, JSON.stringify(buildContract(content.documents)));
      await actions.createData(requestCheckerDataFile, JSON.stringify(checker));
    },

    async postBuild({outDir, content}) {
      await Promise.all(
        content.documents.map(({apiDocument, document, json}) => writeDownloads(outDir, apiDocument, document, json)),
      );
    },
  };
}
