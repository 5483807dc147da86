/**
 * How the client bundle is cut into chunks, so a doc page loads 10 scripts, not 12.
 *
 * Docusaurus turns off the bundler's `default` cache group but keeps
 * `defaultVendors`, which moves the node_modules part of every async chunk
 * into a chunk of its own once it passes 20 kB, even when a single route uses
 * it. On a doc page that split off the theme's DocRoot and DocItem code from
 * their route chunks: two extra requests for code no other page shares.
 *
 * Here the theme's own packages (`@docusaurus/*`) are left in the chunk that
 * imports them, and only code that two or more chunks share (the code block
 * component, which every page with code needs) is split out, by the
 * `shared` group. Other vendor code (the search plugin, lunr) is cut as before.
 * Measured with scripts/page-js-bytes.mjs: a guide page 12 → 10 scripts and
 * 1 KiB less; the search and home pages unchanged.
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
              defaultVendors: {
                test: /[\\/]node_modules[\\/](?!@docusaurus[\\/])/,
                priority: -10,
                reuseExistingChunk: true,
                idHint: 'vendors',
              },
              shared: {chunks: 'async', minChunks: 2, priority: -20, reuseExistingChunk: true},
            },
          },
        },
      };
    },
  };
}
