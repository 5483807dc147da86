/**
 * Turns a built page (the HTML a reader gets) into clean Markdown: the page's
 * main content only, without navbar, sidebar, breadcrumbs, table of contents,
 * pagination or buttons; tabs unfolded into labelled sections; code blocks as
 * fenced code with their language and title; admonitions as block quotes;
 * every link and image absolute.
 *
 * Working from the rendered HTML (not from the MDX source) means the twin
 * shows what React components render too, such as the API reference that is
 * drawn from the OpenAPI document.
 *
 * Why the unified stack (rehype-parse → rehype-remark → remark-gfm →
 * remark-stringify) and not turndown: Docusaurus itself is built on unified
 * (remark-gfm and remark-stringify are already in the tree), it runs in Node
 * without a DOM emulation, and the page is a typed syntax tree we can reshape
 * (tabs, code lines, cards) before converting, instead of string rules.
 *
 * Content authors and component writers can keep an element out of the twin
 * with the attribute `data-llms-exclude`, and write an element for the twin
 * only with `hidden` and `data-llms-only` (src/components/TwinOnly): where a
 * tool of the page is left out, it says what the tool does and where it is.
 */
import type {Element, ElementContent, Parent, Root} from 'hast';
import type {Code, Heading, Paragraph, PhrasingContent} from 'mdast';
import {select, selectAll} from 'hast-util-select';
import rehypeParse from 'rehype-parse';
import rehypeRemark from 'rehype-remark';
import type {Options as RehypeRemarkOptions} from 'rehype-remark';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import {unified} from 'unified';
import {EXIT, SKIP, visit} from 'unist-util-visit';

/**
 * Chrome that is not part of what the page says: these elements, elements with these classes, and elements
 * with `data-llms-exclude`. Tested as sets, not as a CSS selector list: matching 17 selectors against every
 * node of the page was a third of the conversion's time.
 */
const EXCLUDED_TAGS = new Set(['nav', 'aside', 'script', 'style', 'noscript', 'template', 'button', 'svg', 'iframe']);
const EXCLUDED_CLASSES = new Set([
  'theme-doc-toc-mobile',
  'theme-doc-toc-desktop',
  'table-of-contents',
  'theme-doc-footer',
  'theme-doc-version-badge',
  'theme-doc-version-banner',
  'hash-link',
]);

function classList(node: Element): string[] {
  const value: unknown = node.properties.className;
  return Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(/\s+/) : [];
}

/** Visible text of a node; `<br>` counts as a line break. */
export function textOf(node: ElementContent | Root): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element' && node.tagName === 'br') return '\n';
  if ('children' in node) return node.children.map((child) => textOf(child as ElementContent)).join('');
  return '';
}

/** Whether an element has the attribute, as a CSS `[attribute]` selector sees it (hast-util-select's rule). */
function hasProperty(node: Element, property: string): boolean {
  const value: unknown = node.properties[property];
  if (value === null || value === undefined || value === false) return false;
  return !(Array.isArray(value) && value.length === 0);
}

const isExcluded = (node: Element): boolean =>
  EXCLUDED_TAGS.has(node.tagName) ||
  classList(node).some((name) => EXCLUDED_CLASSES.has(name)) ||
  hasProperty(node, 'dataLlmsExclude');

function h(tagName: string, properties: Element['properties'], children: ElementContent[]): Element {
  return {type: 'element', tagName, properties, children};
}

function text(value: string): ElementContent {
  return {type: 'text', value};
}

/**
 * Replaces every element below `parent` that matches `test` (outermost first) with what `replace` returns; what
 * `replace` returns is not visited again.
 */
function replaceElements(
  parent: Parent,
  test: (node: Element) => boolean,
  replace: (node: Element) => ElementContent[],
): void {
  visit(parent, 'element', (node, index, above) => {
    if (above === undefined || index === undefined || !test(node)) return;
    const replacement = replace(node);
    above.children.splice(index, 1, ...replacement);
    return [SKIP, index + replacement.length];
  });
}

/** Removes every element that passes `test`, with its content. */
function removeMatching(root: Element, test: (node: Element) => boolean): void {
  replaceElements(root, test, () => []);
}

/** The first element, in document order, that passes `test`. */
function firstElement(tree: Root, test: (node: Element) => boolean): Element | undefined {
  let found: Element | undefined;
  visit(tree, 'element', (node) => {
    if (!test(node)) return;
    found = node;
    return EXIT;
  });
  return found;
}

