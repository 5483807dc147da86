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
 * rendered into the HTML. An unknown operation or event fails the build with the MDX file's name and line; one
 * rendered by two pages fails it with both (the writer-checks plugin, which sees every page at once).
 * The plugin keeps nothing between pages: each page's output depends on that page and the document only.
 */
import path from 'node:path';
import {webhookDelivery} from '../../../config/facts';
import {loadDocument} from './document';
import {bodyPart, errorsPart, example, fieldList, html, responsePart, samplePanels, webhookPart} from './render';
import type {BuilderData} from '../../components/ApiReference/builder-model';
import {builderData} from './builder';
import {historyPart, markOperationFields, markWebhookFields, subjectMarks} from './history';
import {expandLab, LAB_ELEMENT} from './lab';
import {operationRetries, retryList, retryPart, retryRule, retryTable} from './retry';
import {credentialPlaceholder, samplesFor} from './snippets';
import {varDefaults} from './vars';
import {operationsById, operationView, webhookView, type OperationView, type WebhookView} from './view';
import type {OpenApiDocument} from './types';
import type {RetryRule} from './retry';

/** The component the generated elements render with. */
export const COMPONENT_NAME = 'ApiReference';
export const COMPONENT_MODULE = '@site/src/components/ApiReference';

type Attribute = {type: string; name?: string; value?: unknown};
export type Node = {
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

export const heading = (depth: number, text: string): Node => ({
  type: 'heading',
  depth,
  children: [{type: 'text', value: text}],
});

/** `<ApiReference part="…" …>`: strings as they are, anything else as JSON in `data`. */
export const element = (part: string, attributes: Record<string, string>, data?: unknown): Node => ({
  type: 'mdxJsxFlowElement',
  name: COMPONENT_NAME,
  attributes: [
    {type: 'mdxJsxAttribute', name: 'part', value: part},
    ...Object.entries(attributes).map(([name, value]) => ({type: 'mdxJsxAttribute', name, value})),
    ...(data === undefined ? [] : [{type: 'mdxJsxAttribute', name: 'data', value: JSON.stringify(data)}]),
  ],
  children: [],
});

/** A `<div className=…>` around MDX content (headings stay headings, so the table of contents lists them). */
export const container = (className: string, children: Node[]): Node => ({
  type: 'mdxJsxFlowElement',
  name: 'div',
  attributes: [{type: 'mdxJsxAttribute', name: 'className', value: className}],
  children,
});

/**
 * Two columns from about 1200 px (styles.css): what the reader reads on the left, the code that goes with it on
 * the right, sticky while the left column scrolls. Narrower, the code follows the text.
 */
const columns = (main: Node[], side: Node[]): Node =>
  container('api-columns', [container('api-columns__main', main), container('api-columns__side', side)]);

/** `import …` as MDX's ESM node with its estree: a default import, or an import for its side effects. */
export function importNode(source: string, defaultName?: string): Node {
  const specifiers = defaultName
    ? [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name: defaultName}}]
    : [];
  return {
    type: 'mdxjsEsm',
    value: defaultName ? `import ${defaultName} from '${source}';` : `import '${source}';`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [{type: 'ImportDeclaration', specifiers, source: {type: 'Literal', value: source, raw: `'${source}'`}}],
      },
    },
  };
}

/** What one page renders: the HTML of its static parts, by fragment id, and its operations' builders. */
export type PageOutput = {fragments: Record<string, string>; builders: Record<string, BuilderData>};

/** Collects a page's static HTML while its nodes are made. */
class Collector {
  readonly fragments: Record<string, string> = {};
  readonly builders: Record<string, BuilderData> = {};
  constructor(private readonly values: Record<string, string>) {}

  /** Keeps a fragment of static HTML under `id`. */
  add(id: string, node: Parameters<typeof html>[0]): string {
    if (this.fragments[id] !== undefined) throw new Error(`Two fragments with the id ${id}.`);
    this.fragments[id] = html(node);
    return id;
  }

  /** The element that shows a fragment of static HTML. */
  static(id: string, node: Parameters<typeof html>[0]): Node {
    return element('static', {id: this.add(id, node)});
  }

