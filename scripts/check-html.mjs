#!/usr/bin/env node
/**
 * Valid HTML: runs the Nu Html Checker (the jar shipped by the vnu-jar package,
 * on the machine's Java 17+) once over every HTML file of a build and prints
 * each error as `file:line:column: message`. Exits 1 on any error.
 *
 * Usage: node scripts/check-html.mjs [--dir build]   (npm run lint:html)
 * BUILD_DIR is honoured too, so the same variable drives the browser tests.
 * PAGES (page paths with the base, space- or comma-separated, as scripts/touched-pages.mjs prints them) checks only
 * those pages: the writer's loop (`npm run check:pages`); a page that is not in the build is an error.
 * Java comes from JAVA (a path) or `java` on PATH.
 */
import {spawnSync} from 'node:child_process';
import {existsSync, readdirSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {baseUrl} from '../config/site-url.mjs';
import {resolve} from './static-host.mjs';

const args = process.argv.slice(2);
const dirIndex = args.indexOf('--dir');
const dir = path.resolve(dirIndex >= 0 ? args[dirIndex + 1] : (process.env.BUILD_DIR ?? 'build'));
if (!existsSync(path.join(dir, 'index.html'))) {
  console.error(`check-html: no built site in ${dir} (run the build first, or pass --dir)`);
  process.exit(2);
}

const vnuJar = String(createRequire(import.meta.url)('vnu-jar'));
const java = process.env.JAVA ?? 'java';
const only = (process.env.PAGES ?? '').split(/[\s,]+/).filter(Boolean);
const files = [];
for (const page of only) {
  const target = await resolve(dir, baseUrl, page);
  const file = target?.redirect ? (await resolve(dir, baseUrl, target.redirect))?.file : target?.file;
  if (!file) {
    console.error(`check-html: ${page} is not a page of ${path.relative(process.cwd(), dir) || '.'}`);
    process.exit(1);
  }
  files.push(file);
}
const pages =
  only.length > 0
    ? files.length
    : readdirSync(dir, {recursive: true}).filter((file) => String(file).endsWith('.html')).length;

const started = performance.now();
const run = spawnSync(
  java,
  ['-jar', vnuJar, '--skip-non-html', '--errors-only', '--format', 'json', ...(only.length > 0 ? files : [dir])],
  {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  },
);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
if (run.error) {
  console.error(`check-html: could not start ${java}: ${run.error.message}`);
  process.exit(2);
}

let messages;
try {
  // vnu writes its JSON report to stderr.
  messages = JSON.parse(run.stderr || run.stdout).messages;
} catch {
  console.error(`check-html: unexpected output from the Nu Html Checker (exit ${run.status}):\n${run.stderr}`);
  process.exit(2);
}

const errors = messages.filter((message) => message.type === 'error' || message.subType === 'fatal');
const byFile = new Map();
for (const error of errors) {
  const file = path.relative(process.cwd(), decodeURIComponent(new URL(error.url).pathname));
  byFile.set(file, [...(byFile.get(file) ?? []), error]);
}
for (const [file, fileErrors] of [...byFile].sort(([a], [b]) => a.localeCompare(b))) {
  for (const error of fileErrors) {
    const line = error.lastLine ?? error.firstLine ?? '?';
    const column = error.firstColumn ?? error.lastColumn ?? '?';
    console.log(`${file}:${line}:${column}: ${error.message}`);
    if (error.extract) console.log(`    … ${error.extract.replace(/\s+/g, ' ').trim()} …`);
  }
}

const summary = `${pages} pages checked in ${seconds} s: ${errors.length} errors in ${byFile.size} pages`;
if (errors.length > 0) {
  console.error(`check-html: ${summary}.`);
  process.exit(1);
}
console.log(`check-html: ${summary}.`);
