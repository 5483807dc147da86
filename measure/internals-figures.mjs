#!/usr/bin/env node
/**
 * What each part of the site's start-up work buys a reader: builds the site once whole and once without each part
 * (`HELP_DOCS_WITHOUT=<part>`, src/leave-out.ts), then loads a guide page and an API page of both builds in turn
 * in Debian's Chromium at slow 4G and 4× CPU slowdown (measure/reader-timings.mjs), and prints, per part, the
 * medians without it minus with it. The whole build is also measured against itself: differences of that size
 * are noise. The figures go beside each entry of src/framework-internals.ts (`buys`) and into PERFORMANCE.md.
 *
 *   flock /tmp/help-docs-heavy.lock npm run measure -- internals-figures [--runs 7] [--parts a,b] [--reuse]
 *     [--routes guide=/user/…,api=/developer/…] [--dir /tmp/help-docs-internals] [--json bench-results/internals.json]
 *
 * Builds run without the persistent cache (a cached build would not see the environment change). `--reuse` keeps
 * builds already in `--dir`. Takes about 5 minutes per part on a 2-core machine.
 */
import {spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {leaveOutParts} from '../src/leave-out.ts';
import {launch, measureLoad, median, metrics} from './reader-timings.mjs';
import {createServer} from '../scripts/serve.mjs';
import {args, option} from './args.mjs';

const flag = (name) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args.splice(i, 1).length > 0;
};
const runs = Number(option('runs', '7'));
const root = path.resolve(option('dir', '/tmp/help-docs-internals'));
const jsonPath = option('json', 'bench-results/internals.json');
const reuse = flag('reuse');
const allParts = Object.keys(leaveOutParts);
const parts = option('parts', allParts.join(',')).split(',');
// --routes name=/path,name=/path: the pages to load (default a guide page and an API page).
const routes = Object.fromEntries(
  option('routes', 'guide=/user/getting-started/chatbot-settings,api=/developer/api/chatbot/create-a-chatbot')
    .split(',')
    .map((pair) => pair.split('=')),
);

function build(name, without) {
  const outDir = path.join(root, name);
  if (reuse && existsSync(path.join(outDir, 'index.html'))) return outDir;
  const started = Date.now();
  const result = spawnSync('npx', ['docusaurus', 'build', '--out-dir', outDir], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {...process.env, DOCUSAURUS_NO_PERSISTENT_CACHE: 'true', HELP_DOCS_WITHOUT: without},
  });
  if (result.status !== 0) throw new Error(`The build without "${without}" failed (exit ${result.status}).`);
  console.error(`built ${name} in ${Math.round((Date.now() - started) / 1000)} s`);
  return outDir;
}

/** Loads each route of the two builds in turn, `runs` times; returns the samples per build and route. */
async function compare(browser, withDir, withoutDir) {
  const servers = [withDir, withoutDir].map((dir, i) =>
    createServer({dir, base: '/guides/', gzip: true}).listen(3470 + i),
  );
  const samples = [{}, {}];
  try {
    for (let run = 0; run < runs; run++) {
      for (const [key, route] of Object.entries(routes)) {
        for (const i of [0, 1]) {
          (samples[i][key] ??= []).push(await measureLoad(browser, `http://localhost:${3470 + i}/guides${route}`));
        }
      }
    }
  } finally {
    for (const server of servers) server.close();
  }
  return samples;
}

const summary = (values) => ({median: median(values), min: Math.min(...values), max: Math.max(...values)});
const round = (value) => Math.round(value);

mkdirSync(root, {recursive: true});
const whole = build('whole', '');
const browser = await launch();
const results = {date: new Date().toISOString(), runs, routes, parts: {}};
try {
  for (const part of ['(whole build against itself)', ...parts]) {
    const other = part.startsWith('(') ? whole : build(`without-${part}`, part);
    const [withSamples, withoutSamples] = await compare(browser, whole, other);
    results.parts[part] = {};
    for (const key of Object.keys(routes)) {
      const row = {};
      for (const metric of metrics) {
        const withIt = summary(withSamples[key].map((sample) => sample[metric]));
        const withoutIt = summary(withoutSamples[key].map((sample) => sample[metric]));
        row[metric] = {
          with: withIt,
          without: withoutIt,
          buys: withoutIt.median - withIt.median,
          samples: {
            with: withSamples[key].map((sample) => round(sample[metric])),
            without: withoutSamples[key].map((sample) => round(sample[metric])),
          },
        };
      }
      results.parts[part][key] = row;
      console.log(
        `${part} · ${key}: ` +
          metrics
            .map((metric) => {
              const {with: w, without: wo, buys} = row[metric];
              return `${metric} ${round(w.median)} vs ${round(wo.median)} (${buys >= 0 ? '+' : ''}${round(buys)}; spread ${round(w.min)}–${round(w.max)} / ${round(wo.min)}–${round(wo.max)})`;
            })
            .join(', '),
      );
    }
  }
} finally {
  await browser.close();
  mkdirSync(path.dirname(jsonPath), {recursive: true});
  writeFileSync(jsonPath, `${JSON.stringify(results, null, 2)}\n`);
  console.error(`wrote ${jsonPath}`);
}
