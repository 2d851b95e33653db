import {beforeAll, describe, expect, it} from 'vitest';
import {type OpenApiDocument, operationsOf, productionUrl} from '../../contract-core';
import {requestSample} from '../../plugins/openapi-docs/requestSamples';
import {bundledFixture} from '../support/openapiFixture';

let payments: OpenApiDocument;
beforeAll(async () => {
  payments = await bundledFixture('payments');
});

function sampleFor(operationId: string) {
  const entry = operationsOf(payments).find((candidate) => candidate.operationId === operationId);
  if (entry === undefined) throw new Error(`No operation ${operationId}`);
  return requestSample(payments, entry);
}

describe('request samples', () => {
  it('call the production server, the first one the document lists', () => {
    expect(productionUrl(payments)).toBe('https://api.example.test/v1');
    const withVariables = {
      openapi: '3.1.0',
      servers: [{url: 'https://{region}.example.test', variables: {region: {default: 'eu'}}}],
    } as OpenApiDocument;
    expect(productionUrl(withVariables)).toBe('https://eu.example.test');
  });

  it("send the first request example of the document, with the required headers' examples", () => {
    expect(sampleFor('createPayment')).toEqual({
      method: 'POST',
      url: 'https://api.example.test/v1/payments',
      bearerToken: true,
      headers: [
        ['Content-Type', 'application/json'],
        ['X-Merchant-Id', '0f8fad5b-d9cb-469f-a165-70867728950e'],
      ],
      body: {
        amount: 1999,
        paymentMethodId: '3b241101-e2bb-4255-8caf-4136c566a962',
        merchantTransactionId: 'order-1001',
        authorizeCard: false,
      },
      bodyExample: 'CardSale',
    });
  });

  it('fill in path and required query parameters', () => {
    expect(sampleFor('findPayment').url).toBe('https://api.example.test/v1/payments?merchantTransactionId=order-1001');
    expect(sampleFor('cancelPayment').url).toBe(
      'https://api.example.test/v1/payments/7d3c9a52-5a3e-4c2f-9a43-4a5d3c1f2e10/cancel',
    );
  });

  it('leave out an optional body that has no example', () => {
    const sample = sampleFor('cancelPayment');
    expect(sample.body).toBeUndefined();
    expect(sample.headers.map(([name]) => name)).toEqual(['X-Merchant-Id']);
  });

  it('generate a required body from its schema when the document has no example, recursion included', () => {
    const sample = sampleFor('createTree');
    expect(sample.bodyExample).toBeUndefined();
    expect(sample.bodyGenerated).toBe(true);
    expect(sample.body).toMatchObject({label: expect.any(String) as string, children: expect.any(Array) as unknown[]});
    expect(sample.bearerToken).toBe(false);
  });
});
