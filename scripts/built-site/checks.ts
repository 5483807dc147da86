/**
 * The checks of a build that its static HTML and files answer, run once over one parse of every page
 * (scripts/built-site/site.ts). Each returns its problems, each naming its page (an empty list passes):
 * scripts/built-site/pages.built.ts runs them on the build under test, checks.test.ts on doctored pages.
 *
 * They were the sitemap walks of the browser suite (e2e/ai-seo.spec.ts, writers.spec.ts, site.spec.ts and the
 * markup half of a11y.spec.ts's policy check, security.spec.ts's policy per page), with the same assertions; what needs a running page stays there.
 */
import {createHash} from 'node:crypto';
import {existsSync, readFileSync} from 'node:fs';
import {guideAreas} from '../../config/areas';
import {baseUrl, editUrlBase, repositoryUrl, siteUrl} from '../../config/env';
import {specRoutes} from '../../e2e/spec-routes';
import {contentFiles} from '../content-files.mjs';
import {listedLinks, longParagraphs, markdownHeadingIds, markdownHeadings, markdownLinks} from './facts';
import type {BuiltSite, PageRecord} from './site';

/** Which pages the per-page checks cover: every page, or only those of PAGES (`npm run check:pages`). */
export type Scope = {only: string[]};
export const everyPage: Scope = {only: []};
const inScope = (scope: Scope, path: string) => scope.only.length === 0 || scope.only.includes(path);

/** The repository and site the links name (config/env.ts); tests pass others. */
export type Env = {base: string; siteUrl: string; editUrlBase: string | undefined; repositoryUrl: string | undefined};
export const buildEnv: Env = {base: baseUrl, siteUrl, editUrlBase, repositoryUrl};

const show = (value: unknown) => JSON.stringify(value);

function isInArea(env: Env, path: string): boolean {
  return guideAreas.some((area) => path === `${env.base}${area.path}` || path.startsWith(`${env.base}${area.path}/`));
}

/** Doc pages and generated index pages: every sitemap route inside a guide area. */
function docPages(site: BuiltSite, env: Env): PageRecord[] {
  const listed = new Set(site.sitemapPaths.filter((path) => isInArea(env, path)));
  return site.pages.filter((page) => listed.has(page.path));
}

/** The sitemap's pages (the not-found page is not one). */
const sitemapPages = (site: BuiltSite) => site.pages.filter((page) => site.sitemapPaths.includes(page.path));

const textOf = (site: BuiltSite, urlPath: string) => site.file(urlPath)?.toString('utf8');

/** An absolute URL of the site as a path on the static host, or undefined (a problem) when it is elsewhere. */
function localPath(env: Env, url: string, problems: string[], where: string): string | undefined {
  if (url.startsWith(`${env.siteUrl}${env.base}`)) return url.slice(env.siteUrl.length);
  problems.push(`${where}: ${url} is not on the site`);
  return undefined;
}

/** PAGES names pages of the build (a page it lacks fails at once, as e2e/built-pages.ts does). */
export function pagesOfScope(site: BuiltSite, scope: Scope): string[] {
  const known = new Set(site.pages.map((page) => page.path));
  return scope.only.filter((page) => !known.has(page)).map((page) => `PAGES names ${page}, which the build lacks`);
}

/** site.spec: the sitemap lists every spec route, and each of its entries is a file of the build (no 404). */
export function checkSitemap(site: BuiltSite, env: Env = buildEnv): string[] {
  const problems: string[] = [];
  if (site.sitemapPaths.length === 0) problems.push('sitemap.xml lists no pages');
  // The not-found page is reachable but not listed: search engines must not index it.
  for (const route of specRoutes.filter((candidate) => candidate !== '404')) {
    if (!site.sitemapPaths.includes(env.base + route)) problems.push(`the sitemap lacks ${env.base + route}`);
  }
  for (const path of site.sitemapPaths) {
    if (!site.file(path)) problems.push(`${path} (in sitemap.xml) is no file of the build: it would answer 404`);
  }
  return problems;
}

/** Words that only a page's interactive tools say, or that only make sense beside them. */
const WIDGET_PROSE =
  /Your values|This step returns|Read in this page only|Use this (?:response|payload)|signature in this page|Payload JSON, checked/;

