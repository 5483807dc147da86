/**
 * One page, in a worker thread of the twins step (./twins.ts): read the built
 * page once, convert it to its Markdown twin and write `<page>.md`, and, for
 * a page of a search area, parse it as the search plugin does for the search
 * step (./search-index.ts), so that step neither reads nor parses the page
 * again. The pool hands it file names, the page URL and the parser's options;
 * what comes back is the twin's length and the page's searchable text.
 *
 * Plain ESM run by Node itself (no bundler, no jiti), so it imports the
 * converter by its `.ts` file name and Node strips the types (Node 24). Keep
 * `../llms/html-to-markdown.ts` free of relative imports without an
 * extension; twins.test.ts runs this file in a real worker and fails if it
 * cannot load.
 */
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import {createRequire} from 'node:module';
import path from 'node:path';
import {htmlToMarkdown} from '../llms/html-to-markdown.ts';

const require = createRequire(import.meta.url);
// The search plugin's page parser (0.55.3, pinned; listed in src/framework-internals.ts), loaded on first use.
let searchParse;

/**
 * @param {{htmlFile: string, markdownFile: string, pageUrl: string,
 *   search?: {permalink: string, config: unknown}}} task
 */
export default async function writeTwin({htmlFile, markdownFile, pageUrl, search}) {
  const html = await readFile(htmlFile, 'utf8');
  const markdown = htmlToMarkdown(html, {pageUrl});
  await mkdir(path.dirname(markdownFile), {recursive: true});
  await writeFile(markdownFile, markdown);
  if (!search) return {length: markdown.length};
  searchParse ??= require('@easyops-cn/docusaurus-search-local/dist/server/server/utils/parse').parse;
  return {length: markdown.length, search: searchParse(html, 'docs', search.permalink, search.config)};
}
