import {readdir, rm} from 'node:fs/promises';
import {join, resolve} from 'node:path';
import logger from '@docusaurus/logger';
import type {LoadContext, Plugin, PluginContentLoadedActions} from '@docusaurus/types';
import {bundleDocument} from '../../contract-core/node';
import {buildContract, type BundledDocument} from './contract';
import {renderMarkdown} from './markdown';
import {downloadJson, writeDownloads} from './downloads';
import {operationsOf, productionUrl, type OpenApiDocument} from '../../contract-core';
import {requestCheckerData} from './requestChecker';
import {validatorUris, validatorsModule, type UncompiledSchema} from './validators';
import {requestSample} from './requestSamples';
import {languageSamples, onDemandLanguages, type OnDemandLanguageId} from './languageSamples';
import {requestSchemaUris} from '../../contract-core';
import {operationSamplesFile, operationSamples, pageIndex, pageOperations} from './pageModules';
import type {
  LanguageSamplesData,
  ReferenceDocument,
  RequestSample,
  ReferencePageData,
  ReferencePageRouteProps,
} from './types';

export interface OpenApiDocsOptions {
  readonly documents: readonly ReferenceDocument[];
  /** The Redocly configuration, relative to the site: the same rules the lint uses apply to the bundle. */
  readonly redoclyConfig: string;
  /**
   * Documents shown as reference pages only: not part of the contract the docs, the request checker and
   * the sandbox read, so their pages have no "Try it" or checker links (the benchmark's real contracts).
   */
  readonly referencesOnly?: readonly ReferenceDocument[];
}

interface LoadedDocument extends BundledDocument {
  /** The bundled document as served for download and as the page module holds it, byte for byte. */
  readonly json: string;
}

export interface OpenApiDocsContent {
  readonly documents: readonly LoadedDocument[];
  /** Left out of the docs' contract, the search index's API entries among them. */
  readonly referencesOnly?: readonly LoadedDocument[];
}

/** The data module the MDX components import; see src/components/contract. */
export const contractDataFile = 'contract.json';

/** The docs' contract components and the data module they read, which only pages showing them load. */
const contractModules = /[\\/](?:src[\\/]components[\\/]contract[\\/]|openapi-docs[\\/]default[\\/]contract\.json$)/;

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

/** Says which schemas have no validator, so the request checker and the consoles cannot check them. */
function reportUncompiled(id: string, uncompiled: readonly UncompiledSchema[]): void {
  for (const {uri, operations, reason} of uncompiled) {
    const users = operations.length === 0 ? 'a branch of a oneOf or anyOf' : operations.join(', ');
    logger.warn(`The ${id} reference builds without a validator for ${uri} (${users}): Ajv refused it: ${reason}`);
  }
}

/** Every document's request samples, by document id and operationId: the consoles of the sandbox page and the guides start from them. */
export const requestSamplesFile = 'request-samples.json';

const requestSamplesOf = (document: OpenApiDocument): Record<string, RequestSample> =>
  Object.fromEntries(operationsOf(document).map((entry) => [entry.operationId, requestSample(document, entry)]));

/** One page's modules: the index it loads with, the data its static sections render from, each operation's samples. */
async function publishPage(
  actions: PluginContentLoadedActions,
  id: string,
  document: OpenApiDocument,
  checkerKeys: ReferencePageData['checkerKeys'],
  tryIt: boolean,
): Promise<string> {
  const pageData: ReferencePageData = {markdown: renderMarkdown(document), checkerKeys};
  await actions.createData(`${id}.page.json`, JSON.stringify(pageData));
  await Promise.all(
    pageOperations(document).map((entry, place) =>
      actions.createData(operationSamplesFile(id, place), JSON.stringify(operationSamples(document, entry))),
    ),
  );
  return actions.createData(`${id}.index.json`, JSON.stringify(pageIndex(document, tryIt)));
}

/**
 * Bundles the contract's OpenAPI documents with Redocly, adds a reference page for each, publishes the
 * data the docs' MDX components read, and writes each bundle next to the built site for download.
 */
/**
 * Removes the modules of documents no longer built here (an extra page a benchmark once added, a renamed
 * document): webpack bundles every file an `import(`…/${api}.json`)` could name, so a stale document's modules
 * would ship in every later build of this checkout. Each document has a folder under `operations/`.
 */
