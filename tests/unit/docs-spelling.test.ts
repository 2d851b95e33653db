/**
 * One spelling rule for prose (CONTRIBUTING.md, "Spelling"): British English with Oxford -ize endings, so
 * "authorization" and "recognize" sit next to "colour", "behaviour", "centre" and "cancelled". Code, inline
 * code and API names are left alone: `CANCELED` and `authorizeCard` are spelt as the contract spells them.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {contentFiles, repoRoot} from '../../harness/paths';

/** Spellings the rule excludes, each with the one it asks for. */
const wrongSpellings: readonly [RegExp, string][] = [
  [
    /\b\w*(recognis|organis|summaris|authoris|tokenis|specialis|minimis|prioritis|customis|finalis|categoris|standardis|normalis|optimis|personalis|utilis|serialis|synchronis|itemis)(e|ed|es|ing|ation|ations|able)\b/i,
    '-ize',
  ],
  [/\bcolors?\b/, 'colour'],
  [/\bbehaviors?\b/, 'behaviour'],
  [/\bcenters?\b/, 'centre'],
  [/\bcancel(ed|ing)\b/, 'cancelled, cancelling'],
  [/\bcatalogs?\b/, 'catalogue'],
  [/\banalyz(e|ed|es|ing)\b/, 'analyse'],
  // One name for one thing: the contract's "health-care platform" (a field such as `paymentDetails.healthcare`
  // keeps its name), and the business day the adoption page defines.
  [/(?<![.\w])healthcare\b/i, 'health-care'],
  [/\bworking days?\b/, 'business day'],
];

/** A page's prose: fenced blocks, inline code, import lines, ids in front matter and link targets removed. */
function prose(text: string): string[] {
  return (
    text
      .replace(/^```[\s\S]*?^```$/gm, '')
      .split('\n')
      // Import lines, and front matter that names things by id (a tag's key, a slug) rather than in prose.
      .filter((line) => !/^(import |tags:|slug:|id:)/.test(line))
      .map((line) => line.replace(/`[^`]*`/g, '').replace(/\]\([^)]*\)/g, ']'))
  );
}

describe('spelling in docs and blog prose', () => {
  it.each(contentFiles())('%s follows the house spelling', (file) => {
    const lines = prose(readFileSync(join(repoRoot, file), 'utf8'));
    const found = lines.flatMap((line) =>
      wrongSpellings.flatMap(([pattern, wanted]) => {
        const match = pattern.exec(line)?.[0];
        return match === undefined ? [] : [`"${match}" (write ${wanted})`];
      }),
    );
    expect(found).toEqual([]);
  });
});
