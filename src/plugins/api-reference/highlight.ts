/**
 * Code highlighting at build time, for the API reference's samples and examples: Prism's tokens (the grammars of
 * src/prism/languages.ts, the same the site's code blocks use) become `<span class="token …">` elements in the
 * static HTML, coloured by a style sheet made from the site's two Prism themes (config/prism.ts). The browser
 * runs no highlighter for them and hydrates nothing.
 *
 * Values a reader can replace with their own (their API key, chatbot ID, …) are marked with
 * `<span data-var="chatbot_id">`: the page puts the reader's value there (src/components/ApiReference/values.ts).
 */
import type {Element, ElementContent} from 'hast';
import {h} from 'hastscript';
import type {PrismTheme} from 'prism-react-renderer';
import {tokenize} from '../../components/ApiReference/tokens';

/** A stretch of the code that holds a value the reader can replace. */
export type Mark = {start: number; end: number; name: string};

/** Every occurrence of each value in `code`, as marks, in order. Values must not overlap. */
export function marksFor(code: string, values: Record<string, string>): Mark[] {
  const marks: Mark[] = [];
  for (const [name, value] of Object.entries(values)) {
    if (!value) continue;
    for (let at = code.indexOf(value); at >= 0; at = code.indexOf(value, at + value.length)) {
      marks.push({start: at, end: at + value.length, name});
    }
  }
  marks.sort((a, b) => a.start - b.start);
  marks.forEach((mark, index) => {
    const next = marks[index + 1];
    if (next && next.start < mark.end) {
      throw new Error(`The example values of ${mark.name} and ${next.name} overlap in a sample: make them distinct.`);
    }
  });
  return marks;
}

/**
 * The highlighted code as hast children of `<code>`. A mark that Prism cut into several tokens becomes one
 * `data-var` span per piece: the first holds the value, the others `data-var-rest` (emptied when replaced).
 */
export function highlight(code: string, language: string, marks: Mark[] = []): ElementContent[] {
  const out: ElementContent[] = [];
  let offset = 0;
  const started = new Set<Mark>();
  for (const piece of tokenize(code, language)) {
    const end = offset + piece.content.length;
    const segments: ElementContent[] = [];
    let at = offset;
    while (at < end) {
      const mark = marks.find((candidate) => candidate.start < end && candidate.end > at && candidate.start <= at);
      const nextMark = marks.find((candidate) => candidate.start > at && candidate.start < end);
      if (mark) {
        const stop = Math.min(end, mark.end);
        const text = code.slice(at, stop);
        const rest = started.has(mark);
        started.add(mark);
        segments.push(h('span', {dataVar: mark.name, ...(rest ? {dataVarRest: ''} : {})}, text));
        at = stop;
      } else {
        const stop = nextMark ? nextMark.start : end;
        segments.push({type: 'text', value: code.slice(at, stop)});
        at = stop;
      }
    }
    const plain = piece.types.length === 1 && piece.types[0] === 'plain';
    if (plain) out.push(...segments);
    else out.push(h('span', {className: ['token', ...piece.types]}, segments));
    offset = end;
  }
  return mergeText(out);
}

/** Adjacent text nodes as one (smaller HTML, and what the browser would make of it anyway). */
function mergeText(nodes: ElementContent[]): ElementContent[] {
  const merged: ElementContent[] = [];
  for (const node of nodes) {
    const last = merged[merged.length - 1];
    if (node.type === 'text' && last?.type === 'text') last.value += node.value;
    else merged.push(node);
  }
  return merged;
}

/** A highlighted, keyboard-scrollable code block: `<pre class="api-code"><code class="language-…">`. */
export function codeBlock(code: string, language: string, marks: Mark[] = []): Element {
  // `language-…` on the `<pre>` too, as the theme's code blocks have it (scripts/samples reads it there).
  return h('pre', {className: ['api-code', `language-${language}`], tabIndex: 0}, [
    h('code', {className: [`language-${language}`]}, highlight(code, language, marks)),
  ]);
}

type Style = {color?: string; backgroundColor?: string; fontStyle?: string; opacity?: number};

/** Hex colours in lower case, as Prettier writes them. */
const colour = (value: string) => (value.startsWith('#') ? value.toLowerCase() : value);

function declarations(style: Style): string {
  const parts: string[] = [];
  if (style.color) parts.push(`color: ${colour(style.color)}`);
  if (style.backgroundColor) parts.push(`background-color: ${colour(style.backgroundColor)}`);
  if (style.fontStyle) parts.push(`font-style: ${style.fontStyle}`);
  if (style.opacity !== undefined) parts.push(`opacity: ${style.opacity}`);
  return parts.map((part) => `  ${part};`).join('\n');
}

/**
 * The style sheet that colours `.api-code` in both colour modes, from the site's two Prism themes. One rule per
 * theme entry, in the theme's order, so a later entry wins as it does in the theme (`themes.test.ts` checks every
 * token of every sample against the colours the site's other code blocks would give it).
 */
export function codeColoursCss(light: PrismTheme, dark: PrismTheme): string {
  const rules: string[] = [
    '/* Generated from config/prism.ts by src/plugins/api-reference/highlight.test.ts: do not edit.\n' +
      ' * Update: npx vitest run src/plugins/api-reference/highlight.test.ts -u */',
  ];
  const sheet = (theme: PrismTheme, scope: string) => {
    rules.push(`${scope}.api-code {\n${declarations(theme.plain as Style)}\n}`);
    for (const entry of theme.styles) {
      if (entry.languages) throw new Error('A language-specific Prism theme entry: codeColoursCss does not handle it.');
      const selectors = entry.types.map((type) => `${scope}.api-code .token.${type}`).join(',\n');
      rules.push(`${selectors} {\n${declarations(entry.style as Style)}\n}`);
    }
  };
  // Each mode's rules only in that mode, so a token type one theme colours and the other does not takes the
  // plain colour of the mode it is shown in. Light is the mode without `data-theme` too (no JavaScript).
  sheet(light, ":root:not([data-theme='dark']) ");
  sheet(dark, ":root[data-theme='dark'] ");
  return `${rules.join('\n\n')}\n`;
}
