import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import remarkApiReference from '../src/plugins/api-reference/remark';
import remarkCodeBlock from '../src/plugins/remark-code-block';
import remarkCodeLanguages from '../src/plugins/remark-code-languages';
import remarkProductFacts from '../src/plugins/remark-product-facts';
import remarkRecipes from '../src/plugins/recipes/remark';
import remarkEarlyWriterChecks from '../src/plugins/writer-checks/remark-early';
import remarkWriterChecks from '../src/plugins/writer-checks/remark-late';
import type {GuideArea} from './areas';
import {editUrlBase} from './env';

/**
 * What the three guide areas share. They differ only in id, path, route and sidebar. `siteDir`: the site's folder
 * (docusaurus.config.ts passes its own), given to the remark plugins that name files or write beside the site.
 */
export const commonDocsOptions = (siteDir: string) =>
  ({
    breadcrumbs: true,
    // Last update from git: shown under each page, and the sitemap's lastmod.
    showLastUpdateTime: true,
    // Product facts first; then <ApiOperation>/<ApiWebhook> become the reference rendered from openapi/openapi.yaml,
    // and a recipe's <RecipeStep>/<RecipeWebhook> its steps (src/plugins/recipes);
    // then every fenced code block must be in a language the site highlights (src/prism/languages.ts).
    // Then writer mistakes: an unclosed code fence (as typed), and after Docusaurus's own plugins a forbidden
    // admonition, a repeated heading id, a component without its import, a bare {…} (src/plugins/writer-checks).
    beforeDefaultRemarkPlugins: [
      remarkProductFacts,
      [remarkApiReference, {siteDir}],
      [remarkRecipes, {siteDir}],
      remarkCodeLanguages,
      [remarkEarlyWriterChecks, {siteDir}],
    ],
    // After the writer checks: fenced code becomes a code block the page imports itself, so pages without code load
    // none.
    remarkPlugins: [[remarkWriterChecks, {siteDir}], remarkCodeBlock],
    sidebarCollapsible: true,
    // "Edit this page" under every guide page, opening its MDX file in the repository (REPOSITORY_URL, config/env.ts).
    // It sits in the doc footer, which the Markdown twins and llms files leave out.
    editUrl: editUrlBase,
  }) satisfies DocsOptions;

export function docsPlugin(area: GuideArea, siteDir: string): [string, DocsOptions] {
  return [
    '@docusaurus/plugin-content-docs',
    {
      ...commonDocsOptions(siteDir),
      id: area.id,
      path: area.path,
      routeBasePath: area.path,
      sidebarPath: `./sidebars-${area.id}.ts`,
    } satisfies DocsOptions,
  ];
}
