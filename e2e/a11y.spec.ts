import type {Result} from 'axe-core';
import type {Page} from '@playwright/test';
import {axeOn, wcagTags} from './axe';
import {builtPagePaths} from './built-pages';
import {describeIbm, ibmViolations} from './ibm';
import {expect, test, waitForHydration} from './fixtures';

/**
 * Every built page, loaded once in a browser: it answers 200, it hydrates (the fixture fails the test on a console
 * error, a hydration mismatch included, or a request to another origin), it has a "… | Help Docs" title and a
 * visible h1, it loads under its Content-Security-Policy with no violation (the policy itself and its markup rules,
 * no inline event handler and no new-tab link without rel="noopener", are read from every built page by
 * `npm run test:html`), two accessibility engines find no violation, in light and in dark mode, and on a page with
 * request builders (every operation page, the recipes) every "Try it" answers with a simulated 2xx response worked
 * out in the page, nothing posted and nothing fetched from another origin:
 *
 * - axe-core with every WCAG 2.0, 2.1 and 2.2 A and AA rule;
 * - IBM Equal Access (`accessibility-checker-engine`) with its WCAG 2.2
 *   policy: its rule engine `ace.js` is evaluated in the page (offline; no
 *   rule download), and every result that is a violation and a failure counts.
 *
 * Zero violations from both. No rule is switched off; causes are fixed in
 * src/css/custom.css, in the markup or in a swizzle (src/theme/README.md).
 * The engines disagree in places (IBM counts a clip-path-hidden label as no
 * label, an unnamed `<aside>` and an unnamed `<svg>` as failures, axe does
 * not), which is why both run.
 *
 * Each page is loaded once, in light mode, and both engines run every rule on
 * it. Then the navbar's colour toggle switches it to dark as a reader would,
 * and both engines run again the rules whose outcome depends on colour (axe's
 * contrast and link-in-text rules, IBM's contrast, colour and background
 * rules): the switch changes the page's colours, not its structure, so the
 * other rules would judge the same markup twice. "Try it" is pressed last, so
 * that the engines judge the page as it loads. The pages are dealt into a
 * few tests, so that the workers share them evenly and other specs are not
 * held up behind one long test.
 */
const pages = builtPagePaths();
// Six groups, or one a page when PAGES names fewer (`npm run check:pages`).
const GROUPS = Math.min(6, pages.length);
/** The rules of each engine whose outcome depends on the page's colours: what the dark pass runs again. */
const colourRules = {axe: ['color-contrast', 'link-in-text-block'], ibm: /contrast|colou?r|background/};

function describeAxe(violation: Result): string {
  const nodes = violation.nodes
    .slice(0, 5)
    .map((node) => `    ${node.target.join(' ')}\n      ${node.failureSummary?.split('\n').slice(1).join(' ').trim()}`)
    .join('\n');
  const more = violation.nodes.length > 5 ? `\n    … and ${violation.nodes.length - 5} more` : '';
  return `  [axe ${violation.id}] ${violation.help} (${violation.nodes.length} nodes)\n${nodes}${more}`;
}

/** Both engines over the page as it is now; soft failures name the page, the mode and every violation. */
async function checkBothEngines(page: Page, path: string, mode: 'light' | 'dark', counts: Record<string, number>) {
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
  const axe = axeOn(page);
  const {violations} = await (mode === 'light' ? axe.withTags(wcagTags) : axe.withRules(colourRules.axe)).analyze();
  counts[`axe ${mode}`] += violations.reduce((sum, v) => sum + v.nodes.length, 0);
  expect.soft(violations.length, `${path} (${mode}, axe):\n${violations.map(describeAxe).join('\n')}`).toBe(0);
  const failures = await ibmViolations(page, mode === 'light' ? undefined : colourRules.ibm);
  counts[`IBM ${mode}`] += failures.length;
  expect.soft(failures.length, `${path} (${mode}, IBM Equal Access):\n${describeIbm(failures)}`).toBe(0);
}

declare global {
  interface Window {
    cspViolations: string[];
  }
}

/**
 * What the running page breaks of its Content-Security-Policy. The markup rules that go with it (no inline event
 * handler, no target=_blank link without rel="noopener") are read from every built page by `npm run test:html`
 * (scripts/built-site/checks.ts).
 */
