import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {inlineScripts, scriptHash} from '../src/plugins/post-build/csp';
import {buildDir} from './built-pages';
import {allowErrors, BASE, expect, test, waitForHydration} from './fixtures';

/**
 * The Content-Security-Policy written by src/plugins/post-build/csp.ts, and the markup
 * rules that go with it: no inline event handlers, and links that open a new
 * tab cannot reach back into this one (rel="noopener").
 */
const htmlFiles = readdirSync(buildDir, {recursive: true})
  .map(String)
  .filter((file) => file.endsWith('.html'));

function policyOf(html: string): string | undefined {
  return /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1]?.replace(/&quot;/g, '"');
}

test('every built page carries a policy that allows its own inline scripts and no other inline script', () => {
  expect(htmlFiles.length).toBeGreaterThan(0);
  for (const file of htmlFiles) {
    const html = readFileSync(path.join(buildDir, file), 'utf8');
    const policy = policyOf(html);
    expect(policy, `${file}: Content-Security-Policy meta`).toBeDefined();
    const scriptSrc = policy!.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc, `${file}: script-src`).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
    for (const body of inlineScripts(html)) {
      expect(scriptSrc, `${file}: hash of inline script ${body.slice(0, 60)}…`).toContain(scriptHash(body));
    }
    // The policy must come before the first script to govern it.
    expect(html.indexOf('Content-Security-Policy'), `${file}: policy before scripts`).toBeLessThan(
      html.search(/<script\b/i) === -1 ? Infinity : html.search(/<script\b/i),
    );
  }
});

// Every built page is also loaded under its policy, with no violation, in the one pass that loads each page
// (e2e/a11y.spec.ts); no built page has an inline event handler or a new-tab link without rel="noopener"
// (`npm run test:html`, scripts/built-site/checks.ts).

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
