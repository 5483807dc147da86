import {describe, expect, test} from 'vitest';
import {loadDocument} from './document';
import {expandRecipe} from './recipe';
import {expandReferences, type Node} from './remark';
import {checkStaticFence, isStaticFence, readStaticFence} from './static-code';

const page = (...children: Node[]): Node => ({type: 'root', children});
const fence = (lang: string | null, meta: string | null, value: string, line = 30): Node =>
  ({type: 'code', lang, meta, value, position: {start: {line}}}) as Node;
const recipeStep = (): Node => ({
  type: 'mdxJsxFlowElement',
  name: 'RecipeStep',
  attributes: [{type: 'mdxJsxAttribute', name: 'operation', value: 'createChatSession'}],
  children: [],
  position: {start: {line: 10}},
});
const operation = (): Node => ({
  type: 'mdxJsxFlowElement',
  name: 'ApiOperation',
  attributes: [{type: 'mdxJsxAttribute', name: 'operationId', value: 'createChatSession'}],
  children: [],
  position: {start: {line: 7}},
});
const SERVER = "import http from 'node:http';\nhttp.createServer().listen(3000); // Listen";

const elements = (node: Node, name: string): Node[] =>
  node.name === name ? [node] : (node.children ?? []).flatMap((child) => elements(child, name));
const attribute = (node: Node, name: string) => node.attributes?.find((item) => item.name === name)?.value;
const codeNodes = (node: Node): Node[] =>
  node.type === 'code' ? [node] : (node.children ?? []).flatMap((child) => codeNodes(child));

describe('static fences (```js title="…" static)', () => {
  test('on a recipe page: a fragment of the page, its title and the code highlighted at build time', async () => {
    const {dereferenced} = await loadDocument();
    const tree = page(recipeStep(), fence('js', 'title="chat-server.mjs" static', SERVER), fence('js', null, 'x();'));
    const output = await (await expandRecipe(tree, 'developer/recipes/x.mdx', dereferenced, {}))?.render({});
    // The static fence is the recipe's element now; the ordinary fence stays a fence (the theme's code block).
    expect(codeNodes(tree).map((node) => node.value)).toEqual(['x();']);
    const [element] = elements(tree, 'Recipe').filter((node) => attribute(node, 'part') === 'code');
    expect(attribute(element!, 'id')).toBe('developer-recipes-x.code-1');
    expect(element!.position?.start?.line).toBe(30);
    const html = output!.fragments['developer-recipes-x.code-1']!;
    expect(html).toMatch(
      /^<figure class="api-example api-code-file"><figcaption class="api-example__title">chat-server\.mjs<\/figcaption><pre class="api-code language-js" tabindex="0"><code class="language-js">/,
    );
    expect(html).toContain('<span class="token keyword module">import</span>');
    expect(html).toContain('<span class="token string">\'node:http\'</span>');
    expect(html).toContain('<span class="token comment">// Listen</span>');
    // The whole code, as written: what the copy button copies.
    expect(html.replace(/<[^>]+>/g, '').replace(/&#x26;/g, '&')).toContain(SERVER);
  });

  test('on an API reference page too, shown by <ApiReference part="code">', async () => {
    const {dereferenced} = await loadDocument();
    const tree = page(operation(), fence('python', 'static', 'print("hi")'));
    const output = await (await expandReferences(tree, 'developer/api/x.mdx', dereferenced))?.render({});
    const [element] = elements(tree, 'ApiReference').filter((node) => attribute(node, 'part') === 'code');
    expect(attribute(element!, 'id')).toBe('developer-api-x.code-1');
    const html = output!.fragments['developer-api-x.code-1']!;
    // No title: no caption.
    expect(html).toMatch(/^<figure class="api-example api-code-file"><pre class="api-code language-python"/);
    expect(html).toContain('<span class="token string">"hi"</span>');
  });

  test('a language the site does not highlight, or a meta the block cannot show, fails with the file, the line and the fix', async () => {
    const {dereferenced} = await loadDocument();
    await expect(
      expandRecipe(page(recipeStep(), fence('yml', 'static', 'a: 1', 41)), 'developer/recipes/x.mdx', dereferenced, {}),
    ).rejects.toThrow(
      /^developer\/recipes\/x\.mdx:41: a ```yml static block must name a language the site highlights .*Fix the language, or remove "static"\.$/,
    );
    await expect(
      expandRecipe(
        page(recipeStep(), fence('js', 'title="a.mjs" static showLineNumbers', 'x();', 42)),
        'developer/recipes/x.mdx',
        dereferenced,
        {},
      ),
    ).rejects.toThrow(
      /^developer\/recipes\/x\.mdx:42: a static block takes only title="…": it cannot show showLineNumbers\./,
    );
  });

  test('the flag is a word of the meta of its own, never part of the title', () => {
    expect(isStaticFence({meta: 'title="a.mjs" static'})).toBe(true);
    expect(isStaticFence({meta: 'static'})).toBe(true);
    expect(isStaticFence({meta: 'title="static"'})).toBe(false);
    expect(isStaticFence({meta: 'title="a static server.mjs"'})).toBe(false);
    expect(isStaticFence({meta: null})).toBe(false);
    expect(readStaticFence({lang: 'JS', meta: "title='a.mjs' static", value: 'x'})).toEqual({
      title: 'a.mjs',
      language: 'js',
      code: 'x',
    });
  });

  test('left on a page that renders neither the reference nor a recipe, it is a mistake with the fix', () => {
    expect(checkStaticFence({type: 'code', lang: 'js', meta: 'static', value: ''})).toMatch(
      /does not render \(it has no <ApiOperation>, <ApiWebhook> or <RecipeStep>\)\. Remove "static"/,
    );
    expect(checkStaticFence({type: 'code', lang: 'js', meta: 'title="a.mjs"', value: ''})).toBeUndefined();
  });
});
