#!/usr/bin/env node
/**
 * The writer's loop (`npm run check:pages`): the checks of a content change, in minutes, not the whole suite.
 *
 *   1. the production build (`npm run build`): the writer checks (file, line and fix) and Docusaurus's broken links;
 *   2. `check:links` over the whole build (a link of an untouched page can point at a touched one);
 *   3. the Nu Html Checker on the touched pages (PAGES, scripts/check-html.mjs), and the checks of their built HTML
 *      (PAGES, `npm run test:html`, scripts/built-site): unique title and description, canonical, social tags and
 *      card, JSON-LD, the twin's headings, the writers' links, no inline handler or new-tab link without noopener;
 *   4. the page checks on the touched pages (PAGES, e2e/a11y.spec.ts): it answers 200, hydrates with no console
 *      error, is titled, shows its h1, keeps its Content-Security-Policy, and axe and IBM Equal Access find no WCAG
 *      2.2 A/AA violation in light and dark mode.
 *
 * The touched pages are scripts/touched-pages.mjs's: MDX files changed against the merge base with main, and the
 * pages of the operations a change to openapi/openapi.yaml touched. It prints, last, a Markdown summary of each
 * touched page and what each check found, and appends it to $GITHUB_STEP_SUMMARY when that is set (the pull
 * request's summary). Exits 1 when a check failed.
 *
 *   node scripts/check-pages.mjs [--no-build] [--base <ref>] [--dir build]
 *   --no-build   check the build already in --dir (CI: the build job's artifact)
 */
