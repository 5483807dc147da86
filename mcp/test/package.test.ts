/**
 * The package as `npx @parley/help-docs-mcp` runs it: its bin and the bundle `npm pack` makes
 * (scripts/bundle.mjs), without the TypeScript sources, reading the site over HTTP from a static host that
 * serves the build under the base URL. It answers as the build does, and caches what it fetched: in memory
 * within a session; on disk across sessions, revalidating what may change and never refetching a shard,
 * and from disk alone when the site cannot be reached.
 */
import {spawnSync} from 'node:child_process';
import {cpSync, mkdtempSync, rmSync, symlinkSync} from 'node:fs';
import {readFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, test} from 'vitest';
import {baseUrl} from '../../config/site-url.mjs';
import {
  assertBuilt,
  buildDir,
  connect,
  searchBox,
  serveBuild,
  textOf,
  type Connected,
  type StaticHost,
} from './helpers';

let scratch: string;
let packageBin: string;
let cacheDir: string;
let host: StaticHost;
const sessions: Connected[] = [];

beforeAll(async () => {
  assertBuilt();
  scratch = mkdtempSync(path.join(tmpdir(), 'help-docs-mcp-'));
  // The published package's files (package.json "files": bin, dist), its dependencies from this checkout.
  const packageDir = path.join(scratch, 'package');
  cpSync('mcp/package.json', path.join(packageDir, 'package.json'));
  cpSync('mcp/bin', path.join(packageDir, 'bin'), {recursive: true});
  const bundle = spawnSync(process.execPath, ['mcp/scripts/bundle.mjs', '--out-dir', path.join(packageDir, 'dist')], {
    encoding: 'utf8',
  });
  expect(bundle.status, bundle.stderr).toBe(0);
  symlinkSync(path.resolve('node_modules'), path.join(packageDir, 'node_modules'), 'dir');
  packageBin = path.join(packageDir, 'bin', 'help-docs-mcp.mjs');
  cacheDir = path.join(scratch, 'cache');
  host = await serveBuild(buildDir);
});

afterAll(async () => {
  await Promise.all(sessions.map((session) => session.close()));
  await host?.close();
  if (scratch) rmSync(scratch, {recursive: true, force: true});
});

async function session(...args: string[]): Promise<Connected> {
  // The site as the "Copy page" menu names it for a build deployed elsewhere: its root, base path included.
  const connected = await connect(
    ['--site', `${host.origin}${baseUrl}`, '--cache-dir', cacheDir, ...args],
    {},
    packageBin,
  );
  sessions.push(connected);
  return connected;
}

const question = {q: 'verify the webhook signature', from: 'developer'};

async function ask({client}: Connected) {
  const search = await client.callTool({name: 'search_guides', arguments: {query: question.q, area: question.from}});
  const results = (search.structuredContent as {results: {page: string; url: string}[]}).results;
  const page = await client.callTool({name: 'read_page', arguments: {page: results[0].page}});
  expect(page.isError ?? false, textOf(page)).toBe(false);
  return {results, markdown: textOf(page)};
}

describe('the published package over HTTP', () => {
  test('answers as the site does: the search box ranking, the Markdown twin, URLs on the site', async () => {
    const {results, markdown} = await ask(await session());
    expect(results.map((result) => result.page)).toEqual((await searchBox(question.q, question.from)).slice(0, 8));
    expect(results[0].url.startsWith(`${host.origin}${baseUrl}${results[0].page}`)).toBe(true);
    expect(markdown).toBe(await readFile(path.join(buildDir, `${results[0].page}.md`), 'utf8'));
    expect(host.log.filter((line) => line.startsWith('200 search-index/')).length).toBeGreaterThan(1);
  });

  test('within a session, asks the site for nothing it already has', async () => {
    const connected = await session();
    await ask(connected);
    const before = host.log.length;
    await ask(connected);
    expect(host.log.slice(before)).toEqual([]);
  });

  test('a new session revalidates pages and index heads from its disk cache, and never refetches a shard', async () => {
    const before = host.log.length;
    // --max-age 0: every file that may change is checked with the site at once.
    const answers = await ask(await session('--max-age', '0'));
    const served = host.log.slice(before);
    expect(served.length).toBeGreaterThan(0);
    expect(served.every((line) => line.startsWith('304 '))).toBe(true);
    expect(served.some((line) => /^304 search-index\/developer-/.test(line))).toBe(false);
    expect(answers.markdown).toBe(await readFile(path.join(buildDir, `${answers.results[0].page}.md`), 'utf8'));
  });

  test('answers from its disk cache when the site cannot be reached', async () => {
    await host.close();
    const offline = await ask(await session('--max-age', '0'));
    expect(offline.results.map((result) => result.page)).toEqual(
      (await searchBox(question.q, question.from)).slice(0, 8),
    );
  });
});
