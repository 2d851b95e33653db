import {beforeAll, describe, expect, it} from 'vitest';
import type {OpenApiDocument} from '../../contract-core';
import {navigationItems} from '../../plugins/openapi-docs/navigation';
import {bundledFixture} from '../support/openapiFixture';

let payments: OpenApiDocument;
beforeAll(async () => {
  payments = await bundledFixture('payments');
});

describe('reference page navigation', () => {
  it('follows the page: servers, authentication, tags with their operations, error codes, schemas', () => {
    const items = navigationItems(payments);
    expect(items.map(({id}) => id)).toEqual([
      'servers',
      'authentication',
      'tag/Payments',
      'tag/Trees',
      'error-codes',
      'schemas',
    ]);
    expect(items[2]?.children).toEqual([
      {id: 'operation/findPayment', label: 'Find a payment by your transaction id', method: 'get'},
      {id: 'operation/createPayment', label: 'Create a payment', method: 'post'},
      {id: 'operation/cancelPayment', label: 'Cancel an authorization', method: 'patch'},
    ]);
    const schemas = items[5]?.children?.map(({id}) => id) ?? [];
    expect(schemas).toContain('schema/PaymentRequest');
    expect(schemas).toEqual([...schemas].sort());
  });

  it('leaves out sections the document does not have', () => {
    expect(navigationItems({openapi: '3.1.0', paths: {}})).toEqual([]);
  });
});
