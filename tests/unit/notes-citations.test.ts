import {existsSync, readFileSync, readdirSync, statSync} from 'node:fs';
import {join} from 'node:path';
import ts from 'typescript';
import {describe, expect, it} from 'vitest';
import {repoRoot} from '../../harness/paths';

/**
 * Code cites what the repository holds: the contract, a docs page, or a note under `notes/`. A citation of
 * a note must name a note that exists, and an anchor one of its headings; nothing cites the product
 * specification by section, since it is not in the repository (notes/requirements.md restates it).
 */
const codeFile = /\.(?:ts|tsx|mts|mjs|js|css|sh)$/;

/** What TypeScript checks is what code is: the files and folders of tsconfig.json's `include`. */
function codeFiles(): string[] {
  const read = ts.readConfigFile(join(repoRoot, 'tsconfig.json'), (path) => ts.sys.readFile(path));
  const included = (read.config as {include: string[]}).include;
  return included.flatMap((entry) =>
    statSync(join(repoRoot, entry)).isDirectory()
      ? readdirSync(join(repoRoot, entry), {recursive: true, encoding: 'utf8'})
          .filter((path) => codeFile.test(path) && !/(^|\/)(node_modules|dist|openapi)\//.test(path))
          .map((path) => join(entry, path))
      : [entry],
  );
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
