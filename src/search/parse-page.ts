/**
 * A built doc page → its searchable text (ParsedPage of ./build-index.ts, less
 * its path): the title, the description and keywords, the breadcrumb, and one
 * section per h1/h2/h3 of the article, each with the text up to the next
 * heading. The post-build search-index step runs it in the twin workers
 * (src/plugins/post-build/twin-worker.mjs), on a hast tree from rehype-parse.
 *
 * The rules are the ones the site's index was tuned with (those of the search
 * plugin it replaced): a page marked `noindex` has nothing to index; the
 * selectors of `ignoreSelectors` (config/search.ts) and "Version:" badges are
 * dropped; a section's text joins its elements (the sibling elements between
 * its heading and the next, not loose text between them), with a space around
 * block elements and whitespace condensed.
 *
 * Plain type-strippable TypeScript, imported by Node itself from the worker:
 * no relative imports (see twin-worker.mjs).
 */
import type {Element, ElementContent, Root, RootContent} from 'hast';
import {matches, select, selectAll} from 'hast-util-select';
import {toString as hastToString} from 'hast-util-to-string';
import rehypeParse from 'rehype-parse';
import {unified} from 'unified';
import {SKIP, visit} from 'unist-util-visit';

export interface ParsedSection {
  title: string;
  hash: string;
  content: string;
  /** The section's text in passages (paragraphs, list items, table rows with their cells joined by " · "): what a result shows. */
  passages?: string[];
  /** The links out of the section: [href as written, link text]. */
  links?: [href: string, text: string][];
}

export interface ParsedDocument {
  pageTitle: string;
  description: string;
  keywords: string;
  breadcrumb: string[];
  sections: ParsedSection[];
  /** What the page's own API responses and event payloads define (not a recipe's copy of another page's). */
  defines?: Defined;
  /** The page's operation or event is deprecated (its "Deprecated since" mark, not a field's). */
  deprecated?: boolean;
}

export interface Defined {
  /** The names of their top-level fields: `expires_at`, `credits_remaining`. */
  fields: string[];
  /** The objects the responses are (their `object` field, "always chat_session"): `chat_session`. */
  objects: string[];
}

/** The API reference's blocks (data-api-fragment) that define what an operation returns or an event sends. */
const DEFINING_FRAGMENT = /^(?!recipe-).+\.(response-2\d\d|payload)$/;

/** The top-level fields of the page's responses and payloads, and the objects they are. */
function definedOf(tree: Root, parents: Map<Element, Root | Element>): Defined {
  const fields = new Set<string>();
  const objects = new Set<string>();
  for (const fragment of selectAll('[data-api-fragment]', tree)) {
    const name = String(fragment.properties.dataApiFragment);
    if (!DEFINING_FRAGMENT.test(name)) continue;
    const top = new Set<string>();
    let object: string | undefined;
    for (const field of selectAll('li.api-field', fragment)) {
      // Top level: no field above it within the fragment.
      let nested = false;
      for (
        let up = parents.get(field);
        up && up !== fragment;
        up = up.type === 'element' ? parents.get(up) : undefined
      ) {
        if (up.type === 'element' && up.tagName === 'li' && matches('.api-field', up)) nested = true;
      }
      if (nested) continue;
      const fieldName = textContent(select('.api-field__name', field) ?? field).trim();
      // Field names are lower case; the response headers (`Parley-Request-Id`) are not what a page defines.
      if (!/^[a-z][a-z0-9_.]*$/.test(fieldName)) continue;
      top.add(fieldName);
      const always = /^always (\S+)$/.exec(textContent(select('.api-field__limit', field) ?? field).trim());
      if (fieldName === 'object' && always && always[1] !== 'list') object = always[1];
    }
    for (const fieldName of top) fields.add(fieldName);
    // An operation's object with an ID of its own (an event's payload is sent, not fetched by its ID).
    if (object && top.has('id') && !name.endsWith('.payload')) objects.add(object);
  }
  return {fields: [...fields], objects: [...objects]};
}

const HEADINGS = 'h1, h2, h3';

