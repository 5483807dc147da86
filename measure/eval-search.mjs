#!/usr/bin/env node
/**
 * The search evaluation (`npm run eval:search`, the same as `npm run measure -- eval-search`): it reports, it does
 * not pass or fail.
 *
 * Runs every question of measure/search-eval/questions.json in Debian Chromium
 * against a production build served under /guides/ (gzip, as GitHub Pages):
 *
 *   1. Navbar: from a page of the question's area, types the question into the
 *      navbar box and reads the suggestions shown (the list the bar got from the
 *      search worker, in its order).
 *   2. Search page: opens /guides/search?q=…&area=<area> and reads the result links.
 *
 * For each, prints hit@1, hit@3, MRR (reciprocal rank of the first suggestion
 * on a page that answers the question, 0 past the list) and the questions with
 * no result at all, for the tuned and the held-out half of the set apart, and
 * the tuned half's misses with what came first (the held-out half's only with
 * --show-held-out: ranking is never tuned on them). Then:
 *
 *   3. Latency (--latency, on by default): types each question key by key (30 ms
 *      apart, a fast typist) on a page whose index is loaded, and measures the
 *      time from the last key press to the suggestions' last change; prints
 *      median, p95 and worst, adversarial queries included.
 *   4. Downloads: for each area, a fresh browser types a first query and counts
 *      the search-index bytes fetched (raw and gzip).
 *
 * Usage: npm run measure -- eval-search [--dir build] [--port 3214]
 *   [--only navbar,page,latency,downloads] [--json file] [--show-held-out] [--fold-copies]
 * Build first (`npm run build`): the eval does not build.
 */
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {gzipSync} from 'node:zlib';
import {chromium} from '@playwright/test';
import {chromiumFlags, chromiumPath} from '../scripts/chromium.mjs';
import {createServer} from '../scripts/serve.mjs';
import {args, option} from './args.mjs';
import {batches} from './search-eval/batches.mjs';
import {formatInterval, intervalsOf, perQuestion} from './search-eval/interval.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = path.resolve(option('dir', path.join(root, 'build')));
const port = Number(option('port', process.env.E2E_PORT ?? '3214'));
const only = option('only', 'navbar,page,latency,downloads').split(',');
const jsonOut = option('json', undefined);
const showHeldOut = args.includes('--show-held-out');
const foldCopies = args.includes('--fold-copies');
const base = process.env.BASE_URL ?? '/guides/';
const {questions} = JSON.parse(readFileSync(path.join(root, 'measure/search-eval/questions.json'), 'utf8'));

/** The page a reader of each area searches from. */
const startPage = {'': '', user: 'user/intro', developer: 'developer/intro', integration: 'integration'};

/** Adversarial queries for the latency run: short prefixes, long typo-ridden strings. */
const stressQueries = [
  'e',
  'co',
  'abcdefghijklmnopqrstuvwxyz',
  'authorizaton webhok signatur verificaton pagniation idempotensy',
  'how do i make the chatbot stop answering customers outside our working hours on google voice',
  'xqzv wplk mmnb',
];

const log = (message) => process.stderr.write(`eval: ${message}\n`);
const round = (value, digits = 3) => Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * `/guides/developer/api/lead?x#y` → `developer/api/lead`; with --fold-copies (a build of the scale tree,
 * measure/search-plugin-site.mjs), a copy's page counts as its original: `developer/copy-3/api/lead` too.
 */
function pagePath(url) {
  const pathname = new URL(url, 'http://x').pathname.slice(base.length).replace(/\/$/, '');
  return foldCopies ? pathname.replace(/^([a-z]+)\/copy-\d+(?=\/|$)/, '$1') : pathname;
}

/** hit@1, hit@3, MRR and zero-result questions of a list of runs, with its misses. */
function scoreOf(runs) {
  let hit1 = 0;
  let hit3 = 0;
  let rr = 0;
  let zero = 0;
  const misses = [];
  const ranks = [];
  for (const run of runs) {
    const rank = run.pages.findIndex((page) => run.answers.includes(page)) + 1;
    ranks.push(rank);
    const counts = perQuestion(rank);
    hit1 += counts.hit1;
    hit3 += counts.hit3;
    rr += counts.rr;
    if (run.pages.length === 0) zero += 1;
    if (rank !== 1) misses.push({...run, rank});
  }
  const n = runs.length;
  // 95 % intervals (./search-eval/interval.mjs): how far each figure could move by which questions were asked.
  const intervals = Object.fromEntries(
    Object.entries(intervalsOf(ranks)).map(([name, range]) => [name, range.map((value) => round(value))]),
  );
  return {n, hit1: round(hit1 / n), hit3: round(hit3 / n), mrr: round(rr / n), zero, intervals, misses};
}

/**
 * The scores of the whole set and of each batch (./search-eval/batches.mjs): the tuned and the held-out half, the
 * readers'-words questions (held out; by batch too; and the second batch's tuned half) and the keyword and identifier questions.
 */
