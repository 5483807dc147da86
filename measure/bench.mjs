#!/usr/bin/env node
/**
 * The benchmark (`npm run measure -- bench`): it reports, it does not pass or fail. Run it under the heavy-job lock
 * (`flock /tmp/help-docs-heavy.lock npm run measure -- bench`): its timings are only as good as the machine is quiet.
 *
 * Every figure is taken beside the same figure of a stock Docusaurus site of the same version
 * (measure/stock-site.mjs: the `classic` template with local search, under /guides/), built and served the
 * same way, in the same minute, so that a busy machine slows both and the ratio stays honest:
 *   1. Builds, interleaved: ours cold, stock cold, ours warm, stock warm: wall time and peak memory (resident
 *      set of the whole process tree, sampled).
 *   2. Page weight of each page type in budgets.json (home, guide, API, search) and of the stock equivalents
 *      (home, its doc page, search): JavaScript, CSS, HTML, fonts, images; raw and gzip; requests.
 *   3. Lighthouse (Debian Chromium), mobile (and desktop with --desktop), --runs runs (default 5) per page
 *      type, interleaved: run i of each of our pages, then run i of its stock equivalent. Each run records the
 *      load average and Lighthouse's benchmark index (its CPU speed estimate). Printed: median, spread
 *      (min to max), and the median of the per-run ratios ours / stock.
 *   4. Search: index size per area, and the time from typing in the search bar to suggestions shown (first
 *      query, which loads the index, and a second one).
 *
 * Pages are served gzip-compressed, as GitHub Pages serves them. Prints a table and writes
 * bench-results/bench-<date>.json and bench-results/latest.json. Works on a fresh clone: it builds what it
 * needs (the stock template comes from the npm registry).
 *
 * Options: --runs N (Lighthouse runs, default 5), --pages home,guide,api,search (Lighthouse pages),
 * --desktop (also the desktop preset), --no-stock (skip the stock site), --skip-build (reuse --dir and
 * --stock-dir builds), --dir DIR (our build output), --port N (ours), --stock-port N (default the next one).
 * CHROMIUM_PATH / CHROME_PATH default to /usr/bin/chromium.
 *
 * Scale mode, `--scale N` or `--scale 1,10,20`: for each N, the guides copied N times into a scratch tree
 * (measure/scale-tree.mjs), built cold; prints pages, build time, peak memory, output size (by kind) and
 * search-index size (raw and gzip, per area), each also per page and per added page, and the time of each
 * build phase (Docusaurus's perf log). `--warm` adds a second build with caches kept; `--keep` keeps the
 * trees. Writes bench-results/latest-scale.json.
 */
import {spawn, spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {gzipSync} from 'node:zlib';
import {chromium} from '@playwright/test';
import {chromiumFlags, chromiumPath} from '../scripts/chromium.mjs';
import {measurePage} from '../scripts/page-weight.mjs';
import {createScaleTree} from './scale-tree.mjs';
import {createServer} from '../scripts/serve.mjs';
import {createStockSite, stockPages} from './stock-site.mjs';
import {args, option} from './args.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const runs = Number(option('runs', '5'));
const givenDir = option('dir');
const outDir = path.resolve(givenDir ?? path.join(os.tmpdir(), `help-docs-bench-${process.pid}`));
const port = Number(option('port', '3399'));
const stockPort = Number(option('stock-port', String(port + 1)));
const skipBuild = args.includes('--skip-build');
const withStock = !args.includes('--no-stock');
const formFactors = args.includes('--desktop') ? ['mobile', 'desktop'] : ['mobile'];
/** Lighthouse's chrome-launcher does not add headless itself. */
const chromeFlags = ['--headless', ...chromiumFlags];
const budgets = JSON.parse(readFileSync(path.join(root, 'budgets.json'), 'utf8')).pages;
/** The pages measured: budgets.json's, and the webhook lab, whose code only its own page loads (no budget of its own). */
const measuredPages = {...budgets, lab: {path: '/guides/developer/webhook/lab'}};
const lighthousePages = option('pages', Object.keys(measuredPages).join(',')).split(',');
const base = process.env.BASE_URL ?? '/guides/';

const log = (message) => process.stderr.write(`bench: ${message}\n`);
const kib = (bytes) => Math.round((bytes / 1024) * 10) / 10;
const median = (values) => {
  const sorted = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return undefined;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const loadAverage = () => os.loadavg().map((load) => Math.round(load * 100) / 100);
/** Median, min and max of a series: how a figure swung over the runs. */
const spread = (values) => {
  const numbers = values.filter((v) => typeof v === 'number' && Number.isFinite(v));
  return numbers.length === 0
    ? undefined
    : {median: median(numbers), min: Math.min(...numbers), max: Math.max(...numbers)};
};

/** Resident memory (bytes) of a process and all its descendants, from /proc. */
function treeRss(pid) {
  const children = new Map();
  const rss = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = readFileSync(`/proc/${entry}/status`, 'utf8');
      const parent = Number(/^PPid:\s+(\d+)/m.exec(status)?.[1]);
      rss.set(Number(entry), Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) * 1024);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // the process ended while we looked
    }
  }
  let total = 0;
  const stack = [pid];
  while (stack.length > 0) {
    const current = stack.pop();
    total += rss.get(current) ?? 0;
    stack.push(...(children.get(current) ?? []));
  }
  return total;
}

