#!/usr/bin/env node
/**
 * What a reader on a phone waits for, in a real browser rather than Lighthouse's simulation: loads one page of
 * each build in Debian's Chromium with the network and CPU throttled as Lighthouse's mobile preset assumes (150 ms
 * round trip, 1.6 Mbit/s down, 4× CPU slowdown), the builds taking turns, and prints the median first contentful
 * paint, largest contentful paint and time until the page has hydrated (`data-has-hydrated`), each from the
 * browser's own timings.
 *
 *   node scripts/hydration-time.mjs [--runs 5] [--route /user/getting-started/chatbot-settings] build other-build
 *
 * Used to check that starting main.js after the page's paint (src/plugins/post-build/entry-scripts.ts) does not
 * make the page interactive later. Pages are served gzip-compressed under /guides/ by scripts/serve.mjs.
 */
import {chromium} from '@playwright/test';
import {chromiumFlags, chromiumPath, lighthousePhone} from './chromium.mjs';
import {createServer} from './serve.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args.splice(i, 2)[1] : fallback;
};
const runs = Number(option('runs', '5'));
const route = option('route', '/user/getting-started/chatbot-settings');
const dirs = args.length > 0 ? args : ['build'];
const servers = dirs.map((dir, i) => createServer({dir, base: '/guides/', gzip: true}).listen(3460 + i));
const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumFlags});
const samples = dirs.map(() => []);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

try {
  for (let run = 0; run < runs; run++) {
    for (const [i] of dirs.entries()) {
      const context = await browser.newContext(lighthousePhone);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
      await page.addInitScript(() => {
        const w = window;
        w.largestPaint = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) w.largestPaint = entry.startTime;
        }).observe({type: 'largest-contentful-paint', buffered: true});
        const check = () => {
          if (document.documentElement?.dataset.hasHydrated === 'true') w.hydratedAt = performance.now();
          else setTimeout(check, 10);
        };
        check();
      });
      await page.goto(`http://localhost:${3460 + i}/guides${route}`);
      await page.waitForFunction(() => window.hydratedAt, null, {timeout: 60_000});
      samples[i].push(
        await page.evaluate(() => ({
          fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
          lcp: window.largestPaint,
          hydrated: window.hydratedAt,
        })),
      );
      await context.close();
    }
  }
  for (const [i, dir] of dirs.entries()) {
    const of = (key) => samples[i].map((sample) => Math.round(sample[key]));
    console.log(
      `${dir}: FCP ${median(of('fcp'))} ms, LCP ${median(of('lcp'))} ms, hydrated ${median(of('hydrated'))} ms (${of('hydrated').join(', ')})`,
    );
  }
} finally {
  await browser.close();
  for (const server of servers) server.close();
}
