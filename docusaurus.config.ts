import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {site} from './config/site';
import {navbar} from './config/navbar';
import {footer} from './config/footer';
import {darkCodeTheme, lightCodeTheme} from './config/prismThemes';
import {apiDocuments} from './config/apiDocuments';
import type {OpenApiDocsOptions} from './plugins/openapi-docs';
import type {SearchIndexOptions} from './plugins/search-index';
import type {LlmsTxtOptions} from './plugins/llms-txt';
import codeSamples from './plugins/code-samples';
import tryItExamples from './plugins/try-it-examples';
import {paintFirstTemplate} from './plugins/paint-first-template';

/** Code blocks that name a file under examples/ show that tested file. */
// Samples are filled in from examples/ first, so a <TryIt example> can start from a block read from a file too.
const remarkCodeSamples = [[codeSamples, {siteDir: __dirname}], tryItExamples];

const config = {
  title: site.title,
  tagline: site.tagline,
  favicon: 'img/favicon.svg',
  url: site.url,
  baseUrl: '/',
  trailingSlash: true,

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'warn',
  markdown: {
    // .md files are CommonMark and .mdx files are MDX, so plain Markdown never trips over JSX syntax.
    format: 'detect',
    hooks: {onBrokenMarkdownLinks: 'warn'},
    // Lifecycle and flow diagrams are written as Mermaid code blocks, rendered only on the pages that use them.
    mermaid: true,
  },
  themes: ['@docusaurus/theme-mermaid'],
  clientModules: [
    './src/clientModules/idlePrefetch.ts',
    './src/clientModules/holdLinkedSection.ts',
    './src/clientModules/deferredParts.ts',
    './src/clientModules/referenceLinks.ts',
  ],
  ssrTemplate: paintFirstTemplate,

  future: {
    v4: {
      removeLegacyPostBuildHeadAttribute: true,
      useCssCascadeLayers: true,
      // Our requirements (notes/requirements.md) keep the colour choice under the plain local-storage key `theme`.
      siteStorageNamespacing: false,
      fasterByDefault: true,
      mdx1CompatDisabledByDefault: true,
    },
  },

  i18n: {
    defaultLocale: site.locale,
    locales: [site.locale],
    localeConfigs: {
      [site.locale]: {label: 'English (UK)', direction: 'ltr', htmlLang: site.locale},
    },
  },

  presets: [
    [
      'classic',
      {
        docs: {
          sidebarPath: './sidebars.ts',
          beforeDefaultRemarkPlugins: remarkCodeSamples,
        },
        blog: {
          routeBasePath: site.blogBasePath,
          beforeDefaultRemarkPlugins: remarkCodeSamples,
          // The stock archive titles years with h3 under its h1; the year-grouped sidebar lists every post already.
          archiveBasePath: null,
          showReadingTime: true,
          blogSidebarTitle: 'All posts',
          blogSidebarCount: 'ALL',
          onInlineTags: 'throw',
          onInlineAuthors: 'throw',
          onUntruncatedBlogPosts: 'throw',
          feedOptions: {type: ['rss', 'atom'], xslt: false},
        },
        pages: {beforeDefaultRemarkPlugins: remarkCodeSamples},
        theme: {
          customCss: './src/css/custom.css',
        },
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    ['./plugins/announcement-bar/index.ts', {id: site.announcement.id}],
    './plugins/prism-on-demand/index.ts',
    './plugins/react-dom-chunk/index.ts',
    './plugins/compile-hints/index.ts',
    [
      './plugins/openapi-docs/index.ts',
      {documents: apiDocuments, redoclyConfig: 'redocly.yaml'} satisfies OpenApiDocsOptions,
    ],
    './plugins/scenarios/index.ts',
    ['./plugins/search-index/index.ts', {blogListRoute: site.blogBasePath} satisfies SearchIndexOptions],
    [
      './plugins/llms-txt/index.ts',
      {summary: site.description, blogListRoute: site.blogBasePath} satisfies LlmsTxtOptions,
    ],
  ],

  themeConfig: {
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: true,
    },
    announcementBar: {
      id: site.announcement.id,
      content: site.announcement.content,
      isCloseable: true,
    },
    docs: {
      sidebar: {hideable: false, autoCollapseCategories: false},
    },
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    navbar,
    footer,
    prism: {
      theme: lightCodeTheme,
      darkTheme: darkCodeTheme,
      additionalLanguages: ['bash', 'json', 'typescript'],
    },
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
