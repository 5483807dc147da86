/**
 * The static parts of the API reference, rendered to HTML at build time: field lists, samples, examples, errors.
 * The page shows this HTML as it is (src/components/ApiReference/Static.tsx): React does not hydrate it, readers
 * without JavaScript and crawlers get all of it, and the Markdown twins (src/plugins/llms) are made from it.
 *
 * Class names start with `api-` and are styled by src/components/ApiReference/styles.css.
 */
import type {Element, ElementContent} from 'hast';
import {toHtml} from 'hast-util-to-html';
import {h} from 'hastscript';
import {codeBlock, marksFor} from './highlight';
import {baseUrl} from '../../../config/env';
import {markElement} from './history';
import {markdownBlocks} from './markdown';
import type {ErrorView, Field, OperationView, ResponseView, Sample, WebhookView} from './view';

/**
 * A comma that screen readers and the Markdown twins read between the parts of a field's line; the eye gets
 * the spacing instead.
 */
const separator = () => h('span', {className: ['api-sr-only']}, ', ');

/** Each part of the line is one unbreakable unit (styles.css): the line wraps between parts, never inside one. */
function fieldLine(field: Field): Element {
  const parts: Element[] = [h('code', {className: ['api-field__name']}, field.name)];
  if (field.type) parts.push(h('span', {className: ['api-field__type']}, field.type));
  if (field.required) parts.push(h('span', {className: ['api-field__required']}, 'required'));
  for (const constraint of field.constraints) parts.push(h('span', {className: ['api-field__limit']}, constraint));
  if (field.const !== undefined) {
    parts.push(h('span', {className: ['api-field__limit']}, ['always ', h('code', field.const)]));
  }
  if (field.default !== undefined) {
    parts.push(h('span', {className: ['api-field__limit']}, ['default ', h('code', field.default)]));
  }
  for (const mark of field.marks ?? []) parts.push(markElement(mark));
  const children = parts.flatMap((part, index) => (index > 0 ? [separator(), part] : [part]));
  return h('div', {className: ['api-field__line']}, children);
}

const CHILDREN_OF: Record<NonNullable<Field['children']>['of'], string> = {
  object: 'Fields of',
  item: 'Fields of each item of',
  value: 'Fields of each value of',
};

/** Values as code, comma-separated. */
const listOf = (values: string[]): ElementContent[] =>
  values.flatMap((value, index) => (index > 0 ? [{type: 'text', value: ', '}, h('code', value)] : [h('code', value)]));

/**
 * Which nested field lists a list has rendered, to render a schema used twice in it once (review 39 #3: Message a
 * chatbot expanded the Message schema for `question` and again for `answer`). Two lists are the same schema when
 * their fields are, the release marks apart; the later one links to the first, whose `details` gets an id made of
 * `prefix` and the field's path.
 */
type Shown = {prefix: string; seen: Map<string, {id: string; name: string}>; repeated: Set<string>};

/** A nested list's fields as a key: names, types, rules and descriptions, without release marks. */
const schemaKey = (fields: Field[]): string =>
  JSON.stringify(fields, (key, value: unknown) => (key === 'marks' ? undefined : value));

/** The keys of the nested lists that `fields` holds more than once, at any depth. */
function repeatedLists(fields: Field[]): Set<string> {
  const counts = new Map<string, number>();
  const count = (list: Field[]) => {
    for (const field of list) {
      if (!field.children || field.children.fields.length === 0) continue;
      const key = schemaKey(field.children.fields);
      const seen = counts.get(key) ?? 0;
      counts.set(key, seen + 1);
      // A second use is not rendered, so the lists inside it are not used again.
      if (seen === 0) count(field.children.fields);
    }
  };
  count(fields);
  return new Set([...counts].filter(([, n]) => n > 1).map(([key]) => key));
}

