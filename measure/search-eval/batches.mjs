/**
 * The batches of ./questions.json that the search evaluation reports apart (measure/eval-search.mjs in the browser,
 * ./offline.ts without one): the tuned half; the held-out half written from the pages; the held-out readers'-words
 * batch of issue 44 (questions in readers' everyday words drafted before the pages were read, ./readers-words-draft.json);
 * and, across both halves, the questions that name a keyword or an identifier (a field, a status code, an error's
 * text), which a ranking change for the readers' words must not lower.
 */

/** Kinds of the keyword and identifier questions. */
export const keywordKinds = ['identifier', 'field', 'field-name', 'keyword', 'status-code', 'error-text'];

/** @typedef {{set?: string, kinds?: readonly string[]}} Question */

/** @type {[label: string, inBatch: (question: Question) => boolean][]} */
export const batches = [
  ['tuned', (question) => question.set !== 'held-out'],
  ['held-out', (question) => question.set === 'held-out' && !question.kinds?.includes('readers-words')],
  ["readers'", (question) => Boolean(question.kinds?.includes('readers-words'))],
  ['keywords', (question) => Boolean(question.kinds?.some((kind) => keywordKinds.includes(kind)))],
];
