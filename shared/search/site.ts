/** The whole site search in one call, for the MCP server, the tests and the benchmark, which load everything at once. */
import {createFullTextSearch, type FullTextSearch} from './fullText';
import {mergedSearch, type SiteSearch} from './siteSearch';
import {createTitleSearch} from './titles';
import type {SearchEntry, SearchSection} from './types';

/**
 * The site search over titles and sections. `sections` may be left out, for the title matcher alone;
 * `fullText` is one made already, when the caller indexed the sections itself (loadFullTextSearch).
 */
export function createSiteSearch(
  entries: readonly SearchEntry[],
  sections: readonly SearchSection[] = [],
  fullText: FullTextSearch = createFullTextSearch(sections),
): SiteSearch {
  return mergedSearch(createTitleSearch(entries), fullText);
}
