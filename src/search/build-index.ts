/**
 * Builds one area's search index (see ./format.ts) from its parsed pages. Pure:
 * src/plugins/search-index.ts reads the built HTML and writes the files.
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
    title: {topWeight: 6, sectionWeight: 1, b: 0.3},
    heading: {weight: 3, b: 0.3},
    /** Description and keywords, on the top section. */
    description: {weight: 2, b: 0.5},
    text: {weight: 1, b: 0.75},
  },
  /** A heading on this many pages of an area or more is boilerplate ("Errors", "Related pages"). */
  boilerplateMinPages: 3,
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
  return heading.toLowerCase().replace(/\s+/g, ' ').trim();
}

export function buildAreaIndex(area: string, pages: ParsedPage[]): AreaIndex {
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
    terms: [],
    df: [],
    shards: [],
  };
  const sectionTerms: SectionTerms[] = [];

  // Headings that repeat across pages.
  const pagesByHeading = new Map<string, Set<number>>();
  pages.forEach((page, p) => {
    for (const section of page.sections) {
      if (section.title === page.title && section.hash === '') continue;
      const key = normaliseHeading(section.title);
      pagesByHeading.set(key, (pagesByHeading.get(key) ?? new Set()).add(p));
    }
  });

  pages.forEach((page, p) => {
    head.pages.push([page.path, page.title, page.breadcrumb.map(crumbIndex), page.description]);
    const sections = page.sections.some((section) => section.hash === '')
      ? page.sections
      : [{title: page.title, hash: '', content: ''}, ...page.sections];
    for (const section of sections) {
      const isTop = section.hash === '';
      const s = head.sections.push([p, section.hash, isTop ? '' : section.title]) - 1;
      if (
        !isTop &&
        (pagesByHeading.get(normaliseHeading(section.title))?.size ?? 0) >= indexOptions.boilerplateMinPages
      ) {
        head.boilerplate.push(s);
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

  // Average field lengths over the sections that have the field.
  const average = {} as Record<Field, number>;
  for (const field of fields) {
    const lengths = sectionTerms.map((section) => section.length[field]).filter((length) => length > 0);
    average[field] = lengths.length ? lengths.reduce((a, b) => a + b, 0) / lengths.length : 1;
  }

  // Postings: term → [section, score] in section order.
  const postings = new Map<string, [number, number][]>();
  const n = sectionTerms.length;
  const df = new Map<string, number>();
  sectionTerms.forEach((section) => {
    const terms = new Set(fields.flatMap((field) => [...section.tf[field].keys()]));
    for (const term of terms) df.set(term, (df.get(term) ?? 0) + 1);
  });
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
      let list = postings.get(term);
      if (!list) postings.set(term, (list = []));
      list.push([s, score]);
    }
  });

  head.terms = [...postings.keys()].sort();
  head.df = head.terms.map((term) => df.get(term) ?? 0);

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
  const shardCount = Math.max(1, Math.ceil(bytes / indexOptions.shardBytes));
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
