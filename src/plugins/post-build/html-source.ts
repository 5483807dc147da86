/**
 * Finds elements of a built page by parsing it as HTML (parse5, the WHATWG parsing algorithm), with each
 * element's place in the source, so a post-build step can change exactly those bytes and leave the rest of the
 * page as Docusaurus wrote it. A regular expression cannot tell a `<script>` in a comment, in an attribute or in
 * another script's text from a real one; the parser can.
 */
import {parse, type DefaultTreeAdapterMap} from 'parse5';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

export type SourceElement = {
  /** Lower-case tag name. */
  name: string;
  /** Attribute values as the parser decoded them, by lower-case name. */
  attributes: Map<string, string>;
  /** Where the element starts and ends in the source (its end tag included, when it has one). */
  start: number;
  end: number;
  /** Where its start tag ends, and where its end tag starts (the element's source text lies between). */
  startTagEnd: number;
  endTagStart: number;
  /** Whether the source has the start tag at all (`<head>` and `<body>` may be implied). */
  explicit: boolean;
};

function located(element: Element, html: string): SourceElement {
  const location = element.sourceCodeLocation;
  const startTagEnd = location?.startTag?.endOffset ?? location?.startOffset ?? html.length;
  const endTagStart = location?.endTag?.startOffset ?? location?.endOffset ?? startTagEnd;
  return {
    name: element.tagName,
    attributes: new Map(element.attrs.map((attribute) => [attribute.name, attribute.value])),
    start: location?.startOffset ?? html.length,
    end: location?.endOffset ?? html.length,
    startTagEnd,
    endTagStart,
    explicit: Boolean(location?.startTag),
  };
}

/** The elements named `names` in document order (not inside `<template>` content). */
export function elementsIn(html: string, names: ReadonlySet<string>): SourceElement[] {
  const found: SourceElement[] = [];
  const walk = (node: Node) => {
    if ('tagName' in node && names.has(node.tagName)) found.push(located(node, html));
    if ('childNodes' in node) for (const child of node.childNodes) walk(child);
  };
  walk(parse(html, {sourceCodeLocationInfo: true}));
  return found;
}

/** `html` with each `[start, end)` range replaced by its text; ranges must not overlap. */
export function spliced(html: string, edits: readonly {start: number; end: number; text: string}[]): string {
  let out = '';
  let at = 0;
  for (const edit of [...edits].sort((a, b) => a.start - b.start)) {
    out += html.slice(at, edit.start) + edit.text;
    at = edit.end;
  }
  return out + html.slice(at);
}

/** An attribute value for a double-quoted attribute. */
export function quotedAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}
