/**
 * IBM Equal Access (`accessibility-checker-engine`) with its WCAG 2.2 policy, evaluated in the page (offline; no
 * rule download): every result that is a violation and a failure. Used by e2e/a11y.spec.ts over every page and by
 * specs that check a page's interactive state.
 */
import {readFileSync} from 'node:fs';
import type {Page} from '@playwright/test';

// The package's main file is the browser build of the engine.
const aceSource = readFileSync(require.resolve('accessibility-checker-engine'), 'utf8');

export type IbmFailure = {ruleId: string; message: string; path: string; snippet: string};

/**
 * IBM Equal Access's WCAG 2.2 violations (value VIOLATION, FAIL) on the page as it is now; with `onlyRules`, only the
 * rules whose id matches it run.
 */
export async function ibmViolations(page: Page, onlyRules?: RegExp): Promise<IbmFailure[]> {
  // page.evaluate runs outside the page's Content-Security-Policy, like an extension would. Once per page load:
  // a second check of the same document (the other colour mode) reuses the engine.
  if (!(await page.evaluate(() => 'ace' in window))) await page.evaluate(aceSource);
  return page.evaluate(async (only) => {
    type AceResult = {ruleId: string; value: [string, string]; message: string; path: {dom: string}; snippet: string};
    type Guideline = {id: string; checkpoints: Array<{rules?: Array<{id: string}>}>};
    type AceChecker = {
      getGuidelines(): Guideline[];
      addGuideline(guideline: Guideline): void;
      check(doc: Document, policies: string[]): Promise<{results: AceResult[]}>;
    };
    const ace = (window as unknown as {ace: {Checker: new () => AceChecker}}).ace;
    const checker = new ace.Checker();
    let policy = 'WCAG_2_2';
    if (only) {
      // A copy of the WCAG 2.2 policy with only the matching rules (disabling rules one by one stops others).
      const keep = new RegExp(only);
      const wcag = checker.getGuidelines().find((guideline) => guideline.id === policy)!;
      policy = 'WCAG_2_2_SUBSET';
      checker.addGuideline({
        ...wcag,
        id: policy,
        checkpoints: wcag.checkpoints.map((checkpoint) => ({
          ...checkpoint,
          rules: checkpoint.rules?.filter((rule) => keep.test(rule.id)),
        })),
      });
    }
    const report = await checker.check(document, [policy]);
    return report.results
      .filter((result) => result.value[0] === 'VIOLATION' && result.value[1] === 'FAIL')
      .map((result) => ({
        ruleId: result.ruleId,
        message: result.message,
        path: result.path.dom,
        snippet: result.snippet,
      }));
  }, onlyRules?.source);
}

export function describeIbm(failures: IbmFailure[]): string {
  return failures
    .map((failure) => `  [IBM ${failure.ruleId}] ${failure.message}\n    ${failure.path}\n      ${failure.snippet}`)
    .join('\n');
}
