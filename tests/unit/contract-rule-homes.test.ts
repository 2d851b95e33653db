/**
 * The homes of the header and scope rules (`<RequestHeaders>` and `<ScopeTable>` on Getting Started) read
 * the real contract: the roles and scopes note's scopes, each with its non-production twin and the calls it opens,
 * and the validation rules'  header rules.
 */
import {beforeAll, expect, it} from 'vitest';
import {bundledDocuments} from '../support/bundledDocuments';
import {buildContract} from '../../plugins/openapi-docs/contract';
import type {ContractData} from '../../plugins/openapi-docs/types';
import {parameterNamed, scopeRows} from '../../src/components/contract/lookups';

let contract: ContractData;
beforeAll(async () => {
  contract = buildContract(await bundledDocuments());
});

it('lists every scope of notes/requirements.md#roles-and-scopes with its nonprod- twin', () => {
  const rows = scopeRows(contract, 'merchant');
  expect(rows.map(({scope}) => scope).sort()).toEqual(
    ['all', 'merchant', 'merchant-pci', 'merchant-wallet-management', 'user'].sort(),
  );
  for (const row of rows) expect(row.nonProduction).toBe(`nonprod-${row.scope}`);
});

it('names, for each scope, the calls that accept it', () => {
  const calls = (scope: string) =>
    scopeRows(contract, 'merchant')
      .find((row) => row.scope === scope)
      ?.operations.map(({operationId}) => operationId) ?? [];
  expect(calls('merchant')).toEqual(
    expect.arrayContaining([
      'createSession',
      'getSession',
      'createPayment',
      'capturePayment',
      'cancelPayment',
      'createRefund',
    ]),
  );
  expect(calls('merchant-wallet-management')).toEqual(
    expect.arrayContaining(['searchPaymentMethods', 'getPaymentMethod', 'updatePaymentMethod', 'deletePaymentMethod']),
  );
  expect(calls('user')).toEqual(calls('merchant-wallet-management'));
  expect(calls('merchant-pci')).toEqual(
    expect.arrayContaining(['createTokenSetupPaymentMethod', 'createTokenPayment']),
  );
  expect(calls('all').length).toBe(contract.operations.filter(({api}) => api === 'merchant').length);
});

it('reads the header rules of notes/requirements.md#validation-rules', () => {
  expect(parameterNamed(contract, 'Source')).toMatchObject({
    name: 'X-source',
    required: false,
    schema: {maxLength: 50},
  });
  expect(parameterNamed(contract, 'UpstreamEnv')).toMatchObject({
    name: 'X-Upstream-Env',
    schema: {enum: ['dev', 'stage', 'test']},
  });
  expect(parameterNamed(contract, 'MerchantId')).toMatchObject({
    name: 'X-Merchant-Id',
    required: true,
    schema: {format: 'uuid'},
  });
  expect(() => parameterNamed(contract, 'Nonsense')).toThrow(/no parameter named/);
});
