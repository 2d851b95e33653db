/**
 * An operation a page names exists in the contract, and a status a page says it answers ("`POST /refunds`
 * answers `202`", "a `410` from `GET /sessions/{sessionId}`") is one of its documented responses.
 */
import {beforeAll, describe, expect, it} from 'vitest';
import {loadBundledContracts} from '../support/contract';
import {
  callKey,
  contractFacts,
  documents,
  namedCalls,
  operationStatusClaims,
  proseLines,
  where,
  type ContractFacts,
} from '../support/prose';

let facts: ContractFacts;
beforeAll(async () => {
  facts = contractFacts((await loadBundledContracts()).map(({document}) => document));
});

/** The statuses a text claims for an operation that does not document them. */
function undocumented(text: string): string[] {
  return operationStatusClaims(text).flatMap(({method, path, status}) => {
    const statuses = facts.statusesOfCall.get(callKey(method, path));
    return statuses === undefined || documents(statuses, status) ? [] : [`${method} ${path} answers ${String(status)}`];
  });
}

/**
 * Paths that are not the service's: the simulator's control calls, which the Simulator page documents, and
 * the merchant's own routes that the samples' servers answer.
 */
const notTheService = [/^\/_sandbox\//, /^\/api\//];

/** The calls a text names that no document has. */
function unknownCalls(text: string): string[] {
  return namedCalls(text)
    .filter(({path}) => !notTheService.some((prefix) => prefix.test(path)))
    .map(({method, path}) => callKey(method, path))
    .filter((key) => !facts.statusesOfCall.has(key));
}

describe('operations and their statuses in prose', () => {
  it('fails on a planted status the operation does not document, and on a call nobody has', () => {
    expect(undocumented('`GET /sessions/{id}` returns `409` once the session has expired.')).toHaveLength(1);
    expect(undocumented('A `418` answering `POST /payments` means the teapot is busy.')).toHaveLength(1);
    expect(undocumented('`POST /refunds` answers `202`, and a `400` from `POST /sessions` is a bad field.')).toEqual(
      [],
    );
    expect(unknownCalls('Send `POST /payments/{paymentId}/refund` to refund.')).toHaveLength(1);
  });

  it('documents every status a page says an operation answers', () => {
    const lines = proseLines();
    expect(lines.filter(({text}) => operationStatusClaims(text).length > 0).length).toBeGreaterThan(20);
    expect(lines.flatMap((line) => undocumented(line.text).map((claim) => `${where(line)}: ${claim}`))).toEqual([]);
  });

  it('has every operation a page names', () => {
    expect(proseLines().flatMap((line) => unknownCalls(line.text).map((key) => `${where(line)}: ${key}`))).toEqual([]);
  });
});
