/**
 * The text of the repository's pages for the tests that read them: a file, the line of a file that holds a marker,
 * and a text with its product tokens written out (config/tokens.ts).
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {productFactTokens} from '../config/tokens';

export const ROOT = path.resolve(import.meta.dirname, '..');

export const read = (file: string): string => readFileSync(path.join(ROOT, file), 'utf8');

/** The pages at the top of a guide's folder (`integration/…mdx`), read from the folder so a new page is included. */
export const areaPages = (area: string): string[] =>
  readdirSync(path.join(ROOT, area))
    .filter((file) => file.endsWith('.mdx'))
    .map((file) => `${area}/${file}`);

/** The first line of `file` that holds `marker`; a missing line fails, naming both. */
export const line = (file: string, marker: string): string => {
  const found = read(file)
    .split('\n')
    .find((text) => text.includes(marker));
  if (found === undefined) throw new Error(`${file} has no line with ${marker}`);
  return found;
};

export const expand = (text: string): string =>
  text.replace(/%[A-Z0-9_]+%/g, (token) => productFactTokens[token] ?? token);

/** The text of a page's section, from its heading to the next heading of the same level or higher. */
export const section = (file: string, heading: string): string => {
  const text = read(file);
  const start = text.indexOf(`\n${heading}`);
  if (start < 0) throw new Error(`${file} has no ${heading}`);
  const level = heading.split(' ')[0];
  const rest = text.slice(start + heading.length + 1);
  const end = rest.search(new RegExp(`\\n#{2,${level.length}} `));
  return end < 0 ? rest : rest.slice(0, end);
};

/**
 * The text under a heading line given whole (`## Go live`) in a page's text, up to the next heading of the same or a
 * higher level; a missing heading fails, naming it.
 */
export const sectionIn = (page: string, heading: string): string => {
  const level = heading.match(/^#+/)?.[0].length ?? 2;
  const start = page.indexOf(`\n${heading}\n`);
  if (start < 0) throw new Error(`no heading ${heading}`);
  const rest = page.slice(start + heading.length + 2);
  const end = rest.search(new RegExp(`\\n#{1,${level}} `));
  return end === -1 ? rest : rest.slice(0, end);
};
