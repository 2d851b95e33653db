import type {SearchSections} from './types';

/** Where the build publishes the full-text sections, and the shape's version, for every reader of the file. */

/** Served at the site's root, `/search-sections.json`; fetched by the search box on its first focus. */
export const sectionsFile = 'search-sections.json';

/** Changes with the shape of SearchSections, so a reader refuses a file of another shape. */
export const sectionsVersion = 1;

/** The sections file's shape, checked before use: an older or foreign file is ignored, not misread. */
export function isSearchSections(value: unknown): value is SearchSections {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as Partial<SearchSections>).version === sectionsVersion &&
    Array.isArray((value as Partial<SearchSections>).sections)
  );
}
