/**
 * The title matcher the requirements describe (notes/requirements.md#search): fuse.js, fuzzy on the
 * title only, threshold 0.3.
 */
// The minified build of the same code: under the bundler's 20 kB floor for splitting a package out, so it
// stays in the box's one `search` chunk rather than making a second script to fetch on the first focus.
import Fuse, {type FuseResult, type IFuseOptions} from 'fuse.js/min-basic';
import {highlightParts} from './highlight';
import type {SearchEntry, TextPart} from './types';

/**
 * Titles are short, so where in a title a word appears says nothing about relevance: `ignoreLocation` lets
 * a typo near the end of a long title match as well as one at its start. The matches feed the highlighting.
 */
export const fuseOptions = {
  keys: ['title'],
  threshold: 0.3,
  ignoreLocation: true,
  includeMatches: true,
  includeScore: true,
} satisfies IFuseOptions<SearchEntry>;

export interface TitleMatch {
  readonly entry: SearchEntry;
  /** fuse.js's score: 0 is a perfect match, 0.3 the worst it lists. */
  readonly score: number;
  readonly titleParts: readonly TextPart[];
}

export type TitleSearch = (query: string, limit: number) => TitleMatch[];

function toMatch({item, matches, score}: FuseResult<SearchEntry>): TitleMatch {
  const ranges = (matches ?? []).filter(({key}) => key === 'title').flatMap(({indices}) => indices);
  return {entry: item, score: score ?? 0, titleParts: highlightParts(item.title, ranges)};
}

/** fuse.js's bitap takes a pattern this long at most; a longer one is matched in parts, any of which may match. */
const bitapLimit = 32;

/** How many of the pattern's characters, counted with their repeats, the text holds. */
function sharedCharacters(text: string, counts: ReadonlyMap<string, number>): number {
  const left = new Map(counts);
  let shared = 0;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charAt(index);
    const count = left.get(char) ?? 0;
    if (count > 0) {
      left.set(char, count - 1);
      shared += 1;
    }
  }
  return shared;
}

/**
 * What fuse.js could list for `pattern` (lower case, at most `bitapLimit` long): it lists a title when a
 * stretch of it is at most threshold × length edits from the pattern, and each edit unmatches one of the
 * pattern's characters at most, so a title holding fewer of them than that leaves cannot be listed. Leaving
 * those out changes no result or score, and spares a phone's first query, while fuse.js's code is still
 * cold, the bitap of every title.
 */
function possibleMatches(
  entries: readonly SearchEntry[],
  lowerTitles: readonly string[],
  pattern: string,
): SearchEntry[] {
  const counts = new Map<string, number>();
  for (let index = 0; index < pattern.length; index += 1)
    counts.set(pattern.charAt(index), (counts.get(pattern.charAt(index)) ?? 0) + 1);
  const needed = pattern.length - Math.floor(fuseOptions.threshold * pattern.length + 1e-9);
  return entries.filter((_, index) => sharedCharacters(lowerTitles[index] ?? '', counts) >= needed);
}

/**
 * fuse.js over the titles it could list for each query (`possibleMatches`), indexed afresh per query: a
 * few dozen titles at most for a typed word, so no index is built ahead or shipped.
 */
export function createTitleSearch(entries: readonly SearchEntry[]): TitleSearch {
  const lowerTitles = entries.map(({title}) => title.toLowerCase());
  let everyTitle: Fuse<SearchEntry> | undefined;
  return (query, limit) => {
    const pattern = query.trim();
    if (pattern === '') return [];
    // fuse.js compares in lower case, as the filter does.
    const lowerPattern = pattern.toLowerCase();
    const fuse =
      lowerPattern.length > bitapLimit
        ? (everyTitle ??= new Fuse(entries, fuseOptions))
        : new Fuse(possibleMatches(entries, lowerTitles, lowerPattern), fuseOptions);
    return fuse.search(pattern, {limit}).map(toMatch);
  };
}
