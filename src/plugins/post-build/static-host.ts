/**
 * Step 5: files a plain static host needs.
 *
 * - `search/index.html`: links to the search page from before issue 27 (the
 *   search plugin's "See all results") are `/guides/search/?q=…` (slash
 *   form), but with `trailingSlash: false` the search page is written as
 *   `search.html`, and a static host (GitHub Pages, any file server) answers
 *   `search/` with 404. A copy at `search/index.html`
 *   makes both URLs load the same page; React Router matches `/search/` to the
 *   `/search` route (non-strict), so it hydrates without a mismatch. The copy
 *   is made before the CSP step, which then covers it like every other page.
 * - `robots.txt`: allows crawlers and names the sitemap with the configured
 *   site URL, so a preview build never points crawlers at production.
 */
import {copyFile, mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {PipelineInput} from './types';

export function robotsTxt(siteUrl: string, baseUrl: string): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${siteUrl}${baseUrl}sitemap.xml`, ''].join('\n');
}

export async function writeStaticHostFiles({
  outDir,
  siteUrl,
  baseUrl,
}: Pick<PipelineInput, 'outDir' | 'siteUrl' | 'baseUrl'>): Promise<string> {
  const slashCopy = path.join(outDir, 'search', 'index.html');
  await mkdir(path.dirname(slashCopy), {recursive: true});
  await copyFile(path.join(outDir, 'search.html'), slashCopy);
  await writeFile(path.join(outDir, 'robots.txt'), robotsTxt(siteUrl, baseUrl));
  return 'search/index.html, robots.txt';
}
