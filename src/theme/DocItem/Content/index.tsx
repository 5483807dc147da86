/**
 * Swizzle of @theme/DocItem/Content: wrap (unsafe), theme-classic 3.10.2.
 * Why: every doc page gets the "Copy page" menu (copy or view the page as
 * Markdown, open it in ChatGPT or Claude) beside its title.
 * Changes: renders <CopyPage> before the upstream content; nothing else.
 */
import type {ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type {Props} from '@theme/DocItem/Content';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import CopyPage from '@site/src/components/CopyPage';

export default function ContentWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  return (
    <>
      <CopyPage permalink={metadata.permalink} />
      <Content {...props} />
    </>
  );
}
