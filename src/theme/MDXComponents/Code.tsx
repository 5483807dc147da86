/**
 * Swizzle of @theme/MDXComponents/Code: eject (safe), theme-classic 3.10.2.
 * Why: upstream imports @theme/CodeBlock (the code block with Prism and the site's grammars) into every doc
 * page's chunk, code or not. Fenced code now renders through src/plugins/remark-code-block.ts, which imports
 * the code block into the pages that have code; this component keeps inline code and, for a block that
 * reaches it anyway (Markdown outside the docs), loads the code block on demand.
 * Changes: marked // CUSTOM … // CUSTOM END.
 */
import {Children, lazy, Suspense, type ReactNode} from 'react';
import CodeInline from '@theme/CodeInline';
import type {Props as CodeBlockProps} from '@theme/CodeBlock';
import type {Props} from '@theme/MDXComponents/Code';

// CUSTOM: the code block on demand, not in every page's chunk
const CodeBlock = lazy(() => import('@theme/CodeBlock'));
// CUSTOM END

function shouldBeInline(props: Props) {
  return (
    // empty code blocks have no props.children,
    // see https://github.com/facebook/docusaurus/pull/9704
    typeof props.children !== 'undefined' &&
    Children.toArray(props.children).every((el) => typeof el === 'string' && !el.includes('\n'))
  );
}

export default function MDXCode(props: Props): ReactNode {
  return shouldBeInline(props) ? (
    <CodeInline {...props} />
  ) : (
    // CUSTOM: until it loads, the code as plain text
    <Suspense
      fallback={
        <pre>
          <code>{props.children}</code>
        </pre>
      }>
      <CodeBlock {...(props as CodeBlockProps)} />
    </Suspense>
    // CUSTOM END
  );
}
