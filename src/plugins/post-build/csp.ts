/**
 * Content-Security-Policy for a static host that cannot send headers (GitHub
 * Pages): after the build, hash every inline script of every HTML page and
 * write the policy as the first `<meta http-equiv>` of each page's <head>.
 *
 * - Scripts run only from this origin or when their hash is listed: no
 *   'unsafe-inline' for scripts, so an injected inline script or `on…=`
 *   attribute does not run.
 * - Every page carries the hashes of all pages: after the first load the site
 *   is a single-page app, and the policy of the first page stays in force while
 *   the reader navigates.
 * - Styles keep 'unsafe-inline': React and Prism write `style` attributes.
 * - `frame-ancestors`, `report-uri` and `sandbox` are ignored in a meta
 *   policy (browsers log a warning), so they are left out.
 *
 * Step 8, the last of the post-build pipeline (./steps.ts): every HTML file
 * the site adds has been written by then, so one pass sees them all. Other
 * plugins' postBuild steps still run beside the pipeline (Docusaurus starts
 * them together): the search plugin reads the pages while this step writes
 * them, so each page is replaced atomically (a temporary file, renamed).
 * Pages are parsed as HTML (./html-source.ts); only the policy's bytes change.
 * e2e/security.spec.ts checks that every built page carries the policy and
 * that pages load under it with no reported violation.
 */
import {createHash} from 'node:crypto';
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {elementsIn, quotedAttribute, spliced, type SourceElement} from './html-source';
import {eachLimited, htmlFiles, replaceAtomically} from './pipeline';

const ELEMENTS = new Set(['script', 'meta', 'head']);

/**
 * Whether a script element runs as JavaScript: no `type`, a JavaScript MIME
 * type or `module`. Data blocks (`application/ld+json` breadcrumbs) do not
 * run, so CSP does not govern them and hashing them would only grow the policy.
 */
function isExecutable(script: SourceElement): boolean {
  const value = (script.attributes.get('type') ?? '').trim().toLowerCase();
  return value === '' || value === 'module' || /^(text|application)\/(x-)?(java|ecma)script$/.test(value);
}

/** The source text of each inline (no `src`), executable script element, byte for byte. */
function inlineScriptsOf(html: string, elements: SourceElement[]): string[] {
  return elements
    .filter((element) => element.name === 'script' && !element.attributes.has('src') && isExecutable(element))
    .map(({startTagEnd, endTagStart}) => html.slice(startTagEnd, endTagStart));
}

/** The text of each inline (no `src`), executable script of an HTML document, byte for byte. */
export function inlineScripts(html: string): string[] {
  return inlineScriptsOf(html, elementsIn(html, ELEMENTS));
}

/** The CSP source expression for a script body: 'sha256-<base64>'. */
export function scriptHash(body: string): string {
  return `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
}

/** The policy for a set of script hashes (sorted, so builds are reproducible). */
export function policy(hashes: Iterable<string>): string {
  const scriptSources = ["'self'", ...[...new Set(hashes)].sort()].join(' ');
  return [
    "default-src 'self'",
    `script-src ${scriptSources}`,
    "worker-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** Where the policy goes: over an earlier policy, else right after `<meta charset>`, else first in `<head>`. */
function policyPlace(elements: SourceElement[]): {start: number; end: number} {
  const metas = elements.filter((element) => element.name === 'meta');
  const earlier = metas.find((meta) => meta.attributes.get('http-equiv')?.toLowerCase() === 'content-security-policy');
  if (earlier) return {start: earlier.start, end: earlier.end};
  const charset = metas.find((meta) => meta.attributes.has('charset'));
  if (charset) return {start: charset.end, end: charset.end};
  const head = elements.find((element) => element.name === 'head' && element.explicit);
  if (!head) throw new Error('no <head> to put the Content-Security-Policy in');
  return {start: head.startTagEnd, end: head.startTagEnd};
}

function metaFor(value: string): string {
  return `<meta http-equiv="Content-Security-Policy" content="${quotedAttribute(value)}">`;
}

/**
 * Puts the policy into <head>, right after `<meta charset>` (which must stay
 * in the first 1024 bytes) and before any script. Replaces an earlier one.
 */
export function withPolicy(html: string, value: string): string {
  return spliced(html, [{...policyPlace(elementsIn(html, ELEMENTS)), text: metaFor(value)}]);
}

/** Adds the policy to every page of `outDir`; returns a summary for the build log. */
export async function applyContentSecurityPolicy(outDir: string): Promise<string> {
  const files = await htmlFiles(outDir);
  const hashes = new Set<string>();
  // Each page is parsed once: the first pass notes where its policy goes, the second writes it there.
  const places = new Map<string, {start: number; end: number}>();
  await eachLimited(files, 16, async (file) => {
    const html = await readFile(file, 'utf8');
    const elements = elementsIn(html, ELEMENTS);
    for (const body of inlineScriptsOf(html, elements)) hashes.add(scriptHash(body));
    try {
      places.set(file, policyPlace(elements));
    } catch (error) {
      throw new Error(`${path.relative(outDir, file)}: ${(error as Error).message}`, {cause: error});
    }
  });
  const meta = metaFor(policy(hashes));
  // Read again rather than hold every page in memory: the memory stays flat as pages are added.
  await eachLimited(files, 16, async (file) =>
    replaceAtomically(file, spliced(await readFile(file, 'utf8'), [{...places.get(file)!, text: meta}])),
  );
  return `${files.length} pages, ${hashes.size} inline-script hashes`;
}
