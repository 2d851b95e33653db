/**
 * The title matcher the requirements describe (notes/requirements.md#search): fuse.js, fuzzy on the
 * title only, threshold 0.3.
 */
// The minified build of the same code: under the bundler's 20 kB floor for splitting a package out, so it
// stays in the box's one `search` chunk rather than making a second script to fetch on the first focus.
import Fuse, {type FuseIndex, type FuseResult, type IFuseOptions} from 'fuse.js/min-basic';
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

/** fuse.js's index of the titles, as JSON: what it would otherwise work out from the entries on first use. */
export type TitleIndex = ReturnType<FuseIndex<SearchEntry>['toJSON']>;

/** Made at build time (plugins/search-index), so the box's first query does not wait for it on a slow phone. */
export function titleIndexOf(entries: readonly SearchEntry[]): TitleIndex {
  return Fuse.createIndex(fuseOptions.keys, entries).toJSON();
}

/** `index`, when given, must be `titleIndexOf(entries)`: the build publishes the two together. */
export function createTitleSearch(entries: readonly SearchEntry[], index?: TitleIndex): TitleSearch {
  const fuse = new Fuse(entries, fuseOptions, index === undefined ? undefined : Fuse.parseIndex(index));
  return (query, limit) => {
    const pattern = query.trim();
    return pattern === '' ? [] : fuse.search(pattern, {limit}).map(toMatch);
  };
}
