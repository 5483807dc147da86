/**
 * Swizzle of @theme/CodeBlock/Line: eject (unsafe), theme-classic 3.10.2.
 * Why: upstream renders each line as a `<div>` inside `<code>`; `code` only
 * allows phrasing content, so every code block is an error for the Nu Html
 * Checker (`npm run lint:html`). A `<span>` shown as a block looks the same.
 * Upstream: raised in https://github.com/facebook/docusaurus/pull/3178 (review)
 * and closed as won't-fix for validator errors in
 * https://github.com/facebook/docusaurus/issues/1770; drop this file when the
 * theme renders valid markup.
 * Changes: marked // CUSTOM … // CUSTOM END.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import LineToken from '@theme/CodeBlock/Line/Token';
import type {Props} from '@theme/CodeBlock/Line';

import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Line/styles.module.css';
// CUSTOM
import ownStyles from './styles.module.css';
// CUSTOM END

type Token = Props['line'][number];

// This <br/ seems useful when the line has no content to prevent collapsing.
// For code blocks with "diff" languages, this makes the empty lines collapse to
// zero height lines, which is undesirable.
// See also https://github.com/facebook/docusaurus/pull/11565
function LineBreak() {
  return <br />;
}

// Replaces single lines with '\n' by '' so that we don't end up with
// duplicate line breaks (the '\n' + the artificial <br/> above)
// see also https://github.com/facebook/docusaurus/pull/11565
function fixLineBreak(line: Token[]) {
  const singleLineBreakToken = line.length === 1 && line[0]!.content === '\n' ? line[0] : undefined;
  if (singleLineBreakToken) {
    return [{...singleLineBreakToken, content: ''}];
  }
  return line;
}

export default function CodeBlockLine({
  line: lineProp,
  classNames,
  showLineNumbers,
  getLineProps,
  getTokenProps,
}: Props): ReactNode {
  const line = fixLineBreak(lineProp);
  const lineProps = getLineProps({
    line,
    // CUSTOM: without line numbers, ownStyles.line makes the span a block, as the div was.
    className: clsx(classNames, showLineNumbers ? styles.codeLine : ownStyles.line),
    // CUSTOM END
  });

  const lineTokens = line.map((token, key) => {
    const tokenProps = getTokenProps({token});
    return (
      <LineToken key={key} {...tokenProps} line={line} token={token}>
        {tokenProps.children}
      </LineToken>
    );
  });

  return (
    // CUSTOM: span, not div (phrasing content inside <code>)
    <span {...lineProps}>
      {/* CUSTOM END */}
      {showLineNumbers ? (
        <>
          <span className={styles.codeLineNumber} />
          <span className={styles.codeLineContent}>{lineTokens}</span>
        </>
      ) : (
        lineTokens
      )}
      <LineBreak />
    </span>
  );
}
