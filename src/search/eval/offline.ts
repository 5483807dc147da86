/**
 * The evaluation without a browser, for tuning the ranking: runs every question
 * of ./questions.json through the engine over a build's index files, or, with
 * `--reindex`, over an index rebuilt in memory from the build's HTML (to try
 * index options without a site build).
 * `npx jiti src/search/eval/offline.ts [buildDir] [--reindex]`. The browser
 * evaluation (`npm run eval:search`) is the one that counts.
 */
import {readdirSync} from 'node:fs';
import {readFile} from 'node:fs/promises';
import {gzipSync} from 'node:zlib';
import path from 'node:path';
import {buildIndexes, type ParsedPage} from '../build-index';
import {searchOptions} from '../../../config/search';
import {AreaSearch} from '../engine';
import {parsePage} from '../parse-page';
import questionsFile from './questions.json';

const areas = ['user', 'developer', 'integration'];

/** The index files of a build, rebuilt in memory from its HTML with the current index options. */
async function reindex(buildDir: string, scale = 1): Promise<Map<string, unknown>> {
  const byArea: [string, ParsedPage[]][] = [];
  for (const area of areas) {
    const files = readdirSync(path.join(buildDir, area), {recursive: true, encoding: 'utf8'})
      .filter((file) => file.endsWith('.html') && !file.startsWith('category/'))
      .map((file) => `${area}/${file}`);
    if (readdirSync(buildDir).includes(`${area}.html`)) files.push(`${area}.html`);
    const pages: ParsedPage[] = [];
    for (const file of files.sort()) {
      const parsed = parsePage(await readFile(path.join(buildDir, file), 'utf8'), searchOptions.ignoreSelectors);
      if (!parsed) continue;
      pages.push({
        path: file.replace(/\.html$/, ''),
        title: parsed.pageTitle,
        description: parsed.description,
        keywords: parsed.keywords,
        breadcrumb: parsed.breadcrumb,
        sections: parsed.sections,
      });
    }
    // --scale N: the area's pages N times over, as measure/scale-tree.mjs copies the guides.
    const copies = Array.from({length: scale - 1}, (_, k) =>
      pages.map((page) => ({...page, path: page.path.replace(`${area}`, `${area}/copy${k + 2}`)})),
    );
    byArea.push([area, [...pages, ...copies.flat()]]);
  }
  const files = new Map<string, unknown>();
  for (const [area, {head, shards}] of buildIndexes(byArea)) {
    files.set(`search-index/${area}.json`, head);
    for (const [name, shard] of shards) files.set(`search-index/${name}`, shard);
  }
  return files;
}

export async function rankAll(buildDir: string, rebuild = false) {
  const rebuilt = rebuild ? await reindex(buildDir) : undefined;
  const load = async (url: string) =>
    rebuilt ? rebuilt.get(url) : JSON.parse(await readFile(path.join(buildDir, url), 'utf8'));
  const searches = new Map(
    await Promise.all(areas.map(async (area) => [area, await AreaSearch.open('search-index/', area, load)] as const)),
  );
  const runs = [];
  for (const question of questionsFile.questions) {
    const from = question.from ? [question.from] : areas;
    const started = performance.now();
    const hits = (
      await Promise.all(
        from.map(async (area) => (await searches.get(area)!.search(question.q)).map((hit) => ({...hit, area}))),
      )
    )
      .flat()
      .sort((a, b) => b.score - a.score)
      .slice(0, 8);
    const ms = performance.now() - started;
    const pages = hits.map((hit) => {
      const search = searches.get(hit.area)!;
      const heading = search.head.sections[hit.section][2];
      return {path: search.head.pages[hit.page][0], heading, score: Math.round(hit.score)};
    });
    const rank = pages.findIndex((page) => question.answers.includes(page.path)) + 1;
    runs.push({...question, pages, rank, ms});
  }
  return runs;
}

/**
 * What a reader downloads for a first query typed key by key in a fresh page:
 * per area, the gzip bytes of the index files every question of the area
 * fetches (each prefix of it is searched, as the bar does). Works on any build
 * (`--downloads build-10x`), or the index of a build rebuilt N times over
 * (`--downloads build --scale 10`, the guides copied as measure/scale-tree.mjs does).
 */
