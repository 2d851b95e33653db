/**
 * The search's relevance on the set of queries in tests/fixtures/search-relevance.json: where the first
 * right answer is in each query's results. The unit test holds the search to a floor; the benchmark
 * prints the figures.
 */
import relevance from '../tests/fixtures/search-relevance.json';

export type QueryKind = 'keyword' | 'task' | 'code' | 'typo';

export interface RelevanceQuery {
  readonly query: string;
  readonly kind: QueryKind;
  /** URLs that answer the query; one without `#` is a whole page, any section of which counts. */
  readonly answers: readonly string[];
}

export const relevanceQueries = relevance.queries as readonly RelevanceQuery[];

/** Whether a result's URL is one of the answers. */
export function answers(url: string, answerUrls: readonly string[]): boolean {
  const path = url.split('#')[0];
  return answerUrls.some((answer) => answer === url || (!answer.includes('#') && answer === path));
}

/** The 1-based rank of the first right answer among `urls`, or undefined when none is. */
export function firstRightRank(urls: readonly string[], answerUrls: readonly string[]): number | undefined {
  const index = urls.findIndex((url) => answers(url, answerUrls));
  return index === -1 ? undefined : index + 1;
}

export interface RelevanceFigures {
  readonly queries: number;
  /** Shares of the queries, 0 to 1. */
  readonly hitAt1: number;
  readonly hitAt3: number;
  /** Mean reciprocal rank over the results listed (0 for a query none of whose answers is listed). */
  readonly mrr: number;
  /** The queries with no right answer in the first three, for a reader of the figures. */
  readonly missedAt3: readonly string[];
}

export function relevanceOf(
  search: (query: string) => readonly string[],
  queries: readonly RelevanceQuery[] = relevanceQueries,
): RelevanceFigures {
  const ranks = queries.map(({query, answers: answerUrls}) => firstRightRank(search(query), answerUrls));
  const share = (count: number) => count / queries.length;
  return {
    queries: queries.length,
    hitAt1: share(ranks.filter((rank) => rank === 1).length),
    hitAt3: share(ranks.filter((rank) => rank !== undefined && rank <= 3).length),
    mrr: ranks.reduce<number>((sum, rank) => sum + (rank === undefined ? 0 : 1 / rank), 0) / queries.length,
    missedAt3: queries.filter((_, index) => (ranks[index] ?? 99) > 3).map(({query}) => query),
  };
}
