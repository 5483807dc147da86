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

/** Paths (with the base) of every URL in the built sitemap.xml, plus the not-found page. */
export function builtPagePaths(): string[] {
  const xml = readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  const paths = parseSitemap(xml);
  if (paths.length === 0) throw new Error(`${buildDir}/sitemap.xml lists no pages`);
  // The not-found page is not in the sitemap but every reader can reach it.
  return [...new Set([...paths, `${BASE}404`])].sort();
}
