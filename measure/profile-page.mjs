#!/usr/bin/env node
/**
 * Where a page's main thread goes on a slow phone: loads each page in Debian's Chromium with the CPU slowed
 * down 4× (as Lighthouse's mobile preset does), records a CPU profile from navigation until hydration plus
 * the idle work after it (link prefetching), and prints self time and time-on-stack per source module, and
 * the long tasks (the part of each over 50 ms summed, as total blocking time counts them).
 *
 *   npm run measure -- profile-page [--dir build] [--runs 3] [--slowdown 4] [--port 3216] /user/intro /search
 *
 * Minified code is mapped back to its modules when the build has source maps (`npm run measure -- source-map-build`
 * writes such a build into its own folder; pass it as --dir). Figures are the median over --runs. Timings swing with the machine's load: compare builds in the same minute, under the lock.
 */
import os from 'node:os';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {chromiumFlags, chromiumPath, lighthousePhone} from '../scripts/chromium.mjs';
import {createServer} from '../scripts/serve.mjs';
import {createFrameMapper, shortSource} from './source-maps.mjs';
import {args, option} from './args.mjs';

const dir = path.resolve(option('dir', 'build'));
const runs = Number(option('runs', '3'));
const slowdown = Number(option('slowdown', '4'));
const port = Number(option('port', '3216'));
const top = Number(option('top', '25'));
const base = '/guides';
const pages = args.length > 0 ? args : ['/', '/user/getting-started/chatbot-settings', '/search'];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length === 0 ? 0 : sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** A source module's group: a package (with its first folders) or a file of the site. */
function groupOf(source) {
  const clean = source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^\.\//, '');
  const nodeModules = clean.lastIndexOf('node_modules/');
  if (nodeModules >= 0) {
    const parts = clean.slice(nodeModules + 'node_modules/'.length).split('/');
    const name = parts[0].startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
    const rest = parts.slice(parts[0].startsWith('@') ? 2 : 1);
    const inner = rest[0] === 'lib' || rest[0] === 'dist' || rest[0] === 'cjs' ? rest.slice(1) : rest;
    return `${name}/${inner.slice(0, Math.min(2, inner.length - 1)).join('/')}`.replace(/\/$/, '');
  }
  return clean.replace(/\?.*$/, '');
}

const mapFrame = createFrameMapper(dir);

function frameOf(callFrame) {
  const {url, functionName, lineNumber} = callFrame;
  if (!url) return {group: functionName || '(anonymous)', name: functionName};
  const original = mapFrame(callFrame);
  if (original) {
    return {
      group: groupOf(original.source),
      name: `${original.name ?? functionName ?? ''} ${shortSource(original.source)}:${original.line}`,
    };
  }
  const file = new URL(url).pathname.split('/').pop();
  return {group: file, name: `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}`};
}

async function profileOnce(browser, route) {
  const context = await browser.newContext(lighthousePhone);
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.longTasks.push({start: entry.startTime, duration: entry.duration});
    }).observe({type: 'longtask', buffered: true});
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: slowdown});
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', {interval: 200});
  await cdp.send('Profiler.start');
  await page.goto(`http://localhost:${port}${base}${route}`, {waitUntil: 'load'});
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true', null, {timeout: 60_000});
  const hydratedAt = await page.evaluate(() => performance.now());
  // Idle work after hydration: prefetching of the links in view, the search bar's start-up.
  await page.waitForTimeout(3000);
  const {profile} = await cdp.send('Profiler.stop');
  const longTasks = await page.evaluate(() => window.longTasks);
  await context.close();

  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const frames = new Map(profile.nodes.map((node) => [node.id, frameOf(node.callFrame)]));
  const self = new Map();
  const onStack = new Map();
  const onStackByName = new Map();
  let busy = 0;
  // Tasks as the profile sees them: runs of samples between idle ones; those over 50 ms are the long tasks,
  // each with its top modules by self time (where total blocking time comes from).
  const tasks = [];
  let task;
  let clock = 0;
  profile.samples.forEach((id, index) => {
    const delta = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    clock += (profile.timeDeltas[index] ?? 0) / 1000;
    const frame = frames.get(id);
    if (frame.group === '(idle)') {
      task = undefined;
      return;
    }
    if (!task) tasks.push((task = {start: clock, duration: 0, self: new Map()}));
    task.duration += delta;
    task.self.set(frame.group, (task.self.get(frame.group) ?? 0) + delta);
    if (frame.group !== '(program)') busy += delta;
    self.set(frame.group, (self.get(frame.group) ?? 0) + delta);
    const groups = new Set();
    const names = new Set();
    for (let current = id; current !== undefined; current = parent.get(current)) {
      const f = frames.get(current);
      if (byId.get(current).callFrame.url) {
        groups.add(f.group);
        names.add(f.name);
      }
    }
    for (const group of groups) onStack.set(group, (onStack.get(group) ?? 0) + delta);
    for (const name of names) onStackByName.set(name, (onStackByName.get(name) ?? 0) + delta);
  });
  const longProfileTasks = tasks
    .filter((t) => t.duration > 50)
    .map((t) => ({
      start: Math.round(t.start),
      duration: Math.round(t.duration),
      top: [...t.self]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 6)
        .map(([group, ms]) => `${group} ${Math.round(ms)}`),
    }));
  return {
    longProfileTasks,
    hydratedAt,
    busy,
    blocking: longTasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0),
    longTasks: longTasks.length,
    self,
    onStack,
    onStackByName,
  };
}

const server = createServer({dir, base: `${base}/`}).listen(port);
const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumFlags});
const ms = (value) => `${Math.round(value)} ms`;
console.log(
  `Main-thread profile, CPU ${slowdown}× slower, median of ${runs}; load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}; ${dir}`,
);
try {
  for (const route of pages) {
    const samples = [];
    for (let i = 0; i < runs; i++) samples.push(await profileOnce(browser, route));
    const collect = (key) => {
      const names = new Set(samples.flatMap((s) => [...s[key].keys()]));
      return [...names]
        .map((name) => [name, median(samples.map((s) => s[key].get(name) ?? 0))])
        .sort((a, b) => b[1] - a[1]);
    };
    console.log(
      `\n${route}: hydrated at ${ms(median(samples.map((s) => s.hydratedAt)))}, busy ${ms(median(samples.map((s) => s.busy)))}, ` +
        `long tasks ${median(samples.map((s) => s.longTasks))}, blocking (over 50 ms) ${ms(median(samples.map((s) => s.blocking)))}`,
    );
    console.log('  long tasks in the profile (first run): start, duration, top modules by self time (ms):');
    for (const t of samples[0].longProfileTasks)
      console.log(`    ${ms(t.start).padStart(8)} ${ms(t.duration).padStart(7)}  ${t.top.join(', ')}`);
    console.log('  self time by module:');
    for (const [name, value] of collect('self').slice(0, top)) console.log(`    ${ms(value).padStart(8)}  ${name}`);
    console.log('  time on stack by module:');
    for (const [name, value] of collect('onStack').slice(0, top)) console.log(`    ${ms(value).padStart(8)}  ${name}`);
    console.log('  time on stack by function:');
    for (const [name, value] of collect('onStackByName').slice(0, top))
      console.log(`    ${ms(value).padStart(8)}  ${name}`);
  }
} finally {
  await browser.close();
  server.close();
}
