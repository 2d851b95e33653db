/**
 * What a client does after each error code: the contract's `x-error-guidance` on the catalogue's examples
 * (openapi/extensions/x-error-guidance.schema.json). The docs, the reference and the MCP server read it here.
 */
import {errorCodesOf, resolve, type OpenApiDocument} from './model';

/** What a client does after one error code: `x-error-guidance` (openapi/extensions/x-error-guidance.schema.json). */
export interface ErrorGuidance {
  /** Whether the same request, sent again unchanged, can succeed. */
  readonly retryable: boolean;
  /** What the client does next, in a sentence or two. */
  readonly retry: string;
  /** The words to show a customer, only for codes a customer can cause in the widget or a pay page. */
  readonly tellCustomer?: string;
}

/** `x-error-guidance` in the shape openapi/extensions/x-error-guidance.schema.json gives, or a build error. */
function parseErrorGuidance(exampleName: string, value: unknown): ErrorGuidance {
  const {retryable, retry, tellCustomer, ...unknownKeys} =
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  if (
    typeof retryable !== 'boolean' ||
    typeof retry !== 'string' ||
    !(tellCustomer === undefined || typeof tellCustomer === 'string') ||
    Object.keys(unknownKeys).length > 0
  ) {
    throw new Error(
      `components.examples.${exampleName} has x-error-guidance of the wrong shape: it needs retryable (a ` +
        'boolean) and retry (text), may have tellCustomer (text), and nothing else',
    );
  }
  return {retryable, retry, ...(tellCustomer === undefined ? {} : {tellCustomer})};
}

/**
 * The `x-error-guidance` of each catalogue code of a document, by errorCode. A code without one is left
 * out: the docs component that shows it fails on the missing code, and tests/contract/error-guidance.test.ts
 * requires one of every code in the contract.
 */
export function errorGuidanceOf(document: OpenApiDocument): Record<string, ErrorGuidance> {
  const examples = document.components?.examples ?? {};
  return Object.fromEntries(
    errorCodesOf(document).flatMap(({name, errorCode}) => {
      const example = examples[name];
      if (example === undefined) return [];
      const resolved = resolve(document, example);
      return 'x-error-guidance' in resolved
        ? [[errorCode, parseErrorGuidance(name, resolved['x-error-guidance'])]]
        : [];
    }),
  );
}
