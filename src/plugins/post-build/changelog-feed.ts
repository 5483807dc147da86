/**
 * Step 2: the changelog's Atom feed, `developer/changelog.atom`, so that developers can follow the API's changes
 * in a feed reader, and its `<link rel="alternate">` in the changelog page's head, where readers and browsers
 * look for it.
 *
 * The feed is made from the built page (developer/changelog.mdx, generated from the API's releases by
 * src/api-history): one entry per dated `<h2>`, its content the HTML of that section as readers see it, with
 * links made absolute, since a feed reader shows it away from the site. The Atom XML is written by `feed`, the
 * library Docusaurus's own blog feeds use.
 */
import {readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {Feed} from 'feed';
import type {Element, ElementContent, Root} from 'hast';
import {select} from 'hast-util-select';
import {toHtml} from 'hast-util-to-html';
import rehypeParse from 'rehype-parse';
import {unified} from 'unified';
import {SKIP, visit} from 'unist-util-visit';
import {replaceAtomically} from './pipeline';
import type {PipelineInput} from './types';

/** The changelog page below the base URL, and its feed. */
export const CHANGELOG_ROUTE = 'developer/changelog';
export const FEED_FILE = 'developer/changelog.atom';

const DATE_ID = /^\d{4}-\d{2}-\d{2}$/;

export type FeedEntry = {date: string; html: string};

/** Makes every `href` and `src` of a section absolute, against the page's URL. */
function absolute(nodes: ElementContent[], pageUrl: string): ElementContent[] {
  for (const root of nodes) {
    visit(root, 'element', (node) => {
      for (const key of ['href', 'src'] as const) {
        const value = node.properties[key];
        if (typeof value === 'string') node.properties[key] = new URL(value, pageUrl).href;
      }
    });
  }
  return nodes;
}

/** The dated sections of the built changelog page, newest first as the page lists them. */
export function changelogEntries(html: string, pageUrl: string): FeedEntry[] {
  const tree = unified().use(rehypeParse).parse(html) as Root;
  const content = select('.theme-doc-markdown', tree) ?? select('article', tree);
  if (!content) return [];
  // A heading's own "#" link is for the page, not for a feed.
  visit(content, 'element', (node, index, parent) => {
    if (parent === undefined || index === undefined) return;
    if (node.tagName !== 'a' || !String(node.properties.className ?? '').includes('hash-link')) return;
    parent.children.splice(index, 1);
    return [SKIP, index];
  });
  const entries: FeedEntry[] = [];
  let current: {date: string; nodes: ElementContent[]} | undefined;
  for (const node of content.children) {
    const element = node.type === 'element' ? (node as Element) : undefined;
    if (element && /^h[12]$/.test(element.tagName)) {
      if (current) entries.push({date: current.date, html: toHtml(absolute(current.nodes, pageUrl))});
      const id = String(element.properties.id ?? '');
      current = element.tagName === 'h2' && DATE_ID.test(id) ? {date: id, nodes: []} : undefined;
      continue;
    }
    if (current && node.type !== 'comment') current.nodes.push(node as ElementContent);
  }
  if (current) entries.push({date: current.date, html: toHtml(absolute(current.nodes, pageUrl))});
  return entries;
}

/** The Atom document of the entries. */
export function atomFeed(
  entries: FeedEntry[],
  {pageUrl, feedUrl, productName}: {pageUrl: string; feedUrl: string; productName: string},
): string {
  const updated = entries.length > 0 ? new Date(`${entries[0].date}T00:00:00Z`) : new Date(0);
  const feed = new Feed({
    id: pageUrl,
    link: pageUrl,
    title: `${productName} API changelog`,
    description: `Dated changes to the ${productName} HTTP API, its webhooks and the JavaScript SDK.`,
    language: 'en-GB',
    updated,
    generator: false,
    feedLinks: {atom: feedUrl},
    author: {name: productName, link: pageUrl},
  });
  for (const entry of entries) {
    const link = `${pageUrl}#${entry.date}`;
    feed.addItem({
      title: `${productName} API changes of ${entry.date}`,
      id: link,
      link,
      date: new Date(`${entry.date}T00:00:00Z`),
      content: entry.html,
    });
  }
  return feed.atom1();
}

/** The `<link>` that names the feed, for the changelog page's head. */
export const feedLink = (baseUrl: string, productName: string) =>
  `<link rel="alternate" type="application/atom+xml" title="${productName} API changelog" href="${baseUrl}${FEED_FILE}">`;

export async function writeChangelogFeed({
  outDir,
  siteUrl,
  baseUrl,
  productName,
}: Pick<PipelineInput, 'outDir' | 'siteUrl' | 'baseUrl' | 'productName'>): Promise<string> {
  const pageFile = path.join(outDir, `${CHANGELOG_ROUTE}.html`);
  const html = await readFile(pageFile, 'utf8');
  const pageUrl = `${siteUrl}${baseUrl}${CHANGELOG_ROUTE}`;
  const feedUrl = `${siteUrl}${baseUrl}${FEED_FILE}`;
  const entries = changelogEntries(html, pageUrl);
  if (entries.length === 0) {
    throw new Error(
      `${path.relative(path.dirname(outDir), pageFile)}: no dated "## YYYY-MM-DD" entries to put in the changelog feed.`,
    );
  }
  await writeFile(path.join(outDir, FEED_FILE), atomFeed(entries, {pageUrl, feedUrl, productName}));
  if (!html.includes('type="application/atom+xml"')) {
    await replaceAtomically(pageFile, html.replace('</head>', `${feedLink(baseUrl, productName)}</head>`));
  }
  return `${FEED_FILE}, ${entries.length} entries`;
}
