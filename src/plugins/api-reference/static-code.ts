/**
 * Static fences: a fenced code block whose meta says `static`, on a page that already renders the API reference or a
 * recipe, is highlighted at build time as the samples are (./highlight.ts, the one highlighter), shown as static HTML
 * with its title and a copy button (`<ApiReference part="code">`), and costs the page no code block and no Prism:
 *
 *   ```js title="chat-server.mjs" static
 *   import http from 'node:http';
 *   ```
 *
 * The expansions of those pages (./remark.ts `expandReferences`, ./recipe.ts `expandRecipe`) replace each such fence
 * with a fragment of their own, so the page's module registers its HTML with the samples'. A `static` fence on any
 * other page, without a language the site highlights, or with a meta the static block cannot show (line numbers,
 * highlighted lines) fails the build with the file, the line and the fix (`checkStaticFence`, run on every page by
 * ../remark-code-languages.ts).
 */
import type {Element} from 'hast';
import {h} from 'hastscript';
import type {Code, Root} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx';
import {visit} from 'unist-util-visit';
import Prism from '../../prism/languages';
import {codeBlock} from './highlight';

/** The meta flag that asks for a static block. */
export const STATIC_FLAG = 'static';

/** The meta's `title="…"` (or `'…'`), as Docusaurus reads it. */
const TITLE = /title=(["'])(.*?)\1/;

/** Whether a fence's meta holds the `static` flag (a word of its own, outside the title). */
export const isStaticFence = (node: Pick<Code, 'meta'>): boolean =>
  (node.meta ?? '').replace(TITLE, '').split(/\s+/).includes(STATIC_FLAG);

/** What the static block shows: its title, if any, and its language. */
export type StaticFence = {title: string | undefined; language: string; code: string};

/**
 * A static fence as the block shows it, or the writer's mistake (a sentence that ends with the fix) that the build
 * reports with the file and the line.
 */
export function readStaticFence(node: Pick<Code, 'lang' | 'meta' | 'value'>): StaticFence | string {
  const meta = node.meta ?? '';
  const title = TITLE.exec(meta)?.[2];
  const rest = meta
    .replace(TITLE, '')
    .split(/\s+/)
    .filter((word) => word && word !== STATIC_FLAG);
  const language = node.lang?.toLowerCase();
  if (!language || typeof Prism.languages[language] !== 'object') {
    return (
      `a \`\`\`${node.lang ?? ''} ${STATIC_FLAG} block must name a language the site highlights ` +
      '(src/prism/languages.ts), such as js, ts, python or bash. Fix the language, or remove "static".'
    );
  }
  if (rest.length > 0) {
    return (
      `a ${STATIC_FLAG} block takes only title="…": it cannot show ${rest.join(' ')}. Remove it, or remove ` +
      `"${STATIC_FLAG}" to show an ordinary code block.`
    );
  }
  return {title, language, code: node.value};
}

/** The block's static HTML: its title, then the highlighted code, as the reference's example responses are. */
export function staticCode({title, language, code}: StaticFence): Element {
  return h('figure', {className: ['api-example', 'api-code-file']}, [
    ...(title ? [h('figcaption', {className: ['api-example__title']}, title)] : []),
    codeBlock(code, language),
  ]);
}

/**
 * Replaces each static fence of the tree with the element `element(id)` makes, and keeps its HTML with `add` under
 * `<key>.code-<n>` (n from 1, in page order). `fail` reports a writer's mistake at the fence's line.
 */
export function expandStaticFences(
  root: Root,
  key: string,
  add: (id: string, part: () => Element) => string,
  element: (id: string) => MdxJsxFlowElement,
  fail: (line: number | undefined, message: string) => never,
): void {
  let count = 0;
  visit(root, 'code', (node, index, parent) => {
    if (!parent || index === undefined || !isStaticFence(node)) return;
    const fence = readStaticFence(node);
    if (typeof fence === 'string') fail(node.position?.start.line, fence);
    count += 1;
    const id = add(`${key}.code-${count}`, () => staticCode(fence));
    parent.children[index] = {...element(id), position: node.position};
  });
}

/**
 * The failure of a static fence on a page that renders neither the API reference nor a recipe (the expansions have
 * replaced the others before this runs), or of one they cannot show.
 */
export function checkStaticFence(node: Code): string | undefined {
  if (!isStaticFence(node)) return undefined;
  const problem = readStaticFence(node);
  if (typeof problem === 'string') return problem;
  return (
    `a ${STATIC_FLAG} block is highlighted at build time by the API reference, which this page does not render ` +
    '(it has no <ApiOperation>, <ApiWebhook> or <RecipeStep>). Remove "static" to show an ordinary code block.'
  );
}
