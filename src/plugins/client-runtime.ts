/**
 * What runs on every page, lighter: modules of core replaced in the client bundle only (the server render keeps
 * the originals). What each buys a reader is measured by `npm run measure -- internals-figures` (src/framework-internals.ts):
 *
 * - `@docusaurus/utils-common` → src/client/utils-common.ts: same exports without the `tslib` the package's
 *   CommonJS index pulls in whole.
 * - core's client entry → src/client/entry.ts: the same entry, run in three tasks instead of one (React DOM's
 *   module, then core's entry, each one yield after the last), so `main.js` makes no single long task.
 *
 * Listed in src/theme/README.md with the swizzles. On a Docusaurus upgrade, diff the originals against ours.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {isLeftOut} from '../leave-out';

const clientDir = path.resolve(__dirname, '../client');
const coreClientDir = path.dirname(require.resolve('@docusaurus/core/lib/client/clientEntry.js'));

/** Where our modules import the originals from (the theme's package exports do not list them). */
const originals = {
  '@help-docs/original/clientEntry$': path.join(coreClientDir, 'clientEntry.js'),
};

export default function clientRuntime(): Plugin {
  return {
    name: 'client-runtime',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      // A measuring build may leave parts out (src/leave-out.ts); a build that ships has them all.
      return {
        // Replaces core's (a string, so the merge replaces it).
        ...(isLeftOut('split-entry') ? {} : {entry: path.join(clientDir, 'entry.ts')}),
        resolve: {
          alias: {
            ...(isLeftOut('utils-common')
              ? {}
              : {'@docusaurus/utils-common$': path.join(clientDir, 'utils-common.ts')}),
            ...originals,
          },
        },
      };
    },
  };
}
