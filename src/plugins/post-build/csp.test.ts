import {createHash} from 'node:crypto';
import {mkdir, mkdtemp, readdir, readFile, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {applyContentSecurityPolicy, inlineScripts, policy, scriptHash, withPolicy} from './csp';

const page =
  '<!doctype html><html lang=en><head><meta charset=UTF-8><title>x</title>' +
  '<script src=/guides/assets/js/main.js defer></script>' +
  '<script>document.documentElement.dataset.theme="light"</script>' +
  '<script type="application/ld+json">{"@type":"BreadcrumbList"}</script>' +
  '</head><body></body></html>';

describe('inlineScripts', () => {
  it('returns the exact text of every inline script, skipping external scripts and data blocks', () => {
    expect(inlineScripts(page)).toEqual(['document.documentElement.dataset.theme="light"']);
  });

  it('reads the page as HTML: a script tag in a comment, in an attribute or in a textarea is not a script', () => {
    const html =
      '<head><!-- <script>old()</script> --><meta name=x content="<script>no()</script>"></head>' +
      '<body><textarea><script>typed()</script></textarea><script>if (a < b) run("</scr" + "ipt>")</script></body>';
    expect(inlineScripts(html)).toEqual(['if (a < b) run("</scr" + "ipt>")']);
  });

  it('counts module and JavaScript-typed scripts as scripts', () => {
    const html = '<script type=module>a()</script><script type="text/javascript">b()</script>';
    expect(inlineScripts(html)).toEqual(['a()', 'b()']);
  });
});

describe('scriptHash', () => {
  it('is the base64 SHA-256 of the UTF-8 text, as browsers compute it', () => {
    const body = 'console.log("é")';
    const expected = createHash('sha256').update(Buffer.from(body, 'utf8')).digest('base64');
    expect(scriptHash(body)).toBe(`'sha256-${expected}'`);
  });
});

describe('policy', () => {
  it('allows scripts from this origin and the listed hashes only, never unsafe-inline', () => {
    const value = policy(["'sha256-b'", "'sha256-a'", "'sha256-b'"]);
    expect(value).toMatch(/(^|; )script-src 'self' 'sha256-a' 'sha256-b'(;|$)/);
    expect(value).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(value).toContain("object-src 'none'");
    expect(value).toContain("base-uri 'self'");
  });
});

describe('withPolicy', () => {
  it('puts the meta right after <meta charset>, before any script', () => {
    const html = withPolicy(page, "default-src 'self'");
    expect(html).toContain(
      `<meta charset=UTF-8><meta http-equiv="Content-Security-Policy" content="default-src 'self'"><title>`,
    );
  });

  it('replaces an earlier policy instead of adding a second one', () => {
    const once = withPolicy(page, "default-src 'self'");
    const twice = withPolicy(once, "default-src 'none'");
    expect(twice.match(/Content-Security-Policy/g)).toHaveLength(1);
    expect(twice).toContain(`content="default-src 'none'"`);
  });

  it('fails on a document without <head>', () => {
    expect(() => withPolicy('<p>x</p>', "default-src 'self'")).toThrow(/no <head>/);
  });
});

describe('applyContentSecurityPolicy', () => {
  it('writes one policy with the hashes of every page’s inline scripts into every page, in one pass', async () => {
    const outDir = await mkdtemp(path.join(tmpdir(), 'help-docs-csp-'));
    try {
      await mkdir(path.join(outDir, 'user'), {recursive: true});
      await writeFile(path.join(outDir, 'index.html'), page);
      await writeFile(path.join(outDir, 'user', 'intro.html'), page.replace('"light"', '"dark"'));
      expect(await applyContentSecurityPolicy(outDir)).toBe('2 pages, 2 inline-script hashes');
      const expected = policy([
        scriptHash('document.documentElement.dataset.theme="light"'),
        scriptHash('document.documentElement.dataset.theme="dark"'),
      ]);
      for (const file of ['index.html', 'user/intro.html']) {
        const html = await readFile(path.join(outDir, file), 'utf8');
        expect(html, file).toContain(`content="${expected}"`);
      }
      expect(await readdir(outDir, {recursive: true})).not.toContainEqual(expect.stringMatching(/\.tmp$/));
    } finally {
      await rm(outDir, {recursive: true, force: true});
    }
  });
});
