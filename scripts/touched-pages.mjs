#!/usr/bin/env node
/**
 * The pages a change touches, for the writer's loop (`npm run check:pages`) and the pull request's summary: every
 * MDX file of the guides changed against the merge base with main (committed, staged, unstaged or new) is its page;
 * a change to `openapi/openapi.yaml` names the pages of the operations and webhook events whose part of the
 * document changed (`<ApiOperation operationId="…" />`, `<ApiWebhook event="…" />`), and every such page when a
 * shared part changed (components, servers, security…), since any operation may read it.
 *
 *   node scripts/touched-pages.mjs [--base <ref>]   prints one page path a line (`/guides/developer/api/lead`)
 *
 * The base is --base, else BASE_REF, else the merge base of HEAD with origin/main, else with main.
 */
import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseYaml} from '@redocly/openapi-core';
import {baseUrl} from '../config/site-url.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const areas = ['user', 'developer', 'integration'];
const git = (...args) => execFileSync('git', args, {cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore']});
const lines = (text) => text.split('\n').filter(Boolean);

/** The commit the change is compared with. */
export function baseCommit(ref = process.env.BASE_REF) {
  for (const candidate of ref ? [ref] : ['origin/main', 'main']) {
    try {
      return git('merge-base', 'HEAD', candidate).trim();
    } catch {
      // not there: try the next
    }
  }
  throw new Error(`touched-pages: no merge base with ${ref ?? 'origin/main or main'} (fetch it, or pass --base)`);
}

/** Files changed since the base: committed, staged, unstaged and untracked. */
export function changedFiles(base) {
  return [
    ...new Set([
      ...lines(git('diff', '--name-only', base)),
      ...lines(git('ls-files', '--others', '--exclude-standard')),
    ]),
  ].sort();
}

/** The page path (with the base URL) of a guide's MDX file: its folder path, or its `slug` front matter. */
export function pageOfFile(file, text) {
  const [area, ...rest] = file.split('/');
  if (!areas.includes(area) || !/\.mdx?$/.test(file) || rest.length === 0) return undefined;
  const slug = /^---\n[\s\S]*?^slug:\s*["']?([^"'\n]+)["']?\s*$[\s\S]*?^---$/m.exec(text ?? '')?.[1];
  const route = slug
    ? slug.replace(/^\//, '')
    : rest
        .join('/')
        .replace(/\.mdx?$/, '')
        .replace(/(^|\/)index$/, '');
  return `${baseUrl}${[area, route].filter(Boolean).join('/')}`;
}

/** Every guide page that renders an operation or a webhook event: id → page. */
export function referencePages() {
  const operations = new Map();
  const events = new Map();
  for (const area of areas) {
    for (const file of readdirSync(path.join(root, area), {recursive: true, encoding: 'utf8'})) {
      if (!file.endsWith('.mdx')) continue;
      const relative = `${area}/${file}`;
      const text = readFileSync(path.join(root, relative), 'utf8');
      const page = pageOfFile(relative, text);
      for (const match of text.matchAll(/<ApiOperation\s+operationId="([^"]+)"/g)) operations.set(match[1], page);
      for (const match of text.matchAll(/<ApiWebhook\s+event="([^"]+)"/g)) events.set(match[1], page);
    }
  }
  return {operations, events};
}

const methods = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];

/** The operations and webhook events of a document, each as its JSON, and the rest of the document. */
function partsOf(document) {
  const operations = new Map();
  const events = new Map();
  for (const item of Object.values(document?.paths ?? {})) {
    for (const method of methods) {
      if (item[method]) operations.set(item[method].operationId, JSON.stringify([item[method], item.parameters]));
    }
  }
  for (const [name, item] of Object.entries(document?.webhooks ?? {})) {
    events.set(name, JSON.stringify(item));
  }
  const {paths: _paths, webhooks: _webhooks, ...shared} = document ?? {};
  return {operations, events, shared: JSON.stringify(shared)};
}

/** The pages whose operations or events differ between two texts of openapi.yaml. */
export function pagesOfApiChange(before, after, pages = referencePages()) {
  const old = partsOf(before ? parseYaml(before) : {});
  const now = partsOf(parseYaml(after));
  const differs = (a, b) => [...new Set([...a.keys(), ...b.keys()])].filter((key) => a.get(key) !== b.get(key));
  if (old.shared !== now.shared) return [...new Set([...pages.operations.values(), ...pages.events.values()])];
  return [
    ...differs(old.operations, now.operations).map((id) => pages.operations.get(id)),
    ...differs(old.events, now.events).map((event) => pages.events.get(event)),
  ].filter(Boolean);
}

/** The touched pages, sorted, each once. */
export function touchedPages(base = baseCommit()) {
  const pages = new Set();
  for (const file of changedFiles(base)) {
    const full = path.join(root, file);
    if (file === 'openapi/openapi.yaml') {
      let before = '';
      try {
        before = git('show', `${base}:${file}`);
      } catch {
        // new file
      }
      if (existsSync(full)) for (const page of pagesOfApiChange(before, readFileSync(full, 'utf8'))) pages.add(page);
      continue;
    }
    // A deleted page has nothing left to check; anything outside the guides is no page.
    if (!existsSync(full) || !pageOfFile(file, '')) continue;
    const page = pageOfFile(file, readFileSync(full, 'utf8'));
    if (page) pages.add(page);
  }
  return [...pages].sort();
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const baseIndex = process.argv.indexOf('--base');
  const base = baseCommit(baseIndex >= 0 ? process.argv[baseIndex + 1] : undefined);
  for (const page of touchedPages(base)) console.log(page);
}
