/**
 * A recipe page (developer/recipes/), expanded into its steps from the OpenAPI document: what the recipes' remark
 * plugin (src/plugins/recipes/remark.ts) puts in the page, and what this plugin renders for it (./pages.ts).
 *
 * A writer chains operations and webhook deliveries, and names the values that flow between them:
 *
 *   <RecipeStep operation="createChatSession" returns="session_id=id">
 *   Why this step, in a sentence.
 *   </RecipeStep>
 *
 *   <RecipeStep operation="messageChatbot" uses="session_id" body='{"content": "Do you deliver on Saturdays?"}' />
 *
 *   <RecipeStep operation="listLeads" query='{"updated_after": "2026-11-21T10:05:30Z"}' />
 *
 *   <RecipeWebhook event="lead.created" returns="session_id=data.lead.session_id" />
 *
 *   <RecipeStep operation="getChatSession" uses="session_id" example="SessionTakenOverByAgent" />
 *
 * `title` names the reader's task in the step's heading (the operation's summary, or "Receive <event>", without it);
 * `anchor` keeps the heading's id as it was before a new title (`anchor="step-1-list-google-sheet-sources"`), so that
 * links to the step still land on it.
 *
 * `example` names one of the document's `components.x-recipe-examples` to show as the step's response or payload, where
 * the operation's or event's own example shows another case (an event's must be of the step's event type).
 * A value a step uses is the one an earlier step returned: the samples show that step's example value in its place
 * until the reader sets their own.
 *
 * Each step becomes a `###` heading, the call and a link to its reference page, the writer's text, the request
 * samples in every sample language (generated as on the reference pages, ./snippets.ts)
 * and the example response or payload. A value a step returns is marked in the later steps' samples, so that the
 * page fills it in (src/components/Recipe). The build fails, naming the file and the line, on an unknown
 * operation or event, a value no earlier step returns, a path that leads nowhere in the example response, a
 * value that the step's request does not hold, or an operation used twice on one page. The samples, responses and
 * builders are rendered by the API reference plugin, once per build (./pages.ts).
 */
import type {PhrasingContent} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx';
import {SKIP, visit} from 'unist-util-visit';
import {
  labelOfValue,
  parseReturns,
  parseUses,
  returnedProblem,
  returnedValue,
  type Returned,
} from '../../components/Recipe/flow';
import {importNode} from '../mdx-import';
import {example, samplePanels} from './render';
import {
  asMdast,
  attribute,
  Collector,
  entryId,
  failAt,
  FRAGMENTS_ALIAS,
  findReferences,
  hasElement,
  heading,
  isJsxElement,
  jsxElement,
  namedOperation,
  namedWebhook,
  operationSamples,
  pageKey,
  type Expansion,
  type JsxElement,
  type Node,
  type ReferencePages,
} from './remark';
import {harRequest} from './snippets';
import {expandStaticFences} from './static-code';
import type {OpenApiDocument} from './types';
import {varDefaults} from './vars';
import {operationsById, operationView, type Located} from './view';

const RECIPE_COMPONENT = 'Recipe';
const RECIPE_MODULE = '@site/src/components/Recipe';
const STEP = 'RecipeStep';
const WEBHOOK = 'RecipeWebhook';

const isStep = (node: {type: string}): node is JsxElement =>
  isJsxElement(node) && (node.name === STEP || node.name === WEBHOOK);

/** Whether the page has a recipe step. */
export const hasRecipe = (tree: Node) => hasElement(tree, STEP) || hasElement(tree, WEBHOOK);

/** `<Recipe part=… id=… data=…>`. */
const recipeElement = (part: string, id: string, data: unknown) =>
  jsxElement(RECIPE_COMPONENT, {part, id, data: JSON.stringify(data)});

/** One step as the writer wrote it, checked. */
type Step = {
  node: JsxElement;
  line: number | undefined;
  number: number;
  kind: 'operation' | 'webhook';
  id: string;
  title: string;
  /** The heading's id, when the writer keeps an earlier one (`anchor`); else Docusaurus slugs the heading. */
  anchor?: string;
  located?: Located;
  returns: Array<Returned & {example: string}>;
  uses: string[];
  body?: unknown;
  /** The writer's query values, sent by the step's samples in place of the document's examples (`null`: left out). */
  query?: Record<string, string | null>;
  /** The example response or payload, pretty-printed. */
  response: string | null;
  status: string;
};

