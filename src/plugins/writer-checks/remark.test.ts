import {describe, expect, it} from 'vitest';
import {isClosedFence} from './remark-early';
import {declaredNames, writerProblems} from './remark-late';

describe('remark writer checks', () => {
  it('tells a closed fence from one that runs to the end of the page', () => {
    expect(isClosedFence('```bash\nnpm test\n```')).toBe(true);
    expect(isClosedFence('````md\n```js\n```\n````')).toBe(true);
    expect(isClosedFence('```bash\nnpm test\n\n## Next')).toBe(false);
    expect(isClosedFence('````md\nx\n```')).toBe(false);
    expect(isClosedFence('    indented code')).toBe(true);
  });

  it('reads the names an MDX import or export declares', () => {
    expect(
      declaredNames(
        "import Tabs from '@theme/Tabs';\nimport TabItem, {a as b, c} from 'x';\nimport * as all from 'y';\nexport const toc = [];",
      ),
    ).toEqual(['Tabs', 'TabItem', 'b', 'c', 'all', 'toc']);
  });

  it('accepts imported components, theme globals, comments and declared expressions', () => {
    const tree = {
      type: 'root',
      children: [
        {type: 'mdxjsEsm', value: "import Tabs from '@theme/Tabs';\nexport const n = 1;"},
        {type: 'mdxJsxFlowElement', name: 'Tabs', children: [{type: 'mdxJsxFlowElement', name: 'Details'}]},
        {type: 'mdxFlowExpression', value: '/* a comment */'},
        {type: 'mdxTextExpression', value: 'n + 1'},
        {type: 'mdxJsxTextElement', name: 'kbd'},
      ],
    };
    expect(writerProblems(tree, 'user/x.mdx')).toEqual([]);
  });
});