function fieldItem(field: Field, shown?: Shown, path: string[] = []): Element {
  const body: ElementContent[] = [...markdownBlocks(field.description)];
  if (field.enum) {
    const allowed = field.type.startsWith('array') ? 'Each item one of' : 'One of';
    body.push(h('p', {className: ['api-field__values']}, [`${allowed} `, ...listOf(field.enum), '.']));
  }
  if (field.pattern) body.push(h('p', ['Matches ', h('code', field.pattern), '.']));
  if (field.children && field.children.fields.length > 0) {
    const {of, fields, description} = field.children;
    const key = schemaKey(fields);
    const first = shown?.seen.get(key);
    // Only a list used again gets an id: the others render as before, byte for byte.
    const id = shown?.repeated.has(key) ? [shown.prefix, ...path, field.name].join('-') : undefined;
    if (first) {
      // The same fields as a list above: one line that links to it, instead of the list again.
      body.push(
        h('p', {className: ['api-field__same']}, [
          `${CHILDREN_OF[of]} `,
          h('code', field.name),
          ` (${fields.length}): the same as `,
          h('a', {href: `#${first.id}`}, [h('code', first.name)]),
          ' above.',
        ]),
      );
    } else {
      if (shown && id) shown.seen.set(key, {id, name: field.name});
      body.push(
        h('details', {className: ['api-field__nested'], ...(id ? {id} : {})}, [
          h('summary', [`${CHILDREN_OF[of]} `, h('code', field.name), ` (${fields.length})`]),
          ...markdownBlocks(description ?? ''),
          fieldList(fields, shown, [...path, field.name]),
        ]),
      );
    }
  }
  return h('li', {className: ['api-field']}, [fieldLine(field), ...body]);
}

/**
 * Parameters, headers, body fields, response fields and payload fields: one list, nested fields in place. With an
 * id `prefix`, a nested schema the list holds twice is rendered once and its second use links to the first.
 */
export function fieldList(fields: Field[], shown?: Shown | string, path: string[] = []): Element {
  const scope = typeof shown === 'string' ? {prefix: shown, seen: new Map(), repeated: repeatedLists(fields)} : shown;
  return h(
    'ul',
    {className: ['api-fields']},
    fields.map((field) => fieldItem(field, scope, path)),
  );
}

export function bodyPart(body: NonNullable<OperationView['body']>): Element {
  // The description's first paragraph goes on in the content type's; any more paragraphs or a list follow it.
  const [first, ...rest] = markdownBlocks(body.description);
  const opening = first?.type === 'element' && first.tagName === 'p' ? first.children : [];
  const after = first && opening.length === 0 ? [first, ...rest] : rest;
  return h('div', [
    h('p', [
      'Content type ',
      h('code', body.mediaType),
      `, ${body.required ? 'required' : 'optional'}.`,
      ...(opening.length > 0 ? [{type: 'text', value: ' '} as const, ...opening] : []),
    ]),
    ...after,
    ...(body.fields.length > 0 ? [fieldList(body.fields, 'body')] : []),
  ]);
}

/**
 * The rate-limit headers: the document lists them on every response of every operation (request-id.test.ts), and
 * the developer overview's "Rate limits" says what they mean. A page says so once, not under each response (review
 * 46 #3a: three headers, each with its release mark, under every response of every page).
 */
export const RATE_LIMIT_HEADERS = ['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset'];

/** The headers of `names` that every one of an operation's responses lists: those its page names once. */
export const sharedHeaders = (responses: ResponseView[], names = RATE_LIMIT_HEADERS): string[] =>
  responses.length === 0
    ? []
    : names.filter((name) => responses.every((response) => response.headers.some((header) => header.name === name)));

/** The line that names the shared headers once, with their release marks once (the newest first, none twice). */
function sharedHeadersLine(names: string[], marks: NonNullable<Field['marks']>): Element {
  const once = [...new Map(marks.map((mark) => [`${mark.kind} ${mark.date}`, mark])).values()];
  return h('p', [
    'Every response of this operation, errors included, also carries ',
    ...listOf(names).map((node, index, all) =>
      // "a, b and c": the last comma of the list becomes "and".
      index === all.length - 2 && node.type === 'text' ? {type: 'text' as const, value: ' and '} : node,
    ),
    ': see ',
    h('a', {href: `${baseUrl}developer#rate-limits`}, 'Rate limits'),
    '.',
    ...once.flatMap((mark) => [{type: 'text' as const, value: ' '}, markElement(mark)]),
  ]);
}

/**
 * A response: its description, its headers and its body's fields. When it has both, each list has its label (review
 * 42 #4: the body's fields followed the headers unlabelled); a body alone needs none. Static HTML: no script.
 * The `shared` headers (./render.ts `sharedHeaders`) are left out of the list; with `sayShared` (the page's first
 * response), one line after the list names them.
 */
