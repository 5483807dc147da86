import {fromMarkdown} from 'mdast-util-from-markdown';
import {toHast} from 'mdast-util-to-hast';
import {describe, expect, it} from 'vitest';
import remarkCodeBlock, {CODE_BLOCK_MODULE, CODE_BLOCK_NAME, codeBlockElement} from './remark-code-block';

type Node = {type: string; children?: Node[]; [key: string]: unknown};
type Attribute = {name: string; value: string};
type HastElement = {tagName: string; properties: Record<string, unknown>; children: {type: string; value?: string}[]};

/** The props the theme's MDXCode hands the code block for a fence: what MDX builds from the stock hast. */
function stockProps(code: Node): Record<string, string> {
  // Docusaurus's codeCompatPlugin, which runs last, passes the meta string on.
  const withMeta = {...code, data: {hProperties: {metastring: code.meta ?? undefined}}};
  const pre = toHast(withMeta as never) as unknown as HastElement;
  const element = pre.children[0] as unknown as HastElement;
  const props: Record<string, string> = {};
  const className = element.properties.className as string[] | undefined;
  if (className) props.className = className.join(' ');
  if (element.properties.metastring) props.metastring = element.properties.metastring as string;
  const text = element.children.map((child) => child.value ?? '').join('');
  if (text) props.children = text;
  return props;
}

function ourProps(code: Node): Record<string, string> {
  const element = codeBlockElement(code);
  return Object.fromEntries((element.attributes as Attribute[]).map(({name, value}) => [name, value]));
}

const firstCode = (markdown: string) => fromMarkdown(markdown).children[0] as unknown as Node;

describe('remarkCodeBlock', () => {
  const fences = {
    'a language': '```js\nconst answer = 42;\n```',
    'a title in the meta string': '```bash title="Install the SDK"\nnpm install @parley/sdk\n```',
    'highlighted lines': '```json {2}\n{\n  "ok": true\n}\n```',
    'no language': '```\nplain text\n```',
    'an empty block': '```python\n```',
    'an indented block': '    indented code',
  };

  for (const [what, markdown] of Object.entries(fences)) {
    it(`gives the code block the props the theme's MDX code component gives it: ${what}`, () => {
      const code = firstCode(markdown);
      expect(code.type).toBe('code');
      expect(ourProps(code)).toEqual(stockProps(code));
    });
  }

  it('replaces every fence, in containers too, and imports the code block once', () => {
    const tree = fromMarkdown('Text\n\n```js\na\n```\n\n- item\n\n  ```bash\n  b\n  ```\n') as unknown as Node;
    remarkCodeBlock()(tree);
    const found: Node[] = [];
    const walk = (node: Node) => {
      if (node.type === 'code') found.push(node);
      if (node.type === 'mdxJsxFlowElement') found.push(node);
      node.children?.forEach(walk);
    };
    walk(tree);
    expect(found.map((node) => [node.type, node.name])).toEqual([
      ['mdxJsxFlowElement', CODE_BLOCK_NAME],
      ['mdxJsxFlowElement', CODE_BLOCK_NAME],
    ]);
    const imports = tree.children!.filter((node) => node.type === 'mdxjsEsm');
    expect(imports).toHaveLength(1);
    expect(imports[0].value).toBe(`import ${CODE_BLOCK_NAME} from '${CODE_BLOCK_MODULE}';`);
  });

  it('leaves a page without fences alone: no import, so the page does not load the code block', () => {
    const tree = fromMarkdown('Only `inline code` here.') as unknown as Node;
    const before = JSON.stringify(tree);
    remarkCodeBlock()(tree);
    expect(JSON.stringify(tree)).toBe(before);
  });
});
