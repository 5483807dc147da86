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
 * operation's data, as JSON. The page chunk holds one operation, never the whole document. The static parts (field
 * lists, samples, examples) are fragments of HTML the element names by id: the plugin renders none of them, the API
 * reference plugin does, once per build (./pages.ts), from the same expansion (`expandReferences`). An unknown
 * operation or event fails the build with the MDX file's name and line; one rendered by two pages fails it with both
 * (the writer-checks plugin, which sees every page at once).
 * The plugin keeps nothing between pages: each page's output depends on that page and the document only.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Element} from 'hast';
import type {BlockContent, Heading, Paragraph, Parent, Root, RootContent} from 'mdast';
import type {MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx';
import {EXIT, SKIP, visit} from 'unist-util-visit';
import {GENERATED_FILES_DIR_NAME} from '@docusaurus/utils';
import {webhookDelivery} from '../../../config/facts';
import {importNode} from '../mdx-import';
import {loadDocument} from './document';
import {
  bodyPart,
  descriptionPart,
  errorsPart,
  example,
  fieldList,
  html,
  responsePart,
  samplePanels,
  sharedHeaders,
  webhookPart,
  withSharedInternalError,
} from './render';
import type {BuilderData, PartData} from '../../api-model';
import {builderData} from './builder';
import {errorCodes, errorCodesTable} from './error-codes';
import type {SubjectMarks} from '../../api-history/marks.mjs';
import {historyPart, markOperationFields, markWebhookFields, subjectMarks} from './history';
import {expandLab, LAB_ELEMENT} from './lab';
import {operationRetries, retryList, retryPart, retryRule, retryTable, type RetryRule} from './retry';
import {credentialNoteStart, credentialPlaceholder, sampleLanguages, samplesFor} from './snippets';
import {expandStaticFences} from './static-code';
import {varDefaults} from './vars';
import {
  errorRows,
  operationsById,
  operationView,
  webhookView,
  type Located,
  type ErrorView,
  type OperationView,
  type Sample,
  type WebhookView,
} from './view';
import type {OpenApiDocument, Response} from './types';

/** The component the generated elements render with. */
const COMPONENT_NAME = 'ApiReference';
const COMPONENT_MODULE = '@site/src/components/ApiReference';

type Attribute = {type: string; name?: string; value?: unknown};
/**
 * A tree as callers hand one over (./pages.ts's parser output, the tests' trees built by hand, with partial
 * positions): an mdast node, loosely typed. Inside, the plugin reads it as mdast (`Root` of @types/mdast, with the
 * MDX nodes of mdast-util-mdx).
 */
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
export type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

/** The tree as mdast: what the loose `Node` a caller hands over is. */
export const asMdast = (tree: Node) => tree as unknown as Root;

export const isJsxElement = (node: {type: string}): node is JsxElement =>
  node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';

export type Reference = {kind: 'operation' | 'webhook'; id: string; line: number | undefined};

const ELEMENTS = {ApiOperation: 'operationId', ApiWebhook: 'event'} as const;

export function attribute(node: JsxElement, name: string): string | undefined {
  const found = node.attributes?.find((item) => item.type === 'mdxJsxAttribute' && item.name === name);
  return typeof found?.value === 'string' ? found.value : undefined;
}

/** A writer mistake's failure: it names the page's file and the line. */
type Fail = (message: string) => never;

export const failAt =
  (filePath: string, line: number | undefined): Fail =>
  (message) => {
    throw new Error(`${filePath}:${line ?? '?'}: ${message}`);
  };

/** What `make` returns; if it throws, a writer's failure with its message (so that it names the page and line). */
function orFail<T>(make: () => T, fail: Fail): T {
  try {
    return make();
  } catch (error) {
    return fail((error as Error).message);
  }
}

/** The attribute that names an element's entry of openapi.yaml (`operationId`, `event`…): required. */
export const entryId = (node: JsxElement, attributeName: string, fail: Fail): string =>
  attribute(node, attributeName) ||
  fail(`<${node.name}> needs a ${attributeName}="…" attribute naming an entry of openapi/openapi.yaml.`);

/**
 * The operation an element names, or a failure that lists the known ones and says how to fix it. `word` is what the
 * element calls it: `operationId` (`<ApiOperation>`) or `operation` (`<RecipeStep>`).
 */
export function namedOperation(
  operations: Map<string, Located>,
  id: string,
  element: string,
  word: 'operationId' | 'operation',
  fail: Fail,
): Located {
  return (
    operations.get(id) ??
    fail(
      `unknown ${word} "${id}" in <${element}>. Known ${word}s: ${[...operations.keys()].join(', ')}. ` +
        'Fix the attribute, or add the operation to openapi/openapi.yaml.',
    )
  );
}

/** The webhook an element names, or a failure that lists the known events and says how to fix it. */
export function namedWebhook(document: OpenApiDocument, event: string, element: string, fail: Fail): WebhookView {
  return (
    webhookView(document, event) ??
    fail(
      `unknown webhook event "${event}" in <${element}>. Known events: ${Object.keys(document.webhooks ?? {}).join(', ')}. ` +
        'Fix the attribute, or add the webhook to openapi/openapi.yaml.',
    )
  );
}

const isReference = (node: {type: string}): node is JsxElement & {name: keyof typeof ELEMENTS} =>
  isJsxElement(node) && typeof node.name === 'string' && node.name in ELEMENTS;

/** The operations and webhooks an MDX tree asks for, in page order. */
export function findReferences(tree: Node): Reference[] {
  const found: Reference[] = [];
  visit(asMdast(tree), (node) => {
    if (isReference(node)) {
      found.push({
        kind: node.name === 'ApiOperation' ? 'operation' : 'webhook',
        id: attribute(node, ELEMENTS[node.name]) ?? '',
        line: node.position?.start?.line,
      });
    }
  });
  return found;
}

export const heading = (depth: Heading['depth'], text: string): Heading => ({
  type: 'heading',
  depth,
  children: [{type: 'text', value: text}],
});

/** `<name …>` with string attributes, in their order, around MDX content. */
export const jsxElement = (
  name: string,
  attributes: Record<string, string>,
  children: MdxJsxFlowElement['children'] = [],
): MdxJsxFlowElement => ({
  type: 'mdxJsxFlowElement',
  name,
  attributes: Object.entries(attributes).map(([name, value]) => ({type: 'mdxJsxAttribute', name, value})),
  children,
});

/** `<ApiReference part="…" …>`: strings as they are, the part's data (src/api-model.ts) as JSON in `data`. */
const element = <Part extends string>(
  part: Part,
  attributes: Record<string, string>,
  data?: Part extends keyof PartData ? PartData[Part] : never,
): MdxJsxFlowElement =>
  jsxElement(COMPONENT_NAME, {part, ...attributes, ...(data === undefined ? {} : {data: JSON.stringify(data)})});

/** A `<div className=…>` around MDX content (headings stay headings, so the table of contents lists them). */
const container = (className: string, children: BlockContent[]) => jsxElement('div', {className}, children);

/**
 * Two columns from about 1200 px (styles.css): what the reader reads on the left, the code that goes with it on
 * the right, sticky while the left column scrolls. Narrower, the code follows the text.
 */
const columns = (main: BlockContent[], side: BlockContent[]): MdxJsxFlowElement =>
  container('api-columns', [container('api-columns__main', main), container('api-columns__side', side)]);

/** What one page renders: the HTML of its static parts, by fragment id, and its operations' builders. */
export type PageOutput = {fragments: Record<string, string>; builders: Record<string, BuilderData>};

/** A static part, made only when the page is rendered (with the site's reference pages, for links to them). */
type Part = (referencePages: ReferencePages) => Element | Element[] | Promise<Element | Element[]>;

/**
 * A page's elements, expanded: the tree holds the headings, the elements and the import; the page's static HTML and
 * builders are made only when `render` is called. The remark plugins never call it (they only need the tree); the
 * API reference plugin's `loadContent` (./pages.ts) does, once per page, from the same expansion, so that the
 * fragment ids the elements name are the ids the page's module registers.
 */
export type Expansion = {
  /** The page's fragment ids, in page order. */
  fragmentIds: string[];
  /**
   * The fragments' HTML and the builders, with the site's reference pages (a deprecated operation's history links
   * to its replacement's page). Throws with the file and the line when a part cannot be made.
   */
  render(referencePages: ReferencePages): Promise<PageOutput>;
};

/** Collects a page's fragment ids while its nodes are made, and what renders each. */
export class Collector {
  private readonly parts = new Map<string, Part>();
  private readonly builders = new Map<string, () => Promise<BuilderData>>();
  /** The values the page marks in its samples and examples. */
  constructor(readonly varValues: Record<string, string>) {}

  /** Keeps a fragment of static HTML under `id`, made by `part` when the page is rendered. */
  add(id: string, part: Part): string {
    if (this.parts.has(id)) throw new Error(`Two fragments with the id ${id}.`);
    this.parts.set(id, part);
    return id;
  }

  /** The element that shows a fragment of static HTML. */
  static(id: string, part: Part): MdxJsxFlowElement {
    return element('static', {id: this.add(id, part)});
  }

  /** Keeps an operation's builder, made when the page is rendered. */
  builder(operationId: string, make: () => Promise<BuilderData>): void {
    this.builders.set(operationId, make);
  }

  expansion(): Expansion {
    return {
      fragmentIds: [...this.parts.keys()],
      render: async (referencePages) => {
        const fragments: PageOutput['fragments'] = {};
        for (const [id, part] of this.parts) fragments[id] = html(await part(referencePages));
        const builders: PageOutput['builders'] = {};
        for (const [operationId, make] of this.builders) builders[operationId] = await make();
        return {fragments, builders};
      },
    };
  }
}

/**
 * An operation's request samples: their languages now (the page's elements name them), their code (httpsnippet)
 * only when the page is rendered, once for the samples and the builder, which is cut from them. A failure names the
 * page and the line.
 */
export function operationSamples(
  document: OpenApiDocument,
  located: Located,
  fail: Fail,
): {languages: Array<{id: string; label: string}>; code: () => Promise<Sample[]>; builder: () => Promise<BuilderData>} {
  let made: Promise<Sample[]> | undefined;
  const code = () => (made ??= samplesFor(document, located).catch((error: Error) => fail(error.message)));
  return {
    languages: sampleLanguages(),
    code,
    builder: async () => {
      const samples = await code();
      return orFail(() => builderData(document, located, samples), fail);
    },
  };
}

/**
 * Said above the samples of an operation whose credential is not the API key (the payment Events URL takes the
 * integration's Events token): the samples show that credential's own placeholder, and "Your values" leaves it
 * alone, since the API key it holds would be refused there.
 */
function credentialNote(noteStart: string, format: string): Paragraph {
  return {
    type: 'paragraph',
    children: [
      {type: 'text', value: noteStart},
      {type: 'inlineCode', value: credentialPlaceholder(format)},
      {type: 'text', value: ` with your ${format}.`},
      // About the page's "Your values" form, which the Markdown twin does not have: kept out of it.
      {
        type: 'mdxJsxTextElement',
        name: 'span',
        attributes: [{type: 'mdxJsxAttribute', name: 'data-llms-exclude', value: ''}],
        children: [
          {type: 'text', value: ' This endpoint does not take an API key, so "Your values" does not fill it in.'},
        ],
      } satisfies MdxJsxTextElement,
    ],
  };
}

/** The nodes that replace `<ApiOperation>`: headings for the table of contents, elements for the data. */
function operationNodes(
  view: OperationView,
  samples: ReturnType<typeof operationSamples>,
  collect: Collector,
  retry: RetryRule,
  noteStart: string,
  internalError?: {description: string; rows: ErrorView[]},
): BlockContent[] {
  const {responses, errors, pathParameters, queryParameters, headerParameters, body} = view;
  const {operationId, method, path, baseUrl, description, auth, authFormat} = view;
  // The description is Markdown, rendered at build time like the fields (./markdown.ts): a fragment the endpoint shows.
  const descriptionId: Record<string, string> = description
    ? {id: collect.add(`${operationId}.description`, () => descriptionPart(description))}
    : {};
  const main: BlockContent[] = [
    element('endpoint', descriptionId, {operationId, method, path, baseUrl, auth, authFormat}),
    heading(2, 'Request'),
  ];
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
      if (fields.length > 0) {
        main.push(
          heading(3, title),
          collect.static(`${operationId}.${id}`, () => fieldList(fields)),
        );
      }
    }
    if (body)
      main.push(
        heading(3, 'Request body'),
        collect.static(`${operationId}.body`, () => bodyPart(body)),
      );
  }
  const side: BlockContent[] = [heading(2, 'Request samples')];
  if (authFormat && authFormat !== 'API key') side.push(credentialNote(noteStart, authFormat));
  side.push(
    element(
      'samples',
      {
        id: collect.add(`${operationId}.samples`, async () =>
          samplePanels(operationId, await samples.code(), collect.varValues),
        ),
      },
      {operationId, languages: samples.languages},
    ),
  );
  const nodes: BlockContent[] = [columns(main, side), heading(2, 'Responses')];
  // The rate-limit headers, on every response: named once, after the first response's headers (./render.ts).
  const shared = sharedHeaders(responses);
  for (const [index, response] of responses.entries()) {
    const title = `${response.status} ${response.title}`.trim();
    const left = [
      heading(3, title),
      collect.static(`${operationId}.response-${response.status}`, () => responsePart(response, shared, index === 0)),
    ];
    const right = response.example
      ? [
          collect.static(`${operationId}.example-${response.status}`, () =>
            example('Example response', response.example!, 'json'),
          ),
        ]
      : [];
    nodes.push(right.length > 0 ? columns(left, right) : container('api-response', left));
  }
  if (errors.length > 0) {
    nodes.push(
      heading(2, 'Errors'),
      element('errors-intro', {}),
      collect.static(`${operationId}.errors`, () => errorsPart(withSharedInternalError(errors, internalError))),
    );
  }
  // The operation's x-retry in openapi.yaml: whether to repeat it, with which key, and what a 500 means.
  nodes.push(
    heading(2, 'Retries'),
    collect.static(`${operationId}.retry`, () => retryPart(retry, method)),
  );
  return nodes;
}

