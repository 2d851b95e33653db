/**
 * The catalogue codes' `x-error-guidance` in the contract data the docs components read
 * (plugins/openapi-docs/contract.ts) and its lookup (src/components/contract/lookups.ts).
 */
import {beforeAll, describe, expect, it} from 'vitest';
import {buildContract, type BundledDocument} from '../../plugins/openapi-docs/contract';
import {type ErrorGuidance, errorGuidanceOf, type OpenApiDocument, resolve} from '../../contract-core';
import type {ReferenceDocument} from '../../plugins/openapi-docs/types';
import {errorGuidanceFor} from '../../src/components/contract/lookups';
import {bundledFixture} from '../support/openapiFixture';

const reference: ReferenceDocument = {id: 'pay', title: 'pay', navLabel: 'pay', source: 'pay.yaml', route: '/pay/'};

const amountGuidance: ErrorGuidance = {
  retryable: false,
  retry: 'Lower the amount and send the request again.',
  tellCustomer: 'Please enter a smaller amount.',
};

let fixture: OpenApiDocument;
beforeAll(async () => {
  fixture = await bundledFixture('payments');
});

/** The fixture with `x-error-guidance` set on one of its error code examples. */
function withGuidance(exampleName: string, guidance: unknown): OpenApiDocument {
  const document = structuredClone(fixture);
  const example = document.components?.examples?.[exampleName];
  if (example === undefined) throw new Error(`The fixture has no example ${exampleName}`);
  Object.assign(resolve(document, example), {'x-error-guidance': guidance});
  return document;
}

function bundle(...documents: OpenApiDocument[]): BundledDocument[] {
  return documents.map((document, index) => ({apiDocument: {...reference, id: `pay${index}`}, document}));
}

describe('error guidance in the contract data', () => {
  it('gives each catalogue code its guidance by errorCode', () => {
    const document = withGuidance('PaymentsAmountTooLarge', amountGuidance);
    expect(errorGuidanceOf(document)).toEqual({AMOUNT_TOO_LARGE: amountGuidance});
    const contract = buildContract(bundle(document));
    expect(contract.errorGuidance).toEqual({AMOUNT_TOO_LARGE: amountGuidance});
    expect(errorGuidanceFor(contract, 'AMOUNT_TOO_LARGE')).toEqual(amountGuidance);
  });

  it('keeps tellCustomer out when the code has none', () => {
    const withoutCustomer: ErrorGuidance = {retryable: amountGuidance.retryable, retry: amountGuidance.retry};
    const contract = buildContract(bundle(withGuidance('PaymentsAmountTooLarge', withoutCustomer)));
    expect(errorGuidanceFor(contract, 'AMOUNT_TOO_LARGE')).toEqual(withoutCustomer);
    expect(Object.keys(errorGuidanceFor(contract, 'AMOUNT_TOO_LARGE'))).not.toContain('tellCustomer');
  });

  it('leaves out a code without guidance, and the lookup refuses it', () => {
    const contract = buildContract(bundle(fixture));
    expect(contract.errorGuidance).toEqual({});
    expect(() => errorGuidanceFor(contract, 'AMOUNT_TOO_LARGE')).toThrow(/AMOUNT_TOO_LARGE has no x-error-guidance/);
  });

  it('refuses guidance of the wrong shape, naming the example', () => {
    const wrongShapes: unknown[] = [
      'Try again later.',
      {retry: 'Lower the amount.'},
      {retryable: 'no', retry: 'Lower the amount.'},
      {retryable: false, retry: 'Lower the amount.', tellCustomer: 42},
      {...amountGuidance, retryAfter: 'PT1S'},
    ];
    for (const guidance of wrongShapes) {
      expect(() => errorGuidanceOf(withGuidance('PaymentsAmountTooLarge', guidance)), JSON.stringify(guidance)).toThrow(
        /components\.examples\.PaymentsAmountTooLarge has x-error-guidance of the wrong shape/,
      );
    }
  });

  it('refuses one code with different guidance in two documents', () => {
    const first = withGuidance('PaymentsAmountTooLarge', amountGuidance);
    const second = withGuidance('PaymentsAmountTooLarge', {...amountGuidance, retryable: true});
    expect(() => buildContract(bundle(first, second))).toThrow(/x-error-guidance of AMOUNT_TOO_LARGE differs/);
  });
});
