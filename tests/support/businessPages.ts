/** The pages written for business readers and for the people running onboarding, and the terms they mark. */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {contentFiles, repoRoot} from '../../harness/paths';

/** Every page of docs/business/ and docs/onboarding/ (the merchant onboarding pages), relative to the repository. */
export function businessPages(): string[] {
  return contentFiles().filter((file) => /^docs\/(business|onboarding)\//.test(file));
}

export interface MarkedTerm {
  readonly file: string;
  /** The glossary entry the mark points at: its `entry`, or else its text. */
  readonly entry: string;
}

const termMark = /<Term(?:\s+entry="(?<entry>[^"]+)")?\s*>(?<text>[^<]+)<\/Term>/g;

/** Every `<Term>` of a page: a term the page marks as defined in the glossary. */
export function markedTerms(file: string): MarkedTerm[] {
  const text = readFileSync(join(repoRoot, file), 'utf8');
  return [...text.matchAll(termMark)].map((match) => ({
    file,
    entry: (match.groups?.entry ?? match.groups?.text ?? '').trim(),
  }));
}

/** The glossary's entries: its `###` headings. */
export function glossaryEntries(): string[] {
  const text = readFileSync(join(repoRoot, 'docs/business/glossary.mdx'), 'utf8');
  return [...text.matchAll(/^### (?<heading>.+)$/gm)].map((match) => match.groups?.heading?.trim() ?? '');
}
