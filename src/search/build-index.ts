/**
 * Builds one area's search index (see ./format.ts) from its parsed pages. Pure:
 * src/plugins/post-build/search-index.ts reads the built HTML and writes the files.
 */
import {createHash} from 'node:crypto';
import {
  encodeAll,
  encodeHead,
  FORMAT_VERSION,
  partPrefix,
  passagesName,
  shardOf,
  type Head,
  type Passages,
  type Shard,
  type WireAll,
  type WireHead,
} from './format';
import type {Defined, ParsedDocument, ParsedSection} from './parse-page';
import {indexTerms, keywordPhrase, termsOf} from './tokenize';

/** A page as the search plugin's parser reads it from the built HTML. */
export interface ParsedPage {
  /** Path under the base URL, without a trailing slash: `developer/api/lead`. */
  path: string;
  title: string;
  description: string;
  keywords: string;
  /** Front matter `questions`: what the page answers, in its readers' words (counted as its description is). */
  questions?: string[];
  breadcrumb: string[];
  /** The page's top (title === page title, hash '') and its h2/h3 sections. */
  sections: ParsedSection[];
  /** The fields and objects its own API responses and event payloads define. */
  defines?: Defined;
  /** Its operation or event is deprecated: another page performs the task now. */
  deprecated?: boolean;
}

/** A parsed built page as the index takes it, at its path below the base URL (the build's step and the offline run). */
export function indexedPage(path: string, parsed: ParsedDocument, questions: string[] = []): ParsedPage {
  return {
    path,
    title: parsed.pageTitle,
    description: parsed.description,
    keywords: parsed.keywords,
    ...(questions.length > 0 ? {questions} : {}),
    breadcrumb: parsed.breadcrumb,
    sections: parsed.sections,
    ...(parsed.defines ? {defines: parsed.defines} : {}),
    ...(parsed.deprecated ? {deprecated: true} : {}),
  };
}

/** How sections are scored (BM25F): per field, a weight and a length normalisation. */
export const indexOptions = {
  k1: 1.2,
  fields: {
    /** The page title: strong on the page's top section, context on the others. */
    title: {topWeight: 8, sectionWeight: 1, b: 0.3},
    heading: {weight: 3, b: 0.3},
    /**
     * Description, keywords and the questions the page answers (front matter): strong on the page's top section; on the others, context for what the whole page
     * is about, as its title is. A query whose words are spread over a page (a keyword of the page, the rest in
     * one of its sections: "stop the bot answering at night") then reaches that section.
     */
    description: {weight: 2, sectionWeight: 1, b: 0.5},
    text: {weight: 1, b: 0.75},
    /** The text of the links to a page from the other pages, on its top section. */
    anchor: {weight: 2, b: 0.5},
    /**
     * What the page defines, on its top section: its responses' and payloads' top-level field names that are
     * identifiers (`expires_at`), and the ID of each object it returns (`chat_session_id`, `session_id` for
     * `chat_session`), so that a field's name reaches the page whose schema has it, not every page naming it.
     */
    defines: {weight: 2, b: 0.3},
    /**
     * Each front matter keyword of two words or more as one term (`copi chatbot`, or `who chang` for a word and
     * its question word; see keywordPhrase), on the top section, and each heading of two words or more on its
     * section (`set tone`): a query that says the reader's phrase finds the page or section the writer gave it
     * to, above those that only have its words apart.
     */
    phrase: {weight: 2, b: 0},
  },
  /** Also count a defined field whose name is a plain word (`temperature`): 1, or 0 for identifiers only. */
  definesPlain: 0,
  /**
   * A field that more pages than this define is a convention of the API (`next_cursor`, `created_at`), no
   * page's own: it is not counted as defined.
   */
  definesMaxPages: 4,
  /**
   * Words of a section that are the text of a link to another page count this much: they name that page's
   * subject (a recipe's "Create a chat session", a category page's list), and count for it (`anchor`). So
   * does a heading that names a page its section links to ("Step 1: Create a chat session"), and a recipe's step
   * heading ("Step 1: Open a session for the visitor") whose first link is named by its page's title.
   */
  linkText: 0.25,
  /** Every score of a deprecated operation's or event's page is multiplied by this: its successor is the answer. */
  deprecated: 0.5,
  /** A page with this many numbered steps that walk through other pages' tasks is a walkthrough (0: none is). */
  walkthroughSteps: 2,
  /** Each term keeps the passage of this many of its sections (its best), for the results to show. */
  passagesPerTerm: 18,
  /** A passage longer than this is cut at a word boundary into pieces. */
  passageMax: 190,
  /**
   * A heading on this many pages of an area or more repeats ("Errors", "Related
   * pages", "Troubleshooting"); its section is boilerplate when at least this
   * share of its terms is also in most of the others (the generated "Errors"
   * and "Request" tables), else only repeated (its content is the page's own).
   */
  boilerplateMinPages: 3,
  boilerplateShared: 0.5,
  /** Shards of about this many bytes (JSON, before gzip). */
  shardBytes: 1_000,
  /**
   * A shard's companion is cut, between terms in their sorted order, into parts of about this many bytes of
   * passages: a query fetches the part of each of its words, not the passages of every word that shares their
   * first three letters (`chatbot`, `change`, `channel`); a part never splits the terms that share their first
   * four letters (partPrefix of ./format.ts), so a word's completions share its part.
   */
  passageBytes: 1_500,
} as const;

