import {mkdtemp, readFile, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {robotsTxt, writeStaticHostFiles} from './static-host';

describe('static-host files', () => {
  it('robots.txt names the sitemap under the configured site and base URL', () => {
    expect(robotsTxt('https://preview.example.com', '/docs/')).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://preview.example.com/docs/sitemap.xml\n',
    );
  });

  it('copies search.html to search/index.html, so the search bar’s slash URL loads on a static host', async () => {
    const outDir = await mkdtemp(path.join(tmpdir(), 'help-docs-static-host-'));
    try {
      await writeFile(path.join(outDir, 'search.html'), '<p>search</p>');
      await writeStaticHostFiles({outDir, siteUrl: 'https://docs.example.com', baseUrl: '/guides/'});
      expect(await readFile(path.join(outDir, 'search', 'index.html'), 'utf8')).toBe('<p>search</p>');
      expect(await readFile(path.join(outDir, 'robots.txt'), 'utf8')).toContain('/guides/sitemap.xml');
    } finally {
      await rm(outDir, {recursive: true, force: true});
    }
  });
});
