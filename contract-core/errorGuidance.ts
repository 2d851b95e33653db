/**
 * What a client does after each error code: the contract's `x-error-guidance` on the catalogue's examples
 * (openapi/extensions/x-error-guidance.schema.json). The docs, the reference and the MCP server read it here.
 */
import {errorCodesOf, resolve, type ErrorArea, type OpenApiDocument} from './model';

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

/**
 * A code that is not a call's answer but a failure reported later (a payment's or refund's `error`, a
 * warning): a value of an enum schema that carries `x-error-guidance`, such as `PaymentErrorCode`.
 */
export interface FailureCode {
  readonly errorCode: string;
  /** The enum schema that lists it. */
  readonly schema: string;
  /** What it means (the enum's `x-enumDescriptions`). */
  readonly description?: string;
  readonly guidance?: ErrorGuidance;
}

/** The docs catalogue that lists every failure code with `<FailureCodeTable>`, each row's id its code. */
export const failureCodeArea = 'payments' as const satisfies ErrorArea;

/** Every failure code of the enums with `x-error-guidance` among component schemas, in schema then enum order. */
export function failureCodesOf(schemas: Readonly<Record<string, unknown>>): FailureCode[] {
  return Object.entries(schemas).flatMap(([schema, value]) => {
    const {
      enum: values,
      'x-enumDescriptions': descriptions,
      'x-error-guidance': guidance,
    } = value as {
      readonly enum?: readonly unknown[];
      readonly 'x-enumDescriptions'?: Readonly<Record<string, string>>;
      readonly 'x-error-guidance'?: Readonly<Record<string, unknown>>;
    };
    if (guidance === undefined || values === undefined) return [];
    return values.map(String).map((errorCode) => {
      const description = descriptions?.[errorCode];
      const entry = guidance[errorCode];
      return {
        errorCode,
        schema,
        ...(description === undefined ? {} : {description}),
        ...(entry === undefined ? {} : {guidance: parseErrorGuidance(`${schema}.${errorCode}`, entry)}),
      };
    });
  });
}
