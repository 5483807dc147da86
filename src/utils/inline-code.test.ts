/**
 * The backticked spans of the facts a table component shows (ConnectedServiceCopiesTable on the privacy page) render
 * as inline code, never as text with backticks.
 */
import {createElement, Fragment} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import {connectedServiceCopies} from '../../config/facts';
import {withInlineCode} from './inline-code';

const render = (text: string) => renderToStaticMarkup(createElement(Fragment, null, ...withInlineCode(text)));

describe('withInlineCode', () => {
  it('renders each backticked span as inline code and keeps the text around it', () => {
    expect(render('your server then reports `subscription.cancelled`: ask first')).toBe(
      'your server then reports <code>subscription.cancelled</code>: ask first',
    );
    expect(render('`a` and `b`')).toBe('<code>a</code> and <code>b</code>');
    expect(render('no code here')).toBe('no code here');
  });

  it('leaves no backtick in any cell of the connected services table', () => {
    const cells = connectedServiceCopies.flatMap((copy) => [copy.keeps, copy.deleteIt]);
    expect(cells.some((cell) => /`[^`]+`/.test(cell))).toBe(true);
    for (const cell of cells) expect(render(cell), cell).not.toContain('`');
  });
});
