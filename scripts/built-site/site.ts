/**
 * A built site read from disk, for the checks of scripts/built-site/checks.ts: its sitemap, every page it lists
 * (and the not-found page) parsed once into facts, and its other files (twins, llms files, social cards) by URL,
 * resolved by the static host's rules (scripts/static-host.mjs).
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {baseUrl} from '../../config/env';
import {parseSitemap} from '../../e2e/sitemap';
import {resolve} from '../static-host.mjs';
import {factsOf, type PageFacts} from './facts';

export type PageRecord = {
  /** The page's path with the base (`/guides/user/intro`). */
  path: string;
  facts: PageFacts;
};

export type BuiltSite = {
  /** The text of sitemap.xml. */
  sitemapXml: string;
  /** Paths (with the base) of the sitemap's URLs, in its order. */
  sitemapPaths: string[];
  /** Every sitemap page, then every other HTML file of the build (the not-found and search pages), parsed once. */
  pages: PageRecord[];
  /** The bytes a URL path (with the base; a query or fragment is dropped) is served, or undefined for a 404. */
  file(urlPath: string): Buffer | undefined;
};

/**
 * The pages a writer's change touched (PAGES: paths with the base, space- or comma-separated, as
 * scripts/touched-pages.mjs prints them), for `npm run check:pages`; empty when every page is wanted.
 */
export const onlyPages = (process.env.PAGES ?? '').split(/[\s,]+/).filter(Boolean);

/**
 * The file the static host sends for a URL path (scripts/static-host.mjs, GitHub Pages rules), following its
 * one redirect (a folder without its slash): `a/b` is a/b, else a/b.html, else a/b/index.html.
 */
export function builtFile(dir: string, base: string, urlPath: string): string | undefined {
  const found = resolve(dir, base, urlPath);
  const followed = found?.redirect ? resolve(dir, base, found.redirect) : found;
  return followed?.file;
}

/** Reads the build in `dir` (BUILD_DIR, default build/) served under `base` (BASE_URL). */
export function readBuiltSite(dir = path.resolve(process.env.BUILD_DIR ?? 'build'), base = baseUrl): BuiltSite {
  const sitemapXml = readFileSync(path.join(dir, 'sitemap.xml'), 'utf8');
  const sitemapPaths = parseSitemap(sitemapXml);
  const file = (urlPath: string) => {
    // A request sends neither its #fragment nor (to a static host) a query's meaning.
    const found = builtFile(dir, base, urlPath.replace(/[?#].*$/, ''));
    return found ? readFileSync(found) : undefined;
  };
  // Pages the sitemap leaves out (the not-found page, the search page) are pages readers reach all the same.
  const listed = new Set(sitemapPaths.map((page) => builtFile(dir, base, page)));
  const unlisted = readdirSync(dir, {recursive: true})
    .map(String)
    .filter((file) => file.endsWith('.html') && !listed.has(path.join(dir, file)))
    .map((file) => `${base}${file.replace(/\.html$/, '').replace(/(^|\/)index$/, '')}`);
  const pages = [...sitemapPaths, ...unlisted.sort()].flatMap((page) => {
    const html = file(page);
    return html ? [{path: page, facts: factsOf(html.toString('utf8'))}] : [];
  });
  return {sitemapXml, sitemapPaths, pages, file};
}