/**
 * Runs a command, returning wall time (s) and peak memory of its process tree (MiB), and its standard output
 * when `keepStdout` is set.
 */
function timed(command, commandArgs, env = {}, {cwd = root, keepStdout = false} = {}) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, commandArgs, {
      cwd,
      env: {...process.env, ...env},
      stdio: ['ignore', keepStdout ? 'pipe' : 'ignore', 'pipe'],
    });
    let stderr = '';
    let stdout = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.stdout?.on('data', (chunk) => (stdout += chunk));
    let peak = 0;
    const sampler = setInterval(() => (peak = Math.max(peak, treeRss(child.pid))), 100);
    child.on('close', (code) => {
      clearInterval(sampler);
      if (code !== 0) {
        return reject(
          new Error(`${command} ${commandArgs.join(' ')} failed (${code}):\n${stderr}\n${stdout.slice(-4000)}`),
        );
      }
      resolve({
        wallSeconds: Math.round((performance.now() - started) / 100) / 10,
        peakMemoryMiB: Math.round(peak / 2 ** 20),
        ...(keepStdout ? {stdout} : {}),
      });
    });
  });
}

/** Cold then warm build of one site; `clear` first so that cold is cold. */
async function buildSite(siteDir, siteOut, kind) {
  const docusaurus = path.join(siteDir, 'node_modules', '.bin', 'docusaurus');
  if (kind === 'cold') {
    spawnSync(docusaurus, ['clear'], {cwd: siteDir, stdio: 'ignore'});
    rmSync(siteOut, {recursive: true, force: true});
  }
  const result = {
    ...(await timed(docusaurus, ['build', '--out-dir', siteOut], {}, {cwd: siteDir})),
    loadAverage: loadAverage(),
  };
  log(`${siteDir === root ? 'ours' : 'stock'} ${kind} build: ${result.wallSeconds} s, ${result.peakMemoryMiB} MiB`);
  return result;
}

/** Builds, interleaved so that both sites see the same machine: ours cold, stock cold, ours warm, stock warm. */
async function build(stockDir, stockOut) {
  const result = {ours: {}, stock: {}};
  for (const kind of ['cold', 'warm']) {
    result.ours[kind] = await buildSite(root, outDir, kind);
    if (stockDir) result.stock[kind] = await buildSite(stockDir, stockOut, kind);
  }
  return result;
}

async function pageWeights(origin, pages) {
  const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumFlags});
  const result = {};
  try {
    for (const [name, pagePath] of Object.entries(pages)) {
      const context = await browser.newContext();
      const weight = await measurePage(context, origin + pagePath);
      await context.close();
      result[name] = {path: pagePath, ...weight};
      log(`weight ${name} ${pagePath}: JS ${kib(weight.js.gzip)} KiB gzip in ${weight.js.requests} requests`);
    }
  } finally {
    await browser.close();
  }
  return result;
}

/** Runs a command without blocking this process (its event loop serves the pages under test). */
function run(command, commandArgs, env) {
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, {cwd: root, env: {...process.env, ...env}});
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('close', (status) => resolve({status, stdout, stderr}));
  });
}

