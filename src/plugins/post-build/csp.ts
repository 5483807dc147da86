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
 * e2e/security.spec.ts checks that every built page carries the policy and
 * that pages load under it with no reported violation.
 */
import {createHash} from 'node:crypto';
import {readFile} from 'node:fs/promises';
import {eachLimited, htmlFiles, replaceAtomically} from './pipeline';

const scriptPattern = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/**
 * Whether a script element runs as JavaScript: no `type`, a JavaScript MIME
 * type or `module`. Data blocks (`application/ld+json` breadcrumbs) do not
 * run, so CSP does not govern them and hashing them would only grow the policy.
 */
function isExecutable(attributes: string): boolean {
  const type = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
  const value = (type?.[1] ?? type?.[2] ?? type?.[3] ?? '').trim().toLowerCase();
  return value === '' || value === 'module' || /^(text|application)\/(x-)?(java|ecma)script$/.test(value);
}

/** The text of each inline (no `src`), executable script of an HTML document, byte for byte. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(scriptPattern)]
    .filter(([, attributes = '']) => !/(^|\s)src\s*=/i.test(attributes) && isExecutable(attributes))
    .map(([, , body]) => body ?? '');
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

const metaPattern = /<meta http-equiv="?Content-Security-Policy"?[^>]*>/i;

/**
 * Puts the policy into <head>, right after `<meta charset>` (which must stay
 * in the first 1024 bytes) and before any script. Replaces an earlier one.
 */
export function withPolicy(html: string, value: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${value.replace(/"/g, '&quot;')}">`;
  if (metaPattern.test(html)) return html.replace(metaPattern, meta);
  const charset = /<meta charset="?[\w-]+"?\s*\/?>/i.exec(html);
  if (charset) {
    const end = charset.index + charset[0].length;
    return html.slice(0, end) + meta + html.slice(end);
  }
  const head = /<head\b[^>]*>/i.exec(html);
  if (!head) throw new Error('no <head> to put the Content-Security-Policy in');
  const end = head.index + head[0].length;
  return html.slice(0, end) + meta + html.slice(end);
}

/** Adds the policy to every page of `outDir`; returns a summary for the build log. */
export async function applyContentSecurityPolicy(outDir: string): Promise<string> {
  const files = await htmlFiles(outDir);
  const hashes = new Set<string>();
  await eachLimited(files, 16, async (file) => {
    for (const body of inlineScripts(await readFile(file, 'utf8'))) hashes.add(scriptHash(body));
  });
  const value = policy(hashes);
  // Read again rather than hold every page in memory: the memory stays flat as pages are added.
  await eachLimited(files, 16, async (file) =>
    replaceAtomically(file, withPolicy(await readFile(file, 'utf8'), value)),
  );
  return `${files.length} pages, ${hashes.size} inline-script hashes`;
}
