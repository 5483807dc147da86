import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

/** Every WCAG 2.0, 2.1 and 2.2 A and AA rule of axe-core. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * axe-core on the page as it is now, the way every spec runs it: violations only (axe skips the bookkeeping of
 * passes and inapplicable rules), and in `@axe-core/playwright`'s legacy mode, which runs axe in the page itself
 * instead of opening a blank page to gather each frame's partial results. That blank page is for cross-origin
 * frames, which no page of the site has (the fixture fails any request to another origin), and it tripled the
 * time of every analysis.
 */
export function axeOn(page: Page): AxeBuilder {
  return new AxeBuilder({page}).setLegacyMode(true).options({resultTypes: ['violations']});
}
