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

function fieldItem(field: Field): Element {
  const body: ElementContent[] = [...markdownBlocks(field.description)];
  if (field.enum) {
    const allowed = field.type.startsWith('array') ? 'Each item one of' : 'One of';
    body.push(h('p', {className: ['api-field__values']}, [`${allowed} `, ...listOf(field.enum), '.']));
  }
  if (field.pattern) body.push(h('p', ['Matches ', h('code', field.pattern), '.']));
  if (field.children && field.children.fields.length > 0) {
    const {of, fields, description} = field.children;
    body.push(
      h('details', {className: ['api-field__nested']}, [
        h('summary', [`${CHILDREN_OF[of]} `, h('code', field.name), ` (${fields.length})`]),
        ...markdownBlocks(description ?? ''),
        fieldList(fields),
      ]),
    );
  }
  return h('li', {className: ['api-field']}, [fieldLine(field), ...body]);
}

/** Parameters, headers, body fields, response fields and payload fields: one list, nested fields in place. */
export function fieldList(fields: Field[]): Element {
  return h('ul', {className: ['api-fields']}, fields.map(fieldItem));
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
    ...(body.fields.length > 0 ? [fieldList(body.fields)] : []),
  ]);
}

export function responsePart(response: ResponseView): Element {
  return h('div', [
    ...markdownBlocks(response.description),
    ...(response.headers.length > 0
      ? [h('p', {className: ['api-subtitle']}, 'Headers'), fieldList(response.headers)]
      : []),
    ...(response.fields.length > 0 ? [fieldList(response.fields)] : []),
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
    fieldList(webhook.fields),
  ]);
}

export const html = (node: Element | Element[]): string =>
  toHtml(Array.isArray(node) ? {type: 'root', children: node} : node);
