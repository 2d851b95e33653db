import {describe, expect, it} from 'vitest';
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import type {LoadContext, PluginContentLoadedActions} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import type {LoadedContent as PagesContent} from '@docusaurus/plugin-content-pages';
import searchIndexPlugin, {searchIndexFile, type SearchEntry} from '../../plugins/search-index';
import {
  apiEntries,
  assertUniqueUrls,
  blogEntries,
  docsEntries,
  errorCodeEntries,
  exportedTitle,
  failureCodePages,
  pagesEntries,
  withTrailingSlashRule,
} from '../../plugins/search-index/entries';
import type {OpenApiDocsContent} from '../../plugins/openapi-docs';
import {bundledDocuments} from '../support/bundledDocuments';
import {errorCataloguePages, isRef, operationsOf, type OpenApiDocument} from '../../contract-core';
import {bundledFixture} from '../support/openapiFixture';
import {repoRoot} from '../../harness/paths';

/** Loaded content as the content plugins shape it, with only the fields the index reads. */
const docs = {
  loadedVersions: [
    {
      docs: [
        {title: 'Overview', permalink: '/docs/overview', unlisted: false},
        {title: 'Secret', permalink: '/docs/secret', unlisted: true},
      ],
      sidebars: {
        docs: [
          {type: 'doc', id: 'overview', label: 'Overview'},
          {
            type: 'category',
            label: 'Webhooks',
            link: {type: 'generated-index', slug: '/webhooks', permalink: '/docs/webhooks'},
            items: [
              {
                type: 'category',
                label: 'Events',
                link: {type: 'generated-index', slug: '/events', permalink: '/docs/events', title: 'Webhook events'},
                items: [],
              },
            ],
          },
          {type: 'category', label: 'Business', link: {type: 'doc', id: 'business/index'}, items: []},
        ],
      },
    },
  ],
} as unknown as DocsContent;

const blog = {
  blogTitle: 'Blog',
  blogPosts: [
    {metadata: {title: 'We are live', permalink: '/blog/2023/11/17/live', unlisted: false}},
    {metadata: {title: 'Not yet', permalink: '/blog/2024/01/01/not-yet', unlisted: true}},
  ],
} as unknown as BlogContent;

const pageSources: Readonly<Record<string, string>> = {
  '@site/src/pages/index.tsx': "export const title = 'Home';\nexport default function Home() {}\n",
  '@site/src/pages/untitled.tsx': 'export default function Untitled() {}\n',
};
const readSource = (source: string) => pageSources[source] ?? '';

const pages = [
  {type: 'jsx', permalink: '/', source: '@site/src/pages/index.tsx'},
  {type: 'mdx', permalink: '/markdown-page', source: '@site/src/pages/markdown-page.md', title: 'Conventions'},
  {type: 'mdx', permalink: '/draft-page', source: '@site/src/pages/draft-page.md', title: 'Draft', unlisted: true},
] as unknown as PagesContent;

async function apiContent(): Promise<OpenApiDocsContent> {
  const document = await bundledFixture('payments');
  const apiDocument = {id: 'pay', title: 'Pay reference', navLabel: 'Pay', source: 'pay.yaml', route: '/pay/'};
  return {documents: [{apiDocument, document, json: ''}]};
}

describe('docs entries', () => {
  it('lists each listed doc by title and permalink', () => {
    expect(docsEntries(docs)).toContainEqual({title: 'Overview', url: '/docs/overview'});
    expect(docsEntries(docs).map(({title}) => title)).not.toContain('Secret');
  });

  it('lists the generated index page of every category, at any depth, titled as the sidebar shows it', () => {
    expect(docsEntries(docs)).toEqual([
      {title: 'Overview', url: '/docs/overview'},
      {title: 'Webhooks', url: '/docs/webhooks'},
      {title: 'Webhook events', url: '/docs/events'},
    ]);
  });
});

describe('blog entries', () => {
  it('lists the blog page and each listed post', () => {
    expect(blogEntries(blog, '/blog/')).toEqual([
      {title: 'Blog', url: '/blog/'},
      {title: 'We are live', url: '/blog/2023/11/17/live'},
    ]);
  });
});

describe('page entries', () => {
  it('titles Markdown pages from their metadata and TSX pages from their exported title', () => {
    expect(pagesEntries(pages, readSource)).toEqual([
      {title: 'Home', url: '/'},
      {title: 'Conventions', url: '/markdown-page'},
    ]);
  });

  it('fails the build for a TSX page without an exported title', () => {
    const untitled = [{type: 'jsx', permalink: '/untitled', source: '@site/src/pages/untitled.tsx'}] as PagesContent;
    expect(() => pagesEntries(untitled, readSource)).toThrow(/untitled\.tsx must export its title/);
  });

  it('fails the build for a Markdown page without a title', () => {
    const untitled = [{type: 'mdx', permalink: '/bare', source: '@site/src/pages/bare.md'}] as PagesContent;
    expect(() => pagesEntries(untitled, readSource)).toThrow(/bare\.md needs a title/);
  });
});

