/**
 * The evaluation without a browser, for tuning the ranking: runs every question
 * of ./questions.json through the engine over a build's index files, or, with
 * `--reindex`, over an index rebuilt in memory from the build's HTML (to try
 * index options without a site build).
 * `npx jiti measure/search-eval/offline.ts [buildDir] [--reindex] [--scale N]` (N times the pages, a copy's page
 * counted as its original, its headings told apart from the original's); `--query "words" [--from area]` shows
 * one query's results. The browser evaluation (`npm run eval:search`) is the one that counts.
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {readFile} from 'node:fs/promises';
import {gzipSync} from 'node:zlib';
import path from 'node:path';
import {parse as parseYaml} from 'yaml';
import {buildIndexes, indexedPage, indexFiles, indexOptions, type ParsedPage} from '../../src/search/build-index';
import {searchOptions} from '../../config/search';
import {AreaSearch, keywordPhrases, parseQuery, rankOptions, searchAreas} from '../../src/search/engine';
import {shardOf} from '../../src/search/format';
import {parsePage} from '../../src/search/parse-page';
import {words} from '../../src/search/tokenize';
import {batches} from './batches.mjs';
import {formatInterval, interval, intervalsOf, perQuestion} from './interval.mjs';
import questionsFile from './questions.json';

const areas = ['user', 'developer', 'integration'];

/**
 * A page's front matter as its MDX has it now. The index reads `keywords` from the page's keywords meta tag and
 * `questions` from the docs plugin's loaded content (src/plugins/post-build/search-index.ts); a reindex from the
 * built HTML takes the questions from here, and `--source-keywords` the keywords (to try keywords without a build).
 */
function sourceFrontMatter(pagePath: string): {keywords?: string[]; questions?: string[]} {
  for (const file of [`${pagePath}.mdx`, `${pagePath}/index.mdx`, `${pagePath}.md`]) {
    if (!existsSync(file)) continue;
    const frontMatter = /^---\n([\s\S]*?)\n---/.exec(readFileSync(file, 'utf8'))?.[1];
    return frontMatter ? (parseYaml(frontMatter) as {keywords?: string[]; questions?: string[]}) : {};
  }
  return {};
}

/**
 * The index files of a build, rebuilt in memory from its HTML with the current index options. With
 * `distinctCopies`, each copy's headings are told apart (a word joiner per copy, which no word has): copies of one
 * page share every heading and its content, so without it nearly every section of a scaled index is boilerplate
 * (the same heading and text on three pages or more), which a site of that many different pages would not be.
 */
export async function reindex(
  buildDir: string,
  scale = 1,
  {distinctCopies = false}: {distinctCopies?: boolean} = {},
): Promise<Map<string, unknown>> {
  const byArea: [string, ParsedPage[]][] = [];
  for (const area of areas) {
    const files = readdirSync(path.join(buildDir, area), {recursive: true, encoding: 'utf8'})
      .filter((file) => file.endsWith('.html'))
      .map((file) => `${area}/${file}`);
    if (readdirSync(buildDir).includes(`${area}.html`)) files.push(`${area}.html`);
    const pages: ParsedPage[] = [];
    for (const file of files.sort()) {
      const parsed = parsePage(await readFile(path.join(buildDir, file), 'utf8'), searchOptions.ignoreSelectors);
      if (!parsed) continue;
      const pagePath = file.replace(/\.html$/, '');
      const {keywords, questions} = sourceFrontMatter(pagePath);
      const page = indexedPage(pagePath, parsed, questions);
      pages.push(
        process.argv.includes('--source-keywords')
          ? {...page, keywords: (keywords ?? []).join(', ') || page.keywords}
          : page,
      );
    }
    // In the order of the build's own index (the sidebar's), so that ties fall as they do there.
    const built = JSON.parse(
      await readFile(path.join(buildDir, 'search-index', `${area}.json`), 'utf8').catch(() => '{}'),
    );
    const order = new Map<string, number>(((built.pages ?? []) as [string][]).map(([page], i) => [page, i]));
    pages.sort((a, b) => (order.get(a.path) ?? Infinity) - (order.get(b.path) ?? Infinity));
    // --scale N: the area's pages N times over, as measure/scale-tree.mjs copies the guides.
    const copies = Array.from({length: scale - 1}, (_, k) =>
      pages.map((page) => ({
        ...page,
        path: page.path.replace(`${area}`, `${area}/copy${k + 2}`),
        sections: distinctCopies
          ? page.sections.map((section) =>
              section.title ? {...section, title: `${section.title}${'\u2060'.repeat(k + 1)}`} : section,
            )
          : page.sections,
      })),
    );
    byArea.push([area, [...pages, ...copies.flat()]]);
  }
  return new Map([...indexFiles(buildIndexes(byArea))].map(([name, file]) => [`search-index/${name}`, file]));
}

