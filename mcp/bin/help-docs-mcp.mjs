#!/usr/bin/env node
// The `help-docs-mcp` command. In a checkout of the Help Docs repository it runs the TypeScript sources with
// jiti, so it always uses the site's current search engine (src/search); the published package has no
// sources, only the bundle that `npm pack` makes of them (scripts/bundle.mjs).
import {existsSync} from 'node:fs';
import {fileURLToPath} from 'node:url';

const sources = fileURLToPath(new URL('../src/main.ts', import.meta.url));
let main;
if (existsSync(sources)) {
  const {default: createJiti} = await import('jiti');
  ({main} = createJiti(fileURLToPath(import.meta.url))(sources));
} else {
  ({main} = await import('../dist/help-docs-mcp.mjs'));
}
main().catch((error) => {
  process.stderr.write(`help-docs-mcp: ${error instanceof Error ? error.message : error}\n`);
  process.exit(1);
});
