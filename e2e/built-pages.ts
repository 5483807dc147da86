import {readFileSync} from 'node:fs';
import path from 'node:path';
import {builtFile, onlyPages} from '../scripts/built-site/site';
import {BASE} from './fixtures';
import {parseSitemap} from './sitemap';

/**
 * The pages of the build under test, read from disk when the spec files load,
 * so that each gate loops over what was really built, never a copied list.
 * BUILD_DIR is the same variable playwright.config.ts serves.
 */
export const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');

/** The pages a writer's change touched (PAGES), for `npm run check:pages`; empty when every page is wanted. */
export {onlyPages};

/** Paths (with the base) of every URL in the built sitemap.xml, in its order (PAGES or not). */
export function sitemapPagePaths(): string[] {
  const paths = parseSitemap(readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8'));
  if (paths.length === 0) throw new Error(`${buildDir}/sitemap.xml lists no pages`);
  return paths;
}

/** The HTML the static host serves for a page path (with the base), read from the build on disk. */
export function builtHtml(page: string): string {
  const file = builtFile(buildDir, BASE, page);
  if (!file) throw new Error(`${page} is no file of ${buildDir}`);
  return readFileSync(file, 'utf8');
}

/**
 * Paths (with the base) of every URL in the built sitemap.xml, plus the not-found page; only the PAGES among them
 * when PAGES is set (a page of PAGES that the build lacks fails at once).
 */
export function builtPagePaths(): string[] {
  const paths = sitemapPagePaths();
  // The not-found page is not in the sitemap but every reader can reach it.
  const all = [...new Set([...paths, `${BASE}404`])].sort();
  if (onlyPages.length === 0) return all;
  const missing = onlyPages.filter((page) => !all.includes(page));
  if (missing.length > 0)
    throw new Error(`PAGES names pages that ${buildDir}/sitemap.xml lacks: ${missing.join(', ')}`);
  return all.filter((page) => onlyPages.includes(page));
}
