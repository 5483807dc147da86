/**
 * What writers rely on, on the page a reader sees (the links of every guide page, whether each names its own file,
 * and the twins' code titles and admonitions are read from the build by `npm run test:html`,
 * scripts/built-site/checks.ts):
 *
 * - "Edit this page" is a real, keyboard-reachable link to the page's MDX file in the repository (REPOSITORY_URL,
 *   config/env.ts).
 * - "Report a mistake on this page" is a labelled link to a new issue there (or an email without a repository)
 *   naming the page's address, reached from the keyboard right after "Edit this page", and following it makes no
 *   request from the site.
 */
import {editUrlBase, repositoryUrl, siteUrl} from '../config/env';
import {product} from '../config/product';
import {BASE, expect, test, waitForHydration} from './fixtures';

test('"Edit this page" is a real, keyboard-reachable link to the page\'s own file in the repository', async ({
  page,
}) => {
  test.skip(!editUrlBase, 'REPOSITORY_URL is none: the guides have no repository to edit in');
  await page.goto(`${BASE}user/intro`);
  await waitForHydration(page);
  await expect(page.getByRole('link', {name: 'Edit this page'})).toHaveAttribute(
    'href',
    `${editUrlBase}user/intro.mdx`,
  );
});

test('"Report a mistake on this page" is a labelled link after "Edit this page", naming the page, and the site sends nothing', async ({
  page,
}) => {
  // On the page a reader sees: a labelled link, reached from the keyboard right after "Edit this page", and
  // following it makes no request from the site (the browser opens the issue form or the mail program).
  await page.goto(`${BASE}user/chatbots/leads`);
  await waitForHydration(page);
  const report = page.getByRole('link', {name: 'Report a mistake on this page'});
  const expected = repositoryUrl ? `${repositoryUrl}/issues/new?` : `mailto:${product.supportEmail}?`;
  await expect(report).toHaveAttribute('href', new RegExp(`^${expected.replace(/[.?*+^$()[\]{}|\\/]/g, '\\$&')}`));
  await expect(report).toHaveAttribute('href', new RegExp(encodeURIComponent(`${siteUrl}${BASE}user/chatbots/leads`)));
  const lastBefore = editUrlBase
    ? page.getByRole('link', {name: 'Edit this page'})
    : page.locator('.theme-doc-footer a').last();
  await lastBefore.focus();
  await page.keyboard.press('Tab');
  await expect(report).toBeFocused();
});
