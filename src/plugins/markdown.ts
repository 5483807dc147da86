/**
 * How the guides' MDX is compiled, for the site (docusaurus.config.ts) and the writer-mistakes fixture
 * (./writer-checks/fixture/config.ts): Docusaurus's `markdown` options, and the docs instances' remark plugins in
 * their order. The rest of the docs options is data, in config/docs.ts.
 */
import type {Config} from '@docusaurus/types';
import type {Root} from 'mdast';
import type {DocsRemarkPlugins} from '../../config/docs';
import remarkApiReference from './api-reference/remark';
import remarkRecipes from './recipes/remark';
import remarkCodeBlock from './remark-code-block';
import remarkCodeLanguages from './remark-code-languages';
import remarkDiagrams from './remark-diagrams';
import remarkProductFacts, {replaceFactsInFrontMatter} from './remark-product-facts';
import remarkEarlyWriterChecks from './writer-checks/remark-early';
import remarkWriterChecks from './writer-checks/remark-late';

/** How pages are parsed. */
export const markdown = {
  hooks: {onBrokenMarkdownLinks: 'warn'},
  // Custom heading ids are MDX comments, `## Title {/*#custom-id*/}` (STYLE_GUIDE.md), which MDX 3 parses as
  // it is: no MDX 1 compatibility switch. A writer's `{#id}` fails early with the fix (writer-checks/content.ts).
  mdx1Compat: {headingIds: false},
  // Product-fact tokens (%PRODUCT_NAME%, …) in front matter too, not only in the body.
  parseFrontMatter: async (params) => {
    const result = await params.defaultParseFrontMatter(params);
    return {...result, frontMatter: replaceFactsInFrontMatter(result.frontMatter, params.filePath)};
  },
} satisfies Config['markdown'];

/**
 * The fences, in one remark plugin: a ```mermaid fence becomes its diagram, drawn as static SVG (remark-diagrams.ts),
 * then every other fence must be in a language the site highlights (remark-code-languages.ts). One entry, made for
 * the site's folder: Docusaurus writes the docs options, their remark plugins among them, into main.js, which every
 * page loads, so another entry (or options) would cost every page bytes for diagrams that only a few pages have.
 */
const remarkFences = (siteDir: string) =>
  function remarkFencesOf() {
    const drawDiagrams = remarkDiagrams({siteDir});
    const checkLanguages = remarkCodeLanguages();
    return (tree: Root, file: {path?: string; history?: string[]}): void => {
      drawDiagrams(tree, file);
      checkLanguages(tree, file);
    };
  };

/**
 * The remark plugins of the three guide areas. `siteDir`: the site's folder (docusaurus.config.ts passes its own),
 * given to the remark plugins that name files or write beside the site.
 */
export const docsRemarkPlugins = (siteDir: string) =>
  ({
    // Product facts first; then <ApiOperation>/<ApiWebhook> become the reference rendered from openapi/openapi.yaml,
    // and a recipe's <RecipeStep>/<RecipeWebhook> its steps (src/plugins/recipes);
    // then a ```mermaid fence becomes its diagram, and every other fenced code block must be in a language the site
    // highlights (src/prism/languages.ts).
    // Then writer mistakes: an unclosed code fence (as typed), and after Docusaurus's own plugins a forbidden
    // admonition, a repeated heading id, a component without its import, a bare {…} (src/plugins/writer-checks).
    beforeDefaultRemarkPlugins: [
      remarkProductFacts,
      [remarkApiReference, {siteDir}],
      [remarkRecipes, {siteDir}],
      remarkFences(siteDir),
      [remarkEarlyWriterChecks, {siteDir}],
    ],
    // After the writer checks: fenced code becomes a code block the page imports itself, so pages without code load
    // none.
    remarkPlugins: [[remarkWriterChecks, {siteDir}], remarkCodeBlock],
  }) satisfies DocsRemarkPlugins;
