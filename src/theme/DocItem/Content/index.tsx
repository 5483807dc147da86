/**
 * Swizzle of @theme/DocItem/Content: wrap, theme-classic 3.10.2.
 * Why: every doc page gets the "Copy page" menu (copy or view the page as Markdown, open it in ChatGPT or
 * Claude) above its content.
 */
import type {ReactNode} from 'react';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import CopyPage from '@site/src/components/CopyPage';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  return (
    <>
      <CopyPage permalink={metadata.permalink} />
      <Content {...props} />
    </>
  );
}
