import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Locator, Page} from '@playwright/test';
import {replaceProductFacts} from '../src/plugins/remark-product-facts';
import {BASE, expect, test, waitForHydration} from './fixtures';
import {describeIbm, ibmViolations} from './ibm';
import {axeOn, wcagTags} from './axe';

/**
 * Recipes (developer/recipes/): a value one step returns fills the later steps' samples, in every language; the
 * reader can paste the response they got or type the value; every step can be reached with the keyboard, what
 * changes is announced, and the page stays clean for axe and IBM Equal Access in both colour modes with the forms in
 * use. (e2e/a11y.spec.ts
 * runs axe and IBM Equal Access over the recipe pages as they load, with every other page.)
 */
const ANSWER = `${BASE}developer/recipes/answer-visitors-from-your-back-end`;
const HANDOFF = `${BASE}developer/recipes/hand-a-conversation-to-a-person`;

const step = (page: Page, number: number) => page.locator(`[data-recipe-step="${number}"]`);
const sample = (scope: Locator, language: string) => scope.locator(`[data-sample="${language}"] code`);

async function open(page: Page, path: string, mode: 'light' | 'dark' = 'light') {
  await page.goto(`${path}?docusaurus-theme=${mode}`);
  await waitForHydration(page);
}

test("a session ID that step 1 returns fills the later steps' samples, in every language", async ({page}) => {
  await open(page, ANSWER);
  const first = step(page, 1);
  const second = step(page, 2);
  await expect(sample(second, 'curl')).toContainText('/sessions/ses_4Nv8cA2pLe/messages');

  await first
    .getByLabel('The response you got (JSON)')
    .fill(JSON.stringify({id: 'ses_E2eRecipe1', object: 'chat_session', status: 'open'}, null, 2));
  await first.getByRole('button', {name: 'Use this response'}).click();
  await expect(first.getByRole('status')).toHaveText('Steps 2, 4 and 5 now use Session ID ses_E2eRecipe1.');
  for (const language of ['curl', 'javascript', 'python', 'php']) {
    await expect(sample(second, language)).toContainText('/sessions/ses_E2eRecipe1/messages');
    await expect(sample(second, language)).not.toContainText('ses_4Nv8cA2pLe');
  }
  // Step 3 is the agent's replies, a webhook: it uses no session ID.
  await expect(sample(step(page, 4), 'curl')).toContainText('session_id=ses_E2eRecipe1');
  await expect(first.getByLabel('Session ID', {exact: true})).toHaveValue('ses_E2eRecipe1');
  // What the reader copies is what they see.
  await expect(sample(step(page, 5), 'python')).toContainText('/sessions/ses_E2eRecipe1"');
});

test('the reader can change the value, and one that cannot be used is refused', async ({page}) => {
  await open(page, ANSWER);
  const first = step(page, 1);
  const field = first.getByLabel('Session ID', {exact: true});
  await field.fill('ses_ChangedBy01');
  await expect(first.getByRole('status')).toHaveText('Steps 2, 4 and 5 now use Session ID ses_ChangedBy01.');
  await expect(sample(step(page, 2), 'curl')).toContainText('/sessions/ses_ChangedBy01/messages');
  await expect(sample(step(page, 4), 'curl')).toContainText('session_id=ses_ChangedBy01');

  await field.fill('ses Changed');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(first.getByText(/Use only letters, digits/)).toBeVisible();
  await expect(sample(step(page, 2), 'curl')).toContainText('/sessions/ses_ChangedBy01/messages');

  await field.fill('');
  await expect(sample(step(page, 2), 'curl')).toContainText('/sessions/ses_4Nv8cA2pLe/messages');

  await first.getByLabel('The response you got (JSON)').fill('{"id": ');
  await first.getByRole('button', {name: 'Use this response'}).click();
  await expect(first.getByRole('status')).toHaveText('That is not JSON. Paste the whole response body, from { to }.');
});

test("a webhook step's payload carries its session ID into the next step", async ({page}) => {
  await open(page, HANDOFF);
  // The server's HTML shows the document's example session; the page writes in the one the payload names.
  await expect(sample(step(page, 2), 'curl')).toContainText('/sessions/ses_8Wm2pR5tYc');
  await expect(sample(step(page, 5), 'curl')).toContainText('session_id=ses_8Wm2pR5tYc');
  const first = step(page, 1);
  await first.getByLabel('The payload you got (JSON)').fill('{"data": {"session": {"id": "ses_FromPayload"}}}');
  await first.getByRole('button', {name: 'Use this payload'}).click();
  await expect(first.getByRole('status')).toHaveText('Steps 2 and 5 now use Session ID ses_FromPayload.');
  await expect(sample(step(page, 2), 'curl')).toContainText('/sessions/ses_FromPayload');
});

