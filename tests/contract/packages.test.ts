/**
 * The packages' names and versions (mcp/package.json, simulator/package.json): each is scoped to the
 * organisation of config/site.ts, and the simulator's version is the contract's `info.version`, since the
 * package carries that contract.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {site} from '../../config/site';
import {repoRoot} from '../../harness/paths';
import {loadContract} from '../support/contract';

const manifest = (folder: string) =>
  JSON.parse(readFileSync(join(repoRoot, folder, 'package.json'), 'utf8')) as {name: string; version: string};

describe('the packages', () => {
  it("are published under the organisation's scope", () => {
    expect([manifest('mcp').name, manifest('simulator').name]).toEqual([
      `@${site.organisation}/docs-mcp`,
      `@${site.organisation}/simulator`,
    ]);
  });

  it("version the simulator as the contract it carries: the Merchant API's info.version", async () => {
    // The first test to load the contract bundles it: seconds on a busy machine.
    expect(manifest('simulator').version).toBe((await loadContract('merchant')).document.info?.version);
  }, 60_000);
});
