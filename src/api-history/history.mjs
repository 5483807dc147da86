/**
 * The API's history: the released versions of openapi/openapi.yaml (openapi/releases/), what changed between
 * each release and the one before, and what the working document changes since the last release.
 *
 * The structural diff is api-smart-diff's (it resolves `$ref`s, matches operations, parameters and schema
 * properties, and says which changes break a client). On top of it, `classify` applies this project's rules for
 * the changelog and the check, as the changelog's "How changes are announced" states them: an operation, event,
 * field or enum value removed, a field made required in a request, and a request type or constraint narrowed are
 * breaking; new operations, events, fields and enum values (also in responses, since clients must ignore what
 * they do not know) are not. Descriptions and examples are not changes of the API.
 *
 * Plain JavaScript, so that the command-line tool (scripts/api-history/cli.mjs) runs it on Node without a build
 * step; the API reference's plugin imports it for the "new in" marks. The site owns it, the tool imports it.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {merge} from 'allof-merge';
import {apiCompare} from 'api-smart-diff';
import {parseYaml} from '@redocly/openapi-core';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const DOCUMENT = 'openapi/openapi.yaml';
export const RELEASES_DIR = 'openapi/releases';
export const RELEASES_INDEX = `${RELEASES_DIR}/index.yaml`;
export const NOTES_DIR = `${RELEASES_DIR}/notes`;
export const CHANGELOG = 'developer/changelog.mdx';
/** The command that releases the working document; the check's message and the README repeat it. */
export const RELEASE_COMMAND = 'npm run api:release -- --date YYYY-MM-DD';
export const DATE = /^\d{4}-\d{2}-\d{2}$/;

const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);
/** Schema keywords whose change makes a value accepted before be refused now, or the reverse. */
const CONSTRAINTS = new Set([
  'type',
  'format',
  'maxLength',
  'minLength',
  'maximum',
  'minimum',
  'exclusiveMaximum',
  'exclusiveMinimum',
  'maxItems',
  'minItems',
  'pattern',
  'const',
  'multipleOf',
]);

/**
 * @typedef {{
 *   date: string,
 *   source: string,
 *   breaking: string[],
 * }} ReleaseEntry
 *
 * @typedef {{
 *   kind: 'operation' | 'event',
 *   id: string,
 *   label: string,
 * }} Subject
 *
 * @typedef {{
 *   change:
 *     | 'added' | 'removed' | 'deprecated' | 'required' | 'enum-added' | 'enum-removed'
 *     | 'narrowed' | 'changed',
 *   breaking: boolean,
 *   subject: Subject,
 *   field?: {section: string, name: string},
 *   replacement?: string,
 *   shared?: {schema: string, name: string},
 *   wholeHeaders?: true,
 *   text: string,
 * }} Change
 */

/** Parses a document's text (tokens such as %API_BASE_URL% stay as they are: both sides have them). */
export const parseDocument = (text) => /** @type {Record<string, any>} */ (parseYaml(text));

/** The release entries of openapi/releases/index.yaml, oldest first. */
export function readReleases(root = ROOT) {
  const parsed = parseYaml(readFileSync(path.join(root, RELEASES_INDEX), 'utf8'));
  const entries = /** @type {ReleaseEntry[]} */ (
    (Array.isArray(parsed) ? parsed : []).map((entry) => ({
      date: String(entry.date),
      source: String(entry.source ?? ''),
      breaking: Array.isArray(entry.breaking) ? entry.breaking.map(String) : [],
    }))
  );
  const dates = entries.map((entry) => entry.date);
  const sorted = [...dates].sort();
  if (dates.some((date, index) => !DATE.test(date) || date !== sorted[index] || date === sorted[index - 1])) {
    throw new Error(`${RELEASES_INDEX}: release dates must be YYYY-MM-DD, unique and oldest first (${dates}).`);
  }
  return entries;
}

export const snapshotPath = (date) => `${RELEASES_DIR}/${date}.yaml`;
export const notePath = (date) => `${NOTES_DIR}/${date}.md`;

