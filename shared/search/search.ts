/**
 * The search box's matchers. The box imports this module, with fuse.js and the title index in the same
 * chunk, only when it is first focused, so pages that are never searched download none of it; MiniSearch
 * and the sections follow once the first results are shown (fullText.ts, in a chunk of its own).
 */
import type {FullTextSearch} from './fullText';
import {mergedSearch} from './siteSearch';
import {toResult, type SearchResult} from './results';
import {createTitleSearch, type TitleSearch} from './titles';
import type {SearchEntry} from './types';

export {createTitleSearch, type TitleSearch};

export type Search = (query: string) => SearchResult[];

/** What the box lists: the title matcher's finds merged with the full text's, once it is in. */
export function boxSearch(titles: TitleSearch, fullText?: FullTextSearch): Search {
  const search = mergedSearch(titles, fullText);
  return (query) => search(query).map(toResult);
}

/** The title matcher alone, ready at once: what the box answers with while the sections load. */
export function createSearch(entries: readonly SearchEntry[]): Search {
  return boxSearch(createTitleSearch(entries));
}
