/**
 * Every error code the docs and the blog mention exists in the contract's catalogue: the codes of
 * error-codes.yaml, and the codes a payment, a refund or a warning can carry after the call succeeded
 * (PaymentErrorCode, RefundErrorCode, WarningCode, each with what to tell the customer and whether to
 * retry). A JSON example's errorCode must be one of them; any other code-like name in backticks must be
 * a value the contract knows (a status, an event, an enum) or one of the few names below that live
 * outside the API.
 */
import {beforeAll, describe, expect, it} from 'vitest';
import {allCodeBlocks} from '../support/codeBlocks';
import {loadBundledContracts, type Contract} from '../support/contract';
import {contentFiles, repoRoot} from '../../harness/paths';
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';

/** Guidance-carrying enums of the codes reported after a call succeeded. */
const failureCodeSchemas = ['PaymentErrorCode', 'RefundErrorCode', 'WarningCode'];

/** Names in backticks that are not part of the API, by where they come from. */
const outsideTheApi = {
  'report transaction types (Reports pages)': ['DISPUTE_REVERSAL', 'BANK_RETURN'],
  'migration file names and load results (Customer migration pages)': [
    'PAYMENT_METHODS',
    'PROCESSOR_TOKEN',
    'VENDOR_PAYMENT_METHOD',
    'PAYMENT_METHOD',
    'LOADED_WITH_WARNING',
    'CARD_REFERENCE_NOT_FOUND',
    'CUSTOMER_NOT_IN_EXTRACT',
    'CUSTOMER_REJECTED',
    'MULTIPLE_DEFAULTS',
    'EXCLUDED_BY_MERCHANT',
  ],
  'proxy settings (Trouble-shooting)': ['HTTPS_PROXY'],
};

/** The environment variables the samples under examples/ read, which pages name in backticks. */
function sampleVariables(): string[] {
  return readdirSync(join(repoRoot, 'examples'), {recursive: true, encoding: 'utf8'})
    .filter((path) => /\.(ts|tsx|sh)$/.test(path) && !path.startsWith('openapi'))
    .flatMap((path) =>
      [
        ...readFileSync(join(repoRoot, 'examples', path), 'utf8').matchAll(
          /(?:process\.env\.|\$\{?)([A-Z][A-Z0-9_]+)/g,
        ),
      ].map((match) => match[1] ?? ''),
    );
}
const outside = new Set([...Object.values(outsideTheApi).flat(), ...sampleVariables()]);

let contracts: Contract[] = [];
let catalogue = new Set<string>();
let contractValues = new Set<string>();

beforeAll(async () => {
  contracts = await loadBundledContracts();
  const merchant = contracts.find((contract) => contract.hasSchema('PaymentErrorCode'));
  const failureCodes = failureCodeSchemas.flatMap((name) => {
    const schema = merchant?.document.components?.schemas?.[name] as {enum?: string[]} | undefined;
    return schema?.enum ?? [];
  });
  catalogue = new Set([
    ...contracts.flatMap((contract) => contract.errorCodes().flatMap(({errorCode}) => errorCode ?? [])),
    ...failureCodes,
  ]);
  contractValues = new Set(
    contracts.flatMap((contract) =>
      [...JSON.stringify(contract.document).matchAll(/\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/g)].map(([name]) => name),
    ),
  );
});

const jsonErrorCodes = allCodeBlocks()
  .filter(({lang}) => lang === 'json')
  .flatMap((block) =>
    [...block.body.matchAll(/"errorCode":\s*"([^"]+)"/g)].map((match) => ({
      where: `${block.file}:${block.line}`,
      code: match[1] ?? '',
    })),
  );

const backticked = contentFiles().flatMap((file) =>
  [...readFileSync(join(repoRoot, file), 'utf8').matchAll(/`([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)`/g)].map((match) => ({
    where: file,
    code: match[1] ?? '',
  })),
);

/** Code-like names quoted in any code block, such as a tool's answer written as text. */
const quoted = allCodeBlocks().flatMap((block) =>
  [...block.body.matchAll(/"([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)"/g)].map((match) => ({
    where: `${block.file}:${block.line}`,
    code: match[1] ?? '',
  })),
);

describe('error codes in the docs', () => {
  it('the catalogue has the codes reported after a call succeeded', () => {
    for (const code of ['CARD_DECLINED', 'REFUND_DECLINED', 'DUPLICATE_ENTRY']) expect(catalogue).toContain(code);
  });

  it('every errorCode of a JSON example is in the catalogue', () => {
    expect(jsonErrorCodes.length).toBeGreaterThan(0);
    expect(jsonErrorCodes.filter(({code}) => !catalogue.has(code))).toEqual([]);
  });

  it('every code-like name in backticks or quoted in a code block is a catalogue code, a contract value or named above', () => {
    const unknown = [...backticked, ...quoted].filter(
      ({code}) => !catalogue.has(code) && !contractValues.has(code) && !outside.has(code),
    );
    expect(unknown).toEqual([]);
  });
});
