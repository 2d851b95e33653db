import {beforeAll, describe, expect, it} from 'vitest';
import {assistantFacts, type AssistantFacts} from '../../plugins/llms-txt/instructions';
import {anchors} from '../../plugins/openapi-docs/model';
import {loadContract, type Contract, type Schema} from '../support/contract';

let merchant: Contract;
let facts: AssistantFacts;
beforeAll(async () => {
  merchant = await loadContract('merchant');
  facts = assistantFacts([{apiDocument: merchant.apiDocument, document: merchant.document}]);
});

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

  it('name only deprecated fields, and every deprecated field of a request body schema', () => {
    expect(facts.deprecatedFields.length).toBeGreaterThan(0);
    for (const {field, schemas} of facts.deprecatedFields) {
      for (const schemaName of schemas) {
        const declared = merchant.locate<Schema>(['components', 'schemas', schemaName, 'properties', field]).value;
        const target = schemaOf(schemaName, field);
        expect(declared.deprecated === true || target.deprecated === true, `${schemaName}.${field}`).toBe(true);
      }
    }
    const bodySchemas = merchant.operations.flatMap(({operation}) => {
      const ref = JSON.stringify(operation.requestBody ?? {}).match(/#\/components\/schemas\/(\w+)/);
      return ref?.[1] === undefined ? [] : [ref[1]];
    });
    for (const schemaName of bodySchemas) {
      const properties = merchant.locate<Schema>(['components', 'schemas', schemaName]).value.properties ?? {};
      for (const field of Object.keys(properties)) {
        const target = schemaOf(schemaName, field);
        const declared = properties[field] as Schema;
        if (declared.deprecated !== true && target.deprecated !== true) continue;
        expect(
          facts.deprecatedFields.find((entry) => entry.field === field)?.schemas,
          `${schemaName}.${field}`,
        ).toContain(schemaName);
      }
    }
  });
});
