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
 * Fewer scripts per page (PERFORMANCE.md, `npm run measure -- page-js-bytes`).
 */
import type {Plugin} from '@docusaurus/types';
import {isLeftOut} from '../leave-out';

/**
 * Chromium's explicit compile hint (Chrome 136 and later; other browsers read a comment): a script that starts with
 * it has all its functions compiled eagerly, on the background thread that streams it in, instead of one by one
 * on the main thread the first time each is called. `main.js` is React, the router and the theme's shell, nearly
 * all of it run while the page starts, so the hint moves its compile work off the main thread (the API page's
 * blocking time with and without it: PERFORMANCE.md). Route chunks do not get it: much of their code runs only on a reader's action.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The bundler's configuration and compiler as Docusaurus's plugin API types them: webpack's types, whose API Rspack implements. */
type Configuration = Parameters<NonNullable<Plugin['configureWebpack']>>[0];
/** A plugin of `plugins` may also be a function of the compiler: its parameter is the compiler's type. */
type Compiler = Parameters<Extract<NonNullable<Configuration['plugins']>[number], (...args: never[]) => void>>[0];

/** Puts the compile hint first in the entry chunk, after minification (which would drop a comment). */
class CompileHintPlugin {
  apply(compiler: Compiler) {
    const {Compilation, sources} = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompileHintPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {name: 'CompileHintPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1},
        () => {
          for (const {name} of compilation.getAssets()) {
            if (/(^|\/)main\.[0-9a-f]+\.js$/.test(name)) {
              compilation.updateAsset(name, (source) => new sources.ConcatSource(COMPILE_HINT, source));
            }
          }
        },
      );
    });
  }
}

/**
 * Core's ChunkAssetPlugin adds its `__webpack_require__.gca` function to every runtime chunk, the search worker's
 * too, without asking for `__webpack_require__` itself. Rspack 1 defines it in the worker anyway; Rspack 2
 * (Docusaurus 4) leaves it out of a worker that needs no module runtime, and the worker's first line throws
 * `__webpack_require__ is not defined`. Asking for it costs nothing where it is already there.
 */
class RequireInEveryRuntimePlugin {
  apply(compiler: Compiler) {
    const {RuntimeGlobals} = compiler.webpack;
    compiler.hooks.thisCompilation.tap('RequireInEveryRuntimePlugin', (compilation) => {
      compilation.hooks.additionalTreeRuntimeRequirements.tap('RequireInEveryRuntimePlugin', (_chunk, requirements) => {
        requirements.add(RuntimeGlobals.require);
      });
    });
  }
}

export default function chunkSplit(): Plugin {
  return {
    name: 'chunk-split',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        plugins: [new RequireInEveryRuntimePlugin(), ...(isLeftOut('compile-hint') ? [] : [new CompileHintPlugin()])],
        optimization: {
          splitChunks: {
            cacheGroups: {
              defaultVendors: false,
              // Core's `common` takes what more than half the pages share into one chunk that every such page
              // loads. The code block (with Prism) is in over half the pages, and @mdx-js/react in all: together
              // in `common`, pages without code loaded the code block too. Off: the code block goes to `shared`
              // (loaded with the pages that have code), the small provider stays in each page's chunk.
              common: false,
              shared: {chunks: 'async', minChunks: 2, priority: -20, reuseExistingChunk: true},
            },
          },
        },
      };
    },
  };
}
