/**
 * Page hits → the results the navbar box and the search page show, one per
 * page, built in the worker so that the page's thread only renders them:
 * the page title, the area and category it sits in, the section the result
 * lands on, the passage of that section that answers (a sentence, list item or
 * table row: shortened around its first matched word in the navbar box), the
 * page's description on the search page where no passage holds the query's
 * words, and where in each the query's words are (to mark them).
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
  /** The passage of the section that holds the most of the query's words (shortened in the navbar box). */
  passage?: string;
  passageMarks?: Mark[];
  /** The page's description (search page only, where no passage was found). */
  summary?: string;
  summaryMarks?: Mark[];
  score: number;
}

/** Navbar suggestions show this many characters of a passage at most, around its first matched word. */
export const shortPassage = 110;

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

/** A passage cut to about `max` characters around its first mark, at word boundaries, with "…" where cut. */
export function shorten(text: string, marks: Mark[], max: number): {text: string; marks: Mark[]} {
  if (text.length <= max) return {text, marks};
  const first = marks[0]?.[0] ?? 0;
  let start = Math.max(0, Math.min(first - Math.floor(max / 4), text.length - max));
  if (start > 0) {
    const space = text.indexOf(' ', start);
    start = space >= 0 && space < first ? space + 1 : start;
  }
  let end = Math.min(text.length, start + max);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > start + max / 2) end = space;
  }
  const prefix = start > 0 ? '…' : '';
  const shift = prefix.length - start;
  return {
    text: `${prefix}${text.slice(start, end)}${end < text.length ? '…' : ''}`,
    marks: marks
      .filter(([at, length]) => at >= start && at + length <= end)
      .map(([at, length]) => [at + shift, length] as Mark),
  };
}

export function toResults(
  hits: (PageHit & {head: Head; areaNumber: number})[],
  {baseUrl, detailed}: {baseUrl: string; detailed: boolean},
): SearchResult[] {
  return hits.map(({head, areaNumber, page, section, score, terms, passage}) => {
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
    if (passage) {
      const marks = positions(passage, matched);
      const shown = detailed ? {text: passage, marks} : shorten(passage, marks, shortPassage);
      result.passage = shown.text;
      result.passageMarks = shown.marks;
    } else if (detailed && description) {
      result.summary = description;
      result.summaryMarks = positions(description, matched);
    }
    return result;
  });
}