/** ai-seo.spec: every doc page has a twin at its URL plus .md whose headings are the page's, without page chrome. */
export function checkTwins(site: BuiltSite, scope: Scope = everyPage, env: Env = buildEnv): string[] {
  const problems: string[] = [];
  const pages = docPages(site, env);
  if (pages.length === 0) problems.push('the sitemap lists no doc pages');
  for (const {path, facts} of pages.filter((page) => inScope(scope, page.path))) {
    const twin = textOf(site, `${path}.md`);
    if (twin === undefined) {
      problems.push(`${path}.md does not exist (the twin of ${path})`);
      continue;
    }
    if (facts.headings.length === 0) problems.push(`${path} has no headings`);
    const twinHeadings = markdownHeadings(twin);
    if (show(twinHeadings) !== show(facts.headings)) {
      const at = twinHeadings.findIndex((heading, index) => heading !== facts.headings[index]);
      const index = at < 0 ? twinHeadings.length : at;
      problems.push(
        `headings of ${path}.md differ from ${path}'s from heading ${index + 1}: the twin has ${show(
          twinHeadings[index] ?? 'nothing',
        )}, the page ${show(facts.headings[index] ?? 'nothing')} (${twinHeadings.length} vs ${facts.headings.length} headings)`,
      );
    }
    const chrome = /Copy page|Skip to main content|Edit this page/.exec(twin);
    if (chrome) problems.push(`${path}.md has page chrome: "${chrome[0]}"`);
    // The page's own tools (a recipe's values form, "Your values", the signature checker, the webhook lab's form)
    // work only in a browser: a twin that tells its reader to use them sends them to nothing.
    const tool = WIDGET_PROSE.exec(twin);
    if (tool) problems.push(`${path}.md tells of a tool of the page: "${tool[0]}" (mark it data-llms-exclude)`);
    for (const link of markdownLinks(twin)) {
      if (!/^(https?:|mailto:)/.test(link)) problems.push(`links in ${path}.md are absolute: ${link} is not`);
    }
  }
  return problems;
}

/**
 * Every `#fragment` link of a twin to a page of the site that has a twin (itself or another) lands on an id of that
 * twin, as a Markdown reader finds ids: a heading's `{#id}`, else the id its words give it (review 39 #1: twins
 * dropped custom heading ids, and their links to them led nowhere).
 */
export function checkTwinFragments(site: BuiltSite, scope: Scope = everyPage, env: Env = buildEnv): string[] {
  const problems: string[] = [];
  const idsOf = new Map<string, Set<string> | undefined>();
  const twinIds = (twinPath: string) => {
    if (!idsOf.has(twinPath)) {
      const twin = textOf(site, twinPath);
      idsOf.set(twinPath, twin === undefined ? undefined : markdownHeadingIds(twin));
    }
    return idsOf.get(twinPath);
  };
  let checked = 0;
  for (const {path} of docPages(site, env).filter((page) => inScope(scope, page.path))) {
    const twin = textOf(site, `${path}.md`);
    if (twin === undefined) continue;
    for (const link of markdownLinks(twin)) {
      const hash = link.indexOf('#');
      if (hash < 0 || !link.startsWith(`${env.siteUrl}${env.base}`)) continue;
      const target = link.slice(env.siteUrl.length, hash).replace(/\.md$/, '').replace(/\/+$/, '');
      const fragment = decodeURIComponent(link.slice(hash + 1));
      const ids = twinIds(`${target}.md`);
      if (!ids || fragment === '') continue;
      checked++;
      if (!ids.has(fragment)) problems.push(`${path}.md links to ${target}#${fragment}: ${target}.md has no such id`);
    }
  }
  if (scope.only.length === 0 && checked === 0) problems.push('no fragment link of a twin checked');
  return problems;
}