function score(runs) {
  return {
    ...scoreOf(runs),
    batches: Object.fromEntries(batches.map(([label, inBatch]) => [label, scoreOf(runs.filter(inBatch))])),
  };
}

const percent = (value) => `${(value * 100).toFixed(1)} %`;

function printScore(name, result) {
  console.log(`\n${name}: ${result.n} questions`);
  for (const [label, half] of Object.entries(result.batches)) {
    console.log(
      `  ${label.padEnd(9)} ${String(half.n).padStart(3)}: hit@1 ${percent(half.hit1)} ${formatInterval(half.intervals.hit1, 'share')}, hit@3 ${percent(half.hit3)} ${formatInterval(half.intervals.hit3, 'share')}, MRR ${half.mrr.toFixed(3)} ${formatInterval(half.intervals.mrr, 'mrr')}, zero results ${half.zero}`,
    );
  }
  // The held-out half's misses stay hidden: ranking is never tuned on them (see questions.json).
  const shown = showHeldOut ? result.misses : result.batches.tuned.misses;
  for (const miss of shown) {
    const where = miss.rank === 0 ? 'not listed' : `rank ${miss.rank}`;
    console.log(
      `  ${where.padEnd(10)} "${miss.q}" (${miss.from || 'all'}${miss.set === 'held-out' ? ', held out' : ''}) → first: ${miss.pages.slice(0, 3).join(', ') || '(none)'}`,
    );
  }
}

/**
 * Records every message the page receives from its Web Workers, directly or on
 * a MessagePort: the suggestions arrive in one. (A MessagePort too, so that the
 * script still measures a build of the search plugin, whose Comlink answers on
 * a port: run before and after a change to compare.)
 */
const recordWorkerMessages = () => {
  window.__workerMessages = [];
  const recorded = new WeakSet();
  for (const Target of [Worker, MessagePort]) {
    const add = Target.prototype.addEventListener;
    Target.prototype.addEventListener = function (type, ...rest) {
      if (type === 'message' && !recorded.has(this)) {
        recorded.add(this);
        add.call(this, 'message', (event) => window.__workerMessages.push(event.data));
      }
      return add.call(this, type, ...rest);
    };
  }
};

async function openArea(browser, from) {
  const page = await browser.newPage({viewport: {width: 1280, height: 800}});
  await page.addInitScript(recordWorkerMessages);
  await page.goto(`http://localhost:${port}${base}${startPage[from]}`);
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
  const box = page.locator('.navbar input.navbar__search-input');
  await box.focus();
  // The index loads on focus; wait until the box answers a query.
  await box.fill('chatbot');
  await page.locator('.navbar [role="option"]').first().waitFor({timeout: 30_000});
  await box.fill('');
  return {page, box};
}

async function navbarRuns(browser) {
  const runs = [];
  const byArea = Object.groupBy(questions, (question) => question.from);
  for (const [from, list] of Object.entries(byArea)) {
    const {page, box} = await openArea(browser, from);
    for (const question of list) {
      const before = await page.evaluate(() => window.__workerMessages.length);
      await box.fill(question.q);
      const handle = await page.waitForFunction(
        (before) => {
          // Newest first: the list of the site's protocol ({results} of {url}), or of the search plugin's
          // Comlink ({value} of {document: {u}}) in a build from before issue 27.
          const urlOf = (item) => item?.url ?? item?.document?.u;
          for (let i = window.__workerMessages.length - 1; i >= before; i -= 1) {
            const data = window.__workerMessages[i];
            const list = Array.isArray(data?.results) ? data.results : Array.isArray(data?.value) ? data.value : null;
            if (list && list.every((item) => typeof urlOf(item) === 'string')) {
              return list.map(urlOf);
            }
          }
          return null;
        },
        before,
        {timeout: 10_000},
      );
      const urls = await handle.jsonValue();
      // The bar shows what the worker sent: check the count, then read the pages.
      await page.waitForFunction(
        (count) => document.querySelectorAll('.navbar [role="option"]').length === count,
        urls.length,
        {timeout: 10_000},
      );
      runs.push({...question, pages: urls.map(pagePath)});
    }
    await page.close();
  }
  return runs;
}