/** The region of the page that holds its content: `main`, else the first `article`. */
export function contentRoot(tree: Root): Element | undefined {
  return (
    firstElement(tree, (node) => node.tagName === 'main') ?? firstElement(tree, (node) => node.tagName === 'article')
  );
}

/** Panels of a tab group: descendants with role=tabpanel that are not inside another panel. */
function tabPanels(container: Element): Element[] {
  const panels: Element[] = [];
  visit(container, 'element', (node) => {
    if (node === container || node.properties.role !== 'tabpanel') return;
    panels.push(node);
    return SKIP;
  });
  return panels;
}

/**
 * Tabs (Docusaurus `<Tabs>` and any ARIA tab widget): the element around a
 * `role=tablist` becomes a bold label per tab followed by that tab's panel,
 * hidden panels included.
 */
function unfoldTabs(root: Element): void {
  const containers = new Set<Element>();
  visit(root, 'element', (node) => {
    if (node !== root && node.children.some((c) => c.type === 'element' && c.properties.role === 'tablist')) {
      containers.add(node);
    }
  });
  replaceElements(
    root,
    (node) => containers.has(node),
    (container) => {
      unfoldTabs(container); // nested tab groups first
      const tablist = container.children.find(
        (c): c is Element => c.type === 'element' && c.properties.role === 'tablist',
      );
      const labels = tablist ? selectAll('[role=tab]', tablist).map((tab) => textOf(tab).trim()) : [];
      const panels = tabPanels(container);
      return panels.flatMap((panel, index) => {
        const label = labels[index];
        const content = panel.children;
        return label ? [h('p', {}, [h('strong', {}, [text(label)])]), ...content] : content;
      });
    },
  );
}

/**
 * A recipe's read-only steps (`GET`) show the request in every sample language on the page, as tabs, the same code
 * as their reference page's Request samples: the twin keeps the first language (cURL) and links to the reference page
 * for the others (review 39 #4: the back-end recipe's twin repeated four languages for each read).
 */
function recipeReadsToFirstSample(root: Element): void {
  for (const step of selectAll('.recipe-step[data-operation]', root)) {
    const call = selectAll('p', step).find((paragraph) => /^GET /.test(textOf(select('code', paragraph) ?? paragraph)));
    const reference = call ? selectAll('a[href]', call).at(-1) : undefined;
    if (!call || !reference) continue;
    for (const samples of selectAll('.api-samples', step)) {
      const tabs = selectAll('[role=tab]', samples);
      const panels = selectAll('[role=tabpanel]', samples);
      if (tabs.length < 2 || panels.length !== tabs.length) continue;
      const others = tabs.slice(1).map((tab) => textOf(tab).trim());
      removeMatching(
        samples,
        (node) => (tabs.includes(node) || panels.includes(node)) && node !== tabs[0] && node !== panels[0],
      );
      const names = others.length > 1 ? `${others.slice(0, -1).join(', ')} and ${others.at(-1)}` : others[0]!;
      const href = `${String(reference.properties.href)}#request-samples`;
      const operation = textOf(reference).trim();
      // A step with its own query values sends another request than the reference page's samples (review 47 #1).
      const query = step.properties.dataQuery
        ? (JSON.parse(String(step.properties.dataQuery)) as Record<string, string | null>)
        : null;
      const changes = Object.entries(query ?? {}).flatMap(([name, value], index, all) => [
        text(index === 0 ? ', ' : index === all.length - 1 ? ' and ' : ', '),
        ...(value === null
          ? [text('without '), h('code', {}, [text(name)])]
          : [text('with '), h('code', {}, [text(`${name}=${value}`)])]),
      ]);
      // In the first panel, after its code: unfolding the tabs keeps the panels' content only.
      panels[0]!.children.push(
        h(
          'p',
          {},
          query
            ? [text(`In ${names}: the request samples of `), h('a', {href}, [text(operation)]), ...changes, text('.')]
            : [
                text(`The same request in ${names}: `),
                h('a', {href}, [text(`${operation}, Request samples`)]),
                text('.'),
              ],
        ),
      );
    }
  }
}

