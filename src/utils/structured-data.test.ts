import {describe, expect, it} from 'vitest';
import {techArticle} from './structured-data';

const base = {
  title: 'Lead',
  description: 'Read the leads a chatbot collected.',
  url: 'https://docs.example.com/guides/developer/api/lead',
  siteName: 'Help Docs',
  siteUrl: 'https://docs.example.com/guides/',
  publisher: 'Parley Labs',
  publisherLogo: 'https://docs.example.com/guides/img/logo.svg',
};

describe('techArticle', () => {
  it('describes the page as a TechArticle of the site', () => {
    expect(techArticle({...base, image: 'https://docs.example.com/guides/img/social/developer/api/lead.png'})).toEqual({
      '@context': 'https://schema.org',
      '@type': 'TechArticle',
      headline: 'Lead',
      description: 'Read the leads a chatbot collected.',
      url: base.url,
      mainEntityOfPage: base.url,
      inLanguage: 'en',
      image: 'https://docs.example.com/guides/img/social/developer/api/lead.png',
      isPartOf: {'@type': 'WebSite', name: 'Help Docs', url: 'https://docs.example.com/guides/'},
      publisher: {
        '@type': 'Organization',
        name: 'Parley Labs',
        logo: {'@type': 'ImageObject', url: 'https://docs.example.com/guides/img/logo.svg'},
      },
    });
  });

  it('gives dateModified from the last git update, and the area as section', () => {
    const article = techArticle({...base, lastUpdatedAt: Date.UTC(2026, 10, 22, 9, 30), section: 'Developer Guides'});
    expect(article.dateModified).toBe('2026-11-22T09:30:00.000Z');
    expect(article.articleSection).toBe('Developer Guides');
  });
});