export async function rankAll(buildDir: string, rebuild = false, scale = 1) {
  // Ranked at N times the pages, the copies' headings are told apart (see reindex); the downloads at N times
  // (below) keep them as the copies have them, byte for byte.
  const rebuilt = rebuild || scale > 1 ? await reindex(buildDir, scale, {distinctCopies: true}) : undefined;
  const load = async (url: string) =>
    rebuilt ? rebuilt.get(url) : JSON.parse(await readFile(path.join(buildDir, url), 'utf8'));
  const searches = new Map(
    await Promise.all(areas.map(async (area) => [area, await AreaSearch.open('search-index/', area, load)] as const)),
  );
  // From outside the areas the box reads all.json: the same heads but for the descriptions.
  const fromHome = await AreaSearch.openAll('search-index/', areas, load);
  // An answer that is no page of the index can never be a hit: a mistyped path would lower a figure unseen.
  const indexed = new Set([...searches.values()].flatMap((search) => search.head.pages.map(([page]) => page)));
  const unknown = questionsFile.questions.flatMap((question) =>
    question.answers.filter((answer) => !indexed.has(answer)).map((answer) => `"${question.q}": ${answer}`),
  );
  if (unknown.length > 0 && scale === 1) {
    throw new Error(
      `questions.json names answers that are no page of the index (a page's path, without /guides/ or .html, ` +
        `such as developer for the developer overview):\n${unknown.join('\n')}`,
    );
  }
  const runs = [];
  for (const question of questionsFile.questions) {
    const from = question.from ? [question.from] : areas;
    const started = performance.now();
    const hits = (await searchAreas(question.from ? [searches.get(question.from)!] : fromHome, question.q, 8)).map(
      (hit) => ({...hit, area: from[hit.areaNumber]}),
    );
    const ms = performance.now() - started;
    const pages = hits.map((hit) => {
      const search = searches.get(hit.area)!;
      const heading = search.head.sections[hit.section][2];
      // At N times the pages, a copy's page counts as its original (`developer/copy3/api/lead`).
      const pagePath = search.head.pages[hit.page][0].replace(/^([a-z]+)\/copy-?\d+(?=\/|$)/, '$1');
      return {path: pagePath, heading, score: Math.round(hit.score)};
    });
    const rank = pages.findIndex((page) => question.answers.includes(page.path)) + 1;
    runs.push({...question, pages, rank, ms});
  }
  return runs;
}

/**
 * What a reader downloads for a first query typed key by key in a fresh page:
 * per area, the gzip bytes of the index files every question of the area
 * fetches (each prefix of it is searched for the box's suggestions, as the bar
 * does: the term shards and, for the results shown, the passages' companions),
 * the files it fetches, and the share of the top five results that show a
 * passage. Works on any build
 * (`--downloads build-10x`), or the index of a build rebuilt N times over
 * (`--downloads build --scale 10`, the guides copied as measure/scale-tree.mjs does).
 */
