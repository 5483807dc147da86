/**
 * Ready for AI assistants: the "Copy page" menu, as a reader uses it (clicks, keyboard, clipboard).
 *
 * What the built files answer without a browser (the Markdown twins and their headings, llms.txt and the per-area
 * llms files, unique titles and descriptions, canonical, Open Graph and Twitter tags, social cards, JSON-LD, the
 * sitemap's dates and robots.txt, the Copy page menu on every doc page) is checked on one parse of every built page
 * by `npm run test:html` (scripts/built-site/checks.ts).
 */
import type {APIRequestContext} from '@playwright/test';
import {guideAreas} from '../config/areas';
import {siteUrl} from '../config/env';
import {claudeCodeCommand, mcpServerConfig, mcpServerName, mcpSetupPath} from '../src/utils/mcp-server';
import {builtHtml, sitemapPagePaths} from './built-pages';
import {BASE, expect, test, waitForHydration} from './fixtures';

async function text(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), `${path} answers 200`).toBe(200);
  return response.text();
}

/** The first page of a guide area in the sitemap written from a doc file (`docs-doc-id-…` on its <html>), from disk. */
function firstDocPage(): string {
  const inArea = (path: string) =>
    guideAreas.some((area) => path === `${BASE}${area.path}` || path.startsWith(`${BASE}${area.path}/`));
  const found = sitemapPagePaths()
    .filter(inArea)
    .find((path) => /<html[^>]*\sclass="?[^">]*\bdocs-doc-id-/.test(builtHtml(path)));
  if (!found) throw new Error('no doc page in the sitemap');
  return found;
}

test.describe('Copy page menu', () => {
  test('copy as Markdown puts the twin on the clipboard', async ({page, context, request}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const path = firstDocPage();
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

  test('the menu works from the keyboard and offers the twin, ChatGPT, Claude and the MCP server', async ({page}) => {
    const path = firstDocPage();
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
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const path = firstDocPage();
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
    const path = firstDocPage();
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
