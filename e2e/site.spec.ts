import {guideAreas} from '../config/areas';
import {allowErrors, BASE, expect, searchFrom, test, waitForHydration, watchOf} from './fixtures';
import {developerRoutes, integrationRoutes, userRoutes} from './spec-routes';

test.describe('routes', () => {
  // Each spec route is in the sitemap, and each sitemap entry is a file of the build (`npm run test:html`,
  // scripts/built-site/checks.ts); the accessibility pass (e2e/a11y.spec.ts) loads every page of the sitemap once, in
  // a browser: it answers 200, hydrates without a console error or a request to another origin, and has its
  // "… | Help Docs" title and its visible h1.

  test('an unknown path gets the not-found page with status 404', async ({page}) => {
    allowErrors(page);
    const response = await page.goto(`${BASE}developer/api/no-such-call`);
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    // The only console error is the browser's report of the 404 document itself.
    expect(watchOf(page).errors).toEqual([expect.stringMatching(/responded with a status of 404/)]);
    await expect(page.getByRole('heading', {level: 1, name: 'Page not found'})).toBeVisible();
    await expect(page).toHaveTitle('Page Not Found | Help Docs');
    // It helps the reader on: a search form and the three areas.
    await expect(page.getByRole('search').getByRole('searchbox')).toBeVisible();
    const main = page.locator('main');
    for (const label of guideAreas.map((area) => area.label)) {
      await expect(main.getByRole('link', {name: label})).toBeVisible();
    }
  });

  test('the not-found page search form leads to search results', async ({page}) => {
    allowErrors(page);
    await page.goto(`${BASE}no/such/page`);
    await waitForHydration(page);
    await page.locator('main').getByRole('searchbox').fill('webhook');
    await page.locator('main').getByRole('button', {name: 'Search'}).click();
    await expect(page).toHaveURL(/\/guides\/search\?q=webhook$/);
    await expect(page.locator('article a[href*="/guides/developer/webhook/"]').first()).toBeVisible();
  });
});

test.describe('navbar', () => {
  const routesOf = {user: userRoutes, developer: developerRoutes, integration: integrationRoutes};
  // Labels and paths from config/areas.ts, the module the navbar, footer and home page read.
  const areas = guideAreas.map((area) => ({
    label: area.label,
    path: new RegExp(`${(BASE + area.path).replace(/[/.]/g, '\\$&')}(/|$)`),
    routes: routesOf[area.id],
  }));

  for (const area of areas) {
    test(`"${area.label}" leads into its area and is marked active there`, async ({page}) => {
      await page.setViewportSize({width: 1280, height: 800});
      await page.goto(BASE);
      await waitForHydration(page);
      const navbar = page.getByRole('navigation', {name: 'Main'});
      await navbar.getByRole('link', {name: area.label}).click();
      await expect(page).toHaveURL(area.path);
      await expect(page.locator('nav[aria-label="Docs sidebar"]')).toBeVisible();
      await expect(navbar.getByRole('link', {name: area.label})).toHaveClass(/navbar__link--active/);
    });
  }
});

test.describe('search', () => {
  const cases = [
    {start: 'user/intro', query: 'Google Voice', expected: /\/guides\/user\/getting-started\/google-voice/},
    {start: 'developer/intro', query: 'authorization', expected: /\/guides\/developer\/api\/authorization/},
    {start: 'integration', query: 'GoHighLevel', expected: /\/guides\/integration\/ghl-/},
  ];

  for (const {start, query, expected} of cases) {
    test(`the navbar search on /guides/${start} finds "${query}" in that area`, async ({page}) => {
      const options = await searchFrom(page, start, query);
      await options.first().click();
      await expect(page).toHaveURL(expected);
    });
  }

  for (const path of ['search?q=chatbot', 'search/?q=chatbot']) {
    test(`/guides/${path} lists results from the three areas`, async ({page}) => {
      const response = await page.goto(BASE + path);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      await expect(page).toHaveTitle('Search results for "chatbot" | Help Docs');
      const results = page.locator('article h2 a');
      await expect(results.first()).toBeVisible();
      for (const area of ['user', 'developer', 'integration']) {
        await expect(page.locator(`article a[href^="/guides/${area}/"]`).first()).toBeAttached();
      }
    });
  }
});

test('main.js starts with the compile hint, so Chromium compiles it while it downloads', async ({page, request}) => {
  // src/plugins/chunk-split.ts; other browsers read the line as a comment.
  await page.goto(`${BASE}user/intro`);
  await waitForHydration(page);
  const src = await page.locator('script[src*="/main."]').getAttribute('src');
  expect(src, 'the page loads main.js').toBeTruthy();
  const body = await (await request.get(new URL(src!, page.url()).href)).text();
  expect(body.startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
});