/** Elements whose text is set apart by spaces (block elements, and table cells). */
const BLOCK_TAGS = new Set(
  'address article aside blockquote details dialog dd div dl dt fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 header hgroup hr li main nav ol p pre section table ul td th'.split(
    ' ',
  ),
);

type Node = Root | RootContent;

/** All text below a node, as the DOM's textContent (a comment among a heading's children has none). */
function textContent(node: Node): string {
  return node.type === 'comment' ? '' : hastToString(node);
}

/** The text of a section's elements: blocks spaced, scripts and styles left out. */
function condensedText(nodes: ElementContent[]): string {
  const text = (node: ElementContent): string => {
    if (node.type === 'text') return node.value;
    if (node.type !== 'element' || node.tagName === 'script' || node.tagName === 'style') return '';
    if (node.tagName === 'br') return ' ';
    const content = node.children.map(text).join('');
    return BLOCK_TAGS.has(node.tagName) ? ` ${content} ` : content;
  };
  return nodes.map(text).join('').trim().replace(/\s+/g, ' ');
}

/** The text of a section's elements in blocks: each paragraph, list item, heading or table row on its own; no code. */
function passagesOf(nodes: ElementContent[]): string[] {
  const found: string[] = [];
  let buffer = '';
  const flush = () => {
    const text = buffer.replace(/\s+/g, ' ').trim();
    if (text) found.push(text);
    buffer = '';
  };
  const walk = (node: ElementContent): void => {
    if (node.type === 'text') {
      buffer += node.value;
      return;
    }
    if (node.type !== 'element' || node.tagName === 'script' || node.tagName === 'style') return;
    if (node.tagName === 'br') {
      buffer += ' ';
      return;
    }
    if (node.tagName === 'tr') {
      flush();
      buffer = node.children
        .filter((cell): cell is Element => cell.type === 'element')
        .map((cell) => condensedText([cell]))
        .filter((cell) => cell !== '')
        .join(' · ');
      flush();
      return;
    }
    // Code is no passage to show (its words are indexed all the same).
    if (node.tagName === 'pre') {
      flush();
      return;
    }
    // A list item is one passage (an API field: its name, type and description), unless it holds a list of its own.
    if (node.tagName === 'li' && !select('ul, ol, table, pre', node)) {
      flush();
      buffer = condensedText([node]);
      flush();
      return;
    }
    const block = BLOCK_TAGS.has(node.tagName) && node.tagName !== 'td' && node.tagName !== 'th';
    if (block) flush();
    for (const child of node.children) walk(child);
    if (block) flush();
    else if (node.tagName === 'td' || node.tagName === 'th') buffer += ' ';
  };
  for (const node of nodes) walk(node);
  flush();
  return found;
}

/** The links of a section's elements: [href, text]. */
function linksOf(nodes: ElementContent[]): [string, string][] {
  const found: [string, string][] = [];
  for (const node of nodes) {
    if (node.type !== 'element') continue;
    for (const link of [...(matches('a[href]', node) ? [node] : []), ...selectAll('a[href]', node)]) {
      const text = textContent(link).replace(/\s+/g, ' ').trim();
      if (text) found.push([String(link.properties.href), text]);
    }
  }
  return found;
}

/** Removes every element matching `selector`, with its content. */
function removeAll(tree: Root, selector: string, keep: (node: Element) => boolean = () => false): void {
  const doomed = new Set(selectAll(selector, tree).filter((node) => !keep(node)));
  if (doomed.size === 0) return;
  visit(tree, 'element', (node, index, parent) => {
    if (parent === undefined || index === undefined || !doomed.has(node)) return;
    parent.children.splice(index, 1);
    return [SKIP, index];
  });
}

/** Every element with its parent, in document order. */
function parentsOf(tree: Root): Map<Element, Root | Element> {
  const parents = new Map<Element, Root | Element>();
  visit(tree, 'element', (node, _index, parent) => {
    // A parsed page's parents are its root and its elements (no MDX nodes in HTML).
    if (parent) parents.set(node, parent as Root | Element);
  });
  return parents;
}

const elementChildren = (parent: Root | Element): Element[] =>
  (parent.children as RootContent[]).filter((child): child is Element => child.type === 'element');

