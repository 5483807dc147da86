/**
 * What a built page's static HTML says, read once: the facts every check of scripts/built-site/checks.ts reads
 * (the titles, meta and social tags, JSON-LD, the headings a Markdown twin must repeat, the writers' links, the
 * markup its Content-Security-Policy forbids). The HTML is parsed once (rehype-parse, the HTML standard's parser, as
 * a browser's DOMParser parses it), not run: what needs a running page stays in the browser suite (e2e/).
 */
import type {Element, Root, RootContent} from 'hast';
import {matches, select, selectAll} from 'hast-util-select';
import {toString} from 'hast-util-to-string';
import rehypeParse from 'rehype-parse';
import {unified} from 'unified';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import {visit} from 'unist-util-visit';
import {headingSlugger} from '../../src/plugins/llms/html-to-markdown';

export type PageFacts = {
  /** A page written from a doc file (`docs-doc-id-…` on <html>), not a generated index page. */
  isDoc: boolean;
  /** The page has the theme's doc-markdown block (writers.spec's "guide page written from an MDX file"). */
  hasDocMarkdown: boolean;
  /** `document.title`: the first <title>, its whitespace collapsed. */
  title: string;
  description: string;
  canonical: string;
  og: Record<string, string>;
  twitter: Record<string, string>;
  jsonLd: Array<Record<string, unknown>>;
  /** The page's own headings as `## Text`: in <main>, out of nav, aside, the TOCs, the footer and the twin-excluded parts. */
  headings: string[];
  /** The `id` of every heading of the page. */
  headingIds: string[];
  /** The "Copy page" menu's toggle is on the page (in the part the twin leaves out). */
  copyMenu: boolean;
  /** `href` of the first "Edit this page" and "Report a mistake on this page" links. */
  editHref: string | undefined;
  reportHref: string | undefined;
  /** Inline event-handler attributes, as `<a onclick>`. */
  handlers: string[];
  /** `href` of each `target="_blank"` link without rel="noopener" (null when it has none). */
  openers: Array<string | null>;
  /** The Content-Security-Policy <meta>'s content, and whether it comes before the first <script>. */
  policy: string | undefined;
  policyBeforeScripts: boolean;
  /** The text of each inline script the browser runs (no `src`; not a data block such as JSON-LD). */
  inlineScripts: string[];
};

const parser = unified().use(rehypeParse);

/** Parts of <main> that are not the page's own text (the twin leaves them out too). */
const excluded = 'nav, aside, [data-llms-exclude], .theme-doc-toc-mobile, .theme-doc-toc-desktop, .theme-doc-footer';
/** Decoration inside a heading, not its text: hash links and doc-card icons (📄️, 🗃). */
const decoration = '.hash-link, .theme-doc-card-icon';

const property = (element: Element | undefined, name: string): string | undefined => {
  const value = element?.properties[name];
  if (value === undefined || value === null || value === false) return undefined;
  return Array.isArray(value) ? value.join(' ') : String(value);
};

/** Text of a node as `textContent` gives it, without the elements that match `skip`. */
function textWithout(node: Root | RootContent, skip: string): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element' && matches(skip, node)) return '';
  if (node.type === 'element' || node.type === 'root')
    return node.children.map((child) => textWithout(child, skip)).join('');
  return '';
}

/** Every element in tree order, with its ancestors (nearest last). */
function* elements(node: Root | Element, ancestors: Element[] = []): Generator<[Element, Element[]]> {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    yield [child, ancestors];
    yield* elements(child, [...ancestors, child]);
  }
}

/** The facts of one built page's HTML. */
export function factsOf(html: string): PageFacts {
  const tree = parser.parse(html);
  const meta = (selector: string) =>
    Object.fromEntries(
      selectAll(selector, tree).map((tag) => [
        property(tag, 'property') ?? property(tag, 'name') ?? '',
        property(tag, 'content') ?? '',
      ]),
    );
  const headings: string[] = [];
  const headingIds: string[] = [];
  const handlers: string[] = [];
  for (const [element, ancestors] of elements(tree)) {
    for (const name of Object.keys(element.properties)) {
      // hast names `onclick` onClick: every inline handler's property starts with "on".
      if (/^on/i.test(name)) handlers.push(`<${element.tagName} ${name.toLowerCase()}>`);
    }
    if (!/^h[1-6]$/.test(element.tagName)) continue;
    const id = property(element, 'id');
    if (id) headingIds.push(id);
    if (!ancestors.some((ancestor) => ancestor.tagName === 'main')) continue;
    if ([...ancestors, element].some((node) => matches(excluded, node))) continue;
    const text = textWithout(element, decoration)
      .replace(/[\u200b\s]+/g, ' ')
      .trim();
    headings.push(`${'#'.repeat(Number(element.tagName.slice(1)))} ${text}`);
  }
  const policyMeta = selectAll('meta', tree).find(
    (tag) => property(tag, 'httpEquiv')?.toLowerCase() === 'content-security-policy',
  );
  const scripts = selectAll('script', tree);
  const firstScript = scripts[0];
  const order = [...elements(tree)].map(([element]) => element);
  const linkNamed = (text: string) => selectAll('a', tree).find((link) => toString(link).trim() === text);
  const htmlElement = select('html', tree);
  return {
    isDoc: /\bdocs-doc-id-/.test(property(htmlElement, 'className') ?? ''),
    hasDocMarkdown: select('.theme-doc-markdown', tree) !== undefined,
    title: toString(select('title', tree) ?? {type: 'root', children: []})
      .replace(/[\t\n\f\r ]+/g, ' ')
      .trim(),
    description: property(select('meta[name=description]', tree), 'content') ?? '',
    canonical: property(select('link[rel=canonical]', tree), 'href') ?? '',
    og: meta('meta[property^="og:"]'),
    twitter: meta('meta[name^="twitter:"]'),
    jsonLd: selectAll('script[type="application/ld+json"]', tree).map(
      (script) => JSON.parse(toString(script) || '{}') as Record<string, unknown>,
    ),
    headings,
    headingIds,
    copyMenu:
      toString(select('[data-llms-exclude] button[aria-expanded]', tree) ?? {type: 'root', children: []}).trim() ===
      'Copy page',
    editHref: property(linkNamed('Edit this page'), 'href'),
    reportHref: property(linkNamed('Report a mistake on this page'), 'href'),
    openers: selectAll('a[target="_blank"]', tree)
      .filter((link) => !(property(link, 'rel') ?? '').split(/\s+/).includes('noopener'))
      .map((link) => property(link, 'href') ?? null),
    handlers,
    policy: property(policyMeta, 'content'),
    policyBeforeScripts:
      policyMeta !== undefined && (!firstScript || order.indexOf(policyMeta) < order.indexOf(firstScript)),
    inlineScripts: scripts
      .filter((script) => property(script, 'src') === undefined && isScriptType(property(script, 'type')))
      .map((script) => toString(script)),
  };
}