function webhookNodes(view: WebhookView, collect: Collector): BlockContent[] {
  const {event, headers, fields, description, acknowledgement} = view;
  return [
    heading(3, event),
    columns(
      [
        element('webhook', {}, {event}),
        collect.static(`${event}.payload`, () => webhookPart({description, headers, fields})),
        collect.static(`${event}.acknowledgement`, () => descriptionPart(acknowledgement)),
      ],
      [collect.static(`${event}.example`, () => example(`${event} payload`, view.example, 'json', collect.varValues))],
    ),
  ];
}

/** The document's shared `500` (`components.responses.InternalError`), which most operations list as it is. */
function sharedInternalError(document: OpenApiDocument): {description: string; rows: ErrorView[]} | undefined {
  const response = (document.components as {responses?: Record<string, Response>} | undefined)?.responses
    ?.InternalError;
  return response ? {description: response.description.trim(), rows: errorRows('500', response)} : undefined;
}

/** The element a webhook page puts where the signature checker belongs. */
export const CHECKER = 'ApiSignatureChecker';

/** The element a page puts where the table of every operation's retry rule belongs. */
export const RETRY_RULES = 'ApiRetryRules';

/** The element a page puts where the table of every error code belongs (the Errors page). */
const ERROR_CODES = 'ApiErrorCodes';

