/**
 * The text of the repository's pages for the tests that read them: a file, the line of a file that holds a marker,
 * and a text with its product tokens written out (config/tokens.ts).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {productFactTokens} from '../config/tokens';

export const ROOT = path.resolve(import.meta.dirname, '..');

export const read = (file: string): string => readFileSync(path.join(ROOT, file), 'utf8');

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