async function lighthouseOnce(url, formFactor) {
  const cli = path.join(root, 'node_modules', 'lighthouse', 'cli', 'index.js');
  const lhArgs = [
    cli,
    url,
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    '--only-categories=performance,accessibility,best-practices,seo',
    `--chrome-flags=${chromeFlags.join(' ')}`,
    ...(formFactor === 'desktop' ? ['--preset=desktop'] : []),
  ];
  const loadAverageAtStart = os.loadavg()[0];
  const lh = await run(process.execPath, lhArgs, {CHROME_PATH: chromiumPath});
  if (lh.status !== 0) throw new Error(`lighthouse ${formFactor} ${url} failed (${lh.status}):\n${lh.stderr}`);
  const report = JSON.parse(lh.stdout);
  const benchmarkIndex = report.environment?.benchmarkIndex;
  if (report.runtimeError) throw new Error(`lighthouse ${url}: ${report.runtimeError.message}`);
  const score = (id) => Math.round(report.categories[id].score * 100);
  const audit = (id) => report.audits[id].numericValue;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: Math.round(audit('first-contentful-paint')),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    speedIndexMs: Math.round(audit('speed-index')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
    benchmarkIndex: Math.round(benchmarkIndex ?? 0),
    loadAverage: Math.round(loadAverageAtStart * 100) / 100,
  };
}

/** One run, tried again once: Chromium's target sometimes closes mid-navigation on a loaded machine. */
async function lighthouseRun(url, formFactor) {
  try {
    return await lighthouseOnce(url, formFactor);
  } catch (error) {
    log(`lighthouse ${formFactor} ${url}: ${error.message.split('\n')[0]}; trying again`);
    return lighthouseOnce(url, formFactor);
  }
}

const lighthouseMetrics = [
  'performance',
  'accessibility',
  'bestPractices',
  'seo',
  'fcpMs',
  'lcpMs',
  'speedIndexMs',
  'tbtMs',
  'cls',
  'benchmarkIndex',
  'loadAverage',
];
/** Metrics whose ratio ours / stock is printed (times: lower is better). */
const ratioMetrics = ['fcpMs', 'lcpMs', 'speedIndexMs', 'tbtMs'];

function summarise(samples) {
  return Object.fromEntries(lighthouseMetrics.map((key) => [key, spread(samples.map((s) => s[key]))]));
}

/**
 * Lighthouse, interleaved: for each run, each of our pages and then its stock equivalent (a stock page that
 * stands for two of ours, the doc page for guide and API, runs once per round and serves both).
 */
async function lighthouse(origin, stockOrigin) {
  const ours = {};
  const stock = {};
  for (let i = 0; i < runs; i++) {
    for (const formFactor of formFactors) {
      const stockDone = new Set();
      for (const name of lighthousePages) {
        const key = `${name}/${formFactor}`;
        const sample = await lighthouseRun(origin + measuredPages[name].path, formFactor);
        (ours[key] ??= []).push(sample);
        log(
          `run ${i + 1}/${runs} ${key}: perf ${sample.performance}, LCP ${sample.lcpMs} ms, TBT ${sample.tbtMs} ms, CPU index ${sample.benchmarkIndex}, load ${sample.loadAverage}`,
        );
        const stockPath = stockPages[name];
        if (!stockOrigin || !stockPath) continue;
        const stockKey = `${stockPath}/${formFactor}`;
        if (!stockDone.has(stockKey)) {
          const stockSample = await lighthouseRun(stockOrigin + stockPath, formFactor);
          (stock[stockKey] ??= []).push(stockSample);
          stockDone.add(stockKey);
          log(
            `run ${i + 1}/${runs} stock ${stockKey}: perf ${stockSample.performance}, LCP ${stockSample.lcpMs} ms, TBT ${stockSample.tbtMs} ms`,
          );
        }
      }
    }
  }
  const result = {};
  for (const [key, samples] of Object.entries(ours)) {
    const [name, formFactor] = key.split('/');
    const stockPath = stockPages[name];
    const stockSamples = stockOrigin && stockPath ? stock[`${stockPath}/${formFactor}`] : undefined;
    const ratios = stockSamples
      ? Object.fromEntries(
          ratioMetrics.map((metric) => [
            metric,
            spread(
              samples.map((s, i) => (stockSamples[i]?.[metric] > 0 ? s[metric] / stockSamples[i][metric] : undefined)),
            ),
          ]),
        )
      : undefined;
    result[key] = {
      path: measuredPages[name].path,
      ...summarise(samples),
      runs: samples,
      ...(stockSamples
        ? {stock: {path: stockPath, ...summarise(stockSamples), runs: stockSamples}, ratioToStock: ratios}
        : {}),
    };
  }
  return result;
}

