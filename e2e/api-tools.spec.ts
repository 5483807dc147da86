import {createHmac} from 'node:crypto';
import {execFileSync} from 'node:child_process';
import {createServer} from 'node:http';
import type {Page, Request} from '@playwright/test';
import {BASE, expect, test, waitForHydration} from './fixtures';
import {axeOn} from './axe';

// These tests walk every page or every sample of the build: a limit for the walk, not for one page.
test.describe.configure({timeout: 180_000});

const CREATE_CHATBOT = `${BASE}developer/api/chatbot/create-a-chatbot`;
const MESSAGE_CHATBOT = `${BASE}developer/api/chat/message-a-chatbot`;
const LIST_LISTINGS = `${BASE}developer/api/realestate/get-list`;
const CONVERSATION_WEBHOOK = `${BASE}developer/webhook/conversation`;
/** The signature checker sits in "Verify the signature" on the delivery page. */
const WEBHOOK_DELIVERY = `${BASE}developer/webhook/delivery`;
/** reportPaymentEvent: Bearer Events token, not the API key. */
const PAYMENT_REFERENCE = `${BASE}integration/payment-reference`;

const API_KEY = 'sk_test_4eC39HqLyjWDarjtT1zdp7dc';
const CHATBOT_ID = 'bot_Zz9Yy8Xx7W';
const SESSION_ID = 'ses_Qq1Ww2Ee3R';

/** Every panel's code, in every language. */
const allSamples = (page: Page) =>
  page.locator('.api-samples [data-sample] code').evaluateAll((codes) => codes.map((code) => code.textContent ?? ''));

/** Every request the page makes, with its URL, headers and body, to check that nothing carries a value. */
function recordRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    seen.push(`${request.url()} ${JSON.stringify(request.headers())} ${request.postData() ?? ''}`);
  });
  return seen;
}

/** The chunks a page has loaded, by the names of the lazy ones. */
const loadedChunks = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => /api-(your-values|request-builder|signature-checker)|\/builder\//.test(name)),
  );

