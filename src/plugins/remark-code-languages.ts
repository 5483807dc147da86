/**
 * Remark plugin: a fenced code block must name a language the site highlights.
 * The site bundles only the grammars of src/prism/languages.ts, so a block in
 * any other language would reach readers without colours; the build fails
 * instead, naming the file, the line and the fix. A block with no language is
 * plain text and passes.
 *
 * A ```js static fence is the API reference's to show (api-reference/static-code.ts): one still here is on a page
 * that renders neither the reference nor a recipe, or one the static block cannot show, and fails with the fix.
 */
import type {Root} from 'mdast';
import {visit} from 'unist-util-visit';
import Prism from '../prism/languages';
import {checkStaticFence} from './api-reference/static-code';

/**
 * Every name a fenced code block may carry: the grammars src/prism/languages.ts
 * loads, their aliases (js, html, sh, py, …) and the plain-text names Prism's
 * core knows (text, txt, plain, plaintext).
 */
export const highlightedLanguages: ReadonlySet<string> = new Set(
  Object.entries(Prism.languages)
    .filter(([name, grammar]) => typeof grammar === 'object' && name !== 'markup-templating')
    .map(([name]) => name),
);

type VFileLike = {path?: string; history?: string[]};

function checkCodeLanguage(lang: string | null | undefined, where: string): void {
  if (!lang || highlightedLanguages.has(lang.toLowerCase())) return;
  throw new Error(
    `${where}: the code block's language "${lang}" is not one the site highlights. ` +
      `Use one of ${[...highlightedLanguages].sort().join(', ')}; ` +
      'or import its prismjs component in src/prism/languages.ts; ' +
      'or write ```text for a block without colours.',
  );
}

export default function remarkCodeLanguages() {
  return (tree: Root, file: VFileLike): void => {
    const filePath = file.path ?? file.history?.[0] ?? 'an MDX file';
    visit(tree, 'code', (node) => {
      const where = `${filePath}:${node.position?.start.line ?? '?'}`;
      const problem = checkStaticFence(node);
      if (problem) throw new Error(`${where}: ${problem}`);
      checkCodeLanguage(node.lang, where);
    });
  };
}
