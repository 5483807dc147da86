/**
 * Replaces `@docusaurus/core/lib/client/docusaurus.js` (core 3.10.2) in the client bundle: `window.docusaurus`,
 * whose `prefetch` every internal link calls when it scrolls into view and whose `preload` it calls on hover.
 * Wired by src/plugins/client-runtime.ts.
 *
 * Same behaviour as core, measured cost removed: core finds a route's chunks by scanning every entry of the
 * route table with a regular expression, for each level of each link's matched route (a guide page's links
 * in view did about 60 000 such tests, some 20 to 60 ms of main thread on a phone at 4× slowdown, growing with
 * the page count). Here the table is indexed once, on first use, by route path. And core added a
 * `<link rel=prefetch>` for every chunk of every route, though routes share most of their chunks (a guide
 * page's links in view added about 150, some 40 to 60 ms of main thread at 4× slowdown); here each chunk
 * gets one. Still no prefetch or preload on 2G or with data saver on; each route is prefetched and preloaded
 * at most once.
 *
 * And core does the work inside the intersection observers' callback: every link in view at once, right after
 * hydration, in one task (60 to 110 ms at 4× slowdown on an API page, counted as blocking time). Here a link in
 * view only queues its route; the queue drains in idle time, a few routes per idle period, so no task is long
 * and a reader's tap never waits behind it.
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

const prefetchNow = (routePath: string): Promise<void[]> => {
  const chunkNamesNeeded = matchRoutes(routes, routePath).flatMap((match) => chunkNamesToLoad(match.route.path!));
  return Promise.all(
    chunkNamesNeeded.map((chunkName) => {
      // `__webpack_require__.gca`, added by core's ChunkAssetPlugin: a chunk name's URL. A chunk merged into
      // another has none and needs no fetch.
      const chunkAsset = __webpack_require__.gca(chunkName);
      if (chunkAsset && !chunkAsset.includes('undefined') && !prefetchedAssets.has(chunkAsset)) {
        prefetchedAssets.add(chunkAsset);
        return prefetchHelper(chunkAsset);
      }
      return Promise.resolve();
    }),
  );
};

type IdleDeadline = {timeRemaining(): number};
const onIdle: (callback: (deadline: IdleDeadline) => void) => void =
  typeof requestIdleCallback === 'function'
    ? (callback) => requestIdleCallback(callback, {timeout: 2000})
    : (callback) => setTimeout(() => callback({timeRemaining: () => 8}), 50);

const queue: {routePath: string; done: (value: Promise<void[]>) => void}[] = [];
function drain(deadline: IdleDeadline) {
  // At least one route per idle period, then more while the period lasts (a route costs about 1 ms at 4×).
  do {
    const next = queue.shift();
    if (!next) return;
    next.done(prefetchNow(next.routePath));
  } while (deadline.timeRemaining() > 2);
  if (queue.length > 0) onIdle(drain);
}

const prefetch = (routePath: string): false | Promise<void[]> => {
  if (!canPrefetch(routePath)) return false;
  fetched.add(routePath);
  return new Promise<void[]>((done) => {
    if (queue.push({routePath, done}) === 1) onIdle(drain);
  });
};

const preload = (routePath: string): false | Promise<void[]> => {
  if (!canPreload(routePath)) return false;
  loaded.add(routePath);
  return preloadHelper(routePath);
};

export default Object.freeze({prefetch, preload});
