#!/usr/bin/env node
/**
 * Every internal link of a built site resolves: each `<a href>` and `<link>`,
 * `<img src>`, `<script src>` of every HTML page that points below the base
 * URL must reach a file by the static host's rules (scripts/serve.mjs
 * `resolve`, GitHub Pages), and a `#fragment` must name an `id` on the page
 * it reaches. It reads the HTML a reader gets, so it also sees links that
 * Docusaurus's own broken-link check cannot: the announcement bar's HTML, the
 * footer's `pathname://` links, raw `<a>` in components.
 *
 * Usage: node scripts/check-links.mjs [--dir build]   (npm run check:links)
 * The base URL is the one the build was made with: BASE_URL (config/site-url.mjs).
 * Exits 1 and prints `page: href → why` for each broken link.
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {selectAll} from 'hast-util-select';
import rehypeParse from 'rehype-parse';
import {unified} from 'unified';
import {baseUrl} from '../config/site-url.mjs';
import {resolve} from './static-host.mjs';

const parser = unified().use(rehypeParse);

/** The URLs a page points at: [attribute value, where it came from]. */
export function pageLinks(html) {
  const tree = parser.parse(html);
  const links = [];
  for (const node of selectAll('a[href], link[href], img[src], script[src], source[src]', tree)) {
    const value = node.properties.href ?? node.properties.src;
    if (typeof value === 'string') links.push(value);
  }
  const ids = new Set(
    selectAll('[id], a[name]', tree).map((node) => String(node.properties.id ?? node.properties.name ?? '')),
  );
  return {links, ids};
}

/**
 * Checks every page of `dir` built for `base`; returns one message per broken link.
 * @param {string} dir
 * @param {string} base
 */
export async function brokenLinks(dir, base = baseUrl) {
  const root = path.resolve(dir);
  const pages = readdirSync(root, {recursive: true, encoding: 'utf8'}).filter((file) => file.endsWith('.html'));
  const idsOf = new Map();
  const parsed = (file) => {
    if (!idsOf.has(file)) idsOf.set(file, pageLinks(readFileSync(file, 'utf8')));
    return idsOf.get(file);
  };
  const problems = [];
  for (const page of pages) {
    const file = path.join(root, page);
    const pageUrl = new URL(`${base}${page.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '')}`, 'http://site');
    for (const href of parsed(file).links) {
      let url;
      try {
        url = new URL(href, pageUrl);
      } catch {
        problems.push(`${page}: ${href} → not a URL`);
        continue;
      }
      if (url.origin !== 'http://site') continue; // another site
      if (!url.pathname.startsWith(base)) {
        problems.push(`${page}: ${href} → outside the base URL ${base} (a link written without it?)`);
        continue;
      }
      const target = await resolve(root, base, decodeURI(url.pathname));
      if (!target) {
        problems.push(`${page}: ${href} → no page or file at ${url.pathname}`);
        continue;
      }
      const fragment = decodeURIComponent(url.hash.slice(1));
      if (!fragment || target.redirect || !target.file.endsWith('.html')) continue;
      if (!parsed(target.file).ids.has(fragment)) {
        problems.push(`${page}: ${href} → ${url.pathname} has no element with id "${fragment}"`);
      }
    }
  }
  return {pages: pages.length, problems};
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const dirIndex = args.indexOf('--dir');
  const dir = dirIndex >= 0 ? args[dirIndex + 1] : (process.env.BUILD_DIR ?? 'build');
  if (!existsSync(path.join(dir, 'index.html'))) {
    console.error(`check-links: no built site in ${dir} (run the build first, or pass --dir)`);
    process.exit(2);
  }
  const {pages, problems} = await brokenLinks(dir);
  if (problems.length > 0) {
    console.error(`check-links: ${problems.length} broken internal link(s) in ${dir} (base ${baseUrl}):`);
    for (const problem of problems) console.error(`  ${problem}`);
    console.error('Fix the link in the page or component that writes it (the announcement: config/announcement.ts).');
    process.exit(1);
  }
  console.log(`check-links: ${pages} pages under ${baseUrl}, every internal link resolves.`);
}
