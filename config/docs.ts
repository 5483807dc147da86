import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {GuideArea} from './areas';
import {editUrlBase} from './env';

/** The docs instances' remark plugins, in their order: src/plugins/markdown.ts wires them. */
export type DocsRemarkPlugins = Required<Pick<DocsOptions, 'beforeDefaultRemarkPlugins' | 'remarkPlugins'>>;

/** What the three guide areas share. They differ only in id, path, route and sidebar. */
export const commonDocsOptions = {
  breadcrumbs: true,
  // Last update from git: shown under each page, and the sitemap's lastmod.
  showLastUpdateTime: true,
  sidebarCollapsible: true,
  // "Edit this page" under every guide page, opening its MDX file in the repository (REPOSITORY_URL, config/env.ts).
  // It sits in the doc footer, which the Markdown twins and llms files leave out.
  editUrl: editUrlBase,
} satisfies DocsOptions;

export function docsPlugin(area: GuideArea, remarkPlugins: DocsRemarkPlugins): [string, DocsOptions] {
  return [
    '@docusaurus/plugin-content-docs',
    {
      ...commonDocsOptions,
      ...remarkPlugins,
      id: area.id,
      path: area.path,
      routeBasePath: area.path,
      sidebarPath: `./sidebars-${area.id}.ts`,
    } satisfies DocsOptions,
  ];
}
