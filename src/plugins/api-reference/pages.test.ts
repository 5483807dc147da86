/**
 * Each reference and recipe page is rendered once per build: by the plugin's `loadContent` (./pages.ts,
 * `renderPages`), once per fragment and once per operation's samples. Its compilation through the remark plugins
 * renders nothing (no HTML, no sample, no builder), and names exactly the fragments the page's module registers.
 */
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {beforeAll, describe, expect, test, vi} from 'vitest';
import {guideAreas} from '../../../config/areas';
import remarkProductFacts from '../remark-product-facts';
import {loadDocument} from './document';
import {pageFiles, renderPages, type RenderedPages} from './pages';
import {expandRecipe} from './recipe';
import remarkApiReference, {FRAGMENTS_ALIAS, pageKey, type Node} from './remark';
import type {OpenApiDocument} from './types';

const calls = vi.hoisted(() => ({html: 0, samplesFor: 0}));

vi.mock('./render', async (importOriginal) => {
  const original = await importOriginal<typeof import('./render')>();
  return {
    ...original,
    html: (...args: Parameters<typeof original.html>) => {
      calls.html += 1;
      return original.html(...args);
    },
  };
});

vi.mock('./snippets', async (importOriginal) => {
  const original = await importOriginal<typeof import('./snippets')>();
  return {
    ...original,
    samplesFor: (...args: Parameters<typeof original.samplesFor>) => {
      calls.samplesFor += 1;
      return original.samplesFor(...args);
    },
  };
});

/** The site's folder, from this file's place in it. */
const siteDir = path.resolve(__dirname, '../../..');
const areaPaths = guideAreas.map((area) => area.path);

const reset = () => Object.assign(calls, {html: 0, samplesFor: 0});
const all = (node: Node): Node[] => [node, ...(node.children ?? []).flatMap(all)];
const attribute = (node: Node, name: string) => node.attributes?.find((item) => item.name === name)?.value;

/** The fragment ids a compiled page's elements show (a recipe's response only when it has an example). */
function shownFragments(tree: Node): string[] {
  return all(tree)
    .filter((node) => {
      if (node.name === 'ApiReference') return attribute(node, 'id') !== undefined;
      if (node.name !== 'Recipe') return false;
      return attribute(node, 'part') !== 'response' || JSON.parse(String(attribute(node, 'data'))).hasExample;
    })
    .map((node) => String(attribute(node, 'id')))
    .sort();
}

/** A page as its compilation sees it when the API reference's remark plugins run. */
async function compile(file: string, document: OpenApiDocument, referencePages: RenderedPages['referencePages']) {
  const {unified} = await import('unified');
  const {default: remarkParse} = await import('remark-parse');
  const {default: remarkMdx} = await import('remark-mdx');
  const absolute = path.join(siteDir, file);
  // Docusaurus compiles the page without its front matter.
  const text = (await readFile(absolute, 'utf8')).replace(/^---\n[\s\S]*?\n---\n/, '');
  const tree = unified().use(remarkParse).use(remarkMdx).parse(text) as unknown as Node;
  remarkProductFacts()(tree as never, {path: absolute});
  await remarkApiReference({siteDir})(tree, {path: absolute});
  // What the recipes' remark plugin does, with the reference pages handed over rather than read from the build.
  if (all(tree).some((node) => node.name === 'RecipeStep' || node.name === 'RecipeWebhook')) {
    await expandRecipe(tree, file, document, referencePages);
  }
  return tree;
}

describe('each reference page is rendered once per build', () => {
  let document: OpenApiDocument;
  let rendered: RenderedPages;
  let renderCalls: typeof calls;

  beforeAll(async () => {
    document = (await loadDocument()).dereferenced;
    reset();
    rendered = await renderPages(siteDir, areaPaths, document);
    renderCalls = {...calls};
  }, 120_000);

  test('loadContent renders each fragment once and writes each operation samples once', () => {
    const outputs = [...rendered.outputs.values()];
    expect(outputs.length).toBeGreaterThan(20);
    expect(renderCalls.html).toBe(outputs.reduce((sum, output) => sum + Object.keys(output.fragments).length, 0));
    expect(renderCalls.samplesFor).toBe(outputs.reduce((sum, output) => sum + Object.keys(output.builders).length, 0));
    expect(rendered.referencePages['operation:createChatSession']).toBe('/developer/api/chat/create-session');
    expect(rendered.referencePages['webhook:lead.created']).toBe('/developer/webhook/lead');
  });

  test('the remark plugins render nothing, and show exactly the fragments the page module registers', async () => {
    const files = pageFiles(siteDir, areaPaths);
    reset();
    let compiled = 0;
    for (const file of files) {
      const text = await readFile(path.join(siteDir, file), 'utf8');
      if (!/<(Api[A-Z]|Recipe[A-Z])/.test(text)) continue;
      const tree = await compile(file, document, rendered.referencePages);
      compiled += 1;
      const output = rendered.outputs.get(pageKey(file));
      expect(shownFragments(tree), file).toEqual(Object.keys(output?.fragments ?? {}).sort());
      const imported = all(tree).some((node) => node.type === 'mdxjsEsm' && node.value?.includes(FRAGMENTS_ALIAS));
      expect(imported, file).toBe(output !== undefined);
    }
    expect(compiled).toBeGreaterThan(rendered.outputs.size);
    expect(calls).toEqual({html: 0, samplesFor: 0});
  }, 120_000);
});
