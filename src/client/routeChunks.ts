/**
 * The route table's chunk names indexed by route path, for src/client/docusaurus.ts. Keys of
 * `routesChunkNames` are `<route path>-<hash>`; several routes can share a path (a docs area's root, version
 * and sidebar layouts, and its index page), and a route path's chunks are all of theirs, as core counts them.
 */
import type {ChunkNames} from '@docusaurus/types';

export function chunkNamesByRoutePath(
  routesChunkNames: Record<string, ChunkNames>,
  flat: (chunkNames: ChunkNames) => Record<string, string>,
): Map<string, string[]> {
  const index = new Map<string, string[]>();
  for (const [routeNameWithHash, chunkNames] of Object.entries(routesChunkNames)) {
    const path = routeNameWithHash.replace(/-[^-]+$/, '');
    const names = index.get(path);
    const values = Object.values(flat(chunkNames));
    if (names) names.push(...values);
    else index.set(path, values);
  }
  return index;
}
