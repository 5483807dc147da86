/**
 * The page's side of search: starts the search worker (./worker.ts) on first
 * use and asks it for results; says which areas a page searches; keeps the
 * reader's recent searches. The navbar box (src/theme/SearchBar) and the
 * search page (src/pages/search.tsx) share it.
 *
 * This module is in every page's bundle (the navbar box imports it), so it
 * stays small: the worker, the engine and the index load on first use.
 */
import {searchOptions} from '../../config/search';
import type {SearchResult} from './results';
import type {Request} from './worker';

export type {Mark, SearchResult} from './results';

type Pending = {resolve: (value: SearchResult[]) => void; reject: (error: Error) => void};

let worker: Worker | undefined;
let nextId = 0;
const pending = new Map<number, Pending>();

function call(request: Omit<Request, 'id'>): Promise<SearchResult[]> {
  if (!worker) {
    worker = new Worker(new URL('./worker.ts', import.meta.url));
    worker.addEventListener(
      'message',
      (event: MessageEvent<{id: number; results?: SearchResult[]; error?: string}>) => {
        const {id, results, error} = event.data;
        const entry = pending.get(id);
        pending.delete(id);
        if (error !== undefined) entry?.reject(new Error(error));
        else entry?.resolve(results ?? []);
      },
    );
  }
  const id = (nextId += 1);
  return new Promise((resolve, reject) => {
    pending.set(id, {resolve, reject});
    worker!.postMessage({...request, id});
  });
}

export const allAreas: string[] = searchOptions.areas.map((area) => area.path);

/** The label of an area (`developer` → `Developer Guides`). */
export const areaLabel = (area: string): string | undefined =>
  searchOptions.areas.find((candidate) => candidate.path === area)?.label;

/** The search area of a page (its pathname), or '' outside the areas. */
export function areaOfPath(pathname: string, baseUrl: string): string {
  if (!pathname.startsWith(baseUrl)) return '';
  const below = pathname.slice(baseUrl.length);
  return allAreas.find((area) => below === area || below.startsWith(`${area}/`)) ?? '';
}

/** The areas a search covers: one area, or all of them for ''. */
const areasOf = (area: string): string[] => (allAreas.includes(area) ? [area] : allAreas);

/** The index is written by the production build only; `docusaurus start` has none. */
const hasIndex = process.env.NODE_ENV === 'production';

/** Starts the worker and loads the heads of the area's index, before the first query. */
export async function preload(baseUrl: string, area: string): Promise<void> {
  if (!hasIndex) return;
  await call({type: 'load', indexUrl: `${baseUrl}search-index/`, baseUrl, areas: areasOf(area)});
}

/** Results for `query` in `area` ('' for all), best first. */
export async function search(
  baseUrl: string,
  area: string,
  query: string,
  {limit, detailed = false}: {limit: number; detailed?: boolean},
): Promise<SearchResult[]> {
  if (!hasIndex) return [];
  return call({
    type: 'search',
    indexUrl: `${baseUrl}search-index/`,
    baseUrl,
    areas: areasOf(area),
    query,
    limit,
    detailed,
  });
}

/** The search page's URL for a query: `/guides/search?q=…&area=developer`. */
export function searchPageUrl(baseUrl: string, query: string, area: string): string {
  const params = new URLSearchParams({q: query});
  if (area) params.set('area', area);
  return `${baseUrl}search?${params}`;
}

const recentKey = 'help-docs-recent-searches';

/** The reader's recent searches, newest first: kept in this browser only, never sent. */
export function recentSearches(): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(recentKey) ?? '[]');
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

export function rememberSearch(query: string): void {
  const trimmed = query.trim();
  if (!trimmed) return;
  const list = [trimmed, ...recentSearches().filter((item) => item !== trimmed)].slice(0, searchOptions.recentSearches);
  try {
    localStorage.setItem(recentKey, JSON.stringify(list));
  } catch {
    // Storage off or full (private browsing): the box works without a history.
  }
}

export function clearRecentSearches(): void {
  try {
    localStorage.removeItem(recentKey);
  } catch {
    // Nothing stored.
  }
}

/** Splits `text` into plain and marked pieces, for rendering with <mark>. */
export function markedPieces(text: string, marks: readonly (readonly [number, number])[]): [string, boolean][] {
  const pieces: [string, boolean][] = [];
  let at = 0;
  for (const [start, length] of [...marks].sort((a, b) => a[0] - b[0])) {
    if (start < at || length === 0) continue;
    if (start > at) pieces.push([text.slice(at, start), false]);
    pieces.push([text.slice(start, start + length), true]);
    at = start + length;
  }
  if (at < text.length) pieces.push([text.slice(at), false]);
  return pieces;
}
