/**
 * `npm run test:html`, after the build: every check that the built HTML and files answer, on one parse of each page
 * of the build under test (BUILD_DIR, default build/; BASE_URL and SITE_URL as it was built with; only the pages of
 * PAGES for the per-page checks, when set). The checks and what each covers: ./checks.ts.
 */
import {describe, expect, it} from 'vitest';
import {
  checkAreaLlms,
  checkCustomHeadingIds,
  checkDocCards,
  checkEditLinks,
  checkLlmsFull,
  checkLlmsTxt,
  checkMetaTags,
  checkParagraphLength,
  checkPolicies,
  checkPolicyMarkup,
  checkReportLinks,
  checkSitemap,
  checkSitemapDates,
  checkTwinFragments,
  checkTwins,
  checkTwinsKeepSource,
  pagesOfScope,
  type Scope,
} from './checks';
import {onlyPages, readBuiltSite} from './site';

/** Passes when a check found nothing; else fails with one line per problem, each naming its page. */
function passes(problems: string[]): void {
  expect(problems, `${problems.length} problem(s):\n${problems.join('\n')}\n`).toEqual([]);
}

const started = performance.now();
const site = readBuiltSite();
const scope: Scope = {only: onlyPages};
console.log(`read and parsed ${site.pages.length} pages in ${Math.round(performance.now() - started)} ms`);

describe('the built site', () => {
  it('PAGES names pages of the build', () => passes(pagesOfScope(site, scope)));
  it('the sitemap lists every spec route and each of its pages is a file of the build', () =>
    passes(checkSitemap(site)));
});

describe('Markdown twins and llms.txt', () => {
  it('every doc page has a Markdown twin at its URL plus .md whose headings match the page', () =>
    passes(checkTwins(site, scope)));
  it('every #fragment link of a twin lands on an id of the twin it names (custom heading ids kept as {#id})', () =>
    passes(checkTwinFragments(site, scope)));
  it('llms.txt lists every doc page exactly once, by area, and every link in it resolves', () =>
    passes(checkLlmsTxt(site)));
  it('each area has its own llms.txt and llms-full.txt with exactly its pages', () => passes(checkAreaLlms(site)));
  it('llms-full.txt holds every doc page once, each with its source URL and its twin', () =>
    passes(checkLlmsFull(site)));
  it('the Markdown twins keep every code-block title and admonition of the MDX source', () =>
    passes(checkTwinsKeepSource(site)));
});

describe('search engines and link previews', () => {
  it('every page has a unique title and description, a canonical URL and Open Graph and Twitter tags', () =>
    passes(checkMetaTags(site, scope)));
  it('doc pages name their own social card, a PNG built for them, and carry BreadcrumbList and TechArticle, and the Copy page menu', () =>
    passes(checkDocCards(site, scope)));
  it('the sitemap gives doc pages last-modified dates from git, and robots.txt names it', () =>
    passes(checkSitemapDates(site)));
});

describe('writers', () => {
  it('a heading given an id as an MDX comment has that id on its page', () => passes(checkCustomHeadingIds(site)));
  it('every guide page links "Edit this page" to its own file in the repository (not with REPOSITORY_URL=none)', () =>
    passes(checkEditLinks(site, scope)));
  it('every guide page has "Report a mistake on this page", naming the page and its file', () =>
    passes(checkReportLinks(site, scope)));
  it('no paragraph or table cell of a guide page runs over 200 words', () => passes(checkParagraphLength(site, scope)));
});

describe('Content-Security-Policy markup', () => {
  it('every page carries a policy before its scripts that allows its own inline scripts and no other inline script', () =>
    passes(checkPolicies(site, scope)));
  it('no page has an inline event handler or a target=_blank link without rel=noopener', () =>
    passes(checkPolicyMarkup(site, scope)));
});
