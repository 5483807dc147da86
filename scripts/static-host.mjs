/**
 * Which file a static host sends for a request path, by GitHub Pages rules (the rules scripts/serve.mjs serves by):
 *   /guides/a/b        → a/b (a file), else a/b.html, else a redirect to /guides/a/b/ when a/b/index.html exists
 *   /guides/a/b/       → a/b/index.html
 *   anything else      → not found
 * Synchronous and without `import.meta`, so that the checks reading the build from disk (scripts/built-site, which the
 * browser tests' Playwright loader also imports) find each page's file by these same rules.
 */
import {statSync} from 'node:fs';
import path from 'node:path';

const isFile = (file) => statSync(file, {throwIfNoEntry: false})?.isFile() ?? false;

/** Resolves a request path to a file to send, a redirect, or null (not found). */
export function resolve(dir, base, urlPath) {
  if (!urlPath.startsWith(base)) {
    return urlPath === '/' || urlPath === base.replace(/\/$/, '') ? {redirect: base} : null;
  }
  let rel;
  try {
    rel = decodeURIComponent(urlPath.slice(base.length));
  } catch {
    return null;
  }
  const target = path.join(dir, rel);
  if (!target.startsWith(dir)) return null;
  if (rel === '' || rel.endsWith('/')) {
    const index = path.join(target, 'index.html');
    return isFile(index) ? {file: index} : null;
  }
  if (isFile(target)) return {file: target};
  if (isFile(`${target}.html`)) return {file: `${target}.html`};
  if (isFile(path.join(target, 'index.html'))) return {redirect: `${urlPath}/`};
  return null;
}
