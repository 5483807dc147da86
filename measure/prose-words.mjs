/**
 * Prose words of MDX pages, one line per page and the total (scripts/prose-words.mjs counts them: the text a
 * reader reads, without front matter, fenced code, import lines and JSX elements such as the API reference).
 *
 *   npm run measure -- prose-words [folder …]      (default: developer)
 */
import {readFileSync} from 'node:fs';
import {mdxFiles, proseWords} from '../scripts/prose-words.mjs';

const dirs = process.argv.slice(2);
let total = 0;
for (const file of (dirs.length ? dirs : ['developer']).flatMap(mdxFiles)) {
  const words = proseWords(readFileSync(file, 'utf8'));
  total += words;
  console.log(`${String(words).padStart(5)}  ${file}`);
}
console.log(`${String(total).padStart(5)}  total`);
