/**
 * How the client build packs the search box's first chunks: the matcher with the title index (`search`,
 * named where the box imports it) and fuse.js (`search-fuse`), both loaded on the box's first focus.
 */
import type {ConfigureWebpackUtils, Plugin} from '@docusaurus/types';

type WebpackConfig = ReturnType<NonNullable<Plugin['configureWebpack']>>;

/** The box's first chunks, by file name. `search-full` (MiniSearch, loaded once the titles answer) is not one. */
export const boxChunkFile = /(?:^|\/)search(?:-fuse)?\.[0-9a-f]+\.js$/;

/**
 * V8's explicit compile hint (Chrome 136 and later; other engines read a comment): every function of the
 * script is compiled with it, off the main thread while it streams in, rather than one at a time on its
 * first call. The box's code is called for the first time by the first query, when a phone's main thread
 * is at its busiest; compiling it there was about a fifth of the first results' time at 4x CPU
 * (notes/search.md#cost).
 */
export const compileHint = '//# allFunctionsCalledOnLoad';

export function boxChunksConfig({currentBundler}: ConfigureWebpackUtils): WebpackConfig {
  const {BannerPlugin, Compilation} = currentBundler.instance;
  return {
    optimization: {
      splitChunks: {
        cacheGroups: {
          // Named, so the hint can find it: left to the bundler's vendor group, fuse.js has a number for a name.
          searchFuse: {
            test: /[\\/]node_modules[\\/]fuse\.js[\\/]/,
            name: 'search-fuse',
            chunks: 'async',
            enforce: true,
          },
        },
      },
    },
    plugins: [
      new BannerPlugin({
        banner: compileHint,
        raw: true,
        test: boxChunkFile,
        // After the minifier, which drops every comment, and before the content hashes are taken.
        stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
      }),
    ],
  };
}
