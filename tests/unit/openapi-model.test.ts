import {beforeAll, describe, expect, it} from 'vitest';
import {
  anchors,
  errorCodesOf,
  operationsByTag,
  operationsOf,
  perDocument,
  refName,
  resolve,
  sharedResponseHeaders,
  sortedStatuses,
  untaggedGroupName,
  webhooksOf,
  type OpenApiDocument,
  type Parameter,
} from '../../contract-core';
import {bundledFixture} from '../support/openapiFixture';

let payments: OpenApiDocument;
beforeAll(async () => {
  payments = await bundledFixture('payments');
});

describe('references in a bundled document', () => {
  it('names the component a local reference points at', () => {
    expect(refName('#/components/schemas/PaymentRequest')).toBe('PaymentRequest');
    expect(() => refName('./components.yaml#/components/schemas/PaymentRequest')).toThrow(/local component/);
  });

  it('follows a reference to its component, and leaves other values alone', () => {
    const parameter = resolve<Parameter>(payments, {$ref: '#/components/parameters/MerchantId'});
    expect(parameter.name).toBe('X-Merchant-Id');
    const inline = {name: 'q', in: 'query'} as const;
    expect(resolve<Parameter>(payments, inline)).toBe(inline);
  });

  it('fails loudly on a reference to nothing, and on a reference cycle', () => {
    expect(() => resolve(payments, {$ref: '#/components/schemas/Missing'})).toThrow(/Unresolved/);
    const looping = {
      openapi: '3.1.0',
      components: {schemas: {A: {$ref: '#/components/schemas/B'}, B: {$ref: '#/components/schemas/A'}}},
    } as OpenApiDocument;
    expect(() => resolve(looping, {$ref: '#/components/schemas/A'})).toThrow(/cycle/);
  });
});

describe('operations', () => {
  it('lists every operation with its method, path and resolved parameters', () => {
    const operations = operationsOf(payments);
    expect(operations.map(({method, path, operationId}) => `${method} ${path} ${operationId}`)).toEqual([
      'get /payments findPayment',
      'post /payments createPayment',
      'patch /payments/{paymentId}/cancel cancelPayment',
      'post /trees createTree',
    ]);
    const create = operations.find(({operationId}) => operationId === 'createPayment');
    expect(create?.parameters.map(({name}) => name)).toEqual(['X-Merchant-Id', 'X-Upstream-Env', 'X-source']);
  });

  it('merges path-level parameters, the operation winning on name and location', () => {
    const document = {
      openapi: '3.1.0',
      paths: {
        '/things/{id}': {
          parameters: [
            {name: 'id', in: 'path', required: true, description: 'shared'},
            {name: 'trace', in: 'header'},
          ],
          get: {operationId: 'getThing', responses: {}, parameters: [{name: 'id', in: 'path', description: 'own'}]},
        },
      },
    } as OpenApiDocument;
    const [entry] = operationsOf(document);
    expect(entry?.parameters.map(({name, description}) => `${name}:${description ?? ''}`)).toEqual([
      'trace:',
      'id:own',
    ]);
  });

  it('groups operations under their first tag in the declared tag order, untagged ones last', () => {
    const document = {
      openapi: '3.1.0',
      tags: [{name: 'Second'}, {name: 'First', description: 'The first.'}, {name: 'Unused'}],
      paths: {
        '/a': {get: {operationId: 'a', tags: ['First', 'Second'], responses: {}}},
        '/b': {get: {operationId: 'b', tags: ['Second'], responses: {}}},
        '/c': {get: {operationId: 'c', tags: ['Undeclared'], responses: {}}},
        '/d': {get: {operationId: 'd', responses: {}}},
      },
    } as OpenApiDocument;
    expect(
      operationsByTag(document).map(({name, operations}) => [name, operations.map(({operationId}) => operationId)]),
    ).toEqual([
      ['Second', ['b']],
      ['First', ['a']],
      ['Undeclared', ['c']],
      [untaggedGroupName, ['d']],
    ]);
  });

  it('lists webhooks apart from operations, and groups them under their tag after the operations', () => {
    const document = {
      openapi: '3.1.0',
      tags: [{name: 'Webhooks'}, {name: 'Payments'}],
      paths: {'/payments': {post: {operationId: 'createPayment', tags: ['Payments'], responses: {}}}},
      webhooks: {
        paymentEvent: {post: {operationId: 'paymentEventWebhook', tags: ['Webhooks'], responses: {}}},
      },
    } as OpenApiDocument;
    expect(operationsOf(document).map(({operationId, kind}) => `${kind} ${operationId}`)).toEqual([
      'operation createPayment',
    ]);
    expect(webhooksOf(document).map(({operationId, kind, path}) => `${kind} ${operationId} ${path}`)).toEqual([
      'webhook paymentEventWebhook paymentEvent',
    ]);
    expect(
      operationsByTag(document).map(({name, operations}) => [name, operations.map(({operationId}) => operationId)]),
    ).toEqual([
      ['Webhooks', ['paymentEventWebhook']],
      ['Payments', ['createPayment']],
    ]);
  });

  it('orders response statuses numerically, with default last', () => {
    expect(sortedStatuses({default: {}, '500': {}, '200': {}, '404': {}})).toEqual(['200', '404', '500', 'default']);
  });
});

