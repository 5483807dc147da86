/**
 * Words → index terms, the same at build time (src/search/build-index.ts) and in
 * the search worker, so that a query finds what the page says.
 *
 * - A word is a run of letters and digits, possibly joined by `_ . - '`:
 *   `session_id`, `lead.created`, `hand-off`, `E.164`, `createChatSession`.
 * - Identifiers (joined by `_` or `.`, or camelCase) give the whole identifier
 *   and its parts: `session_id` → `session_id`, `session`, `id`.
 * - Hyphenated words give the joined form and their parts:
 *   `hand-off` → `handoff`, `hand` (`off` is a stop word).
 * - Plain words are stemmed (Porter): `leads`, `leading` → `lead`; British and American spellings meet
 *   (`colour`, `color` → `color`).
 * - Stop words (`the`, `how`, `to` …) are dropped, except inside identifiers.
 */
import {stemmer} from 'stemmer';

/** English stop words: too common to tell pages apart. Short on purpose: `not`, `off` and `on` stay out of it only where they carry meaning (none here). */
export const stopWords: ReadonlySet<string> = new Set(
  (
    'a an and are as at be but by can could did do does doing for from had has have how i if in into is it its ' +
    'me my of off on or our so than that the their them then there these they this those to too us was we were ' +
    'what when where which who whom why will with would you your yours s t'
  ).split(' '),
);

/**
 * The words a reader asks with rather than asks about (`how do I make…`, `it keeps…`): while the reader types one of
 * them after a subject word, its first letters are not looked up (src/search/engine.ts), so that a long question
 * does not fetch the shards of `kee…` and `wan…`. Finished, it counts as any word: leaving it out of the ranking
 * lowered the held-out questions (issue 44). Indexed as any word.
 */
export const intentWords: ReadonlySet<string> = new Set(
  (
    'keep keeps kept keeping make makes want wants need needs should able possible ' +
    'way ways still even just also really actually anyway somehow please thing things stuff someone ' +
    "something anything anyone lot lots don't doesn't didn't isn't can't won't i'm we're it's i've we've"
  ).split(' '),
);

/** The question words among the stop words (see keywordPhrase). */
const questionWords: ReadonlySet<string> = new Set(['who', 'what', 'when', 'where', 'which', 'why', 'how']);

/** A word of a text and where it starts (for highlighting). */
export interface Word {
  /** The word as written. */
  text: string;
  start: number;
}

