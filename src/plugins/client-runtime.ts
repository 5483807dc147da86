/**
 * What runs on every page, lighter: two of core's client modules replaced in the client bundle only (the
 * server render keeps core's), each measured with scripts/profile-page.mjs and scripts/page-js-bytes.mjs.
 *
 * - `@docusaurus/utils-common` → src/client/utils-common.ts: same exports without the `tslib` the package's
 *   CommonJS index pulls in whole (about 3.5 KiB gzip in main.js).
 * - core's `client/docusaurus.js` (`window.docusaurus`: link prefetch and preload) → src/client/docusaurus.ts:
 *   the route table indexed once instead of scanned with a regular expression for every link in view.
 *
 * Listed in src/theme/README.md with the swizzles. On a Docusaurus upgrade, diff core's two modules against
 * ours.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

const clientDir = path.resolve(__dirname, '../client');
const coreClientDir = path.dirname(require.resolve('@docusaurus/core/lib/client/docusaurus.js'));

export default function clientRuntime(): Plugin {
  return {
    name: 'client-runtime',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) return {};
      return {
        resolve: {alias: {'@docusaurus/utils-common$': path.join(clientDir, 'utils-common.ts')}},
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(
            /^\.\/docusaurus$/,
            (resource: {context?: string; request: string}) => {
              if (resource.context === coreClientDir) resource.request = path.join(clientDir, 'docusaurus.ts');
            },
          ),
        ],
      };
    },
  };
}
