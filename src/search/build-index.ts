/**
 * Builds one area's search index (see ./format.ts) from its parsed pages. Pure:
 * src/plugins/post-build/search-index.ts reads the built HTML and writes the files.
 */
import {createHash} from 'node:crypto';
import {FORMAT_VERSION, shardOf, type Head, type Shard} from './format';
import {indexTerms} from './tokenize';

/** A page as the search plugin's parser reads it from the built HTML. */
export interface ParsedPage {
  /** Path under the base URL, without a trailing slash: `developer/api/lead`. */
  path: string;
  title: string;
  description: string;
  keywords: string;
  breadcrumb: string[];
  /** The page's top (title === page title, hash '') and its h2/h3 sections. */
  sections: {title: string; hash: string; content: string}[];
}

/** How sections are scored (BM25F): per field, a weight and a length normalisation. */
export const indexOptions = {
  k1: 1.2,
  fields: {
    /** The page title: strong on the page's top section, context on the others. */
    title: {topWeight: 8, sectionWeight: 1, b: 0.3},
    heading: {weight: 3, b: 0.3},
    /** Description and keywords, on the top section. */
    description: {weight: 2, b: 0.5},
    text: {weight: 1, b: 0.75},
  },
  /**
   * A heading on this many pages of an area or more repeats ("Errors", "Related
   * pages", "Troubleshooting"); its section is boilerplate when at least this
   * share of its terms is also in most of the others (the generated "Errors"
   * and "Request" tables), else only repeated (its content is the page's own).
   */
  boilerplateMinPages: 3,
  boilerplateShared: 0.5,
  /** Shards of about this many bytes (JSON, before gzip). */
  shardBytes: 12_000,
} as const;

type Field = 'title' | 'heading' | 'description' | 'text';
const fields: Field[] = ['title', 'heading', 'description', 'text'];

interface SectionTerms {
  isTop: boolean;
  tf: Record<Field, Map<string, number>>;
  length: Record<Field, number>;
}

function countTerms(text: string): [Map<string, number>, number] {
  const counts = new Map<string, number>();
  const terms = indexTerms(text);
  for (const term of terms) counts.set(term, (counts.get(term) ?? 0) + 1);
  return [counts, terms.length];
}

export interface AreaIndex {
  head: Head;
  /** File name → shard. */
  shards: Map<string, Shard>;
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
  const prepared = areas.map(([area, pages]) => ({area, ...prepareArea(pages)}));
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

function prepareArea(pages: ParsedPage[]): {head: Head; sectionTerms: SectionTerms[]} {
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
    terms: [],
    df: [],
    shards: [],
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
      const key = normaliseHeading(section.title);
      if (!isTop && (pagesByHeading.get(key)?.size ?? 0) >= indexOptions.boilerplateMinPages) {
        (sharedShare(key, section.content) >= indexOptions.boilerplateShared ? head.boilerplate : head.repeated).push(
          s,
        );
      }
      const [title, titleLength] = countTerms(page.title);
      const [heading, headingLength] = countTerms(isTop ? '' : section.title);
      const [description, descriptionLength] = countTerms(isTop ? `${page.description} ${page.keywords}` : '');
      const [text, textLength] = countTerms(section.content);
      sectionTerms.push({
        isTop,
        tf: {title, heading, description, text},
        length: {title: titleLength, heading: headingLength, description: descriptionLength, text: textLength},
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
      description: f.description.weight,
      text: f.text.weight,
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
      const docs = df.get(term) ?? 1;
      const idf = Math.log(1 + (n - docs + 0.5) / (docs + 0.5));
      const score = Math.max(1, Math.round(100 * idf * ((tf * (k1 + 1)) / (k1 + tf))));
      areaDf.set(term, (areaDf.get(term) ?? 0) + 1);
      let list = postings.get(term);
      if (!list) postings.set(term, (list = []));
      list.push([s, score]);
    }
  });

  head.terms = [...postings.keys()].sort();
  head.df = head.terms.map((term) => areaDf.get(term) ?? 0);

  // Shards by term hash, about shardBytes each.
  const encoded = new Map<string, number[]>();
  let bytes = 0;
  for (const [term, list] of postings) {
    const flat: number[] = [];
    let previous = 0;
    for (const [s, score] of list) {
      flat.push(s - previous, score);
      previous = s;
    }
    encoded.set(term, flat);
    bytes += term.length + 6 + JSON.stringify(flat).length;
  }
  const shardCount = Math.max(1, Math.ceil(bytes / shardBytes));
  const byShard: Shard[] = Array.from({length: shardCount}, () => ({}));
  for (const term of head.terms) byShard[shardOf(term, shardCount)][term] = encoded.get(term)!;
  const shards = new Map<string, Shard>();
  head.shards = byShard.map((shard) => {
    if (Object.keys(shard).length === 0) return '';
    const json = JSON.stringify(shard);
    const name = `${area}-${createHash('sha256').update(json).digest('hex').slice(0, 12)}.json`;
    shards.set(name, shard);
    return name;
  });
  return {head, shards};
}