/**
 * Search index files per area: the stock plugin's `search-index*.json` at the top of the build, or the site's
 * sharded index (`search-index/<area>.json`, the head every query loads, and `<area>-<hash>-<number>.json` shards, of
 * which a query loads only those of its terms). raw and gzip: all of an area's files; head: the head file alone.
 */
export function searchIndexes(dir = outDir) {
  const areas = {};
  const add = (area, file, isHead) => {
    const body = readFileSync(file);
    const entry = (areas[area] ??= {files: 0, raw: 0, gzip: 0});
    entry.files += 1;
    entry.raw += body.length;
    entry.gzip += gzipSync(body).length;
    if (isHead) Object.assign(entry, {headRaw: body.length, headGzip: gzipSync(body).length});
  };
  for (const file of readdirSync(dir)
    .filter((f) => /^search-index.*\.json$/.test(f))
    .sort()) {
    add(file.replace(/^search-index-?|(-[0-9a-f]{8,})?\.json$/g, '') || 'all', path.join(dir, file), true);
  }
  const sharded = path.join(dir, 'search-index');
  if (existsSync(sharded)) {
    for (const file of readdirSync(sharded)
      .filter((f) => f.endsWith('.json'))
      .sort()) {
      const match = /^(.+?)(-[0-9a-f]{8,})?\.json$/.exec(file);
      add(match[1], path.join(sharded, file), !match[2]);
    }
  }
  return areas;
}

/** Milliseconds from the first key press to the first suggestion shown (in-page clock). */
async function searchLatency(origin) {
  const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumFlags});
  try {
    const page = await browser.newPage({viewport: {width: 1280, height: 800}});
    // An API page: its area (developer) has pages for both queries.
    await page.goto(`${origin}${budgets.api.path}`);
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    // The plugin's input (its role changes to combobox once suggestions show).
    const box = page.locator('.navbar input.navbar__search-input');
    const suggestion = page.locator('.navbar [role="option"]').first();
    const measure = async (query) => {
      await box.fill('');
      await box.press('Escape');
      await suggestion.waitFor({state: 'hidden'});
      await page.evaluate(() => {
        window.benchSearch = {typed: 0, shown: 0};
        document.addEventListener('keydown', () => (window.benchSearch.typed ||= performance.now()), {once: true});
        const observer = new MutationObserver(() => {
          if (document.querySelector('.navbar [role="option"]')) {
            window.benchSearch.shown = performance.now();
            observer.disconnect();
          }
        });
        observer.observe(document.body, {childList: true, subtree: true});
      });
      await box.pressSequentially(query);
      await suggestion.waitFor({state: 'visible', timeout: 30_000});
      const {typed, shown} = await page.evaluate(() => window.benchSearch);
      return Math.round(shown - typed);
    };
    const firstQueryMs = await measure('webhook');
    const secondQueryMs = await measure('chatbot');
    return {page: budgets.api.path, firstQueryMs, secondQueryMs};
  } finally {
    await browser.close();
  }
}

/** `median (min–max)` of a spread, with a unit and rounding. */
function formatSpread(value, format = (v) => v) {
  if (!value) return 'n/a';
  return value.min === value.max
    ? format(value.median)
    : `${format(value.median)} (${format(value.min)}–${format(value.max)})`;
}
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const millis = (ms) => `${Math.round(ms)} ms`;
const ratio = (value) => (value === undefined ? 'n/a' : `${value.toFixed(2)} ×`);

