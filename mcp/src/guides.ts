/**
 * What the tools answer, from the published site's files (./source.ts):
 *
 * - Search: the site's own engine (src/search/engine.ts, imported, never
 *   copied) over the site's sharded index (`search-index/<area>.json` and its
 *   shards), merged over the areas by the same function as the search box's
 *   worker (searchAreas), so results rank as the search box ranks them; each
 *   with the passage that answers, as the search page shows it.
 * - Pages: the Markdown twin the site publishes beside every page (`<page>.md`).
 */
import {guideAreas} from '../../config/areas';
import {AreaSearch, searchAreas} from '../../src/search/engine';
import {NotFoundError, type Source} from './source';

export const areaNames = guideAreas.map((area) => area.path);

export interface Site {
  /** `https://docs.parleychat.io`, no trailing slash. */
  siteUrl: string;
  /** `/guides/`: leading and trailing slash. */
  baseUrl: string;
}

export interface SearchResult {
  title: string;
  /** The page's URL, with the best section's fragment. */
  url: string;
  /** The page's path below the base URL, for read_page: `developer/api/lead`. */
  page: string;
  /** The page's Markdown twin. */
  markdownUrl: string;
  area: string;
  /** Area › category › … › best section, as the search box shows it. */
  breadcrumb: string[];
  /** The heading of the best-matching section, or null for the page's top. */
  section: string | null;
  /** The passage of that section that holds the most of the query's words, or null. */
  passage: string | null;
  description: string;
}

export function pageUrl(site: Site, page: string): string {
  return `${site.siteUrl}${site.baseUrl}${page}`;
}

/**
 * A page as a reader may name it: its URL, its path with or without the base
 * URL, its Markdown twin's URL, with or without a fragment → its path below the
 * base URL (`developer/api/lead`).
 */
export function pagePath(input: string, site: Site): string {
  let value = input.trim();
  if (/^https?:\/\//i.test(value)) value = new URL(value).pathname;
  value = value
    .replace(/[?#].*$/, '')
    .replace(/\.md$/, '')
    .replace(/\/+$/, '');
  const base = site.baseUrl.replace(/\/+$/, '');
  if (base !== '' && (value === base || value.startsWith(`${base}/`))) value = value.slice(base.length);
  value = value.replace(/^\/+/, '');
  if (value === '') throw new NotFoundError('name a page: for example "developer/intro" or its URL');
  return value;
}

export class Guides {
  private readonly opened = new Map<string, {head: string; search: Promise<AreaSearch>}>();

  constructor(
    readonly source: Source,
    readonly site: Site,
  ) {}

  /** The engine of an area, opened again when the site published a new index. */
  private async area(name: string): Promise<AreaSearch> {
    const file = `search-index/${name}.json`;
    const head = await this.source.read(file);
    const open = this.opened.get(name);
    if (open && open.head === head) return open.search;
    const search = AreaSearch.open('search-index/', name, async (url, revalidate) =>
      JSON.parse(url === file ? head : await this.source.read(url, {immutable: !revalidate})),
    );
    search.catch(() => this.opened.delete(name));
    this.opened.set(name, {head, search});
    return search;
  }

  async search(query: string, {area, limit = 8}: {area?: string; limit?: number} = {}): Promise<SearchResult[]> {
    const names = area ? [area] : areaNames;
    const searches = await Promise.all(names.map((name) => this.area(name)));
    const hits = await searchAreas(searches, query, limit);
    return hits.map(({search, areaNumber, page, section, passage}) => {
      const {head} = search;
      const [path, title, crumbs, description] = head.pages[page];
      const [, hash, heading] = head.sections[section];
      return {
        title,
        url: `${pageUrl(this.site, path)}${hash}`,
        page: path,
        markdownUrl: `${pageUrl(this.site, path)}.md`,
        area: names[areaNumber],
        breadcrumb: [...crumbs.map((crumb) => head.crumbs[crumb]), ...(heading ? [heading] : [])],
        section: heading || null,
        passage: passage ?? null,
        description,
      };
    });
  }

  /** A page's Markdown twin, as the site publishes it. */
  async page(input: string): Promise<{page: string; url: string; markdownUrl: string; markdown: string}> {
    const page = pagePath(input, this.site);
    const markdown = await this.source.read(`${page}.md`);
    return {page, url: pageUrl(this.site, page), markdownUrl: `${pageUrl(this.site, page)}.md`, markdown};
  }
}
