import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {BASE, expect, test} from './fixtures';

/**
 * The API's history as readers meet it: the changelog page names its Atom feed in its head and the feed holds
 * the page's dated entries; reference pages carry the "New in" / "Deprecated since" marks of the last releases
 * (src/api-history/marks.mjs), as links to the changelog entry, in the HTML before any script runs.
 */
const CHANGELOG = `${BASE}developer/changelog`;

/** The release dates of openapi/releases/index.yaml, newest first. */
const releaseDates = [
  ...readFileSync(path.join(__dirname, '../openapi/releases/index.yaml'), 'utf8').matchAll(
    /^- date: '(\d{4}-\d{2}-\d{2})'$/gm,
  ),
]
  .map((match) => match[1])
  .reverse();

/** The text of a changelog entry, as the built page shows it. */
async function entryText(page: Page, date: string): Promise<string> {
  await page.goto(CHANGELOG);
  return page.locator('article').evaluate((article, id) => {
    const heading = article.querySelector(`h2[id="${id}"]`);
    let text = '';
    for (let node = heading?.nextElementSibling; node && node.tagName !== 'H2'; node = node.nextElementSibling) {
      text += `${node.textContent}\n`;
    }
    return text;
  }, date);
}

test.describe('API history', () => {
  test('the changelog page links its Atom feed, and the feed has an entry per dated section', async ({
    page,
    request,
  }) => {
    await page.goto(CHANGELOG);
    const link = page.locator('head link[rel="alternate"][type="application/atom+xml"]');
    await expect(link).toHaveCount(1);
    const href = await link.getAttribute('href');
    expect(href).toBe(`${BASE}developer/changelog.atom`);
    const feed = await request.get(href!);
    expect(feed.ok()).toBe(true);
    const xml = await feed.text();
    const dates = await page
      .locator('article h2[id]')
      .evaluateAll((headings) => headings.map((heading) => heading.id).filter((id) => /^\d{4}-\d{2}-\d{2}$/.test(id)));
    expect(dates.length).toBeGreaterThan(1);
    expect([...xml.matchAll(/<id>[^<]*#(\d{4}-\d{2}-\d{2})<\/id>/g)].map((match) => match[1])).toEqual(dates);
  });

  test('a new operation and a deprecated one carry their marks, linked to the changelog entry', async ({browser}) => {
    // Without JavaScript: the marks are in the static HTML.
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    await page.goto(`${BASE}developer/api/chatbot/list-chatbots`);
    // Its first mark that says "New in": a later release may also mark it "Changed in".
    const fresh = page.locator('article .api-history a.api-mark', {hasText: /^New in /}).first();
    const freshText = (await fresh.textContent()) ?? '';
    const freshDate = /^New in (\S+)$/.exec(freshText)?.[1] ?? '';
    expect(releaseDates).toContain(freshDate);
    await expect(fresh).toHaveAttribute('href', `${BASE}developer/changelog#${freshDate}`);

    await page.goto(`${BASE}developer/api/chatbot/source/googlesheet/first-sheet/create`);
    const history = page.locator('article .api-history');
    const deprecated = history.locator('a.api-mark', {hasText: /^Deprecated since /}).first();
    await expect(deprecated).toHaveText(/^Deprecated since \d{4}-\d{2}-\d{2}$/);
    const deprecatedDate = ((await deprecated.textContent()) ?? '').split(' ').at(-1) ?? '';
    await expect(history.getByRole('link', {name: 'createGoogleSheetRows'})).toHaveAttribute(
      'href',
      `${BASE}developer/api/chatbot/source/googlesheet/create-googlesheet-data`,
    );

    // Each mark agrees with its changelog entry.
    expect(await entryText(page, freshDate)).toMatch(/New operations:.*GET \/chatbots[,.]/);
    expect(await entryText(page, deprecatedDate)).toContain(
      'Deprecated: POST /chatbots/{chatbot_id}/sources/google-sheet/rows, use createGoogleSheetRows instead.',
    );
    await context.close();
  });

  test('a field new in a release is marked in the field list, and the mark leads to the entry', async ({page}) => {
    await page.goto(`${BASE}developer/api/chat/create-session`);
    const field = page.locator('.api-field').filter({has: page.locator('.api-field__name', {hasText: /^verified$/})});
    // The response's `visitor.verified` is new; a field of the same name elsewhere may be marked otherwise.
    const mark = field.locator('a.api-mark', {hasText: /^New in /}).first();
    await expect(mark).toHaveText(/^New in \d{4}-\d{2}-\d{2}$/);
    const date = ((await mark.textContent()) ?? '').split(' ').at(-1) ?? '';
    expect(releaseDates).toContain(date);
    // The field is nested ("Fields of visitor"): open its list as a reader does, then follow the mark.
    await field.locator('xpath=ancestor::details[1]/summary').click();
    await mark.click();
    await expect(page).toHaveURL(new RegExp(`/developer/changelog#${date}$`));
    await expect(page.getByRole('heading', {level: 2, name: date})).toBeVisible();
    expect(await entryText(page, date)).toContain('new response 201 visitor.verified');
  });
});
