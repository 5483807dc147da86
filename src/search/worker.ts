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

const opened = new Map<string, Promise<AreaSearch[]>>();

/** Opened once: one area's head, or, for the box outside the areas, all.json (the search page needs descriptions). */
function open(key: string, opening: () => Promise<AreaSearch[]>): Promise<AreaSearch[]> {
  let searches = opened.get(key);
  if (!searches) {
    searches = opening();
    searches.catch(() => opened.delete(key));
    opened.set(key, searches);
  }
  return searches;
}

async function answer(request: Request) {
  const {indexUrl, areas} = request;
  const searches =
    areas.length > 1 && !request.detailed
      ? await open(`${indexUrl} ${areas}`, () => AreaSearch.openAll(indexUrl, areas, load))
      : (
          await Promise.all(
            areas.map((name) => open(indexUrl + name, async () => [await AreaSearch.open(indexUrl, name, load)])),
          )
        ).flat();
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
