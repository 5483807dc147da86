/**
 * Remark plugin: renders the API reference into MDX pages from the OpenAPI document.
 *
 * A writer puts one element where the reference belongs:
 *
 *   <ApiOperation operationId="createChatSession" />
 *   <ApiWebhook event="lead.created" />
 *
 * and the plugin replaces it at build time with the reference: `##`/`###` headings (so the table of contents
 * lists Request, Responses, Errors…) and `<ApiReference part=… data=…>` elements that carry only that
 * operation's data, as JSON. The page chunk holds one operation, never the whole document, and the reference is
 * rendered into the HTML. An unknown operation or event, or one already rendered by another page, fails the
 * build with the MDX file's name.
 */
import path from 'node:path';
import {loadDocument} from './document';
import {samplesFor} from './snippets';
import {operationsById, webhookView, operationView, type OperationView, type WebhookView} from './view';
import type {OpenApiDocument} from './types';

/** The component the generated elements render with. */
export const COMPONENT_NAME = 'ApiReference';
export const COMPONENT_MODULE = '@site/src/components/ApiReference';

type Attribute = {type: string; name?: string; value?: unknown};
type Node = {
  type: string;
  name?: string | null;
  depth?: number;
  value?: string;
  attributes?: Attribute[];
  children?: Node[];
  data?: Record<string, unknown>;
  position?: {start?: {line?: number}};
};
type VFileLike = {path?: string; history?: string[]};

export type Reference = {kind: 'operation' | 'webhook'; id: string; line: number | undefined};

const ELEMENTS = {ApiOperation: 'operationId', ApiWebhook: 'event'} as const;

function attribute(node: Node, name: string): string | undefined {
  const found = node.attributes?.find((item) => item.type === 'mdxJsxAttribute' && item.name === name);
  return typeof found?.value === 'string' ? found.value : undefined;
}

const isReference = (node: Node): node is Node & {name: keyof typeof ELEMENTS} =>
  (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') &&
  typeof node.name === 'string' &&
  node.name in ELEMENTS;

/** The operations and webhooks an MDX tree asks for, in page order. */
export function findReferences(tree: Node): Reference[] {
  const found: Reference[] = [];
  const walk = (node: Node) => {
    if (isReference(node)) {
      found.push({
        kind: node.name === 'ApiOperation' ? 'operation' : 'webhook',
        id: attribute(node, ELEMENTS[node.name]) ?? '',
        line: node.position?.start?.line,
      });
    }
    node.children?.forEach(walk);
  };
  walk(tree);
  return found;
}

const heading = (depth: number, text: string): Node => ({
  type: 'heading',
  depth,
  children: [{type: 'text', value: text}],
});

const element = (part: string, data: unknown): Node => ({
  type: 'mdxJsxFlowElement',
  name: COMPONENT_NAME,
  attributes: [
    {type: 'mdxJsxAttribute', name: 'part', value: part},
    {type: 'mdxJsxAttribute', name: 'data', value: JSON.stringify(data)},
  ],
  children: [],
});

/** `import ApiReference from '@site/src/components/ApiReference'`, as MDX's ESM node with its estree. */
function importNode(): Node {
  const source = `import ${COMPONENT_NAME} from '${COMPONENT_MODULE}';`;
  return {
    type: 'mdxjsEsm',
    value: source,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name: COMPONENT_NAME}}],
            source: {type: 'Literal', value: COMPONENT_MODULE, raw: `'${COMPONENT_MODULE}'`},
          },
        ],
      },
    },
  };
}