describe('response headers described once', () => {
  const header = (name: string) => ({$ref: `#/components/headers/${name}`});
  const document = {
    openapi: '3.1.0',
    info: {title: 'Headers', version: '1'},
    paths: {
      '/a': {
        get: {
          responses: {
            '200': {description: 'OK', headers: {'RateLimit-Limit': header('Limit'), 'X-Inline': {schema: {}}}},
            '429': {$ref: '#/components/responses/TooMany'},
          },
        },
      },
      '/b': {get: {responses: {'200': {description: 'OK', headers: {'RateLimit-Limit': header('OtherLimit')}}}}},
    },
    components: {
      headers: {Limit: {schema: {type: 'integer'}}, OtherLimit: {schema: {}}, Retry: {schema: {}}},
      responses: {TooMany: {description: 'Slow down', headers: {'Retry-After': header('Retry')}}},
    },
  } as OpenApiDocument;

  it('names each header a response takes from the components, with the first reference met under that name', () => {
    expect([...sharedResponseHeaders(document)]).toEqual([
      ['RateLimit-Limit', '#/components/headers/Limit'],
      ['Retry-After', '#/components/headers/Retry'],
    ]);
  });

  it('is worked out once per document', () => {
    let runs = 0;
    const count = perDocument(() => (runs += 1));
    count(document);
    count(document);
    count(payments);
    expect(runs).toBe(2);
  });
});

describe('anchors', () => {
  it('are the stable ids the docs link to', () => {
    expect(anchors.operation('createPayment')).toBe('operation/createPayment');
    expect(anchors.schema('PaymentRequest')).toBe('schema/PaymentRequest');
    expect(anchors.tag('Payment methods')).toBe('tag/Payment-methods');
    expect(anchors.header('RateLimit-Limit')).toBe('header/RateLimit-Limit');
  });
});

describe('error codes', () => {
  it('reads the examples marked with an error area, in document order', () => {
    const codes = errorCodesOf(payments);
    expect(codes.map(({name, areas, errorCode}) => [name, areas, errorCode])).toEqual([
      ['SessionsButtonHeight', ['sessions'], 'INVALID_BUTTON_HEIGHT'],
      ['PaymentMethodsNicknameTooLong', ['payment-methods'], 'NICKNAME_TOO_LONG'],
      ['PaymentsAmountTooLarge', ['payments'], 'AMOUNT_TOO_LARGE'],
    ]);
    expect(codes[2]).toMatchObject({
      errorGroup: 'INVALID_REQUEST',
      httpStatus: 400,
      message: 'amount must be at most 100000000',
      rule: 'amount is at most 100000000 cents',
      when: "The payment's `amount` is above the maximum.",
    });
  });

  it('lists a code under every area it names', () => {
    const document = {
      openapi: '3.1.0',
      components: {
        examples: {
          Both: {
            'x-error-areas': ['sessions', 'payments'],
            value: {
              error: {errorGroup: 'PAYMENT_ERROR', errorCode: 'DUP', message: 'Dup.', httpStatus: 400},
              status: 400,
            },
          },
        },
      },
    } as OpenApiDocument;
    expect(errorCodesOf(document)).toEqual([
      {
        name: 'Both',
        areas: ['sessions', 'payments'],
        errorCode: 'DUP',
        errorGroup: 'PAYMENT_ERROR',
        httpStatus: 400,
        message: 'Dup.',
      },
    ]);
  });

  it('refuses an example marked as an error code that is not one', () => {
    const document = {
      openapi: '3.1.0',
      components: {examples: {Bad: {'x-error-areas': ['refunds'], value: {error: {errorCode: 'X'}}}}},
    } as OpenApiDocument;
    expect(() => errorCodesOf(document)).toThrow(/components\.examples\.Bad/);
  });
});
