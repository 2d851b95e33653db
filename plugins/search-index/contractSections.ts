/**
 * The sections of the API reference, from the contract rather than the reference's HTML (which repeats
 * every sample in eight languages): each operation at its anchor, each field at its schema's place, and
 * each shared response header at its own. A schema or header that several documents share is indexed once,
 * on the first reference page that shows it.
 */
import {
  anchors,
  isRef,
  operationsByTag,
  resolve,
  sharedResponseHeaders,
  type ResponseHeader,
  type Schema,
} from '../../contract-core';
import type {OpenApiDocsContent} from '../openapi-docs';
import type {SearchSection} from '../../shared/search/types';

/** Markdown in descriptions as the reader sees it: links as their text, emphasis and code marks gone. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_]{1,2}([^`*_]+)[`*_]{1,2}/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

export function operationSections(content: OpenApiDocsContent): SearchSection[] {
  return content.documents.flatMap(({apiDocument, document}) =>
    operationsByTag(document).flatMap(({name: tag, operations}) =>
      operations.map(({operationId, method, path, operation, parameters}): SearchSection => {
        const parameterNames = parameters.map((parameter) => resolve(document, parameter).name);
        const text = [
          operation.description ?? '',
          `${method.toUpperCase()} ${path}`,
          `Tag: ${tag}.`,
          `Parameters: ${parameterNames.join(', ')}.`,
        ];
        return {
          url: `${apiDocument.route}#${anchors.operation(operationId)}`,
          page: apiDocument.title,
          section: operation.summary ?? operationId,
          keywords: [operationId, path],
          text: plainText(text.join(' ')),
          kind: 'operation',
        };
      }),
    ),
  );
}

/**
 * Whether a field's name is a name only (`merchantTransactionId`, `zip5`) rather than also a plain word
 * (`amount`, `status`): only such a name finds the field first when typed alone.
 */
export function isName(field: string): boolean {
  return /[a-z][A-Z]|[_\d-]/.test(field);
}

/** What a field is, in words: its description, else its type. */
function fieldText(document: OpenApiDocsContent['documents'][number]['document'], property: unknown): string {
  if (isRef(property)) return `See ${property.$ref.split('/').at(-1) ?? ''}.`;
  const schema = resolve(document, property as Schema);
  const values = schema.enum === undefined ? '' : ` One of ${schema.enum.map(String).join(', ')}.`;
  return plainText(`${schema.description ?? ''}${values}`);
}

export function fieldSections(content: OpenApiDocsContent): SearchSection[] {
  const seen = new Set<string>();
  return content.documents.flatMap(({apiDocument, document}) =>
    Object.entries(document.components?.schemas ?? {}).flatMap(([schemaName, schema]) => {
      if (seen.has(schemaName) || isRef(schema)) return [];
      seen.add(schemaName);
      return Object.entries(schema.properties ?? {}).map(([field, property]): SearchSection => ({
        url: `${apiDocument.route}#${anchors.schema(schemaName)}`,
        page: apiDocument.title,
        section: `${schemaName}.${field}`,
        keywords: [...(isName(field) ? [field] : []), `${schemaName}.${field}`],
        text: fieldText(document, property),
        kind: 'field',
      }));
    }),
  );
}

export function headerSections(content: OpenApiDocsContent): SearchSection[] {
  const seen = new Set<string>();
  return content.documents.flatMap(({apiDocument, document}) =>
    [...sharedResponseHeaders(document)].flatMap(([name, $ref]): SearchSection[] => {
      if (seen.has(name)) return [];
      seen.add(name);
      return [
        {
          url: `${apiDocument.route}#${anchors.header(name)}`,
          page: apiDocument.title,
          section: `${name} response header`,
          keywords: [name],
          text: plainText(resolve<ResponseHeader>(document, {$ref}).description ?? ''),
          kind: 'field',
        },
      ];
    }),
  );
}
