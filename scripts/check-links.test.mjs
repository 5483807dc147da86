import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {brokenLinks} from './check-links.mjs';

const dir = mkdtempSync(path.join(tmpdir(), 'help-docs-links-'));
afterAll(() => rmSync(dir, {recursive: true, force: true}));

const page = (body) => `<!doctype html><html><head><title>x</title></head><body>${body}</body></html>`;

describe('check-links', () => {
  it('passes links that reach a page, a file or an id, and names each one that does not', async () => {
    mkdirSync(path.join(dir, 'developer', 'webhook'), {recursive: true});
    writeFileSync(path.join(dir, 'index.html'), page('<a href="/docs/developer/webhook/conversation#verify">ok</a>'));
    writeFileSync(path.join(dir, 'developer', 'webhook', 'conversation.html'), page('<h2 id="verify">Verify</h2>'));
    writeFileSync(path.join(dir, 'openapi.json'), '{}');
    writeFileSync(
      path.join(dir, 'developer.html'),
      page(
        [
          '<a href="/docs/openapi.json">file</a>',
          '<a href="developer/webhook/conversation">relative</a>',
          '<a href="https://example.com/guides/x">another site</a>',
          '<a href="/guides/developer/webhook/conversation">typed base</a>',
          '<a href="/docs/developer/webhook/conversation#signature">missing id</a>',
          '<a href="/docs/user/nowhere">missing page</a>',
        ].join(''),
      ),
    );
    const {pages, problems} = await brokenLinks(dir, '/docs/');
    expect(pages).toBe(3);
    expect(problems).toEqual([
      'developer.html: /guides/developer/webhook/conversation → outside the base URL /docs/ (a link written without it?)',
      'developer.html: /docs/developer/webhook/conversation#signature → /docs/developer/webhook/conversation has no element with id "signature"',
      'developer.html: /docs/user/nowhere → no page or file at /docs/user/nowhere',
    ]);
  });
});
