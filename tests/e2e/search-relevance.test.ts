import {describe, expect, it} from 'vitest';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {createSiteSearch, sectionsFile, type SearchEntry, type SearchSections} from '../../shared/search';
import {builtSearchIndexPath} from '../../plugins/search-index';
import {answers, relevanceOf, relevanceQueries, type QueryKind} from '../../harness/searchRelevance';
import {buildDir, repoRoot} from '../../harness/paths';

/**
 * The search's relevance on the queries of tests/fixtures/search-relevance.json, over the index the build
 * published: the same search the box and search_docs run. No browser: it needs only the built files.
 */
const entries = JSON.parse(readFileSync(join(repoRoot, builtSearchIndexPath), 'utf8')) as SearchEntry[];
const {sections} = JSON.parse(readFileSync(join(buildDir, sectionsFile), 'utf8')) as SearchSections;
const search = createSiteSearch(entries, sections);
const urls = (query: string) => search(query).map(({url}) => url);

describe('the relevance set', () => {
  it('has at least 60 queries: 15 keywords, 15 task phrases, 10 codes or fields, 10 misspellings or synonyms', () => {
    const count = (kind: QueryKind) => relevanceQueries.filter((query) => query.kind === kind).length;
    expect(relevanceQueries.length).toBeGreaterThanOrEqual(60);
    expect([count('keyword') >= 15, count('task') >= 15, count('code') >= 10, count('typo') >= 10]).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(new Set(relevanceQueries.map(({query}) => query.toLowerCase())).size).toBe(relevanceQueries.length);
  });

  it('names only answers the index holds: built pages, and sections at anchors the index knows', () => {
    const indexed = [...entries.map(({url}) => url), ...sections.map(({url}) => url)];
    const unknown = relevanceQueries.flatMap(({query, answers: wanted}) =>
      wanted.filter((answer) => !indexed.some((url) => answers(url, [answer]))).map((answer) => `${query}: ${answer}`),
    );
    expect(unknown).toEqual([]);
  });
});

describe('the site search', () => {
  it('puts a right answer in the first three results for at least 90% of the queries', () => {
    const figures = relevanceOf(urls);
    expect({hitAt3: figures.hitAt3 >= 0.9, missed: figures.missedAt3}).toMatchObject({hitAt3: true});
  });

  it('finds a right answer for every kind of query, task phrases included', () => {
    for (const kind of ['keyword', 'task', 'code', 'typo'] as const) {
      const figures = relevanceOf(
        urls,
        relevanceQueries.filter((query) => query.kind === kind),
      );
      expect(figures.hitAt3, kind).toBeGreaterThanOrEqual(0.8);
    }
  });
});
