/**
 * The matchers. The search box imports this module, and fuse.js and MiniSearch with it, only when it is
 * first focused, so pages that are never searched download none of them.
 */
import {createSiteSearch, loadFullTextSearch, type SearchEntry, type SearchSections} from './index';
import {toResult, type SearchResult} from './results';

export type Search = (query: string) => SearchResult[];

/** The title matcher alone, ready at once: what the box answers with while the sections load. */
export function createSearch(entries: readonly SearchEntry[]): Search {
  const search = createSiteSearch(entries);
  return (query) => search(query).map(toResult);
}

/** The sections file's shape, checked before use: an older or foreign file is ignored, not misread. */
export function isSearchSections(value: unknown, version: number): value is SearchSections {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as Partial<SearchSections>).version === version &&
    Array.isArray((value as Partial<SearchSections>).sections)
  );
}

/** Titles and full text together, once the sections are indexed (a few sections per task). */
export async function createFullSearch(entries: readonly SearchEntry[], {sections}: SearchSections): Promise<Search> {
  const search = createSiteSearch(entries, sections, await loadFullTextSearch(sections));
  return (query) => search(query).map(toResult);
}
