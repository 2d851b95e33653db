/**
 * The full-text index's sections from the built site: the pages the title index lists, read from their
 * built HTML, and the API reference from the contract. Pure apart from `readPage`, which the plugin
 * gives the built HTML of a route with.
 */
import type {OpenApiDocsContent} from '../openapi-docs';
import type {SearchEntry, SearchSection, SearchSections, SectionKind} from '../../shared/search/types';
import {fieldSections, headerSections, operationSections} from './contractSections';
import {sectionsVersion} from '../../shared/search/published';
import {pageSections} from './sections';

/**
 * Words of a section's text kept in the index. A section opens with what it is about; the relevance set
 * found the first hundred words rank as well as the whole text (notes/search.md), at a third of the bytes.
 */
export const sectionWords = 100;

/** The text cut after `words` words, at a word's end. */
export function firstWords(text: string, words = sectionWords): string {
  const cut = text.split(' ', words + 1);
  return cut.length <= words ? text : cut.slice(0, words).join(' ');
}

function kindOf(url: string): SectionKind {
  if (url.startsWith('/docs/')) return 'doc';
  return url.startsWith('/blog/') ? 'blog' : 'page';
}

/** A page's anchors that are the home of one of the listed entries (an error code's row). */
function homeAnchorsByPage(entries: readonly SearchEntry[]): Map<string, Set<string>> {
  const byPage = new Map<string, Set<string>>();
  for (const {url} of entries) {
    const [path = '', anchor] = url.split('#');
    if (anchor === undefined || anchor.includes('/')) continue;
    byPage.set(path, (byPage.get(path) ?? new Set()).add(anchor));
  }
  return byPage;
}

export interface FullTextSources {
  /** The title index, which lists every page and every error code's home. */
  readonly entries: readonly SearchEntry[];
  /** Routes indexed from the contract or listing only other pages: the API reference pages, the blog list. */
  readonly skippedRoutes: ReadonlySet<string>;
  readonly api: OpenApiDocsContent | undefined;
  readonly readPage: (route: string) => Promise<string>;
}

export async function fullTextSections({
  entries,
  skippedRoutes,
  api,
  readPage,
}: FullTextSources): Promise<SearchSections> {
  const homes = homeAnchorsByPage(entries);
  const pages = entries.filter(({url}) => !url.includes('#') && !skippedRoutes.has(url));
  const fromPages = await Promise.all(
    pages.map(async ({title, url}) =>
      pageSections({url, title, kind: kindOf(url), html: await readPage(url)}, homes.get(url)),
    ),
  );
  const fromContract: SearchSection[] =
    api === undefined ? [] : [...operationSections(api), ...fieldSections(api), ...headerSections(api)];
  const sections = [...fromPages.flat(), ...fromContract].map((section) => ({
    ...section,
    text: firstWords(section.text),
  }));
  return {version: sectionsVersion, sections};
}
