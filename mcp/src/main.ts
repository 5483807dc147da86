/**
 * `help-docs-mcp`: the MCP server over stdio.
 *
 *   help-docs-mcp                      the published site (SITE_URL, BASE_URL)
 *   help-docs-mcp --build build        a local build folder
 *   help-docs-mcp --cache-dir <dir>    also keep fetched files on disk
 *
 * stdout carries the protocol: messages for people go to stderr.
 */
import {parseArgs} from 'node:util';
import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';
import {baseUrl, normaliseBaseUrl, siteUrl} from '../../config/site-url.mjs';
import {Guides, type Site} from './guides';
import {createServer} from './server';
import {buildSource, httpSource} from './source';

const usage = `Usage: help-docs-mcp [--site <url>] [--build <dir>] [--cache-dir <dir>]

An MCP server (stdio) over the Parley Help Docs: search the guides, read a page
as Markdown, look up API operations.

  --site <url>       The site: its origin (default: SITE_URL, else ${siteUrl}),
                     with its base path (default: BASE_URL, else ${baseUrl}).
  --build <dir>      Read a local build folder instead of the site.
  --cache-dir <dir>  Keep fetched files on disk too (default: HELP_DOCS_MCP_CACHE_DIR,
                     else memory only).
  --max-age <s>      Use a fetched page or index this long before asking the
                     site again (default 300).
`;

/**
 * `--site`: the site's origin (its base path from BASE_URL), or its root with the base path
 * (`https://docs.example.com/docs/`), as the "Copy page" menu writes it for a build deployed elsewhere.
 */
export function siteOf(option: string | undefined): Site {
  if (option === undefined) return {siteUrl, baseUrl};
  const url = new URL(option);
  return {siteUrl: url.origin, baseUrl: url.pathname === '/' ? baseUrl : normaliseBaseUrl(url.pathname)};
}

export async function main(argv = process.argv.slice(2)): Promise<void> {
  const {values} = parseArgs({
    args: argv,
    options: {
      site: {type: 'string'},
      build: {type: 'string'},
      'cache-dir': {type: 'string'},
      'max-age': {type: 'string'},
      help: {type: 'boolean', short: 'h'},
    },
  });
  if (values.help) {
    process.stdout.write(usage);
    return;
  }
  const site = siteOf(values.site);
  const maxAgeSeconds = values['max-age'] === undefined ? undefined : Number(values['max-age']);
  if (maxAgeSeconds !== undefined && !(maxAgeSeconds >= 0)) throw new Error(`--max-age: not a number of seconds`);
  const source = values.build
    ? buildSource(values.build)
    : httpSource({
        root: `${site.siteUrl}${site.baseUrl}`,
        cacheDir: values['cache-dir'] ?? (process.env.HELP_DOCS_MCP_CACHE_DIR || undefined),
        maxAgeSeconds,
      });
  const server = createServer(new Guides(source, site));
  await server.connect(new StdioServerTransport());
  process.stderr.write(`help-docs-mcp: serving the guides from ${source.description}\n`);
}
