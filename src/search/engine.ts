/**
 * The search engine of one area, over the sharded index of ./format.ts. Runs in
 * the search worker (./worker.ts); pure apart from the loader it is given, so
 * the unit tests run it on a real build's files.
 *
 * A query becomes groups, one per word (or per phrase of the synonym list):
 * each group matches a section through its best alternative — the word itself,
 * its identifier parts, a synonym, a longer word it starts (the last word, while
 * typing) or a word one or two typos away — weighted so that the exact word
 * counts most. A section's score adds its groups' scores, scaled by the share
 * of groups it matched; a section under a boilerplate heading counts less; a
 * page scores by its best section, and comes back once, with that section.
 * Adjacent query words that make a front matter keyword or a heading of two
 * words or more add that phrase's score to the section that has it. The
 * passages come last, for the results shown, from the shards' companions of
 * the query's words (./format.ts).
 */
import {synonyms as defaultSynonyms, type Synonym} from '../../config/search-vocabulary';
import {
  decodeHead,
  FORMAT_VERSION,
  partPrefix,
  passagesName,
  shardOf,
  splitAll,
  type Head,
  type Passages,
  type Shard,
  type WireAll,
  type WireHead,
} from './format';
import {indexTerms, intentWords, questionWord, stem, stopWords, termsOf, words} from './tokenize';

/** Ranking constants, tuned on measure/search-eval/questions.json. */
export const rankOptions = {
  /** Weight of a match through identifier parts (`session` + `id` for `session_id`), on the mean of their scores. */
  parts: 1,
  /** … and in choosing the passage to show, where the identifier itself counts 1. */
  partsInPassage: 0.7,
  synonym: 0.8,
  /** Typing: the last word as the start of a longer word. */
  prefix: 0.6,
  prefixMax: 12,
  /** Typos, by edit distance (0: a shorter term that starts the word, as stems do). */
  fuzzy: [0.6, 0.5, 0.3],
  fuzzyMax: 3,
  /** A section under a heading that repeats across pages: with the same content, or with its own. */
  boilerplate: 0.25,
  repeated: 0.5,
  /** A section that walks through another page's task (a recipe's step): that page is the answer. */
  step: 0.5,
  /** A category page's section: an overview of the pages under it, which are the answers. */
  overview: 0.7,
  /** A page's other matching sections add this share of their score (at most the best section's). */
  otherSections: 0.25,
  /**
   * Adjacent query words that make one of a page's front matter keywords (`make a copy of my bot` has `copy
   * a chatbot`, through the synonym) or a section's heading (`set the tone`): the phrase's score, times this,
   * is added to the section that has it.
   */
  phrase: 3,
  /** The longest keyword phrase looked for, in query words. */
  phraseMax: 4,
};

export interface Alternative {
  terms: string[];
  weight: number;
  /** An identifier's parts: scored by their mean, not their sum. */
  parts?: boolean;
  /**
   * A completion of the word still being typed: it ranks, but its passages count only from the companion parts
   * the query's other terms fetch, or while that word is the query's only one (see AreaSearch.rank).
   */
  completes?: boolean;
}

export interface Group {
  /** The query words the group stands for. */
  words: string[];
  /** The question word just before them, with only stop words between (`who` in "who changed"). */
  lead?: string;
  alternatives: Alternative[];
}

/** The sorted vocabulary of an area: lookups by term, prefix and edit distance. */
export class Vocabulary {
  constructor(
    readonly terms: string[],
    readonly df: number[],
  ) {}

  private lowerBound(term: string): number {
    let low = 0;
    let high = this.terms.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.terms[middle] < term) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  has(term: string): boolean {
    return this.terms[this.lowerBound(term)] === term;
  }

  /** A term's number in the sorted list (where it would go, if the area lacks it). */
  indexOf(term: string): number {
    return this.lowerBound(term);
  }

