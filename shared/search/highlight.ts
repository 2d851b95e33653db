import type {TextPart} from './types';

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
