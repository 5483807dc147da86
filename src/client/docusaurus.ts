/**
 * Replaces `@docusaurus/core/lib/client/docusaurus.js` (core 3.10.2) in the client bundle: `window.docusaurus`,
 * whose `prefetch` every internal link calls when it scrolls into view and whose `preload` it calls on hover.
 * Wired by src/plugins/client-runtime.ts.
 *
 * Same behaviour as core, measured cost removed: core finds a route's chunks by scanning every entry of the
 * route table with a regular expression, for each level of each link's matched route (tens of thousands of
 * tests for a guide page's links in view, growing with the page count). Here the table is indexed once, on first use, by route path. And core added a
 * `<link rel=prefetch>` for every chunk of every route, though routes share most of their chunks (a guide
 * page's links in view added over a hundred); here each chunk
 * gets one. Still no prefetch or preload on 2G or with data saver on; each route is prefetched and preloaded
 * at most once.
 *
 * And core does the work inside the intersection observers' callback: every link in view at once, right after
 * hydration, in one long task counted as blocking time. Here a link in
 * view only queues its route; the queue drains in idle time, at most `SLICE_MS` of it per idle period (a route's
 * look-up, then its new chunks' links one at a time), so no task is long and a reader's tap never waits behind it.
 */
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import {matchRoutes} from 'react-router-config';
import flat from '@docusaurus/core/lib/client/flat';
import prefetchHelper from '@docusaurus/core/lib/client/prefetch';
import preloadHelper from '@docusaurus/core/lib/client/preload';
import {chunkNamesByRoutePath} from './routeChunks';

declare const __webpack_require__: {gca(chunkName: string): string | undefined};

const fetched = new Set<string>();
/** Chunk URLs already prefetched: routes share chunks (the doc layout, the sidebar, the area's data). */
const prefetchedAssets = new Set<string>();
const loaded = new Set<string>();

type NetworkInformation = {effectiveType: string; saveData: boolean};

/** A user on a slow or constrained connection: no prefetch, no preload. */
const isSlowConnection = () => {
  const {connection} = navigator as Navigator & {connection?: NetworkInformation};
  return connection?.effectiveType.includes('2g') || connection?.saveData;
};

const canPrefetch = (routePath: string) => !isSlowConnection() && !loaded.has(routePath) && !fetched.has(routePath);
const canPreload = (routePath: string) => !isSlowConnection() && !loaded.has(routePath);

let index: Map<string, string[]> | undefined;
const chunkNamesToLoad = (path: string): string[] =>
  (index ??= chunkNamesByRoutePath(routesChunkNames, flat)).get(path) ?? [];

/** The URLs of a route's chunks not prefetched yet, marked as prefetched. */
const newChunkAssets = (routePath: string): string[] => {
  const assets: string[] = [];
  for (const match of matchRoutes(routes, routePath)) {
    for (const chunkName of chunkNamesToLoad(match.route.path!)) {
      // `__webpack_require__.gca`, added by core's ChunkAssetPlugin: a chunk name's URL. A chunk merged into
      // another has none and needs no fetch.
      const chunkAsset = __webpack_require__.gca(chunkName);
      if (chunkAsset && !chunkAsset.includes('undefined') && !prefetchedAssets.has(chunkAsset)) {
        prefetchedAssets.add(chunkAsset);
        assets.push(chunkAsset);
      }
    }
  }
  return assets;
};

type IdleDeadline = {timeRemaining(): number};
const onIdle: (callback: (deadline: IdleDeadline) => void) => void =
  typeof requestIdleCallback === 'function'
    ? (callback) => requestIdleCallback(callback, {timeout: 2000})
    : (callback) => setTimeout(() => callback({timeRemaining: () => 8}), 50);

/** Work waiting for idle time: a route to look up, or one chunk to prefetch. */
const jobs: (() => void)[] = [];
/**
 * Work per idle callback at most: an idle period lasts up to 50 ms, and a callback that filled it would be a
 * long task on a slow phone (traced: most of such a callback went to adding links).
 */
const SLICE_MS = 8;
function drain(deadline: IdleDeadline) {
  const started = performance.now();
  // At least one job per idle period, then more while the period and the slice last.
  do {
    const job = jobs.shift();
    if (!job) return;
    job();
  } while (deadline.timeRemaining() > 2 && performance.now() - started < SLICE_MS);
  if (jobs.length > 0) onIdle(drain);
}

const prefetch = (routePath: string): false | Promise<void[]> => {
  if (!canPrefetch(routePath)) return false;
  fetched.add(routePath);
  return new Promise<void[]>((done) => {
    const lookUp = () => {
      const assets = newChunkAssets(routePath);
      if (assets.length === 0) {
        done([]);
        return;
      }
      // One link per job, next in line: adding a `<link rel=prefetch>` is not free on a slow phone, and the first
      // routes in view bring several new chunks each.
      const fetches: Promise<void>[] = [];
      jobs.unshift(
        ...assets.map((asset, i) => () => {
          fetches.push(prefetchHelper(asset));
          if (i === assets.length - 1) done(Promise.all(fetches));
        }),
      );
    };
    if (jobs.push(lookUp) === 1) onIdle(drain);
  });
};

const preload = (routePath: string): false | Promise<void[]> => {
  if (!canPreload(routePath)) return false;
  loaded.add(routePath);
  return preloadHelper(routePath);
};

export default Object.freeze({prefetch, preload});
