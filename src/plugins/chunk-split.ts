/**
 * How the client bundle is cut into chunks, so a doc page loads 10 scripts, not 12.
 *
 * Docusaurus turns off the bundler's `default` cache group but keeps
 * `defaultVendors`, which moves the node_modules part of every async chunk
 * into a chunk of its own once it passes 20 kB, even when a single chunk uses
 * it. On a doc page that split the theme's DocRoot and DocItem code from their
 * route chunks, and Prism from the code block: extra requests for code that is
 * always loaded together anyway.
 *
 * Here code stays in the chunk that imports it, and only code that two or more
 * async chunks share is split out (`shared`, 20 kB and up: the code block with
 * Prism, which every page with code needs, so readers download it once).
 * Measured with scripts/page-js-bytes.mjs: a guide page 12 → 10 scripts; the
 * search page's Web Worker loads its search engine (lunr) in one file, not two.
 */
import type {Plugin} from '@docusaurus/types';

export default function chunkSplit(): Plugin {
  return {
    name: 'chunk-split',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        optimization: {
          splitChunks: {
            cacheGroups: {
              defaultVendors: false,
              shared: {chunks: 'async', minChunks: 2, priority: -20, reuseExistingChunk: true},
            },
          },
        },
      };
    },
  };
}