  get varValues(): Record<string, string> {
    return this.values;
  }
}

/**
 * Said above the samples of an operation whose credential is not the API key (the payment Events URL takes the
 * integration's Events token): the samples show that credential's own placeholder, and "Your values" leaves it
 * alone, since the API key it holds would be refused there.
 */
function credentialNote(format: string): Node {
  return {
    type: 'paragraph',
    children: [
      {type: 'text', value: 'Replace '},
      {type: 'inlineCode', value: credentialPlaceholder(format)},
      {
        type: 'text',
        value: ` with your ${format}. This endpoint does not take an API key, so "Your values" does not fill it in.`,
      },
    ],
  };
}

/** The nodes that replace `<ApiOperation>`: headings for the table of contents, elements for the data. */
export function operationNodes(view: OperationView, collect: Collector, retry?: RetryRule): Node[] {
  const {samples, responses, errors, pathParameters, queryParameters, headerParameters, body} = view;
  const {operationId, method, path, baseUrl, description, auth, authFormat} = view;
  const main: Node[] = [element('endpoint', {}, {operationId, method, path, baseUrl, description, auth, authFormat})];
  main.push(heading(2, 'Request'));
  if (pathParameters.length + queryParameters.length + headerParameters.length === 0 && !body) {
    // Said, not left out: a reader who finds no Request section cannot tell "none" from "missing".
    main.push({
      type: 'paragraph',
      children: [{type: 'text', value: 'This operation takes no parameters and no body.'}],
    });
  } else {
    const groups = [
      ['Path parameters', 'path', pathParameters],
      ['Query parameters', 'query', queryParameters],
      ['Headers', 'headers', headerParameters],
    ] as const;
    for (const [title, id, fields] of groups) {
      if (fields.length > 0) main.push(heading(3, title), collect.static(`${operationId}.${id}`, fieldList(fields)));
    }
    if (body) main.push(heading(3, 'Request body'), collect.static(`${operationId}.body`, bodyPart(body)));
  }
  const panels = samplePanels(operationId, samples, collect.varValues);
  const side: Node[] = [heading(2, 'Request samples')];
  if (authFormat && authFormat !== 'API key') side.push(credentialNote(authFormat));
  side.push(
    element(
      'samples',
      {id: collect.add(`${operationId}.samples`, panels)},
      {operationId, languages: samples.map(({id, label}) => ({id, label}))},
    ),
  );
  const nodes: Node[] = [columns(main, side), heading(2, 'Responses')];
  for (const response of responses) {
    const title = `${response.status} ${response.title}`.trim();
    const left = [
      heading(3, title),
      collect.static(`${operationId}.response-${response.status}`, responsePart(response)),
    ];
    const right = response.example
      ? [
          collect.static(
            `${operationId}.example-${response.status}`,
            example('Example response', response.example, 'json'),
          ),
        ]
      : [];
    nodes.push(right.length > 0 ? columns(left, right) : container('api-response', left));
  }
  if (errors.length > 0) {
    nodes.push(
      heading(2, 'Errors'),
      element('errors-intro', {}),
      collect.static(`${operationId}.errors`, errorsPart(errors)),
    );
  }
  // The operation's x-retry in openapi.yaml: whether to repeat it, with which key, and what a 500 means.
  if (retry) nodes.push(heading(2, 'Retries'), collect.static(`${operationId}.retry`, retryPart(retry)));
  return nodes;
}

export function webhookNodes(view: WebhookView, collect: Collector): Node[] {
  const {event, headers, fields, description, acknowledgement} = view;
  return [
    heading(3, event),
    columns(
      [
        element('webhook', {}, {event}),
        collect.static(`${event}.payload`, webhookPart({description, headers, fields})),
        element('acknowledgement', {}, {acknowledgement}),
      ],
      [collect.static(`${event}.example`, example(`${event} payload`, view.example, 'json', collect.varValues))],
    ),
  ];
}

/** The element a webhook page puts where the signature checker belongs. */
export const CHECKER = 'ApiSignatureChecker';