describe('exportedTitle', () => {
  it('reads a one-line string literal in single or double quotes', () => {
    expect(exportedTitle("import x from 'y';\nexport const title = 'Search';\n")).toBe('Search');
    expect(exportedTitle('export const title = "Don\'t panic";')).toBe("Don't panic");
  });

  it('reads nothing from anything else', () => {
    expect(exportedTitle('export const title = `Search`;')).toBeUndefined();
    expect(exportedTitle('export const title = site.title;')).toBeUndefined();
    expect(exportedTitle("const title = 'Search';")).toBeUndefined();
    expect(exportedTitle("export const title = '';")).toBeUndefined();
  });

  it('reads the title of each TSX page of the site', () => {
    for (const page of ['index.tsx', 'SearchBox/index.tsx']) {
      expect(exportedTitle(readFileSync(join(repoRoot, 'src/pages', page), 'utf8'))).toBeTruthy();
    }
  });
});

describe('API entries', () => {
  it('lists the reference page and each operation by summary, linked to its anchor', async () => {
    const content = await apiContent();
    const document = content.documents[0]?.document;
    if (document === undefined) throw new Error('No fixture document');
    const entries = apiEntries(content);
    expect(entries[0]).toEqual({title: 'Pay reference', url: '/pay/'});
    expect(entries).toContainEqual({title: 'Create a payment', url: '/pay/#operation/createPayment'});
    expect(entries).toHaveLength(1 + operationsOf(document).length);
  });
});

describe('withTrailingSlashRule', () => {
  it('adds or removes the trailing slash of the path, before any anchor, as the site is configured', () => {
    expect(withTrailingSlashRule('/docs/overview', true)).toBe('/docs/overview/');
    expect(withTrailingSlashRule('/docs/overview/', true)).toBe('/docs/overview/');
    expect(withTrailingSlashRule('/pay#operation/x', true)).toBe('/pay/#operation/x');
    expect(withTrailingSlashRule('/docs/overview/', false)).toBe('/docs/overview');
    expect(withTrailingSlashRule('/', false)).toBe('/');
    expect(withTrailingSlashRule('/docs/overview', undefined)).toBe('/docs/overview');
  });
});

describe('assertUniqueUrls', () => {
  it('fails on a url listed twice', () => {
    expect(() => {
      assertUniqueUrls([
        {title: 'A', url: '/a/'},
        {title: 'B', url: '/a/'},
      ]);
    }).toThrow('/a/ twice');
  });
});

describe('the plugin', () => {
  it("publishes every entry, with the site trailing-slash rule applied, as a JSON module, and fuse.js's index of their titles beside it", async () => {
    const context = {siteDir: repoRoot, siteConfig: {trailingSlash: true}} as unknown as LoadContext;
    const plugin = searchIndexPlugin(context, {blogListRoute: '/blog/'});
    const data = new Map<string, string>();
    const actions = {
      createData: (name: string, value: string) => {
        data.set(name, value);
        return Promise.resolve(`/generated/${name}`);
      },
    } as unknown as PluginContentLoadedActions;
    const onePage = [{type: 'mdx', permalink: '/markdown-page', title: 'Conventions'}];
    await plugin.allContentLoaded?.({
      allContent: {
        'docusaurus-plugin-content-docs': {default: docs},
        'docusaurus-plugin-content-blog': {default: blog},
        'docusaurus-plugin-content-pages': {default: onePage},
        'openapi-docs': {default: await apiContent()},
      },
      actions,
    });
    const entries = JSON.parse(data.get(searchIndexFile) ?? '[]') as SearchEntry[];
    expect(entries).toContainEqual({title: 'Overview', url: '/docs/overview/'});
    expect(entries).toContainEqual({title: 'We are live', url: '/blog/2023/11/17/live/'});
    expect(entries).toContainEqual({title: 'Conventions', url: '/markdown-page/'});
    expect(entries).toContainEqual({title: 'Create a payment', url: '/pay/#operation/createPayment'});
    expect(entries.every(({url}) => url.split('#')[0]?.endsWith('/'))).toBe(true);
  });
});

/** The enums of codes reported after a call succeeded, each rendered by a FailureCodeTable (notes/error-codes.md). */
const failureCodeEnums = ['PaymentErrorCode', 'RefundErrorCode', 'WarningCode'];

