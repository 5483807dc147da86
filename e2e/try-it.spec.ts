import {createHmac} from 'node:crypto';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Page, Request} from '@playwright/test';
import {buildDir, builtPagePaths} from './built-pages';
import {BASE, expect, test, waitForHydration} from './fixtures';
import {ibmViolations} from './ibm';
import {axeOn, wcagTags} from './axe';

/**
 * "Try it" beside the request builder and the webhook lab (developer/webhook/lab.mdx): both answer in the page and
 * send nothing. The simulated responses come from the operation's own document; the lab's command is checked here
 * by recomputing its signature, and run against the pages' servers in scripts/samples/webhook-lab.samples.ts.
 */
const CREATE_CHATBOT = `${BASE}developer/api/chatbot/create-a-chatbot`;
const GET_CHATBOT = `${BASE}developer/api/chatbot/get-a-chatbot`;
const LIST_LISTINGS = `${BASE}developer/api/realestate/get-list`;
const LAB = `${BASE}developer/webhook/lab`;

/** Every request the page makes, with its method; the fixture fails a test on any request to another origin too. */
function recordRequests(page: Page): Array<{method: string; url: string}> {
  const seen: Array<{method: string; url: string}> = [];
  page.on('request', (request: Request) => seen.push({method: request.method(), url: request.url()}));
  return seen;
}

/** The region that announces each simulated response. */
const tryItStatus = (page: Page) => page.locator('.api-try-it [role="status"]');

