/**
 * A console's request, as the reader edits it: the operation's parameters, its headers and its body, first
 * filled from the operation's example (the reference's request sample), then turned into what the sandbox
 * takes and into curl and TypeScript for the local simulator and for production.
 */
import {localSimulatorOrigin} from '@site/config/tools';
import {productionUrl, type OpenApiDocument, type OperationEntry, type Parameter} from '@site/contract-core';
import type {Header, RequestSample} from '@site/plugins/openapi-docs/types';
import {mounts, routePattern, type ApiId} from '@site/simulator';

export interface ConsoleRequest {
  /** Path and query parameters by name, as typed. */
  readonly parameters: Readonly<Record<string, string>>;
  /** Every header sent, in order; the reader may add, change or empty them. */
  readonly headers: readonly Header[];
  readonly body: string;
}

/** Where the sandbox serves an API: the mounts of simulator/contract.ts. */
export function mountOf(api: ApiId): string {
  const mount = mounts.find(({apis}) => apis.includes(api));
  if (mount === undefined) throw new Error(`The simulator serves no API ${api}`);
  return mount.prefix;
}

/** The parameters a console offers a field for: the path's, then the query's. */
export const urlParameters = (entry: OperationEntry): Parameter[] =>
  entry.parameters.filter(({in: location}) => location === 'path' || location === 'query');

/** The values the sample's URL gave each path and query parameter. */
function sampleParameterValues(
  entry: OperationEntry,
  sample: RequestSample,
  document: OpenApiDocument,
): Record<string, string> {
  const url = new URL(sample.url.slice(productionUrl(document).length), 'https://example.invalid');
  const values: Record<string, string> = {};
  const {pattern, pathNames} = routePattern(entry.path);
  const match = pattern.exec(url.pathname);
  pathNames.forEach((name, index) => {
    values[name] = decodeURIComponent(match?.[index + 1] ?? '');
  });
  for (const [name, value] of url.searchParams) values[name] = value;
  return values;
}

/** A body with each field named like an id the sandbox made (`paymentId`) set to that id, at any depth. */
function withIds(value: unknown, ids: Readonly<Record<string, string>>): unknown {
  if (Array.isArray(value)) return value.map((item) => withIds(item, ids));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      typeof item === 'string' && key in ids ? ids[key] : withIds(item, ids),
    ]),
  );
}

export interface Starting {
  /** The sandbox's access token, when the operation needs one. */
  readonly accessToken: string | undefined;
  /** Ids the sandbox made, by name (recent.ts): they replace the example's in parameters and body. */
  readonly ids: Readonly<Record<string, string>>;
  /** Fields to set in the example's body: a guided step's test amount, say. */
  readonly bodyFields?: Readonly<Record<string, unknown>>;
  /** The header that names the sandbox's environment, and its value (the contract's x-sandbox). */
  readonly environment: Header;
}

/** The console's first request: the operation's example, with the sandbox's token and ids. */
export function initialRequest(
  entry: OperationEntry,
  sample: RequestSample,
  document: OpenApiDocument,
  {accessToken, ids, bodyFields, environment}: Starting,
): ConsoleRequest {
  const values = {...sampleParameterValues(entry, sample, document), ...ids};
  const example =
    typeof sample.body === 'object' && sample.body !== null ? {...sample.body, ...bodyFields} : sample.body;
  const body = withIds(example, ids);
  return {
    parameters: Object.fromEntries(urlParameters(entry).map(({name}) => [name, values[name] ?? ''])),
    headers: [
      ...(sample.bearerToken ? [['Authorization', `Bearer ${accessToken ?? ''}`] as const] : []),
      ...sample.headers,
      // Optional in the contract, since production calls leave it out; the sandbox is not production.
      ...(entry.parameters.some(({in: location, name}) => location === 'header' && name === environment[0])
        ? [environment]
        : []),
    ],
    body: body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body, null, 2),
  };
}

/** The path and query the request names, after the API's base: `/payments/abc?limit=10`. */
export function pathAndQuery(entry: OperationEntry, request: ConsoleRequest): string {
  const path = entry.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(request.parameters[name] ?? ''),
  );
  const query = new URLSearchParams(
    urlParameters(entry)
      .filter(({in: location, name}) => location === 'query' && (request.parameters[name] ?? '') !== '')
      .map(({name}) => [name, request.parameters[name] ?? '']),
  );
  return query.size === 0 ? path : `${path}?${query.toString()}`;
}

export type Base = 'simulator' | 'production';

/** The API's base URL on the simulator `npm run simulator` starts, or in production. */
export const serverUrlOf = (base: Base, api: ApiId, document: OpenApiDocument): string =>
  base === 'simulator' ? `${localSimulatorOrigin}${mountOf(api)}` : productionUrl(document);

/** The request as the reference's samples write it, at a base URL: the local simulator's or production's. */
export function sampleAt(
  base: Base,
  api: ApiId,
  entry: OperationEntry,
  document: OpenApiDocument,
  request: ConsoleRequest,
): RequestSample {
  const root = serverUrlOf(base, api, document);
  const authorization = request.headers.some(([name]) => name.toLowerCase() === 'authorization');
  let body: unknown;
  try {
    body = request.body.trim() === '' ? undefined : (JSON.parse(request.body) as unknown);
  } catch {
    body = request.body;
  }
  return {
    method: entry.method.toUpperCase(),
    url: `${root}${pathAndQuery(entry, request)}`,
    // The samples read the token from the environment rather than show the sandbox's.
    bearerToken: authorization,
    headers: request.headers.filter(([name]) => name.toLowerCase() !== 'authorization'),
    ...(body === undefined ? {} : {body}),
  };
}