  /** Terms that start with `prefix` (not `prefix` itself), most frequent first. */
  withPrefix(prefix: string, max: number): string[] {
    const found: number[] = [];
    for (let i = this.lowerBound(prefix); i < this.terms.length && this.terms[i].startsWith(prefix); i += 1) {
      // A keyword phrase (`copi chatbot`) is no word's completion.
      if (this.terms[i] !== prefix && !this.terms[i].includes(' ')) found.push(i);
    }
    return found
      .sort((a, b) => this.df[b] - this.df[a])
      .slice(0, max)
      .map((i) => this.terms[i]);
  }

  /**
   * Terms within `maxDistance` edits (optimal string alignment: a swap of two
   * letters is one edit) of `word` or of its stem; a term may also match the
   * start of the word (`author` for `authorisation`: stems are shorter than
   * words). Nearest first, then most frequent.
   */
  near(word: string, maxDistance: number, max: number): {term: string; distance: number}[] {
    // The word itself, and its stem at a quarter edit more.
    const stemmed = stem(word);
    const targets: [string, number][] =
      stemmed === word
        ? [[word, 0]]
        : [
            [word, 0],
            [stemmed, 0.25],
          ];
    const found: {term: string; distance: number; df: number}[] = [];
    this.terms.forEach((term, i) => {
      if (term.length < 4 || !/^[a-z]+$/.test(term)) return;
      let best = Infinity;
      for (const [target, extra] of targets) {
        if (term.length > target.length + maxDistance) continue;
        best = Math.min(best, prefixDistance(term, target, maxDistance) + extra);
      }
      if (best <= maxDistance) found.push({term, distance: best, df: this.df[i]});
    });
    return found
      .sort((a, b) => a.distance - b.distance || b.df - a.df)
      .slice(0, max)
      .map(({term, distance}) => ({term, distance}));
  }
}

/**
 * Edit distance (optimal string alignment) between `term` and `word`, or,
 * plus one half, between `term` and the closest prefix of `word` at least as
 * long as `term` minus `max` and at most four letters longer than `term` (the
 * suffix a stem drops). Stops early past `max`.
 */
export function prefixDistance(term: string, word: string, max: number): number {
  const m = term.length;
  const n = Math.min(word.length, m + 4);
  let previous2: number[] = [];
  let previous = Array.from({length: n + 1}, (_, j) => j);
  for (let i = 1; i <= m; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= n; j += 1) {
      const cost = term[i - 1] === word[j - 1] ? 0 : 1;
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && term[i - 1] === word[j - 2] && term[i - 2] === word[j - 1]) {
        value = Math.min(value, previous2[j - 2] + 1);
      }
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    previous2 = previous;
    previous = current;
  }
  // The whole word; or, half an edit more, a prefix of it at least as long as
  // the term less `max` (so `stripe` beats `strip` for "stirpe").
  let best = word.length <= n ? previous[word.length] : max + 1;
  for (let j = Math.max(0, m - max); j <= n && j < word.length; j += 1) best = Math.min(best, previous[j] + 0.5);
  return best;
}

/** The terms a phrase is indexed under: every word's whole term (or its parts). */
function phraseTerms(phrase: string): string[] {
  return words(phrase).flatMap(({text}) => {
    const {whole, parts} = termsOf(text);
    return whole !== null ? [whole] : parts;
  });
}

