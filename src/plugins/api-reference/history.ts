/**
 * The API's history in the reference: "New in", "Changed in" and "Deprecated since" marks on an operation or
 * event and on its fields, from the releases of openapi/openapi.yaml (src/api-history/marks.mjs). Each mark
 * is a link to the changelog entry of its date, written into the static HTML: no script, and the words say what
 * the mark means, so colour is never the only cue.
 */
import type {Element, ElementContent} from 'hast';
import {h} from 'hastscript';
import {baseUrl} from '../../../config/env';
import {apiMarks, type Mark, type SubjectMarks} from '../../api-history/marks.mjs';
import {perDocument} from './document';
import type {OpenApiDocument} from './types';
import type {Field, OperationView, WebhookView} from './view';

const WORDS: Record<Mark['kind'], string> = {new: 'New in', changed: 'Changed in', deprecated: 'Deprecated since'};

/** The changelog entry of a date: its heading's id is the date. */
const changelogHref = (date: string) => `${baseUrl}developer/changelog#${date}`;

/** One mark: a link whose text says what happened when. */
export function markElement(mark: Mark): Element {
  return h(
    'a',
    {className: ['api-mark', `api-mark--${mark.kind}`], href: changelogHref(mark.date)},
    `${WORDS[mark.kind]} ${mark.date}`,
  );
}

/**
 * The marks of an operation or event, above its reference (./remark.ts adds it when there are any). A deprecated
 * one links to its replacement's page, from the pages that render each operation, by route
 * (`operation:<operationId>` → `/developer/api/lead`, ./remark.ts `ReferencePages`).
 */
export function historyPart(marks: Mark[], referencePages: Record<string, string>): Element {
  const children: ElementContent[] = [];
  for (const mark of marks) {
    if (children.length > 0) children.push({type: 'text', value: ' '});
    children.push(markElement(mark));
    if (mark.kind === 'deprecated' && mark.replacement) {
      const route = referencePages[`operation:${mark.replacement}`];
      const name = h('code', mark.replacement);
      children.push(
        {type: 'text', value: ': use '},
        route ? h('a', {href: `${baseUrl}${route.slice(1)}`}, [name]) : name,
        {type: 'text', value: ' instead.'},
      );
    }
  }
  return h('p', {className: ['api-history']}, children);
}

/** The field a dotted name (`visitor.verified`, `data[].id`) names in a view's list, if it is shown. */
function findField(fields: Field[], name: string): Field | undefined {
  const [first, ...rest] = name.replace(/\[\]/g, '').replace(/\.\*/g, '').split('.');
  const field = fields.find((item) => item.name === first);
  if (!field || rest.length === 0) return field;
  return findField(field.children?.fields ?? [], rest.join('.'));
}

function markFields(fields: Field[], section: string, marks: SubjectMarks) {
  for (const [key, list] of marks.fields) {
    const [keySection, name] = key.split('|');
    if (keySection !== section) continue;
    const field = findField(fields, name);
    if (field) field.marks = list;
  }
}

/** The releases' marks, read again with the document when the development server reloads (./document.ts). */
const releaseMarks = perDocument(() => apiMarks());

/** The marks of an operation or event (`operation <operationId>`, `event <name>`) from the releases. */
export function subjectMarks(
  document: OpenApiDocument,
  kind: 'operation' | 'event',
  id: string,
): SubjectMarks | undefined {
  return releaseMarks(document).get(`${kind} ${id}`);
}

/** Puts each field's marks on the view's fields, where the reference lists them. */
export function markOperationFields(view: OperationView, marks: SubjectMarks): void {
  markFields(view.pathParameters, 'path parameter', marks);
  markFields(view.queryParameters, 'query parameter', marks);
  markFields(view.headerParameters, 'header parameter', marks);
  if (view.body) markFields(view.body.fields, 'request body', marks);
  for (const response of view.responses) {
    markFields(response.fields, `response ${response.status}`, marks);
    markFields(response.headers, `response ${response.status} header`, marks);
  }
}

export function markWebhookFields(view: WebhookView, marks: SubjectMarks): void {
  markFields(view.headers, 'header', marks);
  markFields(view.fields, 'payload', marks);
}
