/**
 * Every error code says whether to try again (notes/error-codes.md): each code of
 * the catalogue (`components.examples` entries with `x-error-areas`) and each value of the failure code
 * enums carries `x-error-guidance` of the extension's shape (openapi/extensions/x-error-guidance.schema.json),
 * and the guidance keeps the service's rules for retries, unknown ids and what a customer is told.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import {describe, expect, it} from 'vitest';
import type {ErrorGuidance} from '../../contract-core';
import {loadBundledContracts, type Contract} from '../support/contract';
import {repoRoot} from '../../harness/paths';

/** The enums of codes reported after a call succeeded (notes/contract.md#failures-reported-after-a-call-succeeded). */
const failureCodeEnums = ['PaymentErrorCode', 'RefundErrorCode', 'WarningCode'] as const;

/**
 * The only catalogue codes whose request, sent again unchanged, can succeed. A 429 refused the request
 * before doing anything, so the same request succeeds once the window allows it. Every other code is a
 * rule the request broke or a state the entity is in; sending it again unchanged meets the same rule.
 */
const retryableCatalogueCodes = ['RATE_LIMITED'];

/**
 * Not-found codes that are not about a merchant's own resource. A routing number names a bank, which is
 * public and the same for every merchant, so there is nothing another merchant's answer could reveal.
 */
const notFoundForEveryMerchant = ['BANK_NOT_FOUND'];

/**
 * The catalogue codes a customer can cause in the widget or a pay page: the card and bank account
 * details they type, the payment method they pick, and a checkout left open too long. Only these carry
 * words for the customer; the rest are the integration's to fix and would mean nothing to a customer.
 */
const customerFacingCatalogueCodes = [
  'INVALID_ZIP',
  'PAYMENT_METHOD_NOT_USABLE',
  'BANK_ACCOUNT_DETAILS_REQUIRED',
  'INVALID_ROUTING_NUMBER',
  'INVALID_ACCOUNT_NUMBER',
  'INVALID_ACCOUNT_TYPE',
  'INVALID_NAME_ON_ACCOUNT',
  'INVALID_NICKNAME',
  'NICKNAME_CONTAINS_CARD_NUMBER',
  'NAME_ON_CARD_CONTAINS_CARD_NUMBER',
  'INVALID_EXPIRY_DATE',
  'INVALID_NAME_ON_CARD',
  'SESSION_EXPIRED',
  'BANK_NOT_FOUND',
];

const extensionSchema = JSON.parse(
  readFileSync(join(repoRoot, 'openapi/extensions/x-error-guidance.schema.json'), 'utf8'),
) as object;
const isErrorGuidance = new Ajv2020({allErrors: true, strict: true}).compile<ErrorGuidance>(extensionSchema);

const contracts = await loadBundledContracts();

interface GuidedCode {
  readonly errorCode: string;
  readonly httpStatus: unknown;
  readonly guidance: unknown;
}

/** Each catalogue code once, by example name, with its `x-error-guidance` as the document holds it. */
function catalogueCodes(documents: readonly Contract[]): GuidedCode[] {
  const byName = new Map<string, GuidedCode>();
  for (const contract of documents) {
    for (const {name, errorCode, value} of contract.errorCodes()) {
      if (byName.has(name)) continue;
      const example = contract.locate<object>(['components', 'examples', name]).value;
      const error = (value as {error?: {httpStatus?: unknown}} | undefined)?.error;
      byName.set(name, {
        errorCode: errorCode ?? name,
        httpStatus: error?.httpStatus,
        guidance: 'x-error-guidance' in example ? example['x-error-guidance'] : undefined,
      });
    }
  }
  return [...byName.values()];
}

/** The values of a failure code enum and its `x-error-guidance` map, from the first document that holds it. */
function failureEnum(name: string): {readonly values: string[]; readonly guidance: Readonly<Record<string, unknown>>} {
  const holder = contracts.find((contract) => contract.hasSchema(name));
  if (holder === undefined) throw new Error(`No document holds ${name}`);
  const schema = holder.schemaAt(name).value;
  const guidance = 'x-error-guidance' in schema ? schema['x-error-guidance'] : undefined;
  return {
    values: (schema.enum ?? []).map(String),
    guidance: typeof guidance === 'object' && guidance !== null ? (guidance as Record<string, unknown>) : {},
  };
}

/** The guidance, checked against the extension's schema; fails the test with Ajv's errors when it is not. */
function guidanceOf(code: string, value: unknown): ErrorGuidance {
  const valid = isErrorGuidance(value);
  expect(isErrorGuidance.errors ?? [], `${code}: ${JSON.stringify(isErrorGuidance.errors)}`).toEqual([]);
  if (!valid) throw new Error(`${code} has no valid x-error-guidance`);
  return value;
}

const catalogue = catalogueCodes(contracts);

describe('the error code catalogue', () => {
  it('has codes', () => {
    expect(catalogue.length).toBeGreaterThan(0);
  });

  describe.each(catalogue)('$errorCode', ({errorCode, guidance}) => {
    it('has x-error-guidance of the extension shape', () => {
      expect(guidance, 'x-error-guidance is present').toBeDefined();
      guidanceOf(errorCode, guidance);
    });
  });

  it(`lets only ${retryableCatalogueCodes.join(', ')} be sent again unchanged`, () => {
    const retryable = catalogue
      .filter(({errorCode, guidance}) => guidanceOf(errorCode, guidance).retryable)
      .map(({errorCode}) => errorCode);
    expect(retryable.sort()).toEqual([...retryableCatalogueCodes].sort());
  });

  it("says, for every unknown id, that another merchant's id answers the same", () => {
    const notFound = catalogue.filter(({errorCode}) => errorCode.endsWith('_NOT_FOUND'));
    expect(notFound.map(({errorCode}) => errorCode)).toEqual(expect.arrayContaining(notFoundForEveryMerchant));
    for (const {errorCode, httpStatus, guidance} of notFound) {
      expect(httpStatus, errorCode).toBe(404);
      if (notFoundForEveryMerchant.includes(errorCode)) continue;
      expect(guidanceOf(errorCode, guidance).retry, errorCode).toMatch(/another merchant.*same 404/);
    }
  });

  it('has words for the customer exactly where a customer can cause the failure', () => {
    const told = catalogue
      .filter(({errorCode, guidance}) => guidanceOf(errorCode, guidance).tellCustomer !== undefined)
      .map(({errorCode}) => errorCode);
    expect(told.sort()).toEqual([...customerFacingCatalogueCodes].sort());
  });
});

describe.each(failureCodeEnums)('%s', (name) => {
  it('has x-error-guidance of the extension shape for every value, and for nothing else', () => {
    const {values, guidance} = failureEnum(name);
    expect(Object.keys(guidance).sort()).toEqual([...values].sort());
    for (const value of values) guidanceOf(`${name}.${value}`, guidance[value]);
  });

  // A new attempt after a decline or a failure is a new payment or refund with a new merchantTransactionId,
  // and a warning rides on a call that succeeded: none of them is the same request sent again.
  it('never lets the same request be sent again', () => {
    const {values, guidance} = failureEnum(name);
    for (const value of values) expect(guidanceOf(value, guidance[value]).retryable, value).toBe(false);
  });

  it('has words for the customer on every value', () => {
    const {values, guidance} = failureEnum(name);
    for (const value of values) expect(guidanceOf(value, guidance[value]).tellCustomer, value).toBeDefined();
  });
});
