import {describe, expect, it} from 'vitest';
import {excerptParts, excerptWords} from '../../shared/search/excerpt';

const marked = (parts: readonly {text: string; matched: boolean}[]) =>
  parts.filter(({matched}) => matched).map(({text}) => text);
const joined = (parts: readonly {text: string}[]) => parts.map(({text}) => text).join('');

describe('excerptParts', () => {
  it('marks every word whose term the query matched, whatever its case or number', () => {
    const parts = excerptParts('Refunds return money. A refund is never more than the capture.', ['refund', 'capture']);
    expect(marked(parts)).toEqual(['Refunds', 'refund', 'capture']);
    expect(joined(parts)).toBe('Refunds return money. A refund is never more than the capture.');
  });

  it('marks a code whole when the query matched it, and a part of it when the query matched that', () => {
    expect(marked(excerptParts('Answers CARD_DECLINED at once.', ['card_declined']))).toEqual(['CARD_DECLINED']);
    expect(marked(excerptParts('Answers CARD_DECLINED at once.', ['declined']))).toEqual(['CARD_DECLINED']);
  });

  it(`shows ${excerptWords} words around the most matches, with … where text was left out`, () => {
    const filler = (count: number) => Array.from({length: count}, (_, index) => `w${index}`).join(' ');
    const text = `${filler(40)} secret rotation keeps the old secret for a day ${filler(40)}`;
    const parts = excerptParts(text, ['secret']);
    expect(joined(parts).startsWith('… ')).toBe(true);
    expect(joined(parts).endsWith(' …')).toBe(true);
    expect(marked(parts)).toEqual(['secret', 'secret']);
    expect(joined(parts).replace(/…/g, '').trim().split(/\s+/)).toHaveLength(excerptWords);
  });

  it('keeps markup in the text as text: it is never parsed, only cut into runs', () => {
    const parts = excerptParts('Send <img src=x onerror=alert(1)> as a refund', ['refund']);
    expect(joined(parts)).toBe('Send <img src=x onerror=alert(1)> as a refund');
    expect(marked(parts)).toEqual(['refund']);
  });

  it('gives nothing for an empty text and the opening words when nothing matched', () => {
    expect(excerptParts('', ['refund'])).toEqual([]);
    expect(excerptParts('Plain words only', ['refund'])).toEqual([{text: 'Plain words only', matched: false}]);
  });
});