async function checkPolicy(page: Page, path: string) {
  const violations = await page.evaluate(() => window.cspViolations);
  expect.soft(violations, `${path}: CSP violations`).toEqual([]);
}

/** Presses every "Try it" of the page's request samples, as a reader trying each operation; returns how many. */
async function tryEveryOperation(page: Page, path: string): Promise<number> {
  const buttons = page.locator('.api-samples__tools').getByRole('button', {name: 'Try it'});
  const count = await buttons.count();
  // A page with request samples has a "Try it" for each of them.
  expect.soft(count, `${path}: a Try it for each request sample`).toBe(await page.locator('.api-samples').count());
  for (let index = 0; index < count; index += 1) {
    await buttons.nth(index).click();
    await expect
      .soft(page.locator('.api-try-it [role="status"]').nth(index), `${path}, Try it of operation ${index + 1}`)
      .toContainText(/^Simulated response: 2\d\d /);
  }
  return count;
}

for (let group = 0; group < GROUPS; group++) {
  const share = pages.filter((_, index) => index % GROUPS === group);
  test(`pages ${group + 1} of ${GROUPS} (${share.length}) hydrate cleanly under their policy, are titled and have no WCAG 2.2 A/AA violation in light and dark mode (axe and IBM Equal Access)`, async ({
    page,
  }) => {
    test.setTimeout(60_000 + share.length * 40_000);
    const counts: Record<string, number> = {'axe light': 0, 'IBM light': 0, 'axe dark': 0, 'IBM dark': 0};
    // Nothing is posted, not even to this origin (a request to another origin fails the test: ./fixtures.ts).
    const posted: string[] = [];
    page.on('request', (request) => request.method() !== 'GET' && posted.push(`${request.method()} ${request.url()}`));
    let tried = 0;
    await page.addInitScript(() => {
      window.cspViolations = [];
      document.addEventListener('securitypolicyviolation', (event) => {
        window.cspViolations.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`);
      });
    });
    for (const path of share) {
      // The colour-mode script in <head> honours ?docusaurus-theme= before paint.
      const response = await page.goto(`${path}?docusaurus-theme=light`);
      expect.soft(response?.status(), `${path} answers`).toBe(200);
      await waitForHydration(page);
      await expect.soft(page, `${path} has a "… | Help Docs" title`).toHaveTitle(/^.+ \| Help Docs$/);
      await expect.soft(page.locator('h1').first(), `${path} shows its h1`).toBeVisible();
      await checkPolicy(page, path);
      await checkBothEngines(page, path, 'light', counts);
      await page
        .getByRole('navigation', {name: 'Main'})
        .getByRole('button', {name: /Switch between dark and light mode/})
        .click();
      // The pointer leaves the toggle, so that no hover style is measured.
      await page.mouse.move(0, page.viewportSize()!.height - 1);
      await checkBothEngines(page, path, 'dark', counts);
      tried += await tryEveryOperation(page, path);
    }
    expect.soft(posted, 'requests that post').toEqual([]);
    test.info().annotations.push({
      type: 'accessibility',
      description: `${share.length} pages, ${tried} operations tried: ${Object.entries(counts)
        .map(([engine, nodes]) => `${engine} ${nodes} violating nodes`)
        .join(', ')}`,
    });
  });
}

test('the IBM engine runs and reports what it finds (a page with a known fault)', async ({page}) => {
  await page.goto(pages[0]!);
  await waitForHydration(page);
  await page.evaluate(() => {
    const select = document.createElement('select');
    select.append(new Option('one'));
    document.querySelector('main')!.append(select);
  });
  expect((await ibmViolations(page)).map((failure) => failure.ruleId)).toContain('input_label_exists');
});

test('the dark pass runs the colour rules of both engines (a page with a known contrast fault)', async ({page}) => {
  await page.goto(`${pages[0]!}?docusaurus-theme=dark`);
  await waitForHydration(page);
  await page.evaluate(() => {
    const faint = document.createElement('p');
    faint.textContent = 'Grey on grey';
    faint.style.cssText = 'color: #777; background: #888';
    document.querySelector('main')!.append(faint);
  });
  const {violations} = await axeOn(page).withRules(colourRules.axe).analyze();
  expect(violations.map((violation) => violation.id)).toContain('color-contrast');
  expect((await ibmViolations(page, colourRules.ibm)).map((failure) => failure.ruleId)).toContain(
    'text_contrast_sufficient',
  );
});
