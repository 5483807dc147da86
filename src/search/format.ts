/**
 * The search index as the build writes it and the worker reads it, one set of
 * files per area under `<baseUrl>search-index/`:
 *
 * - `<area>.json`, the head (fetched with revalidation): the area's pages and
 *   sections, its vocabulary, and the names of its shards.
 * - `<area>-<hash>.json`, the shards (immutable, named by content hash): each
 *   holds the postings of the terms that hash to it. A query fetches only the
 *   shards of its terms (and of their typo, prefix and synonym variants).
 *
 * Scores are precomputed at build time (BM25F over title, heading, description
 * and text), so the worker only adds them up.
 */

/** Bump when the shape changes: the worker refuses a head of another version. */
export const FORMAT_VERSION = 3;

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
}

/**
 * A shard: `t`, term → postings, flat [section delta, score, passage, section delta, score, passage, …],
 * section numbers delta-coded in ascending order, scores BM25F × 100, passage the number in `p` (from 1;
 * 0: none) of the first passage of the section that holds the term, kept for the term's best sections; `p`,
 * the passages (a sentence, list item or table row, cut to about 220 characters) that the results show.
 */
export interface Shard {
  t: Record<string, number[]>;
  p: string[];
}

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
