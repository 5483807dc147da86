/**
 * The document's descriptions are Markdown (CommonMark, with GFM tables): code spans, **strong**, *emphasis*, links,
 * lists and tables, as a writer types them in openapi.yaml. They become hast here, at build time, for the reference's static HTML
 * (./render.ts), and so for the Markdown twins, which are made from that HTML. Product-fact tokens are already
 * replaced when the document is loaded (./document.ts), so a token whose value holds Markdown renders too.
 *
 * Parsed with remark-parse (mdast-util-from-markdown) and turned into hast with mdast-util-to-hast, the libraries
 * the site's own pages go through. Raw HTML in a description stays text: the document is data, not page markup.
 */
import type {ElementContent, Root as HastRoot} from 'hast';
import type {Root} from 'mdast';
import {toHast} from 'mdast-util-to-hast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {visit} from 'unist-util-visit';
import {baseUrl} from '../../../config/env';

const parser = unified().use(remarkParse).use(remarkGfm);

/** A link to a site route (`/developer/api/lead`) goes through the site's base URL, as a page's own links do. */
const hrefOf = (url: string) => (url.startsWith('/') && !url.startsWith('//') ? `${baseUrl}${url.slice(1)}` : url);

function hastOf(markdown: string): HastRoot {
  const tree = parser.parse(markdown) as Root;
  visit(tree, (node) => {
    delete node.position;
  });
  const root = toHast(tree) as HastRoot;
  visit(root, (node) => {
    if (node.type === 'element' && node.tagName === 'a' && typeof node.properties.href === 'string') {
      node.properties.href = hrefOf(node.properties.href);
    }
    // A line the YAML wraps is one line of the description, as in a page's paragraph.
    if (node.type === 'text' && node.value.trim() !== '') node.value = node.value.replace(/[ \t]*\n[ \t]*/g, ' ');
  });
  return root;
}

/** A description's blocks: paragraphs, lists and tables, with their inline Markdown. Blank text gives none. */
export function markdownBlocks(markdown: string): ElementContent[] {
  if (markdown.trim() === '') return [];
  return hastOf(markdown).children.filter(
    (node): node is ElementContent => node.type === 'element' || (node.type === 'text' && node.value.trim() !== ''),
  );
}

/**
 * A description's inline content, for a place inside a sentence (after "Content type …", in a list item): its
 * paragraphs' contents, joined by a space. A list or other block in it is kept as it is.
 */
export function markdownInline(markdown: string): ElementContent[] {
  return markdownBlocks(markdown).flatMap((node, index) => [
    ...(index > 0 ? [{type: 'text', value: ' '} as const] : []),
    ...(node.type === 'element' && node.tagName === 'p' ? node.children : [node]),
  ]);
}
