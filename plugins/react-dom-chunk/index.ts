// Change: Docusaurus's client bundle is split so React DOM is a chunk and a script of its own, run before the main bundle. Guarded by tests/e2e/bundles.test.ts; see notes/performance/react-dom-chunk.md.
import type {Plugin} from '@docusaurus/types';

/**
 * React DOM is 200 kB of the 460 kB main bundle. In one script, compiling and running the bundle was a
 * single task that kept a phone's main thread busy for about 180 ms (Lighthouse's 4x CPU slowdown), the
 * largest part of the docs pages' total blocking time. As a chunk of its own, loaded as a script of its
 * own before the main bundle, it is compiled in a task of its own, and the browser can respond in between.
 */
export default function reactDomChunkPlugin(): Plugin {
  return {
    name: 'react-dom-chunk',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        optimization: {
          splitChunks: {
            cacheGroups: {
              reactDom: {
                test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/,
                name: 'react-dom',
                chunks: 'initial',
                enforce: true,
                priority: 60,
              },
            },
          },
        },
      };
    },
  };
}