export async function firstQueryDownloads(buildDir: string, rebuilt?: Map<string, unknown>) {
  const gzipSize = new Map<string, number>();
  const rawSize = new Map<string, number>();
  const result: Record<
    string,
    {
      median: number;
      max: number;
      maxQuery: string;
      maxRaw: number;
      head: number;
      headRaw: number;
      n: number;
      /** The questions of ten words or more: how many, their median and their largest download and file count. */
      long: {n: number; median: number; max: number; medianFiles: number; maxFiles: number};
      /** The share of the top five results that show a passage: for the whole question, and while typing it. */
      passages: {final: number; typing: number; finalCount: string};
      /** The largest question of ten words or more: its gzip bytes and files by kind (see kindsOf) and by area. */
      longest?: {kinds: Record<string, {bytes: number; files: number}>; areas: Record<string, number>};
    }
  > = {};
  for (const area of ['', ...areas]) {
    const searched = area ? [area] : areas;
    const questions = questionsFile.questions.filter((question) => question.from === area || area === '');
    const sizes: {
      q: string;
      bytes: number;
      raw: number;
      files: number;
      kinds: Record<string, {bytes: number; files: number}>;
      areas: Record<string, number>;
    }[] = [];
    // Of the top five results, how many show a passage: for the whole question, and at each shorter prefix.
    const shown = {final: {results: 0, passages: 0}, typing: {results: 0, passages: 0}};
    let headBytes = 0;
    let headRaw = 0;
    for (const question of questions) {
      // Each file, with the query that first fetched it ('' for the heads).
      const fetched = new Map<string, string>();
      let typed = '';
      const loader = (into: Map<string, string>) => async (url: string) => {
        const body = rebuilt ? Buffer.from(JSON.stringify(rebuilt.get(url))) : await readFile(path.join(buildDir, url));
        if (!gzipSize.has(url)) gzipSize.set(url, gzipSync(body).length);
        rawSize.set(url, body.length);
        if (!into.has(url)) into.set(url, typed);
        return JSON.parse(body.toString('utf8'));
      };
      const load = loader(fetched);
      const open = (loadFile: typeof load) =>
        area
          ? AreaSearch.open('search-index/', area, loadFile).then((search) => [search])
          : AreaSearch.openAll('search-index/', areas, loadFile);
      const searches = await open(load);
      headBytes = [...fetched.keys()].reduce((sum, url) => sum + gzipSize.get(url)!, 0);
      headRaw = [...fetched.keys()].reduce((sum, url) => sum + rawSize.get(url)!, 0);
      for (let end = 1; end <= question.q.length; end += 1) {
        // As the box asks the worker at each key: its suggestions, the passages of those shown.
        typed = question.q.slice(0, end);
        const top = (await searchAreas(searches, typed, searchOptions.suggestions)).slice(0, 5);
        const counts = end === question.q.length ? shown.final : shown.typing;
        counts.results += top.length;
        counts.passages += top.filter((hit) => hit.passage !== undefined).length;
      }
      // The whole question alone, in a fresh page: what its own ranking and passages need.
      const alone = new Map<string, string>();
      const fresh = await open(loader(alone));
      await searchAreas(fresh, question.q, searchOptions.suggestions);
      const kinds: Record<string, {bytes: number; files: number}> = {};
      const areaBytes: Record<string, number> = {};
      for (const [url, query] of fetched) {
        const kind = kindOf(url, query, alone.has(url), searches, searched);
        kinds[kind] ??= {bytes: 0, files: 0};
        kinds[kind].bytes += gzipSize.get(url)!;
        kinds[kind].files += 1;
        const fileArea = /search-index\/([a-z]+)/.exec(url)![1];
        areaBytes[fileArea] = (areaBytes[fileArea] ?? 0) + gzipSize.get(url)!;
      }
      sizes.push({
        q: question.q,
        bytes: [...fetched.keys()].reduce((sum, url) => sum + gzipSize.get(url)!, 0),
        raw: [...fetched.keys()].reduce((sum, url) => sum + rawSize.get(url)!, 0),
        files: fetched.size,
        kinds,
        areas: areaBytes,
      });
    }
    sizes.sort((a, b) => a.bytes - b.bytes);
    const long = sizes.filter((size) => words(size.q).length >= 10);
    result[area || 'all'] = {
      long: {
        n: long.length,
        median: long.length ? long[Math.floor(long.length / 2)].bytes : 0,
        max: long.length ? long.at(-1)!.bytes : 0,
        medianFiles: long.length ? [...long].sort((a, b) => a.files - b.files)[Math.floor(long.length / 2)].files : 0,
        maxFiles: Math.max(0, ...long.map((size) => size.files)),
      },
      passages: {
        final: shown.final.passages / (shown.final.results || 1),
        finalCount: `${shown.final.passages} of ${shown.final.results}`,
        typing: shown.typing.passages / (shown.typing.results || 1),
      },
      n: sizes.length,
      head: headBytes,
      headRaw,
      maxRaw: Math.max(...sizes.map((size) => size.raw)),
      median: sizes[Math.floor(sizes.length / 2)].bytes,
      max: sizes.at(-1)!.bytes,
      maxQuery: sizes.at(-1)!.q,
      ...(long.length ? {longest: {kinds: long.at(-1)!.kinds, areas: long.at(-1)!.areas}} : {}),
    };
  }
  return result;
}

/**
 * Why a file was fetched: `head`; a file the whole question alone fetches (`final shard`, `final companion`);
 * else one only typing fetched, a companion (`typing companion`) or a shard, by the first reason among the
 * query's alternatives that needed it, when it was first fetched: a `typing word` (a word or its parts, a
 * synonym, a keyword phrase: also a word cut short that is a term, `set` of `settings`), a `completion` of the
 * word being typed, a `fuzzy` correction.
 */