/**
 * Code blocks (`ThemeClassNames.common.codeBlock`, `theme-code-block`): one clean
 * `<pre><code>` per block, with its language (the `language-*` class Prism
 * and the theme put on the block) and its title (`data-code-block-title`, set
 * by src/theme/CodeBlock/Title). Each line ends with a `<br>`, so the text of
 * the `<pre>` is the code, line for line.
 */
function cleanCodeBlocks(root: Element): void {
  // A static fence of the API reference (```js title="…" static, src/plugins/api-reference/static-code.ts) is a
  // `<figure class="api-code-file">` whose caption is the block's title; the theme's blocks carry theirs in
  // `data-code-block-title`.
  replaceElements(
    root,
    (node) => classList(node).some((name) => name === 'theme-code-block' || name === 'api-code-file'),
    (container) => {
      const title = select('[data-code-block-title], figcaption', container);
      const pre = select('pre', container);
      if (!pre) return container.children;
      if (title) pre.properties.dataTitle = textOf(title).trim();
      const language = classList(container).find((name) => name.startsWith('language-'));
      if (language) pre.properties.dataLanguage = language.slice('language-'.length);
      return [pre];
    },
  );
  for (const pre of selectAll('pre', root)) {
    const value = textOf(pre);
    const language =
      (pre.properties.dataLanguage as string | undefined) ??
      [...classList(pre), ...selectAll('code', pre).flatMap(classList)]
        .find((name) => name.startsWith('language-'))
        ?.slice('language-'.length);
    pre.children = [
      h('code', {className: language ? [`language-${language}`] : []}, [text(value.replace(/\n+$/, ''))]),
    ];
  }
}

/**
 * Admonitions (`:::note`; `ThemeClassNames.common.admonition`, `theme-admonition`):
 * a block quote that opens with the bold label. The heading and the body carry
 * `data-admonition-heading` and `data-admonition-content` (set by
 * src/theme/Admonition/Layout).
 */
function admonitionsToQuotes(root: Element): void {
  replaceElements(
    root,
    (node) => classList(node).includes('theme-admonition'),
    (admonition) => {
      const heading = select('[data-admonition-heading]', admonition);
      const content = select('[data-admonition-content]', admonition);
      const label = heading ? textOf(heading).trim() : '';
      const labelText = label ? label.charAt(0).toUpperCase() + label.slice(1) : '';
      const body = content ? content.children : admonition.children;
      return [h('blockquote', {}, [...(labelText ? [h('p', {}, [h('strong', {}, [text(labelText)])])] : []), ...body])];
    },
  );
}

/** Doc cards (generated index pages, `<DocCardList>`): a heading with the link, then the description. */
function cardsToSections(root: Element): void {
  replaceElements(
    root,
    (node) => node.tagName === 'a' && classList(node).includes('theme-doc-card-container'),
    (card) => {
      const heading = select('.theme-doc-card-heading', card);
      const titleNode = select('.theme-doc-card-title', card) ?? heading;
      const description = select('.theme-doc-card-description', card);
      const title = titleNode ? textOf(titleNode).trim() : textOf(card).trim();
      const level = heading?.tagName ?? 'h2';
      return [
        h(level, {}, [h('a', {href: card.properties.href}, [text(title)])]),
        ...(description ? [h('p', {}, [text(textOf(description).trim())])] : []),
      ];
    },
  );
}

function absolutize(root: Element, pageUrl: string): void {
  for (const node of selectAll('a[href], img[src]', root)) {
    const key = node.tagName === 'a' ? 'href' : 'src';
    const value = String(node.properties[key]);
    try {
      node.properties[key] = new URL(value, pageUrl).href;
    } catch {
      // Leave a value that is not a URL as it is.
    }
  }
}

/** HTML comments, such as the `<!-- -->` React writes between adjacent text nodes. */
function removeComments(parent: Parent): void {
  visit(parent, 'comment', (_node, index, above) => {
    if (above === undefined || index === undefined) return;
    above.children.splice(index, 1);
    return index;
  });
}

/**
 * Drawings that are content (an inline `<svg role="img">` diagram) keep their
 * accessible name and description as a line of text; decorative SVG (icons)
 * is dropped with the rest of the chrome.
 */