/** The element siblings after `node`. */
function nextElements(node: Element, parent: Root | Element): Element[] {
  const siblings = elementChildren(parent);
  return siblings.slice(siblings.indexOf(node) + 1);
}

/** The element siblings after `node`, up to the first heading. */
function nextUntilHeading(node: Element, parent: Root | Element): Element[] {
  const found: Element[] = [];
  for (const next of nextElements(node, parent)) {
    if (matches(HEADINGS, next)) break;
    found.push(next);
  }
  return found;
}

export function parsePageTree(tree: Root, ignoreSelectors: readonly string[]): ParsedDocument | null {
  const robots = select('meta[name="robots"]', tree);
  if (String(robots?.properties.content ?? '').includes('noindex')) return null;
  removeAll(tree, '.theme-code-block button');
  for (const selector of ignoreSelectors) removeAll(tree, selector);
  removeAll(tree, 'span.badge', (node) => !textContent(node).startsWith('Version:'));

  const parents = parentsOf(tree);
  const pageTitleElement = select('article h1', tree);
  const pageTitle = pageTitleElement ? textContent(pageTitleElement) : '';
  const description = String(select("meta[name='description']", tree)?.properties.content ?? '');
  const keywords = String(select("meta[name='keywords']", tree)?.properties.content ?? '').replace(/,/g, ', ');

  const breadcrumb: string[] = [];
  const activeNavbarLink = select('.navbar__link--active', tree);
  if (activeNavbarLink) breadcrumb.push(textContent(activeNavbarLink).trim());
  const menu = select('.main-wrapper .menu', tree);
  if (menu) {
    for (const item of selectAll('.menu__list-item-collapsible .menu__link--active', menu)) {
      breadcrumb.push(textContent(item).trim());
    }
  }

  const sections: ParsedDocument['sections'] = [];
  const headings = new Set<Element>();
  for (const article of selectAll('article', tree)) {
    for (const heading of selectAll(HEADINGS, article)) headings.add(heading);
  }
  // Document order (an article inside another would list its headings twice otherwise).
  const ordered = [...parents.keys()].filter((node) => headings.has(node));
  for (const heading of ordered) {
    const title = heading.children
      .filter((child) => !(child.type === 'element' && matches('a.hash-link', child)))
      .map(textContent)
      .join('')
      .trim();
    const hash = String(select('a.hash-link', heading)?.properties.href ?? '');
    let elements: Element[];
    if (heading === pageTitleElement) {
      // The page's top: what follows the title (or its <header>) up to the first heading.
      const parent = parents.get(heading)!;
      const first = parent.type === 'element' && parent.tagName === 'header' ? parent : heading;
      const firstParent = parents.get(first)!;
      const following = nextElements(first, firstParent);
      if (following.some((node) => matches(HEADINGS, node))) {
        elements = nextUntilHeading(first, firstParent);
      } else {
        const chosen = new Set<Element>();
        for (const next of following) {
          const inner = select(HEADINGS, next);
          if (inner) {
            const innerParent = parents.get(inner)!;
            const siblings = elementChildren(innerParent);
            for (const before of siblings.slice(0, siblings.indexOf(inner))) chosen.add(before);
            break;
          }
          chosen.add(next);
        }
        elements = [...parents.keys()].filter((node) => chosen.has(node));
      }
    } else {
      elements = nextUntilHeading(heading, parents.get(heading)!);
    }
    sections.push({
      title,
      hash,
      content: condensedText(elements),
      passages: passagesOf(elements),
      links: linksOf(elements),
    });
  }
  const defines = definedOf(tree, parents);
  // The operation's or event's own marks are a paragraph of their own (src/plugins/api-reference/history.ts).
  const deprecated = select('p.api-history > a.api-mark--deprecated', tree) !== undefined;
  return {
    pageTitle,
    description,
    keywords,
    breadcrumb,
    sections,
    ...(defines.fields.length > 0 || defines.objects.length > 0 ? {defines} : {}),
    ...(deprecated ? {deprecated} : {}),
  };
}

/** Parses a built page's HTML (see parsePageTree). */
export function parsePage(html: string, ignoreSelectors: readonly string[]): ParsedDocument | null {
  return parsePageTree(unified().use(rehypeParse).parse(html), ignoreSelectors);
}
