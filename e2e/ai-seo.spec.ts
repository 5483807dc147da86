/**
 * Ready for AI assistants and search engines: Markdown twins, llms.txt, the
 * "Copy page" menu, meta tags, social cards, JSON-LD, sitemap and robots.txt.
 *
 * The page list comes from the build (its sitemap.xml), never from a copy
 * kept here, so the tests follow the content as writers add pages.
 */
import type {APIRequestContext, Page} from '@playwright/test';
import {guideAreas} from '../config/areas';
import {siteUrl} from '../config/env';
import {claudeCodeCommand, mcpServerConfig, mcpServerName, mcpSetupPath} from '../src/utils/mcp-server';
import {BASE, expect, test, waitForHydration} from './fixtures';
import {sitemapPaths} from './sitemap';

// These tests walk every page or every sample of the build: a limit for the walk, not for one page.
test.describe.configure({timeout: 180_000});

function isInArea(path: string): boolean {
  return guideAreas.some((area) => path === `${BASE}${area.path}` || path.startsWith(`${BASE}${area.path}/`));
}

/** Doc pages and generated index pages: every sitemap route inside a guide area. */
async function docPaths(request: APIRequestContext): Promise<string[]> {
  const paths = (await sitemapPaths(request)).filter(isInArea);
  expect(paths.length, 'the sitemap lists doc pages').toBeGreaterThan(0);
  return paths;
}

async function text(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), `${path} answers 200`).toBe(200);
  return response.text();
}

type PageFacts = {
  isDoc: boolean;
  title: string;
  description: string;
  canonical: string;
  og: Record<string, string>;
  twitter: Record<string, string>;
  jsonLd: Array<Record<string, unknown>>;
  headings: string[];
  copyMenu: boolean;
};

/** What a reader's browser makes of a built page's HTML (parsed, not run). */
async function factsOf(page: Page, html: string): Promise<PageFacts> {
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'text/html');
    const meta = (selector: string) =>
      Object.fromEntries(
        [...doc.querySelectorAll<HTMLMetaElement>(selector)].map((tag) => [
          tag.getAttribute('property') ?? tag.getAttribute('name') ?? '',
          tag.content,
        ]),
      );
    const excluded =
      'nav, aside, [data-llms-exclude], .theme-doc-toc-mobile, .theme-doc-toc-desktop, .theme-doc-footer';
    const headings = [...doc.querySelectorAll('main h1, main h2, main h3, main h4, main h5, main h6')]
      .filter((heading) => !heading.closest(excluded))
      .map((heading) => {
        const copy = heading.cloneNode(true) as Element;
        // Hash links and doc-card icons (📄️, 🗃) are decoration, not heading text.
        copy.querySelectorAll('.hash-link, .theme-doc-card-icon').forEach((node) => node.remove());
        const level = Number(heading.tagName.slice(1));
        return `${'#'.repeat(level)} ${(copy.textContent ?? '').replace(/[\u200b\s]+/g, ' ').trim()}`;
      });
    return {
      isDoc: /\bdocs-doc-id-/.test(doc.documentElement.className),
      title: doc.title,
      description: doc.querySelector<HTMLMetaElement>('meta[name=description]')?.content ?? '',
      canonical: doc.querySelector<HTMLLinkElement>('link[rel=canonical]')?.getAttribute('href') ?? '',
      og: meta('meta[property^="og:"]'),
      twitter: meta('meta[name^="twitter:"]'),
      jsonLd: [...doc.querySelectorAll('script[type="application/ld+json"]')].map(
        (script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>,
      ),
      headings,
      copyMenu: doc.querySelector('[data-llms-exclude] button[aria-expanded]')?.textContent?.trim() === 'Copy page',
    };
  }, html);
}

