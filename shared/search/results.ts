/** What the search box shows for each match: pure, so the shaping is unit-tested without a browser. */
import type {SiteResult, TextPart} from './types';
import {resultLabel} from './label';

export type {TextPart};

export interface SearchResult extends SiteResult {
  /** The link's label, from the url (see label.ts). */
  readonly label: string;
}

export function toResult(result: SiteResult): SearchResult {
  return {...result, label: resultLabel(result.url)};
}
