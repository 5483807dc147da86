/**
 * `npm run test:html`, after the build: every check that the built HTML and files answer, on one parse of each page
 * of the build under test (BUILD_DIR, default build/; BASE_URL and SITE_URL as it was built with; only the pages of
 * PAGES for the per-page checks, when set). The checks and what each covers: ./checks.ts.
 */
import {describe, expect, it} from 'vitest';
import {onlyPages} from '../../e2e/built-pages';
import {
  checkAreaLlms,
  checkDocCards,
  checkEditLinks,
  checkLlmsFull,
  checkLlmsTxt,
  checkMetaTags,
  checkPolicyMarkup,
  checkReportLinks,
  checkSitemap,
  checkSitemapDates,
  checkTwins,
  checkTwinsKeepSource,
  pagesOfScope,
  type Scope,
} from './checks';
import {readBuiltSite} from './site';

const started = performance.now();
const site = readBuiltSite();
const scope: Scope = {only: onlyPages};
console.log(`read and parsed ${site.pages.length} pages in ${Math.round(performance.now() - started)} ms`);

describe('the built site', () => {
  it('PAGES names pages of the build', () => expect(pagesOfScope(site, scope)).toEqual([]));
  it('the sitemap lists every spec route and each of its pages is a file of the build', () =>
    expect(checkSitemap(site)).toEqual([]));
});

describe('Markdown twins and llms.txt', () => {
  it('every doc page has a Markdown twin at its URL plus .md whose headings match the page', () =>
    expect(checkTwins(site, scope)).toEqual([]));
  it('llms.txt lists every doc page exactly once, by area, and every link in it resolves', () =>
    expect(checkLlmsTxt(site)).toEqual([]));
  it('each area has its own llms.txt and llms-full.txt with exactly its pages', () =>
    expect(checkAreaLlms(site)).toEqual([]));
  it('llms-full.txt holds every doc page once, each with its source URL and its twin', () =>
    expect(checkLlmsFull(site)).toEqual([]));
  it('the Markdown twins keep every code-block title and admonition of the MDX source', () =>
    expect(checkTwinsKeepSource(site)).toEqual([]));
});

describe('search engines and link previews', () => {
  it('every page has a unique title and description, a canonical URL and Open Graph and Twitter tags', () =>
    expect(checkMetaTags(site, scope)).toEqual([]));
  it('doc pages name their own social card, a PNG built for them, and carry BreadcrumbList and TechArticle, and the Copy page menu', () =>
    expect(checkDocCards(site, scope)).toEqual([]));
  it('the sitemap gives doc pages last-modified dates from git, and robots.txt names it', () =>
    expect(checkSitemapDates(site)).toEqual([]));
});

describe('writers', () => {
  it('every guide page links "Edit this page" to its own file in the repository (not with REPOSITORY_URL=none)', () =>
    expect(checkEditLinks(site, scope)).toEqual([]));
  it('every guide page has "Report a mistake on this page", naming the page and its file', () =>
    expect(checkReportLinks(site, scope)).toEqual([]));
});

describe('Content-Security-Policy markup', () => {
  it('no page has an inline event handler or a target=_blank link without rel=noopener', () =>
    expect(checkPolicyMarkup(site, scope)).toEqual([]));
});