/** ai-seo.spec: llms.txt lists every doc page exactly once, by area, and every link in it resolves. */
export function checkLlmsTxt(site: BuiltSite, env: Env = buildEnv): string[] {
  const problems: string[] = [];
  const llms = textOf(site, `${env.base}llms.txt`);
  if (llms === undefined) return [`${env.base}llms.txt does not exist`];
  if (!/^# Help Docs\n\n> /.test(llms)) problems.push('llms.txt does not start with "# Help Docs" and its summary');
  for (const area of guideAreas) {
    if (!llms.includes(`\n## ${area.label}\n`)) problems.push(`llms.txt has no "## ${area.label}" section`);
  }
  const listed = listedLinks(llms).flatMap((url) => localPath(env, url, problems, 'llms.txt') ?? []);
  for (const link of listed) if (!link.endsWith('.md')) problems.push(`llms.txt lists ${link}, not a twin (.md)`);
  problems.push(
    ...sameList(
      'llms.txt',
      listed,
      docPages(site, env).map((page) => `${page.path}.md`),
    ),
  );

  // A URL ends at a space, a closing parenthesis or a backtick (a code span: the MCP command names the site).
  const everyUrl = [...llms.matchAll(/https?:\/\/[^\s)`]+[^\s).,`]/g)].map((match) => match[0]);
  for (const url of new Set(everyUrl)) {
    const local = localPath(env, url, problems, 'llms.txt');
    if (local && !site.file(local)) problems.push(`${url} (in llms.txt) does not resolve`);
  }
  return problems;
}

/** The differences between what a file lists and what it should list, once each. */
function sameList(file: string, listed: string[], expected: string[]): string[] {
  const problems: string[] = [];
  for (const path of new Set([...listed, ...expected])) {
    const times = listed.filter((candidate) => candidate === path).length;
    if (expected.includes(path) && times !== 1) problems.push(`${file} lists ${path} ${times} times, not once`);
    if (!expected.includes(path)) problems.push(`${file} lists ${path}, which is no doc page of it`);
  }
  return problems;
}

/** ai-seo.spec: each area has its own llms.txt and llms-full.txt with exactly its pages. */
export function checkAreaLlms(site: BuiltSite, env: Env = buildEnv): string[] {
  const problems: string[] = [];
  const pages = docPages(site, env).map((page) => page.path);
  for (const area of guideAreas) {
    const inArea = pages.filter(
      (path) => path === `${env.base}${area.path}` || path.startsWith(`${env.base}${area.path}/`),
    );
    const llmsPath = `${env.base}${area.path}/llms.txt`;
    const llms = textOf(site, llmsPath);
    if (llms === undefined) problems.push(`${llmsPath} does not exist`);
    else {
      const listed = listedLinks(llms).flatMap((url) => localPath(env, url, problems, llmsPath) ?? []);
      problems.push(
        ...sameList(
          llmsPath,
          listed,
          inArea.map((path) => `${path}.md`),
        ),
      );
    }
    const fullPath = `${env.base}${area.path}/llms-full.txt`;
    const full = textOf(site, fullPath);
    if (full === undefined) problems.push(`${fullPath} does not exist`);
    else {
      for (const path of inArea) {
        if (!full.includes(`\nSource: ${env.siteUrl}${path}\n`)) problems.push(`${fullPath} lacks ${path}`);
      }
    }
  }
  return problems;
}

/** ai-seo.spec: llms-full.txt holds every doc page once, each with its source URL and its twin. */
export function checkLlmsFull(site: BuiltSite, env: Env = buildEnv): string[] {
  const full = textOf(site, `${env.base}llms-full.txt`);
  if (full === undefined) return [`${env.base}llms-full.txt does not exist`];
  const problems: string[] = [];
  for (const {path} of docPages(site, env)) {
    const times = full.split(`\nSource: ${env.siteUrl}${path}\n`).length - 1;
    if (times !== 1) problems.push(`${path} appears ${times} times in llms-full.txt, not once`);
    const twin = textOf(site, `${path}.md`);
    if (twin === undefined) {
      problems.push(`${path}.md does not exist (the twin of ${path})`);
      continue;
    }
    const body = twin.split('\n').slice(1).join('\n').trim().split('\n')[0] ?? '';
    if (!full.includes(body)) problems.push(`llms-full.txt lacks the text of ${path}.md: ${show(body.slice(0, 80))}`);
  }
  return problems;
}

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const isPng = (bytes: Buffer | undefined) => bytes !== undefined && PNG.every((byte, index) => bytes[index] === byte);

/**
 * ai-seo.spec: every sitemap page has a unique title and description, a canonical URL and Open Graph and Twitter
 * tags, and its social image is a PNG of the build.
 */