function diagramsToText(root: Element): void {
  replaceElements(
    root,
    (node) => node.tagName === 'svg' && node.properties.role === 'img' && node.properties.ariaHidden !== 'true',
    (svg) => {
      const ids = (value: unknown) =>
        (Array.isArray(value) ? value : String(value ?? '').split(/\s+/)).map(String).filter(Boolean);
      const labelledBy = ids(svg.properties.ariaLabelledBy);
      const byId = (id: string) => selectAll('[id]', svg).find((node) => node.properties.id === id);
      const textsOf = (list: string[]) =>
        list
          .map((id) => byId(id))
          .filter((node): node is Element => Boolean(node))
          .map(textOf);
      // The name (aria-label, or the elements aria-labelledby names), then the description (aria-describedby).
      const parts =
        typeof svg.properties.ariaLabel === 'string' || labelledBy.length > 0
          ? [
              ...(typeof svg.properties.ariaLabel === 'string' ? [svg.properties.ariaLabel] : textsOf(labelledBy)),
              ...textsOf(ids(svg.properties.ariaDescribedBy)),
            ]
          : selectAll('title, desc', svg).map(textOf);
      const description = parts
        .map((part) => part.replace(/\s+/g, ' ').trim())
        .filter(Boolean)
        .map((part) => (/[.!?]$/.test(part) ? part : `${part}.`))
        .join(' ');
      return description ? [h('p', {}, [h('em', {}, [text(`Diagram: ${description}`)])])] : [];
    },
  );
}

/**
 * The id a Markdown reader gives each heading of a document, in order, as GitHub
 * and Docusaurus do (github-slugger's rule): lower case, punctuation and symbols
 * dropped, spaces to hyphens, `-1`, `-2` … after an id already taken.
 */
export function headingSlugger(): (text: string) => string {
  const seen = new Map<string, number>();
  return (text) => {
    const base = text
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
      .replace(/ /g, '-');
    let slug = base;
    let count = seen.get(base) ?? 0;
    while (seen.has(slug)) slug = `${base}-${++count}`;
    seen.set(base, count);
    seen.set(slug, 0);
    return slug;
  };
}

const HEADING_TAGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

/**
 * A heading whose id on the page is not the one a Markdown reader would give its
 * words (a custom id, `## Words {#id}` in the source) keeps it in the twin as
 * `## Words {#id}`, so a `#id` link into the twin still lands (marked here, written
 * by `headingHandler`).
 */
function markHeadingIds(root: Element): void {
  const slug = headingSlugger();
  visit(root, 'element', (node) => {
    if (!HEADING_TAGS.has(node.tagName)) return;
    const id = node.properties.id;
    const expected = slug(textOf(node).replace(/\s+/g, ' '));
    if (typeof id === 'string' && id !== '' && id !== expected) node.properties.dataTwinId = id;
  });
}

/**
 * An element that is not a heading and that a link of the page targets (`href="#id"`), such as the API reference's
 * first list of a schema used twice, keeps its id in the twin as `<a id="id"></a>` at its start (in its summary, for
 * a `details`), written by `spanHandler`.
 */
function markTargetIds(root: Element): void {
  const targets = new Set(
    selectAll('a[href^="#"]', root)
      .map((link) => decodeURIComponent(String(link.properties.href).slice(1)))
      .filter(Boolean),
  );
  if (targets.size === 0) return;
  visit(root, 'element', (node) => {
    const id = node.properties.id;
    if (typeof id !== 'string' || !targets.has(id) || HEADING_TAGS.has(node.tagName)) return;
    const holder = node.tagName === 'details' ? (select('summary', node) ?? node) : node;
    holder.children.unshift(h('span', {dataTwinAnchor: id}, []));
  });
}

/** Prepares the content region in place (exported for tests). */
export function prepareContent(content: Element, pageUrl: string): Element {
  removeComments(content);
  diagramsToText(content);
  removeMatching(content, isExcluded);
  recipeReadsToFirstSample(content);
  unfoldTabs(content);
  // Hidden on the page, so not what it shows; except what is written for the twin only (`data-llms-only`).
  removeMatching(content, (node) => hasProperty(node, 'hidden') && !hasProperty(node, 'dataLlmsOnly'));
  cleanCodeBlocks(content);
  admonitionsToQuotes(content);
  cardsToSections(content);
  markTargetIds(content);
  absolutize(content, pageUrl);
  markHeadingIds(content);
  return content;
}

/** `<pre>` → fenced code, with the language and the block's title (`title="…"`) kept. */
type Handle = NonNullable<NonNullable<RehypeRemarkOptions['handlers']>[string]>;

