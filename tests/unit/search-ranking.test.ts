import {describe, expect, it} from 'vitest';
import {createFullTextSearch, createSiteSearch, type SearchEntry, type SearchSection} from '../../shared/search';
import {expandedQuery, fuzziness} from '../../shared/search/fullText';
import {processTerm, tokenize, withCardNumbersPrinted} from '../../shared/search/terms';

const section = (url: string, page: string, title: string, text: string, extra: Partial<SearchSection> = {}) =>
  ({url, page, section: title, keywords: [], text, kind: 'doc', ...extra}) satisfies SearchSection;

/** A few sections shaped like the site's: guides by heading, an error code's row, an operation, a field. */
const sections: SearchSection[] = [
  section('/docs/refunds/', 'Refunds', '', 'Return money to the customer after a payment was captured.'),
  section(
    '/docs/testing/#declines',
    'Testing',
    'Cards that are declined',
    'Use 4000 0000 0000 0341 to decline a saved card, or 4000 0000 0000 0002 at once.',
  ),
  section(
    '/docs/refunds/#limits',
    'Refunds',
    'Never more than was captured',
    'A refund above the captured amount is refused.',
  ),
  section(
    '/docs/admin/#rotating-secrets',
    'Administration',
    'Rotating secrets',
    'Replace the webhook signing secret every year; keep the old one for a day.',
  ),
  section(
    '/docs/webhooks/',
    'Webhooks',
    '',
    'The service sends events to your endpoint. Each event is signed with a secret, and mentions refunds and disputes.',
  ),
  section(
    '/docs/disputes/',
    'Disputes',
    '',
    'A cardholder asks the issuer to reverse a payment; the evidence deadline follows.',
  ),
  section(
    '/docs/pre-auth/#cancel',
    'Pre-authorization',
    'Step 2b: cancel',
    'Cancel the authorization to release the hold on the card.',
  ),
  section(
    '/docs/errors/#REFUND_AMOUNT_EXCEEDS_CAPTURED',
    'Error codes',
    'REFUND_AMOUNT_EXCEEDS_CAPTURED',
    'The refund is larger than what was captured.',
    {keywords: ['REFUND_AMOUNT_EXCEEDS_CAPTURED'], kind: 'error'},
  ),
  section(
    '/docs/guide/',
    'Guide',
    '',
    'Every refund names the payment; see REFUND_AMOUNT_EXCEEDS_CAPTURED for the limit. '.repeat(3),
  ),
  section('/api/#operation/createRefund', 'API reference', 'Create a refund', 'POST /refunds', {
    keywords: ['createRefund', '/refunds'],
    kind: 'operation',
  }),
  section(
    '/api/#schema/Payment',
    'API reference',
    'Payment.merchantTransactionId',
    'Your own identifier for the payment.',
    {keywords: ['merchantTransactionId', 'Payment.merchantTransactionId'], kind: 'field'},
  ),
  section(
    '/docs/ids/',
    'Identifiers',
    '',
    'Choose a merchantTransactionId per attempt, merchantTransactionId again on a retry.',
  ),
];

const search = createFullTextSearch(sections);
const urls = (query: string) => search(query).map(({section: {url}}) => url);

describe('the terms', () => {
  it('split words at white space and punctuation, and keep a code or header whole beside its parts', () => {
    expect(tokenize('Use CARD_DECLINED, or X-Upstream-Env.')).toEqual([
      'Use', 'CARD_DECLINED', 'CARD', 'DECLINED', 'or', 'X-Upstream-Env', 'X', 'Upstream', 'Env',
    ]); // prettier-ignore
    expect(tokenize('CARD_DECLINED payment', 'keywords')).toEqual(['CARD_DECLINED', 'payment']);
  });

  it('hold a card number typed without spaces in the groups the pages print', () => {
    expect(withCardNumbersPrinted('card 4000000000000341 declined')).toBe('card 4000 0000 0000 0341 declined');
    expect(withCardNumbersPrinted('378282246310005')).toBe('3782 822463 10005');
    expect(withCardNumbersPrinted('30569309025904')).toBe('3056 930902 5904');
    expect(withCardNumbersPrinted('order 12345 of 2024')).toBe('order 12345 of 2024');
  });

  it('are lower case and singular, without the commonest words', () => {
    expect(['Refunds', 'captures', 'policies', 'status', 'address', 'the', 'HOW'].map(processTerm)).toEqual([
      'refund', 'capture', 'policy', 'status', 'address', null, null,
    ]); // prettier-ignore
  });
});