function table(results) {
  const lines = [];
  const row = (...cells) => lines.push(`| ${cells.join(' | ')} |`);
  lines.push(
    `Help Docs benchmark, ${results.date}, ${results.machine}, ${results.chromium}`,
    `Load average (1, 5, 15 min) at start ${results.loadAverageAtStart.join(' ')}, at end ${results.loadAverageAtEnd.join(' ')}.`,
    results.stockDir
      ? `Stock: Docusaurus ${results.docusaurusVersion} classic template with local search (${results.stockDir}), built and served the same way, interleaved.`
      : 'Stock: not run (--no-stock).',
    '',
  );
  if (results.build) {
    row('Build', 'ours', 'stock', 'ours / stock', 'load average');
    row('---', '---', '---', '---', '---');
    for (const kind of ['cold', 'warm']) {
      const ours = results.build.ours[kind];
      const stock = results.build.stock[kind];
      if (!ours) continue;
      row(
        kind,
        `${ours.wallSeconds} s, ${ours.peakMemoryMiB} MiB`,
        stock ? `${stock.wallSeconds} s, ${stock.peakMemoryMiB} MiB` : 'n/a',
        stock
          ? `${ratio(ours.wallSeconds / stock.wallSeconds)} time, ${ratio(ours.peakMemoryMiB / stock.peakMemoryMiB)} memory`
          : 'n/a',
        `${ours.loadAverage[0]}${stock ? ` / ${stock.loadAverage[0]}` : ''}`,
      );
    }
    lines.push('');
  }
  row(
    'Page',
    'JS gzip (raw)',
    'JS req',
    'CSS gzip (raw)',
    'HTML gzip',
    'fonts',
    'images',
    'prefetched',
    'all requests',
    'JS ours / stock',
  );
  row(...Array(10).fill('---'));
  const weightRow = (label, w, stockWeight) => {
    const all = Object.values(w).reduce((sum, v) => sum + (v.requests ?? 0), 0);
    row(
      label,
      `${kib(w.js.gzip)} KiB (${kib(w.js.raw)})`,
      w.js.requests,
      `${kib(w.css.gzip)} KiB (${kib(w.css.raw)})`,
      `${kib(w.html.gzip)} KiB`,
      `${kib(w.font.gzip)} KiB`,
      `${kib(w.image.gzip)} KiB`,
      `${kib(w.prefetch.gzip)} KiB in ${w.prefetch.requests}`,
      all,
      stockWeight ? ratio(w.js.gzip / stockWeight.js.gzip) : '',
    );
  };
  for (const [name, w] of Object.entries(results.pageWeight)) {
    weightRow(`${name} ${w.path}`, w, results.stockPageWeight?.[name]);
  }
  for (const [name, w] of Object.entries(results.stockPageWeight ?? {})) {
    if (name !== 'api') weightRow(`stock ${name} ${w.path}`, w);
  }
  lines.push('');
  for (const formFactor of formFactors) {
    row(
      `Lighthouse ${formFactor}, median (min–max) of ${runs}`,
      'perf',
      'a11y',
      'best pr.',
      'SEO',
      'FCP',
      'LCP',
      'TBT',
      'CLS',
      'CPU index',
      'load avg',
    );
    row(...Array(11).fill('---'));
    for (const [key, l] of Object.entries(results.lighthouse ?? {})) {
      if (!key.endsWith(`/${formFactor}`)) continue;
      const lighthouseRow = (label, x) =>
        row(
          label,
          formatSpread(x.performance),
          formatSpread(x.accessibility),
          formatSpread(x.bestPractices),
          formatSpread(x.seo),
          formatSpread(x.fcpMs, seconds),
          formatSpread(x.lcpMs, seconds),
          formatSpread(x.tbtMs, millis),
          formatSpread(x.cls),
          formatSpread(x.benchmarkIndex),
          formatSpread(x.loadAverage),
        );
      lighthouseRow(`${key.split('/')[0]} ${l.path}`, l);
      if (l.stock) {
        lighthouseRow(`stock ${l.stock.path}`, l.stock);
        const r = l.ratioToStock;
        row(
          'ours / stock, per run',
          '',
          '',
          '',
          '',
          formatSpread(r.fcpMs, ratio),
          formatSpread(r.lcpMs, ratio),
          formatSpread(r.tbtMs, ratio),
          '',
          '',
          '',
        );
      }
    }
    lines.push('');
  }
  if (results.lighthouseError) lines.push(`Lighthouse did not run: ${results.lighthouseError}`, '');
  row('Search index', 'files', 'all files raw', 'all files gzip', 'head gzip (loaded by every query)');
  row('---', '---', '---', '---', '---');
  for (const [area, s] of Object.entries(results.search.indexes)) {
    row(
      area,
      s.files,
      `${kib(s.raw)} KiB`,
      `${kib(s.gzip)} KiB`,
      s.headGzip === undefined ? '' : `${kib(s.headGzip)} KiB`,
    );
  }
  const latency = results.search.latency;
  lines.push(
    '',
    `Search, typing to suggestions shown on ${latency.page}: first query ${latency.firstQueryMs} ms (loads the index), second ${latency.secondQueryMs} ms`,
  );
  return lines.join('\n');
}