export function checkMetaTags(site: BuiltSite, scope: Scope = everyPage, env: Env = buildEnv): string[] {
  const problems: string[] = [];
  const pages = sitemapPages(site);
  // The first page of each title and description, among every page (a page of PAGES may share one with any page).
  const firstWith = (key: 'title' | 'description') => {
    const first = new Map<string, string>();
    for (const {path, facts} of pages) if (!first.has(facts[key])) first.set(facts[key], path);
    return first;
  };
  const titles = firstWith('title');
  const descriptions = firstWith('description');
  for (const {path, facts} of pages.filter((page) => inScope(scope, page.path))) {
    const url = `${env.siteUrl}${path}`;
    if (!/\S/.test(facts.title)) problems.push(`${path} has no title`);
    else if (titles.get(facts.title) !== path)
      problems.push(`${path} shares its title "${facts.title}" with ${titles.get(facts.title)}`);
    if (!/\S/.test(facts.description)) problems.push(`${path} has no meta description`);
    else if (descriptions.get(facts.description) !== path)
      problems.push(`${path} shares its description with ${descriptions.get(facts.description)}`);
    const expected: Array<[string, string | undefined, string]> = [
      ['canonical', facts.canonical || undefined, url],
      ['og:url', facts.og['og:url'], url],
      ['og:title', facts.og['og:title'], facts.title],
      ['og:description', facts.og['og:description'], facts.description],
      ['twitter:card', facts.twitter['twitter:card'], 'summary_large_image'],
    ];
    for (const [name, actual, wanted] of expected) {
      if (actual !== wanted) problems.push(`${name} of ${path} is ${show(actual ?? 'missing')}, not ${show(wanted)}`);
    }
    const image = facts.og['og:image'];
    if (!image || !/^https:\/\/.+\.png$/.test(image)) {
      problems.push(`${path} names no social image (og:image ${show(image ?? 'missing')})`);
      continue;
    }
    const local = localPath(env, image, problems, `og:image of ${path}`);
    if (local && !isPng(site.file(local))) problems.push(`${image} (og:image of ${path}) is no PNG of the build`);
  }
  return problems;
}

/**
 * ai-seo.spec: doc pages carry BreadcrumbList; pages written from a doc file also the Copy page menu, TechArticle
 * and their own social card, a PNG built for them.
 */
export function checkDocCards(site: BuiltSite, scope: Scope = everyPage, env: Env = buildEnv): string[] {
  const problems: string[] = [];
  const docs = docPages(site, env).filter((page) => page.facts.isDoc);
  if (docs.length === 0) problems.push('no page is written from a doc file');
  // One card per doc page: the first doc page of each card, among every doc page.
  const cardOwner = new Map<string, string>();
  for (const {path, facts} of docs) {
    const image = facts.og['og:image'];
    if (image && !cardOwner.has(image)) cardOwner.set(image, path);
  }
  for (const {path, facts} of docPages(site, env).filter((page) => inScope(scope, page.path))) {
    const types = facts.jsonLd.map((item) => item['@type']);
    if (!types.includes('BreadcrumbList')) problems.push(`JSON-LD of ${path} has no BreadcrumbList (${show(types)})`);
    if (!facts.isDoc) continue;
    if (!facts.copyMenu) problems.push(`${path} has no Copy page menu`);
    const image = facts.og['og:image'] ?? '';
    if (facts.twitter['twitter:image'] !== image)
      problems.push(`twitter:image of ${path} is ${show(facts.twitter['twitter:image'] ?? 'missing')}, not ${image}`);
    if (image && cardOwner.get(image) !== path)
      problems.push(`${path} shares its social card ${image} with ${cardOwner.get(image)}: one card per doc page`);
    const local = image.startsWith(`${env.siteUrl}${env.base}`) ? image.slice(env.siteUrl.length) : undefined;
    if (!local || !isPng(site.file(local)))
      problems.push(`${image || 'no og:image'} (the card of ${path}) is no PNG of the build`);

    const article = facts.jsonLd.find((item) => item['@type'] === 'TechArticle');
    if (!article) {
      problems.push(`${path} has no TechArticle`);
      continue;
    }
    const headline = facts.title.replace(/ \| Help Docs$/, '');
    if (article.headline !== headline)
      problems.push(`TechArticle of ${path}: headline ${show(article.headline)}, not ${show(headline)}`);
    if (article.url !== `${env.siteUrl}${path}`) problems.push(`TechArticle of ${path}: url ${show(article.url)}`);
    if (article.description !== facts.description)
      problems.push(`TechArticle of ${path}: description ${show(article.description)}, not the meta description`);
  }
  return problems;
}