/** The operation with the writer's request body as its example, for a step that sends its own. */
function withBody(located: Located, body: unknown): Located {
  const content = located.operation.requestBody?.content ?? {};
  const [mediaType, media] = Object.entries(content)[0] ?? [];
  if (!mediaType || !media) return located;
  return {
    ...located,
    operation: {
      ...located.operation,
      requestBody: {
        ...located.operation.requestBody!,
        content: {[mediaType]: {...media, example: body, examples: undefined}},
      },
    },
  };
}

/**
 * The operation with the writer's query values as its parameters' examples, for a step that sends its own (a filter
 * the step's text asks the reader to set). Each name must be a query parameter of the operation; `null` leaves the
 * parameter out of the samples (a filter the step must not set, such as `channel` when every channel counts).
 */
function withQuery(located: Located, query: Record<string, string | null>, fail: (message: string) => never): Located {
  const parameters = located.operation.parameters ?? [];
  const known = parameters.filter((item) => item.in === 'query').map((item) => item.name);
  for (const name of Object.keys(query)) {
    if (!known.includes(name)) {
      fail(
        `${located.operation.operationId} has no query parameter "${name}" in query="…"` +
          `${known.length > 0 ? ` (it takes ${known.join(', ')})` : ' (it takes none)'}. Fix the name.`,
      );
    }
  }
  return {
    ...located,
    operation: {
      ...located.operation,
      parameters: parameters.map((item) =>
        item.in === 'query' && Object.hasOwn(query, item.name)
          ? {...item, example: query[item.name] ?? undefined}
          : item,
      ),
    },
  };
}

/** The text a step's samples are written from (its HAR request): a value that is not in it is in no sample. */
function requestText(document: OpenApiDocument, located: Located): string {
  const {url, queryString, headers, postData} = harRequest(document, located);
  return [
    url,
    ...queryString.map((item) => item.value),
    ...headers.map((item) => item.value),
    postData?.text ?? '',
    ...(postData?.params ?? []).map((item) => item.value ?? item.fileName ?? ''),
  ].join('\n');
}

/**
 * The page's steps as the writer wrote them, checked in page order (a step uses only what an earlier one returns),
 * and the value each name stands for in the samples: the reader's value's example, or the example that returned it.
 */
