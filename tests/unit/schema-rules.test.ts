import {describe, expect, it} from 'vitest';
import {ruleSentences} from '../../src/components/reference/SchemaView/rules';

describe('schema rules in words', () => {
  it('reads an if/then on field values', () => {
    expect(
      ruleSentences({
        if: {required: ['partialAuthorization'], properties: {partialAuthorization: {const: true}}},
        then: {required: ['authorizeCard'], properties: {authorizeCard: {const: true}}},
      }),
    ).toEqual(['When partialAuthorization is true: authorizeCard is true.']);
  });

  it('reads nested conditions and required fields', () => {
    expect(
      ruleSentences({
        if: {
          required: ['config'],
          properties: {config: {properties: {modes: {contains: {const: 'PAYMENT_METHOD_DISPLAY'}}}}},
        },
        then: {required: ['paymentMethod']},
      }),
    ).toEqual(['When config.modes includes PAYMENT_METHOD_DISPLAY: paymentMethod is required.']);
  });

  it('reads a then that forbids a field inside another', () => {
    expect(
      ruleSentences({
        if: {properties: {modes: {contains: {enum: ['WALLET', 'PAYMENT_METHOD_ENTRY']}}}},
        then: {properties: {options: {not: {required: ['saveDisabled']}}}},
      }),
    ).toEqual(['When modes includes any of WALLET or PAYMENT_METHOD_ENTRY: options must not send saveDisabled.']);
  });

  it('reads not, dependentRequired and closed objects', () => {
    expect(ruleSentences({not: {required: ['paymentType', 'authorizeCard']}})).toEqual([
      'Must not send paymentType and authorizeCard together.',
    ]);
    expect(ruleSentences({not: {anyOf: [{required: ['routingNumber']}, {required: ['accountNumber']}]}})).toEqual([
      'Must not send routingNumber or accountNumber.',
    ]);
    expect(ruleSentences({not: {$ref: '#/components/schemas/CardNumber'}})).toEqual(['Must not match CardNumber.']);
    expect(ruleSentences({dependentRequired: {amount: ['paymentMethodId']}})).toEqual([
      'With amount, also send paymentMethodId.',
    ]);
    expect(ruleSentences({unevaluatedProperties: false})).toEqual(['A field not listed here is refused.']);
  });

  it('falls back to the JSON for forms it cannot read', () => {
    expect(ruleSentences({not: {minLength: 3}})).toEqual(['Must not match {"minLength":3}.']);
  });
});
