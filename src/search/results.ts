/**
 * Page hits → the result objects the search plugin's bar and page render
 * (`SearchResult` of @easyops-cn/docusaurus-search-local 0.55.3): one per page.
 *
 * - In the bar, a Title result: the page title (matched words marked) and the
 *   path "Area › Category › Best section"; selecting it opens that section.
 * - On the search page, a Description result: the title, the same path, and the
 *   page's description as the summary.
 */
import type {Head} from './format';
import type {PageHit} from './engine';
import {termsOf, words} from './tokenize';

/** The plugin's document types (shared/interfaces SearchDocumentType). */
const TITLE = 0;
const DESCRIPTION = 2;

export interface PluginDocument {
  i: number;
  t: string;
  u: string;
  h?: string;
  s?: string;
  b?: string[];
  p?: number;
}

export interface PluginResult {
  document: PluginDocument;
  type: number;
  page: PluginDocument | false;
  metadata: Record<string, {t: {position: [number, number][]}}>;
  tokens: string[];
  score: number;
}

/** Positions of the words of `text` indexed under one of `terms`. Never empty: the plugin's highlighter needs one. */
export function positions(text: string, terms: Set<string>): [number, number][] {
  const found: [number, number][] = [];
  for (const word of words(text)) {
    const {whole, parts} = termsOf(word.text);
    if ((whole !== null && terms.has(whole)) || parts.some((part) => terms.has(part))) {
      found.push([word.start, word.text.length]);
    }
  }
  return found.length > 0 ? found : [[0, 0]];
}

export function toPluginResults(
  hits: (PageHit & {head: Head; areaNumber: number})[],
  {baseUrl, query, detailed}: {baseUrl: string; query: string; detailed: boolean},
): PluginResult[] {
  // Lower-case query words, longest first: the plugin's `highlight` marks them in paths.
  const tokens = [...new Set(words(query).map(({text}) => text.toLowerCase()))].sort((a, b) => b.length - a.length);
  return hits.map(({head, areaNumber, page, section, score, terms}) => {
    const [path, title, crumbs, description] = head.pages[page];
    const [, hash, heading] = head.sections[section];
    const i = areaNumber * 1_000_000 + page;
    const breadcrumb = [...crumbs.map((crumb) => head.crumbs[crumb]), ...(heading ? [heading] : [])];
    const u = `${baseUrl}${path}`;
    const matched = new Set(terms);
    if (detailed) {
      return {
        document: {i, t: description || title, s: title, u, h: hash, p: i},
        type: DESCRIPTION,
        page: {i, t: title, u, b: breadcrumb},
        metadata: {match: {t: {position: positions(description || title, matched)}}},
        tokens,
        score,
      };
    }
    return {
      document: {i, t: title, u, h: hash, b: breadcrumb},
      type: TITLE,
      page: false,
      metadata: {match: {t: {position: positions(title, matched)}}},
      tokens,
      score,
    };
  });
}