/** The dates that have a writer's note, oldest first. */
export function noteDates(root = ROOT) {
  return readdirSync(path.join(root, NOTES_DIR))
    .map((name) => /^(\d{4}-\d{2}-\d{2})\.md$/.exec(name)?.[1])
    .filter((date) => date !== undefined)
    .sort();
}

export const readSnapshot = (date, root = ROOT) =>
  parseDocument(readFileSync(path.join(root, snapshotPath(date)), 'utf8'));

const pointer = (document, ref) =>
  ref
    .replace(/^#\//, '')
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((value, part) => value?.[part], document);

/** Follows internal `$ref`s, so that a path of the diff can be read in either document. */
function at(document, jsonPath) {
  let node = document;
  for (const key of jsonPath) {
    for (let depth = 0; node && typeof node === 'object' && typeof node.$ref === 'string' && depth < 20; depth += 1) {
      node = pointer(document, node.$ref);
    }
    if (node === undefined || node === null) return undefined;
    node = node[key];
  }
  return node;
}

const SCHEMA_REF = /^#\/components\/schemas\/([^/]+)$/;

/**
 * The shared schema a path lands in: the last `#/components/schemas/<name>` reference the path crosses, and the
 * dotted name of the field below it (`error.existing_id` in `Error`). `undefined` when the path crosses none, or
 * lands on the schema itself. The changelog lists a change of such a schema once, not once for every operation and
 * status that refers to it.
 */
export function sharedSchemaOf(document, jsonPath) {
  let node = document;
  let found;
  for (let index = 0; index < jsonPath.length; index += 1) {
    for (let depth = 0; node && typeof node === 'object' && typeof node.$ref === 'string' && depth < 20; depth += 1) {
      const match = SCHEMA_REF.exec(node.$ref);
      if (match) found = {schema: match[1], index};
      node = pointer(document, node.$ref);
    }
    if (node === undefined || node === null) break;
    node = node[jsonPath[index]];
  }
  if (!found) return undefined;
  const names = [];
  const below = jsonPath.slice(found.index);
  for (let i = 0; i < below.length; i += 1) {
    const key = below[i];
    if (key === 'properties' && i + 1 < below.length) {
      names.push(String(below[i + 1]));
      i += 1;
    } else if (key === 'items') {
      if (names.length > 0) names[names.length - 1] += '[]';
    } else if ((key === 'allOf' || key === 'oneOf' || key === 'anyOf') && typeof below[i + 1] === 'number') {
      i += 1;
    } else if (key === 'additionalProperties') {
      if (names.length > 0) names[names.length - 1] += '.*';
    } else {
      break;
    }
  }
  return names.length > 0 ? {schema: found.schema, name: names.join('.')} : undefined;
}

/** A `$ref`'s target (internal references only, as the document has). */
function resolved(document, value) {
  let node = value;
  for (let depth = 0; node && typeof node.$ref === 'string' && depth < 20; depth += 1)
    node = pointer(document, node.$ref);
  return node;
}

/**
 * api-smart-diff compares the operations under `paths` field by field, but not those under `webhooks`: each
 * event is compared as an operation under a path of its own, `/webhooks/<event>`, which no real path can be
 * (the API has no `/webhooks` resource).
 */
const EVENT_PATH = '/webhooks/';
const eventOf = (jsonPath) =>
  jsonPath[0] === 'paths' && String(jsonPath[1]).startsWith(EVENT_PATH)
    ? String(jsonPath[1]).slice(EVENT_PATH.length)
    : undefined;

/** The document with its events as operations under `paths`. */
function comparable(document) {
  const events = Object.entries(document.webhooks ?? {}).map(([event, item]) => [`${EVENT_PATH}${event}`, item]);
  const {webhooks: _webhooks, ...rest} = document;
  // `allOf` merged first (allof-merge, by api-smart-diff's author), so that an envelope listed first or second,
  // or a field moved from one `allOf` member to another, is no change.
  return merge({...rest, paths: {...document.paths, ...Object.fromEntries(events)}}, {mergeRefSibling: true});
}

function subjectOf(before, after, jsonPath) {
  const [, name, method] = jsonPath;
  const event = eventOf(jsonPath);
  if (event !== undefined) {
    return /** @type {Subject} */ ({kind: 'event', id: event, label: `${event} event`});
  }
  const operation = at(after, ['paths', name, method]) ?? at(before, ['paths', name, method]);
  return /** @type {Subject} */ ({
    kind: 'operation',
    id: String(operation?.operationId ?? `${String(method).toUpperCase()} ${name}`),
    label: `${String(method).toUpperCase()} ${name}`,
  });
}

/**
 * Where a path below an operation or event lands: the section ("request body", "query parameter",
 * "response 200", "payload") and the field's dotted name (`visitor.verified`, `data[].id`).
 */
function fieldOf(merged, diff, jsonPath, rest) {
  let section;
  let index;
  if (rest[0] === 'parameters' && rest.length >= 2) {
    // Indices are those of api-smart-diff's merged document (path-level parameters merged into the operation).
    const whole = rest.length === 2 ? (diff.action === 'remove' ? diff.before : diff.after) : undefined;
    const found = resolved(merged, whole ?? at(merged, [...jsonPath.slice(0, 3), 'parameters', rest[1]]));
    const name = String(found?.name ?? rest[1]);
    // An event's "parameters" are the headers of its delivery.
    const section = eventOf(jsonPath) === undefined ? `${found?.in ?? 'query'} parameter` : 'header';
    return {section, name, named: true, rest: rest.slice(2)};
  }
  if (rest[0] === 'responses' && rest.length === 2) return {section: 'responses', name: String(rest[1]), rest: []};
  if (rest[0] === 'requestBody') {
    section = eventOf(jsonPath) === undefined ? 'request body' : 'payload';
    index = rest.indexOf('schema');
  } else if (rest[0] === 'responses' && rest.length >= 2) {
    if (rest[2] === 'headers' && rest.length >= 4) {
      return {section: `response ${rest[1]} header`, name: String(rest[3]), named: true, rest: rest.slice(4)};
    }
    section = `response ${rest[1]}`;
    index = rest.indexOf('schema');
  } else {
    return undefined;
  }
  if (index < 0) return {section, name: '', rest: []};
  const names = [];
  const schemaRest = rest.slice(index + 1);
  let consumed = 0;
  for (let i = 0; i < schemaRest.length; i += 1) {
    const key = schemaRest[i];
    if (key === 'properties' && i + 1 < schemaRest.length) {
      names.push(String(schemaRest[i + 1]));
      i += 1;
      consumed = i + 1;
    } else if (key === 'items') {
      if (names.length > 0) names[names.length - 1] += '[]';
      consumed = i + 1;
    } else if ((key === 'allOf' || key === 'oneOf' || key === 'anyOf') && typeof schemaRest[i + 1] === 'number') {
      i += 1;
      consumed = i + 1;
    } else if (key === 'additionalProperties') {
      if (names.length > 0) names[names.length - 1] += '.*';
      consumed = i + 1;
    } else {
      break;
    }
  }
  const named = schemaRest[consumed - 2] === 'properties';
  return {section, name: names.join('.'), named, rest: schemaRest.slice(consumed)};
}

const isRequestSide = (jsonPath, field) =>
  eventOf(jsonPath) === undefined && (field.section === 'request body' || field.section.endsWith(' parameter'));

const code = (value) => `\`${value}\``;

/** One change of the project's kinds for one diff of api-smart-diff, or none (descriptions, examples). */
export function classify(before, after, diff, merged = after) {
  const {path: jsonPath, action} = diff;
  const [root] = jsonPath;
  if (root !== 'paths') return undefined;
  const event = eventOf(jsonPath);
  if (event !== undefined && (jsonPath.length === 2 || (jsonPath.length === 3 && METHODS.has(String(jsonPath[2]))))) {
    const subject = /** @type {Subject} */ ({kind: 'event', id: event, label: `${event} event`});
    if (action === 'add') return {change: 'added', breaking: false, subject, text: `Event ${code(event)} added.`};
    if (action === 'remove') return {change: 'removed', breaking: true, subject, text: `Event ${code(event)} removed.`};
    return undefined;
  }
  // Path-level parameters and other path-item keys are read through their operations.
  if (jsonPath.length === 2) return undefined;
  if (jsonPath.length >= 3 && !METHODS.has(String(jsonPath[2]))) return undefined;
  const subject = subjectOf(before, after, jsonPath);
  const rest = jsonPath.slice(3);
  const what = subject.kind === 'event' ? `Event ${code(subject.id)}` : `${subject.label} (${code(subject.id)})`;
  if (rest.length === 0) {
    if (action === 'add') return {change: 'added', breaking: false, subject, text: `${what} added.`};
    if (action === 'remove') return {change: 'removed', breaking: true, subject, text: `${what} removed.`};
    return undefined;
  }
  if (rest.length === 1 && rest[0] === 'deprecated') {
    if (diff.after !== true) return undefined;
    const operation = at(after, jsonPath.slice(0, 3));
    const replacement = operation?.['x-replaced-by'];
    return {
      change: 'deprecated',
      breaking: false,
      subject,
      ...(replacement ? {replacement: String(replacement)} : {}),
      text: `${what} deprecated${replacement ? `: use ${code(replacement)} instead` : ''}.`,
    };
  }
  const field = fieldOf(merged, diff, jsonPath, rest);
  if (!field) return undefined;
  const requestSide = isRequestSide(jsonPath, field);
  const where = `${field.section}${field.name ? ` ${code(field.name)}` : ''} of ${what}`;
  const tail = field.rest;
  if (field.section === 'responses') {
    // A status code the operation did not list, such as 500 on every operation.
    if (action !== 'add') return undefined;
    return {
      change: 'added',
      breaking: false,
      subject,
      field: {section: 'response', name: field.name},
      text: `New response ${code(field.name)} of ${what}.`,
    };
  }
  const shared = sharedSchemaOf(action === 'remove' ? before : after, jsonPath);
  const fieldChange = (change, breaking, text) => ({
    change,
    breaking,
    subject,
    field,
    text,
    ...(shared ? {shared} : {}),
  });
  if (tail.length === 0 && field.name && field.named) {
    if (action === 'add') {
      const value = resolved(after, diff.after);
      const required = requestSide && field.section.endsWith(' parameter') && value?.required === true;
      return required
        ? fieldChange('required', true, `New required ${where}.`)
        : fieldChange('added', false, `New ${where}.`);
    }
    if (action === 'remove') return fieldChange('removed', true, `Removed ${where}.`);
    return undefined;
  }
  if (tail.length === 0) return undefined;
  const last = tail[tail.length - 1];
  const keyword = typeof last === 'number' ? tail[tail.length - 2] : last;
  if (keyword === 'deprecated' && diff.after === true) {
    return fieldChange('deprecated', false, `Deprecated ${where}.`);
  }
  if (keyword === 'required') {
    // `required: [..]` of an object (the name is the item added), or `required: true` of a parameter.
    const name = typeof last === 'number' ? (action === 'add' ? diff.after : diff.before) : undefined;
    const target = name ? {...field, name: field.name ? `${field.name}.${name}` : String(name)} : field;
    const whereTarget = `${target.section} ${code(target.name)} of ${what}`;
    const made = action === 'add' || (action === 'replace' && diff.after === true);
    if (!made) return {change: 'changed', breaking: false, subject, field: target, text: `Optional: ${whereTarget}.`};
    // In a response, a field that is now always present breaks nobody.
    if (!requestSide) return undefined;
    return {change: 'required', breaking: true, subject, field: target, text: `Now required: ${whereTarget}.`};
  }
  if (keyword === 'enum') {
    const value = action === 'add' ? diff.after : diff.before;
    if (action === 'add') return fieldChange('enum-added', false, `New value ${code(value)} for ${where}.`);
    if (action === 'remove') return fieldChange('enum-removed', true, `Value ${code(value)} removed from ${where}.`);
    return undefined;
  }
  if (CONSTRAINTS.has(String(keyword)) && tail.length <= 2) {
    const detail =
      action === 'replace'
        ? `${keyword} ${code(JSON.stringify(diff.before))} → ${code(JSON.stringify(diff.after))}`
        : `${keyword} ${action === 'add' ? 'added' : 'removed'}`;
    if (requestSide && diff.type === 'breaking') {
      return fieldChange('narrowed', true, `Narrowed ${where}: ${detail}.`);
    }
    // A schema's own type or constraint, with no field named, says nothing a reader can act on.
    return field.name ? fieldChange('changed', false, `Changed ${where}: ${detail}.`) : undefined;
  }
  return undefined;
}

/**
 * A response's `headers` added or removed whole (a `200` that had none gains `Parley-Request-Id`) is one diff of
 * api-smart-diff: one diff per header instead, so that each is a change like a header added beside others. Such a
 * change carries `wholeHeaders`: the changelog lists it, the reference's marks (./marks.mjs) leave it out.
 */
function eachHeader(diff) {
  const {path: jsonPath, action} = diff;
  const whole = action === 'add' ? diff.after : action === 'remove' ? diff.before : undefined;
  const isHeaders = jsonPath.length === 6 && jsonPath[3] === 'responses' && jsonPath[5] === 'headers';
  if (!isHeaders || !whole || typeof whole !== 'object') return [diff];
  return Object.entries(whole).map(([name, value]) => ({
    ...diff,
    path: [...jsonPath, name],
    ...(action === 'add' ? {after: value} : {before: value}),
    wholeHeaders: true,
  }));
}

/** The changes from one document to the next, in the documents' order, each once. */
export function changesBetween(beforeDocument, afterDocument) {
  const before = comparable(beforeDocument);
  const after = comparable(afterDocument);
  const {diffs, merged} = apiCompare(before, after);
  const seen = new Set();
  /** @type {Change[]} */
  const changes = [];
  for (const diff of diffs.flatMap(eachHeader)) {
    const change = classify(before, after, diff, merged);
    if (!change || seen.has(change.text)) continue;
    seen.add(change.text);
    changes.push('wholeHeaders' in diff ? {...change, wholeHeaders: true} : change);
  }
  // A field removed and added again in the same place moved inside the schema (an `allOf` reordered): no change.
  const key = (change) =>
    change.field ? `${change.subject.kind} ${change.subject.id} ${change.field.section} ${change.field.name}` : '';
  const added = new Set(changes.filter((change) => change.change === 'added').map(key));
  const removed = new Set(changes.filter((change) => change.change === 'removed').map(key));
  return changes.filter(
    (change) =>
      !change.field ||
      !(
        (change.change === 'added' && removed.has(key(change))) ||
        (change.change === 'removed' && added.has(key(change)))
      ),
  );
}

/**
 * @typedef {{date: string, changes: Change[], baseline: boolean, entry?: ReleaseEntry}} DatedChanges
 */

/** Every release with what it changed, oldest first. The first release is the baseline: it has no list. */
export function releaseHistory(root = ROOT) {
  const entries = readReleases(root);
  /** @type {DatedChanges[]} */
  const out = [];
  let previous;
  for (const entry of entries) {
    const document = readSnapshot(entry.date, root);
    out.push({
      date: entry.date,
      entry,
      baseline: previous === undefined,
      changes: previous === undefined ? [] : changesBetween(previous, document),
    });
    previous = document;
  }
  return out;
}

/** What the working document changes since the last release, and which of those breaking changes no entry accepts. */
export function unreleased(root = ROOT) {
  const entries = readReleases(root);
  const last = entries[entries.length - 1];
  const working = parseDocument(readFileSync(path.join(root, DOCUMENT), 'utf8'));
  const changes = last ? changesBetween(readSnapshot(last.date, root), working) : [];
  return {last, changes};
}

/** Breaking changes of each release that its entry in index.yaml does not list under `breaking`. */
export function unacknowledged(history) {
  return history.flatMap(({date, entry, changes}) =>
    changes
      .filter((change) => change.breaking && !(entry?.breaking ?? []).includes(change.text))
      .map((change) => ({date, change})),
  );
}