/** Headings of a Markdown text (outside code fences), as `## Text` with inline Markdown removed. */
function markdownHeadings(markdown: string): string[] {
  const headings: string[] = [];
  let fence: string | undefined;
  for (const line of markdown.split('\n')) {
    const fenceMatch = /^(`{3,}|~{3,})/.exec(line);
    if (fenceMatch) {
      if (!fence) fence = fenceMatch[1]!.charAt(0);
      else if (line.startsWith(fence)) fence = undefined;
      continue;
    }
    if (fence) continue;
    const heading = /^(#{1,6}) (.*)$/.exec(line);
    if (!heading) continue;
    const plain = heading[2]!
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/\\([\\`*_{}[\]()#+\-.!|<>~])/g, '$1')
      .replace(/(\*\*|__|`|\*|_(?=\S)|(?<=\S)_)/g, '')
      .replace(/\s+/g, ' ')
      .trim();
    headings.push(`${heading[1]} ${plain}`);
  }
  return headings;
}

/** `- [Title](https://…/guides/user/intro.md): …` → the twin URLs, in order. */
function listedLinks(llmsTxt: string): string[] {
  return [...llmsTxt.matchAll(/^- \[(?:[^\]\\]|\\.)*\]\(([^)]+)\)/gm)].map((match) => match[1]!);
}

/** An absolute URL of the site as a path on the test server. */
function localPath(url: string): string {
  expect(url.startsWith(`${siteUrl}${BASE}`), `${url} is on the site`).toBe(true);
  return url.slice(siteUrl.length);
}

test.describe('Markdown twins and llms.txt', () => {
  test('every doc page has a Markdown twin at its URL plus .md whose headings match the page', async ({
    page,
    request,
  }) => {
    for (const path of await docPaths(request)) {
      const facts = await factsOf(page, await text(request, path));
      const twinResponse = await request.get(`${path}.md`);
      expect(twinResponse.status(), `${path}.md answers 200`).toBe(200);
      expect(twinResponse.headers()['content-type']).toContain('text/markdown');
      const twin = await twinResponse.text();
      expect(facts.headings.length, `${path} has headings`).toBeGreaterThan(0);
      expect(markdownHeadings(twin), `headings of ${path}.md`).toEqual(facts.headings);
      expect(twin, `${path}.md has no page chrome`).not.toMatch(/Copy page|Skip to main content|Edit this page/);
      for (const [, link] of twin.matchAll(/\]\(([^)\s]+)/g)) {
        expect(link, `links in ${path}.md are absolute`).toMatch(/^(https?:|mailto:)/);
      }
    }
  });

  test('llms.txt lists every doc page exactly once, by area, and every link in it resolves', async ({request}) => {
    const pages = await docPaths(request);
    const llms = await text(request, `${BASE}llms.txt`);
    expect(llms).toMatch(/^# Help Docs\n\n> /);
    for (const area of guideAreas) expect(llms).toContain(`\n## ${area.label}\n`);

    const listed = listedLinks(llms).map(localPath);
    expect(listed.every((link) => link.endsWith('.md'))).toBe(true);
    expect([...listed].sort()).toEqual(pages.map((path) => `${path}.md`).sort());

    const everyUrl = [...llms.matchAll(/https?:\/\/[^\s)]+[^\s).,]/g)].map((match) => match[0]);
    for (const url of new Set(everyUrl)) {
      const response = await request.get(localPath(url));
      expect(response.status(), `${url} (in llms.txt) resolves`).toBe(200);
    }
  });

  test('each area has its own llms.txt and llms-full.txt with exactly its pages', async ({request}) => {
    const pages = await docPaths(request);
    for (const area of guideAreas) {
      const inArea = pages.filter((path) => path === `${BASE}${area.path}` || path.startsWith(`${BASE}${area.path}/`));
      const llms = await text(request, `${BASE}${area.path}/llms.txt`);
      expect([...listedLinks(llms).map(localPath)].sort()).toEqual(inArea.map((path) => `${path}.md`).sort());
      const full = await text(request, `${BASE}${area.path}/llms-full.txt`);
      for (const path of inArea) expect(full).toContain(`\nSource: ${siteUrl}${path}\n`);
    }
  });

  test('llms-full.txt holds every doc page once, each with its source URL and its twin', async ({request}) => {
    const full = await text(request, `${BASE}llms-full.txt`);
    for (const path of await docPaths(request)) {
      const source = `\nSource: ${siteUrl}${path}\n`;
      expect(full.split(source).length - 1, `${path} appears once in llms-full.txt`).toBe(1);
      const twin = await text(request, `${path}.md`);
      const body = twin.split('\n').slice(1).join('\n').trim().split('\n')[0] ?? '';
      expect(full, `llms-full.txt has the text of ${path}.md`).toContain(body);
    }
  });
});

test.describe('search engines and link previews', () => {
  test('every page has a unique title and description, a canonical URL and Open Graph and Twitter tags', async ({
    page,
    request,
  }) => {
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    const images = new Set<string>();
    for (const path of await sitemapPaths(request)) {
      const facts = await factsOf(page, await text(request, path));
      expect(facts.title, `${path} has a title`).toMatch(/\S/);
      expect(titles.get(facts.title), `${path} shares its title "${facts.title}"`).toBeUndefined();
      titles.set(facts.title, path);
      expect(facts.description, `${path} has a meta description`).toMatch(/\S/);
      expect(descriptions.get(facts.description), `${path} shares its description`).toBeUndefined();
      descriptions.set(facts.description, path);

      expect(facts.canonical, `canonical of ${path}`).toBe(`${siteUrl}${path}`);
      expect(facts.og['og:url']).toBe(`${siteUrl}${path}`);
      expect(facts.og['og:title']).toBe(facts.title);
      expect(facts.og['og:description']).toBe(facts.description);
      expect(facts.twitter['twitter:card']).toBe('summary_large_image');
      expect(facts.og['og:image'], `${path} names a social image`).toMatch(/^https:\/\/.+\.png$/);
      images.add(facts.og['og:image']!);
    }
    for (const image of images) {
      const response = await request.get(localPath(image));
      expect(response.status(), `${image} resolves`).toBe(200);
      expect(response.headers()['content-type']).toBe('image/png');
    }
  });

  test('doc pages name their own social card, a PNG built for them, and carry BreadcrumbList and TechArticle', async ({
    page,
    request,
  }) => {
    let docs = 0;
    const cards = new Set<string>();
    for (const path of await docPaths(request)) {
      const facts = await factsOf(page, await text(request, path));
      const types = facts.jsonLd.map((item) => item['@type']);
      expect(types, `JSON-LD of ${path}`).toContain('BreadcrumbList');
      if (!facts.isDoc) continue;
      docs += 1;
      expect(facts.copyMenu, `${path} has the Copy page menu`).toBe(true);

      const image = facts.og['og:image']!;
      expect(facts.twitter['twitter:image']).toBe(image);
      cards.add(image);
      const png = await request.get(localPath(image));
      expect(png.status(), `${image} resolves`).toBe(200);
      expect(png.headers()['content-type']).toBe('image/png');
      expect([...(await png.body()).subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

      const article = facts.jsonLd.find((item) => item['@type'] === 'TechArticle');
      expect(article, `${path} has a TechArticle`).toBeDefined();
      expect(article).toMatchObject({headline: facts.title.replace(/ \| Help Docs$/, ''), url: `${siteUrl}${path}`});
      expect(article!.description).toBe(facts.description);
    }
    expect(docs).toBeGreaterThan(0);
    expect(cards.size, 'one social card per doc page').toBe(docs);
  });

  test('the sitemap gives doc pages last-modified dates from git, and robots.txt names it', async ({page, request}) => {
    const xml = await text(request, `${BASE}sitemap.xml`);
    const entries = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?/g)];
    let docs = 0;
    let dated = 0;
    for (const [, loc, lastmod] of entries) {
      if (lastmod) expect(lastmod, `lastmod of ${loc}`).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const path = new URL(loc!).pathname;
      // Doc pages have a source file, hence a git date; generated index pages have none.
      if (!isInArea(path) || !(await factsOf(page, await text(request, path))).isDoc) continue;
      docs += 1;
      if (lastmod) dated += 1;
    }
    expect(docs).toBeGreaterThan(0);
    // In CI (a full clone) every page is committed, so every doc page has a
    // date; in a working copy, pages not committed yet have none.
    if (process.env.CI) expect(dated, 'doc pages with a lastmod').toBe(docs);
    else expect(dated).toBeGreaterThan(0);

    const robots = await text(request, `${BASE}robots.txt`);
    expect(robots).toContain(`Sitemap: ${siteUrl}${BASE}sitemap.xml`);
  });
});

test.describe('Copy page menu', () => {
  async function firstDocPage(page: Page, request: APIRequestContext): Promise<string> {
    for (const path of await docPaths(request)) {
      if ((await factsOf(page, await text(request, path))).isDoc) return path;
    }
    throw new Error('no doc page in the sitemap');
  }

  test('copy as Markdown puts the twin on the clipboard', async ({page, context, request}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const path = await firstDocPage(page, request);
    const twin = await text(request, `${path}.md`);
    await page.goto(path);
    await waitForHydration(page);

    const toggle = page.getByRole('button', {name: 'Copy page'});
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('button', {name: /Copy as Markdown/}).click();

    await expect(page.getByRole('main').getByRole('status')).toHaveText('Page copied as Markdown');
    await expect(page.getByRole('button', {name: 'Copied'})).toBeVisible();
    const clipboard = await page.evaluate(() => navigator.clipboard.readText());
    expect(clipboard).toBe(twin);
  });

  test('the menu works from the keyboard and offers the twin, ChatGPT, Claude and the MCP server', async ({
    page,
    request,
  }) => {
    const path = await firstDocPage(page, request);
    await page.goto(path);
    await waitForHydration(page);

    const toggle = page.getByRole('button', {name: 'Copy page'});
    const actions = page.getByRole('list', {name: 'Page actions'});
    await expect(actions).toBeHidden();
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(actions).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', {name: /Copy as Markdown/})).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', {name: /View as Markdown/})).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(actions).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    // Tabbing past the last action closes the menu.
    await page.keyboard.press('Enter');
    await expect(actions).toBeVisible();
    for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
    await expect(page.getByRole('link', {name: /Open in Claude/})).toBeFocused();
    for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
    await expect(page.getByRole('link', {name: /MCP server setup/})).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(actions).toBeHidden();

    await toggle.click();
    await expect(page.getByRole('link', {name: /View as Markdown/})).toHaveAttribute('href', `${path}.md`);
    for (const [name, host] of [
      ['Open in ChatGPT', 'chatgpt.com'],
      ['Open in Claude', 'claude.ai'],
    ] as const) {
      const link = page.getByRole('link', {name: new RegExp(name)});
      const href = new URL((await link.getAttribute('href'))!);
      expect(href.host).toBe(host);
      expect(href.searchParams.get('q')).toContain(`${siteUrl}${path} `);
      await expect(link).toHaveAttribute('target', '_blank');
    }

    await page.mouse.click(5, 400);
    await expect(actions).toBeHidden();
  });

  test("the MCP server: Cursor's and VS Code's install links, the Claude Code command, the setup section", async ({
    page,
    context,
    request,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const path = await firstDocPage(page, request);
    await page.goto(path);
    await waitForHydration(page);
    const server = mcpServerConfig(siteUrl, BASE);

    await page.getByRole('button', {name: 'Copy page'}).click();
    const cursor = new URL((await page.getByRole('link', {name: /Add to Cursor/}).getAttribute('href'))!);
    expect(cursor.protocol).toBe('cursor:');
    expect(cursor.searchParams.get('name')).toBe(mcpServerName);
    expect(JSON.parse(atob(cursor.searchParams.get('config')!))).toEqual(server);
    const vscode = (await page.getByRole('link', {name: /Add to VS Code/}).getAttribute('href'))!;
    expect(JSON.parse(decodeURIComponent(vscode.replace(/^vscode:mcp\/install\?/, '')))).toMatchObject({
      name: mcpServerName,
      ...server,
    });

    await page.getByRole('button', {name: /Copy Claude Code command/}).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Claude Code command copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(claudeCodeCommand(server));

    await page.getByRole('button', {name: 'Copied'}).click();
    await page.getByRole('link', {name: /MCP server setup/}).click();
    await expect(page).toHaveURL(`${BASE}${mcpSetupPath}`);
    await expect(page.locator(`#${mcpSetupPath.split('#')[1]}`)).toBeInViewport();
    await expect(page.getByRole('heading', {level: 3, name: 'Claude Code'})).toBeVisible();
    await expect(page.getByText(claudeCodeCommand(server)).first()).toBeVisible();
  });

  test('view as Markdown opens the twin', async ({page, request}) => {
    const path = await firstDocPage(page, request);
    await page.goto(path);
    await waitForHydration(page);
    // A plain-text document has no <link rel=icon>, so Chromium asks for
    // /favicon.ico, outside the base URL (a 404 on any host, harmless to readers).
    await page.route('**/favicon.ico', (route) => route.fulfill({status: 204}));
    await page.getByRole('button', {name: 'Copy page'}).click();
    await page.getByRole('link', {name: /View as Markdown/}).click();
    await expect(page).toHaveURL(new RegExp(`${path}\\.md$`));
    const twin = await text(request, `${path}.md`);
    expect((await page.evaluate(() => document.body.innerText)).trim()).toBe(twin.trim());
  });
});
