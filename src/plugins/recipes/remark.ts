/**
 * Remark plugin: turns a recipe page (developer/recipes/) into its steps, from the OpenAPI document
 * (src/plugins/api-reference/recipe.ts says how). Each step links to the page that renders its operation, from the
 * list the API reference plugin writes; the samples, responses and builders are that plugin's to render, once per
 * build (src/plugins/api-reference/pages.ts).
 */
import {loadDocument} from '../api-reference/document';
import {expandRecipe, hasRecipe} from '../api-reference/recipe';
import {pagePath, readReferencePages, type Node, type ReferenceOptions} from '../api-reference/remark';

export default function remarkRecipes({siteDir}: ReferenceOptions) {
  return async (tree: Node, file: Parameters<typeof pagePath>[0]): Promise<void> => {
    if (!hasRecipe(tree)) return;
    const {dereferenced} = await loadDocument();
    // Here the steps become their headings and elements, and the imports.
    await expandRecipe(tree, pagePath(file, siteDir), dereferenced, readReferencePages(siteDir));
  };
}
