import type {ReactNode} from 'react';
import {markedPieces, type Mark} from './client';

/** `text` with the query's matched words in <mark> (the navbar box and the search page). */
export default function Marked({text, marks}: {text: string; marks?: readonly Mark[]}): ReactNode {
  if (!marks?.length) return text;
  return markedPieces(text, marks).map(([piece, marked], i) => (marked ? <mark key={i}>{piece}</mark> : piece));
}
