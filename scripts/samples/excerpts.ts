/**
 * A page that shows parts of a published sample file instead of the whole file: its blocks titled
 * `<file> (excerpt)` (a `static` flag may follow), each cut at `// …` lines, must appear in the file as written, in order, so that a page and its
 * file cannot disagree.
 */
import {replaceProductFacts} from '../../src/plugins/remark-product-facts';

/** The cut between two parts of one excerpt. */
const CUT = /^[ \t]*\/\/ …[ \t]*\n/m;

/** The page's excerpts of `file`, each as its parts, with the product facts filled in as the build fills them. */
export function pageExcerpts(pageSource: string, page: string, file: string): string[][] {
  const title = `${file} (excerpt)`.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // The meta may go on after the title (`static`: highlighted at build time, src/plugins/api-reference/static-code.ts).
  const blocks = [
    ...pageSource.matchAll(new RegExp('```js title="' + title + '"(?: [^\\n]*)?\\n([\\s\\S]*?)```', 'g')),
  ];
  return blocks.map((block) =>
    replaceProductFacts(block[1], page)
      .split(CUT)
      .filter((part) => part.trim() !== ''),
  );
}

/**
 * The parts of the excerpts that the file lacks, or holds only out of their excerpt's order: none when they agree.
 * Each excerpt is read on its own, so a page may show the file's parts in the order its prose needs.
 */
export function partsNotInFile(fileText: string, excerpts: string[][]): string[] {
  const wrong: string[] = [];
  for (const excerpt of excerpts) {
    let from = 0;
    for (const part of excerpt) {
      const at = fileText.indexOf(part, from);
      if (at < 0) wrong.push(part);
      else from = at + part.length;
    }
  }
  return wrong;
}
