/** The reviewed synonym groups (synonymGroups.json) and how a query is widened with them. */
import data from './synonymGroups.json';
import {processTerm, tokenize} from './terms';

export interface SynonymGroup {
  /** Words or phrases the field uses for one thing, as readers type them. */
  readonly phrases: readonly string[];
  /** Why they mean the same here: the reviewer's note. */
  readonly why: string;
}

export const synonymGroups: readonly SynonymGroup[] = data.groups;

/** A phrase as index terms: what it must match in a query's terms, in order. */
export function phraseTerms(phrase: string): string[] {
  return tokenize(phrase)
    .map(processTerm)
    .filter((term): term is string => term !== null);
}

function holds(terms: readonly string[], phrase: readonly string[]): boolean {
  if (phrase.length === 0) return false;
  return terms.some((_, start) => phrase.every((term, offset) => terms[start + offset] === term));
}

/**
 * The phrases a query should also search: every other phrase of each group one of whose phrases the
 * query holds, as whole words in order. `void a payment` gives `cancel`.
 */
export function synonymsOf(query: string, groups: readonly SynonymGroup[] = synonymGroups): string[] {
  const terms = phraseTerms(query);
  return groups.flatMap(({phrases}) => {
    const held = phrases.filter((phrase) => holds(terms, phraseTerms(phrase)));
    return held.length === 0 ? [] : phrases.filter((phrase) => !held.includes(phrase));
  });
}
