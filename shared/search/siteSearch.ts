/**
 * The site search: the title matcher and the full-text matcher, merged. What the title matcher finds
 * well (a title typed nearly as it is) comes first, so full text never hides it; then the sections the
 * full text ranks, a page at most twice; then the title matcher's weaker finds, as far as room is left.
 */
import {excerptParts} from './excerpt';
import type {FullTextSearch, TextMatch} from './fullText';
import type {TitleMatch, TitleSearch} from './titles';
import type {SiteResult, TextPart} from './types';

/** Enough to scan at a glance; a query that needs more is better refined. */
export const maxResults = 8;

/** A title match this close (fuse.js's 0 is exact) is the page the reader named: it leads. */
export const strongTitleScore = 0.1;

const wordCount = (text: string): number => text.split(/[\s_]+/).filter(Boolean).length;

/** A title the query names: matched closely, and not much longer than the query (one word more at most). */
function isNamed({entry, score}: TitleMatch, query: string): boolean {
  return score <= strongTitleScore && wordCount(entry.title) <= wordCount(query) + 1;
}

/** Sections of one page listed at most, so one long page does not fill the list. */
export const sectionsPerPage = 2;

export type SiteSearch = (query: string, limit?: number) => SiteResult[];

const pathOf = (url: string): string => url.split('#')[0] ?? url;

function fromTitle({entry, titleParts}: TitleMatch, excerpt: readonly TextPart[] = []): SiteResult {
  return {url: entry.url, title: entry.title, section: '', titleParts, excerpt, matchedIn: 'title'};
}

function fromText({section, terms}: TextMatch): SiteResult {
  return {
    url: section.url,
    title: section.page,
    section: section.section,
    titleParts: [{text: section.page, matched: false}],
    excerpt: excerptParts(section.text, terms),
    matchedIn: 'text',
  };
}

/** Full-text matches in rank order, no more than `sectionsPerPage` of a page. */
function spread(matches: readonly TextMatch[]): TextMatch[] {
  const perPage = new Map<string, number>();
  return matches.filter(({section}) => {
    const path = pathOf(section.url);
    const count = perPage.get(path) ?? 0;
    perPage.set(path, count + 1);
    return count < sectionsPerPage;
  });
}

/** No sections: the title matcher answers alone (the development server publishes none). */
const noFullText: FullTextSearch = () => [];

/**
 * The merge of the two matchers. `fullText` may be left out, for the title matcher alone: so the search
 * box answers while the sections load, without downloading MiniSearch first (see search.ts). Neither
 * matcher's code is imported here, so each can load in a chunk of its own.
 */
export function mergedSearch(titles: TitleSearch, fullText: FullTextSearch = noFullText): SiteSearch {
  return (query, limit = maxResults) => {
    if (query.trim() === '') return [];
    return merged(query, titles(query, limit), spread(fullText(query)), limit);
  };
}

/** The title matches and the text matches as one list, in the order the module's comment gives. */
function merged(
  query: string,
  byTitle: readonly TitleMatch[],
  byText: readonly TextMatch[],
  limit: number,
): SiteResult[] {
  const textByUrl = new Map(byText.map((match) => [match.section.url, match]));
  const titleByUrl = new Map(byTitle.map((match) => [match.entry.url, match]));
  const excerptFor = (url: string): TextPart[] => {
    const match = textByUrl.get(url);
    return match === undefined ? [] : excerptParts(match.section.text, match.terms);
  };
  // A section that is a whole page the title matcher also found keeps the title's marks.
  const fromSection = (match: TextMatch): SiteResult => {
    const title = titleByUrl.get(match.section.url);
    return title === undefined ? fromText(match) : fromTitle(title, excerptFor(match.section.url));
  };
  const fromEntry = (match: TitleMatch): SiteResult => fromTitle(match, excerptFor(match.entry.url));
  const results: SiteResult[] = [];
  // A result (and its excerpt, the costly part) is made only once it has room: a query can match hundreds of sections.
  const add = (url: string, result: () => SiteResult, until: number): void => {
    if (results.length < until && !results.some((added) => added.url === url)) results.push(result());
  };
  const addEntry = (match: TitleMatch, until: number) => {
    add(match.entry.url, () => fromEntry(match), until);
  };
  const addSection = (match: TextMatch, until: number) => {
    add(match.section.url, () => fromSection(match), until);
  };
  const weak = byTitle.filter((match) => !isNamed(match, query));
  // The weaker title matches keep a quarter of the list at least, so full text never crowds them all out.
  const textRoom = limit - Math.min(weak.length, Math.ceil(limit / 4));
  for (const match of byTitle.filter((candidate) => isNamed(candidate, query))) addEntry(match, limit);
  for (const match of byText) addSection(match, textRoom);
  for (const match of weak) addEntry(match, limit);
  for (const match of byText) addSection(match, limit);
  return results;
}