/** ai-seo.spec: the sitemap gives doc pages last-modified dates from git, and robots.txt names it. */
export function checkSitemapDates(site: BuiltSite, env: Env = buildEnv, ci = Boolean(process.env.CI)): string[] {
  const problems: string[] = [];
  const isDoc = new Map(site.pages.map((page) => [page.path, page.facts.isDoc]));
  let docs = 0;
  let dated = 0;
  for (const [, loc, lastmod] of site.sitemapXml.matchAll(
    /<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?/g,
  )) {
    if (lastmod && !/^\d{4}-\d{2}-\d{2}$/.test(lastmod)) problems.push(`lastmod of ${loc} is ${lastmod}, not a date`);
    const path = new URL(loc!).pathname;
    // Doc pages have a source file, hence a git date; generated index pages have none.
    if (!isInArea(env, path) || !isDoc.get(path)) continue;
    docs += 1;
    if (lastmod) dated += 1;
  }
  if (docs === 0) problems.push('the sitemap lists no page written from a doc file');
  // In CI (a full clone) every page is committed, so every doc page has a date; in a working copy, pages not
  // committed yet have none.
  if (ci ? dated !== docs : dated === 0) problems.push(`${dated} of ${docs} doc pages have a lastmod in the sitemap`);
  const robots = textOf(site, `${env.base}robots.txt`) ?? '';
  if (!robots.includes(`Sitemap: ${env.siteUrl}${env.base}sitemap.xml`))
    problems.push('robots.txt does not name the sitemap');
  return problems;
}

/** The route of an MDX file: folders mirror routes; `index` is its folder; a front-matter slug wins. */
export function routeOf(file: string, base = baseUrl): string {
  const text = readFileSync(file, 'utf8');
  const slug = /^slug:\s*['"]?([^'"\n]+)['"]?\s*$/m.exec(text.split(/^---$/m)[1] ?? '')?.[1];
  const area = file.split('/')[0]!;
  if (slug) return `${base}${area}${slug.startsWith('/') ? slug : `/${slug}`}`.replace(/\/$/, '');
  return `${base}${file.replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '')}`.replace(/\/$/, '');
}

/**
 * The guide pages written from an MDX file: every page of the guide areas in the sitemap but the generated index
 * pages (a category's list of pages), which have no file to edit or to name.
 */
function guideDocPages(site: BuiltSite, env: Env): PageRecord[] {
  return sitemapPages(site).filter(
    (page) => guideAreas.some((area) => page.path.startsWith(`${env.base}${area.path}`)) && page.facts.hasDocMarkdown,
  );
}

/** The route of a file the page names, or a problem. */
function namesItsFile(path: string, file: string, what: string, env: Env): string[] {
  if (!existsSync(file)) return [`${path}: ${what} ${file}, which is not in the repository`];
  const route = routeOf(file, env.base);
  return route === path ? [] : [`${path}: ${what} ${file}, the source of ${route}`];
}

/** writers.spec: every guide page links "Edit this page" to its own file in the repository; the twin has no such link. */
export function checkEditLinks(site: BuiltSite, scope: Scope = everyPage, env: Env = buildEnv): string[] {
  const editBase = env.editUrlBase;
  if (!editBase) return []; // REPOSITORY_URL=none: the guides have no repository to edit in
  const problems: string[] = [];
  const pages = guideDocPages(site, env);
  if (scope.only.length === 0 && pages.length <= 40)
    problems.push(`only ${pages.length} guide pages (more than 40 expected)`);
  for (const {path, facts} of pages.filter((page) => inScope(scope, page.path))) {
    const href = facts.editHref ?? '';
    if (href === '') problems.push(`${path} has no "Edit this page" link`);
    else if (!href.startsWith(editBase)) problems.push(`${path}: ${href} is not in ${editBase}`);
    else problems.push(...namesItsFile(path, href.slice(editBase.length), '"Edit this page" opens', env));
    if (textOf(site, `${path}.md`)?.includes('Edit this page')) problems.push(`${path}.md has "Edit this page"`);
  }
  return problems;
}

