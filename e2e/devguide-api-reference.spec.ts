import type {Page} from '@playwright/test';
import {BASE, expect, test, waitForHydration} from './fixtures';

const CREATE_SESSION = `${BASE}developer/api/chat/create-session`;
const MESSAGE_CHATBOT = `${BASE}developer/api/chat/message-a-chatbot`;
const CREATE_CHATBOT = `${BASE}developer/api/chatbot/create-a-chatbot`;

const LANGUAGES = [
  {label: 'cURL', code: 'curl --request POST'},
  {label: 'JavaScript', code: 'fetch('},
  {label: 'Python', code: 'import requests'},
  {label: 'PHP', code: '<?php'},
];

/** The visible sample's code. */
const visibleSample = (page: Page) => page.locator('.api-samples [role="tabpanel"]:not([hidden]) pre');

test.describe('API reference page', () => {
  test('shows method, path, the fields as a list, and a copyable sample in each language', async ({page}) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(CREATE_SESSION);
    await waitForHydration(page);
    const article = page.locator('article');

    await expect(article.locator('.api-method').first()).toHaveText('POST');
    await expect(article.getByText('/chatbots/{chatbot_id}/sessions', {exact: true})).toBeVisible();
    await expect(page.getByRole('heading', {name: 'Path parameters'})).toBeVisible();
    const chatbotId = article
      .locator('.api-field')
      .filter({has: page.locator('.api-field__name', {hasText: /^chatbot_id$/})});
    await expect(chatbotId.locator('.api-field__line').first()).toHaveText(/chatbot_id\s*,?\s*string\s*,?\s*required/);
    await expect(chatbotId.first()).toContainText("chatbot's ID");
    await expect(page.getByRole('heading', {name: '201 Created'})).toBeVisible();
    await expect(article.locator('.api-errors')).toContainText('invalid_api_key');

    const tabs = article.getByRole('tablist', {name: 'Sample language'});
    for (const language of LANGUAGES) {
      await tabs.getByRole('tab', {name: language.label, exact: true}).click();
      await expect(tabs.getByRole('tab', {name: language.label, exact: true})).toHaveAttribute('aria-selected', 'true');
      await expect(visibleSample(page)).toHaveCount(1);
      await expect(visibleSample(page)).toContainText(language.code);
      await expect(visibleSample(page)).toContainText('bot_7Hq2mX9aLp');
      // Highlighted at build time: a string token, in a colour unlike the plain code around it.
      const string = visibleSample(page).locator('.token.string').first();
      await expect(string).toBeVisible();
      const colourOf = (element: Element) => getComputedStyle(element).color;
      expect(await string.evaluate(colourOf)).not.toBe(await visibleSample(page).evaluate(colourOf));
      // Copy: exactly the code shown.
      await article.locator('.api-samples').getByRole('button', {name: 'Copy', exact: true}).click();
      await expect(article.locator('.api-samples').getByRole('button', {name: 'Copied'})).toBeVisible();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toBe(await visibleSample(page).locator('code').textContent());
    }
  });

  test('the sample tabs work from the keyboard', async ({page}) => {
    await page.goto(CREATE_SESSION);
    await waitForHydration(page);
    const tabs = page.getByRole('tablist', {name: 'Sample language'});
    await tabs.getByRole('tab', {name: 'cURL'}).focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.getByRole('tab', {name: 'JavaScript'})).toBeFocused();
    await expect(tabs.getByRole('tab', {name: 'JavaScript'})).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('End');
    await expect(tabs.getByRole('tab', {name: 'PHP'})).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(tabs.getByRole('tab', {name: 'cURL'})).toHaveAttribute('aria-selected', 'true');
    await expect(visibleSample(page)).toContainText('curl --request POST');
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
    await expect(visibleSample(page)).toContainText('import requests');

    // A new visit: full page load.
    await page.goto(MESSAGE_CHATBOT);
    await waitForHydration(page);
    await expect(page.getByRole('tab', {name: 'Python', exact: true}).first()).toHaveAttribute('aria-selected', 'true');
    await expect(visibleSample(page)).toContainText('import requests');
  });

  test('the chosen language carries to an upload, whose PHP sample attaches the file, and to the next page', async ({
    page,
  }) => {
    await page.goto(CREATE_SESSION);
    await waitForHydration(page);
    await page.getByRole('tab', {name: 'PHP', exact: true}).first().click();

    await page.goto(`${BASE}developer/api/upload-file`);
    await waitForHydration(page);
    await expect(page.getByRole('tab', {name: 'PHP', exact: true}).first()).toHaveAttribute('aria-selected', 'true');
    await expect(visibleSample(page)).toContainText('CURLFile');

    await page.goto(MESSAGE_CHATBOT);
    await waitForHydration(page);
    await expect(page.getByRole('tab', {name: 'PHP', exact: true}).first()).toHaveAttribute('aria-selected', 'true');
  });

  test('nested fields open in place, and allowed values and defaults are listed', async ({page}) => {
    await page.goto(CREATE_CHATBOT);
    await waitForHydration(page);
    const knowledge = page
      .locator('.api-field')
      .filter({has: page.locator('.api-field__name', {hasText: /^knowledge$/})})
      .first();
    const nested = knowledge.locator('details');
    await expect(nested.locator('.api-field__name', {hasText: /^type$/})).toBeHidden();
    await nested.locator('summary').click();
    const type = nested.locator('.api-field').filter({has: page.locator('.api-field__name', {hasText: /^type$/})});
    await expect(type).toBeVisible();
    await expect(type).toContainText('required');
    await expect(type).toContainText(/One of text, qa, url\./);
    const temperature = page
      .locator('.api-field')
      .filter({has: page.locator('.api-field__name', {hasText: /^temperature$/})})
      .first();
    await expect(temperature.locator('.api-field__line')).toContainText('from 0 to 1');
    await expect(temperature.locator('.api-field__line')).toContainText('default 0.3');
  });

  test('the reference is in the HTML, readable without JavaScript', async ({request, browser}) => {
    const html = await (await request.get(CREATE_SESSION)).text();
    expect(html).toContain('/chatbots/{chatbot_id}/sessions');
    expect(html).toMatch(/<code class="?api-field__name"?>chatbot_id<\/code>/);
    expect(html).toContain('Idempotency-Key');
    // The text of every sample, highlighted at build time.
    const text = html
      .replace(/<[^>]+>/g, '')
      .replace(/&#x3C;|&lt;/g, '<')
      .replace(/&#x27;/g, "'");
    for (const language of LANGUAGES) expect(text).toContain(language.code);
    // Only this page's operation: another operation's path is not shipped with it.
    expect(html).not.toContain('/chatbots/{chatbot_id}/listings');

    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    await page.goto(CREATE_CHATBOT);
    await expect(page.locator('.api-field__name', {hasText: /^temperature$/}).first()).toBeVisible();
    await page.locator('details.api-field__nested summary').first().click();
    await expect(page.locator('details.api-field__nested .api-field__name', {hasText: /^question$/})).toBeVisible();
    await expect(page.locator('.api-samples pre').first()).toContainText('curl --request POST');
    await context.close();
  });

  test('hydration leaves the static reference untouched: React does not rewrite it', async ({page}) => {
    // Records every change inside the build-time HTML from the first byte on.
    await page.addInitScript(() => {
      const changes: string[] = [];
      (window as unknown as {apiChanges: string[]}).apiChanges = changes;
      new MutationObserver((records) => {
        for (const record of records) {
          const target = record.target instanceof Element ? record.target : record.target.parentElement;
          if (!target?.closest('[data-api-fragment]')) continue;
          // The parser only adds nodes, and on a busy machine its last additions can be reported after the page
          // left the loading state; React rewriting the HTML removes nodes. So a change of children counts only
          // when it removed one.
          if (record.type === 'childList' && record.removedNodes.length === 0) continue;
          if (record.type === 'attributes' && record.attributeName === 'hidden') continue;
          changes.push(`${record.type} ${record.attributeName ?? ''} in ${target.tagName}.${target.className}`);
        }
      }).observe(document, {subtree: true, childList: true, attributes: true, characterData: true});
    });
    await page.goto(CREATE_CHATBOT);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as {apiChanges: string[]}).apiChanges)).toEqual([]);
  });

  test('reached from another page, the reference is all there; and again when the reader comes back', async ({
    page,
  }) => {
    await page.goto(`${BASE}developer/category/chatbot`);
    await waitForHydration(page);
    // The category's link to the page itself (another one, further down, leads to its "What to watch for").
    await page
      .locator('article a[href$="/developer/api/chatbot/create-a-chatbot"]')
      .filter({hasText: /create a chatbot/i})
      .first()
      .click();
    await expect(page).toHaveURL(CREATE_CHATBOT);
    await expect(page.locator('.api-field__name', {hasText: /^welcome_message$/}).first()).toBeVisible();
    await expect(visibleSample(page)).toContainText('curl --request POST');
    await expect(page.locator('.api-example').first()).toContainText('"object": "chatbot"');

    // First visit of a page, then away and back: the HTML kept from the first visit is shown.
    await page.goto(CREATE_SESSION);
    await waitForHydration(page);
    await page.locator('article').getByRole('link', {name: 'Message a chatbot'}).first().click();
    await expect(page).toHaveURL(MESSAGE_CHATBOT);
    await page.goBack();
    await expect(page).toHaveURL(CREATE_SESSION);
    await expect(page.locator('.api-field__name', {hasText: /^visitor$/}).first()).toBeVisible();
    await expect(visibleSample(page)).toContainText('curl --request POST');
  });

  test('the Markdown twin carries the fields, the samples and the examples', async ({request}) => {
    const markdown = await (await request.get(`${CREATE_CHATBOT}.md`)).text();
    expect(markdown).toContain(
      '- `name`, string, required, 1 to 100 characters\n\n  Shown to visitors in the chat header.',
    );
    expect(markdown).toContain('- `temperature`, number, from 0 to 1, default `0.3`');
    expect(markdown).toContain('Fields of each item of `knowledge` (6)');
    expect(markdown).toContain('- `question`, string, at most 1000 characters');
    for (const label of ['cURL', 'JavaScript', 'Python', 'PHP']) expect(markdown).toContain(`**${label}**`);
    // The key is made once in a variable, so that running the curl line again to retry sends the same key.
    expect(markdown).toContain(
      '```bash\n# A new key for this request: to retry, run only the curl command again.\nexport IDEMPOTENCY_KEY=$(uuidgen)\ncurl --request POST \\\n  --max-time 30',
    );
    expect(markdown).toContain('--header "Idempotency-Key: $IDEMPOTENCY_KEY"');
    expect(markdown).toContain('"object": "chatbot"');
    expect(markdown).toMatch(/- 401 Unauthorized, `invalid_api_key`/);
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
