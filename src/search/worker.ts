/**
 * The search worker: loads area indexes on demand and answers queries, off the
 * main thread. Started by ./client.ts.
 *
 * Messages in: {id, type: 'load' | 'search', indexUrl, baseUrl, areas, query?, limit?, detailed?}.
 * Messages out: {id, results} or {id, error}.
 */
import {AreaSearch, searchAreas, type Loader} from './engine';
import {toResults} from './results';

export interface Request {
  id: number;
  type: 'load' | 'search';
  /** Where the index files are: `<baseUrl>search-index/`. */
  indexUrl: string;
  baseUrl: string;
  /** The areas to search (one, or all three outside an area). */
  areas: string[];
  query?: string;
  limit?: number;
  /** The search page: results with the page's description as summary. */
  detailed?: boolean;
}

const load: Loader = async (url, revalidate) => {
  const response = await fetch(url, revalidate ? {cache: 'no-cache'} : {});
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json();
};

const opened = new Map<string, Promise<AreaSearch>>();

function area(indexUrl: string, name: string): Promise<AreaSearch> {
  const key = indexUrl + name;
  let search = opened.get(key);
  if (!search) {
    search = AreaSearch.open(indexUrl, name, load);
    search.catch(() => opened.delete(key));
    opened.set(key, search);
  }
  return search;
}

async function answer(request: Request) {
  const searches = await Promise.all(request.areas.map((name) => area(request.indexUrl, name)));
  if (request.type === 'load' || !request.query) return [];
  const hits = await searchAreas(searches, request.query, request.limit ?? 8);
  return toResults(
    hits.map((hit) => ({...hit, head: hit.search.head})),
    {baseUrl: request.baseUrl, detailed: request.detailed ?? false},
  );
}

self.addEventListener('message', (event: MessageEvent<Request>) => {
  const request = event.data;
  answer(request).then(
    (results) => self.postMessage({id: request.id, results}),
    (error: unknown) => self.postMessage({id: request.id, error: String(error)}),
  );
});