const wordPattern = /[\p{L}\p{N}]+(?:['’._-][\p{L}\p{N}]+)*/gu;

/** The words of a text, in order. */
export function words(text: string): Word[] {
  return [...text.matchAll(wordPattern)].map((match) => ({text: match[0], start: match.index}));
}

/** `createChatSession` → `create`, `Chat`, `Session`; `HTTPError` → `HTTP`, `Error`. */
function camelParts(part: string): string[] {
  return part.split(/(?<=[\p{Ll}\p{N}])(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})/u);
}

/**
 * British and American spellings of a word as one term: the guides write `colour`, `catalogue` and `synchronise`,
 * readers also type `color`, `catalog` and `synchronize`, and an API field may say `color`. Every word, in the
 * index and in a query, goes through the same rewriting, so a rule only has to be consistent: `promise` becoming
 * `promize` meets `promise` all the same.
 */
const spellings: [RegExp, string][] = [
  // colour, behaviour, favourite → color, behavior, favorite
  [/^(colo|behavio|favo|hono|labo|neighbo|flavo|humo|rumo|harbo|endeavo|armo|odo|vapo|savo|vigo)u(r)/, '$1$2'],
  // customise, organisation, synchronised → customize, organization, synchronized
  [/^([a-z]{3,})is(e|es|ed|ing|ation|ations|er|ers|able)$/, '$1iz$2'],
  // analyse, analysed → analyze, analyzed
  [/^([a-z]{2,}l)ys(e|es|ed|ing|er|ers)$/, '$1yz$2'],
  // centre, metre, theatre, fibre → center, meter, theater, fiber
  [/^(cen|me|li|thea|fib)tre(s|d)?$/, '$1ter$2'],
  // catalogue, dialogue → catalog, dialog
  [/^(catal|dial|anal|prol|epil|monol)ogue(s|d)?$/, '$1og$2'],
  // licence, defence, offence → license, defense, offense
  [/^(licen|defen|offen|preten)ce(s|d)?$/, '$1se$2'],
  // programme, enrolment, fulfilment, judgement → program, enrollment, fulfillment, judgment
  [/^programme(s|d)?$/, 'program$1'],
  [/^(enrol|fulfil)(ment|ments|s)?$/, '$1l$2'],
  [/^(judg|acknowledg)ement(s)?$/, '$1ment$2'],
];

/** One spelling of a lower-case word (see `spellings`). */
function oneSpelling(lower: string): string {
  let word = lower;
  for (const [pattern, replacement] of spellings) word = word.replace(pattern, replacement);
  return word;
}

/** The index term of a plain word: lower case, in one spelling, stemmed when alphabetic. */
export function stem(word: string): string {
  const lower = word.toLowerCase();
  return /^[a-z]+$/.test(lower) && lower.length > 2 ? stemmer(oneSpelling(lower)) : lower;
}

/** The terms a word is indexed under, and what a query for it looks for. */
export interface WordTerms {
  /** The whole word's term (`session_id`, `handoff`, `createchatsession`, `lead`), or null for a stop word. */
  whole: string | null;
  /** The terms of its parts, when it has parts (stop words dropped). */
  parts: string[];
}

export function termsOf(word: string): WordTerms {
  // Possessive: `chatbot's` → `chatbot`.
  const text = word.replace(/['’]s$/i, '');
  const pieces = text.split(/['’._-]/).flatMap(camelParts);
  if (pieces.length === 1) {
    const term = stem(text);
    return {whole: stopWords.has(text.toLowerCase()) ? null : term, parts: []};
  }
  const parts = pieces
    .filter((piece) => piece !== '' && !stopWords.has(piece.toLowerCase()))
    .map((piece) => stem(piece));
  const lower = text.toLowerCase();
  // Prose compounds (`hand-off`, `real-estate`, `don't`) are also written as one
  // word (`handoff`); identifiers keep their separators.
  const whole = /[._]/.test(lower) ? lower : lower.replace(/['’-]/g, '');
  return {whole, parts: [...new Set(parts.filter((part) => part !== whole))]};
}

/**
 * `termsOf` of the words indexTerms has seen: a site's pages repeat the same few thousand words, and splitting
 * and stemming each occurrence again was a quarter of the index build. Emptied past 50,000 words.
 */
const termsOfWord = new Map<string, WordTerms>();

/** Every index term of a text (with repeats, for term frequency). */
export function indexTerms(text: string): string[] {
  const terms: string[] = [];
  for (const {text: word} of words(text)) {
    let wordTerms = termsOfWord.get(word);
    if (!wordTerms) {
      if (termsOfWord.size >= 50_000) termsOfWord.clear();
      termsOfWord.set(word, (wordTerms = termsOf(word)));
    }
    const {whole, parts} = wordTerms;
    if (whole !== null) terms.push(whole);
    terms.push(...parts);
  }
  return terms;
}

/**
 * A front matter keyword or a heading of two words or more (`copy a chatbot`) as one index term: its words'
 * whole terms joined by a space (`copi chatbot`), which no word's term contains. The page's top section (or the
 * heading's section) holds it; a query whose adjacent words give the same terms finds it
 * (src/search/engine.ts). A keyword that is one word once its stop words are out keeps its question word
 * (`who changed` → `who chang`, `how it works` → `how work`): without it, the writer's phrase would be the bare
 * word. Null for one word.
 */
export function keywordPhrase(keyword: string): string | null {
  const terms = words(keyword).flatMap(({text}) => termsOf(text).whole ?? []);
  if (terms.length >= 2) return terms.join(' ');
  const lead = words(keyword)
    .map(({text}) => questionWord(text))
    .find((word) => word !== null);
  return terms.length === 1 && lead ? `${lead} ${terms[0]}` : null;
}

/** A question word (`who`, `how`, `What's` → `what`), or null: stop words, but what a reader asks for. */
export function questionWord(word: string): string | null {
  const lower = word.toLowerCase().replace(/['’]s$/, '');
  return questionWords.has(lower) ? lower : null;
}
