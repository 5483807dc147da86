/**
 * The entry scripts (`runtime~main.js`, `main.js`) start after the page's
 * largest paint instead of as soon as the parser reaches the end of the page.
 *
 * Docusaurus writes them as `<script src defer>` in <head>. A deferred script
 * runs once the HTML is parsed, which on a phone is often before the browser
 * has painted the article: the reader waits for main.js to compile and start
 * before seeing the text, and Lighthouse then counts main.js as needed for the
 * largest paint (a guide page's LCP 1.8 s instead of 1.1 s in half the runs) and
 * its start-up inside the blocking-time window.
 *
 * Here each page:
 * - preloads the scripts in <head> at low priority, where the `<script defer>`
 *   tags were: the download starts as early, at the priority a deferred script
 *   gets, so the stylesheet still comes first;
 * - adds them, in order, from a small inline script at the end of <body>
 *   (src/client/entry-starter.ts) once the paint of the whole page is on screen,
 *   300 ms at the latest.
 *
 * Step 7 of the post-build pipeline (./steps.ts), before the Content-Security-Policy
 * step, which hashes the inline script like the others. Pages without deferred
 * scripts are left as they are. e2e/site.spec.ts checks in Chromium
 * that the article is painted before main.js runs and that every page hydrates.
 */
import {readFile} from 'node:fs/promises';
import {starterScript} from '../../client/entry-starter';
import {eachLimited, htmlFiles, replaceAtomically} from './pipeline';

/** A script element with no content. */
const emptyScript = /<script\b([^>]*)>\s*<\/script\s*>/gi;
const attributePattern = /([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/** The attributes of an element's start tag, by lower-case name. */
function attributesOf(source: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const [, name = '', double, single, bare] of source.matchAll(attributePattern)) {
    attributes.set(name.toLowerCase(), double ?? single ?? bare ?? '');
  }
  return attributes;
}

/**
 * One page, rewritten: every `<script src defer>` (nothing else on the tag)
 * becomes a low-priority preload, and the starter goes last in <body>. A page
 * without such scripts, or already rewritten, comes back unchanged.
 */
export function startEntryScriptsAfterPaint(html: string): string {
  const urls: string[] = [];
  const rewritten = html.replace(emptyScript, (tag, source: string) => {
    const attributes = attributesOf(source);
    const src = attributes.get('src');
    if (!src || !attributes.has('defer') || attributes.size !== 2) return tag;
    urls.push(src);
    return `<link rel=preload href="${src}" as=script fetchpriority=low>`;
  });
  if (urls.length === 0) return html;
  const bodyEnd = rewritten.lastIndexOf('</body>');
  const starter = `<script>${starterScript(urls)}</script>`;
  // A minified page may leave out </body> and </html>: the script then goes last.
  return bodyEnd === -1 ? rewritten + starter : rewritten.slice(0, bodyEnd) + starter + rewritten.slice(bodyEnd);
}

/** Rewrites every page of `outDir`; returns a summary for the build log. */
export async function startEntryScriptsAfterPaintIn(outDir: string): Promise<string> {
  const files = await htmlFiles(outDir);
  let changed = 0;
  await eachLimited(files, 16, async (file) => {
    const html = await readFile(file, 'utf8');
    const next = startEntryScriptsAfterPaint(html);
    if (next === html) return;
    changed++;
    await replaceAtomically(file, next);
  });
  return `${changed} of ${files.length} pages`;
}
