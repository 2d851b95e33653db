import {existsSync, readFileSync} from 'node:fs';
import {readFile, writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import type {AllContent, LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import type {LoadedContent as PagesContent} from '@docusaurus/plugin-content-pages';
import type {OpenApiDocsContent} from '../openapi-docs';
import {
  apiEntries,
  assertUniqueUrls,
  errorCodeEntries,
  blogEntries,
  docsEntries,
  pagesEntries,
  withTrailingSlashRule,
} from './entries';
import {sectionsFile} from '../../shared/search/published';
import {fullTextSections} from './fullText';
import type {SearchEntry} from './types';

export type {SearchEntry};
export {sectionsFile};

export interface SearchIndexOptions {
  /** The blog's first list page. The blog plugin does not pass its route on with its content. */
  readonly blogListRoute: string;
}

/** The data module the search box imports on first focus; see src/components/common/SearchBox. */
export const searchIndexFile = 'search-index.json';

/** Where `docusaurus build` leaves the published index, relative to the site: the bench and tests read it. */
export const builtSearchIndexPath = join('.docusaurus', 'search-index', 'default', searchIndexFile);

/** The built HTML file of a route: `/docs/x/` is `docs/x/index.html`; without the trailing slash, `docs/x.html`. */
export function builtHtmlFile(outDir: string, route: string): string {
  const path = decodeURI(route);
  if (path.endsWith('/')) return join(outDir, path, 'index.html');
  const nested = join(outDir, path, 'index.html');
  return existsSync(nested) ? nested : join(outDir, `${path}.html`);
}

/** The content a plugin loaded, by the plugin's name, for its default instance. */
function contentOf(allContent: AllContent, name: string): unknown {
  return allContent[name]?.default;
}

/**
 * Builds the search index from the routes the content plugins made, once every plugin has loaded its
 * content, and publishes it as a JSON module. Nothing is listed by hand, so the index can neither name a
 * page that does not exist nor miss one that does.
 */
export default function searchIndexPlugin(context: LoadContext, options: SearchIndexOptions): Plugin {
  const readSource = (source: string) => readFileSync(join(context.siteDir, source.replace(/^@site\//, '')), 'utf8');
  let entries: SearchEntry[] = [];
  let api: OpenApiDocsContent | undefined;
  return {
    name: 'search-index',

    /**
     * The title index is also a file of the site, `/search-index.json`, for tools that search from outside
     * (mcp/); the full-text sections are read from the pages the build has just written.
     */
    async postBuild({outDir}) {
      const skippedRoutes = new Set([
        options.blogListRoute,
        ...(api?.documents ?? []).map(({apiDocument}) => apiDocument.route),
      ]);
      const sections = await fullTextSections({
        entries,
        skippedRoutes: new Set(
          [...skippedRoutes].map((route) => withTrailingSlashRule(route, context.siteConfig.trailingSlash)),
        ),
        api,
        readPage: (route) => readFile(builtHtmlFile(outDir, route), 'utf8'),
      });
      await Promise.all([
        writeFile(join(outDir, searchIndexFile), JSON.stringify(entries)),
        writeFile(join(outDir, sectionsFile), JSON.stringify(sections)),
      ]);
    },

    async allContentLoaded({allContent, actions}) {
      const docs = contentOf(allContent, 'docusaurus-plugin-content-docs') as DocsContent | undefined;
      const blog = contentOf(allContent, 'docusaurus-plugin-content-blog') as BlogContent | undefined;
      // The pages plugin loads null when src/pages does not exist.
      const pages = (contentOf(allContent, 'docusaurus-plugin-content-pages') ?? undefined) as PagesContent | undefined;
      api = contentOf(allContent, 'openapi-docs') as OpenApiDocsContent | undefined;
      entries = [
        ...(docs === undefined ? [] : docsEntries(docs)),
        ...(blog === undefined ? [] : blogEntries(blog, options.blogListRoute)),
        ...(pages === undefined ? [] : pagesEntries(pages, readSource)),
        ...(api === undefined ? [] : [...apiEntries(api), ...errorCodeEntries(api)]),
      ].map(({title, url}) => ({title, url: withTrailingSlashRule(url, context.siteConfig.trailingSlash)}));
      assertUniqueUrls(entries);
      await actions.createData(searchIndexFile, JSON.stringify(entries));
    },
  };
}
