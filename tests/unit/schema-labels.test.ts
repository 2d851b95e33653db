import {describe, expect, it} from 'vitest';
import type {Schema} from '../../contract-core';
import {
  allFieldsOf,
  constraints,
  discriminatorValues,
  enumEntries,
  fieldTypeParts,
  hasStructure,
  resolveSchema,
  typeParts,
  variantTitle,
} from '../../src/components/reference/SchemaView/schema';

const schemas: Record<string, Schema> = {
  Amount: {type: 'integer', minimum: 1, maximum: 100000000, description: 'Cents.'},
  Customer: {type: 'object', required: ['email'], properties: {email: {type: 'string', format: 'email'}}},
  Base: {type: 'object', required: ['id'], properties: {id: {type: 'string'}, note: {type: 'string'}}},
  Payment: {
    allOf: [{$ref: '#/components/schemas/Base'}, {type: 'object', properties: {note: {type: 'integer'}}}],
    required: ['note'],
  },
  Loop: {allOf: [{$ref: '#/components/schemas/Loop'}], properties: {self: {type: 'string'}}},
};
const lookup = (name: string) => schemas[name];

describe('type labels', () => {
  it.each<[string, Schema, unknown[]]>([
    ['a scalar with its format', {type: 'string', format: 'uuid'}, ['string (uuid)']],
    ['a nullable type', {type: ['string', 'null'], format: 'date'}, ['string (date)', ' | ', 'null']],
    ['a reference', {$ref: '#/components/schemas/Customer'}, [{ref: 'Customer'}]],
    [
      'a reference wrapped in allOf',
      {allOf: [{$ref: '#/components/schemas/Customer'}], deprecated: true},
      [{ref: 'Customer'}],
    ],
    [
      'an array of references',
      {type: 'array', items: {$ref: '#/components/schemas/Customer'}},
      ['array of ', {ref: 'Customer'}],
    ],
    ['a map', {type: 'object', additionalProperties: {type: 'string'}}, ['map of ', 'string']],
    ['a const', {const: 'WEB'}, ['string']],
    [
      'variants',
      {oneOf: [{$ref: '#/components/schemas/Customer'}, {title: 'Inline', type: 'object'}]},
      [{ref: 'Customer'}, ' | ', 'Inline'],
    ],
    ['nothing at all', {}, ['any']],
  ])('%s', (_name, schema, expected) => {
    expect(typeParts(schema)).toEqual(expected);
  });

  it('names a referenced scalar by its type, then the component', () => {
    expect(fieldTypeParts({$ref: '#/components/schemas/Amount'}, lookup)).toEqual(['integer', ' · ', {ref: 'Amount'}]);
    expect(fieldTypeParts({$ref: '#/components/schemas/Customer'}, lookup)).toEqual([{ref: 'Customer'}]);
  });
});

describe('constraints in words', () => {
  it.each<[string, Schema, string[]]>([
    ['a value range', {minimum: 1, maximum: 100000000}, ['from 1 to 100000000']],
    ['exclusive bounds', {exclusiveMinimum: 0, exclusiveMaximum: 10}, ['more than 0', 'less than 10']],
    ['an exact length', {minLength: 5, maxLength: 5}, ['exactly 5 characters']],
    ['a maximum length', {maxLength: 50}, ['at most 50 characters']],
    ['a single item', {minItems: 1}, ['at least 1 item']],
    [
      'entries of a map with limited keys and values',
      {maxProperties: 20, propertyNames: {maxLength: 40}, additionalProperties: {maxLength: 100}},
      ['at most 20 entries', 'keys: at most 40 characters', 'values: at most 100 characters'],
    ],
    ['limits on array items', {type: 'array', items: {maxLength: 3}}, ['each item: at most 3 characters']],
  ])('%s', (_name, schema, expected) => {
    expect(constraints(schema).map(({text}) => text)).toEqual(expected);
  });

  it('shows patterns and constants as code', () => {
    expect(constraints({pattern: '^[0-9]{5}$', const: 'WEB'})).toEqual([
      {text: 'matches', code: '^[0-9]{5}$'},
      {text: 'always', code: '"WEB"'},
    ]);
  });
});

