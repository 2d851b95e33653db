/**
 * A length limit a page gives a field in words ("`merchantTransactionId` ... at most 50 characters") is
 * the `maxLength` the contract gives a property of that name.
 */
import {beforeAll, describe, expect, it} from 'vitest';
import {loadBundledContracts} from '../support/contract';
import {contractFacts, lengthClaims, proseLines, where, type ContractFacts} from '../support/prose';

let facts: ContractFacts;
beforeAll(async () => {
  facts = contractFacts((await loadBundledContracts()).map(({document}) => document));
});

/** The limits a text gives a contract field that no property of that name has. */
function wrongLimits(text: string): string[] {
  return lengthClaims(text).flatMap(({field, limit}) => {
    const limits = facts.maxLengthsOfField.get(field);
    return limits === undefined || limits.has(limit)
      ? []
      : [`${field}: at most ${String(limit)} characters (the contract: ${[...limits].join(', ')})`];
  });
}

describe('length limits in prose', () => {
  it('fails on a planted wrong limit', () => {
    expect(wrongLimits('`merchantTransactionId` is your own identifier, at most 64 characters.')).toHaveLength(1);
    expect(wrongLimits('Send a `merchantTransactionId` of 1 to 50 characters.')).toEqual([]);
  });

  it('match the contract on every page', () => {
    const lines = proseLines();
    expect(lines.filter(({text}) => lengthClaims(text).length > 0).length).toBeGreaterThan(3);
    expect(lines.flatMap((line) => wrongLimits(line.text).map((claim) => `${where(line)}: ${claim}`))).toEqual([]);
  });
});
