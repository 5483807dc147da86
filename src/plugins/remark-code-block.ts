/**
 * Remark plugin: a page with fenced code imports the code block itself, so pages without code load none of it.
 *
 * Stock MDX renders a fence as `<pre><code>` through the theme's MDX components, and `MDXComponents/Code`
 * imports `@theme/CodeBlock` (the code block with Prism and the site's grammars, the largest piece of a doc page's
 * JavaScript after React): every doc page downloaded and evaluated it, code or not. Here each fence
 * becomes `<CodeBlock className="language-…" metastring="…">` with the same props the theme's MDXCode would
 * have passed, imported by the page's own module; `src/theme/MDXComponents/Code` no longer imports the code
 * block. The page's chunk then depends on the code block's chunk, so a navigation or a prefetch loads both
 * together: no flash of unhighlighted code.
 *
 * Runs after Docusaurus's own remark plugins (`remarkPlugins`), so admonitions, tabs and the language check
 * see ordinary code nodes.
 */
import type {Code, Root} from 'mdast';
import type {MdxJsxAttribute, MdxJsxFlowElement} from 'mdast-util-mdx';
import type {Node as UnistNode} from 'unist';
import {visit} from 'unist-util-visit';
import {importNode} from './mdx-import';

/** The local name of the import: unlikely to meet a writer's own `CodeBlock` import. */
export const CODE_BLOCK_NAME = 'FencedCodeBlock';
export const CODE_BLOCK_MODULE = '@theme/CodeBlock';

function attribute(name: string, value: string): MdxJsxAttribute {
  return {type: 'mdxJsxAttribute', name, value};
}

/** The element that replaces a fence: the props MDXCode gives the code block (hast adds the final newline). */
export function codeBlockElement(node: UnistNode & Partial<Pick<Code, 'lang' | 'meta' | 'value'>>): MdxJsxFlowElement {
  const attributes: MdxJsxAttribute[] = [];
  if (node.lang) attributes.push(attribute('className', `language-${node.lang}`));
  if (node.meta) attributes.push(attribute('metastring', node.meta));
  if (node.value) attributes.push(attribute('children', `${node.value}\n`));
  return {type: 'mdxJsxFlowElement', name: CODE_BLOCK_NAME, attributes, children: [], position: node.position};
}

export default function remarkCodeBlock() {
  // `tree`: an mdast tree (typed as any unist node, so that hand-built trees pass too).
  return (tree: UnistNode): void => {
    const root = tree as Root;
    let found = false;
    visit(root, 'code', (node, index, parent) => {
      if (parent === undefined || index === undefined) return;
      parent.children[index] = codeBlockElement(node);
      found = true;
    });
    if (found) root.children.unshift(importNode(CODE_BLOCK_MODULE, CODE_BLOCK_NAME));
  };
}