/** Bytes of a build's output, by kind of file, and its page count (HTML files). */
function outputSize(dir) {
  const groups = {
    html: /\.html$/,
    js: /\.js$/,
    css: /\.css$/,
    markdown: /\.(md|txt)$/,
    searchIndex: /search-index.*\.json$/,
    images: /\.(png|svg|jpe?g|webp|ico)$/,
  };
  const size = {total: 0, pages: 0, ...Object.fromEntries(Object.keys(groups).map((kind) => [kind, 0])), other: 0};
  const walk = (current) => {
    for (const entry of readdirSync(current, {withFileTypes: true})) {
      const file = path.join(current, entry.name);
      if (entry.isDirectory()) {
        walk(file);
        continue;
      }
      const bytes = statSync(file).size;
      size.total += bytes;
      const kind = /[\\/]search-index[\\/]/.test(file)
        ? 'searchIndex'
        : (Object.keys(groups).find((k) => groups[k].test(entry.name)) ?? 'other');
      size[kind] += bytes;
      if (kind === 'html' && entry.name !== '404.html') size.pages += 1;
    }
  };
  walk(dir);
  return size;
}

/**
 * Top-level build phases from Docusaurus's perf log (DOCUSAURUS_PERF_LOGGER=true), in seconds, and the steps of
 * our post-build pipeline from its own log (`[post-build] <step>: … in 1.23 s`), as `postBuild() > <step>`.
 */