async function axe(page: Page, selector: string) {
  const results = await axeOn(page).include(selector).analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`,
  );
}

test.describe('Your values', () => {
  test('set once, every sample on every page shows them, in every language and in what is copied', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const requests = recordRequests(page);
    await page.goto(CREATE_CHATBOT);
    await waitForHydration(page);
    expect(await loadedChunks(page)).toEqual([]);
    await page.getByRole('button', {name: 'Your values'}).first().click();
    const form = page.getByRole('form', {name: 'Your values'});
    await form.getByLabel('API key').fill(API_KEY);
    await form.getByLabel('Chatbot ID').fill(CHATBOT_ID);
    await form.getByLabel('Session ID').fill(SESSION_ID);
    expect((await loadedChunks(page)).join()).toContain('api-your-values');

    // This page has no chatbot ID in its path, but the key is in all four samples.
    for (const code of await allSamples(page)) {
      expect(code).toContain(API_KEY);
      expect(code).not.toContain('YOUR_API_KEY');
    }
    await page.getByRole('button', {name: 'Copy', exact: true}).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(`Bearer ${API_KEY}`);

    // The next page, reached in the site and loaded anew.
    await page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'Chat', exact: true}).click();
    await page
      .locator('article')
      .getByRole('link', {name: /Message a chatbot/})
      .click();
    await expect(page).toHaveURL(MESSAGE_CHATBOT);
    await expect(page.getByRole('button', {name: /Your values \(3 set\)/})).toBeVisible();
    for (const page2Code of await allSamples(page)) {
      expect(page2Code).toContain(`/chatbots/${CHATBOT_ID}/sessions/${SESSION_ID}/messages`);
      expect(page2Code).toContain(API_KEY);
    }
    await page.reload();
    await waitForHydration(page);
    for (const code of await allSamples(page))
      expect(code).toContain(`/chatbots/${CHATBOT_ID}/sessions/${SESSION_ID}/messages`);

    // Where they are kept: IDs in localStorage, the key in sessionStorage only; no cookie, no URL, no request.
    const stored = await page.evaluate(() => ({
      local: JSON.stringify({...localStorage}),
      session: JSON.stringify({...sessionStorage}),
      cookie: document.cookie,
      url: location.href,
    }));
    expect(stored.local).toContain(CHATBOT_ID);
    expect(stored.local).not.toContain(API_KEY);
    expect(stored.session).toContain(API_KEY);
    expect(stored.cookie).not.toContain(API_KEY);
    expect(stored.url).not.toContain(API_KEY);
    expect((await context.cookies()).map((cookie) => cookie.value).join()).not.toContain(API_KEY);
    expect(requests.filter((line) => line.includes(API_KEY) || line.includes(CHATBOT_ID))).toEqual([]);

    // A new tab: the IDs are kept, the key is not.
    const tab = await context.newPage();
    await tab.goto(MESSAGE_CHATBOT);
    await waitForHydration(tab);
    for (const code of await allSamples(tab)) {
      expect(code).toContain(CHATBOT_ID);
      expect(code).toContain('YOUR_API_KEY');
    }
    await tab.close();

    // One visible button clears everything.
    await page.getByRole('button', {name: 'Clear your values'}).first().click();
    for (const code of await allSamples(page)) {
      expect(code).toContain('/chatbots/bot_7Hq2mX9aLp/sessions/ses_4Nv8cA2pLe/messages');
      expect(code).toContain('YOUR_API_KEY');
    }
    expect(await page.evaluate(() => JSON.stringify({...localStorage, ...sessionStorage}))).not.toContain(CHATBOT_ID);
  });

  test('a value that would break the samples is explained and not used', async ({page}) => {
    await page.goto(MESSAGE_CHATBOT);
    await waitForHydration(page);
    await page.getByRole('button', {name: 'Your values'}).first().click();
    const field = page.getByRole('form', {name: 'Your values'}).getByLabel('Chatbot ID');
    await field.fill("bot 1'; rm -rf");
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(/Use only letters, digits/)).toBeVisible();
    for (const code of await allSamples(page)) expect(code).toContain('bot_7Hq2mX9aLp');
    await field.fill('bot_short');
    await expect(page.getByText(/does not look like a chatbot ID/)).toBeVisible();
    for (const code of await allSamples(page)) expect(code).toContain('/chatbots/bot_short/');
  });

  test('the API key is not written into the samples of an operation that takes another credential', async ({page}) => {
    await page.goto(PAYMENT_REFERENCE);
    await waitForHydration(page);
    await expect(
      page.getByText(
        /Replace the URL with the Events URL the dashboard shows, and YOUR_EVENTS_TOKEN with your Events token/,
      ),
    ).toBeVisible();
    await page.getByRole('button', {name: 'Your values'}).first().click();
    await page.getByRole('form', {name: 'Your values'}).getByLabel('API key').fill(API_KEY);
    await expect(page.getByRole('button', {name: /Your values \(1 set\)/}).first()).toBeVisible();
    const codes = await allSamples(page);
    expect(codes.length).toBeGreaterThan(0);
    for (const code of codes) {
      expect(code).toContain('Bearer YOUR_EVENTS_TOKEN');
      expect(code).not.toContain(API_KEY);
    }
    // The request builder keeps it too.
    await page.getByRole('button', {name: 'Build a request'}).first().click();
    await expect(page.getByRole('button', {name: 'Build a request'}).first()).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('.api-samples [data-sample] code').first()).toContainText('YOUR_EVENTS_TOKEN');
    for (const code of await allSamples(page)) expect(code).not.toContain(API_KEY);
  });

  test("webhook pages show the reader's IDs in the example payloads", async ({page}) => {
    await page.goto(CONVERSATION_WEBHOOK);
    await waitForHydration(page);
    await page.getByRole('button', {name: 'Your values'}).first().click();
    await page.getByRole('form', {name: 'Your values'}).getByLabel('Chatbot ID').fill(CHATBOT_ID);
    await expect(page.locator('.api-example').first()).toContainText(`"chatbot_id": "${CHATBOT_ID}"`);
  });
});

test.describe('Request builder', () => {
  test('loads when opened, and the samples follow the form live, in every language', async ({page}) => {
    const requests = recordRequests(page);
    await page.goto(CREATE_CHATBOT);
    await waitForHydration(page);
    expect(await loadedChunks(page)).toEqual([]);
    await page.getByRole('button', {name: 'Build a request'}).click();
    const form = page.getByRole('form', {name: 'Build a request'});
    // The builder's own status line (the form also holds Try it's).
    await expect(form.locator('.api-builder__status')).toHaveText('The samples show this request.');
    expect((await loadedChunks(page)).join()).toContain('api-request-builder');

    await form.getByLabel(/^name/).fill('Returns desk');
    for (const code of await allSamples(page)) expect(code).toContain('Returns desk');

    // A value out of range: said in words, and left out of the samples until fixed.
    await form.getByLabel(/^temperature/).fill('5');
    await expect(form.getByText('Must be from 0 to 1.').first()).toBeVisible();
    await expect(form.getByLabel(/^temperature/)).toHaveAttribute('aria-invalid', 'true');
    for (const code of await allSamples(page)) expect(code).not.toMatch(/temperature/);
    await form.getByLabel(/^temperature/).fill('0.7');
    for (const code of await allSamples(page)) expect(code).toMatch(/temperature.{1,5}0\.7/);

    // A required field emptied.
    await form.getByLabel(/^name/).fill('');
    await expect(form.locator('.api-builder__status')).toContainText('name: Required.');

    // Enums are a choice; a list of objects grows in place.
    await form.getByRole('button', {name: 'Add an item to knowledge'}).click();
    await form.getByLabel(/^type/).nth(1).selectOption('url');
    await form.getByLabel(/^url/).nth(1).fill('https://example.com/returns');
    for (const code of await allSamples(page)) expect(code).toContain('https://example.com/returns');
    const python = await page.locator('[data-sample="python"] code').textContent();
    expect(python).toContain('"url": "https://example.com/returns"');

    // Closed: the samples are the static ones again.
    await form.getByRole('button', {name: 'Close the builder'}).click();
    for (const code of await allSamples(page)) expect(code).toContain('Support assistant');
    expect(requests.filter((line) => line.includes('Returns desk') || line.includes('api.parleychat.io'))).toEqual([]);
  });

  test("an upload names the reader's file, and its media type follows the file", async ({page}) => {
    await page.goto(`${BASE}developer/api/upload-file`);
    await waitForHydration(page);
    await page.getByRole('button', {name: 'Build a request'}).click();
    const form = page.getByRole('form', {name: 'Build a request'});
    await form.getByLabel(/^file/).fill('handbook.docx');
    for (const code of await allSamples(page)) {
      expect(code).toContain('handbook.docx');
      expect(code).not.toContain('returns-policy.pdf');
      expect(code).not.toContain('application/pdf');
    }
    const docx = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
    expect(await page.locator('[data-sample="javascript"] code').textContent()).toContain(`{type: '${docx}'}`);
    expect(await page.locator('[data-sample="python"] code').textContent()).toContain(
      `("handbook.docx", open("handbook.docx", "rb"), "${docx}")`,
    );
  });

  test('query parameters go into the URL of every sample', async ({page}) => {
    await page.goto(LIST_LISTINGS);
    await waitForHydration(page);
    await page.getByRole('button', {name: 'Build a request'}).click();
    const form = page.getByRole('form', {name: 'Build a request'});
    await form.getByLabel(/^min_price/).fill('250000');
    await form.getByLabel(/^status/).selectOption('for_rent');
    for (const code of await allSamples(page)) {
      expect(code).toContain('status=for_rent');
      expect(code).toContain('min_price=250000');
    }
    await form.getByLabel(/^min_price/).fill('cheap');
    await expect(form.getByText(/Enter a whole number|Enter a number/).first()).toBeVisible();
    for (const code of await allSamples(page)) expect(code).not.toContain('min_price');
  });

  test('the open builder has no accessibility violations in either colour mode', async ({page}) => {
    for (const theme of ['light', 'dark']) {
      await page.goto(`${CREATE_CHATBOT}?docusaurus-theme=${theme}`);
      await waitForHydration(page);
      await page.getByRole('button', {name: 'Build a request'}).click();
      await page.getByRole('button', {name: 'Your values'}).first().click();
      await expect(page.getByRole('form', {name: 'Build a request'}).locator('.api-builder__status')).toBeVisible();
      await page
        .getByRole('form', {name: 'Build a request'})
        .getByLabel(/^temperature/)
        .fill('5');
      expect(await axe(page, '.api-samples'), theme).toEqual([]);
    }
  });
});

test.describe('Webhook signature checker', () => {
  const secret = 'whsec_test_1a2b3c4d5e6f';
  const body =
    '{"id":"evt_test_1","object":"event","type":"conversation.ended","data":{"session_id":"ses_3kT9vQ2wZr"}}';
  const signature = (t: number, text = body, key = secret) =>
    createHmac('sha256', key).update(`${t}.${text}`).digest('hex');

  async function open(page: Page) {
    await page.goto(WEBHOOK_DELIVERY);
    await waitForHydration(page);
    expect(await loadedChunks(page)).toEqual([]);
    await page.getByRole('button', {name: 'Open the signature checker'}).click();
    const checker = page.locator('.api-checker');
    // The checker on screen means its chunk has run: only then is the chunk list complete.
    await expect(checker.getByLabel('Raw body')).toBeVisible();
    expect((await loadedChunks(page)).join()).toContain('api-signature-checker');
    return checker;
  }

  test('says which step fails, or that the delivery is valid, in a live region', async ({page}) => {
    const requests = recordRequests(page);
    const checker = await open(page);
    const verdict = checker.getByRole('status');
    const now = Math.floor(Date.now() / 1000);
    await checker.getByLabel('Raw body').fill(body);
    await checker.getByLabel('Signing secret').fill(secret);

    await checker.getByLabel('Parley-Signature header').fill(`t=${now},v1=${signature(now)}`);
    await expect(verdict).toContainText('Valid: the signature matches');

    await checker.getByLabel('Parley-Signature header').fill(`v1=${signature(now)}`);
    await expect(verdict).toContainText('Malformed header. The header has no t=');
    await checker.getByLabel('Parley-Signature header').fill(`t=${now},v1=abc`);
    await expect(verdict).toContainText('Malformed header. v1= is not 64 hexadecimal characters');

    await checker.getByLabel('Parley-Signature header').fill(`t=${now},v1=${signature(now, body, 'whsec_other')}`);
    await expect(verdict).toContainText('No v1 matches: the body or the secret differs');

    // The body re-serialised by a framework: said so.
    await checker.getByLabel('Parley-Signature header').fill(`t=${now},v1=${signature(now)}`);
    await checker.getByLabel('Raw body').fill(JSON.stringify(JSON.parse(body), null, 2));
    await expect(verdict).toContainText('It matches with the body as compact JSON');
    await checker.getByLabel('Raw body').fill(body);

    // Seven minutes and 12 s before the clock as the field is filled; a busy machine adds its own seconds before the
    // check runs, so only the minutes are pinned.
    const old = Math.floor(Date.now() / 1000) - 7 * 60 - 12;
    await checker.getByLabel('Parley-Signature header').fill(`t=${old},v1=${signature(old)}`);
    await expect(verdict).toContainText('The signature is right, but the timestamp is outside the tolerance');
    await expect(verdict).toContainText(/t is 7 min \d{1,2} s before your clock/);

    // Rolling secrets: two v1, the second matches.
    await checker
      .getByLabel('Parley-Signature header')
      .fill(`t=${now},v1=${signature(now, body, 'x')},v1=${signature(now)}`);
    await expect(verdict).toContainText('Valid');
    await expect(checker.getByText('v1 number 2 of 2 matches')).toBeVisible();

    // The expected signature, for the header's t.
    await expect(checker.getByTestId('expected-signature')).toHaveText(signature(now));
    expect(requests.filter((line) => line.includes(secret) || line.includes('evt_test_1'))).toEqual([]);
    expect(await page.evaluate(() => JSON.stringify({...localStorage, ...sessionStorage}))).not.toContain(secret);
  });

  test('the signed test delivery is a command that an endpoint following the guide accepts', async ({page}) => {
    // An endpoint that verifies as the page's Node.js server does.
    const received: string[] = [];
    const server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const header = String(request.headers['parley-signature'] ?? '');
        const parts = Object.fromEntries(header.split(',').map((part) => part.split('=')));
        const ok = Math.abs(Date.now() / 1000 - Number(parts.t)) <= 300 && signature(Number(parts.t), raw) === parts.v1;
        received.push(`${ok ? 'valid' : 'invalid'} ${request.headers['parley-event-id']} ${raw}`);
        response.writeHead(ok ? 200 : 400).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as {port: number}).port;
    try {
      const checker = await open(page);
      await checker.getByLabel('Raw body').fill(body);
      await checker.getByLabel('Signing secret').fill(secret);
      await checker.getByLabel('Your endpoint').fill(`http://127.0.0.1:${port}/webhooks/parley`);
      // The command is signed asynchronously: wait until it is the one for this endpoint.
      await expect(checker.getByTestId('test-delivery')).toContainText(`127.0.0.1:${port}/webhooks/parley`);
      const command = (await checker.getByTestId('test-delivery').textContent()) ?? '';
      expect(command).toMatch(/^curl -i 'http:\/\/127\.0\.0\.1:\d+\/webhooks\/parley'/);
      // The shell reads the command; curl is replaced by a function that prints the arguments it gets, one per
      // line (NUL-separated), so the test sends exactly those.
      const words = execFileSync('bash', ['-c', `curl() { printf '%s\\0' "$@"; }\n${command}`])
        .toString()
        .split('\0');
      const headers: Record<string, string> = {};
      let data = '';
      for (let index = 0; index < words.length; index += 1) {
        if (words[index] === '-H') {
          const [name, ...rest] = words[index + 1]!.split(': ');
          headers[name!] = rest.join(': ');
        }
        if (words[index] === '--data-binary') data = words[index + 1]!;
      }
      expect(data).toBe(body);
      const response = await fetch(words[1]!, {method: 'POST', headers, body: data});
      expect(response.status).toBe(200);
      expect(received).toEqual([`valid evt_test_1 ${body}`]);
    } finally {
      server.close();
    }
  });

  test('fill in an example gives a valid delivery, and the open checker has no accessibility violations', async ({
    page,
  }) => {
    for (const theme of ['light', 'dark']) {
      await page.goto(`${WEBHOOK_DELIVERY}?docusaurus-theme=${theme}`);
      await waitForHydration(page);
      await page.getByRole('button', {name: 'Open the signature checker'}).click();
      await page.getByRole('button', {name: 'Fill in an example'}).click();
      await expect(page.locator('.api-checker').getByRole('status')).toContainText('Valid');
      await page.locator('.api-checker').getByLabel('Parley-Signature header').fill('t=abc');
      await expect(page.locator('.api-checker').getByRole('status')).toContainText('Malformed header');
      expect(await axe(page, '.api-checker'), theme).toEqual([]);
    }
  });
});
