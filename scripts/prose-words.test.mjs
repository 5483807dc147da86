import {readFileSync} from 'node:fs';
import {describe, expect, test} from 'vitest';
import {mdxFiles, proseWords} from './prose-words.mjs';

describe('developer pages say something', () => {
  test('every category page introduces its group in at least 150 prose words', () => {
    const short = mdxFiles('developer/category')
      .map((file) => ({file, words: proseWords(readFileSync(file, 'utf8'))}))
      .filter(({words}) => words < 150)
      .map(
        ({file, words}) =>
          `${file}: ${words} prose words; a category page needs 150 (what the group is for, the usual calls, pitfalls, links)`,
      );
    expect(mdxFiles('developer/category').length).toBe(10);
    expect(short).toEqual([]);
  });

  test('the counter leaves out code, front matter and the generated reference', () => {
    const source =
      '---\ntitle: "A b"\n---\n\nOne two `three`.\n\n```bash\ncurl a b c d\n```\n\n<ApiOperation operationId="x" />\n\n| Four | five |\n| --- | --- |\n';
    expect(proseWords(source)).toBe(5);
  });
});
