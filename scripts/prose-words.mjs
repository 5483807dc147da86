#!/usr/bin/env node
/**
 * Prose words of MDX pages: the text a reader reads, without front matter, fenced code, import lines and JSX
 * elements (such as the generated API reference). Inline code and table cells count as words.
 *
 * Usage: node scripts/prose-words.mjs [folder …]   (default: developer). Prints one line per page and the total.
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

export function proseWords(source) {
  const text = source
    .replace(/^---\n[\s\S]*?\n---\n/, '')
    .replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1\s*$/gm, '')
    .replace(/^import .*$/gm, '')
    .replace(/<[A-Z][A-Za-z]*\b[^>]*\/>/g, '')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/[|#*>`_[\]-]+/g, ' ');
  return text.split(/\s+/).filter((word) => /[A-Za-z0-9%]/.test(word)).length;
}

export function mdxFiles(dir) {
  return readdirSync(dir, {recursive: true})
    .map(String)
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => path.join(dir, file))
    .sort();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dirs = process.argv.slice(2);
  let total = 0;
  for (const file of (dirs.length ? dirs : ['developer']).flatMap(mdxFiles)) {
    const words = proseWords(readFileSync(file, 'utf8'));
    total += words;
    console.log(`${String(words).padStart(5)}  ${file}`);
  }
  console.log(`${String(total).padStart(5)}  total`);
}
