/**
 * The site's own configuration, built with source maps for the client bundle: what `npm run measure --
 * source-map-build` builds, so that `profile-page` and `trace-tasks` name modules instead of minified chunks. The
 * site itself has no switch for it. Docusaurus resolves plugin paths from the configuration file's folder, so the
 * site's `./…` plugin paths are made absolute here.
 */
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import site from '../docusaurus.config.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const fromRoot = (entry) => (typeof entry === 'string' && entry.startsWith('./') ? path.join(root, entry) : entry);

/** Source maps for the client bundle only; never deployed (the build goes to its own folder). */
function sourceMaps() {
  return {
    name: 'measure-source-maps',
    configureWebpack: (_config, isServer) => (isServer ? {} : {devtool: 'source-map'}),
  };
}

export default {
  ...site,
  plugins: [
    ...site.plugins.map((plugin) =>
      Array.isArray(plugin) ? [fromRoot(plugin[0]), ...plugin.slice(1)] : fromRoot(plugin),
    ),
    sourceMaps,
  ],
};
