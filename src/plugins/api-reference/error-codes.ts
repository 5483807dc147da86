/**
 * The API's error codes, from openapi/openapi.yaml alone: each code's entry in `components.x-error-codes` (what it
 * means, whether to send the same request again, and how or what to do instead) and its status, from the responses
 * whose examples return it. A code returned without an entry, an entry no response returns, or a code with two
 * statuses fails with what to fix.
 *
 * The Errors page renders them as its table (`<ApiErrorCodes />`, ./remark.ts), "Try it" gives a simulated
 * error's advice from them (./simulate.ts), and error-codes.test.ts and scripts/samples/retries.samples.ts hold
 * config/facts.ts and the page's retry helpers to them. The entries are Markdown, parsed as Markdown.
 */
import type {Paragraph, PhrasingContent, Root, Table, TableCell} from 'mdast';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {visit} from 'unist-util-visit';
import type {OpenApiDocument} from './types';
import {operationsById} from './view';

export type ErrorCode = {
  code: string;
  status: number;
  /** What the code means (Markdown). */
  meaning: string;
  /** Whether to send the same request again. */
  retry: boolean;
  /** How to retry, or what to do instead (Markdown). */
  advice?: string;
  /**
   * Set on a code only the custom payment integration's Events URL answers (review 37 #6): the Errors table leaves it
   * out, and the Errors page links the Events URL's reference (integration/payment-reference.mdx) for it.
   */
  only?: 'payment_events_url';
};

/** Every code the responses' examples return, with the statuses it comes with. */
export function returnedCodes(document: OpenApiDocument): Map<string, Set<number>> {
  const found = new Map<string, Set<number>>();
  for (const {operation} of operationsById(document).values()) {
    for (const [status, response] of Object.entries(operation.responses ?? {})) {
      for (const example of Object.values(response.content?.['application/json']?.examples ?? {})) {
        const code = (example.value as {error?: {code?: unknown}} | undefined)?.error?.code;
        if (typeof code !== 'string') continue;
        if (!found.has(code)) found.set(code, new Set());
        found.get(code)!.add(Number(status));
      }
    }
  }
  return found;
}

/** Every error code, in the document's order, with its status and advice. */
export function errorCodes(document: OpenApiDocument): ErrorCode[] {
  const entries = document.components?.['x-error-codes'];
  const where = 'openapi/openapi.yaml, components.x-error-codes';
  if (!entries || typeof entries !== 'object') {
    throw new Error(`${where} is missing: list every error code there, with its meaning, retry and advice.`);
  }
  const returned = returnedCodes(document);
  const problems: string[] = [];
  for (const code of returned.keys()) {
    if (!(code in entries)) problems.push(`${code} is returned by a response but has no entry; add one`);
  }
  const codes = Object.entries(entries).map(([code, entry]): ErrorCode => {
    const statuses = [...(returned.get(code) ?? [])];
    if (statuses.length === 0) problems.push(`${code}: no response returns it; remove it or add it to an example`);
    if (statuses.length > 1) problems.push(`${code} comes with statuses ${statuses.join(' and ')}: give it one`);
    const {meaning, retry, advice, only} = entry ?? {};
    if (typeof meaning !== 'string' || typeof retry !== 'boolean' || !['string', 'undefined'].includes(typeof advice)) {
      problems.push(`${code} needs meaning (text), retry (true or false) and, if anything, advice (text)`);
    }
    if (only !== undefined && only !== 'payment_events_url') {
      problems.push(`${code}: only is payment_events_url or absent`);
    }
    return {
      code,
      status: statuses[0] ?? 0,
      meaning: String(meaning),
      retry: Boolean(retry),
      ...(typeof advice === 'string' ? {advice} : {}),
      ...(only === 'payment_events_url' ? {only} : {}),
    };
  });
  if (problems.length > 0) throw new Error(`${where}: ${problems.join('; ')}.`);
  return codes;
}

/** The "Retry?" column: Yes or No first, then the advice (Markdown). */
export const retryText = ({retry, advice}: Pick<ErrorCode, 'retry' | 'advice'>): string =>
  retry ? `Yes${advice ? `, ${advice}` : '.'}` : `No.${advice ? ` ${advice}` : ''}`;

const parser = unified().use(remarkParse);

/** Inline Markdown as mdast: the text, code spans, emphasis and links of its paragraphs, without positions. */
export function phrasing(markdown: string): PhrasingContent[] {
  const tree = parser.parse(markdown) as Root;
  visit(tree, (node) => {
    delete node.position;
  });
  return tree.children.flatMap((block, index) => [
    ...(index > 0 ? [{type: 'text', value: ' '} as const] : []),
    ...(block.type === 'paragraph' ? block.children : []),
  ]);
}

/** Inline Markdown as plain text, for a page that shows it as text ("Try it"). */
export function plainText(markdown: string): string {
  const parts: string[] = [];
  visit({type: 'paragraph', children: phrasing(markdown)} satisfies Paragraph, (node) => {
    if (node.type === 'text' || node.type === 'inlineCode') parts.push(node.value);
  });
  return parts.join('').replace(/\s+/g, ' ').trim();
}

/** The table's order (review 33 #6): by HTTP status, then by code, whatever the document's order. */
export const byStatusThenCode = (a: ErrorCode, b: ErrorCode): number =>
  a.status - b.status || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0);

/**
 * The Errors page's table: Code, Status, Meaning, Retry?, a row per code sorted by status, then code (`<ApiErrorCodes />`).
 * The payment Events URL's own codes (`only: payment_events_url`) are left out: the page links their reference.
 */
export function errorCodesTable(codes: ErrorCode[]): Table {
  const cell = (children: PhrasingContent[]): TableCell => ({type: 'tableCell', children});
  const code = (value: string): PhrasingContent[] => [{type: 'inlineCode', value}];
  return {
    type: 'table',
    align: [null, null, null, null],
    children: [
      {
        type: 'tableRow',
        children: ['Code', 'Status', 'Meaning', 'Retry?'].map((title) => cell([{type: 'text', value: title}])),
      },
      ...codes
        .filter((row) => !row.only)
        .sort(byStatusThenCode)
        .map((row) => ({
          type: 'tableRow' as const,
          children: [
            cell(code(row.code)),
            cell(code(String(row.status))),
            cell(phrasing(row.meaning)),
            cell(phrasing(retryText(row))),
          ],
        })),
    ],
  };
}
