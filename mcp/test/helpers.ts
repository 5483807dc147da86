/**
 * What the MCP tests share: the build they read, an MCP client (the SDK's own) connected over stdio to the
 * server started as a reader starts it, and a static host that serves the build under the base URL as the
 * published site does (ETag and 304, 404 for a missing file), logging what it served.
 */
import {createHash} from 'node:crypto';
import {existsSync} from 'node:fs';
import {readFile} from 'node:fs/promises';
import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {guideAreas} from '../../config/areas';
import {baseUrl} from '../../config/site-url.mjs';
import {AreaSearch, searchAreas} from '../../src/search/engine';

export const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');
export const bin = path.resolve('mcp/bin/help-docs-mcp.mjs');

export function assertBuilt(): void {
  if (!existsSync(path.join(buildDir, 'search-index')) || !existsSync(path.join(buildDir, 'openapi.json'))) {
    throw new Error(`${buildDir} has no search index or openapi.json: run \`npm run build\` first.`);
  }
}

/** The pages the search box lists for a query, first to last: the site's engine over the build's index. */
export async function searchBox(query: string, from: string): Promise<string[]> {
  const areas = from ? [from] : guideAreas.map((area) => area.path);
  const load = async (url: string) => JSON.parse(await readFile(path.join(buildDir, url), 'utf8'));
  const searches = await Promise.all(areas.map((area) => AreaSearch.open('search-index/', area, load)));
  // The search box's worker merges the areas with the same function (src/search/worker.ts).
  return (await searchAreas(searches, query, Infinity)).map((hit) => hit.search.head.pages[hit.page][0]);
}

export interface Connected {
  client: Client;
  stderr: () => string;
  close: () => Promise<void>;
}

/** Starts `help-docs-mcp <args>` (the package's bin) and connects an MCP client to it over stdio. */
export async function connect(args: string[], env: Record<string, string> = {}, command = bin): Promise<Connected> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [command, ...args],
    env: {...(process.env as Record<string, string>), ...env},
    stderr: 'pipe',
  });
  let stderr = '';
  transport.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const client = new Client({name: 'help-docs-mcp-test', version: '1.0.0'});
  await client.connect(transport);
  return {client, stderr: () => stderr, close: () => client.close()};
}

/** The text of a tool result's first content item. */
export function textOf(result: Awaited<ReturnType<Client['callTool']>>): string {
  const [first] = result.content as {type: string; text?: string}[];
  return first?.type === 'text' ? first.text! : '';
}

export interface StaticHost {
  origin: string;
  /** Every request served: `<status> <path below the base URL>`. */
  log: string[];
  close: () => Promise<void>;
}

/** Serves `dir` under the site's base URL, with an ETag per file and 304 for a matching If-None-Match. */
export async function serveBuild(dir: string): Promise<StaticHost> {
  const log: string[] = [];
  const server: Server = createServer(async (request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://host').pathname);
    const relative = pathname.startsWith(baseUrl) ? pathname.slice(baseUrl.length) : undefined;
    const file = relative && !relative.split('/').includes('..') ? path.join(dir, relative) : undefined;
    const body = file ? await readFile(file).catch(() => undefined) : undefined;
    if (!body) {
      log.push(`404 ${relative ?? pathname}`);
      response.writeHead(404).end('Not found');
      return;
    }
    const etag = `"${createHash('sha256').update(body).digest('hex').slice(0, 16)}"`;
    if (request.headers['if-none-match'] === etag) {
      log.push(`304 ${relative}`);
      response.writeHead(304, {etag}).end();
      return;
    }
    log.push(`200 ${relative}`);
    response.writeHead(200, {etag}).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    log,
    close: () =>
      new Promise((resolve) => {
        // The servers under test keep their connections open (HTTP keep-alive): end them, or close waits for them.
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
