import {readFileSync} from 'node:fs';
import path from 'node:path';
import {BASE} from './fixtures';
import {parseSitemap} from './sitemap';

/**
 * The pages of the build under test, read from disk when the spec files load,
 * so that each gate loops over what was really built, never a copied list.
 * BUILD_DIR is the same variable playwright.config.ts serves.
 */
export const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');

/**
 * The pages a writer's change touched (PAGES: paths with the base, space- or comma-separated, as
 * scripts/touched-pages.mjs prints them), for `npm run check:pages`; empty when every page is wanted.
 */
export const onlyPages = (process.env.PAGES ?? '').split(/[\s,]+/).filter(Boolean);

/**
 * Paths (with the base) of every URL in the built sitemap.xml, plus the not-found page; only the PAGES among them
 * when PAGES is set (a page of PAGES that the build lacks fails at once).
 */
export function builtPagePaths(): string[] {
  const xml = readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  const paths = parseSitemap(xml);
  if (paths.length === 0) throw new Error(`${buildDir}/sitemap.xml lists no pages`);
  // The not-found page is not in the sitemap but every reader can reach it.
  const all = [...new Set([...paths, `${BASE}404`])].sort();
  if (onlyPages.length === 0) return all;
  const missing = onlyPages.filter((page) => !all.includes(page));
  if (missing.length > 0)
    throw new Error(`PAGES names pages that ${buildDir}/sitemap.xml lacks: ${missing.join(', ')}`);
  return all.filter((page) => onlyPages.includes(page));
}
