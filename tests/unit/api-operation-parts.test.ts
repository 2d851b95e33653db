import {beforeAll, describe, expect, it} from 'vitest';
import {errorCodesOf, mediaExamples, operationsOf, resolve, type OpenApiDocument} from '../../contract-core';
import {statusClass, statusLabel} from '../../shared/httpStatus';
import {accessOptions} from '../../src/components/reference/ApiOperation/security';
import {bundledFixture} from '../support/openapiFixture';

let payments: OpenApiDocument;
beforeAll(async () => {
  payments = await bundledFixture('payments');
});

describe('examples of a media type', () => {
  it('are code tabs named after the example, titled with its summary', () => {
    const create = operationsOf(payments).find(({operationId}) => operationId === 'createPayment');
    const body = create?.operation.requestBody;
    const content = body === undefined ? undefined : resolve(payments, body).content['application/json'];
    expect(mediaExamples(payments, 'application/json', content ?? {}, 'Body', new Set())).toEqual({
      examples: [
        {
          key: 'Body-CardSale',
          label: 'Body CardSale',
          title: 'A card sale',
          language: 'json',
          code: JSON.stringify(
            {
              amount: 1999,
              paymentMethodId: '3b241101-e2bb-4255-8caf-4136c566a962',
              merchantTransactionId: 'order-1001',
              authorizeCard: false,
            },
            null,
            2,
          ),
        },
      ],
      errorCodes: [],
    });
  });

  it('keep one error-code example as code and name all of them for the error code table', () => {
    const names = new Set(errorCodesOf(payments).map(({name}) => name));
    const media = {
      examples: {
        tooLarge: {$ref: '#/components/examples/PaymentsAmountTooLarge'},
        nickname: {$ref: '#/components/examples/PaymentMethodsNicknameTooLong'},
        other: {value: {message: 'Something else'}},
      },
    };
    const {examples, errorCodes} = mediaExamples(payments, 'application/json', media, '400', names);
    expect(examples.map(({label}) => label)).toEqual(['400 tooLarge', '400 other']);
    expect(errorCodes).toEqual(['PaymentsAmountTooLarge', 'PaymentMethodsNicknameTooLong']);
  });

  it('fall back to the single example of the media type, as text when it is not JSON', () => {
    const {examples} = mediaExamples(payments, 'text/plain', {example: 'Internal Server Error'}, '500', new Set());
    expect(examples).toEqual([{key: '500-example', label: '500', language: 'text', code: 'Internal Server Error'}]);
  });
});

describe('authorization', () => {
  it('reads one requirement per scope as one scheme with any of its scopes', () => {
    expect(
      accessOptions([{production: ['merchant']}, {production: ['all']}, {nonProduction: ['nonprod-merchant']}]),
    ).toEqual([
      [{scheme: 'production', scopes: ['merchant', 'all'], join: 'or'}],
      [{scheme: 'nonProduction', scopes: ['nonprod-merchant'], join: 'or'}],
    ]);
  });

  it('keeps requirements that need several scopes or schemes at once', () => {
    expect(accessOptions([{a: ['x', 'y']}, {a: [], b: ['z']}])).toEqual([
      [{scheme: 'a', scopes: ['x', 'y'], join: 'and'}],
      [
        {scheme: 'a', scopes: [], join: 'and'},
        {scheme: 'b', scopes: ['z'], join: 'and'},
      ],
    ]);
  });
});

describe('response statuses', () => {
  it('are labelled with their reason phrase and coloured by family', () => {
    expect(statusLabel('202')).toBe('202 Accepted');
    expect(statusLabel('299')).toBe('299');
    expect(statusLabel('default')).toBe('Any other status');
    expect(['204', '302', '410', '500', 'default'].map(statusClass)).toEqual([
      'success',
      'redirect',
      'clientError',
      'serverError',
      'other',
    ]);
  });
});
