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

export default tseslint.config(
  {ignores: ['build/', '.docusaurus/', 'node_modules/', 'bench/results/', 'examples/openapi/']},
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
