#!/usr/bin/env node
/**
 * Bundles the server for the published package (`npm pack` runs it as `prepack`): the TypeScript of mcp/src and
 * what it imports from the site (the search engine of src/search, config/areas.ts, config/site-url.mjs and the
 * stemmer) into one ES module, `dist/help-docs-mcp.mjs`. The MCP SDK and zod stay dependencies.
 *
 * Usage: node mcp/scripts/bundle.mjs [--out-dir <dir>]   (default: mcp/dist)
 */
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import {build} from 'rolldown';

const {values} = parseArgs({options: {'out-dir': {type: 'string'}}});
const outDir = values['out-dir'] ?? fileURLToPath(new URL('../dist', import.meta.url));

await build({
  input: fileURLToPath(new URL('../src/main.ts', import.meta.url)),
  platform: 'node',
  external: [/^@modelcontextprotocol\/sdk(\/|$)/, /^zod(\/|$)/, /^node:/],
  output: {file: `${outDir}/help-docs-mcp.mjs`, format: 'esm'},
  logLevel: 'warn',
});
process.stdout.write(`bundled ${outDir}/help-docs-mcp.mjs\n`);
