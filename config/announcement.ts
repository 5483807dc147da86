import {baseUrl} from './env';

/**
 * The announcement bar. Change `id` whenever the text changes: readers who
 * closed the previous announcement then see the new one. The dismissal is
 * stored per id in the browser.
 *
 * The bar's content is HTML that Docusaurus inserts as it is (no `<Link>`), so
 * links carry the base URL themselves: write them with `link(route, text)`,
 * the route as the rest of the site writes it (`/developer/…`, without the
 * base). Docusaurus's broken-link check never sees this HTML;
 * scripts/check-links.mjs checks every built page's links, the bar's
 * included, and `npm test` runs it on a build under BASE_URL=/docs/ too.
 */
function link(route: string, text: string): string {
  return `<a href="${baseUrl}${route.replace(/^\/+/, '')}">${text}</a>`;
}

export const announcement = {
  id: 'api-2026-11-23',
  content:
    'New on 2026-11-23: read back chatbots and sessions, lead.updated and hand-off events, identity verification. ' +
    `${link('/developer/changelog#2026-11-23', 'Read the changelog')}.`,
  isCloseable: true,
} as const;
