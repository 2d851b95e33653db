import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {bundleDocument} from '../../contract-core/node';
import {buildContract, type BundledDocument} from './contract';
import {renderMarkdown} from './markdown';
import {downloadJson, writeDownloads} from './downloads';
import {operationsOf, productionUrl, type OpenApiDocument} from '../../contract-core';
import {requestCheckerData} from './requestChecker';
import {validatorUris, validatorsModule} from './validators';
import {requestSample} from './requestSamples';
import {languageSamples, onDemandLanguages, type OnDemandLanguageId} from './languageSamples';
import {requestSchemaUris} from '../../contract-core';
import type {LanguageSamplesData, ReferenceDocument, ReferencePageData, ReferencePageRouteProps} from './types';

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

/**
 * The module of one document's request samples in the languages a page loads when the reader chooses
 * one (languageSamples.ts); src/components/reference/LanguageSamples/load.ts imports it by this name.
 */
export const languageSamplesFile = (id: string) => `${id}.language-samples.json`;

function languageSamplesData(document: OpenApiDocument): LanguageSamplesData {
  const serverUrl = productionUrl(document);
  return Object.fromEntries(
    operationsOf(document).map((entry) => {
      const samples = languageSamples(requestSample(document, entry), serverUrl);
      const onDemand = Object.fromEntries(onDemandLanguages.map(({id}) => [id, samples[id]]));
      return [entry.operationId, onDemand as Record<OnDemandLanguageId, string>];
    }),
  );
}

/** Every document's request samples, by document id and operationId: the consoles of the sandbox page and the guides start from them. */
export const requestSamplesFile = 'request-samples.json';

const requestSamplesOf = (document: OpenApiDocument): ReferencePageData['samples'] =>
  Object.fromEntries(operationsOf(document).map((entry) => [entry.operationId, requestSample(document, entry)]));

function pageData(document: OpenApiDocument, checkerKeys: ReferencePageData['checkerKeys']): ReferencePageData {
  return {
    markdown: renderMarkdown(document),
    samples: requestSamplesOf(document),
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
        const uris = [
          ...new Set([
            ...validatorUris(apiDocument.id, document, checker.operations),
            ...requestSchemaUris(apiDocument.id, document),
          ]),
        ];
        await actions.createData(validatorsFile(apiDocument.id), validatorsModule(apiDocument.id, document, uris));
        await actions.createData(languageSamplesFile(apiDocument.id), JSON.stringify(languageSamplesData(document)));
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
      await actions.createData(
        requestSamplesFile,
        JSON.stringify(
          Object.fromEntries(
            content.documents.map(({apiDocument, document}) => [apiDocument.id, requestSamplesOf(document)]),
          ),
        ),
      );
    },

    async postBuild({outDir, content}) {
      await Promise.all(
        content.documents.map(({apiDocument, document, json}) => writeDownloads(outDir, apiDocument, document, json)),
      );
    },
  };
}
