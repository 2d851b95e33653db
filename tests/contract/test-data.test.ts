/**
 * The test scheme of the non-production environments, which the Merchant API holds in
 * `components.x-test-data` (openapi/components/test-data.yaml) and the Testing page renders: it survives
 * bundling, has the shape of openapi/extensions/x-test-data.schema.json, and every status, card brand and
 * error code it names is one the contract knows.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import {describe, expect, it} from 'vitest';
import {repoRoot} from '../../harness/paths';
import {testDataOf} from '../../contract-core';
import {loadBundledContracts, loadContract, type Schema} from '../support/contract';

const merchant = await loadContract('merchant');
const bundled = await loadBundledContracts();

const extensionSchema = JSON.parse(
  readFileSync(join(repoRoot, 'openapi/extensions/x-test-data.schema.json'), 'utf8'),
) as object;
const validateShape = new Ajv2020({allErrors: true, strict: true}).compile(extensionSchema);

/** The values of a component enum of the Merchant API, without those listed as deprecated. */
function currentValues(schemaName: string): string[] {
  const schema = merchant.locate<Schema & {'x-deprecated-enum'?: unknown[]}>(['components', 'schemas', schemaName]);
  const deprecated = schema.value['x-deprecated-enum'] ?? [];
  return (schema.value.enum ?? []).filter((value) => !deprecated.includes(value)).map(String);
}

const stored = (merchant.document.components as {readonly 'x-test-data'?: unknown} | undefined)?.['x-test-data'];
const testData = testDataOf(merchant.document);

describe('x-test-data of the Merchant API', () => {
  it('survives bundling under components', () => {
    expect(stored).toBeDefined();
  });

  it('has the shape of openapi/extensions/x-test-data.schema.json', () => {
    validateShape(stored);
    expect(validateShape.errors ?? []).toEqual([]);
  });

  if (testData === undefined) return;
  const {amounts, cards, bankAccounts} = testData;

  it('lists each amount, card and bank account once', () => {
    const repeated = (keys: readonly string[]) => keys.filter((key, index) => keys.indexOf(key) !== index);
    expect(repeated(amounts.map(({amount}) => String(amount)))).toEqual([]);
    expect(repeated(cards.map(({number}) => number))).toEqual([]);
    expect(repeated(bankAccounts.map(({routingNumber, accountNumber}) => `${routingNumber} ${accountNumber}`))).toEqual(
      [],
    );
  });

  it('ends payments only in current PaymentStatus values', () => {
    const statuses = currentValues('PaymentStatus');
    const named = [
      ...amounts.flatMap(({amount, endsIn}) => endsIn.map((status) => ({entry: String(amount), status}))),
      ...bankAccounts.flatMap(({accountNumber, paymentStatus}) =>
        paymentStatus === undefined ? [] : [{entry: accountNumber, status: paymentStatus}],
      ),
    ];
    expect(named.filter(({status}) => !statuses.includes(status))).toEqual([]);
  });

  it('leaves bank accounts only in BankAccountStatus values', () => {
    const statuses = currentValues('BankAccountStatus');
    const unknown = bankAccounts.filter(
      ({accountStatus}) => accountStatus !== undefined && !statuses.includes(accountStatus),
    );
    expect(unknown).toEqual([]);
  });

  it('names card brands that are CardBrand values', () => {
    const brands = currentValues('CardBrand');
    expect(cards.filter(({brand}) => !brands.includes(brand))).toEqual([]);
  });

  it('names error codes that are PaymentErrorCode values or codes of the error code catalogue', () => {
    const known = new Set([
      ...currentValues('PaymentErrorCode'),
      ...bundled.flatMap((contract) => contract.errorCodes().flatMap(({errorCode}) => errorCode ?? [])),
    ]);
    const named = [...amounts, ...cards, ...bankAccounts].flatMap(({errorCode}) => errorCode ?? []);
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((errorCode) => !known.has(errorCode))).toEqual([]);
  });
});
