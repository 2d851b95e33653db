import {isDeepStrictEqual} from 'node:util';
import {
  accessRuleOf,
  type ContractTestData,
  type ErrorCode,
  errorCodesOf,
  type ErrorGuidance,
  errorGuidanceOf,
  type Idempotency,
  idempotencyOf,
  isRef,
  noTestData,
  type OpenApiDocument,
  operationsOf,
  type Parameter,
  retryPolicyOf,
  sandboxOf,
  type Schema,
  sortedStatuses,
  testDataOf,
  testDataTexts,
  webhookDeliveryOf,
  invariantsOf,
} from '../../contract-core';
import {renderMarkdown} from './markdown';
import type {ContractData, ContractOperation, OAuthScheme, ReferenceDocument} from './types';

export interface BundledDocument {
  readonly apiDocument: ReferenceDocument;
  readonly document: OpenApiDocument;
}

function operationSummaries(id: string, document: OpenApiDocument): ContractOperation[] {
  return operationsOf(document).map(({operationId, method, path, operation}) => ({
    api: id,
    operationId,
    method,
    path,
    ...(operation.summary === undefined ? {} : {summary: operation.summary}),
    deprecated: operation.deprecated === true,
    security: (operation.security ?? document.security ?? []).map((requirement) =>
      Object.entries(requirement).map(([scheme, scopes]) => ({scheme, scopes})),
    ),
    statuses: sortedStatuses(operation.responses),
    ...withIdempotency(operation),
  }));
}

function withIdempotency(operation: object): {idempotency?: Idempotency} {
  const idempotency = idempotencyOf(operation);
  return idempotency === undefined ? {} : {idempotency};
}

/**
 * Gathers what the docs' MDX components show from the three bundled documents. The documents share
 * their components, so a schema or error code that two documents hold must be the same in both; a
 * difference fails the build rather than letting a docs page show one of two answers.
 */
export function buildContract(bundled: readonly BundledDocument[]): ContractData & ContractTestData {
  const schemas: Record<string, Schema> = {};
  const schemaHome: Record<string, string> = {};
  const errorCodes = new Map<string, ErrorCode>();
  const errorGuidance: Record<string, ErrorGuidance> = {};
  const parameters: Record<string, Parameter> = {};
  const oauthSchemes: Record<string, OAuthScheme> = {};
  for (const {apiDocument, document} of bundled) {
    for (const [name, parameter] of Object.entries(document.components?.parameters ?? {})) {
      if (isRef(parameter)) continue;
      const known = parameters[name];
      if (known !== undefined && !isDeepStrictEqual(known, parameter)) {
        throw new Error(`Parameter ${name} differs between the documents`);
      }
      parameters[name] = parameter;
    }
    for (const [name, scheme] of Object.entries(document.components?.securitySchemes ?? {})) {
      if (isRef(scheme) || scheme.type !== 'oauth2') continue;
      const flow = scheme.flows.clientCredentials;
      if (flow === undefined) continue;
      oauthSchemes[name] = {
        ...(scheme.description === undefined ? {} : {description: scheme.description}),
        tokenUrl: flow.tokenUrl,
        scopes: flow.scopes,
      };
    }
    for (const [name, schema] of Object.entries(document.components?.schemas ?? {})) {
      const known = schemas[name];
      if (known !== undefined && !isDeepStrictEqual(known, schema)) {
        throw new Error(`Schema ${name} differs between ${schemaHome[name] ?? ''} and ${apiDocument.id}`);
      }
      schemas[name] = schema;
      schemaHome[name] ??= apiDocument.id;
    }
    for (const code of errorCodesOf(document)) {
      const known = errorCodes.get(code.name);
      if (known !== undefined && !isDeepStrictEqual(known, code)) {
        throw new Error(`Error code example ${code.name} differs between the documents`);
      }
      errorCodes.set(code.name, code);
    }
    for (const [errorCode, guidance] of Object.entries(errorGuidanceOf(document))) {
      const known = errorGuidance[errorCode];
      if (known !== undefined && !isDeepStrictEqual(known, guidance)) {
        throw new Error(`The x-error-guidance of ${errorCode} differs between the documents`);
      }
      errorGuidance[errorCode] = guidance;
    }
  }
  const routes = Object.fromEntries(bundled.map(({apiDocument}) => [apiDocument.id, apiDocument.route]));
  // Only the Merchant API holds the test scheme (openapi/components/test-data.yaml).
  const testData = bundled.map(({document}) => testDataOf(document)).find((data) => data !== undefined) ?? noTestData;
  const [first] = bundled;
  const retryPolicy = first === undefined ? undefined : retryPolicyOf(first.document);
  const accessRule = first === undefined ? undefined : accessRuleOf(first.document);
  const invariants = first === undefined ? [] : invariantsOf(first.document);
  const webhookDelivery = bundled.map(({document}) => webhookDeliveryOf(document)).find((found) => found !== undefined);
  // The simulator's control calls (x-sandbox), from the Merchant API, the one document that has them.
  const sandboxControls =
    bundled.map(({document}) => sandboxOf(document)?.controls).find((found) => found !== undefined) ?? [];
  return {
    routes,
    ...(retryPolicy === undefined ? {} : {retryPolicy}),
    ...(accessRule === undefined ? {} : {accessRule}),
    invariants,
    ...(webhookDelivery === undefined ? {} : {webhookDelivery}),
    operations: bundled.flatMap(({apiDocument, document}) => operationSummaries(apiDocument.id, document)),
    schemas,
    schemaHome,
    errorCodes: [...errorCodes.values()],
    errorGuidance,
    parameters,
    oauthSchemes,
    testData,
    sandboxControls,
    markdown: renderMarkdown({
      schemas,
      errorCodes: [...errorCodes.values()].map(({when}) => ({description: when})),
      testData: testDataTexts(testData),
      sandboxControls: sandboxControls.flatMap(({body, does, answer}) =>
        [body, does, answer].map((description) => ({description})),
      ),
    }),
  };
}