/** The fixture with one more enum carrying `x-error-guidance`, as the contract's failure code enums do. */
async function withFailureEnum(name: string): Promise<OpenApiDocsContent> {
  const content = await apiContent();
  const [loaded] = content.documents;
  if (loaded === undefined) throw new Error('No fixture document');
  const document = structuredClone(loaded.document);
  const guidance = {retryable: false, retry: 'No need: use the method returned.'};
  // Declared apart from the document: the schema type does not list extensions, and they are what counts here.
  const failureEnum = {
    type: 'string' as const,
    enum: ['DUPLICATE_ENTRY', 'PAYMENT_METHOD_ERROR'],
    'x-error-guidance': {DUPLICATE_ENTRY: guidance, PAYMENT_METHOD_ERROR: guidance},
  };
  document.components = {
    ...document.components,
    schemas: {...document.components?.schemas, [name]: failureEnum},
  };
  return {documents: [{...loaded, document}]};
}

/** The three documents of the contract, bundled as the site bundles them. */
async function contractContent(): Promise<OpenApiDocsContent> {
  return {documents: (await bundledDocuments()).map((bundled) => ({...bundled, json: ''}))};
}

function enumValues(documents: readonly OpenApiDocument[], name: string): string[] {
  const schema = documents.map((document) => document.components?.schemas?.[name]).find((found) => found !== undefined);
  if (schema === undefined || isRef(schema)) throw new Error(`The contract has no enum ${name}`);
  return (schema.enum ?? []).map(String);
}

/** The docs source of a page URL such as /docs/developers/Payments/error_codes/. */
function docsSource(url: string): string {
  const path = url.replace(/^\/docs\//, 'docs/').replace(/\/$/, '');
  const found = [`${path}.mdx`, `${path}.md`, `${path}/index.mdx`].find((candidate) =>
    existsSync(join(repoRoot, candidate)),
  );
  if (found === undefined) throw new Error(`No docs source for ${url}`);
  return found;
}

describe('error code entries', () => {
  it('lists each catalogue code at its home anchor, titled with the code alone', async () => {
    expect(errorCodeEntries(await apiContent())).toContainEqual({
      title: 'AMOUNT_TOO_LARGE',
      url: `${errorCataloguePages.payments}#AMOUNT_TOO_LARGE`,
    });
  });

  it('lists each value of an enum with x-error-guidance at its row of the page that renders its table', async () => {
    const entries = errorCodeEntries(await withFailureEnum('WarningCode'));
    expect(entries).toContainEqual({
      title: 'DUPLICATE_ENTRY',
      url: `${failureCodePages.WarningCode ?? ''}#DUPLICATE_ENTRY`,
    });
    expect(entries).toContainEqual({
      title: 'PAYMENT_METHOD_ERROR',
      url: `${failureCodePages.WarningCode ?? ''}#PAYMENT_METHOD_ERROR`,
    });
  });

  it('fails the build for an enum with x-error-guidance that no page lists', async () => {
    const content = await withFailureEnum('NewFailureCode');
    expect(() => errorCodeEntries(content)).toThrow(/NewFailureCode carries x-error-guidance/);
  });

  it('finds every failure code of the contract at its FailureCodeTable row', async () => {
    const content = await contractContent();
    const entries = errorCodeEntries(content);
    const documents = content.documents.map(({document}) => document);
    for (const name of failureCodeEnums) {
      const values = enumValues(documents, name);
      expect(values.length, name).toBeGreaterThan(0);
      for (const code of values) {
        expect(entries, `${name}.${code}`).toContainEqual({
          title: code,
          url: `${failureCodePages[name] ?? ''}#${code}`,
        });
      }
    }
  }, 30_000);

  it('points each failure code enum at the one docs page that renders its FailureCodeTable', () => {
    const docs = readdirSync(join(repoRoot, 'docs'), {recursive: true, encoding: 'utf8'})
      .filter((path) => /\.mdx?$/.test(path))
      .map((path) => join('docs', path));
    const rendering = docs.flatMap((path) =>
      [...readFileSync(join(repoRoot, path), 'utf8').matchAll(/<FailureCodeTable schema="(\w+)"/g)].map(
        ([, schema]) => ({schema, path}),
      ),
    );
    expect([...new Set(rendering.map(({schema}) => schema))].sort()).toEqual(Object.keys(failureCodePages).sort());
    for (const {schema, path} of rendering) {
      expect(path, schema).toBe(docsSource(failureCodePages[schema ?? ''] ?? ''));
    }
    expect(Object.keys(failureCodePages).sort()).toEqual([...failureCodeEnums].sort());
  });
});
