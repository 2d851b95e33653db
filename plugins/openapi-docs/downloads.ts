import {mkdir, writeFile} from 'node:fs/promises';
import {dirname, join} from 'node:path';
import {stringifyYaml} from '@redocly/openapi-core';
import {apiDocuments} from '../../config/apiDocuments';
import {bundleDocument} from '../../contract-core/node';
import {downloadPaths, type OpenApiDocument} from '../../contract-core';
import {postmanCollectionJson} from './postmanCollection';
import {typescriptTypes} from './typescriptTypes';

/** The bundled document as served for download and as the reference page holds it, byte for byte. */
export const downloadJson = (document: OpenApiDocument): string => `${JSON.stringify(document, null, 2)}\n`;

/**
 * Writes a document's downloads under `folder` at their download paths: the document itself (JSON, YAML,
 * TypeScript types; see writeDocumentFiles) and a Postman collection of it.
 */
export async function writeDownloads(
  folder: string,
  apiDocument: {readonly id: string; readonly title: string},
  document: OpenApiDocument,
  json: string,
): Promise<void> {
  await Promise.all([
    writeDocumentFiles(folder, apiDocument, document, json),
    write(join(folder, downloadPaths(apiDocument.id).postman), await postmanCollectionJson(apiDocument.id, document)),
  ]);
}

/**
 * Writes a document as JSON, YAML and TypeScript types under `folder` at their download paths. The YAML
 * is made from the very JSON the page holds, so the two cannot differ.
 */
async function writeDocumentFiles(
  folder: string,
  apiDocument: {readonly id: string; readonly title: string},
  document: OpenApiDocument,
  json: string,
): Promise<void> {
  const paths = downloadPaths(apiDocument.id);
  const yaml = stringifyYaml(JSON.parse(json), {noRefs: true, lineWidth: -1});
  const types = await typescriptTypes(document, apiDocument.title);
  await Promise.all([
    write(join(folder, paths.json), json),
    write(join(folder, paths.yaml), yaml),
    write(join(folder, paths.types), types),
  ]);
}

async function write(file: string, text: string): Promise<void> {
  await mkdir(dirname(file), {recursive: true});
  await writeFile(file, text);
}

/**
 * Writes every document's JSON, YAML and types under `examples/` (`examples/openapi/merchant.d.ts`, ...),
 * where the code samples import them as a merchant's project would after downloading them; the samples
 * have no use for the Postman collection. Generated, never committed.
 */
export async function writeSampleContracts(siteDir: string): Promise<void> {
  await Promise.all(
    apiDocuments.map(async (apiDocument) => {
      const {document} = await bundleDocument(join(siteDir, apiDocument.source), join(siteDir, 'redocly.yaml'));
      await writeDocumentFiles(join(siteDir, 'examples'), apiDocument, document, downloadJson(document));
    }),
  );
}