async function searchPageRuns(browser) {
  const runs = [];
  const page = await browser.newPage({viewport: {width: 1280, height: 800}});
  for (const question of questions) {
    const params = new URLSearchParams({q: question.q});
    // `ctx` as well: the search plugin's page (a build from before issue 27) names the area so.
    if (question.from) {
      params.set('area', question.from);
      params.set('ctx', question.from);
    }
    await page.goto(`http://localhost:${port}${base}search?${params}`);
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    try {
      await page.waitForFunction(
        () => document.querySelector('article h2 a') || /No documents were found/.test(document.body.textContent ?? ''),
        undefined,
        {timeout: 15_000},
      );
    } catch {
      log(`search page: nothing shown for "${question.q}" in 15 s`);
    }
    const hrefs = await page.locator('article h2 a').evaluateAll((links) => links.map((a) => a.href));
    runs.push({...question, pages: hrefs.map(pagePath)});
  }
  await page.close();
  return runs;
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

async function latency(browser) {
  const samples = [];
  const byArea = Object.groupBy(questions, (question) => question.from);
  for (const [from, list] of Object.entries(byArea)) {
    const {page, box} = await openArea(browser, from);
    const queries = [...list.map((question) => question.q), ...(from === 'developer' ? stressQueries : [])];
    for (const query of queries) {
      await box.fill('');
      await page.evaluate(() => {
        const state = {key: 0, change: 0};
        window.__latency = state;
        document.addEventListener('keydown', () => (state.key = performance.now()), {capture: true});
        new MutationObserver(() => (state.change = performance.now())).observe(
          document.querySelector('.navbar__search'),
          {childList: true, subtree: true, characterData: true},
        );
      });
      await box.pressSequentially(query, {delay: 30});
      // Quiet for 500 ms: the last answer has been drawn.
      let last = -1;
      for (;;) {
        await page.waitForTimeout(500);
        const {change} = await page.evaluate(() => window.__latency);
        if (change === last) break;
        last = change;
      }
      const {key, change} = await page.evaluate(() => window.__latency);
      samples.push({query, from, ms: Math.max(0, round(change - key, 1))});
    }
    await page.close();
  }
  const values = samples.map((sample) => sample.ms);
  const worst = samples.reduce((a, b) => (b.ms > a.ms ? b : a));
  return {
    n: samples.length,
    medianMs: percentile(values, 50),
    p95Ms: percentile(values, 95),
    worst,
    samples,
  };
}

/** Search-index bytes a reader downloads for a first query in each area (fresh browser, empty cache). */
async function downloads(browser) {
  const probes = {
    '': 'webhook signature',
    user: 'hand-off working hours',
    developer: 'webhook signature',
    integration: 'stripe checkout',
  };
  const result = {};
  for (const [from, query] of Object.entries(probes)) {
    const context = await browser.newContext({viewport: {width: 1280, height: 800}});
    const page = await context.newPage();
    await page.goto(`http://localhost:${port}${base}${startPage[from]}`);
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    const fetched = [];
    page.on('response', async (response) => {
      if (!/search-index/.test(response.url())) return;
      fetched.push(
        response
          .body()
          .then((body) => ({url: pagePath(response.url()), raw: body.length, gzip: gzipSync(body).length})),
      );
    });
    const box = page.locator('.navbar input.navbar__search-input');
    await box.focus();
    await box.pressSequentially(query, {delay: 30});
    await page.locator('.navbar [role="option"]').first().waitFor({timeout: 30_000});
    await page.waitForTimeout(1000);
    const files = await Promise.all(fetched);
    result[from || 'all'] = {
      query,
      files: files.length,
      raw: files.reduce((sum, file) => sum + file.raw, 0),
      gzip: files.reduce((sum, file) => sum + file.gzip, 0),
    };
    await context.close();
  }
  return result;
}

if (!existsSync(path.join(dir, 'index.html'))) {
  console.error(`eval: no build in ${dir}. Run \`npm run build\` first, or pass --dir.`);
  process.exit(1);
}
const server = createServer({dir, base, gzip: true});
await new Promise((resolve) => server.listen(port, resolve));
const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumFlags});
const report = {date: new Date().toISOString(), dir, questions: questions.length};
try {
  if (only.includes('navbar')) {
    log('navbar…');
    report.navbar = score(await navbarRuns(browser));
    printScore('Navbar', report.navbar);
  }
  if (only.includes('page')) {
    log('search page…');
    report.searchPage = score(await searchPageRuns(browser));
    printScore('Search page', report.searchPage);
  }
  if (only.includes('latency')) {
    log('latency…');
    report.latency = await latency(browser);
    const {n, medianMs, p95Ms, worst} = report.latency;
    console.log(
      `\nLatency, last key press to suggestions shown (${n} queries, typed 30 ms apart): median ${medianMs} ms, p95 ${p95Ms} ms, worst ${worst.ms} ms ("${worst.query}")`,
    );
  }
  if (only.includes('downloads')) {
    log('downloads…');
    report.downloads = await downloads(browser);
    console.log('\nFirst-query download of search-index files (empty cache):');
    for (const [area, d] of Object.entries(report.downloads)) {
      console.log(
        `  ${area.padEnd(12)} "${d.query}": ${d.files} files, ${(d.raw / 1024).toFixed(1)} KiB raw, ${(d.gzip / 1024).toFixed(1)} KiB gzip`,
      );
    }
  }
} finally {
  await browser.close();
  server.close();
}
if (jsonOut) writeFileSync(jsonOut, `${JSON.stringify(report, null, 2)}\n`);
