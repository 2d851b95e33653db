/**
 * A code a page calls retryable, "safe to retry", or one to "never resend" or "not retry", agrees with the
 * `retryable` of its x-error-guidance in the contract.
 */
import {beforeAll, describe, expect, it} from 'vitest';
import {loadBundledContracts} from '../support/contract';
import {contractFacts, proseLines, retryClaims, where, type ContractFacts} from '../support/prose';

let facts: ContractFacts;
beforeAll(async () => {
  facts = contractFacts((await loadBundledContracts()).map(({document}) => document));
});

/** The claims of a text that contradict the guidance of their code. */
function wrongClaims(text: string): string[] {
  return retryClaims(text).flatMap(({code, retryable, clause}) => {
    const guidance = facts.retryableOfCode.get(code);
    return guidance === undefined || guidance === retryable
      ? []
      : [`${code} is ${guidance ? '' : 'not '}retryable in the contract: "${clause}"`];
  });
}

describe('retry claims in prose', () => {
  it('fails on a planted wrong claim either way', () => {
    expect(wrongClaims('`INVALID_AMOUNT` is retryable.')).toHaveLength(1);
    expect(wrongClaims('After `RATE_LIMITED`, do not retry.')).toHaveLength(1);
    expect(wrongClaims('`RATE_LIMITED` is safe to retry after its Retry-After.')).toEqual([]);
    expect(wrongClaims('Never resend after `INVALID_AMOUNT`; `RATE_LIMITED` is retryable.')).toEqual([]);
  });

  it('agree with x-error-guidance on every page', () => {
    expect(facts.retryableOfCode.size).toBeGreaterThan(50);
    expect(proseLines().flatMap((line) => wrongClaims(line.text).map((claim) => `${where(line)}: ${claim}`))).toEqual(
      [],
    );
  });
});
