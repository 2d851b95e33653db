/**
 * The entries of the search index, gathered from what the content plugins loaded. Pure: the plugin hands
 * in the loaded content (and a way to read TSX page sources), so the rules are unit-testable.
 */
import type {LoadedContent as DocsContent, LoadedVersion} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import type {LoadedContent as PagesContent} from '@docusaurus/plugin-content-pages';
import type {OpenApiDocsContent} from '../openapi-docs';
import {
  anchors,
  errorCataloguePages,
  errorCodeHref,
  errorCodesOf,
  isRef,
  operationsByTag,
  type OpenApiDocument,
} from '../../contract-core';
import type {SearchEntry} from './types';

type SidebarItem = LoadedVersion['sidebars'][string][number];

/** Every listed doc of every loaded version, and the generated index page of each category that has one. */
export function docsEntries(content: DocsContent): SearchEntry[] {
  return content.loadedVersions.flatMap((version) => [
    ...version.docs.filter((doc) => !doc.unlisted).map(({title, permalink}) => ({title, url: permalink})),
    ...Object.values(version.sidebars).flatMap(generatedIndexEntries),
  ]);
}

function generatedIndexEntries(items: readonly SidebarItem[]): SearchEntry[] {
  return items.flatMap((item) => {
    if (item.type !== 'category') return [];
    const own =
      item.link?.type === 'generated-index' ? [{title: item.link.title ?? item.label, url: item.link.permalink}] : [];
    return [...own, ...generatedIndexEntries(item.items)];
  });
}

/**
 * Every listed post and the blog's first list page. Tag, author, archive and later list pages only list
 * posts, which the index already holds, so they would crowd the results without leading anywhere new.
 */
export function blogEntries(content: BlogContent, listRoute: string): SearchEntry[] {
  const posts = content.blogPosts
    .filter(({metadata}) => !metadata.unlisted)
    .map(({metadata}) => ({title: metadata.title, url: metadata.permalink}));
  return [{title: content.blogTitle, url: listRoute}, ...posts];
}

/**
 * A TSX page names itself for the index with `export const title = '...';`, a plain string literal on one
 * line. The plugin reads that line instead of running the page, which needs the browser bundle's aliases.
 */
export function exportedTitle(source: string): string | undefined {
  const match = /^export const title = (['"])((?:(?!\1)[^\\\n])+)\1;$/m.exec(source);
  return match?.[2];
}

/**
 * Every listed page of the pages plugin: Markdown pages by their front matter (or first heading) title,
 * TSX pages by the title they export. `readSource` is given the page's `@site/...` source path.
 */
export function pagesEntries(content: PagesContent, readSource: (source: string) => string): SearchEntry[] {
  return content.flatMap((page) => {
    if (page.type === 'mdx') {
      if (page.unlisted) return [];
      if (page.title === undefined) throw new Error(`${page.source} needs a title (front matter or # heading)`);
      return [{title: page.title, url: page.permalink}];
    }
    const title = exportedTitle(readSource(page.source));
    if (title === undefined) {
      throw new Error(`${page.source} must export its title for the search index: export const title = '...';`);
    }
    return [{title, url: page.permalink}];
  });
}

/** Each API reference page by its title, and each of its operations by summary, linked to its anchor. */
export function apiEntries(content: OpenApiDocsContent): SearchEntry[] {
  return content.documents.flatMap(({apiDocument, document}) => [
    {title: apiDocument.title, url: apiDocument.route},
    ...operationsByTag(document).flatMap(({operations}) =>
      operations.map(({operationId, operation}) => ({
        title: operation.summary ?? operationId,
        url: `${apiDocument.route}#${anchors.operation(operationId)}`,
      })),
    ),
  ]);
}

/**
 * The docs page whose `<FailureCodeTable schema="...">` lists each enum of codes reported after a call
 * succeeded; the table gives each row its code as id. tests/unit/search-index-plugin.test.ts checks that
 * each page renders its table and that no other page does.
 */
export const failureCodePages: Readonly<Record<string, string>> = {
  PaymentErrorCode: errorCataloguePages.payments,
  RefundErrorCode: errorCataloguePages.payments,
  WarningCode: errorCataloguePages.payments,
};

/**
 * The values of every enum that carries `x-error-guidance` (the failure codes of `payment.error`,
 * `refund.error` and `warning`), by enum name. Such an enum with no page in `failureCodePages` fails the
 * build, so a new one cannot go unsearchable.
 */
function failureCodeEnums(documents: readonly OpenApiDocument[]): Map<string, string[]> {
  const enums = new Map<string, string[]>();
  for (const document of documents) {
    for (const [name, schema] of Object.entries(document.components?.schemas ?? {})) {
      if (enums.has(name) || isRef(schema) || !('x-error-guidance' in schema)) continue;
      if (failureCodePages[name] === undefined) {
        throw new Error(`${name} carries x-error-guidance, but failureCodePages names no page that lists its codes`);
      }
      enums.set(name, (schema.enum ?? []).map(String));
    }
  }
  return enums;
}

/**
 * Each error code once, titled with the code, so that typing a code a response carries finds what it
 * means: a catalogue code at its entry in the docs catalogue, a failure code at its row of the page's
 * FailureCodeTable.
 */
export function errorCodeEntries(content: OpenApiDocsContent): SearchEntry[] {
  const documents = content.documents.map(({document}) => document);
  const codes = documents.flatMap(errorCodesOf);
  const names = [...new Set(codes.map(({errorCode}) => errorCode))];
  const catalogue = names.map((errorCode) => ({title: errorCode, url: errorCodeHref(codes, errorCode) ?? ''}));
  const failures = [...failureCodeEnums(documents)].flatMap(([name, values]) =>
    values.map((code) => ({title: code, url: `${failureCodePages[name] ?? ''}#${code}`})),
  );
  return [...catalogue, ...failures];
}

/**
 * The url as the built site serves it. Content plugins give permalinks without the site's trailing-slash
 * rule, which Docusaurus applies when it writes the routes; do the same here (its `applyTrailingSlash`).
 */
export function withTrailingSlashRule(url: string, trailingSlash: boolean | undefined): string {
  if (trailingSlash === undefined) return url;
  const hashAt = url.indexOf('#');
  const path = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  if (path === '/') return url;
  const bare = path.replace(/\/+$/, '');
  return `${trailingSlash ? `${bare}/` : bare}${hash}`;
}

/** Fails on an entry listed twice: two content sources claiming one route is a bug worth stopping the build. */
export function assertUniqueUrls(entries: readonly SearchEntry[]): void {
  const seen = new Set<string>();
  for (const {url} of entries) {
    if (seen.has(url)) throw new Error(`The search index lists ${url} twice`);
    seen.add(url);
  }
}
