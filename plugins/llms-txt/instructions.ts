/**
 * The instructions llms.txt gives coding assistants, gathered from the bundled contract at build time:
 * every limit, operation, status and deprecated name they state is read from the documents, never retyped.
 */
import type {BundledDocument} from '../openapi-docs/contract';
import {
  anchors,
  errorAreas,
  errorAreaTitles,
  errorCataloguePages,
  type Idempotency,
  idempotencyOf,
  isRef,
  type OpenApiDocument,
  type OperationEntry,
  operationsOf,
  type RecoveryStep,
  type Referenced,
  refName,
  resolve,
  type Schema,
  sortedStatuses,
  webhooksOf,
} from '../../contract-core';

/** A call, with the answers that tell a client where a payment stands. */
export interface CallFacts {
  /** `GET /payments/{paymentId}` */
  readonly call: string;
  /** Site-relative link to the operation in its reference page. */
  readonly href: string;
  /** The 2xx and 410 answers, each with the contract's description of it. */
  readonly answers: readonly (readonly [status: string, description: string])[];
}

export interface DeprecatedField {
  readonly field: string;
  /** The request schemas that still accept it. */
  readonly schemas: readonly string[];
  /** Its description, which names what to send instead. */
  readonly note?: string;
}

export interface AssistantFacts {
  /** The document the instructions speak of: the first one configured, the API merchants integrate with. */
  readonly api: {readonly title: string; readonly route: string};
  readonly amount: {readonly minimum: number; readonly maximum: number};
  readonly merchantTransactionId: {
    readonly maxLength: number;
    readonly lookup: CallFacts;
    /** What creating a payment does when its answer is lost or is a 500: its x-idempotency recovery. */
    readonly recovery: Idempotency['recovery'];
  };
  /** GET calls that answer 202 while the thing they read is still changing. */
  readonly polling: readonly CallFacts[];
  readonly webhooks: readonly {readonly name: string; readonly href: string}[];
  readonly deprecatedFields: readonly DeprecatedField[];
  readonly deprecatedCalls: readonly {readonly call: string; readonly href: string}[];
}

interface Property {
  readonly name: string;
  /** The property's schema with references followed. */
  readonly schema: Schema;
  /** Deprecated where it is declared or in the schema it refers to. */
  readonly deprecated: boolean;
  readonly description?: string;
}

/** The properties of a schema, its `allOf` parts' included, with their references followed. */
function propertiesOf(document: OpenApiDocument, schemaOrRef: Referenced<Schema>): Property[] {
  const schema = resolve(document, schemaOrRef);
  const own = Object.entries(schema.properties ?? {}).map(([name, declared]): Property => {
    const target = resolve(document, declared);
    const parts = (target.allOf ?? []).map((part) => resolve(document, part));
    const chain = [declared as Schema, target, ...parts];
    const description = chain.find((link) => typeof link.description === 'string')?.description;
    return {
      name,
      schema: target,
      deprecated: chain.some((link) => link.deprecated === true),
      ...(description === undefined ? {} : {description}),
    };
  });
  return [...(schema.allOf ?? []).flatMap((part) => propertiesOf(document, part)), ...own];
}

function fieldSchema(document: OpenApiDocument, schemaName: string, field: string): Schema {
  const schema = document.components?.schemas?.[schemaName];
  const found = schema === undefined ? undefined : propertiesOf(document, schema).find(({name}) => name === field);
  if (found === undefined) throw new Error(`The contract has no ${schemaName}.${field} for the llms.txt instructions`);
  return found.schema;
}

function numberOf(value: unknown, what: string): number {
  if (typeof value !== 'number') throw new Error(`The contract gives no ${what} for the llms.txt instructions`);
  return value;
}

function callFacts(document: OpenApiDocument, route: string, entry: OperationEntry): CallFacts {
  const answers = sortedStatuses(entry.operation.responses)
    .filter((status) => status.startsWith('2') || status === '410')
    .map((status): readonly [string, string] => {
      const response = resolve(document, entry.operation.responses[status] ?? {description: ''});
      return [status, response.description ?? ''];
    });
  return {
    call: `${entry.method.toUpperCase()} ${entry.path}`,
    href: `${route}#${anchors.operation(entry.operationId)}`,
    answers,
  };
}

/** The component schemas a value refers to, directly. */
function schemaRefsIn(value: unknown): string[] {
  if (isRef(value)) return value.$ref.startsWith('#/components/schemas/') ? [refName(value.$ref)] : [];
  if (typeof value !== 'object' || value === null) return [];
  return Object.values(value).flatMap(schemaRefsIn);
}