/** The nodes that replace `<ApiOperation>`: headings for the table of contents, elements for the data. */
export function operationNodes(view: OperationView): Node[] {
  const {samples, responses, errors, pathParameters, queryParameters, headerParameters, body} = view;
  // Only what the page shows travels in the page's JavaScript.
  const {operationId, method, path, baseUrl, description, auth, authFormat} = view;
  const nodes: Node[] = [element('endpoint', {operationId, method, path, baseUrl, description, auth, authFormat})];
  if (pathParameters.length + queryParameters.length + headerParameters.length > 0 || body) {
    nodes.push(heading(2, 'Request'));
    const groups = [
      ['Path parameters', pathParameters],
      ['Query parameters', queryParameters],
      ['Headers', headerParameters],
    ] as const;
    for (const [title, fields] of groups) {
      if (fields.length > 0) nodes.push(heading(3, title), element('fields', {fields}));
    }
    if (body) nodes.push(heading(3, 'Request body'), element('body', body));
  }
  nodes.push(heading(2, 'Request samples'), element('samples', {samples}));
  nodes.push(heading(2, 'Responses'));
  for (const response of responses) {
    nodes.push(heading(3, `${response.status} ${response.title}`.trim()), element('response', response));
  }
  if (errors.length > 0) nodes.push(heading(2, 'Errors'), element('errors', {errors}));
  return nodes;
}

export function webhookNodes(view: WebhookView): Node[] {
  const {event, description, headers, fields, example, acknowledgement} = view;
  return [heading(3, event), element('webhook', {event, description, headers, fields, example, acknowledgement})];
}

/** Which page renders which operation or webhook, so that two pages never render the same one. */
const renderedBy = new Map<string, string>();

export async function expandReferences(tree: Node, filePath: string, document: OpenApiDocument): Promise<void> {
  const operations = operationsById(document);
  // A page compiled again (development server) claims afresh what it renders now.
  for (const [key, owner] of renderedBy) if (owner === filePath) renderedBy.delete(key);
  const fail = (line: number | undefined, message: string): never => {
    throw new Error(`${filePath}:${line ?? '?'}: ${message}`);
  };
  let expanded = false;
  const visit = async (parent: Node) => {
    const children = parent.children ?? [];
    for (let index = 0; index < children.length; index += 1) {
      const node = children[index];
      if (!isReference(node)) {
        await visit(node);
        continue;
      }
      const line = node.position?.start?.line;
      const attributeName = ELEMENTS[node.name];
      const id = attribute(node, attributeName);
      if (!id)
        fail(line, `<${node.name}> needs a ${attributeName}="…" attribute naming an entry of openapi/openapi.yaml.`);
      const key = `${node.name}:${id}`;
      const owner = renderedBy.get(key);
      if (owner && owner !== filePath) {
        fail(line, `${id} is already rendered by ${owner}. Each operation and webhook has exactly one page.`);
      }
      let replacement: Node[];
      if (node.name === 'ApiOperation') {
        const located = operations.get(id!);
        if (!located) {
          fail(
            line,
            `unknown operationId "${id}" in <ApiOperation>. Known operationIds: ${[...operations.keys()].join(', ')}. ` +
              'Fix the attribute, or add the operation to openapi/openapi.yaml.',
          );
        }
        replacement = operationNodes(operationView(document, located!, await samplesFor(document, located!)));
      } else {
        const view = webhookView(document, id!);
        if (!view) {
          fail(
            line,
            `unknown webhook event "${id}" in <ApiWebhook>. Known events: ${Object.keys(document.webhooks ?? {}).join(', ')}. ` +
              'Fix the attribute, or add the webhook to openapi/openapi.yaml.',
          );
        }
        replacement = webhookNodes(view!);
      }
      renderedBy.set(key, filePath);
      children.splice(index, 1, ...replacement);
      index += replacement.length - 1;
      expanded = true;
    }
  };
  await visit(tree);
  if (expanded) tree.children?.unshift(importNode());
}

export default function remarkApiReference() {
  return async (tree: Node, file: VFileLike): Promise<void> => {
    if (findReferences(tree).length === 0) return;
    const absolute = file.path ?? file.history?.[0] ?? 'an MDX file';
    const filePath = path.isAbsolute(absolute) ? path.relative(process.cwd(), absolute) : absolute;
    const {dereferenced} = await loadDocument();
    await expandReferences(tree, filePath, dereferenced);
  };
}
