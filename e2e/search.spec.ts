/**
 * Search as a reader uses it (issue 14), through the navbar box and the search
 * page of the production build. The full evaluation (155 questions, hit@k, MRR)
 * is `npm run eval:search`; here are the questions that must never regress and
 * the behaviour around them.
 */
import {readdirSync} from 'node:fs';
import path from 'node:path';
import {expect, searchFrom, test} from './fixtures';

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
  {start: 'developer/intro', query: 'session_id', expected: /\/guides\/developer\/api\/chat\/(create|get)-session/},
  {
    start: 'user/intro',
    query: 'takeover a conversation from the bot',
    expected: /\/guides\/user\/getting-started\/livechat/,
  },
  {start: 'integration', query: 'go high level chat', expected: /\/guides\/integration\/ghl-chat-integration/},
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
  const titles = await options.locator('[class*="hitTitle"]').allTextContents();
  expect(new Set(titles).size).toBe(titles.length);
  // 401: Authorization first, its section named; the repeated "Errors" tables still listed, below it.
  await page.getByRole('navigation', {name: 'Main'}).getByPlaceholder('Search').fill('401');
  await expect(options.first().locator('[class*="hitTitle"]')).toHaveText('Authorization');
  await expect(options.first().locator('[class*="hitPath"]')).toHaveText(
    'Developer Guides › API › 401 and 403 answers',
  );
  await expect(options.filter({hasText: '› Errors'}).first()).toBeVisible();
});

test('the search page keeps the order of the bar', async ({page}) => {
  const options = await searchFrom(page, 'developer/intro', 'webhook signature');
  const barTitles = await options.locator('[class*="hitTitle"]').allTextContents();
  await page.getByRole('link', {name: 'See all results within "Developer Guides"'}).click();
  await expect(page).toHaveURL(/\/guides\/search\/?\?q=webhook(\+|%20)signature&ctx=developer$/);
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
  const titles = options.locator('[class*="hitTitle"]');
  await expect(titles.filter({hasText: /^Live chat and hand-off$/})).toHaveCount(1);
  await expect(titles.filter({hasText: /^Hand-off webhook$/})).toHaveCount(1);
  await options.filter({hasText: 'Live chat and hand-off'}).click();
  await expect(page).toHaveURL(/\/guides\/user\/getting-started\/livechat/);
});
