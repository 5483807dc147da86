import type {ChunkNames} from '@docusaurus/types';
import flat from '@docusaurus/core/lib/client/flat';
import {describe, expect, it} from 'vitest';
import {chunkNamesByRoutePath} from './routeChunks';

/** Core 3.10.2's lookup (client/docusaurus.js getChunkNamesToLoad): a scan of the whole table per path. */
const coreLookup = (routesChunkNames: Record<string, ChunkNames>, path: string) =>
  Object.entries(routesChunkNames)
    .filter(([routeNameWithHash]) => routeNameWithHash.replace(/-[^-]+$/, '') === path)
    .flatMap(([, routeChunks]) => Object.values(flat(routeChunks)));

const table: Record<string, ChunkNames> = {
  '/guides/developer-33e': {__comp: '5e95c892', __context: {plugin: 'd359df97'}},
  '/guides/developer-0a0': {__comp: 'a7bd4aaa', __props: '903931a3'},
  '/guides/developer-95f': {__comp: 'a94703ab'},
  '/guides/developer-a33': {__comp: '17896441', content: '67ee42d1'},
  '/guides/developer/api/chat/create-session-105': {__comp: '17896441', content: 'cc36c6df'},
  '/guides/user/getting-started/flow-builder-1f2': {
    __comp: '17896441',
    content: 'aa11bb22',
    items: {first: 'x1', second: 'x2'},
  },
  '/guides/search-ac9': {__comp: '1a4e3797', __context: {plugin: '138e0e15'}},
};

describe('chunkNamesByRoutePath', () => {
  const index = chunkNamesByRoutePath(table, flat);

  it("gives each route path the chunks core's scan finds, in the same order", () => {
    const paths = [...new Set(Object.keys(table).map((key) => key.replace(/-[^-]+$/, '')))];
    for (const path of paths) expect(index.get(path), path).toEqual(coreLookup(table, path));
  });

  it('has nothing for a path that is not a route, as core finds nothing', () => {
    expect(index.get('/guides/nowhere')).toBeUndefined();
    expect(coreLookup(table, '/guides/nowhere')).toEqual([]);
  });
});

describe("core's route table", () => {
  it('keys chunk names by route path and hash, so the index finds every route of a path', async () => {
    // Core's own code generator (the build runs it to write .docusaurus/routesChunkNames.json): two routes share
    // the area's path (its layout and its index page), as a docs area's routes do.
    const {generateRoutesCode} = await import('@docusaurus/core/lib/server/codegen/codegenRoutes.js');
    const {routesChunkNames} = generateRoutesCode([
      {
        path: '/guides/user',
        component: '@theme/DocsRoot',
        routes: [
          {path: '/guides/user', component: '@theme/DocItem', exact: true, modules: {content: '@site/user/intro.mdx'}},
        ],
      },
      {path: '/guides/search', component: '@theme/SearchPage', exact: true},
    ]);
    const index = chunkNamesByRoutePath(routesChunkNames, flat);
    expect([...index.keys()].sort()).toEqual(['/guides/search', '/guides/user']);
    expect(index.get('/guides/user')).toHaveLength(3);
  });
});
