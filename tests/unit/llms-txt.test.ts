import {describe, expect, it} from 'vitest';
import type {LoadedVersion} from '@docusaurus/plugin-content-docs';
import {instructionsMarkdown, mcpServerPage, type AssistantFacts} from '../../plugins/llms-txt/instructions';
import {renderLlmsTxt, sidebarSections} from '../../plugins/llms-txt/llmsTxt';
import {twinCleanup} from '../../plugins/llms-txt/cleanHtml';
import {twinPath} from '../../shared/twinPath';
import {fromHtml} from 'hast-util-from-html';
import {toMdast} from 'hast-util-to-mdast';
import {toMarkdown} from 'mdast-util-to-markdown';
import {gfmTableToMarkdown} from 'mdast-util-gfm-table';
import {parseLlmsTxt} from '../support/llmsTxt';

describe('twinPath', () => {
  it('names the Markdown file the build writes for a route', () => {
    expect(twinPath('/docs/overview/')).toBe('/docs/overview.md');
    expect(twinPath('/')).toBe('/index.md');
    expect(twinPath('/api-reference/#operation/createPayment')).toBe('/api-reference.md');
    expect(twinPath('/docs/developers/Special%20Use%20Cases/')).toBe('/docs/developers/Special%20Use%20Cases.md');
  });
});

function doc(id: string, title: string): LoadedVersion['docs'][number] {
  return {
    id,
    title,
    permalink: `/docs/${id}/`,
    description: `About ${title}.`,
    unlisted: false,
  } as LoadedVersion['docs'][number];
}

/** A sidebar like the site's: a top-level doc, a category with a generated index and a nested category. */
const version = {
  docs: [doc('overview', 'Overview'), doc('intro', 'Intro'), doc('testing', 'Testing'), doc('hidden', 'Hidden')].map(
    (entry) => (entry.id === 'hidden' ? {...entry, unlisted: true} : entry),
  ),
  sidebars: {
    docs: [
      {type: 'doc', id: 'overview'},
      {
        type: 'category',
        label: 'Developers',
        link: {type: 'generated-index', permalink: '/docs/category/developers/', title: 'Developers'},
        items: [
          {type: 'doc', id: 'intro'},
          {type: 'doc', id: 'hidden'},
          {type: 'category', label: 'Testing', link: {type: 'doc', id: 'testing'}, items: []},
        ],
      },
    ],
  },
} as unknown as LoadedVersion;

describe('sidebarSections', () => {
  it('makes one section per category, titled by its path, its own page first', () => {
    expect(sidebarSections(version, 'Docs')).toEqual([
      {title: 'Docs', links: [{title: 'Overview', url: '/docs/overview/', description: 'About Overview.'}]},
      {
        title: 'Developers',
        links: [
          {title: 'Developers', url: '/docs/category/developers/'},
          {title: 'Intro', url: '/docs/intro/', description: 'About Intro.'},
        ],
      },
      {
        title: 'Developers › Testing',
        links: [{title: 'Testing', url: '/docs/testing/', description: 'About Testing.'}],
      },
    ]);
  });
});

describe('renderLlmsTxt', () => {
  it('writes the llmstxt.org format, which a strict reader parses back', () => {
    const text = renderLlmsTxt({
      title: 'Docs',
      summary: 'What the product does.',
      details: ['Instructions:', '- one\n  - nested'],
      sections: [
        {
          title: 'Guides',
          links: [{title: 'A [b]', url: 'https://x.example/a.md', description: 'Notes\non two lines.'}],
        },
      ],
    });
    expect(parseLlmsTxt(text)).toEqual({
      title: 'Docs',
      summary: 'What the product does.',
      details: 'Instructions:\n\n- one\n  - nested',
      sections: [
        {title: 'Guides', links: [{title: 'A \\[b\\]', url: 'https://x.example/a.md', notes: 'Notes on two lines.'}]},
      ],
    });
  });

  it('is refused by the reader when a heading comes before the sections', () => {
    expect(() => parseLlmsTxt('# T\n\n> S\n\n### Not allowed\n')).toThrow(/no heading/);
    expect(() => parseLlmsTxt('# T\n\n## Section\n\nplain text\n')).toThrow(/not a link list item/);
  });
});

