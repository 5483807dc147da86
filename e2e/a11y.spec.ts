import AxeBuilder from '@axe-core/playwright';
import type {Result} from 'axe-core';
import {builtPagePaths} from './built-pages';
import {expect, test, waitForHydration} from './fixtures';

/**
 * axe-core with every WCAG 2.0, 2.1 and 2.2 A and AA rule over every built
 * page, in light and in dark mode: zero violations. No rule is switched off;
 * causes are fixed in src/css/custom.css or in the markup.
 *
 * One test per colour mode walks all pages in one browser context (one page,
 * navigated), so the two modes run side by side on two workers.
 */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const pages = builtPagePaths();

function describe(violation: Result): string {
  const nodes = violation.nodes
    .slice(0, 5)
    .map((node) => `    ${node.target.join(' ')}\n      ${node.failureSummary?.split('\n').slice(1).join(' ').trim()}`)
    .join('\n');
  const more = violation.nodes.length > 5 ? `\n    … and ${violation.nodes.length - 5} more` : '';
  return `  [${violation.id}] ${violation.help} (${violation.nodes.length} nodes)\n${nodes}${more}`;
}

for (const mode of ['light', 'dark'] as const) {
  test(`every built page has no WCAG 2.2 A/AA violation in ${mode} mode`, async ({page}) => {
    test.setTimeout(30_000 + pages.length * 5_000);
    let violatingNodes = 0;
    for (const path of pages) {
      // The colour-mode script in <head> honours ?docusaurus-theme= before paint.
      await page.goto(`${path}?docusaurus-theme=${mode}`);
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      const {violations} = await new AxeBuilder({page}).withTags(wcagTags).analyze();
      violatingNodes += violations.reduce((sum, v) => sum + v.nodes.length, 0);
      expect.soft(violations.length, `${path} (${mode}):\n${violations.map(describe).join('\n')}`).toBe(0);
    }
    test.info().annotations.push({
      type: 'axe',
      description: `${pages.length} pages, ${violatingNodes} violating nodes in ${mode} mode`,
    });
  });
}
