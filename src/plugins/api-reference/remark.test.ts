import {describe, expect, test} from 'vitest';
import {loadDocument} from './document';
import {expandReferences, findReferences} from './remark';

type Node = Parameters<typeof findReferences>[0];

/** The page's reference expanded and rendered at once (the build renders in ./pages.ts). */
const renderReferences = async (tree: Node, filePath: string, document: Parameters<typeof expandReferences>[2]) =>
  (await expandReferences(tree, filePath, document))?.render({});

const page = (...children: Node[]): Node => ({type: 'root', children});
const operation = (operationId: string): Node => ({
  type: 'mdxJsxFlowElement',
  name: 'ApiOperation',
  attributes: [{type: 'mdxJsxAttribute', name: 'operationId', value: operationId}],
  children: [],
  position: {start: {line: 7}},
});
const webhook = (event: string): Node => ({
  type: 'mdxJsxFlowElement',
  name: 'ApiWebhook',
  attributes: [{type: 'mdxJsxAttribute', name: 'event', value: event}],
  children: [],
});

const text = (node: Node): string => node.value ?? (node.children ?? []).map(text).join('');

describe('remark-api-reference', () => {
  test('an unknown operationId fails with the MDX file, the line and how to fix it', async () => {
    const {dereferenced} = await loadDocument();
    await expect(
      expandReferences(page(operation('createChatbotz')), 'developer/api/x.mdx', dereferenced),
    ).rejects.toThrow(
      /developer\/api\/x\.mdx:7: unknown operationId "createChatbotz".*createChatbot.*openapi\/openapi\.yaml/,
    );
  });

  test('an unknown webhook event fails with the MDX file', async () => {
    const {dereferenced} = await loadDocument();
    await expect(
      expandReferences(page(webhook('lead.archived')), 'developer/webhook/x.mdx', dereferenced),
    ).rejects.toThrow(/developer\/webhook\/x\.mdx:\?: unknown webhook event "lead\.archived"/);
  });

  test('a page renders from its own tree and the document only: nothing is kept between pages', async () => {
    // Two pages rendering one operation are the writer-checks plugin's to fail (writer-checks/index.test.ts): it
    // sees every page at once, whatever the build cache holds and however many processes compile the pages.
    const {dereferenced} = await loadDocument();
    const first = await renderReferences(page(operation('listRegions')), 'developer/api/region.mdx', dereferenced);
    const again = await renderReferences(page(operation('listRegions')), 'developer/api/other.mdx', dereferenced);
    expect(again).toEqual(first);
  }, 30_000);

  test('an operation becomes headings for the table of contents and elements carrying only its own data', async () => {
    const {dereferenced} = await loadDocument();
    const tree = page(operation('createChatSession'));
    await expandReferences(tree, 'developer/api/chat/create-session.mdx', dereferenced);
    expect(tree.children?.[0].type).toBe('mdxjsEsm');
    // In page order, inside the two-column containers too: the table of contents lists them all.
    const all = (node: Node): Node[] => [node, ...(node.children ?? []).flatMap(all)];
    const children = all(tree);
    const headings = children.filter((node) => node.type === 'heading').map((node) => `${node.depth} ${text(node)}`);
    expect(headings).toEqual([
      '2 Request',
      '3 Path parameters',
      '3 Headers',
      '3 Request body',
      '2 Request samples',
      '2 Responses',
      '3 201 Created',
      '2 Errors',
      '2 Retries',
    ]);
    const data = children
      .filter((node) => node.name === 'ApiReference')
      .map((node) => String(node.attributes?.find((attribute) => attribute.name === 'data')?.value))
      .join('\n');
    expect(data).toContain('/chatbots/{chatbot_id}/sessions');
    expect(data).not.toContain('/chatbots/{chatbot_id}/listings');
    // A page's data is a small part of the whole document.
    expect(data.length).toBeLessThan(JSON.stringify(dereferenced).length / 5);
  });

  test('an operation without parameters or body says so in its Request section', async () => {
    const {dereferenced} = await loadDocument();
    const tree = page(operation('getMessageCreditsUsage'));
    await expandReferences(tree, 'developer/api/get-message-credits-usage.mdx', dereferenced);
    const all = (node: Node): Node[] => [node, ...(node.children ?? []).flatMap(all)];
    const children = all(tree);
    const request = children.findIndex((node) => node.type === 'heading' && text(node) === 'Request');
    expect(request).toBeGreaterThan(-1);
    const next = children.slice(request + 1).find((node) => node.type === 'heading' || node.type === 'paragraph');
    expect(next && text(next)).toBe('This operation takes no parameters and no body.');
  });
});
