import AxeBuilder from '@axe-core/playwright';
import type {Result} from 'axe-core';
import {builtPagePaths} from './built-pages';
import {describeIbm, ibmViolations} from './ibm';
import {expect, test, waitForHydration} from './fixtures';

/**
 * Two accessibility engines over every built page, in light and in dark mode:
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
 * One test per colour mode walks all pages in one browser context (one page,
 * navigated), so the two modes run side by side on two workers.
 */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const pages = builtPagePaths();

function describeAxe(violation: Result): string {
  const nodes = violation.nodes
    .slice(0, 5)
    .map((node) => `    ${node.target.join(' ')}\n      ${node.failureSummary?.split('\n').slice(1).join(' ').trim()}`)
    .join('\n');
  const more = violation.nodes.length > 5 ? `\n    … and ${violation.nodes.length - 5} more` : '';
  return `  [axe ${violation.id}] ${violation.help} (${violation.nodes.length} nodes)\n${nodes}${more}`;
}

for (const mode of ['light', 'dark'] as const) {
  test(`every built page has no WCAG 2.2 A/AA violation in ${mode} mode (axe and IBM Equal Access)`, async ({page}) => {
    test.setTimeout(30_000 + pages.length * 12_000);
    let axeNodes = 0;
    let ibmNodes = 0;
    for (const path of pages) {
      // The colour-mode script in <head> honours ?docusaurus-theme= before paint.
      await page.goto(`${path}?docusaurus-theme=${mode}`);
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      const {violations} = await new AxeBuilder({page}).withTags(wcagTags).analyze();
      axeNodes += violations.reduce((sum, v) => sum + v.nodes.length, 0);
      expect.soft(violations.length, `${path} (${mode}, axe):\n${violations.map(describeAxe).join('\n')}`).toBe(0);
      const failures = await ibmViolations(page);
      ibmNodes += failures.length;
      expect.soft(failures.length, `${path} (${mode}, IBM Equal Access):\n${describeIbm(failures)}`).toBe(0);
    }
    test.info().annotations.push({
      type: 'accessibility',
      description: `${pages.length} pages in ${mode} mode: axe ${axeNodes} violating nodes, IBM Equal Access ${ibmNodes}`,
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
