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
 * scripts are left as they are. The page is parsed as HTML (./html-source.ts), and
 * only the bytes of those elements change. e2e/site.spec.ts checks in Chromium
 * that the page is parsed whole before main.js is added and that every page hydrates.
 */
import {readFile} from 'node:fs/promises';
import {starterScript} from '../../client/entry-starter';
import {elementsIn, quotedAttribute, spliced} from './html-source';
import {eachLimited, htmlFiles, replaceAtomically} from './pipeline';

const ELEMENTS = new Set(['script', 'body']);

/**
 * One page, rewritten: every `<script src defer>` (nothing else on the tag, nothing inside)
 * becomes a low-priority preload, and the starter goes last in <body>. A page
 * without such scripts, or already rewritten, comes back unchanged.
 */
export function startEntryScriptsAfterPaint(html: string): string {
  const elements = elementsIn(html, ELEMENTS);
  const entryScripts = elements.filter(
    ({name, attributes, startTagEnd, endTagStart}) =>
      name === 'script' &&
      attributes.size === 2 &&
      attributes.has('defer') &&
      Boolean(attributes.get('src')) &&
      html.slice(startTagEnd, endTagStart).trim() === '',
  );
  if (entryScripts.length === 0) return html;
  const urls = entryScripts.map(({attributes}) => attributes.get('src')!);
  const edits = entryScripts.map(({start, end, attributes}) => ({
    start,
    end,
    text: `<link rel=preload href="${quotedAttribute(attributes.get('src')!)}" as=script fetchpriority=low>`,
  }));
  // Last in <body>: before its end tag, or at the end of the page when a minified page leaves out </body>.
  const body = elements.find(({name}) => name === 'body');
  const bodyEnd = body && body.endTagStart < body.end ? body.endTagStart : html.length;
  edits.push({start: bodyEnd, end: bodyEnd, text: `<script>${starterScript(urls)}</script>`});
  return spliced(html, edits);
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
