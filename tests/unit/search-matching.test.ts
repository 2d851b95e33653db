import {describe, expect, it} from 'vitest';
import Fuse from 'fuse.js/min-basic';
import {createSearch} from '../../shared/search/search';
import {createTitleSearch, fuseOptions, highlightParts, maxResults, type SearchEntry} from '../../shared/search';

/** A small index shaped like the site's: docs, blog posts, pages and API operations. */
const fixture: SearchEntry[] = [
  {title: 'Overview', url: '/docs/overview/'},
  {title: 'Glossary', url: '/docs/business/glossary/'},
  {title: 'Business', url: '/docs/category/business/'},
  {title: 'Refunds', url: '/docs/developers/convenient-checkout-api/Payments/Refunds/'},
  {title: 'Payment and refund error codes', url: '/docs/developers/convenient-checkout-api/Payments/error_codes/'},
  {title: 'Webhooks', url: '/docs/developers/Add-on-services/Webhooks/'},
  {title: 'Webhooks: Refunds', url: '/docs/developers/Add-on-services/Webhooks/Refunds/'},
  {title: 'Production release 17 November 2023', url: '/docs/developers/Release-notes/Production/11-17-2023/'},
  {title: 'Manufacturer card API changelog', url: '/docs/developers/changelog/manufacturer-card-api/'},
  {title: 'Moving from saveDisabled to paymentMethodSaveMode', url: '/blog/2024/02/20/moving-from-savedisabled/'},
  {title: 'Home', url: '/'},
  {title: 'Create a refund', url: '/api-reference/#operation/createRefund'},
  {
    title: 'Find payments by merchantTransactionId',
    url: '/api-reference/#operation/findPaymentsByMerchantTransactionId',
  },
];

const search = createSearch(fixture);
const titles = (query: string) => search(query).map(({title}) => title);

describe('fuse.js options', () => {
  it('match fuzzily on the title only, with threshold 0.3 (notes/requirements.md#search)', () => {
    expect(fuseOptions.keys).toEqual(['title']);
    expect(fuseOptions.threshold).toBe(0.3);
    expect(fuseOptions.includeMatches).toBe(true);
  });
});

describe('the titles fuse.js is run on', () => {
  // Words of the site's titles with doubled letters and repeats, and every prefix of queries a reader types,
  // typos and all, so the filter's count of shared characters is tried where it is tightest.
  const words = ['payment', 'refunds', 'webhooks', 'glossary', 'session', 'merchantTransactionId', 'Überweisung'];
  const entries = words.flatMap((first, index) =>
    words.map((second, other) => ({title: `${first} ${second} ${'ss'.repeat(other)}`, url: `/t/${index}/${other}/`})),
  );
  const typed = ['refnds', 'webhoks', 'glosary', 'sesion', 'merchantTransactonId', 'ÜBERWEISUNG', 'ssss', 'a b'];
  const queries = [
    ...typed.flatMap((query) => Array.from({length: query.length}, (_, end) => query.slice(0, end + 1))),
    'payment refunds webhooks glossary session',
  ];

  it('are only those it could list: every result, score and mark is what fuse.js gives over all of them', () => {
    const all = new Fuse(entries, fuseOptions);
    const filtered = createTitleSearch(entries);
    for (const query of queries) {
      const expected = all.search(query.trim(), {limit: 1000}).map(({item, score, matches}) => ({
        entry: item,
        score: score ?? 0,
        titleParts: highlightParts(
          item.title,
          (matches ?? []).flatMap(({indices}) => indices),
        ),
      }));
      expect(filtered(query, 1000), query).toEqual(expected);
    }
    expect(filtered('webhoks', 1000)).not.toEqual([]);
  });
});

describe('matching', () => {
  it.each([
    ['refnds', 'Refunds'],
    ['glosary', 'Glossary'],
    ['webhoks', 'Webhooks'],
    ['overveiw', 'Overview'],
  ])('finds the page despite one typo: "%s" gives %s first', (query, title) => {
    expect(titles(query)[0]).toBe(title);
  });

  it('finds a word wherever it sits in a long title, even mistyped', () => {
    expect(titles('changelg')).toEqual(['Manufacturer card API changelog']);
    expect(titles('merchantTransactonId')).toEqual(['Find payments by merchantTransactionId']);
  });

  it('finds nothing for nonsense', () => {
    expect(titles('xqzvw')).toEqual([]);
    expect(titles('qwertyuiop')).toEqual([]);
    expect(titles('<img src=x onerror=alert(1)>')).toEqual([]);
  });

  it('matches titles, not urls', () => {
    expect(titles('developers')).toEqual([]);
    expect(titles('operation')).toEqual([]);
  });

  it('answers nothing for an empty or blank query', () => {
    expect(search('')).toEqual([]);
    expect(search('   ')).toEqual([]);
  });

  it('ignores white space around the query and letter case', () => {
    expect(titles('  GLOSSARY ')).toEqual(['Glossary']);
  });

  it(`lists at most ${maxResults} results`, () => {
    const many = Array.from({length: 50}, (_, index) => ({title: `Payments ${index}`, url: `/p/${index}/`}));
    expect(createSearch(many)('payments')).toHaveLength(maxResults);
  });

  it('gives each result its label from the url and its title with the matched characters flagged', () => {
    const [result] = search('glosary');
    expect(result).toEqual({
      url: '/docs/business/glossary/',
      label: 'Business / Glossary',
      title: 'Glossary',
      section: '',
      titleParts: [{text: 'Glossary', matched: true}],
      excerpt: [],
      matchedIn: 'title',
    });
    const [refund] = search('refund');
    expect(refund?.titleParts).toEqual([
      {text: 'Refund', matched: true},
      {text: 's', matched: false},
    ]);
  });
});

describe('highlightParts', () => {
  it('cuts the text at the match ranges, which are inclusive', () => {
    expect(highlightParts('Create a refund', [[9, 14]])).toEqual([
      {text: 'Create a ', matched: false},
      {text: 'refund', matched: true},
    ]);
  });

  it('merges overlapping and touching ranges and ignores ranges outside the text', () => {
    expect(
      highlightParts('Refunds', [
        [0, 2],
        [2, 3],
        [4, 4],
        [10, 12],
      ]),
    ).toEqual([
      {text: 'Refun', matched: true},
      {text: 'ds', matched: false},
    ]);
  });

  it('gives one unmatched run without ranges, and nothing for an empty text', () => {
    expect(highlightParts('Home', [])).toEqual([{text: 'Home', matched: false}]);
    expect(highlightParts('', [[0, 3]])).toEqual([]);
  });
});
