import {allowErrors, BASE, expect, test, waitForHydration} from './fixtures';

/**
 * The Content-Security-Policy written by src/plugins/post-build/csp.ts, and the markup
 * rules that go with it: no inline event handlers, and links that open a new
 * tab cannot reach back into this one (rel="noopener").
 */
// Every built page carries its policy before its scripts, with the hash of each of its inline scripts, and has no
// inline event handler or new-tab link without rel="noopener" (`npm run test:html`, scripts/built-site/checks.ts);
// every built page is loaded under its policy, with no violation, in the one pass that loads each page
// (e2e/a11y.spec.ts).

test('search works under the policy: its worker and index load from this origin', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await page.goto(`${BASE}developer/intro`);
  await waitForHydration(page);
  await page.locator('.navbar').getByRole('combobox', {name: 'Search'}).fill('webhook');
  await expect(page.locator('.navbar [role="option"]').first()).toContainText(/webhook/i);
});

test('the policy blocks a script injected into a page, and the browser reports it', async ({page}) => {
  allowErrors(page); // the blocked script is logged as a console error, on purpose
  const reported = page.waitForEvent('console', (message) => /Content Security Policy/i.test(message.text()));
  await page.goto(BASE);
  await waitForHydration(page);
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injectedScriptRan = true';
    document.body.append(script);
    return (window as unknown as {injectedScriptRan?: boolean}).injectedScriptRan === true;
  });
  expect(ran).toBe(false);
  expect((await reported).text()).toMatch(/script-src/);
});
