/**
 * JSON-LD for a guide page: a schema.org TechArticle. (Docusaurus already
 * writes the BreadcrumbList of every doc page from its sidebar breadcrumbs.)
 */
export type TechArticleInput = {
  title: string;
  description: string;
  /** Absolute page URL. */
  url: string;
  /** Absolute URL of the social card. */
  image?: string;
  /** Last update from git, ms since the epoch. */
  lastUpdatedAt?: number | null;
  /** The site: name and absolute URL of its home page. */
  siteName: string;
  siteUrl: string;
  /** The publisher (the company) and its logo (absolute URL). */
  publisher: string;
  publisherLogo: string;
  /** The guide area, as the article's section. */
  section?: string;
};

export function techArticle(input: TechArticleInput): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'TechArticle',
    headline: input.title,
    description: input.description,
    url: input.url,
    mainEntityOfPage: input.url,
    inLanguage: 'en',
    ...(input.image ? {image: input.image} : {}),
    ...(input.lastUpdatedAt ? {dateModified: new Date(input.lastUpdatedAt).toISOString()} : {}),
    ...(input.section ? {articleSection: input.section} : {}),
    isPartOf: {'@type': 'WebSite', name: input.siteName, url: input.siteUrl},
    publisher: {
      '@type': 'Organization',
      name: input.publisher,
      logo: {'@type': 'ImageObject', url: input.publisherLogo},
    },
  };
}
