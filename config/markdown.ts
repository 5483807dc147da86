import type {Config} from '@docusaurus/types';
import {replaceFactsInFrontMatter} from '../src/plugins/remark-product-facts';

/** How pages are parsed: the site's and the writer-mistakes fixture's (src/plugins/writer-checks/fixture). */
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
