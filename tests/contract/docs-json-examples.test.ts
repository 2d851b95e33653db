/**
 * Every JSON example in the docs and the blog names the contract schema it illustrates in its code block
 * meta (```json title="..." schema="PaymentRequest"), and must validate against it.
 */
import {beforeAll, describe, expect, it} from 'vitest';
import {allCodeBlocks} from '../support/codeBlocks';
import {loadBundledContracts, type Contract} from '../support/contract';

const examples = allCodeBlocks()
  .filter(({lang}) => lang === 'json')
  .map((block) => ({...block, schema: /\bschema="(?<name>[A-Za-z0-9]+)"/.exec(block.meta)?.groups?.name}));
let contracts: Contract[] = [];

beforeAll(async () => {
  contracts = await loadBundledContracts();
});

describe('JSON examples in the docs', () => {
  it('exist (the scan finds the code blocks)', () => {
    expect(examples.length).toBeGreaterThan(0);
  });

  it.each(examples.map((example) => [`${example.file}:${example.line}`, example] as const))(
    '%s validates against the schema it names',
    (_, example) => {
      expect(example.schema, 'the code block needs schema="<Name>" in its meta').toBeDefined();
      const name = example.schema ?? '';
      const contract = contracts.find((candidate) => candidate.hasSchema(name));
      expect(contract, `no document has a schema named ${name}`).toBeDefined();
      const value: unknown = JSON.parse(example.body);
      expect(contract?.schemaErrors(name, value)).toEqual([]);
    },
  );
});
