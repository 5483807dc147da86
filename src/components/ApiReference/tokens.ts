/**
 * Prism's tokens of a piece of code, flattened into runs of text with their token types: the same grammars as the
 * site's code blocks (src/prism/languages.ts). Used at build time for the static samples
 * (src/plugins/api-reference/highlight.ts) and in the page when the request builder rewrites them.
 */
import type {Token as PrismToken} from 'prismjs';
import {normalizeTokens} from '../../prism/highlight';
import Prism from '../../prism/languages';

type Piece = {types: string[]; content: string};

export function tokenize(code: string, language: string): Piece[] {
  const grammar = Prism.languages[language];
  if (!grammar) throw new Error(`No Prism grammar for "${language}" (src/prism/languages.ts).`);
  const lines = normalizeTokens(Prism.tokenize(code, grammar) as (PrismToken | string)[]);
  const pieces: Piece[] = [];
  lines.forEach((line, index) => {
    if (index > 0) pieces.push({types: ['plain'], content: '\n'});
    for (const token of line) if (!token.empty) pieces.push({types: token.types, content: token.content});
  });
  return pieces;
}

/** Writes highlighted code into an element, as text nodes and spans (never as HTML: the code holds what the reader typed). */
export function renderCode(element: Element, code: string, language: string): void {
  const nodes = tokenize(code, language).map((piece) => {
    if (piece.types.length === 1 && piece.types[0] === 'plain') return document.createTextNode(piece.content);
    const span = document.createElement('span');
    span.className = ['token', ...piece.types].join(' ');
    span.textContent = piece.content;
    return span;
  });
  element.replaceChildren(...nodes);
}
