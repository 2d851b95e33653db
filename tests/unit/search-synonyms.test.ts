import {describe, expect, it} from 'vitest';
import data from '../../shared/search/synonymGroups.json';
import {phraseTerms, synonymGroups, synonymsOf} from '../../shared/search/synonyms';

describe('the synonym list (shared/search/synonymGroups.json)', () => {
  it("is a list of groups, each of two or more distinct phrases and a reviewer's reason", () => {
    expect(Object.keys(data).sort()).toEqual(['$comment', 'groups']);
    for (const group of data.groups) {
      expect(Object.keys(group).sort()).toEqual(['phrases', 'why']);
      expect(group.phrases.length).toBeGreaterThanOrEqual(2);
      expect(new Set(group.phrases.map((phrase) => phraseTerms(phrase).join(' '))).size).toBe(group.phrases.length);
      expect(group.why.length).toBeGreaterThan(20);
    }
  });

  it('holds the pairs the payments field uses', () => {
    const together = (a: string, b: string) =>
      synonymGroups.some(({phrases}) => phrases.includes(a) && phrases.includes(b));
    for (const [a, b] of [
      ['void', 'cancel'],
      ['chargeback', 'dispute'],
      ['pre-auth', 'authorizeCard'],
      ['ach', 'bank account'],
      ['hsa', 'iias'],
      ['fsa', 'iias'],
      ['3-d secure', 'authentication'],
    ] as const) {
      expect(together(a, b), `${a} and ${b}`).toBe(true);
    }
  });

  it('never gives a phrase two groups, so widening a query stays predictable', () => {
    const phrases = data.groups.flatMap((group) => group.phrases.map((phrase) => phraseTerms(phrase).join(' ')));
    expect(new Set(phrases).size).toBe(phrases.length);
  });
});

describe('synonymsOf', () => {
  it('gives the other phrases of each group whose phrase the query holds as whole words, in order', () => {
    expect(synonymsOf('void a payment')).toEqual(['cancel']);
    expect(synonymsOf('Chargebacks')).toEqual(['dispute']);
    expect(synonymsOf('pay by bank account')).toEqual(expect.arrayContaining(['ach', 'direct debit']));
    expect(synonymsOf('3D Secure challenge')).toEqual(expect.arrayContaining(['authentication']));
  });

  it('gives nothing for a part of a word or a phrase out of order', () => {
    expect(synonymsOf('avoid')).toEqual([]);
    expect(synonymsOf('account bank')).toEqual([]);
  });
});