/** A word as the synonym list is looked up by: lower case, without a possessive (`bot's` → `bot`). */
function synonymKey(word: string): string {
  return word.toLowerCase().replace(/['’]s$/, '');
}

/** Reader phrase (lower-case words joined by spaces) → the guides' terms. */
export function synonymTable(list: Synonym[]): Map<string, string[][]> {
  const table = new Map<string, string[][]>();
  for (const {docs, reader} of list) {
    const terms = phraseTerms(docs);
    for (const phrase of reader) {
      const key = words(phrase)
        .map(({text}) => synonymKey(text))
        .join(' ');
      table.set(key, [...(table.get(key) ?? []), terms]);
    }
  }
  return table;
}

const defaultSynonymTable = synonymTable(defaultSynonyms);

/** A query → groups of alternatives (see the file's comment). */
export function parseQuery(query: string, vocabulary: Vocabulary, synonyms = defaultSynonymTable): Group[] {
  const queryWords = words(query).map(({text}) => text);
  const typing = !/\s$/.test(query);
  const groups: Group[] = [];
  let lead: string | undefined;
  for (let i = 0; i < queryWords.length;) {
    // The longest reader phrase of the synonym list that starts here (up to three words).
    let phraseLength = 0;
    for (let length = Math.min(3, queryWords.length - i); length >= 1; length -= 1) {
      const key = queryWords
        .slice(i, i + length)
        .map(synonymKey)
        .join(' ');
      if (synonyms.has(key)) {
        phraseLength = length;
        break;
      }
    }
    const span = queryWords.slice(i, i + Math.max(1, phraseLength));
    const isLast = i + span.length === queryWords.length;
    // A word still being typed while it is one letter, or, after a subject word, the start of a stop or intent word
    // (`wha`, `kee`): not looked up yet, which would fetch the shards of words the reader is not typing.
    if (typing && isLast && span.length === 1 && (span[0].length < 2 || (groups.length >= 1 && pending(span[0]))))
      break;
    const alternatives: Alternative[] = [];
    if (span.length === 1) {
      alternatives.push(...wordAlternatives(span[0], vocabulary, typing && isLast, groups.length >= 1));
    } else {
      const terms = span.flatMap((word) => {
        const {whole, parts} = termsOf(word);
        return whole !== null ? [whole] : parts;
      });
      if (terms.length > 0) alternatives.push({terms, weight: 1});
    }
    if (phraseLength > 0) {
      const key = span.map(synonymKey).join(' ');
      for (const terms of synonyms.get(key) ?? []) {
        alternatives.push({terms, weight: rankOptions.synonym});
      }
    }
    if (alternatives.length > 0) {
      groups.push(lead ? {words: span, alternatives, lead} : {words: span, alternatives});
      lead = undefined;
    } else if (span.length === 1) lead = questionWord(span[0]) ?? lead;
    i += span.length;
  }
  return groups;
}

/** The start of a stop or intent word, up to three letters (`wha`, `kee`). */
function pending(word: string): boolean {
  const lower = word.toLowerCase();
  if (lower.length > 3) return false;
  for (const list of [stopWords, intentWords]) {
    for (const other of list) if (other.length > lower.length && other.startsWith(lower)) return true;
  }
  return false;
}

/** `afterSubject`: the word comes after another that was looked up. */
function wordAlternatives(word: string, vocabulary: Vocabulary, typing: boolean, afterSubject = false): Alternative[] {
  const {whole, parts} = termsOf(word);
  const alternatives: Alternative[] = [];
  if (whole !== null) alternatives.push({terms: [whole], weight: 1});
  if (parts.length > 0) alternatives.push({terms: parts, weight: rankOptions.parts, parts: true});
  if (whole === null) return alternatives;
  const lower = word.toLowerCase();
  const known = vocabulary.has(whole) || (parts.length > 0 && parts.every((part) => vocabulary.has(part)));
  let completions = 0;
  if (typing && lower.length >= 3) {
    // Completions of the stem too (`answering` → `answers`), but only those that start as the typed word does: the
    // stem of a few letters (`ans` → `an`) would reach words of many shards (`another`, `android`).
    const prefixes = new Set([
      ...vocabulary.withPrefix(lower, rankOptions.prefixMax),
      ...vocabulary.withPrefix(whole, rankOptions.prefixMax).filter((term) => term.startsWith(lower.slice(0, 3))),
    ]);
    prefixes.delete(whole);
    for (const term of [...prefixes].slice(0, rankOptions.prefixMax)) {
      alternatives.push({terms: [term], weight: rankOptions.prefix, completes: true});
      completions += 1;
    }
  }
  // A word being typed that completes to known words is unfinished, not misspelt.
  if (!known && completions === 0 && /^[a-z]+$/.test(lower) && lower.length >= 4) {
    const maxDistance = lower.length >= 8 ? 2 : 1;
    for (const {term, distance} of vocabulary.near(lower, maxDistance, rankOptions.fuzzyMax)) {
      // A word being typed after another: only the terms that start as it does (its own shard, which its
      // completions fetch), not the shards of every word one edit away at each key.
      if (term !== whole && (!typing || !afterSubject || term.startsWith(lower.slice(0, 3)))) {
        // A fraction of an edit: the term matched the word's stem, or its start only.
        const weight = rankOptions.fuzzy[Math.floor(distance)] * (Number.isInteger(distance) ? 1 : 0.8);
        alternatives.push({terms: [term], weight});
      }
    }
  }
  return alternatives;
}

/** Loads a JSON file of the index; `revalidate` for the head, which keeps its name between builds. */
export type Loader = (url: string, revalidate: boolean) => Promise<unknown>;

export interface PageHit {
  page: number;
  /** The page's best section (an index into head.sections). */
  section: number;
  score: number;
  /** Index terms that matched anywhere in the best section (for highlighting). */
  terms: string[];
  /** The passage of that section that holds the most of the matched terms (a sentence, list item or table row). */
  passage?: string;
}

/** A query's pages in an area, best first, and their hits with the passages of the first `passages`. */
export interface Ranking {
  pages: {page: number; score: number}[];
  withPassages(passages: number): Promise<PageHit[]>;
}

export class AreaSearch {
  readonly vocabulary: Vocabulary;
  private readonly shards = new Map<string, Promise<Shard>>();
  private readonly passageFiles = new Map<string, Promise<Passages>>();
  private readonly factor = new Map<number, number>();
  /** Per shard, the numbers of the terms that start its companion's second part, third part, and so on. */
  private readonly cuts = new Map<number, number[]>();

  private constructor(
    readonly head: Head,
    private readonly shardUrl: (name: string) => string,
    private readonly load: Loader,
  ) {
    this.vocabulary = new Vocabulary(head.terms, head.df);
    for (const section of head.overviews) this.factor.set(section, rankOptions.overview);
    for (const section of head.steps) this.factor.set(section, rankOptions.step);
    for (const section of head.repeated) this.factor.set(section, rankOptions.repeated);
    for (const section of head.boilerplate) this.factor.set(section, rankOptions.boilerplate);
    for (const cut of head.parts) {
      const shard = shardOf(head.terms[cut], head.shards.length);
      this.cuts.set(shard, [...(this.cuts.get(shard) ?? []), cut]);
    }
  }

  /** Loads an area's head from `<indexUrl><area>.json`. */
  static async open(indexUrl: string, area: string, load: Loader): Promise<AreaSearch> {
    const wire = (await load(`${indexUrl}${area}.json`, true)) as WireHead;
    if (wire?.v !== FORMAT_VERSION)
      throw new Error(`search index ${area}: format ${wire?.v}, expected ${FORMAT_VERSION}`);
    return new AreaSearch(decodeHead(area, wire), (name) => `${indexUrl}${name}`, load);
  }

  /** Loads every area's head from `<indexUrl>all.json` (without the pages' descriptions: see WireAll). */
  static async openAll(indexUrl: string, areas: string[], load: Loader): Promise<AreaSearch[]> {
    const wire = (await load(`${indexUrl}all.json`, true)) as WireAll;
    if (wire?.v !== FORMAT_VERSION) throw new Error(`search index: format ${wire?.v}, expected ${FORMAT_VERSION}`);
    const heads = splitAll(wire);
    return areas.map((area) => {
      const head = heads.get(area);
      if (!head) throw new Error(`search index: no area ${area} in all.json`);
      return new AreaSearch(decodeHead(area, head), (name) => `${indexUrl}${name}`, load);
    });
  }

  /** A file of the index, fetched once; again after a failure. */
  private file<T>(cache: Map<string, Promise<T>>, name: string): Promise<T> {
    let file = cache.get(name);
    if (!file) {
      file = this.load(this.shardUrl(name), false) as Promise<T>;
      file.catch(() => cache.delete(name));
      cache.set(name, file);
    }
    return file;
  }

  /** The part of its shard's companion that holds a term's passages (see Head.parts). */
  companion(term: string): string {
    const shard = shardOf(term, this.head.shards.length);
    const at = this.vocabulary.indexOf(term);
    return passagesName(this.head.shards[shard], this.cuts.get(shard)?.filter((cut) => cut <= at).length);
  }

  /**
   * Section → score of a term, and section → the number of the passage that holds it in the companion of the
   * term's shard, decoded from its shard.
   */
  private async postings(term: string): Promise<{scores: Map<number, number>; passages: Map<number, number>}> {
    const scores = new Map<number, number>();
    const passages = new Map<number, number>();
    // A term the area does not have has no postings: its shard is not fetched.
    if (!this.vocabulary.has(term)) return {scores, passages};
    const shard = await this.file(this.shards, this.head.shards[shardOf(term, this.head.shards.length)]);
    const flat = shard.t[term] ?? [];
    let section = 0;
    for (let i = 0; i < flat.length; i += 3) {
      section += flat[i];
      scores.set(section, flat[i + 1]);
      if (flat[i + 2] > 0) passages.set(section, flat[i + 2] - 1);
    }
    return {scores, passages};
  }

  /** The texts of passages [companion part, passage number], in order, without repeats; none from a part that failed. */
  private async passageTexts(refs: [string, number][]): Promise<string[]> {
    const names = [...new Set(refs.map(([name]) => name))];
    const files = new Map(
      await Promise.all(
        names.map(async (name) => {
          const file = await this.file(this.passageFiles, name).catch(() => undefined);
          return [name, file] as const;
        }),
      ),
    );
    return [...new Set(refs.flatMap(([name, i]) => files.get(name)?.[i] ?? []))];
  }

  /** The pages that match a query, best first; the first `passages` of them with the passage that answers. */
  async search(query: string, passages = Infinity): Promise<PageHit[]> {
    return (await this.rank(query)).withPassages(passages);
  }

  /**
   * The pages that match a query, best first, and how to give the first of them their passages (fetching the
   * companions they need): a search over several areas ranks them all, then fetches the passages of those shown.
   */
  async rank(query: string): Promise<Ranking> {
    const groups = parseQuery(query, this.vocabulary);
    if (groups.length === 0) return {pages: [], withPassages: async () => []};
    const phrases = keywordPhrases(groups, this.vocabulary);
    const allTerms = [
      ...new Set([...groups.flatMap((group) => group.alternatives.flatMap((a) => a.terms)), ...phrases]),
    ];
    const postings = new Map(
      await Promise.all(allTerms.map(async (term) => [term, await this.postings(term)] as const)),
    );

    // Per section: the sum of its groups' best alternatives, and how many groups matched.
    const total = new Map<number, number>();
    const matched = new Map<number, number>();

    const matchedTerms = new Map<number, Set<string>>();
    // Per section, its passages that may be shown: [companion part, passage number]. Those of the query's words;
    // a completion of the word being typed only from a part that the query's words fetch too, or else (at each
    // key, they would fetch the parts of words the reader is not typing):
    // - after other words (`sig` → `signature`), from a shard of theirs (the typed word's own, where its
    //   completions live);
    // - alone, once it has `partPrefix` letters, when its completions share one part (`chat` → `chatbot`, not
    //   `cha` → `chat`, `channel`, `change`).
    const candidates = new Map<number, [string, number][]>();
    const shardNumber = (term: string) => shardOf(term, this.head.shards.length);
    const own = new Set(
      groups
        .flatMap(({alternatives}) => alternatives.filter((alternative) => !alternative.completes))
        .flatMap(({terms}) => terms.filter((term) => this.vocabulary.has(term)))
        .flatMap((term) => [this.companion(term), shardNumber(term)]),
    );
    const shows = (term: string, companion: string, group: Group) =>
      own.has(companion) || (groups.length > 1 ? own.has(shardNumber(term)) : group.words[0].length >= partPrefix);
    for (const group of groups) {
      const best = new Map<number, number>();
      for (const alternative of group.alternatives) {
        const {terms, weight, parts} = alternative;
        const lists = terms.map((term) => postings.get(term)!.scores);
        // An identifier's parts count as one word (their mean): `chatbot_limit_reached` split in three must not
        // outscore a page that has the identifier itself.
        const share = parts ? 1 / terms.length : 1;
        const [first, ...rest] = lists;
        for (const [section, score] of first) {
          let sum = score;
          let all = true;
          for (const list of rest) {
            const other = list.get(section);
            if (other === undefined) {
              all = false;
              break;
            }
            sum += other;
          }
          if (!all) continue;
          const value = weight * sum * share;
          if (value > (best.get(section) ?? 0)) best.set(section, value);
          let set = matchedTerms.get(section);
          if (!set) matchedTerms.set(section, (set = new Set()));
          for (const term of terms) set.add(term);
          for (const term of terms) {
            const passage = postings.get(term)!.passages.get(section);
            if (passage === undefined) continue;
            const companion = this.companion(term);
            if (alternative.completes && !shows(term, companion, group)) continue;
            let list = candidates.get(section);
            if (!list) candidates.set(section, (list = []));
            list.push([companion, passage]);
          }
        }
      }
      for (const [section, value] of best) {
        total.set(section, (total.get(section) ?? 0) + value);
        matched.set(section, (matched.get(section) ?? 0) + 1);
      }
    }

    // A keyword or heading phrase adds to the section that has it (which its words have matched).
    for (const phrase of phrases) {
      for (const [section, score] of postings.get(phrase)!.scores) {
        if (total.has(section)) total.set(section, total.get(section)! + rankOptions.phrase * score);
      }
    }

    // Pages by their best section.
    const pages = new Map<
      number,
      {best: number; section: number; others: number; sections: {section: number; score: number}[]}
    >();
    for (const [section, sum] of total) {
      const coverage = matched.get(section)! / groups.length;
      const score = sum * coverage * coverage * (this.factor.get(section) ?? 1);
      const page = this.head.sections[section][0];
      const entry = pages.get(page);
      if (!entry) pages.set(page, {best: score, section, others: 0, sections: [{section, score}]});
      else {
        entry.sections.push({section, score});
        if (score > entry.best) {
          entry.others += entry.best;
          entry.best = score;
          entry.section = section;
        } else entry.others += score;
      }
    }
    const ranked = [...pages]
      .map(([page, entry]) => ({
        page,
        entry,
        score: entry.best + rankOptions.otherSections * Math.min(entry.others, entry.best),
      }))
      .sort((a, b) => b.score - a.score || a.page - b.page);
    return {
      pages: ranked,
      withPassages: (passages) => this.withPassages(ranked, passages, groups, candidates, matchedTerms),
    };
  }

  /** The ranked pages as hits, the first `passages` of them with the passage that answers. */
  private async withPassages(
    ranked: {page: number; score: number; entry: {section: number; sections: {section: number; score: number}[]}}[],
    passages: number,
    groups: Group[],
    candidates: Map<number, [string, number][]>,
    matchedTerms: Map<number, Set<string>>,
  ): Promise<PageHit[]> {
    // The passages, fetched and tokenized only for the pages that will be shown.
    const texts = new Map<number, string[]>();
    await Promise.all(
      ranked.slice(0, passages).flatMap(({entry}) =>
        entry.sections.map(async ({section}) => {
          const refs = candidates.get(section);
          if (refs) texts.set(section, await this.passageTexts(refs));
        }),
      ),
    );
    return ranked.map(({page, entry: {section, sections}, score}, rank) => {
      if (rank >= passages) return {page, section, score, terms: [...(matchedTerms.get(section) ?? [])]};
      // The passage that holds the most of the query's matched words: the best section's, or another
      // section's that holds more of them (a field's row in the response section), where the result then lands.
      let landing = section;
      let passage: {text: string; count: number} | undefined;
      // The page's sections best first (the best section keeps a tie).
      sections.sort((a, b) => b.score - a.score || a.section - b.section);
      for (const {section: candidate} of sections) {
        const found = bestPassage(texts.get(candidate) ?? [], groups);
        if (found && (!passage || found.count > passage.count)) {
          passage = found;
          landing = candidate;
        }
      }
      return {
        page,
        section: landing,
        score,
        terms: [...(matchedTerms.get(landing) ?? [])],
        ...(passage ? {passage: passage.text} : {}),
      };
    });
  }
}

/**
 * The keyword phrases (see keywordPhrase of ./tokenize.ts) that adjacent groups of a query make, through each
 * group's word or a synonym of one word, or that a group makes with the question word before it, and that the
 * area has.
 */
export function keywordPhrases(groups: Group[], vocabulary: Vocabulary): string[] {
  const singles = groups.map((group) => [
    ...new Set(
      group.alternatives
        .filter(({terms, weight}) => terms.length === 1 && weight >= rankOptions.synonym)
        .map(({terms}) => terms[0]),
    ),
  ]);
  const found = new Set<string>();
  // A question word and the word after it (`who changed`): a keyword of one word with its question word.
  groups.forEach(({lead}, i) => {
    for (const term of lead ? singles[i] : []) if (vocabulary.has(`${lead} ${term}`)) found.add(`${lead} ${term}`);
  });
  for (let start = 0; start < groups.length; start += 1) {
    let partial = singles[start];
    for (let end = start + 1; end < Math.min(groups.length, start + rankOptions.phraseMax); end += 1) {
      partial = partial.flatMap((head) => singles[end].map((term) => `${head} ${term}`));
      for (const phrase of partial) if (vocabulary.has(phrase)) found.add(phrase);
    }
  }
  return [...found];
}

/** A passage's terms: the same passages come back with each key typed. */
const passageTerms = new Map<string, Set<string>>();

/**
 * Of some passages, the one that answers the most of the query: each group (query word) counts the weight of
 * its best alternative whose terms are all in the passage (the word itself 1, its parts or a synonym less).
 * The first of the best, and its count.
 */
export function bestPassage(passages: readonly string[], groups: Group[]): {text: string; count: number} | undefined {
  let best: {text: string; count: number} | undefined;
  for (const text of passages) {
    let found = passageTerms.get(text);
    if (!found) {
      if (passageTerms.size >= 5_000) passageTerms.clear();
      passageTerms.set(text, (found = new Set(indexTerms(text))));
    }
    let count = 0;
    for (const {alternatives} of groups) {
      let weight = 0;
      for (const alternative of alternatives) {
        // A passage with an identifier's parts apart holds it less than one with the identifier itself.
        const value = alternative.parts ? alternative.weight * rankOptions.partsInPassage : alternative.weight;
        if (value > weight && alternative.terms.every((term) => found.has(term))) weight = value;
      }
      count += weight;
    }
    if (count > 0 && (!best || count > best.count)) best = {text, count};
  }
  return best;
}

/** A hit of a search over several areas: the area's number in the list searched, and its engine. */
export type AreaHit = PageHit & {areaNumber: number; search: AreaSearch};

/**
 * A query over several areas (outside an area, the box, the search page and the MCP server search all
 * three): each area's pages, merged by score (ties: area order, then page order), the best `limit`.
 */
export async function searchAreas(searches: AreaSearch[], query: string, limit: number): Promise<AreaHit[]> {
  const byScore = <T extends {score: number; areaNumber: number; page: number}>(list: T[]) =>
    list.sort((a, b) => b.score - a.score || a.areaNumber - b.areaNumber || a.page - b.page).slice(0, limit);
  const rankings = await Promise.all(searches.map((search) => search.rank(query)));
  // The passages of the pages shown only: each area's first pages that make the merged list.
  const shown = searches.map(() => 0);
  const merged = rankings.flatMap(({pages}, areaNumber) => pages.map(({page, score}) => ({page, score, areaNumber})));
  for (const {areaNumber} of byScore(merged)) shown[areaNumber] += 1;
  return byScore(
    (
      await Promise.all(
        rankings.map(async (ranking, areaNumber) =>
          (await ranking.withPassages(shown[areaNumber])).map((hit) => ({
            ...hit,
            areaNumber,
            search: searches[areaNumber],
          })),
        ),
      )
    ).flat(),
  );
}
