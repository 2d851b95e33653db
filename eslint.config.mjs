import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import docusaurus from '@docusaurus/eslint-plugin';
import globals from 'globals';

/**
 * Docusaurus's `lib/` folders and `internal` entry points are not public API: a maintainer has said the
 * `./lib/*` exports are likely to go in v4. Every import of them is listed here with why we need it; an
 * upgrade that removes one fails the build or `npm run typecheck`, and the note of the trick says what
 * would retire it (notes/performance/).
 */
const allowedInternals = [
  {
    file: 'src/theme/CodeBlock/Plain.tsx',
    imports: [
      '@docusaurus/theme-common/internal',
      '@docusaurus/theme-classic/lib/theme/CodeBlock/Container/styles.module.css',
      '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css',
      '@docusaurus/theme-classic/lib/theme/CodeBlock/Layout/styles.module.css',
    ],
    reason:
      "The plain code block must take exactly the room of the theme's highlighted one: it reads the theme's metadata parser and wears its CSS module classes.",
  },
  {
    file: 'src/components/reference/TabCodeBlock/index.tsx',
    imports: ['@docusaurus/theme-common/internal'],
    reason: 'A sample highlights only while its tab is chosen; useTabs is the only way to know which tab that is.',
  },
  {
    file: 'src/theme/Navbar/MobileSidebar/PrimaryMenu/index.tsx',
    imports: ['@docusaurus/theme-common/internal'],
    reason:
      'A search result opened from the mobile sidebar closes it, as its links do; only useNavbarMobileSidebar can.',
  },
];

/** The rule, with the imports one file is allowed: an exact-match exception ahead of the pattern. */
function restrictInternals(allowed = []) {
  const escape = (path) => path.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const exceptions = allowed.length === 0 ? '' : `(?!(?:${allowed.map(escape).join('|')})$)`;
  return [
    'error',
    {
      patterns: [
        {
          regex: `^${exceptions}@docusaurus/[^/]+/(?:lib/.*|internal)$`,
          message:
            "Docusaurus's lib/ and internal modules are not public API. Use a public export, or add the file to allowedInternals in eslint.config.mjs with the reason.",
        },
      ],
    },
  ];
}

/**
 * The folder layers, as CONTRIBUTING.md#layers writes them down: each area may not import, at run time, the
 * folders listed against it (type-only imports carry no code, so they make no cycle: the plugins' data types
 * are the interface between build and page). Later areas are more specific and replace earlier ones.
 * A specifier is matched as written, `@site/x/...` or `../x/...`, whatever the depth.
 */
