/**
 * The contract core (contract-core/) is the one module the plugins, the components, the tools, the tests
 * and the simulator share, in Node and in the browser. So it imports nothing of the site or of a
 * framework, and nothing of Node but through the two files that only Node runs.
 */
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {repoRoot} from '../../harness/paths';

const coreDirectory = join(repoRoot, 'contract-core');
/** Bundling reads files, and Ajv's compiler needs `new Function`: neither runs in the browser. */
const nodeOnly = new Set(['bundle.ts', 'ajv.ts']);

const sources = readdirSync(coreDirectory).filter((name) => name.endsWith('.ts'));
const importsOf = (name: string): string[] =>
  [...readFileSync(join(coreDirectory, name), 'utf8').matchAll(/^import[^'"]*['"]([^'"]+)['"]/gm)].map(
    (match) => match[1] ?? '',
  );

describe('contract-core', () => {
  it('holds the model, the lifecycles, the validator and the checker', () => {
    expect(sources).toEqual(expect.arrayContaining(['model.ts', 'lifecycle.ts', 'ajv.ts', 'checker.ts', 'pointer.ts']));
  });

  it.each(sources)('%s imports nothing of the site, React or Docusaurus', (name) => {
    for (const specifier of importsOf(name)) {
      expect(specifier).not.toMatch(/^(@site\/|@docusaurus\/|@theme|@generated\/|react(-dom)?$|\.\.\/)/);
    }
  });

  it.each(sources.filter((name) => !nodeOnly.has(name)))('%s runs in the browser: no Node built-ins', (name) => {
    for (const specifier of importsOf(name)) expect(specifier).not.toMatch(/^node:|^(fs|path|util|crypto)$/);
  });
});
