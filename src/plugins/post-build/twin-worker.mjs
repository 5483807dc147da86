/**
 * One Markdown twin, in a worker thread of the twins step (./twins.ts): read
 * the built page, convert it, write `<page>.md`. The pool hands it only file
 * names and the page URL, so nothing large crosses threads.
 *
 * Plain ESM run by Node itself (no bundler, no jiti), so it imports the
 * converter by its `.ts` file name and Node strips the types (Node 24). Keep
 * `../llms/html-to-markdown.ts` free of relative imports without an
 * extension; twins.test.ts runs this file in a real worker and fails if it
 * cannot load.
 */
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {htmlToMarkdown} from '../llms/html-to-markdown.ts';

/** @param {{htmlFile: string, markdownFile: string, pageUrl: string}} task */
export default async function writeTwin({htmlFile, markdownFile, pageUrl}) {
  const html = await readFile(htmlFile, 'utf8');
  const markdown = htmlToMarkdown(html, {pageUrl});
  await mkdir(path.dirname(markdownFile), {recursive: true});
  await writeFile(markdownFile, markdown);
  return markdown.length;
}
