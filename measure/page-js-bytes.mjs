#!/usr/bin/env node
/**
 * Measures the JavaScript a reader's browser downloads for each page (first load, after hydration), gzip-compressed (zlib level 6, as e2e/budgets.spec.ts counts)
 * as a static host would send it. Serves a build under its base URL (BASE_URL, default /guides/) with scripts/serve.mjs and loads each page in
 * Debian's Chromium.
 *
 * Usage: npm run measure -- page-js-bytes [--dir build] [--port 3399] /developer/api/lead /developer/api/authorization
 */
import {gzipSync} from 'node:zlib';
import {chromium} from '@playwright/test';
import {chromiumFlags, chromiumPath} from '../scripts/chromium.mjs';
import {baseUrl} from '../config/site-url.mjs';
import {createServer} from '../scripts/serve.mjs';
import {args, option} from './args.mjs';

const dir = option('dir', 'build');
const port = Number(option('port', '3399'));
const base = baseUrl.replace(/\/$/, '');
const pages = args.length > 0 ? args : ['/developer/api/chat/message-a-chatbot', '/developer/api/authorization'];

const server = createServer({dir}).listen(port);
const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumFlags});
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
try {
  for (const route of pages) {
    const page = await browser.newPage();
    const scripts = new Map();
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = await response.body().catch(() => Buffer.alloc(0));
      scripts.set(response.url(), {raw: body.length, gzip: gzipSync(body, {level: 6}).length});
    });
    await page.goto(`http://localhost:${port}${base}${route}`, {waitUntil: 'networkidle'});
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    const total = [...scripts.values()].reduce((sum, size) => ({raw: sum.raw + size.raw, gzip: sum.gzip + size.gzip}), {
      raw: 0,
      gzip: 0,
    });
    console.log(`${route}: ${scripts.size} scripts, ${kb(total.gzip)} gzip, ${total.gzip} B (${kb(total.raw)} raw)`);
    await page.close();
  }
} finally {
  await browser.close();
  server.close();
}
