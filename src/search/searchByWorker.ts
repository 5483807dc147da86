/**
 * Stands in for the search plugin's `theme/searchByWorker.js` (swapped at build
 * time by src/plugins/search-index.ts): the plugin's bar and page call these two
 * functions, with the same arguments, and get results of the same shape, from
 * this site's engine (./worker.ts) over its sharded index.
 *
 * This module is in every page's bundle (the bar imports it), so it stays
 * small: the worker, the engine and the index load on first use.
 */
import {searchPluginOptions} from '../../config/search';
import type {Request} from './worker';

type Pending = {resolve: (value: unknown) => void; reject: (error: Error) => void};

let worker: Worker | undefined;
let nextId = 0;
const pending = new Map<number, Pending>();

function call(request: Omit<Request, 'id'>): Promise<unknown> {
  if (!worker) {
    worker = new Worker(new URL('./worker.ts', import.meta.url));
    worker.addEventListener('message', (event: MessageEvent<{id: number; results?: unknown; error?: string}>) => {
      const {id, results, error} = event.data;
      const entry = pending.get(id);
      pending.delete(id);
      if (error !== undefined) entry?.reject(new Error(error));
      else entry?.resolve(results);
    });
  }
  const id = (nextId += 1);
  return new Promise((resolve, reject) => {
    pending.set(id, {resolve, reject});
    worker!.postMessage({...request, id});
  });
}

/** The areas a context searches: its own, or all of them outside an area. */
function areasOf(searchContext: string): string[] {
  const all = searchPluginOptions.searchContextByPaths.map((context) => context.path);
  return searchContext && all.includes(searchContext) ? [searchContext] : all;
}

export async function fetchIndexesByWorker(baseUrl: string, searchContext: string): Promise<void> {
  if (process.env.NODE_ENV !== 'production') return;
  await call({type: 'load', indexUrl: `${baseUrl}search-index/`, baseUrl, areas: areasOf(searchContext)});
}

export async function searchByWorker(
  baseUrl: string,
  searchContext: string,
  input: string,
  limit: number,
): Promise<unknown[]> {
  if (process.env.NODE_ENV !== 'production') return [];
  return (await call({
    type: 'search',
    indexUrl: `${baseUrl}search-index/`,
    baseUrl,
    areas: areasOf(searchContext),
    query: input,
    limit,
    // The search page asks for more than the bar shows, and shows summaries.
    detailed: limit > searchPluginOptions.searchResultLimits,
  })) as unknown[];
}
