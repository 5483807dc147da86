/**
 * Builds the site with source maps for the client bundle (measure/source-maps.config.mjs) into its own folder, so
 * that `profile-page` and `trace-tasks` map what ran back to source modules. The build runs without the persistent
 * cache (a cached build would not write the maps) and is never deployed.
 *
 *   flock /tmp/help-docs-heavy.lock npm run measure -- source-map-build [--out-dir /tmp/help-docs-source-maps]
 *   npm run measure -- profile-page --dir /tmp/help-docs-source-maps /user/intro
 */
import {spawnSync} from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const at = args.indexOf('--out-dir');
const outDir = path.resolve(at >= 0 ? args[at + 1] : path.join(os.tmpdir(), 'help-docs-source-maps'));

const result = spawnSync(
  'npx',
  ['docusaurus', 'build', root, '--config', path.join(root, 'measure', 'source-maps.config.mjs'), '--out-dir', outDir],
  {cwd: root, stdio: 'inherit', env: {...process.env, DOCUSAURUS_NO_PERSISTENT_CACHE: 'true'}},
);
if (result.status !== 0) process.exit(result.status ?? 1);
console.log(outDir);
