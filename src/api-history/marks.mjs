/**
 * The "new in", "changed in" and "deprecated since" marks of the API reference, from the releases' changes: for
 * each operation and event, what the last releases did to it and to its fields. The reference renders them
 * (src/plugins/api-reference/history.ts) as links to the changelog entry of that date.
 */
import {releaseHistory, ROOT} from './history.mjs';

/**
 * The releases that mark what they changed: those of the last this-many days before the newest release (by the
 * releases' own dates, so that a build's marks do not depend on the day it runs). A window of time, not a number of
 * releases: two releases in one week must not take the marks of the month before away from readers. The first
 * release never marks: it introduced all.
 */
export const MARKED_DAYS = 90;

/**
 * @typedef {{kind: 'new' | 'changed' | 'deprecated', date: string, replacement?: string}} Mark
 * @typedef {{marks: Mark[], fields: Map<string, Mark[]>}} SubjectMarks
 */

/** The key of a field: its section as the changes name it ("request body", "response 200") and its dotted name. */
export const fieldKey = (section, name) => `${section}|${name}`;

const KIND = {added: 'new', deprecated: 'deprecated'};

/**
 * Response headers every operation shares (review 34 #7): a change to one marks the header where it is listed, but
 * not its operation, so that a workspace-wide change does not put a "Changed in" mark on every page.
 */
export const COMMON_RESPONSE_HEADERS = [
  'RateLimit-Limit',
  'RateLimit-Remaining',
  'RateLimit-Reset',
  'Parley-Request-Id',
];
const commonHeader = (field) => / header$/.test(field.section) && COMMON_RESPONSE_HEADERS.includes(field.name);

/** Marks by subject (`operation <operationId>`, `event <name>`), newest release first. */
export function marksFromHistory(history) {
  /** @type {Map<string, SubjectMarks>} */
  const bySubject = new Map();
  const released = history.filter((release) => !release.baseline);
  const newest = released.at(-1)?.date;
  const since = newest ? Date.parse(newest) - MARKED_DAYS * 24 * 60 * 60 * 1000 : 0;
  const marked = released.filter((release) => Date.parse(release.date) >= since).reverse();
  const add = (list, mark) => {
    if (!list.some((item) => item.kind === mark.kind && item.date === mark.date)) list.push(mark);
  };
  for (const {date, changes} of marked) {
    for (const change of changes) {
      const key = `${change.subject.kind} ${change.subject.id}`;
      if (!bySubject.has(key)) bySubject.set(key, {marks: [], fields: new Map()});
      const subject = bySubject.get(key);
      const kind = KIND[change.change] ?? 'changed';
      if (change.change === 'removed' && !change.field) continue;
      // A header that came with its response's first `headers` (history.mjs): listed in the changelog, not marked,
      // so that the reference pages keep the marks and the weight they had before the changelog listed it.
      if (change.wholeHeaders) continue;
      if (!change.field || !change.field.name) {
        // The operation or event itself: new, deprecated, or changed (a response added).
        add(subject.marks, {
          kind: change.field ? 'changed' : kind,
          date,
          ...(change.replacement ? {replacement: change.replacement} : {}),
        });
        continue;
      }
      if (change.change === 'removed') {
        add(subject.marks, {kind: 'changed', date});
        continue;
      }
      const field = fieldKey(change.field.section, change.field.name);
      if (!subject.fields.has(field)) subject.fields.set(field, []);
      add(subject.fields.get(field), {kind, date});
      if (!commonHeader(change.field)) add(subject.marks, {kind: 'changed', date});
    }
  }
  // An operation new or deprecated in a release is not also "changed" in it; a deprecation reads first.
  const order = {deprecated: 0, new: 1, changed: 2};
  for (const subject of bySubject.values()) {
    const said = new Set(subject.marks.filter((mark) => mark.kind !== 'changed').map((mark) => mark.date));
    subject.marks = subject.marks
      .filter((mark) => mark.kind !== 'changed' || !said.has(mark.date))
      .sort((a, b) => b.date.localeCompare(a.date) || order[a.kind] - order[b.kind]);
  }
  return bySubject;
}

/**
 * The marks of the repository's releases, read afresh on each call: the reference keeps them with the document it
 * renders (src/plugins/api-reference/history.ts), so that nothing outlives a reload of the development server.
 */
export function apiMarks(root = ROOT) {
  return marksFromHistory(releaseHistory(root));
}
