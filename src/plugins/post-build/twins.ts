/**
 * Step 2: the Markdown twin of every doc page and generated index page, at
 * `<page URL>.md` (`/guides/user/intro.md`), converted from the built HTML by
 * src/plugins/llms/html-to-markdown.ts.
 *
 * The conversion is CPU work (parse, reshape, stringify), so it runs on a
 * pool of worker threads, one per core: the cost per page stays flat and the
 * step's time divides by the cores. Each task carries only file names.
 */
import {access} from 'node:fs/promises';
import {availableParallelism} from 'node:os';
import path from 'node:path';
import Tinypool from 'tinypool';
import {absoluteUrl, pathBelowBase} from '../../utils/page-twins';
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

export type TwinTask = {htmlFile: string; markdownFile: string; pageUrl: string};

export async function writeTwins(
  {outDir, siteUrl, baseUrl, areas}: Pick<PipelineInput, 'outDir' | 'siteUrl' | 'baseUrl' | 'areas'>,
  threads = availableParallelism(),
): Promise<string> {
  const tasks: TwinTask[] = await Promise.all(
    areas
      .flatMap((area) => area.pages)
      .map(async (page) => ({
        htmlFile: await builtHtmlFile(outDir, pathBelowBase(page.permalink, baseUrl)),
        markdownFile: twinFile(outDir, page.permalink, baseUrl),
        pageUrl: absoluteUrl(siteUrl, page.permalink),
      })),
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
      tasks.map((task) =>
        pool.run(task).catch((error: unknown) => {
          throw new Error(`${task.htmlFile}: ${error instanceof Error ? error.message : String(error)}`);
        }),
      ),
    );
  } finally {
    await pool.destroy();
  }
  return `${tasks.length} pages on ${pool.options.maxThreads} threads`;
}
