/** The search box's full-text matcher, in a chunk of its own with MiniSearch: loaded after the titles answer. */
import {loadFullTextSearch} from './fullText';
import {mergedSearch} from './siteSearch';
import {toResult} from './results';
import type {Search} from './search';
import type {SearchEntry, SearchSections} from './types';

/** Titles and full text together, once the sections are indexed (a few sections per task). */
export async function createFullSearch(entries: readonly SearchEntry[], {sections}: SearchSections): Promise<Search> {
  const search = mergedSearch(entries, await loadFullTextSearch(sections));
  return (query) => search(query).map(toResult);
}