function kindOf(url: string, query: string, final: boolean, searches: AreaSearch[], names: string[]): string {
  const [, area, companion] = /search-index\/([a-z]+)(?:-[0-9a-f]+-\d+(p\d*)?)?\.json$/.exec(url)!;
  if (query === '') return 'head';
  if (final) return companion ? 'final companion' : 'final shard';
  const search = searches[names.indexOf(area)];
  const groups = parseQuery(query, search.vocabulary);
  const name = url.split('/').pop();
  const inShard = (term: string) =>
    search.vocabulary.has(term) &&
    (companion ? search.companion(term) : search.head.shards[shardOf(term, search.head.shards.length)]) === name;
  if (companion) {
    const alternatives = groups.flatMap((group) => group.alternatives);
    if (alternatives.some((a) => !a.completes && a.terms.some(inShard))) return 'typing word companion';
    return alternatives.some((a) => a.terms.some(inShard)) ? 'typing completion companion' : 'typing companion';
  }
  const alternatives = groups.flatMap((group) => group.alternatives);
  const words = alternatives.filter((a) => !a.completes && a.weight >= rankOptions.synonym).flatMap((a) => a.terms);
  if ([...words, ...keywordPhrases(groups, search.vocabulary)].some(inShard)) return 'typing word';
  if (alternatives.some((a) => a.completes && a.terms.some(inShard))) return 'typing completion';
  return alternatives.some((a) => a.terms.some(inShard)) ? 'typing fuzzy' : 'typing other';
}

/**
 * `--set fields.anchor.weight=0 --set linkText=0.3`: tries index options (with --reindex) or ranking
 * options (`rank.boilerplate=0.3`) without editing them. With `--compare`, the run ranks the questions without
 * them too and prints the change they make to each half, with its 95 % interval.
 */
function applySettings(): void {
  process.argv.forEach((arg, i) => {
    if (arg !== '--set') return;
    const [key, value] = process.argv[i + 1].split('=');
    const pathParts = key.split('.');
    let target: Record<string, unknown> = indexOptions as unknown as Record<string, unknown>;
    if (pathParts[0] === 'rank') {
      target = rankOptions as unknown as Record<string, unknown>;
      pathParts.shift();
    }
    for (const part of pathParts.slice(0, -1)) target = target[part] as Record<string, unknown>;
    target[pathParts.at(-1)!] = Number(value);
  });
}

