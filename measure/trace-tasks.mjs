#!/usr/bin/env node
/**
 * What each long task of a page load is made of: loads one page in Debian's Chromium (phone viewport, CPU
 * slowed down 4×, pages gzip-compressed as the bench serves them), records a Chromium trace, and prints every
 * main-thread task over --min ms with the trace events inside it (style, layout, paint, script evaluation,
 * function calls) and the JavaScript functions that ran in it, mapped to their modules when the build has
 * source maps (see measure/profile-page.mjs). Totals of style, layout, paint and script come first.
 *
 *   npm run measure -- trace-tasks [--dir build] [--min 50] [--slowdown 4] [--css 'extra CSS'] /user/intro
 *
 * `--css` adds a stylesheet to the page's HTML, to try a CSS change without a build. QUIET=1 prints only the
 * totals. Where measure/profile-page.mjs says which modules cost most over a load, this says which task
 * Lighthouse counts as blocking and why (one trace, not a median: run it twice).
 */
import path from 'node:path';
import {chromium} from '@playwright/test';
import {chromiumFlags, chromiumPath, lighthousePhone} from '../scripts/chromium.mjs';
import {createServer} from '../scripts/serve.mjs';
import {createFrameMapper, shortSource} from './source-maps.mjs';
import {args, option} from './args.mjs';

const dir = path.resolve(option('dir', 'build'));
const slowdown = Number(option('slowdown', '4'));
const port = Number(option('port', '3217'));
const min = Number(option('min', '50'));
const injectCss = option('css', '');
const route = args[0] ?? '/user/getting-started/chatbot-settings';
const mapOriginal = createFrameMapper(dir);
function mapFrame(callFrame) {
  if (!callFrame.url) return callFrame.functionName || '(native)';
  const original = mapOriginal(callFrame);
  if (original)
    return `${original.name ?? callFrame.functionName ?? ''} ${shortSource(original.source)}:${original.line}`;
  return `${callFrame.functionName || '(anon)'} ${callFrame.url.split('/').pop()}:${callFrame.lineNumber + 1}`;
}
const server = createServer({dir, base: '/guides/', gzip: true}).listen(port);
const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumFlags});
const context = await browser.newContext(lighthousePhone);
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', {rate: slowdown});
if (injectCss)
  await page.route('**/*', async (r) => {
    if (r.request().resourceType() !== 'document') return r.continue();
    const res = await r.fetch();
    const body = (await res.text()).replace('</head>', `<style>${injectCss}</style></head>`);
    await r.fulfill({response: res, body});
  });
await browser.startTracing(page, {
  categories: [
    'devtools.timeline',
    'disabled-by-default-devtools.timeline',
    'v8.execute',
    'disabled-by-default-v8.cpu_profiler',
    'blink.user_timing',
    'loading',
  ],
});
await page.goto(`http://localhost:${port}/guides${route}`, {waitUntil: 'load'});
await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true', null, {timeout: 60000});
await page.waitForTimeout(3000);
const trace = JSON.parse((await browser.stopTracing()).toString());
await browser.close();
server.close();
const events = trace.traceEvents;
// main thread: the renderer thread with the most RunTask time that has ParseHTML
const parse = events.find((e) => e.name === 'ParseHTML');
const pid = parse.pid,
  tid = parse.tid;
const main = events.filter((e) => e.pid === pid && e.tid === tid);
const nav = events.find((e) => e.name === 'navigationStart' && e.pid === pid) ?? main[0];
const t0 = nav.ts;
const tasks = main.filter((e) => e.name === 'RunTask' && e.dur / 1000 >= min);
// cpu profile samples
const nodes = new Map();
const samples = [];
for (const e of events.filter((e) => e.name === 'ProfileChunk' && e.pid === pid)) {
  const c = e.args.data.cpuProfile ?? {};
  for (const n of c.nodes ?? []) nodes.set(n.id, n);
  let ts = samples.length
    ? samples[samples.length - 1].ts
    : (events.find((x) => x.name === 'Profile' && x.pid === pid && x.id === e.id)?.args.data.startTime ?? 0);
  (c.samples ?? []).forEach((id, i) => {
    ts += e.args.data.timeDeltas[i];
    samples.push({id, ts});
  });
}
const stackOf = (id) => {
  const out = [];
  for (let n = nodes.get(id); n; n = nodes.get(n.parent)) out.push(n.callFrame);
  return out;
};
const sum = (name) =>
  main
    .filter((e) => e.name === name && e.ph === 'X')
    .reduce((a, e) => a + e.dur / 1000, 0)
    .toFixed(0);
console.log(
  'totals: UpdateLayoutTree',
  sum('UpdateLayoutTree'),
  'Layout',
  sum('Layout'),
  'Paint',
  sum('Paint'),
  'ParseHTML',
  sum('ParseHTML'),
  'EvaluateScript',
  sum('EvaluateScript'),
  'FunctionCall',
  sum('FunctionCall'),
);
console.log(
  'blocking',
  tasks.reduce((a, t) => a + Math.max(0, t.dur / 1000 - 50), 0).toFixed(0),
  'long',
  tasks.filter((t) => t.dur > 50000).length,
);
if (process.env.QUIET) process.exit(0);
for (const t of tasks) {
  const inner = main.filter((e) => e.ts >= t.ts && e.ts < t.ts + t.dur && e.dur >= 3000 && e !== t && e.ph === 'X');
  console.log(`\nTASK at ${((t.ts - t0) / 1000).toFixed(0)} ms, ${(t.dur / 1000).toFixed(0)} ms`);
  for (const e of inner.slice(0, Number(process.env.TOP ?? 14)))
    console.log(
      `   ${((e.ts - t.ts) / 1000).toFixed(0).padStart(4)} +${(e.dur / 1000).toFixed(0).padStart(4)} ${e.name} ${(e.args?.data?.url ?? e.args?.data?.functionName ?? e.args?.data?.type ?? '').toString().slice(-60)}`,
    );
  const self = new Map(),
    onStack = new Map();
  const within = samples.filter((s) => s.ts >= t.ts && s.ts < t.ts + t.dur);
  within.forEach((s, i) => {
    const d = ((within[i + 1]?.ts ?? s.ts) - s.ts) / 1000;
    const st = stackOf(s.id).map(mapFrame);
    self.set(st[0], (self.get(st[0]) ?? 0) + d);
    for (const f of new Set(st)) onStack.set(f, (onStack.get(f) ?? 0) + d);
  });
  console.log(
    '   self:',
    [...self]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 8)
      .map(([n, v]) => `${n} ${v.toFixed(0)}`)
      .join(' | '),
  );
  console.log(
    '   stack:',
    [...onStack]
      .filter(([n]) => !/^\(|scheduler|react-dom|runtime~|webpack\/runtime/.test(n))
      .sort((a, b) => b[1] - a[1])
      .slice(0, Number(process.env.TOP ?? 14))
      .map(([n, v]) => `${n} ${v.toFixed(0)}`)
      .join(' | '),
  );
}
