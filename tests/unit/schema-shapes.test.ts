/**
 * The field table of a schema with alternatives (`SchemaFieldTable` on the docs pages), shaped from the
 * real contract: a refund names what it refunds either by payment or by payment method (notes/contract.md,
 * "How rules are written"), and the table must show both shapes rather than a header with no rows.
 */
import {beforeAll, describe, expect, it} from 'vitest';
import {bundledDocuments} from '../support/bundledDocuments';
import {buildContract} from '../../plugins/openapi-docs/contract';
import type {ContractData} from '../../plugins/openapi-docs/types';
import {schemaFields, schemaShapes} from '../../src/components/contract/lookups';

let contract: ContractData;
beforeAll(async () => {
  contract = buildContract(await bundledDocuments());
});

/** A group of fields as name and required mark, the way the table shows them. */
const marks = (fields: readonly {name: string; required: boolean}[]) =>
  fields.map(({name, required}) => [name, required ? 'required' : 'optional']);

describe('the shapes of RefundRequest', () => {
  it('has no fields of its own: everything is in its oneOf, which the flat list does not reach', () => {
    expect(schemaFields(contract, 'RefundRequest')).toEqual([]);
  });

  it('lists the fields both shapes have alike once, then each shape with its own fields', () => {
    const shapes = schemaShapes(contract, 'RefundRequest');
    expect(shapes.choice).toBe('oneOf');
    expect(marks(shapes.shared)).toEqual([
      ['reason', 'optional'],
      ['merchantTransactionId', 'required'],
      ['metadata', 'optional'],
      ['agent', 'optional'],
      ['customer', 'optional'],
    ]);
    expect(shapes.alternatives.map(({title, ref, fields}) => ({title, ref, fields: marks(fields)}))).toEqual([
      {title: 'By payment', ref: 'RefundByPayment', fields: [['paymentId', 'required']]},
      {
        title: 'By payment method',
        ref: 'RefundByPaymentMethod',
        fields: [
          ['paymentMethodId', 'required'],
          ['amount', 'required'],
        ],
      },
    ]);
  });

  it('keeps only the fields asked for, in that order, and leaves out a shape with none of them', () => {
    const shapes = schemaShapes(contract, 'RefundRequest', ['amount', 'merchantTransactionId']);
    expect(marks(shapes.shared)).toEqual([['merchantTransactionId', 'required']]);
    expect(shapes.alternatives.map(({title, fields}) => [title, marks(fields)])).toEqual([
      ['By payment method', [['amount', 'required']]],
    ]);
    expect(() => schemaShapes(contract, 'RefundRequest', ['amuont'])).toThrow(/no field "amuont"/);
  });
});

describe('the shapes of other schemas', () => {
  it('splits a token payment by how it names the payment method', () => {
    const shapes = schemaShapes(contract, 'TokenPaymentRequest');
    expect(shapes.shared.map(({name}) => name)).toEqual(
      expect.arrayContaining(['amount', 'merchantTransactionId', 'paymentDetails']),
    );
    expect(shapes.alternatives.map(({title, fields}) => [title, marks(fields)])).toEqual([
      ['With a card token', [['paymentMethod', 'required']]],
      ['With a saved payment method', [['paymentMethodId', 'required']]],
    ]);
  });

  it('marks, in an anyOf, the field each alternative requires', () => {
    const shapes = schemaShapes(contract, 'CustomerIdentifiers');
    expect(shapes.choice).toBe('anyOf');
    // Email only narrows a search by another identifier, so it sits beside the alternatives, not among them.
    expect(shapes.shared.map(({name}) => name)).toEqual(['email']);
    const required = shapes.alternatives.map(({title, fields}) => [
      title,
      fields.filter((field) => field.required).map(({name}) => name),
    ]);
    expect(required).toEqual([
      ['By id', ['id']],
      ['By hsid', ['hsid']],
      ['By enterpriseId', ['enterpriseId']],
    ]);
  });

  it('lists a schema without alternatives as the flat list does', () => {
    const shapes = schemaShapes(contract, 'CaptureRequest');
    expect(shapes).toEqual({shared: schemaFields(contract, 'CaptureRequest'), alternatives: []});
  });
});