test('every step is reachable with the keyboard, and the paste works without a pointer', async ({page}) => {
  await open(page, ANSWER);
  await page.locator('h2#steps').scrollIntoViewIfNeeded();
  // Start from the Steps heading, as a reader who followed the table of contents.
  await page.locator('#steps').evaluate((heading: HTMLElement) => {
    heading.tabIndex = -1;
    heading.focus();
  });
  const reached = new Set<string>();
  for (let press = 0; press < 100 && !reached.has('5:tab'); press += 1) {
    await page.keyboard.press('Tab');
    const where = await page.evaluate(() => {
      const active = document.activeElement as HTMLElement | null;
      const number = active?.closest('[data-recipe-step]')?.getAttribute('data-recipe-step');
      if (!active || !number) return undefined;
      const kind =
        active.getAttribute('role') === 'tab'
          ? 'tab'
          : active.tagName === 'TEXTAREA'
            ? 'paste'
            : active.tagName === 'INPUT'
              ? 'field'
              : active.textContent?.trim();
      return `${number}:${kind}`;
    });
    if (where) reached.add(where);
  }
  for (const stop of ['1:tab', '1:field', '1:paste', '1:Use this response', '2:tab', '4:tab', '5:tab']) {
    expect([...reached], stop).toContain(stop);
  }

  const first = step(page, 1);
  await first.getByLabel('The response you got (JSON)').focus();
  await page.keyboard.type('{"id": "ses_Keyboard01"}');
  await page.keyboard.press('Tab');
  await expect(first.getByRole('button', {name: 'Use this response'})).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(first.getByRole('status')).toHaveText('Steps 2, 4 and 5 now use Session ID ses_Keyboard01.');
  await expect(sample(step(page, 2), 'curl')).toContainText('ses_Keyboard01');
});

for (const mode of ['light', 'dark'] as const) {
  test(`the complete server's handleEvent excerpt shows its title, highlighted in ${mode} mode, and Copy copies it whole`, async ({
    page,
  }) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await open(page, ANSWER, mode);
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    // The whole server is a download (static/files/chat-server.mjs, run by scripts/samples/chat-server.test.ts); the
    // page shows excerpts of it. The one of handleEvent as the page writes it (```js title="chat-server.mjs (excerpt)"
    // static), its product facts filled in.
    const source = readFileSync(path.resolve('developer/recipes/answer-visitors-from-your-back-end.mdx'), 'utf8');
    const fence = [...source.matchAll(/```js title="chat-server\.mjs \(excerpt\)" static\n([\s\S]*?)\n```/g)].find(
      (excerpt) => excerpt[1]!.startsWith('function handleEvent(event) {'),
    );
    expect(fence, 'the page has a ```js title="chat-server.mjs (excerpt)" static fence of handleEvent').toBeDefined();
    const file = replaceProductFacts(fence![1]!, 'developer/recipes/answer-visitors-from-your-back-end.mdx');
    await expect(page.locator('a[href$="/files/chat-server.mjs"]')).toHaveText('Download the whole server');

    const block = page.locator('.api-code-file-part').filter({hasText: 'function handleEvent(event)'});
    await expect(block.locator('figcaption')).toHaveText('chat-server.mjs (excerpt)');
    const code = block.locator('pre code');
    await expect(code).toHaveText(file);
    // Highlighted at build time, in the samples' colours: a string token unlike the plain code around it.
    const string = code.locator('.token.string').first();
    await expect(string).toBeVisible();
    const colourOf = (element: Element) => getComputedStyle(element).color;
    expect(await string.evaluate(colourOf)).not.toBe(await code.evaluate(colourOf));
    // No code block of the theme on the page: the server is the reference's static HTML.
    await expect(page.locator('.theme-code-block')).toHaveCount(0);

    await block.getByRole('button', {name: 'Copy', exact: true}).click();
    await expect(block.getByRole('button', {name: 'Copied'})).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(file);
  });

  test(`a recipe in use has no WCAG 2.2 A/AA violation in ${mode} mode (axe and IBM Equal Access)`, async ({page}) => {
    // Two whole-page audits of the longest recipe: about a minute on a busy two-core machine, so more than the
    // default test time.
    test.setTimeout(180_000);
    await open(page, ANSWER, mode);
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    const first = step(page, 1);
    await first.getByLabel('The response you got (JSON)').fill('{"id": "ses_AxeCheck01"}');
    await first.getByRole('button', {name: 'Use this response'}).click();
    await expect(first.getByRole('status')).not.toBeEmpty();
    // A warning and an error message shown as well.
    await first.getByLabel('Session ID', {exact: true}).fill('ses Axe');
    await expect(first.getByText(/Use only letters, digits/)).toBeVisible();
    const {violations} = await axeOn(page).withTags(wcagTags).analyze();
    expect(
      violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`),
    ).toEqual([]);
    const failures = await ibmViolations(page);
    expect(failures.length, describeIbm(failures)).toBe(0);
  });
}
