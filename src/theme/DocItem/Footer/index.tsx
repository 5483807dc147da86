/**
 * Swizzle of @theme/DocItem/Footer: wrap, theme-classic 3.10.2.
 * Why: every guide page gets a "Report a mistake on this page" link under its footer, a plain link (no client code
 * of its own) to a new issue on the guides' repository prefilled with the page's address and source file, or an
 * email to support when the site has no repository (src/utils/report-mistake.ts). The site sends nothing.
 */
import type {ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type {WrapperProps} from '@docusaurus/types';
import {reportMistakeLink, type ReportTarget} from '@site/src/utils/report-mistake';

type Props = WrapperProps<typeof FooterType>;

export default function FooterWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  const {siteConfig} = useDocusaurusContext();
  const target = siteConfig.customFields?.reportMistake as ReportTarget;
  const link = reportMistakeLink(target, {
    // The address readers share: an area's index page is `/guides/developer`, not its permalink `/guides/developer/`.
    url: `${siteConfig.url}${metadata.permalink.replace(/(.)\/$/, '$1')}`,
    source: metadata.source.replace(/^@site\//, ''),
    title: metadata.title,
  });
  return (
    <>
      <Footer {...props} />
      {/* Chrome, not content: the Markdown twins and llms files leave it out. */}
      <p className="margin-top--sm margin-bottom--none" data-llms-exclude="" data-report-mistake={link.kind}>
        {/* Underlined: a link inside a sentence must not rely on colour alone (WCAG 1.4.1, axe link-in-text-block). */}
        <a href={link.href} style={{textDecoration: 'underline'}}>
          Report a mistake on this page
        </a>
        {link.kind === 'issue'
          ? " (opens a new issue in the guides' repository, with this page's address filled in)"
          : " (opens an email to support, with this page's address filled in)"}
      </p>
    </>
  );
}
