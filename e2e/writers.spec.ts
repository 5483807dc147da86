/**
 * What writers rely on, checked on the build under test:
 *
 * - "Edit this page" under every guide page opens the page's own MDX file in
 *   the repository (REPOSITORY_URL, config/env.ts); the twins leave it out.
 * - The Markdown twins keep every code-block title and every admonition the
 *   MDX source has. The source is the truth: if an upgrade changes the
 *   theme's markup and the converter loses one, this fails.
 */
import {existsSync, readFileSync} from 'node:fs';
import type {APIRequestContext} from '@playwright/test';
import {guideAreas} from '../config/areas';
import {editUrlBase} from '../config/env';
import {contentFiles} from '../scripts/content-files.mjs';
import {BASE, expect, test, waitForHydration} from './fixtures';
import {sitemapPaths} from './sitemap';

/** The route of an MDX file: folders mirror routes; `index` is its folder; a front-matter slug wins. */
function routeOf(file: string): string {
  const text = readFileSync(file, 'utf8');
  const slug = /^slug:\s*['"]?([^'"\n]+)['"]?\s*$/m.exec(text.split(/^---$/m)[1] ?? '')?.[1];
  const area = file.split('/')[0]!;
  if (slug) return `${BASE}${area}${slug.startsWith('/') ? slug : `/${slug}`}`.replace(/\/$/, '');
  return `${BASE}${file.replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '')}`.replace(/\/$/, '');
}

async function twinOf(request: APIRequestContext, route: string): Promise<string> {
  const response = await request.get(`${route}.md`);
  expect(response.status(), `${route}.md`).toBe(200);
  return response.text();
}

test('every guide page links "Edit this page" to its own file in the repository', async ({page, request}) => {
  const paths = (await sitemapPaths(request)).filter((path) =>
    guideAreas.some((area) => path.startsWith(`${BASE}${area.path}`)),
  );
  let docPages = 0;
  for (const path of paths) {
    const html = await (await request.get(path)).text();
    // Generated index pages (a category's list of pages) have no file to edit.
    if (!html.includes('theme-doc-markdown')) continue;
    docPages++;
    const end = html.indexOf('Edit this page</a>');
    expect(end, `${path} has an "Edit this page" link`).toBeGreaterThan(0);
    // The link's opening tag: the last `<a ` before its text.
    const opening = html.slice(html.lastIndexOf('<a ', end), end);
    const href = /\shref="?([^"\s>]+)/.exec(opening)?.[1] ?? '';
    expect(href.startsWith(editUrlBase), `${path}: ${href} is in ${editUrlBase}`).toBe(true);
    const file = href.slice(editUrlBase.length);
    expect(existsSync(file), `${path}: ${file} exists in the repository`).toBe(true);
    expect(routeOf(file), `${file} is the source of ${path}`).toBe(path);
    expect(await twinOf(request, path), `${path}.md`).not.toContain('Edit this page');
  }
  expect(docPages).toBeGreaterThan(40);

  // The link is a real, keyboard-reachable link on the page a reader sees.
  await page.goto(`${BASE}user/intro`);
  await waitForHydration(page);
  await expect(page.getByRole('link', {name: 'Edit this page'})).toHaveAttribute(
    'href',
    `${editUrlBase}user/intro.mdx`,
  );
});

test('the Markdown twins keep every code-block title and admonition of the MDX source', async ({request}) => {
  let titles = 0;
  let admonitions = 0;
  for (const file of contentFiles(process.cwd())) {
    const source = readFileSync(file, 'utf8');
    const expectedTitles = [...source.matchAll(/^[ \t]*```(\w+)[^\n]*?\btitle="([^"]+)"/gm)].map(
      ([, language, title]) => `\`\`\`${language} title="${title!.replace(/%\w+%/g, '')}`,
    );
    const expectedAdmonitions = [...source.matchAll(/^[ \t]*:::(note|tip|warning)\b/gm)].map(([, type]) => type!);
    if (expectedTitles.length === 0 && expectedAdmonitions.length === 0) continue;
    const twin = await twinOf(request, routeOf(file));
    for (const title of expectedTitles) {
      titles++;
      // Product tokens are replaced in the twin: compare up to the first one.
      expect(twin, `${file}: the twin keeps the code title ${title}`).toContain(title.split('%')[0]!);
    }
    for (const type of new Set(expectedAdmonitions)) {
      const label = `> **${type.charAt(0).toUpperCase()}${type.slice(1)}**`;
      const count = expectedAdmonitions.filter((candidate) => candidate === type).length;
      admonitions += count;
      expect(twin.split(label).length - 1, `${file}: the twin keeps ${count} :::${type} as "${label}"`).toBe(count);
    }
  }
  // The guides have both; a converter that finds none would pass the loops above.
  expect(titles, 'code titles checked').toBeGreaterThan(0);
  expect(admonitions, 'admonitions checked').toBeGreaterThan(0);
});
