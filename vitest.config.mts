import {defineConfig} from 'vitest/config';
import {fileURLToPath} from 'node:url';

export default defineConfig({
  test: {
    projects: [
      {
        // tsconfig.json preserves JSX for Docusaurus's bundler; the tests need it compiled.
        oxc: {jsx: {runtime: 'automatic'}},
        // The site's own modules import each other through Docusaurus's @site alias.
        resolve: {alias: {'@site': fileURLToPath(new URL('.', import.meta.url))}},
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          // No file mocks a module or stubs a global, so the files share their worker's modules: a third of
          // the project's CPU time was importing them afresh for each file.
          isolate: false,
        },
      },
      {
        test: {
          name: 'contract',
          include: ['tests/contract/**/*.test.ts'],
          // The files share one worker's modules, so the three documents are bundled and compiled for Ajv
          // once per worker rather than once per file: half the project's CPU time. No file changes them
          // (the type generator works on a copy), and the files that stub globals or the clock restore them.
          isolate: false,
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
          // A page on two busy cores (two Chromium pages, the static server and the simulator) can take
          // seconds to show what a reader sees at once; Vitest's one-second default failed CI on that.
          expect: {poll: {timeout: 10_000}},
          // Two cores: one Chromium per test file, two files at a time.
          maxWorkers: 2,
          // Each file connects to the suite's one browser and leaves it; nothing else is kept between
          // files, so they share their worker's modules rather than import them afresh.
          isolate: false,
        },
      },
    ],
  },
});
