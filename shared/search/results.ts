/** What the search box shows for each match: pure, so the shaping is unit-tested without a browser. */
import type {FuseResult} from 'fuse.js';
import type {SearchEntry} from '@site/plugins/search-index/types';
import {resultLabel} from './label';

/** A run of a title, flagged when fuse.js matched its characters. */
export interface TextPart {
  readonly text: string;
  readonly matched: boolean;
}

export interface SearchResult {
  readonly url: string;
  /** The link's label, from the url (see label.ts). */
  readonly label: string;
  readonly title: string;
  /** The title in runs, the matched characters flagged for highlighting. */
  readonly titleParts: readonly TextPart[];
}

type Range = readonly [start: number, end: number];

/** Cuts `text` into runs at fuse.js's inclusive match ranges, which may overlap or touch. */
export function highlightParts(text: string, ranges: readonly Range[]): TextPart[] {
  const matched = new Array<boolean>(text.length).fill(false);
  for (const [start, end] of ranges) {
    for (let index = Math.max(start, 0); index <= Math.min(end, text.length - 1); index += 1) matched[index] = true;
  }
  const parts: TextPart[] = [];
  for (let index = 0; index < text.length; index += 1) {
    const flag = matched[index] === true;
    const last = parts.at(-1);
    if (last?.matched === flag) parts[parts.length - 1] = {text: last.text + text.charAt(index), matched: flag};
    else parts.push({text: text.charAt(index), matched: flag});
  }
  return parts;
}

export function toResult({item, matches}: FuseResult<SearchEntry>): SearchResult {
  const ranges = (matches ?? []).filter(({key}) => key === 'title').flatMap(({indices}) => indices);
  return {
    url: item.url,
    label: resultLabel(item.url),
    title: item.title,
    titleParts: highlightParts(item.title, ranges),
  };
}
