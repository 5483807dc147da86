/**
 * The user and integration guides as a reader meets them: every integration
 * page ends its task with a Symptom | Cause | Fix table and links into the
 * developer guide; download links fetch the file itself, not an HTML page;
 * the worked flow's diagram has an accessible name; product facts are
 * replaced, never shown as tokens.
 */
import {BASE, expect, test, waitForHydration} from './fixtures';
import {integrationRoutes, userRoutes} from './spec-routes';

/** The guide pages of the spec, without their area prefix (`google-sheet`, `getting-started/livechat`). */
const integrationPages = integrationRoutes
  .filter((route) => route !== 'integration')
  .map((route) => route.replace(/^integration\//, ''));
const userPages = userRoutes
  .filter((route) => !route.startsWith('user/category/'))
  .map((route) => route.replace(/^user\//, ''));

test.describe('integration guides', () => {
  for (const slug of integrationPages) {
    test(`${slug}: numbered steps, a troubleshooting table and developer links`, async ({page}) => {
      await page.goto(`${BASE}integration/${slug}`);
      await waitForHydration(page);
      const article = page.locator('article');
      await expect(article.locator('ol').first()).toBeVisible();
      await expect(article.getByRole('heading', {level: 2, name: 'Troubleshooting'})).toBeVisible();
      const headers = article.locator('h2:has-text("Troubleshooting") ~ table').first().locator('thead th');
      await expect(headers).toHaveText(['Symptom', 'Cause', 'Fix']);
      expect(await article.locator('a[href^="/guides/developer/"]').count()).toBeGreaterThan(0);
    });
  }
});

test.describe('downloads', () => {
  test('each file on the integration landing page downloads as CSV, JSON or JavaScript, not as a page', async ({
    page,
    request,
  }) => {
    await page.goto(`${BASE}integration`);
    await waitForHydration(page);
    const hrefs = await page
      .locator('article a[href*="/files/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThanOrEqual(4);
    for (const href of hrefs) {
      expect(href, 'download links keep the base URL').toMatch(/^\/guides\/files\/[\w./-]+\.(csv|json|js|mjs)$/);
      const response = await request.get(href);
      expect(response.status(), href).toBe(200);
      const kind = href.split('.').pop();
      const script = /^(text|application)\/javascript/;
      const type = {json: /^application\/json/, csv: /^text\/csv/, js: script, mjs: script}[kind!];
      expect(response.headers()['content-type'], href).toMatch(type!);
      const body = await response.text();
      if (kind === 'json') expect(() => JSON.parse(body), href).not.toThrow();
      else if (kind === 'csv')
        expect(body.split('\n')[0], href).toBe('SKU,Product,Category,Price,Currency,In stock,Description,URL');
      // The Activepieces Code step a reader pastes: its code, not the site's HTML.
      else if (kind === 'js') expect(body, href).toMatch(/^export const code = async/m);
      // A sample server a reader runs with Node: an ES module, not the site's HTML.
      else expect(body, href).toMatch(/^import .+ from '[^']+';$/m);
    }
  });
});

test.describe('user guide', () => {
  test('the worked flow diagram has a name and follows the text colour in light and dark mode', async ({page}) => {
    const strokes: string[] = [];
    for (const theme of ['light', 'dark']) {
      await page.goto(`${BASE}user/getting-started/flow-builder?docusaurus-theme=${theme}`);
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      const diagram = page.getByRole('img', {name: 'The "Qualify and book" flow'});
      await expect(diagram).toBeVisible();
      const textColour = await page.locator('article').evaluate((el) => getComputedStyle(el).color);
      const stroke = await diagram
        .locator('rect')
        .first()
        .evaluate((el) => getComputedStyle(el).stroke);
      expect(stroke, `${theme} mode`).toBe(textColour);
      strokes.push(stroke);
    }
    expect(strokes[0]).not.toBe(strokes[1]);
  });
});

test.describe('product facts', () => {
  for (const slug of [
    ...userPages.map((p) => `user/${p}`),
    'integration',
    ...integrationPages.map((p) => `integration/${p}`),
  ]) {
    test(`${slug}: product facts are replaced`, async ({page}) => {
      await page.goto(`${BASE}${slug}`);
      await waitForHydration(page);
      const text = await page.locator('article').innerText();
      expect(text).not.toMatch(/%[A-Z][A-Z0-9_]*%/);
    });
  }
});

test.describe('the getting-started path', () => {
  test('a reader follows it from the category page to a chatbot on their own website', async ({page}) => {
    await page.goto(`${BASE}user/category/getting-started`);
    await waitForHydration(page);
    const article = page.locator('article');
    await expect(page.getByRole('heading', {level: 1, name: 'Getting started'})).toBeVisible();
    // The path's first step, then each page's "Next step" link, in order, up to the website page.
    await article.getByRole('link', {name: 'Create your workspace and get the apps'}).first().click();
    for (const [next, path] of [
      ['Create your chatbot', 'getting-started/create-chatbot'],
      ['Add knowledge', 'getting-started/knowledge'],
      ['Chatbot settings', 'getting-started/chatbot-settings'],
      ['Add the chat bubble to your website', 'getting-started/website'],
    ]) {
      const nextStep = page.locator('article h2:has-text("Next step") + p');
      await nextStep.getByRole('link', {name: next}).click();
      await expect(page).toHaveURL(new RegExp(`/guides/user/${path}$`));
    }
    // The last step installs the bubble every way the guide promises, and says how to confirm it answers.
    for (const name of ['Plain HTML', 'WordPress', 'Shopify', 'Google Tag Manager']) {
      await expect(page.getByRole('heading', {level: 3, name})).toBeVisible();
    }
    await expect(page.getByRole('heading', {level: 2, name: 'Check that it works'})).toBeVisible();
  });

  test('the plan table shows a column per plan with the figures of config/facts.ts', async ({page}) => {
    await page.goto(`${BASE}user/workspace/billing`);
    await waitForHydration(page);
    // The plan table, wherever the page puts it (its tasks come first since review 40).
    const table = page
      .locator('article table')
      .filter({has: page.getByRole('columnheader', {name: 'Feature', exact: true})});
    await expect(table).toHaveCount(1);
    await expect(table.locator('thead th')).toHaveText(['Feature', 'Free', 'Starter', 'Pro', 'Business']);
    await expect(table.getByRole('rowheader', {name: 'Message credits a month'})).toBeVisible();
    // No fact token left unreplaced (a percentage such as "80 %" is text, not a token).
    await expect(page.locator('article')).not.toContainText(/%[A-Z0-9_]+%/);
  });
});