export function responsePart(response: ResponseView, shared: string[] = [], sayShared = false): Element {
  const own = response.headers.filter((header) => !shared.includes(header.name));
  const sharedMarks = response.headers
    .filter((header) => shared.includes(header.name))
    .flatMap((header) => header.marks ?? []);
  const line = sayShared && shared.length > 0 ? [sharedHeadersLine(shared, sharedMarks)] : [];
  const hasHeaders = own.length > 0 || line.length > 0;
  const both = hasHeaders && response.fields.length > 0;
  return h('div', [
    ...markdownBlocks(response.description),
    ...(hasHeaders
      ? [h('p', {className: ['api-subtitle']}, 'Headers'), ...(own.length > 0 ? [fieldList(own)] : []), ...line]
      : []),
    ...(both ? [h('p', {className: ['api-subtitle']}, 'Body')] : []),
    ...(response.fields.length > 0 ? [fieldList(response.fields, `response-${response.status}`)] : []),
  ]);
}

/** A description on its own (an operation's, under its endpoint line; a webhook's acknowledgement). */
export const descriptionPart = (text: string): Element =>
  h('div', {className: ['api-description']}, markdownBlocks(text));

/** A titled code block (an example response or payload). */
export function example(title: string, code: string, language: string, values: Record<string, string> = {}): Element {
  return h('figure', {className: ['api-example']}, [
    h('figcaption', {className: ['api-example__title']}, title),
    codeBlock(code, language, marksFor(code, values)),
  ]);
}

/**
 * The `500 internal_error` every operation lists, from the document's shared response (`InternalError`): its example's
 * advice is the same long paragraph on every page, and says what the page's own Retries section says for that
 * operation (review 46 #3a). Such a row reads as the response's description and a link to that section; a 500 of
 * its own (the payment Events URL's) keeps its words.
 */
export function withSharedInternalError(
  errors: ErrorView[],
  shared: {description: string; rows: ErrorView[]} | undefined,
): ErrorView[] {
  if (!shared?.description) return errors;
  return errors.map((error) =>
    shared.rows.some((row) => row.status === error.status && row.code === error.code && row.summary === error.summary)
      ? {
          ...error,
          summary: `${shared.description} [Retries](#retries) says how to send it again; quote \`request_id\` to support if it persists.`,
        }
      : error,
  );
}

/** The errors an operation can answer with, as a list like the fields (a table squeezes on a phone). */
export function errorsPart(errors: ErrorView[]): Element {
  return h(
    'ul',
    {className: ['api-fields', 'api-errors']},
    errors.map((error) =>
      h('li', {className: ['api-field']}, [
        h('div', {className: ['api-field__line']}, [
          h('span', {className: ['api-field__status']}, `${error.status} ${error.title}`.trim()),
          ...(error.code ? [separator(), h('code', {className: ['api-field__name']}, error.code)] : []),
        ]),
        ...markdownBlocks(error.summary),
      ]),
    ),
  );
}

/** Element ids of a sample's tab and panel; the tab list is rendered by React (Samples.tsx) with the same ids. */
export const sampleIds = (operationId: string, sampleId: string) => ({
  tab: `${operationId}-tab-${sampleId}`,
  panel: `${operationId}-panel-${sampleId}`,
});

/**
 * The request samples, one panel per language, cURL shown first. Values the reader can set are marked
 * (`data-var`), so that the page shows the reader's own.
 */
export function samplePanels(operationId: string, samples: Sample[], values: Record<string, string>): Element[] {
  return samples.map((sample, index) => {
    const ids = sampleIds(operationId, sample.id);
    return h(
      'div',
      {
        className: ['api-sample'],
        role: 'tabpanel',
        id: ids.panel,
        ariaLabelledBy: ids.tab,
        dataSample: sample.id,
        hidden: index > 0,
      },
      [codeBlock(sample.code, sample.language, marksFor(sample.code, values))],
    );
  });
}

export function webhookPart(webhook: Pick<WebhookView, 'description' | 'headers' | 'fields'>): Element {
  return h('div', [
    ...markdownBlocks(webhook.description),
    h('p', {className: ['api-subtitle']}, 'Headers'),
    fieldList(webhook.headers),
    h('p', {className: ['api-subtitle']}, 'Payload'),
    fieldList(webhook.fields, 'payload'),
  ]);
}

export const html = (node: Element | Element[]): string =>
  toHtml(Array.isArray(node) ? {type: 'root', children: node} : node);
