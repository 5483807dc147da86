#!/usr/bin/env node
/**
 * Tries the site on the newest Docusaurus 4.0 canary, in a scratch copy (the working tree is untouched), and
 * prints what breaks. Not part of `npm test`: it installs from the registry and runs a full build and the
 * browser suite. Run it under the heavy-job lock:
 *
 *   flock /tmp/help-docs-heavy.lock node scripts/docusaurus-canary.mjs [--version 4.0.0-canary-NNNN]
 *     [--keep] [--no-e2e] [--grep <playwright grep>]
 *
 * Steps, each reported as passed or failed with the lines that say why: the canary's peer requirements
 * (Node) against what the copy has; `npm install` with every `@docusaurus/*` package at the canary and each
 * direct dependency the canary names as a peer (React, TypeScript) at the newest version the peer range accepts; the typecheck; `npm run build`; the link check; the
 * browser tests. A step that fails stops the steps that need it. The exit code is 0 only when every step passes.
 */
import {execFileSync, spawnSync} from 'node:child_process';
import {cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
};
const flag = (name) => args.includes(`--${name}`);

function npmView(spec, field) {
  const out = execFileSync('npm', ['view', spec, field, '--json'], {cwd: root, encoding: 'utf8'});
  return out.trim() ? JSON.parse(out) : undefined;
}

/**
 * The newest `4.0.0-canary-N` that every `@docusaurus/*` package of package.json has (highest N): the packages
 * are released together, but a registry mirror may hold a newer canary of one package than of the others.
 */
function newestCanary(packages) {
  const canariesOf = (name) =>
    new Set((npmView(name, 'versions') ?? []).filter((version) => /^4\.0\.0-canary-\d+$/.test(version)));
  const [first, ...rest] = packages.map(canariesOf);
  const common = [...(first ?? [])].filter((version) => rest.every((set) => set.has(version)));
  common.sort((a, b) => Number(a.split('-').at(-1)) - Number(b.split('-').at(-1)));
  return common.at(-1);
}

/** The highest published version of `name` that satisfies `range`. */
function newestMatching(name, range) {
  const found = npmView(`${name}@${range}`, 'version');
  return Array.isArray(found) ? found.at(-1) : found;
}

const results = [];
function step(name, command, commandArgs, cwd, env = {}) {
  process.stdout.write(`\n▶ ${name}: ${command} ${commandArgs.join(' ')}\n`);
  const run = spawnSync(command, commandArgs, {
    cwd,
    encoding: 'utf8',
    env: {...process.env, ...env},
    maxBuffer: 256 * 1024 * 1024,
  });
  const output = `${run.stdout ?? ''}\n${run.stderr ?? ''}`;
  const ok = run.status === 0;
  // What says why: error lines and failed tests, not the whole log.
  const why = output
    .split('\n')
    .filter((line) => /error|Error|ERR!|failed|✘|\[FAIL\]|Cannot find|not found|peer|ERESOLVE/.test(line))
    .slice(0, 40);
  results.push({name, ok, why});
  process.stdout.write(ok ? '  passed\n' : `  FAILED (exit ${run.status})\n${why.map((l) => `    ${l}`).join('\n')}\n`);
  return ok;
}

const ownManifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const docusaurusPackages = Object.keys({...ownManifest.dependencies, ...ownManifest.devDependencies}).filter((name) =>
  name.startsWith('@docusaurus/'),
);
const canary = option('version') ?? newestCanary(docusaurusPackages);
if (!canary) {
  console.error(`No 4.0.0-canary-N version that all of ${docusaurusPackages.join(', ')} have on the registry.`);
  process.exit(2);
}
// The peers the canary packages ask for (React, TypeScript, MDX…): a direct dependency named there moves to the
// newest version its range accepts.
const peers = {};
for (const name of docusaurusPackages) Object.assign(peers, npmView(`${name}@${canary}`, 'peerDependencies') ?? {});
const engines = npmView(`@docusaurus/core@${canary}`, 'engines') ?? {};
console.log(`Docusaurus ${canary}: peers ${JSON.stringify(peers)}, engines ${JSON.stringify(engines)}`);

// Node: the canary's engines range against the Node running this script (CI's .ci/run installs .nvmrc's).
const wantedNode = /(\d+)(?:\.(\d+))?/.exec(engines.node ?? '') ?? [];
const [major, minor] = process.versions.node.split('.').map(Number);
const nodeOk =
  !wantedNode[1] ||
  major > Number(wantedNode[1]) ||
  (major === Number(wantedNode[1]) && minor >= Number(wantedNode[2] ?? 0));
