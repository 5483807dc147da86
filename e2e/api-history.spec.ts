import {apiMarks} from '../scripts/api-history/marks.mjs';
import {BASE, expect, test} from './fixtures';

/**
 * The API's history as readers meet it: the changelog page names its Atom feed in its head and the feed holds
 * the page's dated entries; reference pages carry the "New in" / "Deprecated since" marks of the last releases
 * (scripts/api-history/marks.mjs), as links to the changelog entry, in the HTML before any script runs.
 */
const CHANGELOG = `${BASE}developer/changelog`;

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
    const listChatbots = apiMarks().get('operation listChatbots')?.marks ?? [];
    expect(listChatbots[0]?.kind).toBe('new');
    await page.goto(`${BASE}developer/api/chatbot/list-chatbots`);
    const fresh = page.locator('article .api-history a.api-mark').first();
    await expect(fresh).toHaveText(`New in ${listChatbots[0].date}`);
    await expect(fresh).toHaveAttribute('href', `${BASE}developer/changelog#${listChatbots[0].date}`);

    const deprecated = apiMarks().get('operation createGoogleSheetRowsLegacy')?.marks ?? [];
    expect(deprecated[0]).toMatchObject({kind: 'deprecated', replacement: 'createGoogleSheetRows'});
    await page.goto(`${BASE}developer/api/chatbot/source/googlesheet/first-sheet/create`);
    const history = page.locator('article .api-history');
    await expect(history.locator('a.api-mark').first()).toHaveText(`Deprecated since ${deprecated[0].date}`);
    await expect(history.getByRole('link', {name: 'createGoogleSheetRows'})).toHaveAttribute(
      'href',
      `${BASE}developer/api/chatbot/source/googlesheet/create-googlesheet-data`,
    );
    await context.close();
  });

  test('a field new in a release is marked in the field list, and the mark leads to the entry', async ({page}) => {
    const marks = apiMarks().get('operation createChatSession')?.fields.get('response 201|visitor.verified') ?? [];
    expect(marks[0]?.kind).toBe('new');
    await page.goto(`${BASE}developer/api/chat/create-session`);
    const field = page.locator('.api-field').filter({has: page.locator('.api-field__name', {hasText: /^verified$/})});
    const mark = field.locator('a.api-mark').first();
    await expect(mark).toHaveText(`New in ${marks[0].date}`);
    // The field is nested ("Fields of visitor"): open its list as a reader does, then follow the mark.
    await field.locator('xpath=ancestor::details[1]/summary').click();
    await mark.click();
    await expect(page).toHaveURL(new RegExp(`/developer/changelog#${marks[0].date}$`));
    await expect(page.getByRole('heading', {level: 2, name: marks[0].date})).toBeVisible();
  });
});
