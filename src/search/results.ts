/**
 * Page hits → the results the navbar box and the search page show, one per
 * page, built in the worker so that the page's thread only renders them:
 * the page title, the area and category it sits in, the section the result
 * lands on, the page's description on the search page, and where in each the
 * query's words are (to mark them).
 */
import type {Head} from './format';
import type {PageHit} from './engine';
import {termsOf, words} from './tokenize';

/** A matched word: [start, length] in its text. */
export type Mark = [start: number, length: number];

export interface SearchResult {
  /** Unique across areas: area number × 1 000 000 + page number. */
  id: number;
  /** The page: `<baseUrl><path>`, without a hash. */
  url: string;
  /** The section's anchor (`#401-and-403-answers`), '' for the page's top. */
  hash: string;
  title: string;
  titleMarks: Mark[];
  /** Where the page sits: its area and categories (`Developer Guides`, `API`). */
  crumbs: string[];
  /** The heading of the section the result lands on ('' for the page's top). */
  section: string;
  sectionMarks: Mark[];
  /** The page's description (search page only). */
  summary?: string;
  summaryMarks?: Mark[];
  score: number;
}

/** Positions of the words of `text` indexed under one of `terms`. */
export function positions(text: string, terms: Set<string>): Mark[] {
  const found: Mark[] = [];
  for (const word of words(text)) {
    const {whole, parts} = termsOf(word.text);
    if ((whole !== null && terms.has(whole)) || parts.some((part) => terms.has(part))) {
      found.push([word.start, word.text.length]);
    }
  }
  return found;
}

export function toResults(
  hits: (PageHit & {head: Head; areaNumber: number})[],
  {baseUrl, detailed}: {baseUrl: string; detailed: boolean},
): SearchResult[] {
  return hits.map(({head, areaNumber, page, section, score, terms}) => {
    const [path, title, crumbs, description] = head.pages[page];
    const [, hash, heading] = head.sections[section];
    const matched = new Set(terms);
    const result: SearchResult = {
      id: areaNumber * 1_000_000 + page,
      url: `${baseUrl}${path}`,
      hash,
      title,
      titleMarks: positions(title, matched),
      crumbs: crumbs.map((crumb) => head.crumbs[crumb]),
      section: heading,
      sectionMarks: positions(heading, matched),
      score,
    };
    if (detailed && description) {
      result.summary = description;
      result.summaryMarks = positions(description, matched);
    }
    return result;
  });
}
