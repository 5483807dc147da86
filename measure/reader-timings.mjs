/**
 * One page load as a reader on a phone gets it, in Debian's Chromium rather than Lighthouse's simulation: the
 * network and CPU throttled as Lighthouse's mobile preset assumes (the settings in measureLoad), and the
 * browser's own timings read back. Shared by measure/hydration-time.mjs and
 * measure/internals-figures.mjs.
 *
 * - `fcp`, `lcp`: first and largest contentful paint.
 * - `hydrated`: when `<html data-has-hydrated>` is set (the page answers clicks from then on).
 * - `longestTask`, `blocking`: the longest main-thread task, and the sum of every task's time beyond 50 ms, from
 *   navigation until 3 s after hydration (link prefetch and the re-render after hydration included): how long a tap
 *   can wait for the page at worst, and in total.
 * - `mainThread`, `script`: the main thread's busy time and the part of it spent running script, in the same
 *   window (Chromium's cumulative `TaskDuration` and `ScriptDuration`): the work a change saves even where it
 *   splits no long task, and far steadier from one load to the next than the long tasks.
 * - `jsBytes`: JavaScript transferred (compressed) until hydration.
 */
import {chromium} from '@playwright/test';
import {chromiumFlags, chromiumPath, lighthousePhone} from '../scripts/chromium.mjs';

export const metrics = ['fcp', 'lcp', 'hydrated', 'longestTask', 'blocking', 'mainThread', 'script', 'jsBytes'];

/** What runs in the page before its own scripts: observers that keep the timings on `window`. */
function observe() {
  const w = window;
  w.timings = {lcp: 0, tasks: []};
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) w.timings.lcp = entry.startTime;
  }).observe({type: 'largest-contentful-paint', buffered: true});
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) w.timings.tasks.push([entry.startTime, entry.duration]);
  }).observe({type: 'longtask', buffered: true});
  const check = () => {
    if (document.documentElement?.dataset.hasHydrated === 'true') w.timings.hydrated = performance.now();
    else setTimeout(check, 10);
  };
  check();
}

export async function launch() {
  return chromium.launch({executablePath: chromiumPath, args: chromiumFlags});
}

/** Loads `url` once in a fresh context and returns its timings (ms) and bytes. */
export async function measureLoad(browser, url) {
  const context = await browser.newContext(lighthousePhone);
  try {
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
    await cdp.send('Performance.enable');
    await page.addInitScript(observe);
    await page.goto(url);
    await page.waitForFunction(() => window.timings?.hydrated, null, {timeout: 60_000});
    // The re-render after hydration and the idle-time prefetch of links in view count as well.
    await page.waitForFunction(() => performance.now() > window.timings.hydrated + 3000, null, {
      timeout: 60_000,
      polling: 250,
    });
    const {metrics: counters} = await cdp.send('Performance.getMetrics');
    const counter = (name) => (counters.find((metric) => metric.name === name)?.value ?? 0) * 1000;
    const timings = await page.evaluate(() => {
      const {lcp, hydrated, tasks} = window.timings;
      const js = performance
        .getEntriesByType('resource')
        .filter((entry) => /\.js(\?|$)/.test(entry.name) && entry.responseEnd <= hydrated);
      return {
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
        lcp,
        hydrated,
        longestTask: Math.max(0, ...tasks.map(([, duration]) => duration)),
        blocking: tasks.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0),
        jsBytes: js.reduce((sum, entry) => sum + entry.transferSize, 0),
      };
    });
    return {...timings, mainThread: counter('TaskDuration'), script: counter('ScriptDuration')};
  } finally {
    await context.close();
  }
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
