import {BASE, expect, test, waitForHydration} from './fixtures';

const CREATE_SESSION = `${BASE}developer/api/chat/create-session`;
const MESSAGE_CHATBOT = `${BASE}developer/api/chat/message-a-chatbot`;

const LANGUAGES = [
  {label: 'cURL', code: 'curl --request POST'},
  {label: 'JavaScript', code: 'fetch('},
  {label: 'Python', code: 'import requests'},
  {label: 'PHP', code: '<?php'},
];

test.describe('API reference page', () => {
  test('shows method, path, a parameter table and a copyable sample in each language', async ({page}) => {
    await page.goto(CREATE_SESSION);
    await waitForHydration(page);
    const article = page.locator('article');

    await expect(article.getByText('POST', {exact: true}).first()).toBeVisible();
    await expect(article.getByText('/chatbots/{chatbot_id}/sessions', {exact: true})).toBeVisible();
    await expect(page.getByRole('heading', {name: 'Path parameters'})).toBeVisible();
    const row = article.getByRole('row').filter({hasText: 'chatbot_id'}).first();
    await expect(row.getByRole('cell')).toHaveText([/chatbot_id/, 'string', 'Required', /chatbot's ID/]);
    await expect(page.getByRole('heading', {name: '201 Created'})).toBeVisible();
    await expect(article.getByRole('row').filter({hasText: 'invalid_api_key'})).toBeVisible();

    const tabs = article.getByRole('tablist').first();
    for (const language of LANGUAGES) {
      await tabs.getByRole('tab', {name: language.label, exact: true}).click();
      const panel = article.getByRole('tabpanel').filter({visible: true}).first();
      await expect(panel.locator('pre')).toContainText(language.code);
      await expect(panel.locator('pre')).toContainText('bot_7Hq2mX9aLp');
      await expect(panel.getByRole('button', {name: /copy/i})).toBeAttached();
      // Highlighted (src/prism): a string token, in a colour unlike the plain code around it.
      const string = panel.locator('pre .token.string').first();
      await expect(string).toBeVisible();
      const colourOf = (element: Element) => getComputedStyle(element).color;
      expect(await string.evaluate(colourOf)).not.toBe(await panel.locator('pre').evaluate(colourOf));
    }
  });

  test('the language picked on one page is shown on the next page and on the next visit', async ({page}) => {
    await page.goto(CREATE_SESSION);
    await waitForHydration(page);
    await page.getByRole('tab', {name: 'Python', exact: true}).first().click();

    // Client-side navigation, as a reader moves on through the sidebar.
    await page.locator('article').getByRole('link', {name: 'Message a chatbot'}).first().click();
    await expect(page).toHaveURL(MESSAGE_CHATBOT);
    const python = page.getByRole('tab', {name: 'Python', exact: true}).first();
    await expect(python).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').filter({visible: true}).first().locator('pre')).toContainText(
      'import requests',
    );

    // A new visit: full page load.
    await page.goto(MESSAGE_CHATBOT);
    await waitForHydration(page);
    await expect(page.getByRole('tab', {name: 'Python', exact: true}).first()).toHaveAttribute('aria-selected', 'true');
  });

  test('a page without the chosen language shows cURL, and the choice survives for the next page', async ({page}) => {
    await page.goto(CREATE_SESSION);
    await waitForHydration(page);
    await page.getByRole('tab', {name: 'PHP', exact: true}).first().click();

    // Uploads have no PHP sample (the generator cannot attach a file with PHP's curl extension).
    await page.goto(`${BASE}developer/api/upload-file`);
    await waitForHydration(page);
    await expect(page.getByRole('tab', {name: 'PHP', exact: true})).toHaveCount(0);
    await expect(page.getByRole('tab', {name: 'cURL', exact: true}).first()).toHaveAttribute('aria-selected', 'true');

    await page.goto(MESSAGE_CHATBOT);
    await waitForHydration(page);
    await expect(page.getByRole('tab', {name: 'PHP', exact: true}).first()).toHaveAttribute('aria-selected', 'true');
  });

  test('the reference is in the HTML, readable without JavaScript', async ({request}) => {
    const html = await (await request.get(CREATE_SESSION)).text();
    expect(html).toContain('/chatbots/{chatbot_id}/sessions');
    expect(html).toMatch(/<code>chatbot_id<\/code>/);
    expect(html).toContain('Idempotency-Key');
    // Only this page's operation: another operation's path is not shipped with it.
    expect(html).not.toContain('/chatbots/{chatbot_id}/listings');
  });
});

test('the OpenAPI document is published with the site and linked from the footer', async ({page, request}) => {
  for (const [file, type] of [
    ['openapi.json', 'application/json'],
    ['openapi.yaml', 'application/yaml'],
  ]) {
    const response = await request.get(`${BASE}${file}`);
    expect(response.status(), file).toBe(200);
    expect(response.headers()['content-type']).toContain(type);
  }
  const document = await (await request.get(`${BASE}openapi.json`)).json();
  expect(document.openapi).toBe('3.1.0');
  expect(Object.keys(document.webhooks)).toContain('lead.created');

  await page.goto(`${BASE}developer`);
  await waitForHydration(page);
  await expect(page.locator('footer').getByRole('link', {name: 'OpenAPI document'})).toHaveAttribute(
    'href',
    `${BASE}openapi.json`,
  );
});
