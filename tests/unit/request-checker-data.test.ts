import {beforeAll, describe, expect, it} from 'vitest';
import type {BundledDocument} from '../../plugins/openapi-docs/contract';
import {requestCheckerData} from '../../plugins/openapi-docs/requestChecker';
import type {ReferenceDocument, RequestCheckerData} from '../../plugins/openapi-docs/types';
import {requestCheckerHref} from '../../config/tools';
import {bundledFixture} from '../support/openapiFixture';

function reference(id: string): ReferenceDocument {
  return {id, title: `${id} reference`, navLabel: id, source: `${id}.yaml`, route: `/${id}/`};
}

let data: RequestCheckerData;
beforeAll(async () => {
  const payments = await bundledFixture('payments');
  const bundled: BundledDocument[] = [
    {apiDocument: reference('pay'), document: payments},
    {apiDocument: reference('shop'), document: await bundledFixture('checkout')},
    {apiDocument: reference('again'), document: payments},
  ];
  data = requestCheckerData(bundled);
});

describe('the request checker data', () => {
  it('lists the documents in order, for the groups of the list', () => {
    expect(data.documents).toEqual([
      {id: 'pay', title: 'pay reference'},
      {id: 'shop', title: 'shop reference'},
      {id: 'again', title: 'again reference'},
    ]);
  });

  it('lists each operation with a JSON body, qualifying an operationId an earlier document used', () => {
    expect(data.operations.map(({key, api, operationId}) => ({key, api, operationId}))).toEqual([
      {key: 'createPayment', api: 'pay', operationId: 'createPayment'},
      {key: 'cancelPayment', api: 'pay', operationId: 'cancelPayment'},
      {key: 'createTree', api: 'pay', operationId: 'createTree'},
      {key: 'again:createPayment', api: 'again', operationId: 'createPayment'},
      {key: 'again:cancelPayment', api: 'again', operationId: 'cancelPayment'},
      {key: 'again:createTree', api: 'again', operationId: 'createTree'},
    ]);
  });

  it('points at the body schema and the header schemas as URI fragments of the bundle', () => {
    const [createPayment, cancelPayment] = data.operations;
    expect(createPayment).toMatchObject({
      method: 'post',
      path: '/payments',
      summary: 'Create a payment',
      bodyRequired: true,
      bodySchema: '#/paths/~1payments/post/requestBody/content/application~1json/schema',
      headers: [
        {name: 'X-Merchant-Id', schema: '#/components/parameters/MerchantId/schema'},
        {name: 'X-Upstream-Env', schema: '#/components/parameters/UpstreamEnv/schema'},
        {name: 'X-source', schema: '#/paths/~1payments/post/parameters/2/schema'},
      ],
    });
    expect(cancelPayment?.bodySchema).toBe(
      '#/paths/~1payments~1%7BpaymentId%7D~1cancel/patch/requestBody/content/application~1json/schema',
    );
  });

  it('prefills the request sample body, and nothing for an optional body without an example', () => {
    const [createPayment, cancelPayment, createTree] = data.operations;
    expect(JSON.parse(createPayment?.example ?? '')).toMatchObject({amount: expect.any(Number) as number});
    expect(cancelPayment).toMatchObject({example: '', bodyRequired: false});
    expect(createTree?.example).not.toBe('');
  });

  it('links an operation to the checker with its value in the query', () => {
    expect(requestCheckerHref('again:createPayment')).toBe('/tools/request-checker/?operation=again%3AcreatePayment');
  });
});
