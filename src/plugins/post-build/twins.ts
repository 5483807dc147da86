/**
 * Step 2: the Markdown twin of every doc page and generated index page, at
 * `<page URL>.md` (`/guides/user/intro.md`), converted from the built HTML by
 * src/plugins/llms/html-to-markdown.ts.
 *
 * The conversion is CPU work (parse, reshape, stringify), so it runs on a
 * pool of worker threads, one per core: the cost per page stays flat and the
 * step's time divides by the cores. Each task carries only file names. The
 * same workers parse each page of a search area for the search-index step
 * (./search-index.ts), with src/search/parse-page.ts, and the step reads the
 * results from `searchDocuments`: the page is read once, and its parse runs on
 * all cores too.
 */
import {access} from 'node:fs/promises';
import {availableParallelism} from 'node:os';
import path from 'node:path';
import Tinypool from 'tinypool';
import {absoluteUrl, pathBelowBase} from '../../utils/page-twins';
import {searchOptions} from '../../../config/search';
import type {ParsedDocument} from '../../search/parse-page';
import {searchAreaOf} from './search-pages';
import type {PipelineInput} from './types';

/**
 * The built HTML file of a page below the base URL: `trailingSlash: false`
 * writes `user/intro.html`, the base itself `index.html`.
 */
export async function builtHtmlFile(outDir: string, relative: string): Promise<string> {
  const candidates = [`${relative}.html`, path.join(relative, 'index.html')];
  for (const candidate of candidates) {
    const file = path.join(outDir, candidate);
    try {
      await access(file);
      return file;
    } catch {
      // try the next form
    }
  }
  throw new Error(`no built HTML for ${relative} in ${outDir} (looked for ${candidates.join(' and ')}).`);
}

/** Where the twin of a page goes: `build/user/intro.md`. */
export function twinFile(outDir: string, permalink: string, baseUrl: string): string {
  return path.join(outDir, `${pathBelowBase(permalink, baseUrl)}.md`);
}

export type TwinTask = {
  htmlFile: string;
  markdownFile: string;
  pageUrl: string;
  /** Present for a page of a search area: parse it for the search index too (src/search/parse-page.ts). */
  search?: {permalink: string; ignoreSelectors: readonly string[]};
};
type TwinResult = {length: number; search?: ParsedDocument | null};

export async function writeTwins(
  {
    outDir,
    siteUrl,
    baseUrl,
    areas,
    searchDocuments,
  }: Pick<PipelineInput, 'outDir' | 'siteUrl' | 'baseUrl' | 'areas' | 'searchDocuments'>,
  threads = availableParallelism(),
): Promise<string> {
  const tasks: TwinTask[] = await Promise.all(
    areas
      .flatMap((area) => area.pages)
      .map(async (page) => {
        const pagePath = pathBelowBase(page.permalink, baseUrl);
        const searched = searchDocuments && searchAreaOf(pagePath, areas) !== undefined;
        return {
          htmlFile: await builtHtmlFile(outDir, pagePath),
          markdownFile: twinFile(outDir, page.permalink, baseUrl),
          pageUrl: absoluteUrl(siteUrl, page.permalink),
          ...(searched ? {search: {permalink: page.permalink, ignoreSelectors: searchOptions.ignoreSelectors}} : {}),
        };
      }),
  );
  if (tasks.length === 0) return '0 pages';
  const pool = new Tinypool({
    filename: new URL('./twin-worker.mjs', `file://${__dirname}/`).href,
    minThreads: 1,
    maxThreads: Math.max(1, Math.min(threads, tasks.length)),
    // Node strips the types of the converter it imports (see twin-worker.mjs); no warning about it per worker.
    execArgv: ['--disable-warning=MODULE_TYPELESS_PACKAGE_JSON'],
  });
  try {
    await Promise.all(
      tasks.map(async (task) => {
        try {
          const result = (await pool.run(task)) as TwinResult;
          if (task.search && result.search !== undefined) {
            searchDocuments?.set(pathBelowBase(task.search.permalink, baseUrl), result.search);
          }
        } catch (error: unknown) {
          throw new Error(`${task.htmlFile}: ${error instanceof Error ? error.message : String(error)}`, {
            cause: error,
          });
        }
      }),
    );
  } finally {
    await pool.destroy();
  }
  return `${tasks.length} pages on ${pool.options.maxThreads} threads`;
}