import {spawnSync} from 'node:child_process';
import {appendFileSync, existsSync, readFileSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {baseUrl} from '../config/site-url.mjs';
import {brokenLinks} from './check-links.mjs';
import {resolve} from './static-host.mjs';
import {baseCommit, touchedPages} from './touched-pages.mjs';

const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const dir = path.resolve(option('--dir') ?? process.env.BUILD_DIR ?? 'build');
const build = !args.includes('--no-build');
const started = performance.now();
const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(0)} s`;

/** Runs a command with its output shown and kept. */
function run(command, commandArgs, env = {}) {
  console.log(`\n> ${[command, ...commandArgs].join(' ')}`);
  const result = spawnSync(command, commandArgs, {
    encoding: 'utf8',
    env: {...process.env, ...env},
    maxBuffer: 256 * 1024 * 1024,
  });
  process.stdout.write(result.stdout ?? '');
  process.stderr.write(result.stderr ?? '');
  return {ok: result.status === 0, output: `${result.stdout ?? ''}${result.stderr ?? ''}`};
}

const base = baseCommit(option('--base'));
const pages = touchedPages(base);
console.log(
  pages.length > 0
    ? `check-pages: ${pages.length} page(s) touched since ${base.slice(0, 10)}:\n${pages.map((page) => `  ${page}`).join('\n')}`
    : `check-pages: no page touched since ${base.slice(0, 10)}; the build and its links are still checked.`,
);

// The built file of each touched page (relative to the build), once the build has it.
const fileOf = new Map();

/** What each check found: per page, and for the whole build. */
const found = {build: undefined, links: [], html: new Map(), builtHtml: new Map(), pageChecks: new Map(), notes: []};

// 1. The build.
if (build) {
  const step = performance.now();
  const result = run('npm', ['run', 'build', '--', '--out-dir', dir]);
  found.build = result.ok
    ? `passed (${seconds(step)})`
    : `**failed**: ${
        result.output
          .split('\n')
          .filter((line) => /error|\.mdx?:\d+/i.test(line))
          .slice(0, 5)
          .join(' / ') || 'see the log'
      }`;
  if (!result.ok) finish();
} else if (!existsSync(path.join(dir, 'index.html'))) {
  console.error(`check-pages: no built site in ${dir} (run without --no-build)`);
  process.exit(2);
}

for (const page of pages) {
  const target = await resolve(dir, baseUrl, page);
  const file = target?.redirect ? (await resolve(dir, baseUrl, target.redirect))?.file : target?.file;
  if (file) fileOf.set(page, path.relative(dir, file));
}
const built = pages.filter((page) => fileOf.has(page));

// 2. Links of the whole build.
{
  const step = performance.now();
  const {pages: count, problems} = await brokenLinks(dir);
  found.links = problems;
  found.notes.push(`check:links read ${count} pages in ${seconds(step)}: ${problems.length} broken link(s).`);
}

// 3. The HTML checker and 4. the page checks, on the touched pages the build has.
if (built.length > 0) {
  const env = {PAGES: built.join(' '), BUILD_DIR: dir};
  let step = performance.now();
  const html = run('node', ['scripts/check-html.mjs', '--dir', dir], env);
  for (const line of html.output.split('\n')) {
    const match = /^(.+?\.html):(\d+|\?):(\d+|\?): (.*)$/.exec(line);
    if (!match) continue;
    const page = built.find((candidate) => path.resolve(match[1]) === path.join(dir, fileOf.get(candidate)));
    if (page) found.html.set(page, [...(found.html.get(page) ?? []), `line ${match[2]}: ${match[4]}`]);
  }
  if (!html.ok && found.html.size === 0) found.notes.push(`The HTML checker failed: ${html.output.trim().slice(-300)}`);
  found.notes.push(`The HTML checker read ${built.length} page(s) in ${seconds(step)}.`);

  step = performance.now();
  const htmlReport = path.join(os.tmpdir(), `check-pages-html-${process.pid}.json`);
  const facts = run(
    'npx',
    [
      'vitest',
      'run',
      '--config',
      'vitest.built.config.mts',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${htmlReport}`,
    ],
    env,
  );
  try {
    const results = JSON.parse(readFileSync(htmlReport, 'utf8')).testResults ?? [];
    rmSync(htmlReport, {force: true});
    for (const assertion of results.flatMap((file) => file.assertionResults ?? [])) {
      // A failure's message is `N problem(s):`, then one line per problem, each naming its page (pages.built.ts).
      const lines = (assertion.failureMessages ?? []).join('\n').split('\n');
      const last = lines.findIndex((line) => line.startsWith(': expected'));
      const problems = /problem\(s\):$/.test(lines[0] ?? '') && last > 0 ? lines.slice(1, last) : [];
      for (const problem of problems) {
        const pagesNamed = built.filter((page) => new RegExp(`${page}(?=[\\s:,('".]|$)`).test(problem));
        if (pagesNamed.length === 0)
          found.notes.push(`Built HTML checks, ${assertion.title}: ${problem.slice(0, 400)}`);
        for (const page of pagesNamed) found.builtHtml.set(page, [...(found.builtHtml.get(page) ?? []), problem]);
      }
      if (assertion.status === 'failed' && problems.length === 0)
        found.notes.push(`Built HTML checks, ${assertion.title}: ${lines.find((line) => line.trim())?.slice(0, 400)}`);
    }
  } catch {
    found.notes.push(`The built HTML checks failed to report: ${facts.output.trim().slice(-300)}`);
  }
  found.notes.push(`The built HTML checks read the build in ${seconds(step)}.`);
  found.builtHtmlOk = facts.ok;

  step = performance.now();
  const report = path.join(os.tmpdir(), `check-pages-${process.pid}.json`);
  const browser = run('npx', ['playwright', 'test', '--project=a11y', '--reporter=list,json'], {
    ...env,
    PLAYWRIGHT_JSON_OUTPUT_NAME: report,
  });
  const messages = [];
  try {
    const walk = (suite) => {
      for (const child of suite.suites ?? []) walk(child);
      for (const spec of suite.specs ?? []) {
        for (const test of spec.tests ?? []) {
          for (const result of test.results ?? []) {
            for (const error of result.errors ?? []) messages.push({title: spec.title, message: error.message ?? ''});
          }
        }
      }
    };
    for (const suite of JSON.parse(readFileSync(report, 'utf8')).suites ?? []) walk(suite);
    rmSync(report, {force: true});
  } catch {
    messages.push({title: 'the browser run', message: browser.output.trim().slice(-500)});
  }
  for (const {title, message} of messages) {
    // eslint-disable-next-line no-control-regex
    const text = message.replace(/\u001b\[[0-9;]*m/g, '');
    // The message's first line names the page and the check; an engine's violations follow as `[axe rule] …`.
    const rules = text.split('\n').filter((line) => /^\s*\[(axe|IBM) /.test(line));
    const first = [(text.split('\n').find((line) => line.trim()) ?? text).replace(/^Error: /, ''), ...rules]
      .map((line) => line.trim())
      .join(' ');
    const pagesNamed = built.filter((page) => new RegExp(`${page}(?=[\\s:(?]|$)`).test(text));
    if (pagesNamed.length === 0) found.notes.push(`Page checks, ${title}: ${first.slice(0, 400)}`);
    for (const page of pagesNamed) {
      found.pageChecks.set(page, [...(found.pageChecks.get(page) ?? []), first.slice(0, 400)]);
    }
  }
  if (!browser.ok && messages.length === 0) found.notes.push('The page checks failed; see the log.');
  found.notes.push(`The page checks ran on ${built.length} page(s) in ${seconds(step)}.`);
  found.browserOk = browser.ok;
  found.htmlOk = html.ok;
}

finish();

/** Prints the summary (and appends it to $GITHUB_STEP_SUMMARY), then exits. */
function finish() {
  const cell = (list) => (list.length === 0 ? 'passed' : `**${list.length} found**`);
  const linksOf = (page) =>
    fileOf.has(page) ? found.links.filter((problem) => problem.startsWith(`${fileOf.get(page)}:`)) : [];
  const lines = ['## Pages this change touched', ''];
  lines.push(`The build: ${found.build ?? 'not run here (the build job made it)'}.`, '');
  if (pages.length === 0) {
    lines.push('No guide page changed (no MDX file under `user/`, `developer/`, `integration/`, no operation).');
  } else {
    lines.push(
      '| Page | Built | Links | HTML | Built HTML (tags, twin, links, markup) | Page checks (status, hydration, title, policy, axe + IBM) |',
    );
    lines.push('| --- | --- | --- | --- | --- | --- |');
    for (const page of pages) {
      const has = fileOf.has(page);
      const notRun = found.build?.startsWith('**failed') ? 'not run' : 'no page';
      lines.push(
        `| \`${page}\` | ${has ? 'yes' : '**no**'} | ${has ? cell(linksOf(page)) : notRun} | ${
          has ? cell(found.html.get(page) ?? []) : notRun
        } | ${has ? cell(found.builtHtml.get(page) ?? []) : notRun} | ${
          has ? cell(found.pageChecks.get(page) ?? []) : notRun
        } |`,
      );
    }
    const details = pages.flatMap((page) => [
      ...linksOf(page).map((problem) => `- \`${page}\` link: ${problem}`),
      ...(found.html.get(page) ?? []).map((error) => `- \`${page}\` HTML ${error}`),
      ...(found.builtHtml.get(page) ?? []).map((problem) => `- \`${page}\` built HTML: ${problem}`),
      ...(found.pageChecks.get(page) ?? []).map((error) => `- \`${page}\` page check: ${error}`),
    ]);
    // Angle brackets as text: a summary renders HTML, and a finding often quotes a tag.
    const escape = (text) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
    if (details.length > 0) lines.push('', '### What the checks found', '', ...details.map(escape));
  }
  const elsewhere = found.links.filter(
    (problem) => !pages.some((page) => fileOf.get(page) && problem.startsWith(`${fileOf.get(page)}:`)),
  );
  if (elsewhere.length > 0) {
    lines.push(
      '',
      `### Broken links on other pages (${elsewhere.length})`,
      '',
      ...elsewhere.slice(0, 20).map((p) => `- ${p}`),
    );
  }
  lines.push('', ...found.notes.map((note) => `- ${note}`), `- In all ${seconds(started)}.`);
  const markdown = `${lines.join('\n')}\n`;
  console.log(`\n${markdown}`);
  if (process.env.GITHUB_STEP_SUMMARY) appendFileSync(process.env.GITHUB_STEP_SUMMARY, markdown);
  const failed =
    found.build?.startsWith('**failed') ||
    found.links.length > 0 ||
    found.html.size > 0 ||
    found.builtHtml.size > 0 ||
    found.builtHtmlOk === false ||
    found.pageChecks.size > 0 ||
    found.browserOk === false ||
    found.htmlOk === false ||
    pages.some((page) => !fileOf.has(page));
  process.exit(failed ? 1 : 0);
}
