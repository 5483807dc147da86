/**
 * Swizzle of @theme/Layout: wrap (safe), theme-classic 3.10.2.
 * Why: the search plugin's page renders Layout with its results in a plain `div`, so the page had no `<main>`
 * landmark. Inside src/components/MainLandmark's context (the SearchPage wrapper sets it) the content goes in a
 * `<main>`; every other page, whose own components bring their `<main>`, renders as upstream.
 */
import {useContext, type ReactNode} from 'react';
import Layout from '@theme-original/Layout';
import type LayoutType from '@theme/Layout';
import type {WrapperProps} from '@docusaurus/types';
import {MainLandmarkContext} from '@site/src/components/MainLandmark';

type Props = WrapperProps<typeof LayoutType>;

export default function LayoutWrapper({children, ...props}: Props): ReactNode {
  const inMain = useContext(MainLandmarkContext);
  return <Layout {...props}>{inMain ? <main>{children}</main> : children}</Layout>;
}