function preHandler(state: Parameters<Handle>[0], node: Element): Code {
  const language = classList(select('code', node) ?? node)
    .find((name) => name.startsWith('language-'))
    ?.slice('language-'.length);
  const title = node.properties.dataTitle;
  const result: Code = {
    type: 'code',
    lang: language ?? null,
    meta: typeof title === 'string' && title ? `title="${title.replace(/"/g, "'")}"` : null,
    value: textOf(node).replace(/\n+$/, ''),
  };
  state.patch(node, result);
  return result;
}

/** A heading as hast-util-to-mdast writes it, plus ` {#id}` where markHeadingIds kept its id. */
function headingHandler(state: Parameters<Handle>[0], node: Element): Heading {
  const depth = (Number(node.tagName.charAt(1)) || 1) as Heading['depth'];
  const children = state.all(node) as PhrasingContent[];
  while (children.at(-1)?.type === 'break') children.pop();
  while (children[0]?.type === 'break') children.shift();
  const id = node.properties.dataTwinId;
  if (typeof id === 'string') children.push({type: 'html', value: ` {#${id}}`});
  const result: Heading = {type: 'heading', depth, children};
  state.patch(node, result);
  return result;
}

/** A span: its content, or the `<a id>` markTargetIds put there. */
function spanHandler(state: Parameters<Handle>[0], node: Element) {
  const id = node.properties.dataTwinAnchor;
  if (typeof id === 'string') return {type: 'html', value: `<a id="${id}"></a>`} as const;
  return state.all(node);
}

/**
 * A collapsible's `<summary>` → a bold line, so that the twin shows it as the label of what follows rather than as
 * a stray sentence (an `<a id>` that markTargetIds put in it stays in front of the bold).
 */
function summaryHandler(state: Parameters<Handle>[0], node: Element): Paragraph {
  const children = state.all(node) as PhrasingContent[];
  const anchors: PhrasingContent[] = [];
  while (children[0]?.type === 'html') anchors.push(children.shift()!);
  const result: Paragraph = {
    type: 'paragraph',
    children: children.length ? [...anchors, {type: 'strong', children}] : anchors,
  };
  state.patch(node, result);
  return result;
}

const headingHandlers = Object.fromEntries([...HEADING_TAGS].map((tag) => [tag, headingHandler]));

const processor = unified()
  .use(rehypeRemark, {handlers: {pre: preHandler, span: spanHandler, summary: summaryHandler, ...headingHandlers}})
  .use(remarkGfm)
  .use(remarkStringify, {bullet: '-', emphasis: '_', fences: true, rule: '-', listItemIndent: 'one'});

export type HtmlToMarkdownOptions = {
  /** Absolute URL of the page: relative links and images are resolved against it. */
  pageUrl: string;
};

/** Markdown of what a built page shows. Throws when the page has no `main` or `article`. */
export function htmlToMarkdown(html: string, {pageUrl}: HtmlToMarkdownOptions): string {
  const tree = unified().use(rehypeParse).parse(html);
  const content = contentRoot(tree);
  if (!content) throw new Error(`${pageUrl}: the built page has no <main> or <article> to convert.`);
  prepareContent(content, pageUrl);
  const mdast = processor.runSync({type: 'root', children: [content]} as Root);
  // remark-gfm escapes the colon of a bare URL in text (`https\://…`) and the
  // `@` of an email address (`support\@example.com`) so that they stay text on a
  // round trip, and remark the `&` of `Q&A`; here a reader copying the address,
  // or a clickable one, is what we want. It also escapes a dot after `w` (the
  // `www.` of an autolink literal), so an event name reads `flow\.webhook`:
  // unescaped outside code, where such a dot is text, never an escape.
  const markdown = processor
    .stringify(mdast)
    .replace(/\b(https?|mailto)\\:/g, '$1:')
    .replace(/([\w.+-])\\([@&])(?=\w)/g, '$1$2')
    .split(/(^`{3,}[^\n]*\n[\s\S]*?^`{3,}$|`[^`\n]*`)/m)
    .map((part, index) => (index % 2 === 1 ? part : part.replace(/(?<!\\)([Ww])\\\.(?=[-.\w])/g, '$1.')))
    .join('');
  return `${markdown.trim()}\n`;
}
