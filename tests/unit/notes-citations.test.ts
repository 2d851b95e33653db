import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {repoRoot} from '../../harness/paths';

/**
 * Code cites what the repository holds: the contract, a docs page, or a note under `notes/`. A citation of
 * a note must name a note that exists, and an anchor one of its headings; nothing cites the product
 * specification by section, since it is not in the repository (notes/requirements.md restates it).
 */
const codeFolders = ['src', 'plugins', 'tests', 'harness', 'bench', 'config', 'scripts', 'examples'];
const codeFile = /\.(?:ts|tsx|mts|mjs|js|css|sh)$/;

function codeFiles(): string[] {
  const nested = codeFolders.flatMap((folder) =>
    readdirSync(join(repoRoot, folder), {recursive: true, encoding: 'utf8'})
      .filter((path) => codeFile.test(path) && !path.includes('node_modules') && !path.startsWith('openapi/'))
      .map((path) => join(folder, path)),
  );
  return [...nested, 'docusaurus.config.ts', 'sidebars.ts', 'eslint.config.mjs', 'vitest.config.mts'];
}

/** GitHub's heading anchors: lower case, punctuation dropped, spaces as hyphens. */
function anchorsOf(markdown: string): Set<string> {
  return new Set(
    [...markdown.matchAll(/^#{1,6} (.+)$/gm)].map(([, heading]) =>
      (heading ?? '')
        .trim()
        .toLowerCase()
        .replace(/[^\p{L}\p{N} _-]/gu, '')
        .replaceAll(' ', '-'),
    ),
  );
}

const files = codeFiles().map((path) => ({path, text: readFileSync(join(repoRoot, path), 'utf8')}));

describe('citations in code', () => {
  it('name notes that exist, and headings of theirs', () => {
    const broken = files.flatMap(({path, text}) =>
      [...text.matchAll(/\bnotes\/[\w/-]+\.md(?:#[\w-]+)?/g)].flatMap(([citation]) => {
        const [note = '', anchor] = citation.split('#');
        const notePath = join(repoRoot, note);
        if (!existsSync(notePath)) return [`${path}: ${citation} (no such note)`];
        if (anchor !== undefined && !anchorsOf(readFileSync(notePath, 'utf8')).has(anchor)) {
          return [`${path}: ${citation} (no such heading)`];
        }
        return [];
      }),
    );
    expect(files.some(({text}) => text.includes('notes/requirements.md#'))).toBe(true);
    expect(broken).toEqual([]);
  });

  it('never cite the specification by section: it is not in the repository', () => {
    const citing = files.filter(({text}) => /\bSPEC\b|\b[Ss]pec section/.test(text)).map(({path}) => path);
    expect(citing).toEqual([]);
  });
});
