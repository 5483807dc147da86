/**
 * The batches of ./questions.json that the search evaluation reports apart (measure/eval-search.mjs in the browser,
 * ./offline.ts without one): the tuned half; the held-out half written from the pages; the held-out readers'-words
 * questions of issue 44 (in readers' everyday words, drafted before the pages were read), together and by batch: the
 * first 100 (./readers-words-draft.json), the held-out half of the second batch (`batch: "2026-11-28"`,
 * ./readers-words-draft-2.json) and the held-out half of the third (`batch: "2026-11-28c"`,
 * ./readers-words-draft-3.json), whose tuned halves are reported together as "readers' tuned" (writers improve the
 * pages' own words on their misses); and, across both halves, the questions that name a keyword or an identifier (a
 * field, a status code, an error's text), which a ranking change for the readers' words must not lower.
 */

/** Kinds of the keyword and identifier questions. */
export const keywordKinds = ['identifier', 'field', 'field-name', 'keyword', 'status-code', 'error-text'];

/** @typedef {{set?: string, kinds?: readonly string[], batch?: string}} Question */

/** The second readers'-words batch, marked `batch` in ./questions.json. */
export const secondReadersBatch = '2026-11-28';

/** The third readers'-words batch, marked `batch` in ./questions.json. */
export const thirdReadersBatch = '2026-11-28c';

/** @param {Question} question */
const readersWords = (question) => Boolean(question.kinds?.includes('readers-words'));

/** @type {[label: string, inBatch: (question: Question) => boolean][]} */
export const batches = [
  ['tuned', (question) => question.set !== 'held-out'],
  ['held-out', (question) => question.set === 'held-out' && !question.kinds?.includes('readers-words')],
  ["readers'", (question) => readersWords(question) && question.set === 'held-out'],
  ["readers' (first 100)", (question) => readersWords(question) && question.batch === undefined],
  [
    "readers' (new held-out)",
    (question) => readersWords(question) && question.set === 'held-out' && question.batch === secondReadersBatch,
  ],
  [
    "readers' (third held-out)",
    (question) => readersWords(question) && question.set === 'held-out' && question.batch === thirdReadersBatch,
  ],
  ["readers' tuned", (question) => readersWords(question) && question.set !== 'held-out'],
  ['keywords', (question) => Boolean(question.kinds?.some((kind) => keywordKinds.includes(kind)))],
];