/** Every component schema a request body of the document can hold, at any depth. */
function requestSchemas(document: OpenApiDocument): string[] {
  const pending = operationsOf(document).flatMap(({operation}) =>
    operation.requestBody === undefined ? [] : schemaRefsIn(resolve(document, operation.requestBody)),
  );
  const seen: string[] = [];
  for (let name = pending.shift(); name !== undefined; name = pending.shift()) {
    if (seen.includes(name)) continue;
    seen.push(name);
    pending.push(...schemaRefsIn(document.components?.schemas?.[name]));
  }
  return seen;
}

function deprecatedFields(document: OpenApiDocument): DeprecatedField[] {
  const byField = new Map<string, {schemas: string[]; note?: string}>();
  for (const schemaName of requestSchemas(document)) {
    for (const property of propertiesOf(document, document.components?.schemas?.[schemaName] ?? {})) {
      if (!property.deprecated) continue;
      const note = property.description?.replace(/\s+/g, ' ').trim();
      const known = byField.get(property.name) ?? {schemas: [], ...(note === undefined ? {} : {note})};
      if (!known.schemas.includes(schemaName)) known.schemas.push(schemaName);
      byField.set(property.name, known);
    }
  }
  return [...byField].map(([field, {schemas, note}]) => ({field, schemas, ...(note === undefined ? {} : {note})}));
}

/** Reads the facts from the first bundled document, the API merchants integrate with. */
export function assistantFacts(bundled: readonly BundledDocument[]): AssistantFacts {
  const first = bundled[0];
  if (first === undefined) throw new Error('llms.txt needs at least one API document');
  const {apiDocument, document} = first;
  const operations = operationsOf(document);
  const amount = fieldSchema(document, 'PaymentRequest', 'amount');
  const transactionId = fieldSchema(document, 'PaymentRequest', 'merchantTransactionId');
  const lookup = operations.find(
    ({method, parameters}) =>
      method === 'get' && parameters.some((p) => p.in === 'query' && p.name === 'merchantTransactionId' && p.required),
  );
  if (lookup === undefined) throw new Error('The contract has no GET lookup by merchantTransactionId');
  const paymentIdempotency = operations
    .filter(({method, operation}) => method === 'post' && operation.requestBody !== undefined)
    .map(({operation}) => idempotencyOf(operation))
    .find(
      (idempotency) =>
        idempotency !== undefined && 'field' in idempotency.key && idempotency.key.field === 'merchantTransactionId',
    );
  if (paymentIdempotency === undefined)
    throw new Error('No operation keyed by merchantTransactionId has x-idempotency');
  const polled = operations.filter(
    ({method, operation}) => method === 'get' && operation.responses['202'] !== undefined,
  );
  return {
    api: {title: apiDocument.title, route: apiDocument.route},
    amount: {minimum: numberOf(amount.minimum, 'amount minimum'), maximum: numberOf(amount.maximum, 'amount maximum')},
    merchantTransactionId: {
      maxLength: numberOf(transactionId.maxLength, 'merchantTransactionId maxLength'),
      lookup: callFacts(document, apiDocument.route, lookup),
      recovery: paymentIdempotency.recovery,
    },
    polling: polled.map((entry) => callFacts(document, apiDocument.route, entry)),
    webhooks: webhooksOf(document).map(({path, operationId}) => ({
      name: path,
      href: `${apiDocument.route}#${anchors.operation(operationId)}`,
    })),
    deprecatedFields: deprecatedFields(document),
    deprecatedCalls: operations
      .filter(({operation}) => operation.deprecated === true)
      .map((entry) => ({
        call: `${entry.method.toUpperCase()} ${entry.path}`,
        href: `${apiDocument.route}#${anchors.operation(entry.operationId)}`,
      })),
  };
}

/** The page that tells assistants which can run MCP servers how to start the docs' own (mcp/). */
export const mcpServerPage = {
  title: 'Use these docs from your coding assistant',
  route: '/docs/developers/Getting-Started/coding-assistants/',
} as const;

/** The page that tells the error answers' shapes apart by HTTP status. */
const errorShapes = {
  title: 'Reading an error',
  route: '/docs/developers/Trouble-Shooting/#reading-an-error',
} as const;