/** writers.spec: every guide page has "Report a mistake on this page", naming the page and its file. */
export function checkReportLinks(site: BuiltSite, scope: Scope = everyPage, env: Env = buildEnv): string[] {
  const problems: string[] = [];
  const pages = guideDocPages(site, env);
  if (scope.only.length === 0 && pages.length <= 40)
    problems.push(`only ${pages.length} guide pages (more than 40 expected)`);
  for (const {path, facts} of pages.filter((page) => inScope(scope, page.path))) {
    const href = facts.reportHref;
    if (href === undefined) {
      problems.push(`${path} has no "Report a mistake on this page" link`);
      continue;
    }
    const url = new URL(href);
    // The prefilled text names the page's address (as readers see it) and its source file.
    const text = env.repositoryUrl
      ? `${url.searchParams.get('title')}\n${url.searchParams.get('body')}`
      : decodeURIComponent(href);
    const target = env.repositoryUrl ? `${url.origin}${url.pathname}` : url.protocol;
    const wanted = env.repositoryUrl ? `${env.repositoryUrl}/issues/new` : 'mailto:';
    if (target !== wanted) problems.push(`${path}: the report opens ${target}, not ${wanted}`);
    if (!text.includes(`Page: ${env.siteUrl}${path}\n`)) problems.push(`${path}: the report does not name the page`);
    const file = /Source: (\S+)/.exec(text)?.[1] ?? '';
    problems.push(...namesItsFile(path, file, 'the report names', env));
    if (textOf(site, `${path}.md`)?.includes('Report a mistake')) problems.push(`${path}.md has "Report a mistake"`);
  }
  return problems;
}

/** The most words a guide's paragraph or table cell may hold (STYLE_GUIDE.md, "Paragraphs"). */
export const PARAGRAPH_WORDS = 200;

/**
 * No paragraph or table cell of a guide page runs over PARAGRAPH_WORDS words, read in its Markdown twin (where the
 * product tokens and the API reference's descriptions are written out): each problem names the page, its source
 * file and the line in the twin.
 */
export function checkParagraphLength(site: BuiltSite, scope: Scope = everyPage, env: Env = buildEnv): string[] {
  const problems: string[] = [];
  const pages = guideDocPages(site, env);
  if (scope.only.length === 0 && pages.length <= 40)
    problems.push(`only ${pages.length} guide pages (more than 40 expected)`);
  for (const {path, facts} of pages.filter((page) => inScope(scope, page.path))) {
    const twin = textOf(site, `${path}.md`);
    if (twin === undefined) continue; // checkTwins reports it
    const file =
      env.editUrlBase && facts.editHref?.startsWith(env.editUrlBase)
        ? facts.editHref.slice(env.editUrlBase.length)
        : path;
    for (const {line, words} of longParagraphs(twin, PARAGRAPH_WORDS))
      problems.push(
        `${file} (${path}.md line ${line}): a paragraph or table cell of ${words} words, over ${PARAGRAPH_WORDS}. ` +
          'Split it into steps, a list or a table, or keep the task here and link the page that holds the detail.',
      );
  }
  return problems;
}

/** writers.spec: the twins keep every code-block title and admonition of the MDX source. */
export function checkTwinsKeepSource(
  site: BuiltSite,
  files = contentFiles(process.cwd()),
  env: Env = buildEnv,
): string[] {
  const problems: string[] = [];
  let titles = 0;
  let admonitions = 0;
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    const expectedTitles = [...source.matchAll(/^[ \t]*```(\w+)[^\n]*?\btitle="([^"]+)"/gm)].map(
      ([, language, title]) => `\`\`\`${language} title="${title!.replace(/%\w+%/g, '')}`,
    );
    const expectedAdmonitions = [...source.matchAll(/^[ \t]*:::(note|tip|warning)\b/gm)].map(([, type]) => type!);
    if (expectedTitles.length === 0 && expectedAdmonitions.length === 0) continue;
    const route = routeOf(file, env.base);
    const twin = textOf(site, `${route}.md`);
    if (twin === undefined) {
      problems.push(`${file}: its twin ${route}.md does not exist`);
      continue;
    }
    for (const title of expectedTitles) {
      titles++;
      // Product tokens are replaced in the twin: compare up to the first one.
      if (!twin.includes(title.split('%')[0]!)) problems.push(`${file}: the twin lost the code title ${title}`);
    }
    for (const type of new Set(expectedAdmonitions)) {
      const label = `> **${type.charAt(0).toUpperCase()}${type.slice(1)}**`;
      const count = expectedAdmonitions.filter((candidate) => candidate === type).length;
      admonitions += count;
      const found = twin.split(label).length - 1;
      if (found !== count) problems.push(`${file}: the twin has ${found} "${label}", not its ${count} :::${type}`);
    }
  }
  // The guides have both; a converter that finds none would pass the loops above.
  if (titles === 0) problems.push('no code title checked');
  if (admonitions === 0) problems.push('no admonition checked');
  return problems;
}