export async function removeStaleModules(dataDir: string, builtIds: ReadonlySet<string>): Promise<void> {
  const stale = (await readdir(join(dataDir, 'operations')).catch(() => [])).filter((id) => !builtIds.has(id));
  const files = stale.length === 0 ? [] : await readdir(dataDir);
  const paths = stale.flatMap((id) => [
    join(dataDir, 'operations', id),
    ...files.filter((file) => file.startsWith(`${id}.`)).map((file) => join(dataDir, file)),
  ]);
  await Promise.all(paths.map((path) => rm(path, {recursive: true, force: true})));
}

export default function openApiDocsPlugin(
  context: LoadContext,
  options: OpenApiDocsOptions,
): Plugin<OpenApiDocsContent> {
  const {siteDir} = context;
  return {
    name: 'openapi-docs',

    configureWebpack(_config, isServer) {
      if (isServer) return {};
      // Docusaurus puts every module that half the pages use into one `common` chunk, which every page
      // loads. The docs' contract components and contract.json (250 kB) are used by most guides, so they
      // landed there and every page paid for them, /markdown-page/ included. A chunk of their own loads
      // only with the pages that show a contract component; priority 45 is above `common`'s 40.
      return {
        optimization: {
          splitChunks: {
            cacheGroups: {
              contract: {
                test: contractModules,
                name: 'contract',
                chunks: 'async',
                priority: 45,
              },
            },
          },
        },
      };
    },

    getPathsToWatch() {
      return [join(siteDir, 'openapi/**'), join(siteDir, options.redoclyConfig)];
    },

    async loadContent() {
      const load = async (apiDocument: ReferenceDocument): Promise<LoadedDocument> => {
        // resolve, not join: a reference-only document may sit outside the site (the benchmark's fixtures).
        const {document} = await bundleDocument(
          resolve(siteDir, apiDocument.source),
          join(siteDir, options.redoclyConfig),
        );
        return {apiDocument, document, json: downloadJson(document)};
      };
      return {
        documents: await Promise.all(options.documents.map(load)),
        referencesOnly: await Promise.all((options.referencesOnly ?? []).map(load)),
      };
    },

    async contentLoaded({content, actions}) {
      const built = [...content.documents, ...(content.referencesOnly ?? [])].map(({apiDocument}) => apiDocument.id);
      await removeStaleModules(join(context.generatedFilesDir, 'openapi-docs', 'default'), new Set(built));
      const checker = requestCheckerData(content.documents);
      const addPage = async ({apiDocument, document, json}: LoadedDocument, contract: boolean) => {
        await actions.createData(`${apiDocument.id}.json`, json);
        await actions.createData(languageSamplesFile(apiDocument.id), JSON.stringify(languageSamplesData(document)));
        const checkerKeys = Object.fromEntries(
          checker.operations.filter(({api}) => api === apiDocument.id).map(({operationId, key}) => [operationId, key]),
        );
        const props: ReferencePageRouteProps = {
          apiDocument,
          otherDocuments: options.documents.filter(({id}) => id !== apiDocument.id),
        };
        actions.addRoute({
          path: apiDocument.route,
          exact: true,
          component: '@site/src/components/reference/ApiReferencePage',
          modules: {index: await publishPage(actions, apiDocument.id, document, checkerKeys, contract)},
          props: {...props},
        });
      };
      for (const loaded of content.documents) {
        const {apiDocument, document} = loaded;
        const uris = [
          ...new Set([
            ...validatorUris(apiDocument.id, document, checker.operations),
            ...requestSchemaUris(apiDocument.id, document),
          ]),
        ];
        const validators = validatorsModule(apiDocument.id, document, uris, checker.operations);
        reportUncompiled(apiDocument.id, validators.uncompiled);
        await actions.createData(validatorsFile(apiDocument.id), validators.code);
        await addPage(loaded, true);
      }
      for (const loaded of content.referencesOnly ?? []) await addPage(loaded, false);
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
        [...content.documents, ...(content.referencesOnly ?? [])].map(({apiDocument, document, json}) =>
          writeDownloads(outDir, apiDocument, document, json),
        ),
      );
    },
  };
}
