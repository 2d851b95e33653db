/**
 * The search box's title matcher. The box imports this module, and fuse.js with it, only when it is first
 * focused, so pages that are never searched download none of it; MiniSearch and the sections follow once
 * the first results are shown (fullSearch.ts).
 */
import {mergedSearch} from './siteSearch';
import {toResult, type SearchResult} from './results';
import type {SearchEntry} from './types';

export type Search = (query: string) => SearchResult[];

/** The title matcher alone, ready at once: what the box answers with while the sections load. */
export function createSearch(entries: readonly SearchEntry[]): Search {
  const search = mergedSearch(entries);
  return (query) => search(query).map(toResult);
}
