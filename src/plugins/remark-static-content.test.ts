import {fromMarkdown} from 'mdast-util-from-markdown';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import remarkCodeBlock from './remark-code-block';
import remarkStaticContent, {STATIC_EXPORT, interactiveReason, staticComponents} from './remark-static-content';

type Node = {type: string; name?: string; value?: string; children?: Node[]};

const jsx = (name: string, children: Node[] = []): Node => ({type: 'mdxJsxFlowElement', name, children});
const root = (...children: Node[]): Node => ({type: 'root', children});
const markdown = (text: string) => fromMarkdown(text) as unknown as Node;

/** The page after the docs' last remark plugins, in their order. */
function compile(tree: Node): Node {
  remarkCodeBlock()(tree as never);
  remarkStaticContent()(tree as never);
  return tree;
}
const exportsStatic = (tree: Node) =>
  (tree.children ?? []).some(
    (node) => node.type === 'mdxjsEsm' && node.value === `export const ${STATIC_EXPORT} = true;`,
  );

describe('remarkStaticContent', () => {
  it('marks a page of Markdown, tables, links, HTML elements and admonitions static', () => {
    const tree = markdown(
      '# Title\n\nText with [a link](/guides/user/intro) and `code`.\n\n| a | b |\n| - | - |\n| 1 | 2 |\n',
    );
    tree.children!.push(jsx('admonition', [markdown('Note text')]), jsx('br'), jsx('kbd'));
    expect(exportsStatic(compile(tree))).toBe(true);
  });

  it('leaves a page with a code block, a component, <details> or an expression to hydrate, naming why', () => {
    expect(interactiveReason(compile(markdown('Text\n\n```bash\nnpm test\n```\n')))).toBe('<FencedCodeBlock>');
    expect(interactiveReason(root(jsx('Tabs', [jsx('TabItem')])))).toBe('<Tabs>');
    expect(interactiveReason(root(jsx('details')))).toBe('<details>');
    expect(interactiveReason(root({type: 'mdxFlowExpression', value: 'new Date().getFullYear()'}))).toBe(
      'an {expression}',
    );
    expect(
      interactiveReason(root({type: 'paragraph', children: [{type: 'mdxTextElement'}, jsx('ApiReference')]})),
    ).toBe('<ApiReference>');
    for (const tree of [root(jsx('Tabs')), compile(markdown('```js\nx\n```'))])
      expect(exportsStatic(compile(tree))).toBe(false);
  });

  it('keeps a page with a pure fact component (PlanTable) static; each listed component has no state, effect or handler', () => {
    const tree = markdown('# Plans\n\nWhat each plan includes:\n');
    tree.children!.push(jsx('PlanTable'));
    expect(exportsStatic(compile(tree))).toBe(true);
    for (const name of staticComponents) {
      const source = readFileSync(path.join(__dirname, '..', 'components', name, 'index.tsx'), 'utf8');
      expect(source, `${name} is listed as static but uses a hook or an event handler`).not.toMatch(
        /\buse[A-Z]\w*\(|\bon[A-Z]\w*=/,
      );
    }
  });
});