describe('instructionsMarkdown', () => {
  /** The least a contract can give: no polled calls, webhooks or deprecated names. */
  const facts: AssistantFacts = {
    api: {title: 'Merchant API reference', route: '/api-reference/'},
    amount: {minimum: 1, maximum: 100},
    merchantTransactionId: {
      maxLength: 50,
      lookup: {
        call: 'GET /payments',
        href: '/api-reference/#operation/findPaymentsByMerchantTransactionId',
        answers: [],
      },
      recovery: {timeout: [], serverError: [], tooManyRequests: []},
    },
    polling: [],
    webhooks: [],
    deprecatedFields: [],
    deprecatedCalls: [],
  };
  const absolute = (href: string) => `https://docs.example${href}`;

  it("names the MCP server's page by its full URL, as the other instructions link theirs", () => {
    const lines = instructionsMarkdown(facts, absolute);
    expect(lines[0]).toContain(`(${absolute('/api-reference/')})`);
    const mcp = lines.filter((line) => line.includes('MCP server'));
    expect(mcp).toEqual([expect.stringContaining(`[${mcpServerPage.title}](${absolute(mcpServerPage.route)})`)]);
    expect(mcp[0]).toMatch(/^- /);
  });

  it('tells an assistant what to branch on for the answers without error.errorCode: 406, 500, 401 and 403', () => {
    const lines = instructionsMarkdown(facts, absolute);
    const branchOnCode = lines.find((line) => line.includes('`error.errorCode`, which is stable'));
    expect(branchOnCode).toMatch(/^ {2}- `400`, `404`, `410` and `429` carry/);
    for (const status of ['`406`', '`500`', '`401` and `403`'])
      expect(lines.find((line) => line.startsWith(`  - A ${status}`) || line.startsWith(`  - ${status}`))).toContain(
        'branch on the status',
      );
  });
});

describe('twinCleanup', () => {
  it('puts the source of a diagram the build has not drawn into the twin, as a Mermaid block', () => {
    const source = 'flowchart TD\n  accTitle: Paying\n  A[Pay] --> B[Receipt]';
    const html = `<main><p>The picture below.</p><div data-twin-diagram="${source.replace(/\n/g, '&#10;')}"><div data-mermaid-pending=""></div></div></main>`;
    const tree = fromHtml(html, {fragment: true});
    twinCleanup({siteUrl: 'https://docs.example'})()(tree);
    expect(toMarkdown(toMdast(tree))).toContain(`\`\`\`mermaid\n${source}\n\`\`\``);
  });

  it("labels each tab's panel with its tab, in place of the tab list, and leaves out panels the page fills on demand", () => {
    const html = `<main><div class="theme-tabs-container tabs-container"><ul role="tablist"><li role="tab">curl</li><li role="tab">TypeScript</li><li role="tab">Python</li></ul>
      <div><div role="tabpanel"><pre><code class="language-bash">curl -X GET</code></pre></div><div role="tabpanel" hidden><pre><code class="language-typescript">await fetch(url);</code></pre></div><div role="tabpanel" hidden></div></div></div></main>`;
    const tree = fromHtml(html, {fragment: true});
    twinCleanup({siteUrl: 'https://docs.example'})()(tree);
    const markdown = toMarkdown(toMdast(tree));
    expect(markdown).toContain(
      '**curl**\n\n```bash\ncurl -X GET\n```\n\n**TypeScript**\n\n```typescript\nawait fetch(url);\n```',
    );
    expect(markdown).not.toContain('Python');
  });

  it("keeps a cell's definition list on the cell's one line, a term and its definition per line break", () => {
    const html = `<table><thead><tr><th>code</th><th>what to do</th></tr></thead><tbody><tr><td>A</td><td><p>Rule.</p><dl><dt>Send again?</dt><dd><strong>No.</strong> Fix it.</dd><dt>Tell the customer</dt><dd>Sorry.</dd></dl></td></tr></tbody></table>`;
    const tree = fromHtml(html, {fragment: true});
    twinCleanup({siteUrl: 'https://docs.example'})()(tree);
    const markdown = toMarkdown(toMdast(tree), {extensions: [gfmTableToMarkdown()]});
    const row = markdown.split('\n').find((line) => line.startsWith('| A'));
    expect(row).toMatch(/Rule\..+\*\*Send again\?\*\* \*\*No\.\*\* Fix it\..+\*\*Tell the customer\*\* Sorry\. \|$/);
  });

  it("keeps a field's name, type and badges apart", () => {
    const html = `<ul><li><span class="fieldHeader_x1"><code>id</code><span class="type_y">string (uuid)</span><span class="badge">required</span></span></li></ul>`;
    const tree = fromHtml(html, {fragment: true});
    twinCleanup({siteUrl: 'https://docs.example'})()(tree);
    expect(toMarkdown(toMdast(tree))).toContain('`id` string (uuid) required');
  });
});
