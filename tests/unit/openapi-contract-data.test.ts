import {beforeAll, describe, expect, it} from 'vitest';
import {buildContract, type BundledDocument} from '../../plugins/openapi-docs/contract';
import type {ContractData, ReferenceDocument} from '../../plugins/openapi-docs/types';
import {
  enumAt,
  errorCodesIn,
  findOperation,
  operationHref,
  schemaFields,
  schemaHref,
} from '../../src/components/contract/lookups';
import {bundledFixture} from '../support/openapiFixture';

function reference(id: string, route: string): ReferenceDocument {
  return {id, title: id, navLabel: id, source: `${id}.yaml`, route};
}

let bundled: BundledDocument[];
let contract: ContractData;
beforeAll(async () => {
  bundled = [
    {apiDocument: reference('pay', '/pay/'), document: await bundledFixture('payments')},
    {apiDocument: reference('shop', '/shop/'), document: await bundledFixture('checkout')},
  ];
  contract = buildContract(bundled);
});

describe('contract data', () => {
  it('summarises every operation with its scopes and statuses', () => {
    expect(findOperation(contract, 'pay', 'createPayment')).toEqual({
      api: 'pay',
      operationId: 'createPayment',
      method: 'post',
      path: '/payments',
      summary: 'Create a payment',
      deprecated: false,
      security: [
        [{scheme: 'ProductionOAuth', scopes: ['merchant']}],
        [{scheme: 'NonProductionOAuth', scopes: ['nonprod-merchant']}],
      ],
      statuses: ['202', '400', '401', '500'],
    });
    expect(findOperation(contract, 'pay', 'cancelPayment').deprecated).toBe(true);
    expect(operationHref(contract, findOperation(contract, 'shop', 'getCustomer'))).toBe(
      '/shop/#operation/getCustomer',
    );
    expect(() => findOperation(contract, 'shop', 'createPayment')).toThrow(/no operation "createPayment"/);
  });

  it('links a schema to the first document that holds it', () => {
    expect(schemaHref(contract, 'Customer')).toBe('/pay/#schema/Customer');
    expect(() => schemaHref(contract, 'Nope')).toThrow(/no schema named "Nope"/);
  });

  it('refuses two different schemas under one name', () => {
    const [first, second] = bundled as [BundledDocument, BundledDocument];
    const changed = structuredClone(second.document);
    const customer = changed.components?.schemas?.Customer;
    if (customer === undefined || '$ref' in customer) throw new Error('The fixture has no Customer schema');
    customer.description = 'A different customer';
    expect(() => buildContract([first, {...second, document: changed}])).toThrow(/Schema Customer differs/);
  });

  it('lists fields, all of them or the ones asked for, with allOf parts merged', () => {
    expect(schemaFields(contract, 'Payment').map(({name}) => name)).toEqual([
      'amount',
      'paymentMethodId',
      'merchantTransactionId',
      'paymentType',
      'authorizeCard',
      'customer',
      'consent',
      'metadata',
      'tags',
      'id',
      'status',
      'createdAt',
    ]);
    expect(schemaFields(contract, 'Customer', ['email', 'name']).map(({name, required}) => [name, required])).toEqual([
      ['email', true],
      ['name', false],
    ]);
    expect(() => schemaFields(contract, 'Customer', ['emial'])).toThrow(/no field "emial"/);
  });

  it('finds enum values at a property path, through references and allOf', () => {
    expect(enumAt(contract, 'PaymentStatus').map(({value}) => value)).toEqual([
      'PENDING',
      'INITIATED',
      'PROCESSING',
      'COMPLETED',
      'FAILED',
    ]);
    expect(
      enumAt(contract, 'Payment', 'status')
        .filter(({deprecated}) => deprecated)
        .map(({value}) => value),
    ).toEqual(['INITIATED', 'PROCESSING']);
    expect(enumAt(contract, 'Payment', 'paymentType').map(({value}) => value)).toEqual(['SALE', 'PRE_AUTH']);
    expect(() => enumAt(contract, 'Customer', 'email')).toThrow(/has no enum values/);
    expect(() => enumAt(contract, 'Customer', 'phone.number')).toThrow(/no property path/);
  });

  it('lists the error codes of an area, and refuses an area with none', () => {
    expect(errorCodesIn(contract, 'payments').map(({errorCode}) => errorCode)).toEqual(['AMOUNT_TOO_LARGE']);
    const empty = {...contract, errorCodes: []};
    expect(() => errorCodesIn(empty, 'sessions')).toThrow(/no error codes/);
  });

  it('renders the Markdown of schema and error descriptions', () => {
    expect(contract.markdown['Use `firstName` and `lastName`.']).toBe(
      '<p>Use <code>firstName</code> and <code>lastName</code>.</p>',
    );
    expect(contract.markdown["The payment's `amount` is above the maximum."]).toContain('<code>amount</code>');
  });
});