/**
 * a11y.spec's policy check, its markup half (the CSP violations a page reports stay in the browser pass): no
 * inline event handler, and no new-tab link that can reach back into the page (rel="noopener"), on every page.
 */
export function checkPolicyMarkup(site: BuiltSite, scope: Scope = everyPage): string[] {
  return site.pages
    .filter((page) => inScope(scope, page.path))
    .flatMap(({path, facts}) => [
      ...facts.handlers.map((handler) => `${path}: inline event handler ${handler}`),
      ...facts.openers.map((href) => `${path}: target=_blank link without rel=noopener (${href})`),
    ]);
}

/**
 * security.spec: every page carries a Content-Security-Policy <meta> before its first script, whose script-src allows
 * no inline script but those of the page, each by its hash (src/plugins/post-build/csp.ts writes it; this reads the
 * page as a browser parses it, not with the writer's own scanner).
 */
export function checkPolicies(site: BuiltSite, scope: Scope = everyPage): string[] {
  const hash = (body: string) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
  return site.pages
    .filter((page) => inScope(scope, page.path))
    .flatMap(({path, facts}) => {
      if (facts.policy === undefined) return [`${path}: no Content-Security-Policy <meta>`];
      const scriptSrc = (
        facts.policy.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? ''
      ).trim();
      return [
        ...(/unsafe-inline|unsafe-eval|\*/.test(scriptSrc)
          ? [`${path}: script-src allows too much (${scriptSrc})`]
          : []),
        ...(facts.policyBeforeScripts ? [] : [`${path}: the policy comes after a <script>, which it does not govern`]),
        ...facts.inlineScripts
          .filter((body) => !scriptSrc.includes(hash(body)))
          .map((body) => `${path}: script-src lacks the hash of the inline script ${show(body.slice(0, 60))}…`),
      ];
    });
}

/**
 * writer-mistakes: a heading given an id as an MDX comment at its end (an `#id` in an MDX comment, STYLE_GUIDE.md
 * "Headings") gets that id on its page, so that links to it survive a change of its words. Read from the guides'
 * sources that use it.
 */
export function checkCustomHeadingIds(
  site: BuiltSite,
  files = contentFiles(process.cwd()),
  env: Env = buildEnv,
): string[] {
  const problems: string[] = [];
  const idsOf = new Map(site.pages.map((page) => [page.path, page.facts.headingIds]));
  let checked = 0;
  for (const file of files) {
    let fence: string | undefined;
    const wanted: string[] = [];
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      const fenceMark = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
      if (fenceMark && !fence) fence = fenceMark;
      else if (fenceMark && fence && fenceMark.startsWith(fence)) fence = undefined;
      const id = fence ? undefined : /^#{2,6} .*\{\/\*#([\w-]+)\*\/\}\s*$/.exec(line)?.[1];
      if (id) wanted.push(id);
    }
    if (wanted.length === 0) continue;
    const route = routeOf(file, env.base);
    const ids = idsOf.get(route);
    for (const id of wanted) {
      checked++;
      if (!ids) problems.push(`${file}: its page ${route} is not in the build`);
      else if (!ids.includes(id)) problems.push(`${file}: the heading id {/*#${id}*/} is no heading's id on ${route}`);
    }
  }
  // The guides use the syntax; a reader of the sources that finds none would pass the loop above.
  if (checked === 0) problems.push('no custom heading id checked');
  return problems;
}
