import {sample} from 'openapi-sampler';
import {
  productionUrl,
  resolve,
  type Example,
  type OpenApiDocument,
  type OperationEntry,
  type Parameter,
  type Referenced,
  type Schema,
} from '../../contract-core';
import type {Header, RequestSample} from './types';

type SamplerSchema = Parameters<typeof sample>[0];

/** Request values skip read-only fields; openapi-sampler follows the document's references itself. */
function sampleOf(schema: Referenced<Schema> | undefined, document: OpenApiDocument): unknown {
  if (schema === undefined) return undefined;
  // An OpenAPI 3.1 schema is a JSON Schema, which is what the sampler's own type describes.
  return sample(schema as SamplerSchema, {skipReadOnly: true, quiet: true}, document);
}

function firstExample(
  document: OpenApiDocument,
  examples: Readonly<Record<string, Referenced<Example>>> | undefined,
): {name: string; value: unknown} | undefined {
  const [name, example] = Object.entries(examples ?? {})[0] ?? [];
  if (name === undefined || example === undefined) return undefined;
  return {name, value: resolve(document, example).value};
}

function parameterValue(document: OpenApiDocument, parameter: Parameter): string {
  const value =
    parameter.example ?? firstExample(document, parameter.examples)?.value ?? sampleOf(parameter.schema, document);
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * A call to an operation that a reader could send: the production server, the required parameters with
 * their example values, and the first request example of the document (generated from the schema when
 * the document has none). The page turns it into curl and fetch samples.
 */
export function requestSample(document: OpenApiDocument, entry: OperationEntry): RequestSample {
  const {method, path, operation, parameters} = entry;
  const required = parameters.filter((parameter) => parameter.required === true || parameter.in === 'path');
  const valueOf = (parameter: Parameter) => parameterValue(document, parameter);

  const filledPath = path.replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const parameter = required.find((p) => p.in === 'path' && p.name === name);
    return parameter === undefined ? whole : encodeURIComponent(valueOf(parameter));
  });
  const query = new URLSearchParams(required.filter((p) => p.in === 'query').map((p) => [p.name, valueOf(p)]));
  const queryString = query.size > 0 ? `?${query.toString()}` : '';

  const security = operation.security ?? document.security ?? [];
  const parameterHeaders = required.filter((p) => p.in === 'header').map((p): Header => [p.name, valueOf(p)]);

  const requestBody = operation.requestBody === undefined ? undefined : resolve(document, operation.requestBody);
  const [contentType, media] = Object.entries(requestBody?.content ?? {})[0] ?? [];
  const named = firstExample(document, media?.examples);
  const documented = named ?? (media?.example === undefined ? undefined : {value: media.example});
  const generated =
    media !== undefined && requestBody?.required === true ? {value: sampleOf(media.schema, document)} : undefined;
  const body = documented ?? generated;

  return {
    method: method.toUpperCase(),
    url: `${productionUrl(document)}${filledPath}${queryString}`,
    bearerToken: security.some((requirement) => Object.keys(requirement).length > 0),
    headers: [
      ...(body !== undefined && contentType !== undefined ? [['Content-Type', contentType] as const] : []),
      ...parameterHeaders,
    ],
    ...(body === undefined ? {} : {body: body.value}),
    ...(named === undefined ? {} : {bodyExample: named.name}),
    ...(documented === undefined && generated !== undefined ? {bodyGenerated: true} : {}),
  };
}
