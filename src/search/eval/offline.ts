/**
 * The evaluation without a browser, for tuning the ranking: runs every question
 * of ./questions.json through the engine over a build's index files.
 * `npx jiti src/search/eval/offline.ts [buildDir] [--misses]`. The browser
 * evaluation (`npm run eval:search`) is the one that counts.
 */
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {AreaSearch} from '../engine';
import questionsFile from './questions.json';

const areas = ['user', 'developer', 'integration'];

export async function rankAll(buildDir: string) {
  const load = async (url: string) => JSON.parse(await readFile(path.join(buildDir, url), 'utf8'));
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

async function main() {
  const runs = await rankAll(process.argv[2] && !process.argv[2].startsWith('--') ? process.argv[2] : 'build');
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
