/**
 * An error code a page pairs with a status ("`400` with `INVALID_AMOUNT`", "`PAYMENT_NOT_FOUND` (`404`)")
 * answers with that status in the contract's catalogue. A page that retypes the pair wrongly fails here.
 */
import {beforeAll, describe, expect, it} from 'vitest';
import {loadBundledContracts} from '../support/contract';
import {contractFacts, proseLines, statusCodePairs, where, type ContractFacts} from '../support/prose';

let facts: ContractFacts;
beforeAll(async () => {
  facts = contractFacts((await loadBundledContracts()).map(({document}) => document));
});

/** The pairs of a text whose code is in the catalogue with another status. */
function wrongPairs(text: string): string[] {
  return statusCodePairs(text).flatMap(({status, code}) => {
    const statuses = facts.statusesOfCode.get(code);
    return statuses === undefined || statuses.has(status)
      ? []
      : [`${String(status)} ${code} (the contract: ${[...statuses].join(', ')})`];
  });
}

describe('error codes paired with a status in prose', () => {
  it('fails on a planted wrong pair, in each form a page writes it', () => {
    expect(wrongPairs('A capture too late answers `404` with `PAYMENT_NOT_CAPTURABLE`.')).toHaveLength(1);
    expect(wrongPairs('It answers 409 DUPLICATE_MERCHANT_TRANSACTION_ID.')).toHaveLength(1);
    expect(wrongPairs('`PAYMENT_NOT_FOUND` (`400`) means the id is wrong.')).toHaveLength(1);
    expect(wrongPairs('`400` with `MERCHANT_TRANSACTION_ID_REQUIRED` or `PAYMENT_NOT_FOUND`.')).toHaveLength(1);
    expect(wrongPairs('It answers `400` with `PAYMENT_NOT_CAPTURABLE`.')).toEqual([]);
  });

  it('match the contract on every page', () => {
    const lines = proseLines();
    expect(lines.filter(({text}) => statusCodePairs(text).length > 0).length).toBeGreaterThan(20);
    expect(lines.flatMap((line) => wrongPairs(line.text).map((pair) => `${where(line)}: ${pair}`))).toEqual([]);
  });
});
