import {defineConfig} from 'vitest/config';
import {transformWithOxc, type Plugin} from 'vite';
import {fileURLToPath} from 'node:url';

/** Docusaurus ships its client theme fallbacks as untranspiled JSX in .js files; compile them for the unit tests. */
const docusaurusClientJsx: Plugin = {
  name: 'docusaurus-client-jsx',
  async transform(code, id) {
    if (!/@docusaurus\/core\/lib\/client\/.*\.js$/.test(id)) return null;
    return transformWithOxc(code, id, {lang: 'jsx', jsx: {runtime: 'automatic'}});
  },
};

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [docusaurusClientJsx],
        // tsconfig.json preserves JSX for Docusaurus's bundler; the tests need it compiled.
        oxc: {jsx: {runtime: 'automatic'}},
        // The site's own modules import each other through Docusaurus's @site alias.
        resolve: {alias: {'@site': fileURLToPath(new URL('.', import.meta.url))}},
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          server: {deps: {inline: [/@docusaurus\/core\/lib\/client/]}},
        },
      },
      {
        test: {
          name: 'contract',
          include: ['tests/contract/**/*.test.ts'],
          globalSetup: ['tests/support/samplesSetup.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/support/globalSetup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // Two cores: one Chromium per test file, two files at a time.
          maxWorkers: 2,
        },
      },
    ],
  },
});
