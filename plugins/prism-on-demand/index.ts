// Change: the classic theme's prism-include-languages client module is replaced, by its path inside @docusaurus/theme-classic/lib, with an empty module. Guarded by tests/unit/framework-internals.test.ts and tests/e2e/bundles.test.ts; see notes/performance/prism-on-demand.md.
import {fileURLToPath} from 'node:url';
import type {Plugin} from '@docusaurus/types';

/**
 * The classic theme registers the extra Prism languages in a client module, which puts Prism and every
 * grammar it bundles (about 95 kB, a sixth of the main bundle) into the code each page runs before it
 * can respond, code blocks or not. This swaps that module for an empty one; the languages are registered
 * by the CodeBlock wrapper (src/theme/CodeBlock/languages.ts) instead, in the chunk of the pages that
 * show code.
 */
export default function prismOnDemandPlugin(): Plugin {
  const nothing = fileURLToPath(new URL('./nothing.ts', import.meta.url));
  return {
    name: 'prism-on-demand',
    configureWebpack(_config, _isServer, {currentBundler}) {
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(
            /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages\.js$/,
            nothing,
          ),
        ],
      };
    },
  };
}
