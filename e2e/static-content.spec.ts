import type {Page} from '@playwright/test';
import {BASE, expect, test, waitForHydration} from './fixtures';

/**
 * A static page (only Markdown, HTML and admonitions: src/plugins/remark-static-content.ts) keeps the
 * server's HTML of its content on the first load instead of hydrating it (src/theme/DocItem/Content). What a
 * reader sees must not change: the content is there, its links navigate inside the app and preload their page
 * on hover; after a client-side navigation the page renders as any other.
 */
const staticPage = `${BASE}user/intro`;
const codePage = `${BASE}developer/webhook/lead`;

/** Whether React manages the content's paragraphs (it marks the elements it hydrated or rendered). */
const contentIsReact = (page: Page) =>
  page
    .locator('article .theme-doc-markdown p')
    .first()
    .evaluate((p) => Object.keys(p).some((key) => key.startsWith('__reactFiber')));

/** A mark on the window that a full page load would wipe out. */
async function markWindow(page: Page) {
  await page.evaluate(() => ((window as unknown as {stayed: boolean}).stayed = true));
}
const windowStayed = (page: Page) => page.evaluate(() => (window as unknown as {stayed?: boolean}).stayed === true);

test('a static page keeps its server-rendered content on the first load; a page with code hydrates it', async ({
  page,
}) => {
  await page.goto(staticPage);
  await waitForHydration(page);
  await expect(page.locator('article .theme-doc-markdown h1')).toHaveText('Introduction');
  await expect(page.locator('article .theme-doc-markdown table').first()).toBeVisible();
  expect(await contentIsReact(page)).toBe(false);

  await page.goto(codePage);
  await waitForHydration(page);
  expect(await contentIsReact(page)).toBe(true);
});

test("hydration leaves a static page's content as the reader has it: no element rebuilt, a text selection kept", async ({
  page,
}) => {
  // Every element added to or removed from the content once the parser is done (React rebuilding it).
  await page.addInitScript(() => {
    const changes: string[] = [];
    (window as unknown as {contentChanges: string[]}).contentChanges = changes;
    new MutationObserver((records) => {
      if (document.readyState === 'loading') return;
      for (const record of records) {
        const target = record.target instanceof Element ? record.target : null;
        if (!target?.closest('.theme-doc-markdown')) continue;
        changes.push(`${record.addedNodes.length} added, ${record.removedNodes.length} removed in ${target.tagName}`);
      }
    }).observe(document, {subtree: true, childList: true});
  });
  // The page's chunks (loaded by main.js before React hydrates) are held back until the reader has selected a
  // paragraph, as on a slow phone.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/js\/(?!main\.|runtime~main\.)[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(staticPage, {waitUntil: 'domcontentloaded'});
  const paragraph = page.locator('article .theme-doc-markdown p').first();
  await paragraph.selectText();
  const selected = await page.evaluate(() => String(window.getSelection()));
  expect(selected.length).toBeGreaterThan(20);
  release();
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as unknown as {contentChanges: string[]}).contentChanges)).toEqual([]);
  expect(await page.evaluate(() => String(window.getSelection()))).toBe(selected);
});

test("a link in a static page's content navigates inside the app, and the next page renders", async ({page}) => {
  await page.goto(staticPage);
  await waitForHydration(page);
  await markWindow(page);
  await page.locator('article .theme-doc-markdown').getByRole('link', {name: 'Chatbot settings'}).click();
  await expect(page).toHaveURL(`${BASE}user/getting-started/chatbot-settings`);
  await expect(page.locator('article h1')).toHaveText('Chatbot settings');
  expect(await windowStayed(page)).toBe(true);
  // Reached by the router, the page is rendered by React like any other.
  expect(await contentIsReact(page)).toBe(true);

  // Back to the first page: rendered again, its links still navigate inside the app.
  await page.goBack();
  await expect(page).toHaveURL(staticPage);
  await page.locator('article .theme-doc-markdown').getByRole('link', {name: 'Connect Google Voice'}).click();
  await expect(page.locator('article h1')).toHaveText('Connect Google Voice');
  expect(await windowStayed(page)).toBe(true);
});

test("hovering a link in a static page's content loads the linked page's scripts before the click", async ({page}) => {
  await page.goto(staticPage);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.locator('article .theme-doc-markdown').getByRole('link', {name: 'Build a conversation flow'}).hover();
  await expect.poll(() => scripts.length).toBeGreaterThan(0);
});

test('a modified click on a link in a static page is left to the browser (a new tab)', async ({page, context}) => {
  await page.goto(staticPage);
  await waitForHydration(page);
  const link = page.locator('article .theme-doc-markdown').getByRole('link', {name: 'Download the apps'});
  const [opened] = await Promise.all([context.waitForEvent('page'), link.click({modifiers: ['ControlOrMeta']})]);
  await opened.waitForLoadState();
  expect(new URL(opened.url()).pathname).toBe(`${BASE}user/getting-started/app-download`);
  await expect(page).toHaveURL(staticPage);
  await opened.close();
});
