import {test as base, expect, type Page} from '@playwright/test';
import {baseUrl} from '../config/env';

/** The base path the build under test was made with (config/site-url.mjs, `BASE_URL`). */
export const BASE = baseUrl;

type Watch = {
  /** Console errors and uncaught page errors seen so far. */
  errors: string[];
  /** Requests that left the test server's origin. */
  foreignRequests: string[];
};

/**
 * Every test gets a page that records console errors (hydration mismatches
 * included) and requests to other origins, and fails at the end if there were
 * any. A test that expects an error on purpose calls `allowErrors(page)`.
 */
const watched = new WeakMap<Page, Watch & {allowed: boolean}>();

export function allowErrors(page: Page): void {
  const watch = watched.get(page);
  if (watch) watch.allowed = true;
}

export function watchOf(page: Page): Watch {
  const watch = watched.get(page);
  if (!watch) throw new Error('page is not watched');
  return watch;
}

export const test = base.extend<{failOnConsoleErrors: void}>({
  failOnConsoleErrors: [
    async ({page, baseURL}, use) => {
      const origin = new URL(baseURL ?? 'http://localhost').origin;
      const watch = {errors: [] as string[], foreignRequests: [] as string[], allowed: false};
      watched.set(page, watch);
      page.on('console', (message) => {
        if (message.type() === 'error') watch.errors.push(`${page.url()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => watch.errors.push(`${page.url()}: ${error.message}`));
      page.on('request', (request) => {
        const url = request.url();
        if (/^(data|blob):/.test(url)) return;
        if (new URL(url).origin !== origin) watch.foreignRequests.push(url);
      });
      await use();
      if (!watch.allowed) {
        expect(watch.errors, 'console errors').toEqual([]);
      }
      expect(watch.foreignRequests, 'requests to other origins').toEqual([]);
    },
    {auto: true},
  ],
});

/** Waits until React has hydrated the page (Docusaurus marks <html> then). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
}

/**
 * Types a query into the navbar's search box of a page, at desktop width, as a reader does, and returns the
 * suggestions once the first one shows.
 */
export async function searchFrom(page: Page, start: string, query: string) {
  await page.setViewportSize({width: 1280, height: 800});
  await page.goto(BASE + start);
  await waitForHydration(page);
  const input = page.getByRole('navigation', {name: 'Main'}).getByPlaceholder('Search');
  await input.click();
  await input.fill(query);
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options.first()).toBeVisible();
  return options;
}

export {expect};