/** The element a page puts where the table of every operation's retry rule belongs. */
export const RETRY_RULES = 'ApiRetryRules';

/** Whether the tree has a JSX element of that name. */
export function hasElement(node: Node, name: string): boolean {
  return (
    (node.type.startsWith('mdxJsx') && node.name === name) ||
    (node.children ?? []).some((child) => hasElement(child, name))
  );
}

/** Key of a page's generated modules: its file path, as a file name. */
export const pageKey = (filePath: string) =>
  filePath
    .replace(/\.mdx?$/, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export async function expandReferences(
  tree: Node,
  filePath: string,
  document: OpenApiDocument,
): Promise<PageOutput | undefined> {
  const operations = operationsById(document);
  const collect = new Collector(varDefaults(document));
  const fail = (line: number | undefined, message: string): never => {
    throw new Error(`${filePath}:${line ?? '?'}: ${message}`);
  };
  let expanded = false;
  const webhookEvents: string[] = [];
  const checkers: Node[] = [];
  const visit = async (parent: Node) => {
    const children = parent.children ?? [];
    for (let index = 0; index < children.length; index += 1) {
      const node = children[index];
      if (node.type.startsWith('mdxJsx') && node.name === CHECKER) {
        checkers.push(node);
        continue;
      }
      if (node.type.startsWith('mdxJsx') && node.name === RETRY_RULES) {
        // Every operation's retry rule, from the x-retry of openapi.yaml: never a copy typed on the page.
        let table;
        try {
          const retries = operationRetries(document);
          const only = attribute(node, 'only');
          if (only !== undefined && only !== 'idempotencyKey') {
            fail(
              node.position?.start?.line,
              `<${RETRY_RULES} only="${only}"> : only="idempotencyKey" is the one filter.`,
            );
          }
          table = only ? retryList(retries.filter((operation) => operation.rule.idempotencyKey)) : retryTable(retries);
        } catch (error) {
          fail(node.position?.start?.line, (error as Error).message);
        }
        children.splice(index, 1, collect.static('retry-rules', table!));
        expanded = true;
        continue;
      }
      if (!isReference(node)) {
        await visit(node);
        continue;
      }
      const line = node.position?.start?.line;
      const attributeName = ELEMENTS[node.name];
      const id = attribute(node, attributeName);
      if (!id)
        fail(line, `<${node.name}> needs a ${attributeName}="…" attribute naming an entry of openapi/openapi.yaml.`);
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
        const samples = await samplesFor(document, located!);
        const view = operationView(document, located!, samples);
        try {
          collect.builders[id!] = builderData(document, located!, samples);
        } catch (error) {
          fail(line, (error as Error).message);
        }
        const marks = subjectMarks('operation', id!);
        if (marks) markOperationFields(view, marks);
        let retry: RetryRule;
        try {
          retry = retryRule(located!.operation);
        } catch (error) {
          fail(line, (error as Error).message);
        }
        replacement = operationNodes(view, collect, retry!);
        const history = marks && historyPart(marks.marks);
        if (history) replacement.unshift(collect.static(`${id}.history`, history));
      } else {
        const view = webhookView(document, id!);
        if (!view) {
          fail(
            line,
            `unknown webhook event "${id}" in <ApiWebhook>. Known events: ${Object.keys(document.webhooks ?? {}).join(', ')}. ` +
              'Fix the attribute, or add the webhook to openapi/openapi.yaml.',
          );
        }
        webhookEvents.push(id!);
        const marks = subjectMarks('event', id!);
        if (marks) markWebhookFields(view!, marks);
        replacement = webhookNodes(view!, collect);
        const history = marks && historyPart(marks.marks);
        // After the event's heading, before its columns.
        if (history) replacement.splice(1, 0, collect.static(`${id}.history`, history));
      }
      children.splice(index, 1, ...replacement);
      index += replacement.length - 1;
      expanded = true;
    }
  };
  await visit(tree);
  for (const checker of checkers) {
    const data = checkerData(document, webhookEvents[0]);
    if (!data) fail(checker.position?.start?.line, `<${CHECKER}> needs a webhook in openapi/openapi.yaml.`);
    Object.assign(checker, element('signature-checker', {}, data), {position: checker.position});
    expanded = true;
  }
  if (!expanded) return undefined;
  const imports = [importNode(COMPONENT_MODULE, COMPONENT_NAME)];
  if (Object.keys(collect.fragments).length > 0) {
    imports.push(importNode(`${FRAGMENTS_ALIAS}/${pageKey(filePath)}`));
  }
  tree.children?.unshift(...imports);
  return {fragments: collect.fragments, builders: collect.builders};
}

