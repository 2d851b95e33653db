/** The passage of a section shown under a result, with the words the query matched flagged. */
import {processTerm, wordPattern} from './terms';
import type {TextPart} from './types';

/** About two lines of the dropdown at its narrowest. */
export const excerptWords = 24;

interface Word {
  readonly start: number;
  readonly end: number;
  readonly matched: boolean;
}

/** Whether a word of the text is one the index matched: the same term, or a longer form of a matched prefix. */
function isMatched(word: string, terms: ReadonlySet<string>): boolean {
  const whole = processTerm(word);
  if (whole !== null && terms.has(whole)) return true;
  return word.split(/[_-]+/).some((part) => {
    const term = processTerm(part);
    return term !== null && terms.has(term);
  });
}

/** The first window of `size` words holding the most matched words. */
function bestStart(words: readonly Word[], size: number): number {
  let best = 0;
  let bestCount = -1;
  let count = 0;
  for (let index = 0; index < words.length; index += 1) {
    if (words[index]?.matched === true) count += 1;
    if (index >= size && words[index - size]?.matched === true) count -= 1;
    const start = Math.max(0, index - size + 1);
    if (count > bestCount) {
      bestCount = count;
      best = start;
    }
  }
  return best;
}

/**
 * Up to `excerptWords` words of `text` around the most matched words, cut at word boundaries, marked `…`
 * where text was left out. `terms` are the index terms the query matched (lower case, singular).
 */
export function excerptParts(text: string, terms: readonly string[], size = excerptWords): TextPart[] {
  const wanted = new Set(terms);
  const words: Word[] = [...text.matchAll(wordPattern)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
    matched: isMatched(match[0], wanted),
  }));
  if (words.length === 0) return [];
  const first = bestStart(words, size);
  const shown = words.slice(first, first + size);
  const from = first === 0 ? 0 : (shown[0]?.start ?? 0);
  const last = first + size >= words.length;
  const to = last ? text.length : (shown.at(-1)?.end ?? text.length);
  const parts: TextPart[] = [];
  const push = (part: string, matched: boolean) => {
    if (part === '') return;
    const previous = parts.at(-1);
    if (previous?.matched === matched) parts[parts.length - 1] = {text: previous.text + part, matched};
    else parts.push({text: part, matched});
  };
  if (from > 0) push('… ', false);
  let at = from;
  for (const word of shown) {
    push(text.slice(at, word.start), false);
    push(text.slice(word.start, word.end), word.matched);
    at = word.end;
  }
  push(text.slice(at, to), false);
  if (!last) push(' …', false);
  return parts;
}
