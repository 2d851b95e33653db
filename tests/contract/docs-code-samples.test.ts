/**
 * Every TypeScript and shell block in the docs and the blog shows a file under examples/ (the build fills
 * it in), so the tests compile and run what readers copy. A sample that imports another imports a file
 * some page shows, and the page that shows the importer links to that page.
 */
import {existsSync, readFileSync} from 'node:fs';
import {dirname, join, normalize, relative} from 'node:path';
import {describe, expect, it} from 'vitest';
import {allCodeBlocks, shownText} from '../support/codeBlocks';
import {repoRoot} from '../../harness/paths';

const codeLanguages = new Set(['ts', 'tsx', 'typescript', 'js', 'jsx', 'javascript', 'bash', 'sh', 'shell', 'zsh']);
const blocks = allCodeBlocks().filter(({lang}) => codeLanguages.has(lang));
const samples = blocks.flatMap(({file, sample}) => (sample === undefined ? [] : [{page: file, sample}]));

/** The pages that show each file, by the file's path. */
const pagesShowing = new Map<string, Set<string>>();
for (const {page, sample} of samples)
  pagesShowing.set(sample.file, (pagesShowing.get(sample.file) ?? new Set()).add(page));

/** The Markdown files a page links to, resolved from its relative `.md`/`.mdx` links. */
function linkedPages(page: string): Set<string> {
  const text = readFileSync(join(repoRoot, page), 'utf8');
  const targets = [...text.matchAll(/\]\((?<target>[^)#\s]+\.mdx?)(?:#[^)]*)?\)/g)].map((match) =>
    normalize(join(dirname(page), decodeURI(match.groups?.target ?? ''))),
  );
  return new Set(targets);
}

/** The relative imports of a TypeScript sample, as files under examples/ (generated contract types aside). */
function sampleImports(file: string): string[] {
  const text = readFileSync(join(repoRoot, file), 'utf8');
  return [...text.matchAll(/^import[^'"]*from '(?<target>\.{1,2}\/[^']+)';/gm)]
    .map((match) => normalize(join(dirname(file), match.groups?.target ?? '')))
    .filter((target) => !target.startsWith('examples/openapi/'))
    .map(
      (target) =>
        ['.ts', '.tsx']
          .map((extension) => `${target}${extension}`)
          .find((candidate) => existsSync(join(repoRoot, candidate))) ?? `${target}.ts`,
    );
}

describe('code samples in the docs', () => {
  it.each(blocks.map((block) => [`${block.file}:${block.line} (${block.lang})`, block] as const))(
    '%s shows a tested file',
    (_, block) => {
      expect(block.sample, 'name the file in the meta: ```ts file=examples/...').toBeDefined();
      expect(block.body.trim(), 'the build fills the block from the file: leave its body empty').toBe('');
      if (block.sample !== undefined) expect(() => shownText(block)).not.toThrow();
    },
  );

  const imports = [...pagesShowing.keys()]
    .filter((file) => /\.tsx?$/.test(file))
    .flatMap((file) => sampleImports(file).map((target) => ({file, target})));

  it.each(imports.map((entry) => [`${entry.file} imports ${entry.target}`, entry] as const))(
    '%s, which a page shows and links',
    (_, {file, target}) => {
      const showing = pagesShowing.get(target);
      expect(showing, `no page shows ${target}`).toBeDefined();
      for (const page of pagesShowing.get(file) ?? []) {
        const reachable =
          showing?.has(page) === true || [...(showing ?? [])].some((other) => linkedPages(page).has(other));
        expect(
          reachable,
          `${page} shows ${file} but does not link to a page showing ${relative('examples', target)}`,
        ).toBe(true);
      }
    },
  );
});
