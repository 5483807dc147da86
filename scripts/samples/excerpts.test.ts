import {describe, expect, test} from 'vitest';
import {pageExcerpts, partsNotInFile} from './excerpts';

const FILE = 'const a = 1;\nconst b = 2;\nfunction f() {\n  return a + b;\n}\n';
const page = (code: string) =>
  '# Page\n\n```js title="f.mjs (excerpt)"\n' + code + '```\n\n```js title="f.mjs"\nnot an excerpt\n```\n';

describe('page excerpts of a published file', () => {
  test('reads only the blocks titled "<file> (excerpt)", cut at // … lines', () => {
    expect(pageExcerpts(page('const a = 1;\n// …\nfunction f() {\n'), 'p.mdx', 'f.mjs')).toEqual([
      ['const a = 1;\n', 'function f() {\n'],
    ]);
  });

  test('a block highlighted at build time (title="… (excerpt)" static) is an excerpt too', () => {
    const source = '```js title="f.mjs (excerpt)" static\nconst a = 1;\n```\n';
    expect(pageExcerpts(source, 'p.mdx', 'f.mjs')).toEqual([['const a = 1;\n']]);
  });

  test('parts the file holds, in order, pass', () => {
    expect(partsNotInFile(FILE, pageExcerpts(page('const a = 1;\n// …\n  return a + b;\n'), 'p.mdx', 'f.mjs'))).toEqual(
      [],
    );
  });

  test('two excerpts may come in any order', () => {
    expect(partsNotInFile(FILE, [['function f() {\n'], ['const a = 1;\n']])).toEqual([]);
  });

  test('a part changed on the page, or out of the file order within its excerpt, fails', () => {
    expect(partsNotInFile(FILE, [['const a = 2;\n']])).toEqual(['const a = 2;\n']);
    expect(partsNotInFile(FILE, [['  return a + b;\n', 'const a = 1;\n']])).toEqual(['const a = 1;\n']);
  });
});