const ours = (folder) => `^(@site/|(\\.\\./)+)${folder}(/|$)`;
const group = (name) => `^(@site/src/components/|(\\.\\./)+(components/)?)${name}(/|$)`;
const targets = {
  config: ours('config'),
  contractCore: ours('contract-core'),
  shared: ours('shared'),
  simulator: ours('simulator'),
  plugins: ours('plugins'),
  src: ours('src'),
  tools: ours('(mcp|tests|bench|harness|scripts|examples)'),
  pages: '^(@site/src/pages/|(\\.\\./)+pages(/|$))',
  react: '^(react(-dom)?|@theme(-original|-init)?|@docusaurus/(Link|Head|router|use[A-Za-z]+|theme-common))(/|$)',
  common: group('common'),
  checker: group('checker'),
  sandbox: group('sandbox'),
  reference: group('reference'),
  contract: group('contract'),
  business: group('business'),
};
/** One face per subsystem: from outside, `contract-core` or `contract-core/node`, `simulator` or `simulator/node`. */
const faces = {
  contractCore: '^(@site/|(\\.\\./)+)contract-core/(?!node$).+',
  simulator: '^(@site/|(\\.\\./)+)simulator/(?!node$).+',
};
/** Nothing reaches into a page's private `_components/` but the page itself (`./_components/...`). */
const privatePageParts = '^(?!\\./_components/).*(^|/)_components(/|$)';
/** The folders on top: they may import what is below, never the reverse. */
const onTop = ['tools'];
const layers = [
  {files: ['**/*'], forbidden: [], faces: ['contractCore', 'simulator']},
  {files: ['contract-core/**'], forbidden: ['config', 'shared', 'simulator', 'plugins', 'src', ...onTop, 'react']},
  {files: ['config/**'], forbidden: ['contractCore', 'shared', 'simulator', 'plugins', 'src', ...onTop, 'react']},
  {files: ['shared/**'], forbidden: ['simulator', 'plugins', 'src', ...onTop, 'react'], faces: ['contractCore']},
  {
    files: ['simulator/**'],
    forbidden: ['config', 'shared', 'plugins', 'src', ...onTop, 'react'],
    faces: ['contractCore'],
  },
  {files: ['simulator/node/**'], forbidden: ['shared', 'plugins', 'src', ...onTop, 'react'], faces: ['contractCore']},
  {files: ['plugins/**'], forbidden: ['simulator', 'src', ...onTop, 'react'], faces: ['contractCore']},
  // The one plugin that runs the simulator: it records the scenarios' transcripts at build time.
  {files: ['plugins/scenarios/**'], forbidden: ['src', ...onTop, 'react'], faces: ['contractCore', 'simulator']},
  {files: ['mcp/**'], forbidden: ['src', 'tools', 'react'], faces: ['contractCore', 'simulator']},
  {files: ['src/**'], forbidden: ['plugins', ...onTop, 'pages'], faces: ['contractCore', 'simulator']},
  {
    files: ['src/components/common/**'],
    forbidden: ['plugins', ...onTop, 'pages', 'simulator', 'checker', 'sandbox', 'reference', 'contract', 'business'],
    faces: ['contractCore'],
  },
  {
    files: ['src/components/checker/**'],
    forbidden: ['plugins', ...onTop, 'pages', 'simulator', 'sandbox', 'reference', 'contract', 'business'],
    faces: ['contractCore'],
  },
  {
    files: ['src/components/sandbox/**'],
    forbidden: ['plugins', ...onTop, 'pages', 'reference', 'contract', 'business'],
    faces: ['contractCore', 'simulator'],
  },
  {
    files: ['src/components/reference/**'],
    forbidden: ['plugins', ...onTop, 'pages', 'contract', 'business'],
    faces: ['contractCore', 'simulator'],
  },
  {files: ['src/pages/**'], forbidden: ['plugins', ...onTop], faces: ['contractCore', 'simulator']},
  // Tests sit on top and may unit-test a page's own parts.
  {files: ['tests/**'], forbidden: [], faces: ['contractCore', 'simulator'], ownParts: true},
];

/** The rule for one area: its forbidden folders, the faces it must use, and no page's `_components/`. */
function layerRule({forbidden, faces: faced = [], ownParts = false}) {
  const message = (what) => `${what} (the layers: CONTRIBUTING.md#layers).`;
  return [
    'error',
    {
      patterns: [
        ...forbidden.map((name) => ({
          regex: targets[name],
          caseSensitive: true,
          allowTypeImports: true,
          message: message(`This folder may not import ${name} at run time`),
        })),
        ...faced.map((name) => ({
          regex: faces[name],
          caseSensitive: true,
          message: message(
            `Import the subsystem's face (${name === 'simulator' ? 'simulator or simulator/node' : 'contract-core or contract-core/node'})`,
          ),
        })),
        ...(ownParts
          ? []
          : [{regex: privatePageParts, caseSensitive: true, message: message("A page's _components/ are its own")}]),
      ],
    },
  ];
}

export default tseslint.config(
  {ignores: ['build/', '.docusaurus/', 'node_modules/', 'bench/results/', 'examples/openapi/', '*/dist/']},
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: {projectService: true, tsconfigRootDir: import.meta.dirname},
      globals: {...globals.browser, ...globals.node},
    },
  },

  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: {react, 'react-hooks': reactHooks, '@docusaurus': docusaurus},
    settings: {react: {version: 'detect'}},
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs['jsx-runtime'].rules,
      ...reactHooks.configs.recommended.rules,
      '@docusaurus/no-html-links': 'error',
      '@docusaurus/prefer-docusaurus-heading': 'error',
    },
  },
  {rules: {'no-restricted-imports': restrictInternals()}},
  ...allowedInternals.map(({file, imports}) => ({
    files: [file],
    rules: {'no-restricted-imports': restrictInternals(imports)},
  })),
  ...layers.map((layer) => ({
    files: layer.files,
    rules: {'@typescript-eslint/no-restricted-imports': layerRule(layer)},
  })),
  {
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', {allowNumber: true}],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    extends: [tseslint.configs.disableTypeChecked],
  },
);
