/**
 * V8's explicit compile hint (Chrome 136 and later; other engines read a comment): a script that opens with
 * `//# allFunctionsCalledOnLoad` has every function compiled with it, off the main thread while it streams
 * in, rather than each on its first call, on the main thread. It suits scripts whose functions nearly all
 * run soon after they load, and costs the bytecode of those that do not. See notes/performance/compile-hints.md.
 */
import type {Plugin} from '@docusaurus/types';

export const compileHint = '//# allFunctionsCalledOnLoad';

/**
 * The named chunks that get it: React DOM (plugins/react-dom-chunk), which hydration and the reader's first
 * interaction run, and the search box's first chunk (src/components/common/SearchBox/useLazySearch.ts),
 * which its first query runs.
 */
export const hintedChunks = ['react-dom', 'search'] as const;

const hintedChunkFile = new RegExp(`(?:^|/)(?:${hintedChunks.join('|')})\\.[0-9a-f]+\\.js$`);

export default function compileHintsPlugin(): Plugin {
  return {
    name: 'compile-hints',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) return {};
      const {BannerPlugin, Compilation} = currentBundler.instance;
      return {
        plugins: [
          new BannerPlugin({
            banner: compileHint,
            raw: true,
            test: hintedChunkFile,
            // After the minifier, which drops every comment, and before the content hashes are taken.
            stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
          }),
        ],
      };
    },
  };
}
