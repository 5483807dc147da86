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
type Node = {
  type: string;
  lang?: string | null;
  meta?: string | null;
  value?: string;
  children?: Node[];
  position?: unknown;
  [key: string]: unknown;
};

/** The local name of the import: unlikely to meet a writer's own `CodeBlock` import. */
export const CODE_BLOCK_NAME = 'FencedCodeBlock';
export const CODE_BLOCK_MODULE = '@theme/CodeBlock';

function attribute(name: string, value: string): Node {
  return {type: 'mdxJsxAttribute', name, value};
}

/** The element that replaces a fence: the props MDXCode gives the code block (hast adds the final newline). */
export function codeBlockElement(node: Node): Node {
  const attributes = [];
  if (node.lang) attributes.push(attribute('className', `language-${node.lang}`));
  if (node.meta) attributes.push(attribute('metastring', node.meta));
  if (node.value) attributes.push(attribute('children', `${node.value}\n`));
  return {type: 'mdxJsxFlowElement', name: CODE_BLOCK_NAME, attributes, children: [], position: node.position};
}

function importNode(): Node {
  return {
    type: 'mdxjsEsm',
    value: `import ${CODE_BLOCK_NAME} from '${CODE_BLOCK_MODULE}';`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name: CODE_BLOCK_NAME}}],
            source: {type: 'Literal', value: CODE_BLOCK_MODULE, raw: `'${CODE_BLOCK_MODULE}'`},
          },
        ],
      },
    },
  };
}

export default function remarkCodeBlock() {
  return (tree: Node): void => {
    let found = false;
    const walk = (parent: Node): void => {
      const children = parent.children ?? [];
      for (let index = 0; index < children.length; index += 1) {
        const node = children[index];
        if (node.type === 'code') {
          children[index] = codeBlockElement(node);
          found = true;
        } else {
          walk(node);
        }
      }
    };
    walk(tree);
    if (found) tree.children?.unshift(importNode());
  };
}
