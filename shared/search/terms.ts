/**
 * How text becomes index terms, the same for every section and every query. Words are split at white
 * space and punctuation; a code or name joined by `_` or `-` (`CARD_DECLINED`, `X-Upstream-Env`) is also
 * kept whole, so typing it exactly finds it first.
 */

/** Words too common to say what a section is about; a query of only these finds nothing. */
const stopWords = new Set(
  (
    'a an and are as at be by can do does for from how i if in into is it its me my of on or our so ' +
    'that the their them then there these this to was we what when where which who why will with you your'
  ).split(' '),
);

/** A word: letters and digits, joined by `_` or `-` into one compound. */
export const wordPattern = /[\p{L}\p{N}]+(?:[_-][\p{L}\p{N}]+)*/gu;

/**
 * The words of a text, each compound also split into its parts: `CARD_DECLINED` gives it, `CARD` and
 * `DECLINED`. A section's exact names (its `keywords` field) are kept whole, so only the whole name matches them.
 */
export function tokenize(text: string, field?: string): string[] {
  if (field === 'keywords') return text.split(/\s+/).filter((name) => name !== '');
  return [...text.matchAll(wordPattern)].flatMap(([word]) => {
    if (!/[_-]/.test(word)) return [word];
    return [word, ...word.split(/[_-]+/)];
  });
}

/**
 * A word as the index keeps it, or null to leave it out: lower case, a plain English plural made
 * singular (`refunds`, `captures`), so a reader's number never matters. Words ending in `ss`, `us` or
 * `is` are left alone (`address`, `status`, `basis`), and so are codes (they hold `_`).
 */
export function processTerm(term: string): string | null {
  const word = term.toLowerCase();
  if (stopWords.has(word)) return null;
  if (word.length > 3 && word.endsWith('s') && !/(ss|us|is)$/.test(word) && !word.includes('_')) {
    return word.endsWith('ies') && word.length > 4 ? `${word.slice(0, -3)}y` : word.slice(0, -1);
  }
  return word;
}

/** How a card number of this many digits is printed, where it is not in fours (Amex's 15, Diners' 14). */
const printedGroups: Readonly<Record<number, readonly number[]>> = {14: [4, 6, 4], 15: [4, 6, 5]};

function printed(digits: string): string {
  const sizes = printedGroups[digits.length] ?? Array.from({length: Math.ceil(digits.length / 4)}, () => 4);
  let at = 0;
  return sizes
    .map((size) => {
      at += size;
      return digits.slice(at - size, at);
    })
    .join(' ');
}

/**
 * A card number typed without spaces (`4000000000000341`), written in the groups the pages print it in
 * (`4000 0000 0000 0341`): the index holds each group as a word, never the whole run.
 */
export function withCardNumbersPrinted(query: string): string {
  return query.replace(/(?<!\d)\d{13,19}(?!\d)/g, printed);
}