function readSteps(
  nodes: JsxElement[],
  document: OpenApiDocument,
  filePath: string,
): {steps: Step[]; marked: Record<string, string>} {
  const operations = operationsById(document);
  const steps: Step[] = [];
  const marked: Record<string, string> = {...varDefaults(document)};
  const returnedBy = new Map<string, number>();
  const usedOperations = new Map<string, number | undefined>();
  for (const node of nodes) {
    const line = node.position?.start?.line;
    const fail = failAt(filePath, line);
    const number = steps.length + 1;
    const kind = node.name === STEP ? 'operation' : 'webhook';
    const id = entryId(node, kind === 'operation' ? 'operation' : 'event', fail);
    let located: Located | undefined;
    let response: string | null;
    let status: string;
    let title: string;
    let body: unknown;
    let query: Record<string, string | null> | undefined;
    if (kind === 'operation') {
      located = namedOperation(operations, id, STEP, 'operation', fail);
      if (usedOperations.has(id)) {
        fail(`${id} is already step ${usedOperations.get(id)} of this recipe. Use each operation once per recipe.`);
      }
      usedOperations.set(id, number);
      const bodyText = attribute(node, 'body');
      if (bodyText !== undefined) {
        try {
          body = JSON.parse(bodyText);
        } catch (error) {
          fail(`the body="…" of <${STEP}> is not JSON (${(error as Error).message}). Write the request body as JSON.`);
        }
        if (!located.operation.requestBody) fail(`${id} takes no request body: remove body="…".`);
        located = withBody(located, body);
      }
      const queryText = attribute(node, 'query');
      if (queryText !== undefined) {
        let parsed: unknown;
        try {
          parsed = JSON.parse(queryText);
        } catch (error) {
          fail(`the query="…" of <${STEP}> is not JSON (${(error as Error).message}). Write the query as JSON.`);
        }
        if (
          !parsed ||
          typeof parsed !== 'object' ||
          Array.isArray(parsed) ||
          Object.values(parsed).some((value) => typeof value !== 'string' && value !== null)
        ) {
          fail(
            `the query="…" of <${STEP}> must be a JSON object of strings (null leaves a parameter out), ` +
              `such as '{"updated_after": "…", "channel": null}'.`,
          );
        }
        query = parsed as Record<string, string | null>;
        located = withQuery(located, query, fail);
      }
      const view = operationView(document, located);
      const success = view.responses.find((item) => item.example) ?? view.responses[0];
      response = success?.example ?? null;
      status = success?.status ?? '';
      title = attribute(node, 'title') ?? located.operation.summary ?? id;
    } else {
      response = namedWebhook(document, id, WEBHOOK, fail).example;
      status = '';
      title = attribute(node, 'title') ?? `Receive ${id}`;
    }
    const exampleName = attribute(node, 'example');
    if (exampleName !== undefined) {
      const named = document.components?.['x-recipe-examples'] ?? {};
      const value = named[exampleName]?.value;
      if (value === undefined) {
        fail(
          `example="${exampleName}" is not one of the examples of openapi/openapi.yaml's components.x-recipe-examples ` +
            `(${Object.keys(named).join(', ') || 'none'}). Add it there, or fix the name.`,
        );
      }
      const type = (value as {type?: unknown}).type;
      if (kind === 'webhook' && type !== id) {
        fail(`example="${exampleName}" is a ${String(type)} payload, not ${id}. Pick an example of this event.`);
      }
      response = JSON.stringify(value, null, 2);
    }

    const uses = parseUses(attribute(node, 'uses'));
    for (const name of uses) {
      if (!returnedBy.has(name)) {
        const known = [...returnedBy.keys()];
        fail(
          `step ${number} (${id}) uses "${name}", which no earlier step returns` +
            `${known.length > 0 ? ` (earlier steps return ${known.join(', ')})` : ' (no earlier step returns a value)'}. ` +
            `Add returns="${name}=<path in the response>" to the step whose response holds it, or fix the name.`,
        );
      }
    }

    const returns: Step['returns'] = [];
    for (const item of parseReturns(attribute(node, 'returns'))) {
      const problem = returnedProblem(item);
      if (problem) fail(`returns="${item.name}=${item.path}": ${problem}`);
      const value = response === null ? undefined : returnedValue(JSON.parse(response), item.path);
      if (value === undefined) {
        fail(
          `returns="${item.name}=${item.path}": the example ${kind === 'operation' ? 'response' : 'payload'} of ${id} ` +
            `has no text at ${item.path}. Name the path to an ID in it (keys and indexes joined by dots).`,
        );
      }
      returns.push({...item, example: value!});
    }
    const anchor = attribute(node, 'anchor');
    if (anchor !== undefined && !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(anchor)) {
      fail(
        `anchor="${anchor}" is not a heading id: use lowercase letters, digits and hyphens, as the old heading's id.`,
      );
    }
    steps.push({node, line, number, kind, id, title, anchor, located, returns, uses, body, query, response, status});
    for (const item of returns) {
      returnedBy.set(item.name, number);
      marked[item.name] ??= item.example;
    }
  }
  return {steps, marked};
}

/** What each step's nodes need from its page. */
type RecipePage = {
  filePath: string;
  document: OpenApiDocument;
  steps: Step[];
  marked: Record<string, string>;
  referencePages: ReferencePages;
  collect: Collector;
};

/**
 * Replaces a step with its nodes: a `###` heading, the call and a link to its reference page, the writer's text, the
 * samples and the response (fragments the page's module registers, rendered by `render` only).
 */
