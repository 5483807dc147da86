import type {Page} from '@playwright/test';
import {BASE, expect, test, waitForHydration} from './fixtures';

// These tests walk every page or every sample of the build: a limit for the walk, not for one page.
test.describe.configure({timeout: 180_000});

/** API pages with long field names, nested fields, maps, enums and a query string. */
const PAGES = [
  'developer/api/chatbot/create-a-chatbot',
  'developer/api/realestate/create',
  'developer/api/chatbot/source/googlesheet/create-googlesheet-data',
  'developer/api/get-message-history',
  'developer/webhook/conversation',
];

/**
 * Every part of every field's line (name, type, required, limits): how many lines its text takes, and whether it
 * sticks out of its list. A word cut in two makes a second line.
 */
async function brokenParts(page: Page) {
  return page.evaluate(() => {
    const problems: string[] = [];
    // Open every nested list, so that its fields are laid out too.
    for (const details of document.querySelectorAll('details.api-field__nested'))
      (details as HTMLDetailsElement).open = true;
    let checked = 0;
    for (const part of document.querySelectorAll<HTMLElement>('.api-field__line > :not(.api-sr-only)')) {
      const range = document.createRange();
      range.selectNodeContents(part);
      // Lines: boxes that overlap vertically are on one line (a code span sits a little higher than text).
      const rects = [...range.getClientRects()].filter((rect) => rect.width > 0).sort((a, b) => a.top - b.top);
      let lines = 0;
      let bottom = -Infinity;
      for (const rect of rects) {
        if (rect.top >= bottom - 2) lines += 1;
        bottom = Math.max(bottom, rect.bottom);
      }
      const list = part.closest('.api-fields')!.getBoundingClientRect();
      const box = part.getBoundingClientRect();
      if (lines > 1) problems.push(`"${part.textContent}" takes ${lines} lines`);
      if (box.right > list.right + 1)
        problems.push(`"${part.textContent}" sticks out of its list by ${Math.round(box.right - list.right)} px`);
      checked += 1;
    }
    return {problems, checked};
  });
}

for (const width of [1440, 1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({viewport: {width, height: 900}});

    test('no field name, type, required mark or limit is cut inside a word', async ({page}) => {
      for (const path of PAGES) {
        await page.goto(`${BASE}${path}`);
        await waitForHydration(page);
        const {problems, checked} = await brokenParts(page);
        expect(problems, path).toEqual([]);
        expect(checked, path).toBeGreaterThan(10);
      }
    });
  });
}

test.describe('two columns from 1200 px', () => {
  for (const width of [1440, 1280]) {
    test(`at ${width} px the samples sit beside the fields and stay in view while the fields scroll`, async ({
      page,
    }) => {
      await page.setViewportSize({width, height: 900});
      await page.goto(`${BASE}developer/api/chatbot/create-a-chatbot`);
      await waitForHydration(page);
      const main = page.locator('.api-columns__main').first();
      const side = page.locator('.api-columns__side').first();
      const mainBox = (await main.boundingBox())!;
      const sideBox = (await side.boundingBox())!;
      expect(sideBox.x).toBeGreaterThanOrEqual(mainBox.x + mainBox.width);
      expect(Math.abs(sideBox.y - mainBox.y)).toBeLessThan(5);
      // Room for them: the table of contents is in the "On this page" menu, not in a column of its own.
      await expect(page.locator('.theme-doc-toc-desktop')).toBeHidden();
      const menu = page.locator('.theme-doc-toc-mobile');
      await expect(menu).toBeVisible();
      await menu.getByRole('button', {name: 'On this page'}).click();
      await expect(menu.getByRole('link', {name: 'Request samples'})).toBeVisible();

      // Scrolled down the fields: the samples stay on screen beside them, until the fields end.
      const sizes = await page.evaluate(() => {
        const mainBox = document.querySelector('.api-columns__main')!.getBoundingClientRect();
        const sideBox = document.querySelector('.api-columns__side')!.getBoundingClientRect();
        return {mainTop: mainBox.top + window.scrollY, mainHeight: mainBox.height, sideHeight: sideBox.height};
      });
      expect(sizes.mainHeight - sizes.sideHeight, 'fields longer than the samples on this page').toBeGreaterThan(300);
      await page.evaluate((y) => window.scrollTo(0, y), sizes.mainTop + sizes.mainHeight - sizes.sideHeight - 100);
      const sideTop = await side.evaluate((element) => element.getBoundingClientRect().top);
      expect(sideTop).toBeGreaterThan(0);
      expect(sideTop).toBeLessThan(200);
      // The fields have scrolled well past the top while the samples stayed: a column that did not stick would have
      // scrolled away with them (its top level with the fields' top).
      const fieldsTop = await main.evaluate((element) => element.getBoundingClientRect().top);
      expect(fieldsTop).toBeLessThan(-150);
    });
  }

  test('below 1200 px the samples follow the fields, and the table of contents keeps its column', async ({page}) => {
    await page.setViewportSize({width: 1100, height: 900});
    await page.goto(`${BASE}developer/api/chatbot/create-a-chatbot`);
    await waitForHydration(page);
    const mainBox = (await page.locator('.api-columns__main').first().boundingBox())!;
    const sideBox = (await page.locator('.api-columns__side').first().boundingBox())!;
    expect(sideBox.y).toBeGreaterThanOrEqual(mainBox.y + mainBox.height - 1);
    await expect(page.locator('.theme-doc-toc-desktop')).toBeVisible();
  });

  test('on a phone the samples follow the fields', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await page.goto(`${BASE}developer/api/chatbot/create-a-chatbot`);
    await waitForHydration(page);
    const mainBox = (await page.locator('.api-columns__main').first().boundingBox())!;
    const sideBox = (await page.locator('.api-columns__side').first().boundingBox())!;
    expect(sideBox.y).toBeGreaterThanOrEqual(mainBox.y + mainBox.height - 1);
    expect(sideBox.width).toBeLessThanOrEqual(390);
    // Nothing wider than the screen but the code, which scrolls in its own box.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(overflow).toBeLessThanOrEqual(390);
  });
});
