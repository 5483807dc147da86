import {createHash} from 'node:crypto';
import {describe, expect, it} from 'vitest';
import {inlineScripts, policy, scriptHash, withPolicy} from './csp';

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
