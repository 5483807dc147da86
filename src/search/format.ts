/**
 * The search index as the build writes it and the worker reads it, one set of
 * files per area under `<baseUrl>search-index/`:
 *
 * - `<area>.json`, the head (fetched with revalidation): the area's pages and
 *   sections, its vocabulary, and the names of its shards.
 * - `<area>-<hash>-<number>.json`, the shards (immutable, named by the hash of
 *   all the area's shards and passages and their number, so a deploy that
 *   changes the area renames them all): each holds the postings of the terms
 *   that hash to it. A query fetches only the shards of its terms (and of their
 *   typo, prefix and synonym variants).
 * - `<area>-<hash>-<number>p.json`, `…p1.json`, …: each shard's companion in
 *   parts (none for a shard without passages), the passages its postings point
 *   at, which the results show. Fetched only for the results shown, and only
 *   the parts of the query's words, not for the completions of a word still
 *   being typed after others or alone at three letters (issue 44).
 * - `all.json`: the three heads in one, for a search from outside the areas
 *   (WireAll).
 *
 * Scores are precomputed at build time (BM25F over title, heading, description
 * and text), so the worker only adds them up.
 */

/** Bump when the shape changes: the worker refuses a head of another version. */
export const FORMAT_VERSION = 7;

export interface Head {
  v: typeof FORMAT_VERSION;
  /** Breadcrumb labels, referenced by index from `pages`. */
  crumbs: string[];
  /** Per page: [path under the base URL, title, breadcrumb label indices, description]. */
  pages: [path: string, title: string, crumbs: number[], description: string][];
  /** Per section, in page order: [page index, hash ('' for the page's top), heading ('' for the top)]. */
  sections: [page: number, hash: string, heading: string][];
  /** Sections under a heading that repeats on many pages with much the same content ("Errors", "Request"). */
  boilerplate: number[];
  /** Sections under a heading that repeats on many pages, with content of their own ("Troubleshooting", "Related pages"). */
  repeated: number[];
  /** Sections that walk through another page's task: their heading names a page they link to ("Step 1: Create a chat session"). */
  steps: number[];
  /** Sections of category pages (`<area>/category/…`): overviews of the pages under them, which are the answers. */
  overviews: number[];
  /** Every term of the area, sorted, and how many sections hold each. */
  terms: string[];
  df: number[];
  /** Shard file names by shard number ('' for an empty shard). */
  shards: string[];
  /**
   * Where a shard's companion is cut into parts: the numbers in `terms` of the terms that start a part after the
   * first (of their shard). A term's passages are in the part of its shard that its number falls in.
   */
  parts: number[];
}

/**
 * A shard: `t`, term → postings, flat [section delta, score, passage, section delta, score, passage, …],
 * section numbers delta-coded in ascending order, scores BM25F × 100, passage the number in the shard's
 * Passages (from 1; 0: none) of the first passage of the section that holds the term, kept for the term's best
 * sections.
 */
export interface Shard {
  t: Record<string, number[]>;
}

/** A shard's companion: the passages (a sentence, list item or table row, cut to about 200 characters) that the results show. */
export type Passages = string[];

/**
 * A companion part never splits the terms that share their first letters, this many: a word typed that far has
 * its completions in one part (`chat` → `chatbot`, `chat_session`).
 */
export const partPrefix = 4;

/** A part of a shard's companion: `developer-0123abcd-17.json` → `developer-0123abcd-17p.json`, its second part `…-17p1.json`. */
export const passagesName = (shardName: string, part = 0): string =>
  shardName.replace(/\.json$/, `p${part || ''}.json`);

/**
 * Which shard a term lives in: by its first three letters (FNV-1a, 32 bit), so
 * that the words a typed prefix expands to (`web` → `webhook`, `websit`) share
 * one shard.
 */
export function shardOf(term: string, shardCount: number): number {
  const key = term.slice(0, 3);
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i += 1) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % shardCount;
}

/**
 * The head as the file has it (`<area>.json`), smaller than the Head it decodes to, since every first query
 * downloads it whole: a section's page as the step from the previous section's (0 or 1), and its hash only when
 * it is not the heading's slug; the lists of sections as steps from the previous number; the terms front-coded
 * (frontCode); the shards as the hash they share and their count (`<area>-<hash>-<number>.json`; one hash per
 * shard was a quarter of the heads), the empty ones those no term falls in.
 */
export interface WireHead extends Omit<
  Head,
  'sections' | 'boilerplate' | 'repeated' | 'steps' | 'overviews' | 'shards' | 'parts' | 'terms'
> {
  terms: string;
  shards: {hash: string; count: number};
  sections: ([pageStep: number, heading: string] | [pageStep: number, heading: string, hash: string])[];
  boilerplate: number[];
  repeated: number[];
  steps: number[];
  overviews: number[];
  parts: number[];
}