describe('enum values', () => {
  it('carry their descriptions and deprecation from the contract extensions', () => {
    const status = {
      type: 'string',
      enum: ['PENDING', 'INITIATED'],
      'x-enumDescriptions': {PENDING: 'Waiting.', INITIATED: 'Use PENDING.'},
      'x-deprecated-enum': ['INITIATED'],
    } as Schema;
    expect(enumEntries(status)).toEqual([
      {value: 'PENDING', description: 'Waiting.', deprecated: false},
      {value: 'INITIATED', description: 'Use PENDING.', deprecated: true},
    ]);
  });

  it('are read from array items too', () => {
    expect(enumEntries({type: 'array', items: {enum: ['A']}})).toEqual([{value: 'A', deprecated: false}]);
  });
});

describe('fields', () => {
  it('follow a reference for the facts, keeping the field own description and deprecation', () => {
    expect(
      resolveSchema({allOf: [{$ref: '#/components/schemas/Amount'}], description: 'Own.', deprecated: true}, lookup),
    ).toEqual({
      ref: 'Amount',
      schema: schemas.Amount,
      description: 'Own.',
      deprecated: true,
      readOnly: false,
      writeOnly: false,
    });
    expect(resolveSchema({$ref: '#/components/schemas/Amount'}, lookup).description).toBe('Cents.');
  });

  it('follow a component that is itself a described reference to the schema with the fields', () => {
    const chained: Record<string, Schema> = {
      ...schemas,
      CheckoutRequest: {allOf: [{$ref: '#/components/schemas/Customer'}], description: 'A customer, for checkout.'},
    };
    const resolved = resolveSchema({$ref: '#/components/schemas/CheckoutRequest'}, (name) => chained[name]);
    expect(resolved).toMatchObject({
      ref: 'CheckoutRequest',
      schema: schemas.Customer,
      description: 'A customer, for checkout.',
    });
    expect(fieldTypeParts({$ref: '#/components/schemas/CheckoutRequest'}, (name) => chained[name])).toEqual([
      {ref: 'CheckoutRequest'},
    ]);
    const looping: Record<string, Schema> = {A: {allOf: [{$ref: '#/components/schemas/A'}]}};
    expect(resolveSchema({$ref: '#/components/schemas/A'}, (name) => looping[name]).ref).toBe('A');
  });

  it('merge allOf parts, the outer schema winning and adding required names', () => {
    const fields = allFieldsOf(schemas.Payment ?? {}, lookup);
    expect(fields.map(({name, required, schema}) => [name, required, schema])).toEqual([
      ['id', true, {type: 'string'}],
      ['note', true, {type: 'integer'}],
    ]);
  });

  it('stop at an allOf cycle', () => {
    expect(allFieldsOf({$ref: '#/components/schemas/Loop'}, lookup).map(({name}) => name)).toEqual(['self']);
  });

  it('open into a field list only when there is something inside', () => {
    expect(hasStructure({type: 'string'})).toBe(false);
    expect(hasStructure({allOf: [{$ref: '#/components/schemas/Amount'}]})).toBe(false);
    expect(hasStructure({type: 'array', items: {type: 'object', properties: {a: {}}}})).toBe(true);
    expect(hasStructure({oneOf: [{}, {}]})).toBe(true);
  });
});

describe('variants', () => {
  it('are named by reference or title, with their discriminator values', () => {
    const schema: Schema = {
      oneOf: [{$ref: '#/components/schemas/Web'}, {title: 'By phone'}, {}],
      discriminator: {
        propertyName: 'type',
        mapping: {WEB: '#/components/schemas/Web', BROWSER: '#/components/schemas/Web'},
      },
    };
    expect((schema.oneOf ?? []).map(variantTitle)).toEqual(['Web', 'By phone', 'Variant 3']);
    expect(discriminatorValues(schema)).toEqual({Web: ['WEB', 'BROWSER']});
  });
});
