/**
 * Prose words of MDX pages: the text a reader reads, without front matter, fenced code, import lines and JSX
 * elements (such as the generated API reference). Inline code and table cells count as words. Used by
 * scripts/prose-words.test.mjs (category pages say enough) and by `npm run measure -- prose-words`.
 */
import {readdirSync} from 'node:fs';
import path from 'node:path';

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