async function main() {
  // --compare: the ranking without the --set options first, then with them (below); --downloads and --query
  // take the options as they are.
  const compare =
    process.argv.includes('--compare') && !process.argv.includes('--downloads') && !process.argv.includes('--query');
  if (!compare) applySettings();
  const downloadsAt = process.argv.indexOf('--downloads');
  if (downloadsAt >= 0) {
    const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
    const percent = (share: number) => `${(share * 100).toFixed(1)} %`;
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
        `${area}: head ${kib(d.head)} gzip (${kib(d.headRaw)} raw); first query typed key by key (${d.n} questions): median ${kib(d.median)}, max ${kib(d.max)} gzip ("${d.maxQuery}"); largest raw ${kib(d.maxRaw)}; questions of ten words or more (${d.long.n}): median ${kib(d.long.median)}, max ${kib(d.long.max)}, files median ${d.long.medianFiles}, max ${d.long.maxFiles}; top 5 showing a passage: whole question ${percent(d.passages.final)} (${d.passages.finalCount}), while typing ${percent(d.passages.typing)}`,
      );
      if (d.longest) {
        const {kinds, areas: byArea} = d.longest;
        console.log(
          `${area} largest ten-word question by kind: ${Object.entries(kinds)
            .sort((a, b) => b[1].bytes - a[1].bytes)
            .map(([kind, {bytes, files}]) => `${kind} ${kib(bytes)} (${files})`)
            .join(', ')}; by area: ${Object.entries(byArea)
            .map(([name, bytes]) => `${name} ${kib(bytes)}`)
            .join(', ')}`,
        );
      }
    }
    return;
  }
  const queryAt = process.argv.indexOf('--query');
  if (queryAt >= 0) {
    // `--query "words" [--from area]`: one query's top eight, with their scores and landing sections.
    const fromAt = process.argv.indexOf('--from');
    const from = fromAt >= 0 ? [process.argv[fromAt + 1]] : areas;
    const buildDir = process.argv[2] && !process.argv[2].startsWith('--') ? process.argv[2] : 'build';
    const rebuilt = process.argv.includes('--reindex') ? await reindex(buildDir) : undefined;
    const load = async (url: string) =>
      rebuilt ? rebuilt.get(url) : JSON.parse(await readFile(path.join(buildDir, url), 'utf8'));
    const searches = await Promise.all(from.map((area) => AreaSearch.open('search-index/', area, load)));
    for (const hit of await searchAreas(searches, process.argv[queryAt + 1], 8)) {
      const heading = hit.search.head.sections[hit.section][2];
      console.log(
        `${Math.round(hit.score)}\t${hit.search.head.pages[hit.page][0]}${heading ? ` › ${heading}` : ''}\t${hit.passage ?? ''}`,
      );
    }
    return;
  }
  const scaleAt = process.argv.indexOf('--scale');
  const rank = () =>
    rankAll(
      process.argv[2] && !process.argv[2].startsWith('--') ? process.argv[2] : 'build',
      process.argv.includes('--reindex'),
      scaleAt >= 0 ? Number(process.argv[scaleAt + 1]) : 1,
    );
  const before = compare ? await rank() : undefined;
  if (compare) applySettings();
  const runs = await rank();
  // The held-out half's misses stay hidden unless asked for: ranking is never tuned on them (see questions.json).
  const showHeldOut = process.argv.includes('--show-held-out');
  for (const run of runs.filter((run) => run.rank !== 1 && (showHeldOut || run.set !== 'held-out'))) {
    console.log(
      `${run.rank ? `rank ${run.rank}` : 'missing'}\t"${run.q}" (${run.from || 'all'}${run.set === 'held-out' ? ', held out' : ''}) → ${run.pages
        .slice(0, 3)
        .map((page) => `${page.path}${page.heading ? ` › ${page.heading}` : ''} ${page.score}`)
        .join(' | ')}`,
    );
  }
  console.log('');
  const percent = (share: number) => `${(share * 100).toFixed(1)} %`;
  // The tuned and held-out halves, the readers'-words batch and the keyword and identifier questions (./batches.mjs).
  for (const [label, inHalf] of batches) {
    const half = runs.filter(inHalf);
    const {n, hit1, hit3, mrr, zero} = scores(half);
    // With 95 % intervals (./interval.mjs): how far each figure could move by which questions were asked.
    const range = intervalsOf(half.map((run) => run.rank));
    console.log(
      `${label.padEnd(9)} ${String(n).padStart(3)} questions: hit@1 ${percent(hit1)} ${formatInterval(range.hit1, 'share')}, hit@3 ${percent(hit3)} ${formatInterval(range.hit3, 'share')}, MRR ${mrr.toFixed(3)} ${formatInterval(range.mrr, 'mrr')}, zero results ${zero}`,
    );
    if (before) {
      // The change, question by question (the same questions in the same order), and its 95 % interval.
      const earlier = before.filter(inHalf);
      const change = (metric: 'hit1' | 'hit3' | 'rr') => {
        const differences = half.map((run, i) => perQuestion(run.rank)[metric] - perQuestion(earlier[i].rank)[metric]);
        const mean = differences.reduce((sum, value) => sum + value, 0) / differences.length;
        const [low, high] = interval(differences);
        const signed = (value: number) =>
          metric === 'rr'
            ? `${value >= 0 ? '+' : ''}${value.toFixed(3)}`
            : `${value >= 0 ? '+' : ''}${(value * 100).toFixed(1)}`;
        return `${signed(mean)}${metric === 'rr' ? '' : ' points'} [${signed(low)} to ${signed(high)}]`;
      };
      console.log(
        `${''.padEnd(9)} the --set change: hit@1 ${change('hit1')}, hit@3 ${change('hit3')}, MRR ${change('rr')}`,
      );
    }
  }
  const slowest = runs.reduce((a, b) => (b.ms > a.ms ? b : a));
  console.log(`slowest ${slowest.ms.toFixed(1)} ms ("${slowest.q}")`);
}

/** hit@1, hit@3, MRR and the count of questions with no result. */
export function scores(runs: {rank: number; pages: unknown[]}[]) {
  const n = runs.length;
  const each = runs.map((run) => perQuestion(run.rank));
  const mean = (metric: 'hit1' | 'hit3' | 'rr') => each.reduce((sum, counts) => sum + counts[metric], 0) / n;
  return {
    n,
    hit1: mean('hit1'),
    hit3: mean('hit3'),
    mrr: mean('rr'),
    zero: runs.filter((run) => run.pages.length === 0).length,
  };
}

if (process.argv[1]?.endsWith('offline.ts')) void main();