/** What the signature checker needs: the header's name, the tolerance, and an example delivery to try. */
function checkerData(document: OpenApiDocument, event: string | undefined) {
  const events = Object.keys(document.webhooks ?? {});
  const chosen = event ?? events[0];
  const view = chosen ? webhookView(document, chosen) : undefined;
  if (!view) return undefined;
  const signature = view.headers.find((header) => /signature/i.test(header.name));
  const eventId = view.headers.find((header) => /event-id/i.test(header.name));
  return {
    header: signature?.name ?? 'Parley-Signature',
    eventIdHeader: eventId?.name ?? 'Parley-Event-Id',
    toleranceSeconds: webhookDelivery.signatureToleranceMinutes * 60,
    example: JSON.stringify(JSON.parse(view.example)),
  };
}

/** The bundler alias of the generated modules (./index.ts writes them and points it at the server or the client ones). */
export const FRAGMENTS_ALIAS = '@api-reference-fragments';

/** Where an operation's builder data goes, below the generated modules' folder: one file per operation. */
export const builderFile = (operationId: string) => `builder/${operationId}.json`;

/**
 * A page's two generated modules. The server one registers the HTML (the static site renders it). The client one
 * registers nothing on a first visit, since the HTML is already in the page: it loads the server one only when the
 * reader arrives from another page of the site, and holds the page until it has (a top-level await).
 */
export function generatedModules(key: string, output: PageOutput): {server: string; client: string} {
  const registry = '@site/src/components/ApiReference/registry';
  const first = Object.keys(output.fragments)[0] ?? '';
  const builders = Object.keys(output.builders)
    .map((operationId) => `  ${JSON.stringify(operationId)}: () => import('../${builderFile(operationId)}'),`)
    .join('\n');
  return {
    server: `import {registerFragments} from '${registry}';\n\nregisterFragments(${JSON.stringify(output.fragments)});\n`,
    client:
      `import {isInDocument, registerBuilders} from '${registry}';\n\n` +
      `registerBuilders({\n${builders}\n});\n\n` +
      `if (!isInDocument(${JSON.stringify(first)})) await import('../server/${key}.js');\n`,
  };
}

/** The options of the remark plugins of the API reference and the recipes (config/docs.ts). */
export type ReferenceOptions = {
  /** The site's folder: messages name files relative to it, and the generated modules go below it. */
  siteDir: string;
};

/** A page's file as messages name it: relative to the site. */
export function pagePath(file: VFileLike, siteDir: string): string {
  const absolute = file.path ?? file.history?.[0] ?? 'an MDX file';
  return path.isAbsolute(absolute) ? path.relative(siteDir, absolute) : absolute;
}

export default function remarkApiReference({siteDir}: ReferenceOptions) {
  return async (tree: Node, file: VFileLike): Promise<void> => {
    // The webhook lab's page: its own component, with the events' data (./lab.ts).
    if (hasElement(tree, LAB_ELEMENT)) expandLab(tree, (await loadDocument()).dereferenced);
    if (findReferences(tree).length === 0 && !hasElement(tree, CHECKER) && !hasElement(tree, RETRY_RULES)) return;
    const {dereferenced} = await loadDocument();
    // The page's static HTML and builders are the plugin's (./index.ts renders them from the same pages and writes
    // them with createData); here the element becomes the reference's headings and elements, and the import.
    await expandReferences(tree, pagePath(file, siteDir), dereferenced);
  };
}
