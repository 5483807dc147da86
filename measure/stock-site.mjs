#!/usr/bin/env node
/**
 * The stock site the benchmark compares against: Docusaurus 3.10.2's own `classic` template, as
 * `create-docusaurus` writes it, with two changes only so that it is served the way Help Docs is: the base URL
 * `/guides/` and local search (`@easyops-cn/docusaurus-search-local`, hashed index), since Help Docs has search
 * on every page.
 *
 *   npm run measure -- stock-site [--out DIR]      prints the site's folder
 *
 * The template comes from the npm registry (`npm pack create-docusaurus@<core version>`), cached beside the
 * site. The site uses this worktree's packages (the same Docusaurus and React versions): its `node_modules`
 * holds links to them, and its own build caches. Help Docs no longer depends on the search plugin (issue 27:
 * its box and page are the site's own), so the site installs the plugin itself, pinned to the version Help
 * Docs last used.
 */
import {execFileSync} from 'node:child_process';
import {cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const docusaurusVersion = JSON.parse(
  readFileSync(path.join(root, 'node_modules', '@docusaurus', 'core', 'package.json'), 'utf8'),
).version;

/** Stock pages that stand for each of Help Docs's page types (no API or recipe page in stock: its doc page). */
export const stockPages = {
  home: '/guides/',
  guide: '/guides/docs/intro',
  api: '/guides/docs/intro',
  recipe: '/guides/docs/intro',
  lab: '/guides/docs/intro',
  search: '/guides/search',
};

/** The search plugin of the stock site: the version Help Docs used until issue 27. */
const searchPlugin = '@easyops-cn/docusaurus-search-local@0.55.3';

export const defaultStockDir = path.join(os.tmpdir(), `help-docs-stock-${docusaurusVersion}`);

/** Writes the stock site (once: an existing one is reused) and returns its folder. */
export function createStockSite({dir = defaultStockDir, log = () => {}} = {}) {
  // A site written before issue 27 linked the plugin from this worktree, which no longer has it: written again.
  if (
    existsSync(path.join(dir, 'docusaurus.config.js')) &&
    existsSync(path.join(dir, 'node_modules', '@easyops-cn', 'docusaurus-search-local', 'package.json'))
  ) {
    return dir;
  }
  rmSync(dir, {recursive: true, force: true});
  const download = path.join(dir, '.template');
  mkdirSync(download, {recursive: true});
  log(`stock site: npm pack create-docusaurus@${docusaurusVersion}…`);
  const tarball = execFileSync('npm', ['pack', `create-docusaurus@${docusaurusVersion}`, '--silent'], {
    cwd: download,
    encoding: 'utf8',
  })
    .trim()
    .split('\n')
    .pop();
  execFileSync('tar', ['xzf', tarball], {cwd: download});
  const templates = path.join(download, 'package', 'templates');
  // What create-docusaurus does for `classic`: the shared files, then the template's own over them.
  cpSync(path.join(templates, 'shared'), dir, {recursive: true});
  cpSync(path.join(templates, 'classic'), dir, {recursive: true});
  rmSync(download, {recursive: true, force: true});

  const configFile = path.join(dir, 'docusaurus.config.js');
  let config = readFileSync(configFile, 'utf8');
  const edits = [
    [/baseUrl: '\/',/, "baseUrl: '/guides/',"],
    [/\n {2}themeConfig:/, "\n  themes: [['@easyops-cn/docusaurus-search-local', {hashed: true}]],\n\n  themeConfig:"],
  ];
  for (const [find, replace] of edits) {
    if (!find.test(config)) throw new Error(`stock site: the template's docusaurus.config.js has no ${find}`);
    config = config.replace(find, replace);
  }
  writeFileSync(configFile, config);

  mkdirSync(path.join(dir, 'node_modules'));
  for (const entry of readdirSync(path.join(root, 'node_modules'))) {
    // The plugin's scope comes from its own install below (an uninstall can leave the scope's folder empty).
    if (entry === '.cache' || entry === '@easyops-cn') continue;
    symlinkSync(path.join(root, 'node_modules', entry), path.join(dir, 'node_modules', entry));
  }
  // The plugin in a folder of the site, so that what it does not bring itself (Docusaurus, React: removed
  // from its install) resolves to the linked packages above, one copy of each, as in a site that installs it.
  const plugin = path.join(dir, '.search-plugin');
  mkdirSync(plugin, {recursive: true});
  log(`stock site: npm install ${searchPlugin}…`);
  execFileSync(
    'npm',
    ['install', '--prefix', plugin, '--no-save', '--no-audit', '--no-fund', '--legacy-peer-deps', searchPlugin],
    {stdio: ['ignore', 'ignore', 'inherit']},
  );
  for (const shared of ['@docusaurus', 'react', 'react-dom']) {
    rmSync(path.join(plugin, 'node_modules', shared), {recursive: true, force: true});
  }
  symlinkSync(path.join(plugin, 'node_modules', '@easyops-cn'), path.join(dir, 'node_modules', '@easyops-cn'));
  log(`stock site in ${dir}`);
  return dir;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const i = args.indexOf('--out');
  console.log(
    createStockSite({dir: i >= 0 ? path.resolve(args[i + 1]) : undefined, log: (m) => process.stderr.write(`${m}\n`)}),
  );
}
