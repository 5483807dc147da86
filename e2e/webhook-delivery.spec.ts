/**
 * developer/webhook/delivery shows one webhook server, in the reader's language: the language picked for the API
 * samples, and the other way round, the language picked there is the API samples' next time.
 */
import {BASE, expect, test, waitForHydration} from './fixtures';

const DELIVERY = `${BASE}developer/webhook/delivery`;
const CREATE_SESSION = `${BASE}developer/api/chat/create-session`;

/** The server tabs: the tab list whose tabs name the server languages. */
const serverTab = (page: import('@playwright/test').Page, name: string) =>
  page.locator('article').getByRole('tab', {name, exact: true});

test.describe('Webhook delivery page', () => {
  test('shows one server, in the language picked for the API samples, and keeps a new pick', async ({page}) => {
    await page.goto(CREATE_SESSION);
    await waitForHydration(page);
    await page.getByRole('tab', {name: 'Python', exact: true}).first().click();

    await page.goto(DELIVERY);
    await waitForHydration(page);
    await expect(serverTab(page, 'Python')).toHaveAttribute('aria-selected', 'true');
    const visible = page.locator('article [role="tabpanel"]:not([hidden])');
    await expect(visible).toHaveCount(1);
    await expect(visible).toContainText('server.py');
    await expect(page.locator('article').getByText('server.mjs', {exact: true})).toBeHidden();

    await serverTab(page, 'PHP').click();
    await expect(visible).toContainText('webhook.php');
    // Testing and rotation are sections of their own, in the table of contents.
    await expect(page.locator('.table-of-contents').getByRole('link', {name: 'Test locally'})).toBeVisible();
    await expect(
      page.locator('.table-of-contents').getByRole('link', {name: 'Rotate the signing secret'}),
    ).toBeVisible();

    await page.goto(CREATE_SESSION);
    await waitForHydration(page);
    await expect(page.getByRole('tab', {name: 'PHP', exact: true}).first()).toHaveAttribute('aria-selected', 'true');
  });
});
