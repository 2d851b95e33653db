import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {
  assistantFacts,
  instructionsMarkdown,
  mcpServerPage,
  type AssistantFacts,
} from '../../plugins/llms-txt/instructions';
import {repoRoot} from '../../harness/paths';
import {anchors, errorAreas, errorAreaTitles, errorCataloguePages, idempotencyOf} from '../../contract-core';
import {loadContract, type Contract, type Schema} from '../support/contract';

let merchant: Contract;
let facts: AssistantFacts;
beforeAll(async () => {
  merchant = await loadContract('merchant');
  facts = assistantFacts([{apiDocument: merchant.apiDocument, document: merchant.document}]);
});

/** A `#/components/schemas/...` reference followed, or the schema itself. */
function dereferenced(schema: Schema): Schema {
  const ref = (schema as {$ref?: string}).$ref;
  return ref === undefined ? schema : merchant.locate<Schema>(ref.slice(2).split('/')).value;
}

/** The properties a schema declares, its `allOf` parts' included, as written (before references are followed). */
function declaredProperties(schemaName: string): Map<string, Schema> {
  const collect = (schema: Schema): [string, Schema][] => {
    const own = dereferenced(schema);
    return [
      ...(own.allOf ?? []).flatMap((part) => collect(part)),
      ...Object.entries(own.properties ?? {}).map(([name, declared]): [string, Schema] => [name, declared as Schema]),
    ];
  };
  return new Map(collect(merchant.locate<Schema>(['components', 'schemas', schemaName]).value));
}

/** Deprecated where the property is declared or in the schema it refers to. */
function isDeprecated(declared: Schema | undefined): boolean {
  return declared !== undefined && (declared.deprecated === true || dereferenced(declared).deprecated === true);
}

function schemaOf(schemaName: string, property: string): Schema {
  return merchant.schemaAt(schemaName, property).value;
}

describe('the llms.txt instructions hold what the contract says', () => {
  it('speak of the Merchant API, the first document', () => {
    expect(facts.api).toEqual({title: merchant.apiDocument.title, route: merchant.apiDocument.route});
  });

  it('give the amount limits of PaymentRequest.amount, in cents', () => {
    const amount = schemaOf('PaymentRequest', 'amount');
    expect(amount.type).toBe('integer');
    expect(facts.amount).toEqual({minimum: amount.minimum, maximum: amount.maximum});
  });

  it('make merchantTransactionId the retry key, with its length and the lookup call that takes it', () => {
    expect(facts.merchantTransactionId.maxLength).toBe(schemaOf('PaymentRequest', 'merchantTransactionId').maxLength);
    const {call} = facts.merchantTransactionId.lookup;
    const parameter = merchant.parameter(call, 'merchantTransactionId').value;
    expect([parameter.in, parameter.required]).toEqual(['query', true]);
  });

  it("give the recovery of a lost payment from createPayment's x-idempotency: same identifier after an empty lookup", () => {
    const {recovery} = facts.merchantTransactionId;
    expect(recovery).toEqual(idempotencyOf(merchant.operation('POST /payments').operation)?.recovery);
    const markdown = instructionsMarkdown(facts, (href) => href).join('\n');
    expect(markdown).toMatch(/200 with an empty list: .*same merchantTransactionId/s);
    expect(markdown).not.toMatch(/after a timeout or a `500`/i);
    // C1: after a 500 the payment is there to find, FAILED; the same identifier again is a duplicate.
    expect(markdown).toMatch(
      /A `500` on a payment: .*recorded it as FAILED.*DUPLICATE_MERCHANT_TRANSACTION_ID.*new merchantTransactionId/,
    );
  });

  it('list every GET call that answers 202, with the answers the contract describes', () => {
    const polled = merchant.operations.filter(
      ({method, operation}) => method === 'get' && '202' in operation.responses,
    );
    expect(facts.polling.map(({call}) => call)).toEqual(polled.map(({call}) => call));
    for (const {call, href, answers} of facts.polling) {
      const {operation} = merchant.operation(call);
      expect(href).toBe(`${merchant.apiDocument.route}#${anchors.operation(operation.operationId ?? '')}`);
      expect(answers.map(([status]) => status)).toContain('202');
      for (const [status, description] of answers) {
        const response = merchant.locate<{description: string}>([
          ...merchant.operation(call).pointer,
          'responses',
          status,
        ]);
        expect(description, `${call} ${status}`).toBe(response.value.description);
      }
    }
  });

  it('name the webhooks the document declares', () => {
    expect(facts.webhooks.map(({name}) => name)).toEqual(merchant.webhooks.map(({path}) => path));
  });

  it('point assistants at each error catalogue, whose pages hold every code at its anchor', () => {
    const line = instructionsMarkdown(facts, (href) => href).find((item) => item.includes('error.errorCode'));
    for (const area of errorAreas) {
      expect(line).toContain(`[${errorAreaTitles[area]}](${errorCataloguePages[area]})`);
      const source = join(repoRoot, `${errorCataloguePages[area].replace(/^\/|\/$/g, '')}.mdx`);
      expect(readFileSync(source, 'utf8')).toContain(`<ErrorCodeCatalogue area="${area}" />`);
    }
  });

  it("point assistants that run MCP servers at the page about the docs' MCP server, by its full URL", () => {
    const absolute = (href: string) => `https://docs.example${href}`;
    const line = instructionsMarkdown(facts, absolute).find((item) => item.includes('MCP server'));
    expect(line).toContain(`[${mcpServerPage.title}](${absolute(mcpServerPage.route)})`);
    const source = join(repoRoot, `${mcpServerPage.route.replace(/^\/|\/$/g, '')}.mdx`);
    expect(existsSync(source), `${mcpServerPage.route} is no page of docs/`).toBe(true);
    expect(readFileSync(source, 'utf8')).toContain(`\ntitle: ${mcpServerPage.title}\n`);
  });

  it('name only deprecated fields, and every deprecated field of a request body schema', () => {
    expect(facts.deprecatedFields.length).toBeGreaterThan(0);
    for (const {field, schemas} of facts.deprecatedFields) {
      for (const schemaName of schemas) {
        expect(isDeprecated(declaredProperties(schemaName).get(field)), `${schemaName}.${field}`).toBe(true);
      }
    }
    const bodySchemas = merchant.operations.flatMap(({operation}) => {
      const ref = JSON.stringify(operation.requestBody ?? {}).match(/#\/components\/schemas\/(\w+)/);
      return ref?.[1] === undefined ? [] : [ref[1]];
    });
    for (const schemaName of bodySchemas) {
      for (const [field, declared] of declaredProperties(schemaName)) {
        if (!isDeprecated(declared)) continue;
        expect(
          facts.deprecatedFields.find((entry) => entry.field === field)?.schemas,
          `${schemaName}.${field}`,
        ).toContain(schemaName);
      }
    }
  });
});
