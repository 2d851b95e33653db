/**
 * The full-text matcher: MiniSearch over every section (BM25+ relevance, prefix and fuzzy matching),
 * with a section's headings and exact names counting for more than its text, and the reviewed synonyms
 * searched beside the reader's own words (notes/search.md).
 */
import MiniSearch, {type Options, type Query, type SearchOptions} from 'minisearch';
import {processTerm, tokenize, withCardNumbersPrinted} from './terms';
import {synonymsOf} from './synonyms';
import type {SearchSection, SectionKind} from './types';

interface IndexedSection extends SearchSection {
  readonly id: number;
}

/**
 * How much a match counts in each field. An exact name (a code, a field, an operation id) says most
 * about what a section is; its heading more than the page's title, which every section of the page shares.
 */
export const fieldBoosts = {keywords: 6, section: 2, page: 2, text: 1} as const;

/** The synonyms of a query count for less than the words the reader typed. */
export const synonymWeight = 0.6;

/** A section named exactly by a word of the query (a code, a field) comes before those that only mention it. */
export const exactNameBoost = 3;

/** Typos: one edit from five letters on, two from nine; none in shorter words, where one edit is another word. */
export function fuzziness(term: string): number | false {
  if (term.length >= 9) return 2;
  return term.length >= 5 ? 1 : false;
}

/**
 * How much a match counts by what the section is. A field's or an error's entry is a line or two, which
 * BM25 rewards for its shortness over the guide that explains it; blog posts retell what the docs say.
 */
export const kindBoosts: Readonly<Record<SectionKind, number>> = {
  doc: 1,
  page: 1,
  operation: 0.9,
  error: 0.9,
  blog: 0.8,
  field: 0.6,
};

const searchOptions: SearchOptions = {
  boost: fieldBoosts,
  tokenize: (text) => tokenize(text),
  // The last word may be the start of a longer one: the reader may still be typing it.
  prefix: (term, index, terms) => index === terms.length - 1 && term.length >= 2,
  fuzzy: fuzziness,
  weights: {fuzzy: 0.4, prefix: 0.5},
};

export const miniSearchOptions: Options<IndexedSection> = {
  idField: 'id',
  fields: Object.keys(fieldBoosts),
  extractField: (section, field) => {
    if (field === 'keywords') return section.keywords.join(' ');
    return String(section[field as keyof IndexedSection]);
  },
  tokenize,
  processTerm,
  searchOptions,
};

export interface TextMatch {
  readonly section: SearchSection;
  readonly score: number;
  /** The index terms the query matched in the section, for its excerpt. */
  readonly terms: readonly string[];
}

export type FullTextSearch = (query: string) => TextMatch[];

/** The reader's words, and each synonym phrase whole (all its words), at a lower weight. */
export function expandedQuery(query: string): Query {
  const synonyms = synonymsOf(query);
  if (synonyms.length === 0) return query;
  return {
    combineWith: 'OR',
    queries: [
      query,
      {
        combineWith: 'OR',
        boostTerm: () => synonymWeight,
        queries: synonyms.map((phrase) => ({combineWith: 'AND', queries: [phrase]})),
      },
    ],
  };
}

/** The query's words as a reader wrote them, lower case, to compare with a section's exact names. */
function queryNames(query: string): Set<string> {
  return new Set(
    query
      .toLowerCase()
      .split(/[\s,;]+/)
      .filter(Boolean),
  );
}

const indexed = (sections: readonly SearchSection[]): IndexedSection[] =>
  sections.map((section, id) => ({...section, id}));

export function createFullTextSearch(sections: readonly SearchSection[]): FullTextSearch {
  const index = new MiniSearch<IndexedSection>(miniSearchOptions);
  index.addAll(indexed(sections));
  return searchOver(index, sections);
}

/** Sections indexed per task, so a page that indexes them keeps answering the reader meanwhile. */
export const sectionsPerTask = 100;

/** As createFullTextSearch, indexing `sectionsPerTask` sections at a time instead of in one long task. */
export async function loadFullTextSearch(sections: readonly SearchSection[]): Promise<FullTextSearch> {
  const index = new MiniSearch<IndexedSection>(miniSearchOptions);
  await index.addAllAsync(indexed(sections), {chunkSize: sectionsPerTask});
  return searchOver(index, sections);
}

function searchOver(index: MiniSearch<IndexedSection>, sections: readonly SearchSection[]): FullTextSearch {
  return (query) => {
    const names = queryNames(query);
    return index
      .search(expandedQuery(withCardNumbersPrinted(query)))
      .map((result) => {
        const section = sections[result.id as number] as SearchSection;
        const named = section.keywords.some((keyword) => names.has(keyword.toLowerCase()));
        const score = result.score * kindBoosts[section.kind] * (named ? exactNameBoost : 1);
        return {section, score, terms: result.terms};
      })
      .sort((a, b) => b.score - a.score);
  };
}
