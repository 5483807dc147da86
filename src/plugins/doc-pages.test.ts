import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {describe, expect, it} from 'vitest';
import {pagesOfPlugin} from './doc-pages';

function doc(id: string, permalink: string, frontMatter: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  return {
    id,
    permalink,
    title: String(frontMatter.title ?? id),
    source: `@site/developer/${id}.mdx`,
    frontMatter,
    unlisted: false,
    ...extra,
  };
}

const content = {
  loadedVersions: [
    {
      docs: [
        doc('index', '/guides/developer/', {title: 'Developer Guides', description: 'Build on it.'}),
        doc('api/lead', '/guides/developer/api/lead', {title: 'Leads', description: 'Read leads.'}),
        doc('intro', '/guides/developer/intro', {title: 'Quick start', description: 'First call.'}),
        doc('hidden', '/guides/developer/hidden', {title: 'Hidden', description: 'Not listed.'}, {unlisted: true}),
      ],
      sidebars: {
        developer: [
          {type: 'doc', id: 'index'},
          {type: 'doc', id: 'intro'},
          {
            type: 'category',
            label: 'API',
            link: {
              type: 'generated-index',
              permalink: '/guides/developer/category/api',
              title: 'API',
              description: 'The HTTP API.',
            },
            items: [{type: 'doc', id: 'api/lead'}],
          },
        ],
      },
    },
  ],
} as unknown as LoadedContent;

describe('pagesOfPlugin', () => {
  it('lists pages in sidebar order, generated index pages included, then docs outside the sidebar', () => {
    const pages = pagesOfPlugin('developer', content);
    expect(pages.map((page) => [page.kind, page.permalink, page.listed])).toEqual([
      ['doc', '/guides/developer', true],
      ['doc', '/guides/developer/intro', true],
      ['generated-index', '/guides/developer/category/api', true],
      ['doc', '/guides/developer/api/lead', true],
      ['doc', '/guides/developer/hidden', false],
    ]);
    expect(pages[0]).toMatchObject({
      title: 'Developer Guides',
      description: 'Build on it.',
      source: 'developer/index.mdx',
    });
  });

  it('gives a page without a description an empty one, and a generated index its sidebar file as source', () => {
    const withoutDescription = {
      loadedVersions: [
        {
          docs: [doc('region', '/guides/developer/api/region', {title: 'Regions'})],
          sidebars: {
            developer: [
              {
                type: 'category',
                label: 'Chat',
                link: {type: 'generated-index', permalink: '/guides/developer/category/chat'},
                items: [],
              },
            ],
          },
        },
      ],
    } as unknown as LoadedContent;
    expect(
      pagesOfPlugin('developer', withoutDescription).map((page) => [page.kind, page.source, page.description]),
    ).toEqual([
      ['generated-index', 'sidebars-developer.ts (category "Chat")', ''],
      ['doc', 'developer/region.mdx', ''],
    ]);
  });
});