async function accessibilityProblems(page: Page): Promise<string[]> {
  const {violations} = await axeOn(page).withTags(wcagTags).analyze();
  const ibm = (await ibmViolations(page)).map(
    (failure) => `[IBM ${failure.ruleId}] ${failure.message} ${failure.path}`,
  );
  return [
    ...violations.map(
      (violation) => `[axe ${violation.id}] ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
    ...ibm,
  ];
}

test.describe('Try it', () => {
  test('answers with the documented response, the reader’s values in it, marked as simulated', async ({page}) => {
    await page.goto(CREATE_CHATBOT);
    await waitForHydration(page);
    const chunks = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((name) => name.includes('api-request-builder')),
      );
    expect(await chunks()).toEqual([]);
    await page.locator('.api-samples__tools').getByRole('button', {name: 'Try it'}).click();
    await expect(tryItStatus(page)).toHaveText('Simulated response: 201 Created.');
    expect((await chunks()).length).toBeGreaterThan(0);
    const panel = page.locator('.api-try-it');
    await expect(panel).toContainText('Simulated response: worked out in this page from the API reference.');
    await expect(panel.locator('pre')).toContainText('"name": "Support assistant"');

    const form = page.getByRole('form', {name: 'Build a request'});
    await form.getByLabel(/^name/).fill('Returns desk');
    await form.getByRole('button', {name: 'Try it'}).click();
    await expect(tryItStatus(page)).toHaveText('Simulated response: 201 Created. It carries your value for name.');
    await expect(panel.locator('pre')).toContainText('"name": "Returns desk"');
    await expect(panel.locator('pre')).toContainText('"object": "chatbot"');
  });

  test('a path ID comes back as the object’s ID; a list answers with its documented list', async ({page}) => {
    await page.goto(GET_CHATBOT);
    await waitForHydration(page);
    await page.getByRole('button', {name: 'Build a request'}).click();
    const form = page.getByRole('form', {name: 'Build a request'});
    await form.getByLabel(/^chatbot_id/).fill('bot_Zq8Rw2Lm5X');
    await form.getByRole('button', {name: 'Try it'}).click();
    await expect(tryItStatus(page)).toHaveText('Simulated response: 200 OK. It carries your value for id.');
    await expect(page.locator('.api-try-it pre')).toContainText('"id": "bot_Zq8Rw2Lm5X"');

    await page.goto(LIST_LISTINGS);
    await waitForHydration(page);
    await page.locator('.api-samples__tools').getByRole('button', {name: 'Try it'}).click();
    await expect(tryItStatus(page)).toContainText('Simulated response: 200 OK.');
    // The listings of the chatbot the request names.
    const chatbotId = await page
      .getByRole('form', {name: 'Build a request'})
      .getByLabel(/^chatbot_id/)
      .inputValue();
    await expect(page.locator('.api-try-it pre')).toContainText('"object": "list"');
    await expect(page.locator('.api-try-it pre')).toContainText(`"chatbot_id": "${chatbotId}"`);
  });

  test('a request that breaks a limit gets the documented error and the Errors page’s advice', async ({page}) => {
    await page.goto(CREATE_CHATBOT);
    await waitForHydration(page);
    await page.getByRole('button', {name: 'Build a request'}).click();
    const form = page.getByRole('form', {name: 'Build a request'});
    await form.getByLabel(/^temperature/).fill('5');
    await form.getByRole('button', {name: 'Try it'}).click();
    await expect(tryItStatus(page)).toHaveText(
      'Simulated response: 400 Bad Request, error parameter_invalid on temperature. No. Fix the value.',
    );
    const panel = page.locator('.api-try-it');
    await expect(panel).toContainText('HTTP 400 Bad Request');
    await expect(panel.locator('pre')).toContainText('"code": "parameter_invalid"');
    await expect(panel.locator('pre')).toContainText('"param": "temperature"');
    await expect(panel.getByRole('definition').filter({hasText: 'A parameter has the wrong type'})).toBeVisible();

    await form.getByLabel(/^temperature/).fill('0.5');
    await form.getByLabel(/^name/).fill('');
    await form.getByRole('button', {name: 'Try it'}).click();
    await expect(tryItStatus(page)).toContainText('400 Bad Request, error invalid_request on name.');
  });

  test('works from the keyboard alone, and the answer is announced', async ({page}) => {
    await page.goto(CREATE_CHATBOT);
    await waitForHydration(page);
    await page.getByRole('button', {name: 'Build a request'}).focus();
    // The next stop after "Build a request" is the samples' "Try it".
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveText('Try it');
    await page.keyboard.press('Enter');
    const status = tryItStatus(page);
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await expect(status).toHaveText('Simulated response: 201 Created.');
    // Into the form, change a value, and answer again with the builder's own button.
    const name = page.getByRole('form', {name: 'Build a request'}).getByLabel(/^name/);
    await name.focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Front desk');
    const tryButton = page.getByRole('form', {name: 'Build a request'}).getByRole('button', {name: 'Try it'});
    for (let step = 0; step < 60; step += 1) {
      if (await tryButton.evaluate((button) => button === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    await expect(tryButton).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(status).toHaveText('Simulated response: 201 Created. It carries your value for name.');
    // The response body can be reached and scrolled from the keyboard.
    await page.keyboard.press('Tab');
    for (let step = 0; step < 10; step += 1) {
      if (await page.locator('.api-try-it pre').evaluate((pre) => pre === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    await expect(page.locator('.api-try-it pre')).toBeFocused();
  });
});

test.describe('Webhook lab', () => {
  test('signs the chosen event with the reader’s secret: headers, body and one curl command', async ({page}) => {
    await page.goto(LAB);
    await waitForHydration(page);
    const form = page.getByRole('form', {name: 'Sign a test delivery'});
    await form.getByLabel('Event').selectOption('lead.created');
    await form.getByLabel(/^Signing secret/).fill('whsec_local_test_secret');
    await expect(form.getByText('The payload matches the lead.created schema.')).toBeVisible();
    await form.getByRole('button', {name: 'Sign the delivery'}).click();
    await expect(form.getByRole('status')).toContainText('Signed lead.created at t=');

    const command = (await page.getByLabel('The delivery: command').textContent())!;
    expect(command).toMatch(
      /^curl -i 'http:\/\/localhost:3000\/webhooks\/parley' \\\n {2}-H 'Content-Type: application\/json'/,
    );
    const header = /-H 'Parley-Signature: t=(\d+),v1=([0-9a-f]{64})'/.exec(command)!;
    const body = /--data '(.*)'$/.exec(command)![1]!;
    expect(JSON.parse(body)).toMatchObject({type: 'lead.created', object: 'event'});
    expect(header[2]).toBe(
      createHmac('sha256', 'whsec_local_test_secret').update(`${header[1]}.${body}`).digest('hex'),
    );
    const eventId = (JSON.parse(body) as {id: string}).id;
    expect(command).toContain(`-H 'Parley-Event-Id: ${eventId}'`);
    await expect(page.getByLabel('The delivery: body')).toHaveText(body);

    // The duplicate: the same event and body, signed again for the first retry.
    const duplicate = (await page.getByLabel('A duplicate: the first retry: command').textContent())!;
    expect(duplicate).toContain(`-H 'Parley-Event-Id: ${eventId}'`);
    expect(duplicate).toContain(`--data '${body}'`);
    await expect(page.getByRole('table').last()).toContainText('Since the first attempt');
  });

  test('names the secret that signs each event, posts flow.webhook to the flow endpoint, and accepts any 2xx', async ({
    page,
  }) => {
    await page.goto(LAB);
    await waitForHydration(page);
    const form = page.getByRole('form', {name: 'Sign a test delivery'});
    const secret = form.getByLabel(/^Signing secret/);
    await form.getByLabel('Event').selectOption('lead.created');
    await expect(secret).toHaveAccessibleName(/lead\.created is signed with the endpoint's signing secret/);
    await form.getByLabel('Event').selectOption('payment.requested');
    await expect(secret).toHaveAccessibleName(/payment\.requested is signed with the integration's Signing secret/);
    await form.getByLabel('Event').selectOption('flow.webhook');
    await expect(secret).toHaveAccessibleName(/flow\.webhook is signed with the chatbot's Flow webhook secret/);
    await expect(form.getByLabel(/^Your local server/)).toHaveValue('http://localhost:3000/parley/flow');
    await secret.fill('local_flow_webhook_secret');
    await form.getByRole('button', {name: 'Sign the delivery'}).click();
    await expect(page.getByLabel('The delivery: command')).toContainText("curl -i 'http://localhost:3000/parley/flow'");
    await expect(page.getByText('Your server should answer with any 2xx status')).toBeVisible();
    await expect(page.getByLabel('A duplicate: the first retry: command')).toHaveCount(0);

    // The table of secrets links to code that verifies each one, on anchors that exist.
    const table = page.getByRole('table').first();
    for (const name of ['The webhook servers', 'The Send webhook endpoint', 'The payment server']) {
      const href = (await table.getByRole('link', {name}).getAttribute('href'))!;
      const [target, fragment] = href.split('#');
      await page.goto(target!);
      await expect(page.locator(`[id="${fragment}"]`), href).toHaveCount(1);
      // A code block comes before the next section: the link lands on the verification code.
      const codeInSection = await page.evaluate((id) => {
        const heading = document.getElementById(id);
        for (let node = heading?.nextElementSibling; node && node.tagName !== 'H2'; node = node.nextElementSibling) {
          if (node.matches('pre') || node.querySelector('pre')) return true;
        }
        return false;
      }, fragment!);
      expect(codeInSection, `${href} has code in its section`).toBe(true);
      await page.goBack();
    }
  });

  test('a payload that breaks the schema is not signed, and says why', async ({page}) => {
    await page.goto(LAB);
    await waitForHydration(page);
    const form = page.getByRole('form', {name: 'Sign a test delivery'});
    await form.getByLabel(/^Signing secret/).fill('whsec_local_test_secret');
    const payload = form.getByLabel(/^Payload/);
    const text = (await payload.inputValue()).replace('"object": "event"', '"object": 42');
    await payload.fill(text);
    await expect(payload).toHaveAttribute('aria-invalid', 'true');
    await expect(form.locator('.api-form__error').first()).toContainText('/object');
    await form.getByRole('button', {name: 'Sign the delivery'}).click();
    await expect(form.getByRole('status')).toContainText('does not match the');
    await expect(page.getByLabel('The delivery: command')).toHaveCount(0);
  });

  test('works from the keyboard alone, and announces the signing', async ({page}) => {
    await page.goto(LAB);
    await waitForHydration(page);
    const form = page.getByRole('form', {name: 'Sign a test delivery'});
    await form.getByLabel('Event').focus();
    await form.getByLabel('Event').selectOption('conversation.handoff.requested');
    await page.keyboard.press('Tab');
    await expect(form.getByLabel(/^Signing secret/)).toBeFocused();
    await page.keyboard.type('whsec_keyboard_secret');
    await page.keyboard.press('Enter');
    const status = form.getByRole('status');
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await expect(status).toContainText('Signed conversation.handoff.requested at t=');
    await expect(page.getByLabel('The delivery: command')).toContainText('conversation.handoff.requested');
  });
});

for (const mode of ['light', 'dark'] as const) {
  test(`Try it and the lab, opened and answered, have no axe or IBM Equal Access violation in ${mode} mode`, async ({
    page,
  }) => {
    await page.goto(`${CREATE_CHATBOT}?docusaurus-theme=${mode}`);
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    await page.getByRole('button', {name: 'Build a request'}).click();
    const form = page.getByRole('form', {name: 'Build a request'});
    await form.getByLabel(/^temperature/).fill('5');
    await form.getByRole('button', {name: 'Try it'}).click();
    await expect(tryItStatus(page)).toContainText('400 Bad Request');
    expect(await accessibilityProblems(page), `${CREATE_CHATBOT} (${mode})`).toEqual([]);

    await page.goto(`${LAB}?docusaurus-theme=${mode}`);
    await waitForHydration(page);
    const lab = page.getByRole('form', {name: 'Sign a test delivery'});
    await lab.getByLabel(/^Signing secret/).fill('whsec_local_test_secret');
    await lab.getByRole('button', {name: 'Sign the delivery'}).click();
    await expect(page.getByLabel('The delivery: command')).toBeVisible();
    expect(await accessibilityProblems(page), `${LAB} (${mode})`).toEqual([]);
  });
}

/** The pages with a request builder, read from the build (every operation page and the recipes that embed one). */
const apiPages = builtPagePaths().filter((pagePath) => {
  const file = path.join(buildDir, `${pagePath.slice(BASE.length).replace(/\/$/, '/index') || 'index'}.html`);
  try {
    return readFileSync(file, 'utf8').includes('api-samples');
  } catch {
    return false;
  }
});

/** What left the page: requests to another origin, and any request that is not a GET (nothing is posted). */
function expectNothingLeft(page: Page, requests: Array<{method: string; url: string}>) {
  const pageOrigin = new URL(page.url()).origin;
  expect(
    requests.filter((request) => new URL(request.url).origin !== pageOrigin && !/^(data|blob):/.test(request.url)),
  ).toEqual([]);
  // Only the site's own files are fetched: nothing is posted, not even to this origin.
  expect(requests.filter((request) => request.method !== 'GET')).toEqual([]);
}

test('the request builder is on every operation page', () => {
  expect(apiPages.length).toBeGreaterThan(20);
  expect(apiPages).toContain(CREATE_CHATBOT);
});

// Every "Try it" of every page with request builders is pressed in the one visit each page gets (e2e/a11y.spec.ts):
// each answers with a simulated 2xx, nothing is posted and nothing is fetched from another origin.

test('nothing leaves the page while a reader signs every event in the lab', async ({page}) => {
  const requests = recordRequests(page);
  await page.goto(LAB);
  await waitForHydration(page);
  const form = page.getByRole('form', {name: 'Sign a test delivery'});
  await form.getByLabel(/^Signing secret/).fill('whsec_local_test_secret');
  const events = await form
    .getByLabel('Event')
    .locator('option')
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
  expect(events).toEqual(expect.arrayContaining(['lead.created', 'lead.updated', 'payment.requested']));
  for (const event of events) {
    await form.getByLabel('Event').selectOption(event);
    await form.getByRole('button', {name: 'Sign the delivery'}).click();
    await expect(form.getByRole('status')).toContainText(`Signed ${event} at t=`);
  }
  expectNothingLeft(page, requests);
});

test('the policy still allows connections to this origin only, and the API key stays in session storage', async ({
  page,
}) => {
  for (const pagePath of [CREATE_CHATBOT, LAB]) {
    const html = readFileSync(path.join(buildDir, `${pagePath.slice(BASE.length)}.html`), 'utf8');
    expect(html, pagePath).toMatch(/connect-src 'self'[;"]/);
  }
  await page.goto(CREATE_CHATBOT);
  await waitForHydration(page);
  await page.getByRole('button', {name: 'Your values'}).first().click();
  await page.getByRole('form', {name: 'Your values'}).getByLabel('API key').fill('sk_test_TryItKey0000001');
  await page.locator('.api-samples__tools').getByRole('button', {name: 'Try it'}).first().click();
  await expect(tryItStatus(page).first()).toContainText('Simulated response');
  const stored = await page.evaluate(() => ({
    session: JSON.stringify({...sessionStorage}),
    local: JSON.stringify({...localStorage}),
  }));
  expect(stored.session).toContain('sk_test_TryItKey0000001');
  expect(stored.local).not.toContain('sk_test_TryItKey0000001');
});