export function buildPhases(stdout) {
  const phases = {};
  // eslint-disable-next-line no-control-regex
  for (const line of stdout.replace(/\x1b\[[0-9;]*m/g, '').split('\n')) {
    const match = /^\[PERF\] Build > [^>]+ > ([^>]+?) - ([\d.]+) (ms|seconds)/.exec(line);
    if (match) phases[match[1]] = Math.round((Number(match[2]) / (match[3] === 'ms' ? 1000 : 1)) * 100) / 100;
    const step = /^\[post-build\] ([\w-]+): .* in ([\d.]+) s\b/.exec(line);
    if (step) phases[`postBuild() > ${step[1]}`] = Number(step[2]);
  }
  return phases;
}

/** One scale: the guides copied N times into a scratch tree, built cold (caches cleared), measured. */
async function scaleRun(scale, {warm}) {
  const tree = await createScaleTree({scale, log});
  const treeOut = path.join(tree.dir, 'build');
  const docusaurus = path.join(tree.dir, 'node_modules', '.bin', 'docusaurus');
  spawnSync(docusaurus, ['clear'], {cwd: tree.dir, stdio: 'ignore'});
  const loadAverage = os.loadavg().map((load) => Math.round(load * 100) / 100);
  log(`scale ${scale}: cold build (load average ${loadAverage.join(' ')})…`);
  const env = {DOCUSAURUS_PERF_LOGGER: 'true'};
  const {stdout, ...cold} = await timed(docusaurus, ['build', '--out-dir', treeOut], env, {
    cwd: tree.dir,
    keepStdout: true,
  });
  const result = {scale, dir: tree.dir, loadAverage, cold: {...cold, phases: buildPhases(stdout)}};
  log(`scale ${scale}: cold build ${cold.wallSeconds} s, ${cold.peakMemoryMiB} MiB`);
  if (warm) {
    const {stdout: warmStdout, ...again} = await timed(docusaurus, ['build', '--out-dir', treeOut], env, {
      cwd: tree.dir,
      keepStdout: true,
    });
    result.warm = {...again, phases: buildPhases(warmStdout)};
    log(`scale ${scale}: warm build ${again.wallSeconds} s, ${again.peakMemoryMiB} MiB`);
  }
  result.output = outputSize(treeOut);
  result.search = searchIndexes(treeOut);
  if (!args.includes('--keep')) rmSync(tree.dir, {recursive: true, force: true});
  return result;
}

function scaleTable(results) {
  const lines = [
    `Help Docs scale benchmark, ${results.date}, ${results.machine}`,
    'Cold builds (caches cleared); per page = figure ÷ pages; per added page = change from the previous scale ÷ pages added.',
    '',
  ];
  const row = (...cells) => lines.push(`| ${cells.join(' | ')} |`);
  const mib = (bytes) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;
  const areas = [...new Set(results.scales.flatMap((r) => Object.keys(r.search)))];
  row(
    'Scale',
    'pages',
    'load avg',
    'build',
    'per page',
    'per added page',
    'peak memory',
    'per page',
    'per added page',
    'output',
    'per page',
    'search indexes, all files, raw / gzip',
    'per page (gzip)',
  );
  row(...Array(13).fill('---'));
  let previous;
  for (const r of results.scales) {
    const pages = r.output.pages;
    const searchRaw = Object.values(r.search).reduce((sum, s) => sum + s.raw, 0);
    const searchGzip = Object.values(r.search).reduce((sum, s) => sum + s.gzip, 0);
    const added = previous ? pages - previous.output.pages : 0;
    const marginal = (now, before) => (previous && added > 0 ? (now - before) / added : undefined);
    const msAdded = marginal(r.cold.wallSeconds * 1000, previous?.cold.wallSeconds * 1000);
    const memAdded = marginal(r.cold.peakMemoryMiB, previous?.cold.peakMemoryMiB);
    row(
      `${r.scale}×`,
      pages,
      r.loadAverage[0],
      `${r.cold.wallSeconds} s`,
      `${Math.round((r.cold.wallSeconds * 1000) / pages)} ms`,
      msAdded === undefined ? '' : `${Math.round(msAdded)} ms`,
      `${r.cold.peakMemoryMiB} MiB`,
      `${(r.cold.peakMemoryMiB / pages).toFixed(2)} MiB`,
      memAdded === undefined ? '' : `${memAdded.toFixed(2)} MiB`,
      mib(r.output.total),
      `${kib(r.output.total / pages)} KiB`,
      `${mib(searchRaw)} / ${mib(searchGzip)}`,
      `${kib(searchGzip / pages)} KiB`,
    );
    previous = r;
  }
  lines.push('');
  const phaseNames = [...new Set(results.scales.flatMap((r) => Object.keys(r.cold.phases)))];
  row(
    'Build phase (s, cold)',
    ...results.scales.map((r) => `${r.scale}×`),
    ...results.scales.map((r) => `${r.scale}× per page`),
  );
  row(...Array(1 + 2 * results.scales.length).fill('---'));
  for (const phase of phaseNames) {
    row(
      phase,
      ...results.scales.map((r) => r.cold.phases[phase] ?? ''),
      ...results.scales.map((r) =>
        r.cold.phases[phase] === undefined ? '' : `${Math.round((r.cold.phases[phase] * 1000) / r.output.pages)} ms`,
      ),
    );
  }
  if (results.scales.some((r) => r.warm)) {
    lines.push('');
    row('Warm build (caches kept)', ...results.scales.map((r) => `${r.scale}×`));
    row(...Array(1 + results.scales.length).fill('---'));
    row('wall time', ...results.scales.map((r) => (r.warm ? `${r.warm.wallSeconds} s` : '')));
    row('peak memory', ...results.scales.map((r) => (r.warm ? `${r.warm.peakMemoryMiB} MiB` : '')));
    for (const phase of phaseNames) row(phase, ...results.scales.map((r) => r.warm?.phases[phase] ?? ''));
  }
  lines.push('');
  row(
    'Search index (raw / gzip)',
    ...results.scales.map((r) => `${r.scale}×`),
    ...results.scales.map((r) => `${r.scale}× gzip per page`),
  );
  row(...Array(1 + 2 * results.scales.length).fill('---'));
  for (const area of areas) {
    row(
      area,
      ...results.scales.map((r) =>
        r.search[area] ? `${kib(r.search[area].raw)} / ${kib(r.search[area].gzip)} KiB` : '',
      ),
      ...results.scales.map((r) => (r.search[area] ? `${(r.search[area].gzip / r.output.pages).toFixed(0)} B` : '')),
    );
  }
  lines.push('');
  row('Output by kind', ...results.scales.map((r) => `${r.scale}×`));
  row(...Array(1 + results.scales.length).fill('---'));
  for (const kind of ['html', 'js', 'css', 'markdown', 'searchIndex', 'images', 'other', 'total']) {
    row(kind, ...results.scales.map((r) => mib(r.output[kind])));
  }
  return lines.join('\n');
}

async function scaleMode(scales) {
  const results = {
    date: new Date().toISOString(),
    machine: machine(),
    scales: [],
  };
  for (const scale of scales) results.scales.push(await scaleRun(scale, {warm: args.includes('--warm')}));
  const resultsDir = path.join(root, 'bench-results');
  mkdirSync(resultsDir, {recursive: true});
  const json = `${JSON.stringify(results, null, 2)}\n`;
  writeFileSync(path.join(resultsDir, `scale-${results.date.replace(/[:.]/g, '-')}.json`), json);
  writeFileSync(path.join(resultsDir, 'latest-scale.json'), json);
  console.log(scaleTable(results));
}

function machine() {
  return `${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.type()} ${os.release()}, Node ${process.version}`;
}

async function main() {
  const scaleOption = option('scale');
  if (scaleOption) return scaleMode(scaleOption.split(',').map(Number));
  const results = {
    date: new Date().toISOString(),
    machine: machine(),
    chromium: spawnSync(chromiumPath, ['--version'], {encoding: 'utf8'}).stdout.trim(),
    docusaurusVersion: JSON.parse(
      readFileSync(path.join(root, 'node_modules', '@docusaurus', 'core', 'package.json'), 'utf8'),
    ).version,
    // Other work on the machine skews build times and Lighthouse's CPU-bound figures.
    loadAverageAtStart: loadAverage(),
  };
  const stockDir = withStock ? createStockSite({dir: option('stock-dir'), log}) : undefined;
  const stockOut = stockDir ? path.join(stockDir, 'build') : undefined;
  if (stockDir) results.stockDir = stockDir;
  if (skipBuild) {
    if (!existsSync(path.join(outDir, 'index.html'))) throw new Error(`--skip-build: no build in ${outDir}`);
    if (stockOut && !existsSync(path.join(stockOut, 'index.html')))
      throw new Error(`--skip-build: no stock build in ${stockOut}`);
  } else {
    results.build = await build(stockDir, stockOut);
  }
  // Served as GitHub Pages serves them (scripts/serve.mjs rules, gzip on).
  const server = createServer({dir: outDir, base, gzip: true});
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  const stockServer = stockOut ? createServer({dir: stockOut, base: '/guides/', gzip: true}) : undefined;
  if (stockServer) await new Promise((resolve) => stockServer.listen(stockPort, '127.0.0.1', resolve));
  const origin = `http://localhost:${port}`;
  const stockOrigin = stockServer ? `http://localhost:${stockPort}` : undefined;
  try {
    log('page weight…');
    results.pageWeight = await pageWeights(
      origin,
      Object.fromEntries(Object.entries(measuredPages).map(([name, b]) => [name, b.path])),
    );
    if (stockOrigin) {
      const stockWeightPages = Object.fromEntries(
        Object.entries(stockPages).filter(([name]) => name !== 'api' && name !== 'lab'),
      );
      results.stockPageWeight = await pageWeights(stockOrigin, stockWeightPages);
      results.stockPageWeight.api = results.stockPageWeight.guide;
    }
    log('search…');
    results.search = {indexes: searchIndexes(), latency: await searchLatency(origin)};
    log(
      `lighthouse (${runs} runs × ${lighthousePages.length} pages × ${formFactors.join(' and ')}${stockOrigin ? ', each beside stock' : ''})…`,
    );
    try {
      results.lighthouse = await lighthouse(origin, stockOrigin);
    } catch (error) {
      results.lighthouseError = error.message.split('\n').slice(0, 3).join(' ');
      log(`lighthouse failed: ${results.lighthouseError}`);
    }
  } finally {
    server.close();
    stockServer?.close();
  }
  results.loadAverageAtEnd = loadAverage();
  const resultsDir = path.join(root, 'bench-results');
  mkdirSync(resultsDir, {recursive: true});
  const json = `${JSON.stringify(results, null, 2)}\n`;
  writeFileSync(path.join(resultsDir, `bench-${results.date.replace(/[:.]/g, '-')}.json`), json);
  writeFileSync(path.join(resultsDir, 'latest.json'), json);
  console.log(table(results));
  if (!skipBuild && !givenDir) rmSync(outDir, {recursive: true, force: true});
}

// Only when run: importing the module (for buildPhases) must not start a benchmark.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
