import {readFile, writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import type {AllContent, LoadContext, Plugin, Props} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import type {LoadedContent as PagesContent} from '@docusaurus/plugin-content-pages';
import llmsTxtLibrary from '@signalwire/docusaurus-plugin-llms-txt';
import type {OpenApiDocsContent} from '../openapi-docs';
import {downloadPaths} from '../../contract-core';
import {blogEntries, pagesEntries, withTrailingSlashRule} from '../search-index/entries';
import {twinCleanup} from './cleanHtml';
import {assistantFacts, instructionsMarkdown} from './instructions';
import {firstSentence, renderLlmsTxt, sidebarSections, type IndexLink, type IndexSection} from './llmsTxt';
import {llmsFiles, twinPath} from '../../shared/twinPath';

export interface LlmsTxtOptions {
  /** The product in one paragraph: the summary line of llms.txt. */
  readonly summary: string;
  /** The blog's first list page, as the search index plugin takes it. */
  readonly blogListRoute: string;
}

/** What the content plugins loaded, gathered once they all have, for postBuild to write the index from. */
interface Gathered {
  readonly sections: readonly IndexSection[];
  readonly instructions: readonly string[];
}

const downloadsTitle = 'OpenAPI documents';

/** The not-found page has no twin: it is served for every unknown path. */
const notFoundRoute = '/404.html';

/** The content a plugin loaded, by the plugin's name, for its default instance. */
function contentOf(allContent: AllContent, name: string): unknown {
  return allContent[name]?.default ?? undefined;
}

/**
 * The index's sections from what the content plugins loaded: the docs sidebar's categories, the API
 * reference pages, the OpenAPI downloads, the blog and the other pages; and the instructions for assistants,
 * read from the contract.
 */
async function gather(
  allContent: AllContent,
  {siteDir, siteConfig}: LoadContext,
  options: LlmsTxtOptions,
  absolute: (href: string) => string,
): Promise<Gathered> {
  const docs = contentOf(allContent, 'docusaurus-plugin-content-docs') as DocsContent | undefined;
  const blog = contentOf(allContent, 'docusaurus-plugin-content-blog') as BlogContent | undefined;
  const pages = contentOf(allContent, 'docusaurus-plugin-content-pages') as PagesContent | undefined;
  const api = contentOf(allContent, 'openapi-docs') as OpenApiDocsContent | undefined;
  const readSource = (source: string) => readFile(join(siteDir, source.replace(/^@site\//, '')), 'utf8');
  const pageSources = new Map(
    await Promise.all((pages ?? []).map(async (page) => [page.source, await readSource(page.source)] as const)),
  );
  const apiLinks = (api?.documents ?? []).flatMap(({apiDocument, document}): IndexLink[] => [
    {
      title: apiDocument.title,
      url: apiDocument.route,
      description: firstSentence(document.info?.description ?? ''),
    },
  ]);
  const downloads = (api?.documents ?? []).map(({apiDocument}): IndexLink => {
    const paths = downloadPaths(apiDocument.id);
    return {
      title: `${apiDocument.navLabel} (OpenAPI, JSON)`,
      url: paths.json,
      description: `the bundled document; as YAML: ${absolute(paths.yaml)}`,
    };
  });
  const sections: IndexSection[] = [
    ...(docs?.loadedVersions[0] === undefined ? [] : sidebarSections(docs.loadedVersions[0], 'Docs')),
    {title: 'API reference', links: apiLinks},
    {title: downloadsTitle, links: downloads},
    {title: 'Blog', links: blog === undefined ? [] : blogEntries(blog, options.blogListRoute)},
    {
      title: 'Pages',
      links: pages === undefined ? [] : pagesEntries(pages, (source) => pageSources.get(source) ?? ''),
    },
  ];
  const asBuilt = (link: IndexLink) => ({...link, url: withTrailingSlashRule(link.url, siteConfig.trailingSlash)});
  return {
    sections: sections.map(({title, links}) => ({
      title,
      links: title === downloadsTitle ? links : links.map(asBuilt),
    })),
    instructions: api === undefined ? [] : instructionsMarkdown(assistantFacts(api.documents), absolute),
  };
}

/** Writes `/llms.txt` and `/llms-full.txt` once the library has written every twin. */
async function writeIndexes(
  gathered: Gathered,
  {outDir, routesPaths}: Pick<Props, 'outDir' | 'routesPaths'>,
  {siteConfig}: LoadContext,
  options: LlmsTxtOptions,
  absolute: (href: string) => string,
): Promise<void> {
  const twinUrl = (route: string) => absolute(twinPath(route));
  const twinFile = (route: string) => join(outDir, decodeURI(twinPath(route)));
  const listed = new Set(gathered.sections.flatMap(({links}) => links.map(({url}) => url)));
  // Tag, author and other list pages are in no sidebar: they go under Optional, titled by their twin.
  const rest = await Promise.all(
    routesPaths
      .filter((route) => route !== notFoundRoute && !listed.has(route))
      .map(async (route): Promise<IndexLink> => {
        const markdown = await readFile(twinFile(route), 'utf8');
        return {title: /^# (.+)$/m.exec(markdown)?.[1] ?? route, url: route};
      }),
  );
  const pageSections = [...gathered.sections, {title: 'Optional', links: rest}];
  const isPage = (url: string) => url.endsWith('/');
  const index = renderLlmsTxt({
    title: siteConfig.title,
    summary: options.summary,
    details: [
      'Every page below is linked as its Markdown twin: the page as it renders, with its tables and code. Each HTML page names its twin in a `<link rel="alternate" type="text/markdown">`.',
      'Instructions for coding assistants that write code against these APIs:',
      gathered.instructions.join('\n'),
    ],
    sections: pageSections.map(({title, links}) => ({
      title,
      links: links.map((link) => ({...link, url: isPage(link.url) ? twinUrl(link.url) : absolute(link.url)})),
    })),
  });
  const twins = await Promise.all(
    pageSections.flatMap(({links}) =>
      links
        .filter(({url}) => isPage(url))
        .map(async ({url}) => ({
          url: twinUrl(url),
          markdown: await readFile(twinFile(url), 'utf8'),
        })),
    ),
  );
  const full = [index, ...twins.map(({url, markdown}) => `---\n\nSource: ${url}\n\n${markdown.trim()}\n`)].join('\n');
  await Promise.all([writeFile(join(outDir, llmsFiles.index), index), writeFile(join(outDir, llmsFiles.full), full)]);
}

/**
 * Markdown twins of every built page, `/llms.txt` and `/llms-full.txt`. The twins come from
 * `@signalwire/docusaurus-plugin-llms-txt`, which converts each page's built HTML (so contract tables and
 * reference operations are in them), with our clean-up step; the index is our own, because it groups
 * pages as the sidebar does and opens with instructions read from the contract.
 */
export default function llmsTxtPlugin(context: LoadContext, options: LlmsTxtOptions): Plugin {
  const {siteConfig} = context;
  const absolute = (href: string) => `${siteConfig.url}${encodeURI(decodeURI(href))}`;
  const library = llmsTxtLibrary(context, {
    siteTitle: siteConfig.title,
    siteDescription: options.summary,
    onRouteError: 'throw',
    logLevel: 0,
    content: {
      includeBlog: true,
      includePages: true,
      includeDocs: true,
      includeGeneratedIndex: true,
      enableMarkdownFiles: true,
      // The first that matches: a doc's article; a page that opens with a hero header before its main
      // element (the home page), all of it; any other page, its main element.
      contentSelectors: ['.theme-doc-markdown', '.main-wrapper:has(> header)', 'main'],
      beforeDefaultRehypePlugins: [twinCleanup({siteUrl: siteConfig.url})],
    },
  });
  let gathered: Gathered | undefined;

  return {
    name: 'llms-txt',

    async allContentLoaded({allContent}) {
      gathered = await gather(allContent, context, options, absolute);
    },

    async postBuild(props) {
      await library.postBuild?.({...props, content: undefined});
      if (gathered === undefined) throw new Error('llms-txt: the content was never gathered');
      await writeIndexes(gathered, props, context, options, absolute);
    },
  };
}
