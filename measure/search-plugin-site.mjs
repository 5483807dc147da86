#!/usr/bin/env node
/**
 * The site with `@easyops-cn/docusaurus-search-local` instead of its own search, for the comparison in
 * PERFORMANCE.md (issue 32): a scratch copy of this worktree (the scale tree of the benchmark, so
 * `--scale 10` gives ten times the pages), the plugin installed in it (0.55.3, the version the site used
 * until issue 27), configured as well as it can be for the three areas, the site's own box and search page
 * taken out so that the plugin's take their place, built.
 *
 *   npm run measure -- search-plugin-site [--scale N] [--out DIR] [--own]
 *
 * `--own` builds the same tree with the site's own search instead (the other side of the comparison at N
 * times the pages). Prints the build folder; then
 * `npm run measure -- eval-search --dir <it> --fold-copies`.
 */
import {execFileSync, spawnSync} from 'node:child_process';
import {cpSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';
import {createScaleTree} from './scale-tree.mjs';
import {args, option} from './args.mjs';

export const pluginVersion = '0.55.3';

/**
 * The plugin's options: one index and one search context per area (the box inside an area searches it,
 * elsewhere all three), hashed file names, no blog or standalone pages, the generated request samples
 * left out as the site's own index leaves them out, eight suggestions as the site's box shows.
 */
export function pluginOptions(areas) {
  return {
    hashed: true,
    language: ['en'],
    indexDocs: true,
    indexBlog: false,
    indexPages: false,
    docsRouteBasePath: areas.map((area) => area.path),
    docsDir: areas.map((area) => area.path),
    docsPluginIdForPreferredVersion: areas[0].id,
    searchContextByPaths: areas.map((area) => ({label: area.label, path: area.path})),
    useAllContextsWithNoSearchContext: true,
    hideSearchBarWithNoSearchContext: false,
    explicitSearchResultPath: true,
    searchResultLimits: 8,
    searchResultContextMaxLength: 80,
    highlightSearchTermsOnTargetPage: false,
    ignoreCssSelectors: ['.api-samples'],
  };
}

/** The plugin installed once in the temporary folder, shared by the trees. */
function installPlugin(log) {
  const dir = path.join(os.tmpdir(), `help-docs-search-plugin-${pluginVersion}`);
  if (!existsSync(path.join(dir, 'node_modules', '@easyops-cn', 'docusaurus-search-local', 'package.json'))) {
    log(`npm install @easyops-cn/docusaurus-search-local@${pluginVersion}…`);
    mkdirSync(dir, {recursive: true});
    execFileSync(
      'npm',
      [
        'install',
        '--prefix',
        dir,
        '--no-save',
        '--no-audit',
        '--no-fund',
        '--legacy-peer-deps',
        `@easyops-cn/docusaurus-search-local@${pluginVersion}`,
      ],
      {stdio: ['ignore', 'ignore', 'inherit']},
    );
    // Docusaurus and React come from the site, one copy of each.
    for (const shared of ['@docusaurus', 'react', 'react-dom']) {
      rmSync(path.join(dir, 'node_modules', shared), {recursive: true, force: true});
    }
  }
  return dir;
}

/** Puts the plugin in place of the site's own search in the tree `dir`. */
export async function putPluginIn(dir, log = () => {}) {
  // In a folder of the tree, so that what the plugin does not bring itself (Docusaurus, React) resolves to the
  // tree's packages (Node and the bundler follow the link to the plugin's real place).
  const plugin = path.join(dir, '.search-plugin');
  cpSync(installPlugin(log), plugin, {recursive: true});
  rmSync(path.join(dir, 'node_modules', '@easyops-cn'), {recursive: true, force: true});
  symlinkSync(path.join(plugin, 'node_modules', '@easyops-cn'), path.join(dir, 'node_modules', '@easyops-cn'));
  // The plugin's box and page, not the site's.
  for (const file of ['src/theme/SearchBar', 'src/pages/search.tsx', 'src/pages/search.module.css']) {
    rmSync(path.join(dir, file), {recursive: true, force: true});
  }
  const {guideAreas} = await import(pathToFileURL(path.join(dir, 'config', 'areas.ts')).href);
  const configFile = path.join(dir, 'docusaurus.config.ts');
  const config = readFileSync(configFile, 'utf8');
  const anchor = '\n  plugins: [';
  if (!config.includes(anchor)) throw new Error(`plugin-site: docusaurus.config.ts has no "${anchor.trim()}"`);
  const options = JSON.stringify(pluginOptions(guideAreas.map(({id, path: area, label}) => ({id, path: area, label}))));
  writeFileSync(
    configFile,
    config.replace(anchor, `\n  themes: [['@easyops-cn/docusaurus-search-local', ${options}]],\n${anchor}`),
  );
}

async function main() {
  const scale = Number(option('scale', '1'));
  const own = args.includes('--own');
  const out = path.resolve(
    option('out', path.join(os.tmpdir(), `help-docs-${own ? 'own' : 'plugin'}-search-${scale}x`)),
  );
  const log = (message) => process.stderr.write(`plugin-site: ${message}\n`);
  // The benchmark's scale tree.
  const tree = await createScaleTree({scale, out, log});
  const dir = tree.dir ?? out;
  if (!own) await putPluginIn(dir, log);
  log(`building ${dir} (${own ? 'own search' : `plugin ${pluginVersion}`}, ${scale}×)…`);
  const started = Date.now();
  const build = spawnSync(path.join(dir, 'node_modules', '.bin', 'docusaurus'), ['build', '--out-dir', 'build'], {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {...process.env, DOCUSAURUS_NO_PERSISTENT_CACHE: 'true'},
  });
  if (build.status !== 0) throw new Error(`plugin-site: the build failed (${build.status})`);
  log(`built in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  console.log(path.join(dir, 'build'));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
