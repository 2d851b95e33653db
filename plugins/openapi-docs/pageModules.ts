/**
 * The modules of one reference page, split by when a reader needs them: the route's index (navigation and
 * the page's outline, loaded with the page), and each operation's samples (loaded when the reader nears the
 * operation). The document and the page data (markdown, checker keys) are modules of their own, which the
 * server renders from and a browser loads only after client-side navigation.
 */
import {
  errorCodeHref,
  errorCodesOf,
  lifecycleOf,
  mediaExamples,
  operationsByTag,
  productionUrl,
  resolve,
  schemaNames,
  sortedStatuses,
  type ErrorCode,
  type OpenApiDocument,
  type OperationEntry,
} from '../../contract-core';
import {navigationItems} from './navigation';
import {requestSample} from './requestSamples';
import type {LinkedExample, OperationSamplesData, ReferencePageIndex, SchemaGroup} from './types';

/** The module of one operation's samples, by the operation's place on the page (operationIds may hold any character). */
export const operationSamplesFile = (id: string, place: number) => `operations/${id}/${String(place)}.json`;

function schemaGroups(document: OpenApiDocument): SchemaGroup[] {
  const components = document.components?.schemas ?? {};
  const groups: SchemaGroup[] = [];
  for (const name of schemaNames(document)) {
    const lifecycle = lifecycleOf(components[name]);
    const last = groups.at(-1);
    if (lifecycle !== undefined) groups.push({name, lifecycle});
    else if (last !== undefined && 'plain' in last) groups[groups.length - 1] = {plain: [...last.plain, name]};
    else groups.push({plain: [name]});
  }
  return groups;
}

/**
 * The route module: what the page hydrates with. Operations are numbered in page order, as their samples
 * files are; `tryIt` says whether the sandbox knows the document, which gives its calls a console.
 */
export function pageIndex(document: OpenApiDocument, tryIt: boolean): ReferencePageIndex {
  let place = 0;
  const summary = (document.info as {summary?: string} | undefined)?.summary ?? document.info?.title;
  return {
    ...(summary === undefined ? {} : {description: summary}),
    navigation: navigationItems(document),
    groups: operationsByTag(document).map((group) => ({
      name: group.name,
      operations: group.operations.map(({operationId, kind}) => ({
        operationId,
        tryIt: tryIt && kind === 'operation',
        samples: String(place++),
      })),
    })),
    schemaGroups: schemaGroups(document),
  };
}

/** Every operation and webhook in page order, the order of `pageIndex`'s numbering. */
export function pageOperations(document: OpenApiDocument): OperationEntry[] {
  return operationsByTag(document).flatMap(({operations}) => operations);
}

function linked(examples: readonly LinkedExample[], codes: readonly ErrorCode[]): LinkedExample[] {
  return examples.map((example) => {
    const href = example.errorCode === undefined ? undefined : errorCodeHref(codes, example.errorCode);
    return href === undefined ? example : {...example, errorCodeHref: href};
  });
}

/** One operation's samples: the call (curl and TypeScript are written from it in the page), body and response examples. */
export function operationSamples(document: OpenApiDocument, entry: OperationEntry): OperationSamplesData {
  const codes = errorCodesOf(document);
  const names = new Set(codes.map(({name}) => name));
  const {requestBody, responses} = entry.operation;
  const body = requestBody === undefined ? undefined : resolve(document, requestBody);
  const bodyExamples = Object.entries(body?.content ?? {}).flatMap(
    ([mediaType, media]) => mediaExamples(document, mediaType, media, 'Body', new Set()).examples,
  );
  const responseExamples = sortedStatuses(responses).flatMap((status) =>
    Object.entries(resolve(document, responses[status] ?? {}).content ?? {}).flatMap(
      ([mediaType, media]) => mediaExamples(document, mediaType, media, status, names).examples,
    ),
  );
  return {
    kind: entry.kind,
    ...(entry.kind === 'webhook' ? {} : {sample: requestSample(document, entry)}),
    serverUrl: productionUrl(document),
    bodyExamples,
    responseExamples: linked(responseExamples, codes),
  };
}
