/**
 * What a page loads on a first visit, measured in the browser: every response
 * the page receives until the network is quiet, grouped by kind, with raw
 * bytes, gzip bytes and request count. Used by e2e/budgets.spec.ts (budgets
 * on JavaScript and CSS) and by measure/bench.mjs (page weight per page type).
 *
 * gzip is zlib's default level (6), what a static host such as GitHub Pages
 * typically serves; the test server sends files uncompressed, so the figure
 * does not depend on the server.
 */
import {gzipSync} from 'node:zlib';

/** @typedef {'js' | 'css' | 'html' | 'font' | 'image' | 'prefetch' | 'other'} Kind */
/** @typedef {{raw: number, gzip: number, requests: number}} Weight */
/** @typedef {Record<Kind, Weight>} PageWeight */

/** @type {Kind[]} */
export const kinds = ['js', 'css', 'html', 'font', 'image', 'prefetch', 'other'];

/**
 * @param {string} url
 * @param {string} contentType
 * @param {string} resourceType Chromium's: a `<link rel=prefetch>` is "other",
 *   a script the page runs is "script", a stylesheet "stylesheet".
 * @returns {Kind}
 */
export function kindOf(url, contentType, resourceType = 'script') {
  const type = contentType.split(';')[0].trim().toLowerCase();
  const extension = new URL(url).pathname.split('.').pop()?.toLowerCase() ?? '';
  const isJs = type.includes('javascript') || extension === 'js' || extension === 'mjs';
  const isCss = type === 'text/css' || extension === 'css';
  // Docusaurus prefetches the chunks of pages linked from the viewport: the
  // reader may never need them, so they are counted apart from what runs.
  if ((isJs || isCss) && resourceType === 'other') return 'prefetch';
  if (isJs) return 'js';
  if (isCss) return 'css';
  if (type === 'text/html') return 'html';
  if (type.startsWith('font/') || ['woff', 'woff2', 'ttf', 'otf'].includes(extension)) return 'font';
  if (type.startsWith('image/')) return 'image';
  return 'other';
}

/** @returns {PageWeight} */
function emptyWeight() {
  return /** @type {PageWeight} */ (Object.fromEntries(kinds.map((kind) => [kind, {raw: 0, gzip: 0, requests: 0}])));
}

/**
 * Opens `url` in a fresh page of `context` (empty cache: a first visit), waits
 * for the network to go quiet, and returns what was loaded. Prefetched chunks
 * of linked pages are counted under `prefetch`, not under `js`.
 *
 * @param {import('@playwright/test').BrowserContext} context
 * @param {string} url absolute URL
 * @returns {Promise<PageWeight>}
 */
export async function measurePage(context, url) {
  const page = await context.newPage();
  /** @type {Promise<void>[]} */
  const pending = [];
  const weight = emptyWeight();
  page.on('response', (response) => {
    if (response.status() !== 200) return;
    pending.push(
      response
        .body()
        .then((body) => {
          const kind = kindOf(
            response.url(),
            response.headers()['content-type'] ?? '',
            response.request().resourceType(),
          );
          weight[kind].raw += body.length;
          weight[kind].gzip += gzipSync(body).length;
          weight[kind].requests += 1;
        })
        .catch(() => {}), // a response without a body (redirect, aborted prefetch)
    );
  });
  await page.goto(url, {waitUntil: 'load'});
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  await page.close();
  return weight;
}