/** Whether the tree has a JSX element of that name. */
export function hasElement(tree: Node, name: string): boolean {
  let found = false;
  visit(asMdast(tree), (node) => {
    if (isJsxElement(node) && node.name === name) {
      found = true;
      return EXIT;
    }
  });
  return found;
}

/** Key of a page's generated modules: its file path, as a file name. */
export const pageKey = (filePath: string) =>
  filePath
    .replace(/\.mdx?$/, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * Replaces the page's `<ApiOperation>`, `<ApiWebhook>`, `<ApiSignatureChecker>` and `<ApiRetryRules>` with the
 * reference's headings and elements, and adds the imports. Throws with the file and the line on a writer mistake.
 * Renders nothing: the page's static HTML and builders are the expansion's `render`.
 */
export async function expandReferences(
  tree: Node,
  filePath: string,
  document: OpenApiDocument,
): Promise<Expansion | undefined> {
  const root = asMdast(tree);
  const operations = operationsById(document);
  const collect = new Collector(varDefaults(document));
  let expanded = false;
  const webhookEvents: string[] = [];
  const checkers: JsxElement[] = [];
  // The elements to replace, in page order; not their insides (an element is replaced whole).
  const found: Array<{node: JsxElement; parent: Parent}> = [];
  visit(root, (node, _index, parent) => {
    if (!isJsxElement(node) || !parent) return;
    if (node.name === CHECKER) {
      checkers.push(node);
      return SKIP;
    }
    if (node.name === RETRY_RULES || node.name === ERROR_CODES || isReference(node)) {
      found.push({node, parent});
      return SKIP;
    }
  });
  for (const {node, parent} of found) {
    const children = parent.children as RootContent[];
    const index = children.indexOf(node);
    const fail = failAt(filePath, node.position?.start?.line);
    if (node.name === RETRY_RULES) {
      // Every operation's retry rule, from the x-retry of openapi.yaml: never a copy typed on the page.
      const only = attribute(node, 'only');
      if (only !== undefined && only !== 'idempotencyKey') {
        fail(`<${RETRY_RULES} only="${only}"> : only="idempotencyKey" is the one filter.`);
      }
      const retries = orFail(() => operationRetries(document), fail);
      const table = () =>
        only ? retryList(retries.filter((operation) => operation.rule.idempotencyKey)) : retryTable(retries);
      children.splice(index, 1, collect.static('retry-rules', table));
      expanded = true;
      continue;
    }
    if (node.name === ERROR_CODES) {
      // Every error code, from openapi.yaml (./error-codes.ts): a Markdown table, as if typed on the page.
      children.splice(
        index,
        1,
        orFail(() => errorCodesTable(errorCodes(document)), fail),
      );
      continue;
    }
    if (!isReference(node)) continue;
    const id = entryId(node, ELEMENTS[node.name], fail);
    let replacement: BlockContent[];
    let marks: SubjectMarks | undefined;
    // The history goes first on an operation; on an event, after its heading, before its columns.
    let historyAt: number;
    if (node.name === 'ApiOperation') {
      const located = namedOperation(operations, id, node.name, 'operationId', fail);
      const samples = operationSamples(document, located, fail);
      const view = operationView(document, located);
      collect.builder(id, samples.builder);
      marks = subjectMarks(document, 'operation', id);
      if (marks) markOperationFields(view, marks);
      const retry = orFail(() => retryRule(located.operation), fail);
      replacement = operationNodes(
        view,
        samples,
        collect,
        retry,
        credentialNoteStart(document, located),
        sharedInternalError(document),
      );
      historyAt = 0;
    } else {
      const view = namedWebhook(document, id, node.name, fail);
      webhookEvents.push(id);
      marks = subjectMarks(document, 'event', id);
      if (marks) markWebhookFields(view, marks);
      replacement = webhookNodes(view, collect);
      historyAt = 1;
    }
    const history = marks?.marks ?? [];
    if (history.length > 0) {
      replacement.splice(
        historyAt,
        0,
        collect.static(`${id}.history`, (pages) => historyPart(history, pages)),
      );
    }
    children.splice(index, 1, ...replacement);
    expanded = true;
  }
  for (const checker of checkers) {
    const data = checkerData(document, webhookEvents[0]);
    if (!data) failAt(filePath, checker.position?.start?.line)(`<${CHECKER}> needs a webhook in openapi/openapi.yaml.`);
    Object.assign(checker, element('signature-checker', {}, data), {position: checker.position});
    expanded = true;
  }
  if (!expanded) return undefined;
  // A ```js static fence: highlighted here, shown by the page's own fragments (./static-code.ts).
  expandStaticFences(
    root,
    pageKey(filePath),
    (id, part) => collect.add(id, part),
    (id) => element('code', {id}),
    (line, message) => failAt(filePath, line)(message),
  );
  const expansion = collect.expansion();
  const imports = [importNode(COMPONENT_MODULE, COMPONENT_NAME)];
  if (expansion.fragmentIds.length > 0) imports.push(importNode(`${FRAGMENTS_ALIAS}/${pageKey(filePath)}`));
  root.children.unshift(...imports);
  return expansion;
}

/** What the signature checker needs: the header's name, the tolerance, and an example delivery to try. */
function checkerData(
  document: OpenApiDocument,
  event = Object.keys(document.webhooks ?? {})[0],
): PartData['signature-checker'] | undefined {
  const view = event && webhookView(document, event);
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

/**
 * Which guide page renders each operation (`operation:<operationId>`) and webhook event (`webhook:<event>`), by its
 * route (`/developer/api/lead`): the recipes link each step to it. The API reference plugin finds them while it
 * reads the pages (./pages.ts) and writes them into `referencePagesFile` for the recipes' remark plugin.
 */
export type ReferencePages = Record<string, string>;

/** A page's route, from its file relative to the site (`developer/api/lead.mdx` → `/developer/api/lead`). */
export const pageRoute = (filePath: string) => `/${filePath.replace(/\.mdx?$/, '').replace(/\/index$/, '')}`;

/**
 * Where the reference pages go, in Docusaurus's generated-files folder: the plugin has it from its LoadContext; a remark
 * plugin finds the same folder by the name Docusaurus gives it (`.docusaurus`, or DOCUSAURUS_GENERATED_FILES_DIR_NAME,
 * as the base-URL build sets it to build beside the site's own).
 */
export const referencePagesFile = (generatedFilesDir: string) =>
  path.join(generatedFilesDir, 'api-reference', 'reference-pages.json');

/**
 * The reference pages, as the API reference plugin found them in this build (./index.ts writes them before any page
 * compiles): read again for every page that links to them, so that a reload never links to a page that no longer
 * renders the operation.
 */
export function readReferencePages(siteDir: string): ReferencePages {
  const file = referencePagesFile(path.resolve(siteDir, GENERATED_FILES_DIR_NAME));
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as ReferencePages;
  } catch (error) {
    throw new Error(
      `${path.relative(siteDir, file)}: ${(error as Error).message}. The API reference plugin ` +
        "(src/plugins/api-reference) writes it: add it to the site's plugins.",
      {cause: error},
    );
  }
}

/** The options of the remark plugins of the API reference and the recipes (src/plugins/markdown.ts). */
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
    if (hasElement(tree, LAB_ELEMENT)) expandLab(asMdast(tree), (await loadDocument()).dereferenced);
    const expanded = [...Object.keys(ELEMENTS), CHECKER, RETRY_RULES, ERROR_CODES];
    if (!expanded.some((name) => hasElement(tree, name))) return;
    const {dereferenced} = await loadDocument();
    // The page's static HTML and builders are the plugin's (./pages.ts renders the same expansion, and ./index.ts
    // writes it with createData); here the element becomes the reference's headings and elements, and the import.
    await expandReferences(tree, pagePath(file, siteDir), dereferenced);
  };
}
