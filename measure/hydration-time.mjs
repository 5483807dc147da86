#!/usr/bin/env node
/**
 * What a reader on a phone waits for, in a real browser rather than Lighthouse's simulation: loads one page of
 * each build in Debian's Chromium at slow 4G and 4× CPU slowdown (measure/reader-timings.mjs), the builds taking
 * turns, and prints the medians (min–max) of first and largest contentful paint, hydration, the longest task and
 * the blocking time.
 *
 *   npm run measure -- hydration-time [--runs 5] [--route /user/getting-started/chatbot-settings] build other-build
 *
 * Pages are served gzip-compressed under /guides/ by scripts/serve.mjs.
 */
import {launch, measureLoad, median, metrics} from './reader-timings.mjs';
import {createServer} from '../scripts/serve.mjs';
import {args, option} from './args.mjs';

const runs = Number(option('runs', '5'));
const route = option('route', '/user/getting-started/chatbot-settings');
const dirs = args.length > 0 ? args : ['build'];
const servers = dirs.map((dir, i) => createServer({dir, base: '/guides/', gzip: true}).listen(3460 + i));
const browser = await launch();
const samples = dirs.map(() => []);

try {
  for (let run = 0; run < runs; run++) {
    for (const [i] of dirs.entries()) {
      samples[i].push(await measureLoad(browser, `http://localhost:${3460 + i}/guides${route}`));
    }
  }
  for (const [i, dir] of dirs.entries()) {
    const figures = metrics.map((key) => {
      const values = samples[i].map((sample) => Math.round(sample[key]));
      return `${key} ${median(values)} (${Math.min(...values)}–${Math.max(...values)})`;
    });
    console.log(`${dir}: ${figures.join(', ')}`);
  }
} finally {
  await browser.close();
  for (const server of servers) server.close();
}
