/**
 * What runs on every page, lighter: modules of core and of the theme replaced in the client bundle only (the
 * server render keeps the originals), each cut measured with scripts/profile-page.mjs (main thread at 4× CPU
 * slowdown) or scripts/page-js-bytes.mjs (bytes):
 *
 * - `@docusaurus/utils-common` → src/client/utils-common.ts: same exports without the `tslib` the package's
 *   CommonJS index pulls in whole.
 * - core's `client/docusaurus.js` (`window.docusaurus`: link prefetch and preload) → src/client/docusaurus.ts:
 *   the route table indexed once instead of scanned for every link in view; each chunk prefetched once.
 * - core's client entry → src/client/entry.ts: the same entry, run in three tasks instead of one (React DOM's
 *   module, then core's entry, each one yield after the last), so `main.js` makes no single long task.
 * - `@docusaurus/ComponentCreator` → src/client/ComponentCreator.ts: the route table's loaders built on first
 *   use, not all of them while `main.js` starts.
 * - theme-common's `utils/reactUtils` and plugin-content-docs' `client/docsClientUtils` → src/client/: the
 *   same modules with two sorts that no longer call `localeCompare`, whose first call loads the browser's
 *   collation data while the page hydrates.
 *
 * Listed in src/theme/README.md with the swizzles. On a Docusaurus upgrade, diff the originals against ours.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

const clientDir = path.resolve(__dirname, '../client');
const coreClientDir = path.dirname(require.resolve('@docusaurus/core/lib/client/docusaurus.js'));
const themeCommonLib = path.dirname(require.resolve('@docusaurus/theme-common'));
const docsClientDir = path.dirname(require.resolve('@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js'));

/** Relative imports, by modules inside `inside`, of a module named `name`, go to `replacement`. */
const replacements = [
  {inside: coreClientDir, name: 'docusaurus', replacement: 'docusaurus.ts'},
  {inside: themeCommonLib, name: 'reactUtils', replacement: 'reactUtils.ts'},
  {inside: docsClientDir, name: 'docsClientUtils', replacement: 'docsClientUtils.ts'},
];

/** Where our modules import the originals from (the theme's package exports do not list them). */
const originals = {
  '@help-docs/original/clientEntry$': path.join(coreClientDir, 'clientEntry.js'),
  '@help-docs/original/ComponentCreator$': path.join(coreClientDir, 'exports', 'ComponentCreator.js'),
  '@help-docs/original/reactUtils$': path.join(themeCommonLib, 'utils', 'reactUtils.js'),
  '@help-docs/original/docsClientUtils$': path.join(docsClientDir, 'docsClientUtils.js'),
};

export default function clientRuntime(): Plugin {
  return {
    name: 'client-runtime',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) return {};
      return {
        // Replaces core's (a string, so the merge replaces it).
        entry: path.join(clientDir, 'entry.ts'),
        resolve: {
          alias: {
            '@docusaurus/utils-common$': path.join(clientDir, 'utils-common.ts'),
            // The key core's alias has, so ours replaces it in the merge.
            '@docusaurus/ComponentCreator': path.join(clientDir, 'ComponentCreator.ts'),
            ...originals,
          },
        },
        plugins: replacements.map(
          ({inside, name, replacement}) =>
            new currentBundler.instance.NormalModuleReplacementPlugin(
              new RegExp(`^\\.\\.?/(.*/)?${name}(\\.js)?$`),
              (resource: {context?: string; request: string}) => {
                if (resource.context && (resource.context + path.sep).startsWith(inside + path.sep)) {
                  resource.request = path.join(clientDir, replacement);
                }
              },
            ),
        ),
      };
    },
  };
}