/** A `type` the browser runs as script (HTML's "JavaScript MIME type essence match"; empty or absent is JavaScript). */
function isScriptType(type: string | undefined): boolean {
  const essence = (type ?? '').trim().toLowerCase();
  return essence === '' || essence === 'module' || /^(text|application)\/(x-)?(java|ecma)script$/.test(essence);
}

/** Headings of a Markdown text (outside code fences), as `## Text` with inline Markdown removed. */
export function markdownHeadings(markdown: string): string[] {
  const headings: string[] = [];
  let fence: string | undefined;
  for (const line of markdown.split('\n')) {
    const fenceMatch = /^(`{3,}|~{3,})/.exec(line);
    if (fenceMatch) {
      if (!fence) fence = fenceMatch[1]!.charAt(0);
      else if (line.startsWith(fence)) fence = undefined;
      continue;
    }
    if (fence) continue;
    const heading = /^(#{1,6}) (.*?)(?: \{#[\w-]+\})?$/.exec(line);
    if (!heading) continue;
    const plain = heading[2]!
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/\\([\\`*_{}[\]()#+\-.!|<>~])/g, '$1')
      .replace(/(\*\*|__|`|\*|_(?=\S)|(?<=\S)_)/g, '')
      .replace(/\s+/g, ' ')
      .trim();
    headings.push(`${heading[1]} ${plain}`);
  }
  return headings;
}

/**
 * The ids a Markdown reader finds in a twin: a heading's `{#id}` where it has one, else the id its words give it
 * (html-to-markdown.ts's `headingSlugger`, GitHub's and Docusaurus's rule); `<a id="…">` anchors too.
 */
export function markdownHeadingIds(markdown: string): Set<string> {
  const ids = new Set<string>();
  const slug = headingSlugger();
  const plain = (node: {type: string; value?: string; children?: unknown[]}): string =>
    node.value ?? (node.children ?? []).map((child) => plain(child as typeof node)).join('');
  visit(unified().use(remarkParse).use(remarkGfm).parse(markdown), (node) => {
    if (node.type === 'html') for (const anchor of node.value.matchAll(/<a id="([^"]+)"/g)) ids.add(anchor[1]!);
    if (node.type !== 'heading') return;
    const words = plain(node);
    const custom = /\s*\{#([\w-]+)\}$/.exec(words);
    ids.add(custom ? custom[1]! : slug(words.replace(/\s+/g, ' ')));
    // A heading's own id is taken all the same for the ids after it.
    if (custom) slug(words.slice(0, custom.index));
  });
  return ids;
}

/** `- [Title](https://…/guides/user/intro.md): …` → the twin URLs, in order. */
/** The targets of a Markdown document's links and images, as CommonMark reads them: code never holds a link. */
export function markdownLinks(markdown: string): string[] {
  const links: string[] = [];
  visit(unified().use(remarkParse).use(remarkGfm).parse(markdown), (node) => {
    if (node.type === 'link' || node.type === 'image') links.push(node.url);
  });
  return links;
}

/**
 * The paragraphs and table cells of a Markdown document longer than `limit` words, with their line: a reader scans
 * steps, lists and tables, not a wall of prose. Code is not prose and counts for nothing.
 */
export function longParagraphs(markdown: string, limit: number): {line: number; words: number}[] {
  const long: {line: number; words: number}[] = [];
  visit(unified().use(remarkParse).use(remarkGfm).parse(markdown), (node) => {
    if (node.type !== 'paragraph' && node.type !== 'tableCell') return;
    let words = 0;
    visit(node, (inner) => {
      if (inner.type === 'text' || inner.type === 'inlineCode')
        words += inner.value.split(/\s+/).filter(Boolean).length;
    });
    if (words > limit) long.push({line: node.position?.start.line ?? 0, words});
  });
  return long;
}

export function listedLinks(llmsTxt: string): string[] {
  return [...llmsTxt.matchAll(/^- \[(?:[^\]\\]|\\.)*\]\(([^)]+)\)/gm)].map((match) => match[1]!);
}