export async function firstQueryDownloads(buildDir: string, rebuilt?: Map<string, unknown>) {
  const gzipSize = new Map<string, number>();
  const rawSize = new Map<string, number>();
  const result: Record<
    string,
    {median: number; max: number; maxQuery: string; maxRaw: number; head: number; headRaw: number; n: number}
  > = {};
  for (const area of ['', ...areas]) {
    const searched = area ? [area] : areas;
    const questions = questionsFile.questions.filter((question) => question.from === area || area === '');
    const sizes: {q: string; bytes: number; raw: number}[] = [];
    let headBytes = 0;
    let headRaw = 0;
    for (const question of questions) {
      const fetched = new Set<string>();
      const load = async (url: string) => {
        const body = rebuilt ? Buffer.from(JSON.stringify(rebuilt.get(url))) : await readFile(path.join(buildDir, url));
        if (!gzipSize.has(url)) gzipSize.set(url, gzipSync(body).length);
        rawSize.set(url, body.length);
        fetched.add(url);
        return JSON.parse(body.toString('utf8'));
      };
      const searches = await Promise.all(searched.map((name) => AreaSearch.open('search-index/', name, load)));
      headBytes = [...fetched].reduce((sum, url) => sum + gzipSize.get(url)!, 0);
      headRaw = [...fetched].reduce((sum, url) => sum + rawSize.get(url)!, 0);
      for (let end = 1; end <= question.q.length; end += 1) {
        for (const search of searches) await search.search(question.q.slice(0, end));
      }
      sizes.push({
        q: question.q,
        bytes: [...fetched].reduce((sum, url) => sum + gzipSize.get(url)!, 0),
        raw: [...fetched].reduce((sum, url) => sum + rawSize.get(url)!, 0),
      });
    }
    sizes.sort((a, b) => a.bytes - b.bytes);
    result[area || 'all'] = {
      n: sizes.length,
      head: headBytes,
      headRaw,
      maxRaw: Math.max(...sizes.map((size) => size.raw)),
      median: sizes[Math.floor(sizes.length / 2)].bytes,
      max: sizes.at(-1)!.bytes,
      maxQuery: sizes.at(-1)!.q,
    };
  }
  return result;
}

async function main() {
  const downloadsAt = process.argv.indexOf('--downloads');
  if (downloadsAt >= 0) {
    const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
    const buildDir = process.argv[downloadsAt + 1] ?? 'build';
    const scaleAt = process.argv.indexOf('--scale');
    const scale = scaleAt >= 0 ? Number(process.argv[scaleAt + 1]) : 1;
    const rebuilt = scale > 1 || process.argv.includes('--reindex') ? await reindex(buildDir, scale) : undefined;
    if (rebuilt) {
      const heads = [...rebuilt].filter(([url]) => /\/[a-z]+\.json$/.test(url));
      const total = [...rebuilt.values()].reduce<number>((sum, file) => sum + gzipSync(JSON.stringify(file)).length, 0);
      console.log(
        `index at ${scale}×: ${rebuilt.size} files (${heads.length} heads), ${(total / 1024).toFixed(1)} KiB gzip in all`,
      );
    }
    for (const [area, d] of Object.entries(await firstQueryDownloads(buildDir, rebuilt))) {
      console.log(
        `${area}: head ${kib(d.head)} gzip (${kib(d.headRaw)} raw); first query typed key by key (${d.n} questions): median ${kib(d.median)}, max ${kib(d.max)} gzip ("${d.maxQuery}"); largest raw ${kib(d.maxRaw)}`,
      );
    }
    return;
  }
  const runs = await rankAll(
    process.argv[2] && !process.argv[2].startsWith('--') ? process.argv[2] : 'build',
    process.argv.includes('--reindex'),
  );
  const n = runs.length;
  const hit1 = runs.filter((run) => run.rank === 1).length / n;
  const hit3 = runs.filter((run) => run.rank >= 1 && run.rank <= 3).length / n;
  const mrr = runs.reduce((sum, run) => sum + (run.rank ? 1 / run.rank : 0), 0) / n;
  for (const run of runs.filter((run) => run.rank !== 1)) {
    console.log(
      `${run.rank ? `rank ${run.rank}` : 'missing'}\t"${run.q}" (${run.from || 'all'}) → ${run.pages
        .slice(0, 3)
        .map((page) => `${page.path}${page.heading ? ` › ${page.heading}` : ''} ${page.score}`)
        .join(' | ')}`,
    );
  }
  const slowest = runs.reduce((a, b) => (b.ms > a.ms ? b : a));
  console.log(
    `\n${n} questions: hit@1 ${(hit1 * 100).toFixed(1)} %, hit@3 ${(hit3 * 100).toFixed(1)} %, MRR ${mrr.toFixed(3)}; slowest ${slowest.ms.toFixed(1)} ms ("${slowest.q}")`,
  );
}

if (process.argv[1]?.endsWith('offline.ts')) void main();
