/**
 * Every JSON example in the docs and the blog names the contract schema it illustrates in its code block
 * meta (```json title="..." schema="PaymentRequest"), and must validate against it.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {loadBundledContracts, type Contract} from '../support/contract';
import {contentFiles, repoRoot} from '../support/paths';

interface JsonExample {
  readonly file: string;
  readonly line: number;
  readonly schema: string | undefined;
  readonly source: string;
}

const fencedJson = /^```json(?<meta>[^\n]*)\n(?<body>[\s\S]*?)^```$/gm;

function jsonExamples(): JsonExample[] {
  const found: JsonExample[] = [];
  for (const file of contentFiles()) {
    const text = readFileSync(join(repoRoot, file), 'utf8');
    for (const match of text.matchAll(fencedJson)) {
      found.push({
        file,
        line: text.slice(0, match.index).split('\n').length,
        schema: /\bschema="(?<name>[A-Za-z0-9]+)"/.exec(match.groups?.meta ?? '')?.groups?.name,
        source: match.groups?.body ?? '',
      });
    }
  }
  return found;
}

const examples = jsonExamples();
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
      const value: unknown = JSON.parse(example.source);
      expect(contract?.schemaErrors(name, value)).toEqual([]);
    },
  );
});
