/**
 * One page, in a worker thread of the twins step (./twins.ts): read the built
 * page once, convert it to its Markdown twin and write `<page>.md`, and, for
 * a page of a search area, parse it for the search step (./search-index.ts,
 * with src/search/parse-page.ts), so that step neither reads nor parses the
 * page again. The pool hands it file names, the page URL and the selectors
 * the search index leaves out; what comes back is the twin's length and the
 * page's searchable text.
 *
 * Plain ESM run by Node itself (no bundler, no jiti), so it imports the
 * converter and the parser by their `.ts` file names and Node strips the
 * types (Node 24). Keep `../llms/html-to-markdown.ts` and
 * `../../search/parse-page.ts` free of relative imports without an
 * extension; twins.test.ts runs this file in a real worker and fails if it
 * cannot load.
 */
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {parsePage} from '../../search/parse-page.ts';
import {htmlToMarkdown} from '../llms/html-to-markdown.ts';

/**
 * @param {{htmlFile: string, markdownFile: string, pageUrl: string,
 *   search?: {permalink: string, ignoreSelectors: string[]}}} task
 */
export default async function writeTwin({htmlFile, markdownFile, pageUrl, search}) {
  const html = await readFile(htmlFile, 'utf8');
  const markdown = htmlToMarkdown(html, {pageUrl});
  await mkdir(path.dirname(markdownFile), {recursive: true});
  await writeFile(markdownFile, markdown);
  if (!search) return {length: markdown.length};
  return {length: markdown.length, search: parsePage(html, search.ignoreSelectors)};
}