type Field = 'title' | 'heading' | 'description' | 'text' | 'anchor' | 'defines' | 'phrase';
const fields: Field[] = ['title', 'heading', 'description', 'text', 'anchor', 'defines', 'phrase'];

interface SectionTerms {
  isTop: boolean;
  /** Of a deprecated operation's or event's page. */
  deprecated: boolean;
  tf: Record<Field, Map<string, number>>;
  length: Record<Field, number>;
  /** The section's passages, and each term's first passage. */
  passages: string[];
  passageOf: Map<string, number>;
  /** Links to other pages: [path of the target, link text]. */
  links: [string, string][];
}

function countTerms(text: string): [Map<string, number>, number] {
  const counts = new Map<string, number>();
  const terms = indexTerms(text);
  for (const term of terms) counts.set(term, (counts.get(term) ?? 0) + 1);
  return [counts, terms.length];
}

/** `/guides/developer/api/lead/#x`, `../api/lead.html` → `api/lead`-like tail to match against page paths. */
function linkPath(href: string): string | null {
  if (/^[a-z]+:/i.test(href) && !/^https?:/i.test(href)) return null;
  const pathname = href.replace(/^https?:\/\/[^/]+/i, '').replace(/[?#].*$/, '');
  if (pathname === '') return null;
  return pathname
    .replace(/\/index(\.html)?$/, '')
    .replace(/\.html$/, '')
    .replace(/\/+$/, '');
}

/** A passage cut into pieces of at most `max` characters, at word boundaries, marked with "…" where cut. */
export function passagePieces(text: string, max: number): string[] {
  // Sentences first: a paragraph's sentences are passages of their own.
  const sentences = text.length <= max ? [text] : text.split(/(?<=[.!?:])\s+(?=[A-Z`"(0-9])/);
  const pieces: string[] = [];
  for (const sentence of sentences) {
    let rest = sentence;
    let first = true;
    while (rest.length > max) {
      const cut = rest.lastIndexOf(' ', max - 1);
      const at = cut > max / 2 ? cut : max - 1;
      pieces.push(`${first ? '' : '…'}${rest.slice(0, at)}…`);
      rest = rest.slice(at).trimStart();
      first = false;
    }
    if (rest) pieces.push(`${first ? '' : '…'}${rest}`);
  }
  return pieces;
}

export interface AreaIndex {
  /** As the file has it (decodeHead of ./format.ts reads it). */
  head: WireHead;
  /** File name → shard, or a shard's passages (its companion, see ./format.ts). */
  shards: Map<string, Shard | Passages>;
}

export function normaliseHeading(heading: string): string {
  const key = heading.toLowerCase().replace(/\s+/g, ' ').trim();
  // A response's status line ("200 OK", "202 Accepted") is one family of repeated headings, whatever the status:
  // the generated response blocks must not outrank the page whose subject the query is.
  return /^[1-5]\d\d [a-z][a-z -]*$/.test(key) ? 'http response' : key;
}

/**
 * Builds every area's index. Term rarity (idf) and average field lengths are
 * counted over all areas together, so that scores from different areas compare
 * when a search outside an area merges them.
 */
export function buildIndexes(
  areas: [area: string, pages: ParsedPage[]][],
  {shardBytes = indexOptions.shardBytes as number}: {shardBytes?: number} = {},
): Map<string, AreaIndex> {
  // How many pages define each term: a term of many is a convention, not a page's own.
  const objectIds = new Set(
    areas.flatMap(([, pages]) => pages.flatMap((page) => page.defines?.objects ?? [])).flatMap(objectIdTerms),
  );
  const definedBy = new Map<string, number>();
  const defined = new Map<ParsedPage, string[]>();
  for (const [, pages] of areas) {
    for (const page of pages) {
      const {fields: terms, ids} = definedTerms(page.defines, objectIds);
      defined.set(page, [...terms, ...ids]);
      for (const term of [...terms, ...ids]) definedBy.set(term, (definedBy.get(term) ?? 0) + 1);
    }
  }
  const definesOf = (page: ParsedPage) =>
    (defined.get(page) ?? []).filter((term) => definedBy.get(term)! <= indexOptions.definesMaxPages);
  const prepared = areas.map(([area, pages]) => ({area, ...prepareArea(pages, definesOf)}));
  linkAnchors(prepared);
  const all = prepared.flatMap((area) => area.sectionTerms);
  const n = all.length;
  const df = new Map<string, number>();
  for (const section of all) {
    const terms = new Set(fields.flatMap((field) => [...section.tf[field].keys()]));
    for (const term of terms) df.set(term, (df.get(term) ?? 0) + 1);
  }
  const average = {} as Record<Field, number>;
  for (const field of fields) {
    const lengths = all.map((section) => section.length[field]).filter((length) => length > 0);
    average[field] = lengths.length ? lengths.reduce((a, b) => a + b, 0) / lengths.length : 1;
  }
  return new Map(
    prepared.map(({area, head, sectionTerms}) => [
      area,
      finishArea(area, head, sectionTerms, {n, df, average, shardBytes}),
    ]),
  );
}

/**
 * Link text: counted for the page it links to (its top section's `anchor` field), and at `linkText` in the
 * section that holds it; a heading that names a page its section links to counts so too.
 */
function linkAnchors(prepared: {head: Head; sectionTerms: SectionTerms[]}[]): void {
  // Every page's top section and title, by path.
  const pages = new Map<string, {top: SectionTerms; title: string}>();
  for (const {head, sectionTerms} of prepared) {
    head.sections.forEach(([page, hash], s) => {
      if (hash === '') pages.set(head.pages[page][0], {top: sectionTerms[s], title: head.pages[page][1]});
    });
  }
  const resolve = (target: string): string | undefined => {
    for (let path = target.replace(/^\/+/, ''); path !== ''; path = path.replace(/^[^/]*\/?/, '')) {
      if (pages.has(path)) return path;
    }
    return undefined;
  };
  const scale = (counts: Map<string, number>, terms: string[]) => {
    for (const term of terms) {
      const count = counts.get(term);
      if (count !== undefined) counts.set(term, Math.max(0, count - (1 - indexOptions.linkText)));
    }
  };
  for (const {head, sectionTerms} of prepared) {
    head.sections.forEach(([page, , heading], s) => {
      const section = sectionTerms[s];
      const self = head.pages[page][0];
      section.links.forEach(([href, text], at) => {
        const path = resolve(href);
        if (path === undefined || path === self) return;
        const target = pages.get(path)!;
        const terms = indexTerms(text);
        for (const term of terms) target.top.tf.anchor.set(term, (target.top.tf.anchor.get(term) ?? 0) + 1);
        target.top.length.anchor += terms.length;
        scale(section.tf.text, terms);
        const title = target.title.toLowerCase();
        // A recipe's step ("Step 2: Check whether the conversation is over") names the reader's task; the operation
        // it walks through is its first link, named by its page's title (src/plugins/api-reference/recipe.ts).
        const recipeStep = at === 0 && /^step\s+\d+:/i.test(heading) && text.trim().toLowerCase() === title;
        if (heading && (heading.toLowerCase().includes(title) || recipeStep)) {
          scale(section.tf.heading, indexTerms(target.title));
          if (!head.steps.includes(s)) head.steps.push(s);
        }
      });
    });
    // A walkthrough (`walkthroughSteps` numbered steps or more, each another page's task): its top sums up
    // those tasks, whose pages are the answers, and counts as a step.
    if (indexOptions.walkthroughSteps > 0) {
      const numbered = new Map<number, number>();
      for (const s of head.steps) {
        const [page, , heading] = head.sections[s];
        if (/^(step\s+)?\d+[.:]/i.test(heading)) numbered.set(page, (numbered.get(page) ?? 0) + 1);
      }
      head.sections.forEach(([page, hash], s) => {
        if (hash === '' && (numbered.get(page) ?? 0) >= indexOptions.walkthroughSteps && !head.steps.includes(s))
          head.steps.push(s);
      });
      head.steps.sort((a, b) => a - b);
    }
  }
}

function counted(terms: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const term of terms) counts.set(term, (counts.get(term) ?? 0) + 1);
  return counts;
}

/**
 * The terms of what a page defines (`defines` of indexOptions.fields): each identifier field's whole name (a
 * plain word's too with `definesPlain`), and for each object the ID that names it elsewhere (`chat_session` →
 * `chat_session_id`, `session_id`).
 */
export function definedTerms(
  defined: Defined | undefined,
  objectIds: ReadonlySet<string> = new Set(),
): {fields: string[]; ids: string[]} {
  if (!defined) return {fields: [], ids: []};
  const ids = new Set(defined.objects.flatMap(objectIdTerms));
  const fields = new Set<string>();
  for (const name of defined.fields) {
    const {whole, parts} = termsOf(name);
    // Another object's ID (`session_id` in a payment request) refers to it: its own pages define it.
    if (whole === null || (objectIds.has(whole) && !ids.has(whole))) continue;
    if (parts.length > 0 || indexOptions.definesPlain > 0) fields.add(whole);
  }
  return {fields: [...fields].filter((term) => !ids.has(term)), ids: [...ids]};
}

/** The ID terms of an object: `chat_session` → `chat_session_id`, `session_id`. */
function objectIdTerms(object: string): string[] {
  return [`${object}_id`, `${object.split(/[_.]/).at(-1)}_id`].flatMap((id) => termsOf(id).whole ?? []);
}

function prepareArea(
  pages: ParsedPage[],
  definesOf: (page: ParsedPage) => string[] = (page) => {
    const {fields: terms, ids} = definedTerms(page.defines);
    return [...terms, ...ids];
  },
): {head: Head; sectionTerms: SectionTerms[]} {
  const crumbs: string[] = [];
  const crumbIndex = (label: string) => {
    let i = crumbs.indexOf(label);
    if (i < 0) i = crumbs.push(label) - 1;
    return i;
  };
  const head: Head = {
    v: FORMAT_VERSION,
    crumbs,
    pages: [],
    sections: [],
    boilerplate: [],
    repeated: [],
    steps: [],
    overviews: [],
    terms: [],
    df: [],
    shards: [],
    parts: [],
  };
  const sectionTerms: SectionTerms[] = [];

  // Headings that repeat across pages.
  const pagesByHeading = new Map<string, Set<number>>();
  pages.forEach((page, p) => {
    for (const section of page.sections) {
      if (section.hash === '') continue;
      const key = normaliseHeading(section.title);
      pagesByHeading.set(key, (pagesByHeading.get(key) ?? new Set()).add(p));
    }
  });
  // Under each such heading, how many sections have each term, to tell generated tables from real content.
  // Counted once per heading (not by comparing each section with every other one, which grew with the square
  // of the page count).
  const termCountsByHeading = new Map<string, {sections: number; counts: Map<string, number>}>();
  for (const page of pages) {
    for (const section of page.sections) {
      const key = normaliseHeading(section.title);
      if (section.hash === '' || (pagesByHeading.get(key)?.size ?? 0) < indexOptions.boilerplateMinPages) continue;
      let heading = termCountsByHeading.get(key);
      if (!heading) termCountsByHeading.set(key, (heading = {sections: 0, counts: new Map()}));
      heading.sections += 1;
      for (const term of new Set(indexTerms(section.content))) {
        heading.counts.set(term, (heading.counts.get(term) ?? 0) + 1);
      }
    }
  }
  /** The share of a section's terms that at least half of the other sections under its heading also have. */
  const sharedShare = (key: string, content: string): number => {
    const heading = termCountsByHeading.get(key);
    const terms = [...new Set(indexTerms(content))];
    if (terms.length === 0) return 1;
    if (!heading) return 0;
    // The counts include the section itself once.
    const shared = terms.filter((term) => (heading.counts.get(term) ?? 0) - 1 >= (heading.sections - 1) / 2);
    return shared.length / terms.length;
  };

  pages.forEach((page, p) => {
    head.pages.push([page.path, page.title, page.breadcrumb.map(crumbIndex), page.description]);
    const sections = page.sections.some((section) => section.hash === '')
      ? page.sections
      : [{title: page.title, hash: '', content: ''}, ...page.sections];
    for (const section of sections) {
      const isTop = section.hash === '';
      const s = head.sections.push([p, section.hash, isTop ? '' : section.title]) - 1;
      if (/(^|\/)category\//.test(page.path)) head.overviews.push(s);
      const key = normaliseHeading(section.title);
      if (!isTop && (pagesByHeading.get(key)?.size ?? 0) >= indexOptions.boilerplateMinPages) {
        (sharedShare(key, section.content) >= indexOptions.boilerplateShared ? head.boilerplate : head.repeated).push(
          s,
        );
      }
      const [title, titleLength] = countTerms(page.title);
      const [heading, headingLength] = countTerms(isTop ? '' : section.title);
      const [description, descriptionLength] = countTerms(
        [page.description, page.keywords, ...(page.questions ?? [])].join(' '),
      );
      const [text, textLength] = countTerms(section.content);
      const links: [string, string][] = [];
      for (const [href, linkTextValue] of section.links ?? []) {
        const target = linkPath(href);
        if (target !== null) links.push([target, linkTextValue]);
      }
      const passages = (section.passages ?? []).flatMap((passage) => passagePieces(passage, indexOptions.passageMax));
      const passageOf = new Map<string, number>();
      passages.forEach((passage, i) => {
        for (const term of indexTerms(passage)) if (!passageOf.has(term)) passageOf.set(term, i);
      });
      const defines = isTop ? definesOf(page) : [];
      const phrases = isTop
        ? page.keywords.split(',').flatMap((keyword) => keywordPhrase(keyword) ?? [])
        : [keywordPhrase(section.title) ?? []].flat();
      sectionTerms.push({
        isTop,
        deprecated: page.deprecated === true,
        tf: {title, heading, description, text, anchor: new Map(), defines: counted(defines), phrase: counted(phrases)},
        length: {
          title: titleLength,
          heading: headingLength,
          description: descriptionLength,
          text: textLength,
          anchor: 0,
          defines: defines.length,
          phrase: phrases.length,
        },
        passages,
        passageOf,
        links,
      });
    }
  });
  return {head, sectionTerms};
}

function finishArea(
  area: string,
  head: Head,
  sectionTerms: SectionTerms[],
  {
    n,
    df,
    average,
    shardBytes,
  }: {n: number; df: Map<string, number>; average: Record<Field, number>; shardBytes: number},
): AreaIndex {
  // Postings: term → [section, score] in section order.
  const postings = new Map<string, [number, number][]>();
  const areaDf = new Map<string, number>();
  const {k1} = indexOptions;
  const f = indexOptions.fields;
  sectionTerms.forEach((section, s) => {
    const weight: Record<Field, number> = {
      title: section.isTop ? f.title.topWeight : f.title.sectionWeight,
      heading: f.heading.weight,
      description: section.isTop ? f.description.weight : f.description.sectionWeight,
      text: f.text.weight,
      anchor: f.anchor.weight,
      defines: f.defines.weight,
      phrase: f.phrase.weight,
    };
    const terms = new Set(fields.flatMap((field) => [...section.tf[field].keys()]));
    for (const term of terms) {
      let tf = 0;
      for (const field of fields) {
        const count = section.tf[field].get(term) ?? 0;
        if (count === 0) continue;
        const b = f[field].b;
        tf += (weight[field] * count) / (1 - b + (b * section.length[field]) / average[field]);
      }
      if (tf === 0) continue;
      const docs = df.get(term) ?? 1;
      const idf = Math.log(1 + (n - docs + 0.5) / (docs + 0.5));
      const factor = section.deprecated ? indexOptions.deprecated : 1;
      const score = Math.max(1, Math.round(100 * factor * idf * ((tf * (k1 + 1)) / (k1 + tf))));
      areaDf.set(term, (areaDf.get(term) ?? 0) + 1);
      let list = postings.get(term);
      if (!list) postings.set(term, (list = []));
      list.push([s, score]);
    }
  });

  head.terms = [...postings.keys()].sort();
  head.df = head.terms.map((term) => areaDf.get(term) ?? 0);

  // Shards by term hash, about shardBytes each with their passages (which their companions hold).
  const encoded = new Map<string, [number, number, string | undefined][]>();
  let bytes = 0;
  for (const [term, list] of postings) {
    // The passages of the term's best sections.
    const best = new Set(
      [...list]
        .sort((a, b) => b[1] - a[1] || a[0] - b[0])
        .slice(0, indexOptions.passagesPerTerm)
        .map(([s]) => s),
    );
    encoded.set(
      term,
      list.map(([s, score]) => {
        const section = sectionTerms[s];
        const passage = best.has(s) ? section.passageOf.get(term) : undefined;
        return [s, score, passage === undefined ? undefined : section.passages[passage]];
      }),
    );
    let previous = 0;
    const flat: number[] = [];
    for (const [s, score] of list) {
      flat.push(s - previous, score, 0);
      previous = s;
    }
    bytes += term.length + 6 + JSON.stringify(flat).length;
    for (const [, , passage] of encoded.get(term)!) if (passage !== undefined) bytes += passage.length + 3;
  }
  const shardCount = Math.max(1, Math.ceil(bytes / shardBytes));
  const byShard: Shard[] = Array.from({length: shardCount}, () => ({t: {}}));
  // Each shard's companion parts, and each part's passages by text (a passage the part already has is not repeated).
  const partsOf: {passages: Passages; index: Map<string, number>; bytes: number; last: string}[][] = byShard.map(
    () => [],
  );
  head.parts = [];
  head.terms.forEach((term, termIndex) => {
    const number = shardOf(term, shardCount);
    const shard = byShard[number];
    const parts = partsOf[number];
    let part = parts.at(-1);
    const fresh = new Set(encoded.get(term)!.flatMap(([, , passage]) => (passage === undefined ? [] : [passage])));
    for (const passage of part?.index.keys() ?? []) fresh.delete(passage);
    const bytes = [...fresh].reduce((sum, passage) => sum + passage.length + 3, 0);
    const family = (other: string) => other.slice(0, partPrefix) === term.slice(0, partPrefix);
    if (
      fresh.size > 0 &&
      (!part || (part.bytes > 0 && part.bytes + bytes > indexOptions.passageBytes && !family(part.last)))
    ) {
      if (part) head.parts.push(termIndex);
      parts.push((part = {passages: [], index: new Map(), bytes: 0, last: term}));
    }
    if (part) part.last = term;
    const flat: number[] = [];
    let previous = 0;
    for (const [s, score, passage] of encoded.get(term)!) {
      let ref = 0;
      if (passage !== undefined && part) {
        let i = part.index.get(passage);
        if (i === undefined) {
          part.index.set(passage, (i = part.passages.push(passage) - 1));
          part.bytes += passage.length + 3;
        }
        ref = i + 1;
      }
      flat.push(s - previous, score, ref);
      previous = s;
    }
    shard.t[term] = flat;
  });
  // Named by the hash of all the area's shards and passages and their number: the head lists one hash, not one
  // per shard. A shard's passages go in its companion's parts, fetched only for the results shown.
  const shards = new Map<string, Shard | Passages>();
  const hash = createHash('sha256');
  byShard.forEach((shard, i) =>
    hash.update(`${JSON.stringify(shard)}\n${JSON.stringify(partsOf[i].map((part) => part.passages))}\n`),
  );
  const areaHash = hash.digest('hex').slice(0, 8);
  head.shards = byShard.map((shard, i) => {
    if (Object.keys(shard.t).length === 0) return '';
    const name = `${area}-${areaHash}-${i}.json`;
    shards.set(name, shard);
    partsOf[i].forEach((part, k) => shards.set(passagesName(name, k), part.passages));
    return name;
  });
  return {head: encodeHead(area, head), shards};
}

/** The files of the areas' indexes, by name under `search-index/`: each area's head, `all.json` and the shards. */
export function indexFiles(indexes: Map<string, AreaIndex>): Map<string, WireHead | WireAll | Shard | Passages> {
  const files = new Map<string, WireHead | WireAll | Shard | Passages>();
  for (const [area, {head, shards}] of indexes) {
    files.set(`${area}.json`, head);
    for (const [name, shard] of shards) files.set(name, shard);
  }
  files.set('all.json', encodeAll([...indexes].map(([area, {head}]) => [area, head])));
  return files;
}
