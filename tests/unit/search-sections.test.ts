import {describe, expect, it} from 'vitest';
import {contentRoot, pageSections} from '../../plugins/search-index/sections';
import {
  fieldSections,
  headerSections,
  isName,
  operationSections,
  plainText,
} from '../../plugins/search-index/contractSections';
import {bundledDocuments} from '../support/bundledDocuments';
import {firstWords, fullTextSections, sectionWords} from '../../plugins/search-index/fullText';
import type {OpenApiDocsContent} from '../../plugins/openapi-docs';
import {bundledFixture} from '../support/openapiFixture';

/** A built docs page as the theme writes it: breadcrumbs and table of contents around the article. */
const docPage = `<html><body><nav class="breadcrumbs">Docs › Webhooks</nav><main>
<div class="theme-doc-markdown markdown"><div data-twin-skip><button>Copy page</button></div>
<header><h1>Configuration</h1></header>
<p>Webhooks tell your systems that something changed.</p>
<h2 class="anchor" id="the-signing-secret">The signing secret<a href="#the-signing-secret" class="hash-link">&#8203;</a></h2>
<p>Each endpoint has its own <code>secret</code>. Rotate it from the Admin settings.</p>
<div class="theme-code-block"><pre><code>const secret = process.env.SECRET;</code></pre></div>
<table><tbody><tr id="SIGNATURE_INVALID"><td><code>SIGNATURE<!-- -->_<wbr/>INVALID</code><span>httpStatus 401</span></td><td>The signature does not match.</td></tr>
<tr id="other-row"><td>Another row stays in its section.</td></tr></tbody></table>
<h3 id="rotating">Rotating</h3><p>Keep both secrets for a day.</p>
<h4 id="deeper">Deeper</h4><p>An h4 stays in its h3's section.</p>
<h2 id="empty"></h2>
</div></main><nav class="table-of-contents">The signing secret</nav></body></html>`;

const page = {url: '/docs/webhooks/configuration/', title: 'Configuration', kind: 'doc' as const, html: docPage};

describe('pageSections', () => {
  const sections = pageSections(page, new Set(['SIGNATURE_INVALID']));

  it('cuts a page at its h2 and h3 headings, each section at its anchor, the text before the first at the page', () => {
    expect(sections.map(({url, section}) => [url, section])).toEqual([
      ['/docs/webhooks/configuration/', ''],
      ['/docs/webhooks/configuration/#the-signing-secret', 'The signing secret'],
      ['/docs/webhooks/configuration/#SIGNATURE_INVALID', 'SIGNATURE_INVALID'],
      ['/docs/webhooks/configuration/#rotating', 'Rotating'],
    ]);
    expect(sections.every(({page: title}) => title === 'Configuration')).toBe(true);
  });

  it('keeps the text a reader reads, without code blocks, controls, the title block or the navigation', () => {
    expect(sections[0]?.text).toBe('Webhooks tell your systems that something changed.');
    expect(sections[1]?.text).toBe(
      'Each endpoint has its own secret. Rotate it from the Admin settings. Another row stays in its section.',
    );
    expect(sections[3]?.text).toBe("Keep both secrets for a day. Deeper An h4 stays in its h3's section.");
  });

  it("makes an error code's home row a section of its own, named by the code, with the code as its exact name and its cell's notes apart", () => {
    expect(sections[2]).toMatchObject({
      kind: 'error',
      keywords: ['SIGNATURE_INVALID'],
      text: 'SIGNATURE_INVALID httpStatus 401 The signature does not match.',
    });
    expect(sections.filter(({kind}) => kind === 'doc').every(({keywords}) => keywords.length === 0)).toBe(true);
  });

  it('takes the main element of a page that is not a doc, and nothing from a page without one', () => {
    expect(contentRoot('<body><main><p>Tool</p></main></body>')?.name).toBe('main');
    expect(pageSections({...page, html: '<body><p>No main</p></body>'})).toEqual([]);
  });
});

describe('the contract sections', () => {
  async function content(): Promise<OpenApiDocsContent> {
    const document = await bundledFixture('payments');
    const apiDocument = {id: 'pay', title: 'Pay reference', navLabel: 'Pay', source: 'pay.yaml', route: '/pay/'};
    return {
      documents: [
        {apiDocument, document, json: ''},
        {apiDocument: {...apiDocument, route: '/again/'}, document, json: ''},
      ],
    };
  }

  it('gives each operation a section at its anchor, named by its summary, found by its id and path', async () => {
    const [first] = operationSections(await content());
    expect(first?.url).toMatch(/^\/pay\/#operation\//);
    expect(first?.kind).toBe('operation');
    expect(first?.keywords).toHaveLength(2);
    expect(first?.text).toMatch(/(GET|POST|PATCH|PUT|DELETE) \//);
  });

  it("gives each field of a schema a section at the schema's place, once however many documents share it", async () => {
    const fields = fieldSections(await content());
    expect(fields.length).toBeGreaterThan(0);
    expect(fields.every(({url}) => url.startsWith('/pay/#schema/'))).toBe(true);
    expect(new Set(fields.map(({section}) => section)).size).toBe(fields.length);
  });

  it('gives each shared response header a section at its anchor, once however many documents send it', async () => {
    const documents = (await bundledDocuments()).map((bundled) => ({...bundled, json: ''}));
    const headers = headerSections({documents});
    const names = headers.map(({keywords}) => keywords[0]);
    expect(names).toContain('Retry-After');
    expect(new Set(names).size).toBe(names.length);
    const retryAfter = headers.find(({keywords}) => keywords[0] === 'Retry-After');
    expect(retryAfter?.url).toBe(`${documents[0]?.apiDocument.route ?? ''}#header/Retry-After`);
    expect(retryAfter?.text).toMatch(/\w/);
  });

  it('finds a field first by its name only when the name is not also a plain word', () => {
    expect(isName('merchantTransactionId')).toBe(true);
    expect(isName('zip5')).toBe(true);
    expect(isName('payment_method')).toBe(true);
    expect(isName('amount')).toBe(false);
  });

  it('reads descriptions as plain text', () => {
    expect(plainText('See [Refunds](/docs/refunds/) and `amount`, **in cents**.')).toBe(
      'See Refunds and amount, in cents.',
    );
  });
});

describe('the published sections', () => {
  it('index the first words of each section, and skip the pages the contract or other pages cover', async () => {
    const long = `<main><p>${'word '.repeat(sectionWords + 50)}</p></main>`;
    const published = await fullTextSections({
      entries: [
        {title: 'Long', url: '/long/'},
        {title: 'Reference', url: '/pay/'},
        {title: 'SIGNATURE_INVALID', url: '/long/#SIGNATURE_INVALID'},
      ],
      skippedRoutes: new Set(['/pay/']),
      api: undefined,
      readPage: (route) => Promise.resolve(route === '/long/' ? long : ''),
    });
    expect(published.version).toBe(1);
    expect(published.sections.map(({url}) => url)).toEqual(['/long/']);
    expect(published.sections[0]?.text.split(' ')).toHaveLength(sectionWords);
    expect(firstWords('a b c', 2)).toBe('a b');
    expect(firstWords('a b', 2)).toBe('a b');
  });
});
