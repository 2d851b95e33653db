/**
 * The fuzzy matcher. The search box imports this module, and fuse.js with it, only when it is first
 * focused, so pages that are never searched do not download either.
 */
import Fuse, {type IFuseOptions} from 'fuse.js/basic';
import type {SearchEntry} from '@site/plugins/search-index/types';
import {toResult, type SearchResult} from './results';

/**
 * Fuzzy on the title only, threshold 0.3 (notes/requirements.md#search). Titles are short, so where in a title a
 * word appears says nothing about relevance: `ignoreLocation` lets a typo near the end of a long title
 * match as well as one at its start. The matches feed the highlighting.
 */
export const fuseOptions = {
  keys: ['title'],
  threshold: 0.3,
  ignoreLocation: true,
  includeMatches: true,
} satisfies IFuseOptions<SearchEntry>;

/** Enough to scan at a glance; a query that needs more is better refined. */
export const maxResults = 8;

export type Search = (query: string) => SearchResult[];

export function createSearch(entries: readonly SearchEntry[]): Search {
  const fuse = new Fuse(entries, fuseOptions);
  return (query) => {
    const pattern = query.trim();
    return pattern === '' ? [] : fuse.search(pattern, {limit: maxResults}).map(toResult);
  };
}
