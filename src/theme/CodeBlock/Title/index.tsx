/**
 * Swizzle of @theme/CodeBlock/Title: wrap (unsafe: not in theme-classic's
 * swizzle list; upstream calls it "a pass-through component that users can
 * swizzle"), theme-classic 3.10.2.
 * Why: the Markdown twins (src/plugins/llms/html-to-markdown.ts) keep a code
 * block's title (```bash title="…"). Upstream marks the title only with a
 * hashed CSS-module class (`codeBlockTitle_…`) that an upgrade may rename.
 * Changes: the title sits in a `<span data-code-block-title>`.
 */
import type {ReactNode} from 'react';
import Title from '@theme-original/CodeBlock/Title';
import type {Props} from '@theme/CodeBlock/Title';

export default function CodeBlockTitleWrapper(props: Props): ReactNode {
  return (
    <span data-code-block-title="">
      <Title {...props} />
    </span>
  );
}
