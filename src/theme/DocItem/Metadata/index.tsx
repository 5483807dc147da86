/**
 * Swizzle of @theme/DocItem/Metadata: wrap (unsafe), theme-classic 3.10.2.
 * Why: link previews and search engines: each doc page names its own social
 * card (rendered at build time by src/plugins/post-build), says it is an article,
 * and carries a schema.org TechArticle. Upstream already writes the title,
 * description, canonical URL and the BreadcrumbList.
 * Changes: adds <Head> tags after the upstream metadata; a front matter
 * `image` still wins.
 */
import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Metadata from '@theme-original/DocItem/Metadata';
import {guideAreas} from '@site/config/areas';
import {siteLogos} from '@site/config/logos';
import {product} from '@site/config/product';
import {socialCard} from '@site/config/social-card';
import {absoluteUrl, socialImagePermalink, withoutTrailingSlash} from '@site/src/utils/page-twins';
import {techArticle} from '@site/src/utils/structured-data';

export default function MetadataWrapper(): ReactNode {
  const {metadata, frontMatter, assets} = useDoc();
  const {siteConfig} = useDocusaurusContext();
  const {url: siteUrl, baseUrl} = siteConfig;
  const ownImage = assets.image ?? frontMatter.image;
  const card = absoluteUrl(siteUrl, socialImagePermalink(metadata.permalink, baseUrl));
  const pageUrl = absoluteUrl(siteUrl, withoutTrailingSlash(metadata.permalink));
  const area = guideAreas.find((candidate) => metadata.permalink.startsWith(`${baseUrl}${candidate.path}`));
  const article = techArticle({
    title: metadata.title,
    description: metadata.description,
    url: pageUrl,
    image: ownImage ? undefined : card,
    lastUpdatedAt: metadata.lastUpdatedAt,
    siteName: siteConfig.title,
    siteUrl: absoluteUrl(siteUrl, baseUrl),
    publisher: product.companyName,
    publisherLogo: absoluteUrl(siteUrl, `${baseUrl}${siteLogos.production.src}`),
    section: area?.label,
  });
  return (
    <>
      <Metadata />
      <Head>
        <meta property="og:type" content="article" />
        <meta property="og:site_name" content={siteConfig.title} />
        {!ownImage && <meta property="og:image" content={card} />}
        {!ownImage && <meta name="twitter:image" content={card} />}
        {!ownImage && <meta property="og:image:width" content={String(socialCard.width)} />}
        {!ownImage && <meta property="og:image:height" content={String(socialCard.height)} />}
        {!ownImage && <meta property="og:image:alt" content={`${metadata.title}: ${siteConfig.title}`} />}
        <script type="application/ld+json">{JSON.stringify(article)}</script>
      </Head>
    </>
  );
}
