/**
 * What the guide pages that show the API reference or a recipe need from the build: each page's static HTML (by
 * fragment id) and its operations' builders, rendered by the API reference's plugin (./index.ts, `loadContent`) from
 * the pages' sources and written with `createData` (`contentLoaded`). The remark plugins (./remark.ts,
 * ../recipes/remark.ts) render the same elements into the page's headings and elements, and import these modules by
 * the page's key; they write nothing and keep nothing between pages.
 *
 * A page whose elements are wrong (an unknown operation, a value no step returns) is left out here: its
 * compilation fails with the file, the line and the fix, as every other writer mistake of one page does.
 */
import {globSync} from 'node:fs';
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import remarkProductFacts from '../remark-product-facts';
import {expandRecipe} from '../recipes/remark';
import {
  CHECKER,
  expandReferences,
  findReferences,
  hasElement,
  pageKey,
  RETRY_RULES,
  type Node,
  type PageOutput,
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
 * One page's output, as its compilation renders it: the reference's (when it has fragments), or the recipe's, which
 * replaces it (a recipe page renders no reference). Undefined when the page renders neither, or fails.
 */
export async function renderPage(
  tree: Node,
  filePath: string,
  document: OpenApiDocument,
  siteDir: string,
): Promise<PageOutput | undefined> {
  let output: PageOutput | undefined;
  if (findReferences(tree).length > 0 || hasElement(tree, CHECKER) || hasElement(tree, RETRY_RULES)) {
    const references = await expandReferences(tree, filePath, document);
    if (references && Object.keys(references.fragments).length > 0) output = references;
  }
  return (await expandRecipe(tree, filePath, document, siteDir)) ?? output;
}

/** Every page's output, by page key. */
export async function renderPages(
  siteDir: string,
  areaPaths: string[],
  document: OpenApiDocument,
): Promise<Map<string, PageOutput>> {
  const {unified} = await import('unified');
  const {default: remarkParse} = await import('remark-parse');
  const {default: remarkMdx} = await import('remark-mdx');
  const processor = unified().use(remarkParse).use(remarkMdx);
  const outputs = new Map<string, PageOutput>();
  for (const file of pageFiles(siteDir, areaPaths)) {
    const absolute = path.join(siteDir, file);
    const text = await readFile(absolute, 'utf8');
    if (!ELEMENTS.test(text)) continue;
    try {
      const tree = processor.parse(withoutFrontMatter(text)) as unknown as Node;
      remarkProductFacts()(tree as never, {path: absolute});
      const output = await renderPage(tree, file, document, siteDir);
      if (output) outputs.set(pageKey(file), output);
    } catch {
      // The page's compilation reports it, with the file, the line and the fix.
    }
  }
  return outputs;
}
