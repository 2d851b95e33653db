/**
 * The rules that span requests (`components.x-invariants`, openapi/components/invariants.yaml): the same in
 * the three documents, shaped as openapi/extensions/x-invariants.schema.json, naming operations the documents
 * have, codes of the catalogue, and scenarios of examples/scenarios/ that name the rule back.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import {describe, expect, it} from 'vitest';
import {componentExtension, errorCodesOf, invariantsOf, operationsOf} from '../../contract-core';
import {repoRoot} from '../../harness/paths';
import {loadScenarios} from '../../plugins/scenarios/load';
import {contractDocuments} from '../support/simulator';

const documents = await contractDocuments();
const all = [documents.merchant, documents.internal, documents.hcp];
const rules = invariantsOf(documents.merchant);
const scenarios = await loadScenarios(repoRoot);

describe('x-invariants', () => {
  it('has the shape of its JSON Schema, and is the same in the three documents', () => {
    const schema = JSON.parse(
      readFileSync(join(repoRoot, 'openapi/extensions/x-invariants.schema.json'), 'utf8'),
    ) as object;
    const validate = new Ajv2020({allErrors: true, strict: true}).compile(schema);
    const extension = componentExtension(documents.merchant, 'x-invariants');
    expect(validate(extension), JSON.stringify(validate.errors)).toBe(true);
    for (const document of all) expect(componentExtension(document, 'x-invariants')).toEqual(extension);
  });

  it('holds the rules the lead decided, each guarding operations of the contract with a catalogue code', () => {
    const operations = new Set(all.flatMap((document) => operationsOf(document).map(({operationId}) => operationId)));
    const codes = new Set(all.flatMap((document) => errorCodesOf(document).map(({errorCode}) => errorCode)));
    for (const rule of rules) {
      expect(
        rule.operations.filter((operationId) => !operations.has(operationId)),
        rule.id,
      ).toEqual([]);
      expect(codes.has(rule.errorCode), `${rule.id}: ${rule.errorCode}`).toBe(true);
    }
    expect(rules.map(({id}) => id)).toEqual(
      expect.arrayContaining([
        'refund-within-captured',
        'refund-by-payment-returns-remainder',
        'refund-after-capture',
        'capture-within-authorized',
        'one-capture-per-authorization',
        'no-capture-after-cancel',
        'no-cancel-after-capture',
        'bank-debit-needs-consent',
        'unique-merchant-transaction-id',
        'refund-replay-fields',
        'guest-has-no-wallet',
        'user-scope-one-customer',
      ]),
    );
  });

  it('names scenarios that exist and name the rule back, and every scenario names rules that exist', () => {
    const byId = new Map(scenarios.map((scenario) => [scenario.id, scenario]));
    for (const rule of rules) {
      for (const id of rule.scenarios) expect(byId.get(id)?.rules, `${rule.id}: ${id}`).toContain(rule.id);
    }
    const ruleIds = new Set(rules.map(({id}) => id));
    for (const scenario of scenarios)
      expect(
        scenario.rules.filter((id) => !ruleIds.has(id)),
        scenario.id,
      ).toEqual([]);
  });
});
