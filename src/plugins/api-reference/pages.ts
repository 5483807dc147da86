/**
 * What the guide pages that show the API reference or a recipe need from the build: each page's static HTML (by
 * fragment id) and its operations' builders, rendered by the API reference's plugin (./index.ts, `loadContent`) from
 * the pages' sources and written with `createData` (`contentLoaded`), and which page renders each operation. The
 * remark plugins (./remark.ts, ../recipes/remark.ts) make the same expansion (`expandReferences`, and ./recipe.ts
 * `expandRecipe`) into the page's headings and elements, and import these modules by the page's key; they render no
 * HTML, no sample and no builder, write nothing and keep nothing between pages. Each page is rendered once per
 * build, here.
 *
 * A page whose elements are wrong (an unknown operation, a value no step returns) is left out here: its
 * compilation fails with the file, the line and the fix, as every other writer mistake of one page does.
 */
import {globSync} from 'node:fs';
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import remarkProductFacts from '../remark-product-facts';
import {expandRecipe} from './recipe';
import {
  expandReferences,
  findReferences,
  pageKey,
  pageRoute,
  type Expansion,
  type Node,
  type PageOutput,
  type ReferencePages,
} from './remark';
import type {OpenApiDocument} from './types';

/** Elements that make a page render reference or recipe data. */
const ELEMENTS = /<(ApiOperation|ApiWebhook|ApiSignatureChecker|ApiRetryRules|RecipeStep|RecipeWebhook)\b/;

/** The front matter blanked out (same lines), so that the rest parses as MDX with its own line numbers. */
const withoutFrontMatter = (text: string) =>
  text.replace(/^---\n[\s\S]*?\n---\n/, (block) => block.replace(/[^\n]/g, ''));

/** The guide pages' files (`developer/api/lead.mdx`, relative to the site) that hold one of the elements. */
export function pageFiles(siteDir: string, areaPaths: string[]): string[] {
  return globSync(`{${areaPaths.join(',')}}/**/*.{md,mdx}`, {cwd: siteDir}).sort();
}

/**
 * One page's expansion, as its compilation makes it: the reference's (when it has fragments), or the recipe's, which
 * replaces it (a recipe page renders no reference). Undefined when the page renders neither; throws when it fails.
 */
async function expandPage(
  tree: Node,
  filePath: string,
  document: OpenApiDocument,
  referencePages: ReferencePages,
): Promise<Expansion | undefined> {
  const references = await expandReferences(tree, filePath, document);
  const recipe = await expandRecipe(tree, filePath, document, referencePages);
  return recipe ?? (references && references.fragmentIds.length > 0 ? references : undefined);
}

/** What the plugin hands on: each page's output, by page key, and which page renders each operation and event. */
export type RenderedPages = {outputs: Map<string, PageOutput>; referencePages: ReferencePages};

/**
 * Every page's output, by page key, each page parsed and rendered once. A page whose elements are wrong is left
 * out (its compilation fails with the file, the line and the fix); a part that cannot be rendered (a sample the
 * generator cannot write, a builder whose templates disagree) fails here, with the page's file and line.
 */
export async function renderPages(
  siteDir: string,
  areaPaths: string[],
  document: OpenApiDocument,
): Promise<RenderedPages> {
  const {unified} = await import('unified');
  const {default: remarkParse} = await import('remark-parse');
  const {default: remarkMdx} = await import('remark-mdx');
  const processor = unified().use(remarkParse).use(remarkMdx);
  const parsed: Array<{file: string; tree: Node}> = [];
  const referencePages: ReferencePages = {};
  for (const file of pageFiles(siteDir, areaPaths)) {
    const absolute = path.join(siteDir, file);
    const text = await readFile(absolute, 'utf8');
    if (!ELEMENTS.test(text)) continue;
    let tree: Node;
    try {
      tree = processor.parse(withoutFrontMatter(text)) as unknown as Node;
      remarkProductFacts()(tree as never, {path: absolute});
    } catch {
      // The page's compilation reports it, with the file, the line and the fix.
      continue;
    }
    for (const {kind, id} of findReferences(tree)) referencePages[`${kind}:${id}`] = pageRoute(file);
    parsed.push({file, tree});
  }
  const outputs = new Map<string, PageOutput>();
  for (const {file, tree} of parsed) {
    let expansion: Expansion | undefined;
    try {
      expansion = await expandPage(tree, file, document, referencePages);
    } catch {
      // The page's compilation reports it, with the file, the line and the fix.
      continue;
    }
    if (expansion) outputs.set(pageKey(file), await expansion.render(referencePages));
  }
  return {outputs, referencePages};
}