function replaceStep(step: Step, page: RecipePage): void {
  const {filePath, document, steps, marked, referencePages, collect} = page;
  const {number, id} = step;
  const fail = failAt(filePath, step.line);
  const usedBy = (name: string) => steps.filter((other) => other.uses.includes(name)).map((other) => other.number);
  const reference = referencePages[`${step.kind}:${id}`];
  const call: PhrasingContent[] =
    step.kind === 'operation'
      ? [{type: 'inlineCode', value: `${step.located!.method.toUpperCase()} ${step.located!.path}`}]
      : [
          {type: 'text', value: 'A POST to your endpoint, event '},
          {type: 'inlineCode', value: id},
        ];
  if (reference) {
    call.push(
      {type: 'text', value: '. Reference: '},
      {
        type: 'link',
        url: reference,
        children: [{type: 'text', value: step.kind === 'operation' ? (step.located!.operation.summary ?? id) : id}],
      },
    );
  }
  const children: MdxJsxFlowElement['children'] = [
    // An anchor the writer keeps is the heading's id (Docusaurus's heading ids take an id already set).
    step.anchor
      ? {...heading(3, `Step ${number}: ${step.title}`), data: {hProperties: {id: step.anchor}}}
      : heading(3, `Step ${number}: ${step.title}`),
    {type: 'paragraph', children: call},
  ];
  // A step's own text: flow content (a step is a flow element on its own lines).
  children.push(...((step.node.children ?? []) as MdxJsxFlowElement['children']));

  if (step.kind === 'operation') {
    const located = step.located!;
    const request = requestText(document, located);
    for (const name of step.uses) {
      if (!request.includes(marked[name]!)) {
        fail(
          `step ${number} (${id}) uses "${name}", but its request has no ${marked[name]} to fill in. Use it only ` +
            'in a step whose path, query or body takes it.',
        );
      }
    }
    // Fragment ids are one namespace for the whole site (every page's fragments register in one registry while
    // pages render): the page's key keeps two recipes' step 2 apart.
    const samples = operationSamples(document, located, fail);
    // A value the step uses shows as the earlier step's example returned it, not as the document's own example,
    // so that the samples carry the ID the page said the earlier step returns.
    const returnedValues = Object.fromEntries(
      steps
        .filter((other) => other.number < number)
        .flatMap((other) => other.returns.map((item) => [item.name, item.example])),
    );
    const stepMarked = {...marked};
    const swaps: Array<[string, string]> = [];
    for (const name of step.uses) {
      const returned = returnedValues[name];
      if (returned !== undefined && returned !== marked[name]) {
        swaps.push([marked[name]!, returned]);
        stepMarked[name] = returned;
      }
    }
    const samplesId = collect.add(`recipe-${pageKey(filePath)}-${number}.samples`, async () =>
      samplePanels(
        id,
        (await samples.code()).map((sample) => ({
          ...sample,
          code: swaps.reduce((code, [from, to]) => code.replaceAll(from, to), sample.code),
        })),
        stepMarked,
      ),
    );
    collect.builder(id, samples.builder);
    children.push(
      recipeElement('samples', samplesId, {
        operationId: id,
        languages: samples.languages,
        // What earlier steps' example responses return: the page shows these until the reader sets their own.
        defaults: returnedValues,
      }),
    );
  }
  const responseId = `recipe-${pageKey(filePath)}-${number}.response`;
  const caption = step.kind === 'operation' ? `Example response ${step.status}`.trim() : `${id} payload`;
  const response = step.response;
  if (response !== null) collect.add(responseId, () => example(caption, response, 'json'));
  children.push(
    recipeElement('response', responseId, {
      step: number,
      kind: step.kind,
      hasExample: step.response !== null,
      returns: step.returns.map((item) => ({...item, label: labelOfValue(item.name), usedBy: usedBy(item.name)})),
    }),
  );
  const replacement = jsxElement(
    'div',
    {
      className: 'recipe-step',
      'data-recipe-step': String(number),
      [`data-${step.kind}`]: id,
      'data-returns': JSON.stringify(step.returns.map(({name, path: at}) => ({name, path: at}))),
      'data-uses': step.uses.join(' '),
      // The step's own query values (`null`: left out), for the page's Markdown twin: its samples are not the
      // reference page's.
      ...(step.query ? {'data-query': JSON.stringify(step.query)} : {}),
    },
    children,
  );
  Object.assign(step.node, replacement, {position: step.node.position});
}

/**
 * Replaces a recipe page's steps with their headings and elements, and adds the imports. Throws with the file and
 * the line on a writer mistake. Renders nothing: the samples, responses and builders are the expansion's `render`.
 */
export async function expandRecipe(
  tree: Node,
  filePath: string,
  document: OpenApiDocument,
  referencePages: ReferencePages,
): Promise<Expansion | undefined> {
  const root = asMdast(tree);
  // The steps, in page order; not their insides (a step is replaced whole).
  const found: JsxElement[] = [];
  visit(root, (node) => {
    if (!isStep(node)) return;
    found.push(node);
    return SKIP;
  });
  if (found.length === 0) return undefined;
  const references = findReferences(tree);
  if (references.length > 0) {
    const fail = failAt(filePath, references[0]!.line);
    fail('a recipe page cannot render the API reference too: link to the reference page instead.');
  }
  const {steps, marked} = readSteps(found, document, filePath);
  const collect = new Collector(marked);
  for (const step of steps) replaceStep(step, {filePath, document, steps, marked, referencePages, collect});
  // A ```js static fence (a complete program the steps make): highlighted here, shown with the steps' fragments.
  expandStaticFences(
    root,
    pageKey(filePath),
    (id, part) => collect.add(id, part),
    (id) => recipeElement('code', id, {}),
    (line, message) => failAt(filePath, line)(message),
  );
  root.children.unshift(
    importNode(RECIPE_MODULE, RECIPE_COMPONENT),
    importNode(`${FRAGMENTS_ALIAS}/${pageKey(filePath)}`),
  );
  return collect.expansion();
}