/**
 * `all.json`, what a search from outside the areas (the home page's box) downloads instead of the three heads:
 * their vocabularies as one (the areas share most of their terms), each area's `df` over it (0: a term the area
 * lacks), and the rest of each head without the pages' descriptions, which only the search page shows (it reads
 * the areas' own heads).
 */
export interface WireAll {
  v: typeof FORMAT_VERSION;
  terms: string;
  areas: Record<string, Omit<WireHead, 'v' | 'terms'>>;
}

/**
 * Sorted terms as one string: each term as the number of letters it shares with the one before (a character
 * from `0`) and the rest of it, one a line.
 */
export function frontCode(terms: string[]): string {
  return terms
    .map((term, i) => {
      const previous = i > 0 ? terms[i - 1] : '';
      let shared = 0;
      while (shared < term.length && term[shared] === previous[shared]) shared += 1;
      return String.fromCharCode(48 + shared) + term.slice(shared);
    })
    .join('\n');
}

export function frontDecode(coded: string): string[] {
  const terms: string[] = [];
  if (coded === '') return terms;
  for (const line of coded.split('\n')) {
    terms.push((terms.at(-1) ?? '').slice(0, line.charCodeAt(0) - 48) + line.slice(1));
  }
  return terms;
}

/** The anchor Docusaurus gives a heading, as far as it can be told from the text (else the file says it). */
export function headingSlug(heading: string): string {
  return heading === ''
    ? ''
    : `#${heading
        .toLowerCase()
        .replace(/[^\p{L}\p{N}\s_-]/gu, '')
        .replace(/\s/g, '-')}`;
}

const steps = (list: number[]) => list.map((n, i) => n - (i > 0 ? list[i - 1] : 0));
const sums = (list: number[]) => {
  let sum = 0;
  return list.map((n) => (sum += n));
};

export function encodeHead(area: string, head: Head): WireHead {
  return {
    ...head,
    terms: frontCode(head.terms),
    sections: head.sections.map(([page, hash, heading], s) => {
      const step = page - (s > 0 ? head.sections[s - 1][0] : 0);
      return hash === headingSlug(heading) ? [step, heading] : [step, heading, hash];
    }),
    boilerplate: steps(head.boilerplate),
    repeated: steps(head.repeated),
    steps: steps(head.steps),
    overviews: steps(head.overviews),
    parts: steps(head.parts),
    shards: {
      hash: new RegExp(`^${area}-([0-9a-f]+)-\\d+\\.json$`).exec(head.shards.find(Boolean) ?? '')?.[1] ?? '',
      count: head.shards.length,
    },
  };
}

export function decodeHead(area: string, wire: WireHead): Head {
  let page = 0;
  const terms = frontDecode(wire.terms);
  const full = new Set(terms.map((term) => shardOf(term, wire.shards.count)));
  return {
    ...wire,
    terms,
    sections: wire.sections.map(([step, heading, hash]) => [(page += step), hash ?? headingSlug(heading), heading]),
    boilerplate: sums(wire.boilerplate),
    repeated: sums(wire.repeated),
    steps: sums(wire.steps),
    overviews: sums(wire.overviews),
    parts: sums(wire.parts),
    shards: Array.from({length: wire.shards.count}, (_, i) =>
      full.has(i) ? `${area}-${wire.shards.hash}-${i}.json` : '',
    ),
  };
}

/** The areas' heads as `all.json` (WireAll). */
export function encodeAll(heads: [area: string, head: WireHead][]): WireAll {
  const byArea = heads.map(([area, head]) => {
    const terms = frontDecode(head.terms);
    return {area, head, df: new Map(terms.map((term, i) => [term, head.df[i]]))};
  });
  const terms = [...new Set(byArea.flatMap(({df}) => [...df.keys()]))].sort();
  return {
    v: FORMAT_VERSION,
    terms: frontCode(terms),
    areas: Object.fromEntries(
      byArea.map(({area, head, df}) => {
        const {v: _v, terms: _terms, ...rest} = head;
        return [
          area,
          {
            ...rest,
            pages: head.pages.map(([path, title, crumbs]) => [path, title, crumbs, '']),
            df: terms.map((term) => df.get(term) ?? 0),
          },
        ];
      }),
    ),
  };
}

/** The heads of `all.json`, as their own files have them but for the pages' descriptions. */
export function splitAll(all: WireAll): Map<string, WireHead> {
  const terms = frontDecode(all.terms);
  return new Map(
    Object.entries(all.areas).map(([area, head]) => {
      const own = terms.flatMap((_, i) => (head.df[i] > 0 ? [i] : []));
      return [area, {...head, v: all.v, terms: frontCode(own.map((i) => terms[i])), df: own.map((i) => head.df[i])}];
    }),
  );
}