results.push({name: `Node ${process.versions.node} for engines ${engines.node}`, ok: nodeOk, why: []});

// The scratch copy: every tracked and untracked (not ignored) file of the working tree.
const scratch = mkdtempSync(path.join(tmpdir(), 'help-docs-canary-'));
const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], {cwd: root, encoding: 'utf8'})
  .split('\0')
  .filter(Boolean);
for (const file of files) {
  mkdirSync(path.dirname(path.join(scratch, file)), {recursive: true});
  try {
    cpSync(path.join(root, file), path.join(scratch, file));
  } catch {
    // A file deleted in the working tree but still tracked: nothing to copy.
  }
}
// Its own git repository: the pages' last-update dates come from git history, and Docusaurus 4 fails a build
// outside any git worktree.
const git = (...gitArgs) => execFileSync('git', gitArgs, {cwd: scratch, stdio: 'ignore'});
git('init', '-q');
git('add', '-A');
git('-c', 'user.name=canary', '-c', 'user.email=canary@localhost', 'commit', '-qm', 'scratch copy');
console.log(`Scratch copy: ${scratch} (${files.length} files)`);

const manifestPath = path.join(scratch, 'package.json');
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const changed = [];
for (const field of ['dependencies', 'devDependencies']) {
  for (const name of Object.keys(manifest[field] ?? {})) {
    let to;
    if (name.startsWith('@docusaurus/')) to = canary;
    else if (peers[name]) to = newestMatching(name, peers[name]);
    if (to && manifest[field][name] !== to) {
      changed.push(`${name} ${manifest[field][name]} → ${to}`);
      manifest[field][name] = to;
    }
  }
}
// The MCP server (workspace `mcp/`) pins zod, and its SDK's types must see that same zod. Without the lock file the
// canary's own dependencies hoist another zod 4 to the root, the SDK resolves that one, and the typecheck fails on
// every schema of mcp/src/server.ts (`ZodString` is not assignable to `AnySchema`). One zod for all.
const mcpManifest = JSON.parse(readFileSync(path.join(scratch, 'mcp', 'package.json'), 'utf8'));
if (mcpManifest.dependencies?.zod) {
  manifest.overrides = {...manifest.overrides, zod: mcpManifest.dependencies.zod};
  changed.push(`zod overridden to ${mcpManifest.dependencies.zod} everywhere`);
}
// The site extends @docusaurus/tsconfig 3.10, which sets `baseUrl`; TypeScript 6 (a peer of the canary) rejects
// `baseUrl`, and `paths` resolve from the tsconfig's own folder without it. The scratch copy drops it.
const tsconfigPath = path.join(scratch, 'tsconfig.json');
const tsconfig = JSON.parse(readFileSync(tsconfigPath, 'utf8'));
if (tsconfig.compilerOptions?.baseUrl) {
  delete tsconfig.compilerOptions.baseUrl;
  tsconfig.compilerOptions.paths = {'@site/*': ['./*']};
  writeFileSync(tsconfigPath, `${JSON.stringify(tsconfig, null, 2)}\n`);
  changed.push('tsconfig.json without baseUrl (TypeScript 6)');
}
writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
rmSync(path.join(scratch, 'package-lock.json'), {force: true});
console.log(`Changed: ${changed.join(', ')}`);

const port = option('port') ?? '3299';
if (step('install', 'npm', ['install', '--no-audit', '--no-fund'], scratch)) {
  step('typecheck', 'npm', ['run', 'typecheck'], scratch);
  if (step('build', 'npm', ['run', 'build'], scratch)) {
    step('links', 'npm', ['run', 'check:links'], scratch);
    if (!flag('no-e2e')) {
      const grep = option('grep');
      step('browser tests', 'npx', ['playwright', 'test', ...(grep ? ['--grep', grep] : [])], scratch, {
        E2E_PORT: port,
      });
    }
  }
}

console.log(`\nDocusaurus ${canary} — summary`);
for (const {name, ok} of results) console.log(`  ${ok ? 'pass' : 'FAIL'}  ${name}`);
if (!flag('keep')) rmSync(scratch, {recursive: true, force: true});
else console.log(`Kept: ${scratch}`);
process.exit(results.every((result) => result.ok) ? 0 : 1);
