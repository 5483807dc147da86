/**
 * Search as a reader uses it (issues 14 and 27), through the navbar box (a
 * WAI-ARIA combobox, src/theme/SearchBar) and the search page
 * (src/pages/search.tsx) of the production build. The full evaluation (hit@k,
 * MRR, latency, downloads) is `npm run eval:search`; here are the questions
 * that must never regress and the behaviour around them.
 */
import {readdirSync} from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {BASE, expect, searchFrom, test, waitForHydration} from './fixtures';
import {axeOn, wcagTags} from './axe';

const buildDir = process.env.BUILD_DIR ?? 'build';

const mustFind = [
  {start: 'developer/intro', query: '401', expected: /\/guides\/developer\/api\/authorization#401-and-403-answers$/},
  {
    start: 'developer/intro',
    query: 'widget',
    expected: /\/guides\/developer\/javascript-sdk\/(control-bubble|reference)/,
  },
  {start: 'developer/intro', query: 'webhok signatur', expected: /\/guides\/developer\/webhook\/delivery/},
  {start: 'developer/intro', query: 'pagination cursor', expected: /\/guides\/developer#pagination$/},
  // The reference pages that define it (they return the chat session whose ID it is), or the recipe that walks
  // through it call by call; not Message a chatbot, whose path only takes it (issue 32).
  {
    start: 'developer/intro',
    query: 'session_id',
    expected: /\/guides\/developer\/(api\/chat\/(create|get)-session|recipes\/answer-visitors-from-your-back-end)/,
  },
  {
    start: 'user/intro',
    query: 'takeover a conversation from the bot',
    expected: /\/guides\/user\/getting-started\/livechat/,
  },
  {start: 'integration', query: 'go high level chat', expected: /\/guides\/integration\/ghl-chat-integration/},
  // The kinds of miss of issue 32: a task in plain words reaches its operation, not a recipe or a hand-off page;
  // a status code and its reason reach Authorization; a field name reaches the operation that returns it;
  // everyday words for a setting reach the settings; data residency reaches what is stored where.
  {start: 'developer/intro', query: 'begin a chat', expected: /\/guides\/developer\/api\/chat\/create-session/},
  {start: '', query: 'start a chat session', expected: /\/guides\/developer\/api\/chat\/create-session/},
  {start: '', query: '401 unauthorized', expected: /\/guides\/developer\/api\/authorization/},
  {
    start: 'developer/intro',
    query: 'credits_remaining',
    expected: /\/guides\/developer\/api\/get-message-credits-usage/,
  },
  {
    start: 'user/intro',
    query: "the bot's tone",
    expected: /\/guides\/user\/(getting-started\/chatbot-settings|chatbots\/settings-reference)/,
  },
  {start: '', query: 'data residency', expected: /\/guides\/user\/workspace\/security-and-compliance/},
  // The same kinds in other words and from other pages: 403 and 429 reach Authorization and Errors; a possessive
  // finds its word's synonyms from the home page too (the bot's → chatbot); where data is stored.
  {start: 'developer/intro', query: '403', expected: /\/guides\/developer\/api\/authorization#401-and-403-answers$/},
  {start: '', query: '429 too many requests', expected: /\/guides\/developer\/api\/errors/},
  {
    start: '',
    query: "the bot's tone",
    expected: /\/guides\/user\/(getting-started\/chatbot-settings|chatbots\/settings-reference)/,
  },
  {
    start: 'user/intro',
    query: 'where is my data stored',
    expected: /\/guides\/user\/workspace\/(privacy|security-and-compliance)/,
  },
];

for (const {start, query, expected} of mustFind) {
  test(`the first suggestion for "${query}" from /guides/${start} opens the page that answers it`, async ({page}) => {
    const options = await searchFrom(page, start, query);
    await options.first().click();
    await expect(page).toHaveURL(expected);
  });
}

test('suggestions list each page once, with its best section in the path', async ({page}) => {
  const options = await searchFrom(page, 'developer/intro', 'chatbot');
  await expect(options).toHaveCount(8);
  const titles = await options.locator('.search-hit-title').allTextContents();
  expect(new Set(titles).size).toBe(titles.length);
  // 401: Authorization first, its section named. The operations' repeated "Errors" tables rank below the pages that
  // explain a 401 (rate limits, /api/me, the errors page), so the box's eight may not reach them; the search page
  // still lists them, each with its section.
  await page.getByRole('navigation', {name: 'Main'}).getByPlaceholder('Search').fill('401');
  await expect(options.first().locator('.search-hit-title')).toHaveText('Authorization');
  await expect(options.first().locator('.search-hit-path')).toHaveText('Developer Guides › API › 401 and 403 answers');
  await page.getByRole('link', {name: 'See all results within "Developer Guides"'}).click();
  await expect(page).toHaveURL(/\/guides\/search\?q=401&area=developer$/);
  const results = page.getByRole('main').locator('article');
  await expect(results.first().locator('h2')).toHaveText('Authorization');
  await expect(results.filter({hasText: '› Errors'}).first()).toBeVisible();
});

test('the search page keeps the order of the bar', async ({page}) => {
  const options = await searchFrom(page, 'developer/intro', 'webhook signature');
  const barTitles = await options.locator('.search-hit-title').allTextContents();
  await page.getByRole('link', {name: 'See all results within "Developer Guides"'}).click();
  await expect(page).toHaveURL(/\/guides\/search\?q=webhook(\+|%20)signature&area=developer$/);
  // The search page, not the guide page it came from, which stays on screen while the search page loads.
  // One main landmark, holding the heading and the results: a screen reader jumps straight to them.
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', {level: 1})).toHaveText('Search results for "webhook signature"');
  await expect(main).toHaveCount(1);
  const results = main.locator('article h2 a');
  await expect.poll(async () => (await results.allTextContents()).slice(0, barTitles.length)).toEqual(barTitles);
  // Each result has its page's description as summary, and the area selector keeps its label.
  await expect(main.locator('article').first().locator('p').last()).not.toBeEmpty();
  await expect(page.getByLabel('Search in')).toHaveValue('developer');
});

test("a first query downloads the area's head and only some of its shards", async ({page}) => {
  const files = readdirSync(path.join(buildDir, 'search-index')).filter((file) => file.startsWith('developer'));
  const fetched = new Set<string>();
  page.on('request', (request) => {
    const match = /\/search-index\/([^?]+)/.exec(request.url());
    if (match) fetched.add(match[1]);
  });
  await searchFrom(page, 'developer/intro', 'webhook signature');
  expect(fetched).toContain('developer.json');
  expect([...fetched].every((file) => file.startsWith('developer'))).toBe(true);
  expect(fetched.size).toBeLessThan(files.length);
});

test('search outside an area merges the three areas', async ({page}) => {
  // The user guide's page and the developer guide's webhook both answer, each from its own area.
  const options = await searchFrom(page, '', 'hand-off to a person');
  const titles = options.locator('.search-hit-title');
  await expect(titles.filter({hasText: /^Live chat and hand-off$/})).toHaveCount(1);
  await expect(titles.filter({hasText: /^Hand-off webhook$/})).toHaveCount(1);
  // By its title: another result's passage may quote the page's title as link text.
  await options.filter({has: page.locator('.search-hit-title', {hasText: /^Live chat and hand-off$/})}).click();
  await expect(page).toHaveURL(/\/guides\/user\/getting-started\/livechat/);
});

/** The navbar's search box, at desktop width, on a hydrated page. */
async function navbarBox(page: Page, start: string) {
  await page.setViewportSize({width: 1280, height: 800});
  await page.goto(BASE + start);
  await waitForHydration(page);
  return page.getByRole('navigation', {name: 'Main'}).getByRole('combobox', {name: 'Search'});
}

test('the box is a combobox: Down and Up move through the suggestions, Enter opens one, Escape closes then clears', async ({
  page,
}) => {
  const box = await navbarBox(page, 'developer/intro');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await box.click();
  await box.fill('401');
  const listbox = page.getByRole('listbox', {name: 'Search suggestions'});
  const options = listbox.getByRole('option');
  await expect(options.first()).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await expect(box).toHaveAttribute('aria-controls', (await listbox.getAttribute('id'))!);
  // The first suggestion is active as the results arrive; the arrows move, and wrap at both ends.
  const activeIs = async (index: number) => {
    const option = options.nth(index);
    await expect(box).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id'))!);
    await expect(option).toHaveAttribute('aria-selected', 'true');
  };
  await activeIs(0);
  await box.press('ArrowDown');
  await activeIs(1);
  await expect(options.first()).toHaveAttribute('aria-selected', 'false');
  await box.press('ArrowUp');
  await activeIs(0);
  await box.press('ArrowUp');
  await activeIs((await options.count()) - 1);
  await box.press('ArrowDown');
  await activeIs(0);
  // Escape closes the list and keeps the query; a second Escape clears the box.
  await box.press('Escape');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await expect(box).not.toHaveAttribute('aria-activedescendant');
  await expect(box).toHaveValue('401');
  await box.press('Escape');
  await expect(box).toHaveValue('');
  // Enter opens the active suggestion, at the section it names.
  await box.fill('401');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/guides\/developer\/api\/authorization#401-and-403-answers$/);
});

test('a suggestion marks the matched words and names the section it lands on', async ({page}) => {
  const options = await searchFrom(page, 'developer/intro', 'webhook signature');
  await expect(options.first().locator('mark').first()).toHaveText(/^(webhooks?|signatures?)$/i);
  await page.getByRole('navigation', {name: 'Main'}).getByRole('combobox', {name: 'Search'}).fill('401');
  const first = options.first();
  await expect(first.locator('.search-hit-section')).toHaveText('401 and 403 answers');
  await expect(first.locator('.search-hit-section mark')).toHaveText('401');
});

test('an American spelling finds the page the guides write in British spelling, and marks its word', async ({page}) => {
  const options = await searchFrom(page, 'user/intro', 'color of the chat widget');
  const first = options.first();
  await expect(first.locator('.search-hit-section')).toHaveText('Appearance');
  // The guides' own word is marked where a suggestion's passage has it (the settings' "Accent colour").
  await expect(
    options
      .locator('mark')
      .filter({hasText: /^colour$/i})
      .first(),
  ).toBeVisible();
  await first.click();
  await expect(page).toHaveURL(/\/guides\/user\/chatbots\/settings-reference#appearance$/);
});

test('a result shows the passage that answers, its words marked: shortened in the box, whole on the search page', async ({
  page,
}) => {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  const options = await searchFrom(page, 'developer/intro', 'credits_remaining');
  const typedFrom = fetched.length;
  const passage = options.first().locator('.search-hit-passage');
  await expect(passage).toContainText('credits_remaining');
  await expect(passage.locator('mark').first()).toHaveText('credits_remaining');
  const short = (await passage.textContent())!;
  expect(short.length).toBeLessThanOrEqual(112);
  // Nothing but the index's files came for it: no page, no Markdown twin.
  expect(fetched.slice(0, typedFrom).filter((file) => /\.(md|html)$/.test(file))).toEqual([]);
  await page.getByRole('link', {name: 'See all results within "Developer Guides"'}).click();
  // The search page, not the guide page it came from, which stays on screen while the search page loads.
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', {level: 1})).toHaveText('Search results for "credits_remaining"');
  const first = main.locator('article').first();
  await expect(first.locator('h2 a')).toHaveText('Get message credits usage');
  const whole = first.locator('p').last();
  await expect(whole.locator('mark').first()).toHaveText('credits_remaining');
  expect(((await whole.textContent()) ?? '').length).toBeGreaterThanOrEqual(short.replace(/…/g, '').length);
});

test('on a phone the closed box is the magnifier alone; the keyboard reaches it by its name, and it opens wide', async ({
  page,
}) => {
  await page.setViewportSize({width: 390, height: 844});
  await page.goto(`${BASE}developer/intro`);
  await waitForHydration(page);
  const box = page.getByRole('navigation', {name: 'Main'}).getByRole('combobox', {name: 'Search'});
  await expect(box).toBeVisible();
  const closed = await box.evaluate((input) => ({
    width: input.getBoundingClientRect().width,
    placeholder: getComputedStyle(input, '::placeholder').color,
    text: getComputedStyle(input).color,
  }));
  expect(closed.width).toBeLessThanOrEqual(44);
  expect(closed.placeholder).toBe('rgba(0, 0, 0, 0)');
  expect(closed.text).toBe('rgba(0, 0, 0, 0)');
  // Tab reaches it (the navbar's toggle, the logo, … then the box).
  for (let i = 0; i < 15 && !(await box.evaluate((input) => input === document.activeElement)); i += 1) {
    await page.keyboard.press('Tab');
  }
  await expect(box).toBeFocused();
  const open = await box.evaluate((input) => ({
    width: input.getBoundingClientRect().width,
    placeholder: getComputedStyle(input, '::placeholder').color,
  }));
  expect(open.width).toBeGreaterThan(120);
  expect(open.placeholder).not.toBe('rgba(0, 0, 0, 0)');
  await page.keyboard.type('401');
  await expect(page.getByRole('listbox', {name: 'Search suggestions'}).getByRole('option').first()).toBeVisible();
  await page.screenshot({path: test.info().outputPath('phone-search.png')});
});

test('"/" and Ctrl-K focus the box, but not while the reader types in another field', async ({page}) => {
  const box = await navbarBox(page, 'developer/intro');
  await page.keyboard.press('/');
  await expect(box).toBeFocused();
  await expect(box).toHaveValue('');
  await box.blur();
  await page.keyboard.press('Control+k');
  await expect(box).toBeFocused();
  await box.blur();
  await page.keyboard.press('Meta+k');
  await expect(box).toBeFocused();
  // On the search page, "/" is a character of the query typed in the page's own box.
  await page.goto(`${BASE}search`);
  await waitForHydration(page);
  const pageBox = page.getByRole('main').getByRole('searchbox', {name: 'Search for'});
  await pageBox.click();
  await page.keyboard.type('v1/leads');
  await expect(pageBox).toHaveValue('v1/leads');
  await expect(pageBox).toBeFocused();
});

test('recent searches stay in the browser across reloads until the reader clears them', async ({page}) => {
  const box = await navbarBox(page, 'developer/intro');
  await box.click();
  // Nothing searched yet: an empty box offers nothing.
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await box.fill('webhook signature');
  await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
  await box.press('Enter');
  await expect(page).toHaveURL(/\/guides\/developer\/webhook\//);
  expect(await page.evaluate(() => localStorage.getItem('help-docs-recent-searches'))).toBe('["webhook signature"]');

  await page.reload();
  await waitForHydration(page);
  await box.click();
  const recent = page.getByRole('listbox', {name: 'Recent searches'}).getByRole('option');
  await expect(recent).toHaveText(['webhook signature']);
  // Choosing one searches it again.
  await recent.first().click();
  await expect(box).toHaveValue('webhook signature');
  await expect(page.getByRole('listbox', {name: 'Search suggestions'}).getByRole('option').first()).toBeVisible();

  await box.fill('');
  await page.getByRole('button', {name: 'Clear recent searches'}).click();
  await expect(recent).toHaveCount(0);
  await expect(box).toBeFocused();
  expect(await page.evaluate(() => localStorage.getItem('help-docs-recent-searches'))).toBeNull();
  await page.reload();
  await waitForHydration(page);
  await box.click();
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await expect(recent).toHaveCount(0);
});

for (const searchPath of ['search', 'search/']) {
  test(`/guides/${searchPath}?q=&area= searches one area, and the area select and the box keep the URL`, async ({
    page,
  }) => {
    const response = await page.goto(`${BASE}${searchPath}?q=webhook&area=integration`);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    const main = page.getByRole('main');
    const select = page.getByLabel('Search in');
    await expect(select).toHaveValue('integration');
    const results = main.locator('article h2 a');
    await expect(results.first()).toBeVisible();
    for (const href of await results.evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
      expect(href).toMatch(/^\/guides\/integration([/#]|$)/);
    }
    await select.selectOption({label: 'Developer Guides'});
    await expect(page).toHaveURL(/\?q=webhook&area=developer$/);
    await expect(results.first()).toHaveAttribute('href', /^\/guides\/developer([/#]|$)/);
    await main.getByRole('searchbox', {name: 'Search for'}).fill('signature');
    await expect(page).toHaveURL(/\?q=signature&area=developer$/);
    await expect(page).toHaveTitle('Search results for "signature" | Help Docs');
    // The matched words are marked (in the title, the section or the description).
    await expect(main.locator('article').first().locator('mark').first()).toHaveText(/^signatures?$/i);
  });
}

test('an unknown query says so, on the page and in the box', async ({page}) => {
  await page.goto(`${BASE}search?q=xqzvwplk`);
  await waitForHydration(page);
  await expect(page.getByRole('main').getByRole('status')).toHaveText('No documents were found');
  const box = await navbarBox(page, 'developer/intro');
  await box.fill('xqzvwplk');
  await expect(page.locator('.navbar').getByText('No results for “xqzvwplk”')).toBeVisible();
  await page.getByRole('link', {name: 'See all results within "Developer Guides"'}).click();
  await expect(page).toHaveURL(/\/guides\/search\?q=xqzvwplk&area=developer$/);
});

for (const mode of ['light', 'dark'] as const) {
  test(`the open box and the search page have no WCAG 2.2 A/AA violation in ${mode} mode`, async ({page}) => {
    await page.setViewportSize({width: 1280, height: 800});
    // A recent search, so that the empty box's list is checked too.
    await page.goto(`${BASE}developer/intro?docusaurus-theme=${mode}`);
    await page.evaluate(() => localStorage.setItem('help-docs-recent-searches', '["webhook signature"]'));
    await page.reload();
    await waitForHydration(page);
    const box = page.getByRole('navigation', {name: 'Main'}).getByRole('combobox', {name: 'Search'});
    await box.click();
    await expect(page.getByRole('listbox', {name: 'Recent searches'}).getByRole('option')).toHaveCount(1);
    expect((await axeOn(page).withTags(wcagTags).analyze()).violations).toEqual([]);
    await box.fill('webhook signature');
    await expect(page.getByRole('listbox', {name: 'Search suggestions'}).getByRole('option').first()).toBeVisible();
    await box.press('ArrowDown');
    expect((await axeOn(page).withTags(wcagTags).analyze()).violations).toEqual([]);
    await page.goto(`${BASE}search?q=webhook+signature&docusaurus-theme=${mode}`);
    await waitForHydration(page);
    await expect(page.locator('article h2 a mark').first()).toBeVisible();
    expect((await axeOn(page).withTags(wcagTags).analyze()).violations).toEqual([]);
  });
}
