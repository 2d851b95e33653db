/**
 * The TypeScript types offered for download (openapi-typescript, generated at build time) keep the
 * contract's rules: every request and response example of each document type-checks against them, and
 * bodies the rules forbid ("exactly one of", "required with") do not.
 */
import {mkdtemp, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import ts from 'typescript';
import {afterAll, describe, expect, it} from 'vitest';
import {typescriptTypes} from '../../plugins/openapi-docs/typescriptTypes';
import {loadBundledContracts, type Contract} from '../support/contract';

const folder = await mkdtemp(join(tmpdir(), 'openapi-types-'));
afterAll(() => rm(folder, {recursive: true, force: true}));

/** Bodies the generated types must refuse, by the component schema they are written against. */
const forbidden = [
  {schema: 'RefundRequest', rule: 'a refund names what it refunds', value: {merchantTransactionId: 'refund-1'}},
  {
    schema: 'RefundRequest',
    rule: 'a refund by payment method carries the amount',
    value: {merchantTransactionId: 'refund-1', paymentMethodId: '5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9'},
  },
  {
    schema: 'TokenPaymentRequest',
    rule: 'a token payment names its payment method',
    value: {amount: 4599, merchantTransactionId: 'order-1'},
  },
  {schema: 'PaymentMethodSearchRequest', rule: 'a search identifies the customer', value: {customer: {}}},
];

const literal = (value: unknown): string => JSON.stringify(value, null, 2);

/** A TypeScript module that assigns every example of the document to the type of its body. */
function examplesModule(contract: Contract, typesModule: string): string {
  const lines = [`import type {components, paths} from './${typesModule}';`, ''];
  contract.operations.forEach((entry, index) => {
    const path = `paths[${JSON.stringify(entry.path)}][${JSON.stringify(entry.method)}]`;
    const bodies = [
      ...(entry.operation.requestBody === undefined
        ? []
        : [{owner: 'requestBody', type: `NonNullable<${path}['requestBody']>`}]),
      ...Object.keys(entry.operation.responses).map((status) => ({
        owner: `responses/${status}`,
        type: `${path}['responses'][${JSON.stringify(status)}]`,
      })),
    ];
    for (const {owner, type} of bodies) {
      for (const example of contract.contentExamples([...entry.pointer, ...owner.split('/')])) {
        if (!example.holder.includes('application/json')) continue;
        lines.push(`// ${entry.call} ${owner} ${example.name}`);
        lines.push(
          `export const example${index}_${lines.length}: ${type}['content']['application/json'] = ${literal(example.value)};`,
        );
      }
    }
  });
  for (const {schema, rule, value} of forbidden.filter(({schema}) => contract.hasSchema(schema))) {
    // On one line, so the error the directive expects is on the line after it.
    lines.push(
      `// ${rule}`,
      '// @ts-expect-error',
      `export const forbidden${lines.length}: components['schemas']['${schema}'] = ${JSON.stringify(value)};`,
    );
  }
  return `${lines.join('\n')}\n`;
}

function diagnostics(file: string): string[] {
  const program = ts.createProgram([file], {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
  });
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const where =
      diagnostic.file === undefined || diagnostic.start === undefined
        ? ''
        : `line ${diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start).line + 1}: `;
    return `${where}${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`;
  });
}

const contracts = await loadBundledContracts();

describe.each(contracts.map((contract) => [contract.apiDocument.id, contract] as const))(
  'the generated types of the %s document',
  (id, contract) => {
    it('type-check every example and refuse the forbidden bodies', async () => {
      await writeFile(join(folder, `${id}.d.ts`), await typescriptTypes(contract.document, contract.apiDocument.title));
      const examples = join(folder, `${id}-examples.ts`);
      await writeFile(examples, examplesModule(contract, id));
      expect(diagnostics(examples)).toEqual([]);
    }, 120_000);
  },
);
