import type {BundledDocument} from './contract';
import {
  type CheckerHeader,
  type CheckerOperation,
  isRef,
  type OpenApiDocument,
  type OperationEntry,
  operationsOf,
  pointerFragment,
  resolve,
} from '../../contract-core';
import {requestSample} from './requestSamples';
import type {RequestCheckerData} from './types';

/** The media type the checker validates; the contract's request bodies are all JSON. */
export const checkedMediaType = 'application/json';

/** The headers the checker offers above the body, in this order, when the operation takes them. */
export const checkedHeaders = ['X-Merchant-Id', 'X-Upstream-Env', 'X-source'] as const;

/** Where a local reference points, as unescaped segments. */
function refSegments(ref: string): string[] {
  return ref
    .slice(2)
    .split('/')
    .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'));
}

/** Where the operation's request body object really is: its own place, or the component it refers to. */
function requestBodySegments(entry: OperationEntry): string[] | undefined {
  const {requestBody} = entry.operation;
  if (requestBody === undefined) return undefined;
  return isRef(requestBody) ? refSegments(requestBody.$ref) : ['paths', entry.path, entry.method, 'requestBody'];
}

function headersOf(document: OpenApiDocument, entry: OperationEntry): CheckerHeader[] {
  const own = entry.operation.parameters ?? [];
  const shared = resolve(document, document.paths?.[entry.path] ?? {}).parameters ?? [];
  return checkedHeaders.flatMap((name) => {
    // The operation's own parameters win over the path's, as in OperationEntry.parameters.
    for (const [list, owner] of [
      [own, ['paths', entry.path, entry.method]],
      [shared, ['paths', entry.path]],
    ] as const) {
      const index = list.findIndex((parameter) => {
        const resolved = resolve(document, parameter);
        return resolved.in === 'header' && resolved.name === name;
      });
      const parameter = list[index];
      if (parameter === undefined) continue;
      const at = isRef(parameter) ? refSegments(parameter.$ref) : [...owner, 'parameters', String(index)];
      return [{name, schema: pointerFragment([...at, 'schema'])}];
    }
    return [];
  });
}

/**
 * The operations the request checker offers: each one with a JSON request body, in every document, in
 * document order. An operationId a previous document already used (the documents share operations) is
 * qualified with its document's id, so every option of the checker has its own value.
 */
export function requestCheckerData(bundled: readonly BundledDocument[]): RequestCheckerData {
  const taken = new Set<string>();
  const operations = bundled.flatMap(({apiDocument, document}) =>
    operationsOf(document).flatMap((entry): CheckerOperation[] => {
      const bodySegments = requestBodySegments(entry);
      if (bodySegments === undefined || entry.operation.requestBody === undefined) return [];
      const requestBody = resolve(document, entry.operation.requestBody);
      if (requestBody.content[checkedMediaType] === undefined) return [];
      const key = taken.has(entry.operationId) ? `${apiDocument.id}:${entry.operationId}` : entry.operationId;
      taken.add(entry.operationId);
      const {body} = requestSample(document, entry);
      return [
        {
          key,
          api: apiDocument.id,
          operationId: entry.operationId,
          method: entry.method,
          path: entry.path,
          ...(entry.operation.summary === undefined ? {} : {summary: entry.operation.summary}),
          example: body === undefined ? '' : JSON.stringify(body, null, 2),
          bodySchema: pointerFragment([...bodySegments, 'content', checkedMediaType, 'schema']),
          bodyRequired: requestBody.required === true,
          headers: headersOf(document, entry),
        },
      ];
    }),
  );
  return {
    documents: bundled.map(({apiDocument}) => ({id: apiDocument.id, title: apiDocument.title})),
    operations,
  };
}
