/**
 * What writers rely on, checked on the build under test:
 *
 * - "Edit this page" under every guide page opens the page's own MDX file in
 *   the repository (REPOSITORY_URL, config/env.ts); the twins leave it out.
 * - "Report a mistake on this page" under every guide page opens a new issue
 *   there (or an email without a repository) that names the page's address and
 *   its source file; the twins leave it out.
 * - The Markdown twins keep every code-block title and every admonition the
 *   MDX source has. The source is the truth: if an upgrade changes the
 *   theme's markup and the converter loses one, this fails.
 */
import {existsSync, readFileSync} from 'node:fs';
import type {APIRequestContext} from '@playwright/test';
import {guideAreas} from '../config/areas';
import {editUrlBase, repositoryUrl, siteUrl} from '../config/env';
import {product} from '../config/product';
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

/** The `href` of the first link whose text is `text`, in a page's HTML. */
function hrefOf(html: string, text: string): string | undefined {
  const end = html.indexOf(`${text}</a>`);
  if (end < 0) return undefined;
  const opening = html.slice(html.lastIndexOf('<a ', end), end);
  return /\shref="?([^"\s>]+)/.exec(opening)?.[1]?.replaceAll('&amp;', '&');
}

/**
 * The guide pages written from an MDX file, with their HTML: every page of the guide areas in the sitemap but the
 * generated index pages (a category's list of pages), which have no file to edit or to name.
 */
async function guideDocPages(request: APIRequestContext): Promise<{path: string; html: string}[]> {
  const paths = (await sitemapPaths(request)).filter((path) =>
    guideAreas.some((area) => path.startsWith(`${BASE}${area.path}`)),
  );
  const pages: {path: string; html: string}[] = [];
  for (const path of paths) {
    const html = await (await request.get(path)).text();
    if (html.includes('theme-doc-markdown')) pages.push({path, html});
  }
  return pages;
}

test('every guide page links "Edit this page" to its own file in the repository', async ({page, request}) => {
  test.skip(!editUrlBase, 'REPOSITORY_URL is none: the guides have no repository to edit in');
  const editBase = editUrlBase!;
  const docPages = await guideDocPages(request);
  for (const {path, html} of docPages) {
    const href = hrefOf(html, 'Edit this page') ?? '';
    expect(href, `${path} has an "Edit this page" link`).not.toBe('');
    expect(href.startsWith(editBase), `${path}: ${href} is in ${editBase}`).toBe(true);
    const file = href.slice(editBase.length);
    expect(existsSync(file), `${path}: ${file} exists in the repository`).toBe(true);
    expect(routeOf(file), `${file} is the source of ${path}`).toBe(path);
    expect(await twinOf(request, path), `${path}.md`).not.toContain('Edit this page');
  }
  expect(docPages.length).toBeGreaterThan(40);

  // The link is a real, keyboard-reachable link on the page a reader sees.
  await page.goto(`${BASE}user/intro`);
  await waitForHydration(page);
  await expect(page.getByRole('link', {name: 'Edit this page'})).toHaveAttribute('href', `${editBase}user/intro.mdx`);
});

test('every guide page has "Report a mistake on this page", naming the page and its file, and the site sends nothing', async ({
  page,
  request,
}) => {
  const docPages = await guideDocPages(request);
  for (const {path, html} of docPages) {
    const href = hrefOf(html, 'Report a mistake on this page');
    expect(href, `${path} has a "Report a mistake on this page" link`).toBeDefined();
    const url = new URL(href!);
    // The prefilled text names the page's address (as readers see it) and its source file.
    const text = repositoryUrl
      ? `${url.searchParams.get('title')}\n${url.searchParams.get('body')}`
      : decodeURIComponent(href!);
    expect(repositoryUrl ? `${url.origin}${url.pathname}` : url.protocol, path).toBe(
      repositoryUrl ? `${repositoryUrl}/issues/new` : 'mailto:',
    );
    expect(text, `${path}: the report names the page`).toContain(`Page: ${siteUrl}${path}\n`);
    const file = /Source: (\S+)/.exec(text)?.[1] ?? '';
    expect(existsSync(file), `${path}: the report names its file, ${file}`).toBe(true);
    expect(routeOf(file), `${file} is the source of ${path}`).toBe(path);
    expect(await twinOf(request, path), `${path}.md`).not.toContain('Report a mistake');
  }
  expect(docPages.length).toBeGreaterThan(40);

  // On the page a reader sees: a labelled link, reached from the keyboard right after "Edit this page", and
  // following it makes no request from the site (the browser opens the issue form or the mail program).
  await page.goto(`${BASE}user/chatbots/leads`);
  await waitForHydration(page);
  const report = page.getByRole('link', {name: 'Report a mistake on this page'});
  const expected = repositoryUrl ? `${repositoryUrl}/issues/new?` : `mailto:${product.supportEmail}?`;
  await expect(report).toHaveAttribute('href', new RegExp(`^${expected.replace(/[.?*+^$()[\]{}|\\/]/g, '\\$&')}`));
  await expect(report).toHaveAttribute('href', new RegExp(encodeURIComponent(`${siteUrl}${BASE}user/chatbots/leads`)));
  const lastBefore = editUrlBase
    ? page.getByRole('link', {name: 'Edit this page'})
    : page.locator('.theme-doc-footer a').last();
  await lastBefore.focus();
  await page.keyboard.press('Tab');
  await expect(report).toBeFocused();
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
