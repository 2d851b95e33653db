/**
 * Where a description says a limit in words ("at most 254 characters"), the schema beside it enforces
 * the same number, so the prose and the contract cannot drift apart.
 */
import {describe, expect, it} from 'vitest';
import {loadBundledContracts} from '../support/contract';

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null;

/** Every schema object with a `maxLength` and a description that names a character limit. */
function statedLimits(node: unknown, path: string, found: {path: string; said: number; enforced: number}[] = []) {
  if (!isNode(node)) return found;
  const said = typeof node.description === 'string' ? /at most ([\d,]+) characters/.exec(node.description) : null;
  if (said?.[1] !== undefined && typeof node.maxLength === 'number') {
    found.push({path, said: Number(said[1].replaceAll(',', '')), enforced: node.maxLength});
  }
  for (const [key, value] of Object.entries(node)) statedLimits(value, `${path}/${key}`, found);
  return found;
}

const contracts = await loadBundledContracts();

describe.each(contracts.map((contract) => [contract.apiDocument.id, contract] as const))(
  'character limits in the descriptions of the %s document',
  (_, contract) => {
    const limits = statedLimits(contract.document.components?.schemas, '#/components/schemas');
    it('exist', () => {
      expect(limits.length).toBeGreaterThan(0);
    });
    it.each(limits)('$path says $said and enforces $enforced', ({said, enforced}) => {
      expect(enforced).toBe(said);
    });
  },
);
