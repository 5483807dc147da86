import {readFileSync} from 'node:fs';
import {measurePage} from '../scripts/page-weight.mjs';
import {builtPagePaths} from './built-pages';
import {expect, test} from './fixtures';

/**
 * Byte budgets (budgets.json): the JavaScript and CSS, gzip, that the home
 * page, a guide page, an API page and the search page load on a first visit,
 * measured in the browser, and the number of scripts it loads. A page over
 * its budget fails with the page, the figure and the budget.
 */
type Budget = {path: string; jsGzip: number; jsRequests: number; cssGzip: number};
const budgets = JSON.parse(readFileSync('budgets.json', 'utf8')) as {pages: Record<string, Budget>};
const sitemap = new Set(builtPagePaths());
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

for (const [name, budget] of Object.entries(budgets.pages)) {
  test(`the ${name} page (${budget.path}) stays within its JavaScript, script-count and CSS budgets`, async ({
    context,
    baseURL,
  }) => {
    expect(sitemap.has(budget.path), `${budget.path} is a built page (budgets.json names pages that exist)`).toBe(true);
    const weight = await measurePage(context, new URL(budget.path, baseURL).href);
    test.info().annotations.push({
      type: 'weight',
      description: `${name}: JS ${kib(weight.js.gzip)} gzip in ${weight.js.requests} requests, CSS ${kib(weight.css.gzip)} gzip`,
    });
    expect
      .soft(
        weight.js.gzip,
        `${name} page ${budget.path}: JavaScript ${kib(weight.js.gzip)} gzip, budget ${kib(budget.jsGzip)}`,
      )
      .toBeLessThanOrEqual(budget.jsGzip);
    expect
      .soft(
        weight.js.requests,
        `${name} page ${budget.path}: ${weight.js.requests} script requests, budget ${budget.jsRequests}`,
      )
      .toBeLessThanOrEqual(budget.jsRequests);
    expect
      .soft(
        weight.css.gzip,
        `${name} page ${budget.path}: CSS ${kib(weight.css.gzip)} gzip, budget ${kib(budget.cssGzip)}`,
      )
      .toBeLessThanOrEqual(budget.cssGzip);
  });
}