describe('ranking', () => {
  it('finds a section by the words of a task, though its page is titled otherwise', () => {
    expect(urls('rotate webhook secret')[0]).toBe('/docs/admin/#rotating-secrets');
    expect(urls('refund more than captured').slice(0, 2)).toContain('/docs/refunds/#limits');
  });

  it("counts a heading's words for more than the same words in the text", () => {
    expect(urls('disputes')[0]).toBe('/docs/disputes/');
    expect(urls('disputes').indexOf('/docs/webhooks/')).toBeGreaterThan(0);
  });

  it('finds an error code or a field name at its home first, before the pages that mention it more often', () => {
    expect(urls('REFUND_AMOUNT_EXCEEDS_CAPTURED')[0]).toBe('/docs/errors/#REFUND_AMOUNT_EXCEEDS_CAPTURED');
    expect(urls('merchantTransactionId')[0]).toBe('/api/#schema/Payment');
    expect(urls('createRefund')[0]).toBe('/api/#operation/createRefund');
  });

  it('matches the word being typed by its start, and earlier words whole', () => {
    expect(urls('rotating sec')[0]).toBe('/docs/admin/#rotating-secrets');
    expect(urls('rot zzzz')).not.toContain('/docs/admin/#rotating-secrets');
  });

  it('tolerates one typo from five letters and two from nine, none in shorter words', () => {
    expect(urls('refnds')).toContain('/docs/refunds/');
    expect(urls('dispuets evidence')[0]).toBe('/docs/disputes/');
    expect([fuzziness('card'), fuzziness('refund'), fuzziness('authorization')]).toEqual([false, 1, 2]);
  });

  it('searches the synonyms of a query at a lower weight', () => {
    expect(urls('chargeback')[0]).toBe('/docs/disputes/');
    expect(urls('void the hold')[0]).toBe('/docs/pre-auth/#cancel');
    expect(expandedQuery('refund a payment')).not.toBe('refund a payment');
    expect(expandedQuery('glossary')).toBe('glossary');
  });

  it('finds a test card typed without spaces, with its groups marked', () => {
    const [first] = search('4000000000000341');
    expect(first?.section.url).toBe('/docs/testing/#declines');
    expect(first?.terms).toContain('0341');
  });

  it('finds nothing for nonsense or an empty query', () => {
    expect(urls('qwertyuiop')).toEqual([]);
    expect(urls('')).toEqual([]);
    expect(urls('<img src=x onerror=alert(1)>')).toEqual([]);
  });
});

describe('the site search', () => {
  const entries: SearchEntry[] = [
    {title: 'Refunds', url: '/docs/refunds/'},
    {title: 'Webhooks', url: '/docs/webhooks/'},
    {title: 'Manufacturer cards', url: '/docs/cards/'},
  ];
  const site = createSiteSearch(entries, sections);

  it('puts a title the query names first, with an excerpt of its text when the full text matched it too', () => {
    const [first] = site('refunds');
    expect(first).toMatchObject({url: '/docs/refunds/', matchedIn: 'title'});
    expect(first?.excerpt.map(({text}) => text).join('')).toBe(
      'Return money to the customer after a payment was captured.',
    );
  });

  it('never hides a title the fuzzy matcher finds, even below many full-text matches', () => {
    expect(site('cards').map(({url}) => url)).toContain('/docs/cards/');
  });

  it('lists a page at most twice among the full-text results, and each result with its page and section', () => {
    const results = site('refund captured');
    const perPage = new Map<string, number>();
    for (const {url} of results) perPage.set(url.split('#')[0] ?? '', (perPage.get(url.split('#')[0] ?? '') ?? 0) + 1);
    expect(Math.max(...perPage.values())).toBeLessThanOrEqual(2);
    expect(results.find(({url}) => url === '/docs/refunds/#limits')).toMatchObject({
      title: 'Refunds',
      section: 'Never more than was captured',
      matchedIn: 'text',
    });
  });

  it('cuts an excerpt only from the sections it lists, however many the full text matched', () => {
    let textsRead = 0;
    const many = Array.from({length: 200}, (_, index): SearchSection => ({
      url: `/docs/p${String(index)}/`,
      page: `Page ${String(index)}`,
      section: '',
      keywords: [],
      kind: 'doc',
      get text() {
        textsRead += 1;
        return 'Capture the payment.';
      },
    }));
    const fullText = createFullTextSearch(many);
    textsRead = 0;
    const results = createSiteSearch(entries, many, fullText)('capture');
    expect(results).toHaveLength(8);
    expect(textsRead).toBeLessThanOrEqual(results.length);
  });

  it('answers with the titles alone when it has no sections', () => {
    expect(createSiteSearch(entries)('webhoks').map(({url}) => url)).toEqual(['/docs/webhooks/']);
  });
});