/** The outcomes of the first lookup of a recovery. */
function lookupOutcomes(steps: readonly RecoveryStep[]): readonly {readonly answer: string; readonly then: string}[] {
  return steps.find((step) => step.do === 'lookup')?.outcomes ?? [];
}

const list = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`;

/**
 * The instructions as Markdown list items. llms.txt allows lists, but no headings, between its summary and
 * its first section, so this is where they go. `absolute` turns a site-relative link into a full URL.
 */
export function instructionsMarkdown(facts: AssistantFacts, absolute: (href: string) => string): string[] {
  const link = (text: string, href: string) => `[${text}](${absolute(href)})`;
  const answers = ({answers: all}: CallFacts) =>
    all.map(([status, description]) => `\`${status}\` ${description.replace(/\.$/, '')}`).join('; ');
  const {amount, merchantTransactionId, polling, webhooks, deprecatedFields: fields, deprecatedCalls} = facts;
  return [
    `- Integrate with the ${link(facts.api.title, facts.api.route)} from your server; the other references describe calls the hosted widget and partner platforms make.`,
    `- Amounts are integer cents, never decimals or strings: \`amount\` is from ${amount.minimum} to ${amount.maximum} (1999 means 19.99).`,
    `- \`merchantTransactionId\` (at most ${merchantTransactionId.maxLength} characters, unique per transaction) is the retry key. Every operation that creates or changes something states its repeat and recovery rules as \`x-idempotency\` in the OpenAPI documents. For a payment whose answer never came, look it up with ${link(`\`${merchantTransactionId.lookup.call}\``, merchantTransactionId.lookup.href)}:`,
    ...lookupOutcomes(merchantTransactionId.recovery.timeout).map(({answer, then}) => `  - ${answer}: ${then}`),
    `- A \`500\` on a payment: ${merchantTransactionId.recovery.serverError
      .flatMap(({note, outcomes = []}) => [note, ...outcomes.map(({then}) => then)])
      .join(' ')}`,
    `- Calls that create or change a payment answer \`202\`: accepted, not finished. Poll the GET call until its answer is final, or use webhooks:`,
    ...polling.map((call) => `  - ${link(`\`${call.call}\``, call.href)}: ${answers(call)}.`),
    ...(webhooks.length === 0
      ? []
      : [`  - Webhooks: ${list(webhooks.map(({name, href}) => link(`\`${name}\``, href)))}.`]),
    `- Error answers have one of four shapes, which the HTTP status tells apart (${link(errorShapes.title, errorShapes.route)}); never branch on \`message\` or \`detail\`, which are written for people:`,
    `  - \`400\`, \`404\`, \`410\` and \`429\` carry \`error.errorCode\`, which is stable: branch on it. Each code is explained, with what to do and what to tell the customer, in one of these catalogues, at the code as its anchor: ${list(errorAreas.map((area) => link(errorAreaTitles[area], errorCataloguePages[area])))}.`,
    `  - A \`406\` is a decline from a call that takes a payment. It carries \`errorDetails\` (the processor's decline codes) and no \`errorCode\`: branch on the status, then read the payment, which is \`FAILED\` with the reason in its \`error.errorCode\`.`,
    `  - A \`500\` carries only \`title\`, \`status\` and \`detail\`: branch on the status and follow the \`500\` recovery above; a payment's lookup then shows its \`error.errorCode\`.`,
    `  - \`401\` and \`403\` carry only \`message\`: branch on the status (renew the token after a \`401\`; fix the scope or the merchant id after a \`403\`).`,
    `- Never log, store or print card data (card numbers, security codes, expiry dates with the cardholder's name) or bank account numbers. The hosted widget collects them; your server only sees payment method ids and \`last4\`.`,
    ...(fields.length === 0
      ? []
      : ['- Do not send these deprecated fields, which are kept only for old integrations:']),
    ...fields.map(
      ({field, schemas, note}) =>
        `  - \`${field}\` (in ${list(schemas.map((name) => `\`${name}\``))})${note === undefined ? '' : `: ${note}`}`,
    ),
    ...(deprecatedCalls.length === 0
      ? []
      : [
          `- Do not call these deprecated operations: ${list(deprecatedCalls.map(({call, href}) => link(`\`${call}\``, href)))}.`,
        ]),
    `- If you can run MCP servers, connect the docs' MCP server: it searches and reads these pages, looks up operations, checks request bodies against the contract, explains error codes and simulates API flows, with no credentials. ${link(mcpServerPage.title, mcpServerPage.route)} explains how to start it.`,
  ];
}
