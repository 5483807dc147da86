/**
 * Remark plugin: replaces product-fact tokens (`%API_BASE_URL%`, …) with their
 * values from `config/tokens.ts`, in text, inline code, code blocks, link URLs
 * and JSX attribute strings. An unknown token fails the build with the file
 * name and the list of known tokens, and so does a token in lower case
 * (`%product_name%`), so a typo never reaches a reader.
 *
 * A value with inline Markdown (`code`, **bold**, a link), such as a rule that
 * openapi.yaml's descriptions share with the pages, becomes the same inline
 * nodes in a page's text as it does in the API reference, instead of its
 * backticks and asterisks reaching the reader.
 */
import type {PhrasingContent, Root, Text} from 'mdast';
import type {} from 'mdast-util-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import type {Node as UnistNode} from 'unist';
import {SKIP, visit} from 'unist-util-visit';
import {productFactTokens} from '../../config/tokens';

const TOKEN = /%[A-Z][A-Z0-9_]*[A-Z0-9]%/g;
/** A token typed in the wrong case: `%product_name%`, `%Product_Name%`. */
const MISCASED = /%[A-Za-z][A-Za-z0-9_]*[A-Za-z0-9]%/g;

type VFileLike = {path?: string; history?: string[]};

export function replaceProductFacts(text: string, where: string): string {
  for (const [token] of text.matchAll(MISCASED)) {
    const upper = token.toUpperCase();
    if (token !== upper && (productFactTokens[upper] !== undefined || token.includes('_'))) {
      throw new Error(
        `${where}: the product fact ${token} is not in capitals, so it would reach readers as typed. ` +
          (productFactTokens[upper] !== undefined
            ? `Write ${upper}.`
            : `Tokens are upper case: use one of ${Object.keys(productFactTokens).join(', ')}.`),
      );
    }
  }
  return text.replace(TOKEN, (token) => {
    const value = productFactTokens[token];
    if (value === undefined) {
      throw new Error(
        `${where}: unknown product fact ${token}. ` +
          `Use one of ${Object.keys(productFactTokens).join(', ')}, ` +
          'or add the fact to config/product.ts or config/facts.ts.',
      );
    }
    return value;
  });
}

/** Replaces tokens in every string value of a front matter object (for `markdown.parseFrontMatter`). */
export function replaceFactsInFrontMatter(
  frontMatter: Record<string, unknown>,
  filePath: string,
): Record<string, unknown> {
  const replace = (value: unknown): unknown => {
    if (typeof value === 'string') return replaceProductFacts(value, `${filePath} (front matter)`);
    if (Array.isArray(value)) return value.map(replace);
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, replace(item)]));
    }
    return value;
  };
  return replace(frontMatter) as Record<string, unknown>;
}

/** Inline Markdown a token's value may hold: code, strong or emphasis, a link. */
const INLINE_MARKDOWN = /`|\*\*|\]\(/;

const inlineParser = unified().use(remarkParse);

/** A token value's inline Markdown as phrasing nodes, without positions (they would point into the value). */
function inlineNodes(markdown: string): PhrasingContent[] {
  const paragraph = (inlineParser.parse(markdown) as Root).children[0];
  if (paragraph?.type !== 'paragraph') return [{type: 'text', value: markdown}];
  const strip = (node: PhrasingContent): PhrasingContent => {
    const {position: _position, ...rest} = node;
    return ('children' in rest ? {...rest, children: rest.children.map(strip)} : rest) as PhrasingContent;
  };
  return paragraph.children.map(strip);
}

/**
 * A text node's value with its tokens replaced, as phrasing nodes: plain text stays text, a token whose value has
 * inline Markdown becomes that Markdown's nodes. `null` when no token of the text has Markdown.
 */
function textWithMarkdownTokens(value: string, where: string): PhrasingContent[] | null {
  const tokens = [...value.matchAll(TOKEN)];
  if (!tokens.some(([token]) => INLINE_MARKDOWN.test(productFactTokens[token] ?? ''))) return null;
  replaceProductFacts(value, where); // fails on an unknown or miscased token, as for any text
  const nodes: PhrasingContent[] = [];
  let plain = '';
  let last = 0;
  for (const match of tokens) {
    plain += value.slice(last, match.index);
    last = match.index + match[0].length;
    const replaced = replaceProductFacts(match[0], where);
    if (!INLINE_MARKDOWN.test(replaced)) {
      plain += replaced;
      continue;
    }
    if (plain) nodes.push({type: 'text', value: plain});
    plain = '';
    nodes.push(...inlineNodes(replaced));
  }
  plain += value.slice(last);
  if (plain) nodes.push({type: 'text', value: plain});
  return nodes;
}

export default function remarkProductFacts() {
  // `tree`: an mdast tree (typed as any unist node, so that hand-built trees pass too).
  return (tree: UnistNode, file: VFileLike): void => {
    const filePath = file.path ?? file.history?.[0] ?? 'an MDX file';
    visit(tree as Root, (node, index, parent) => {
      const where = `${filePath}:${node.position?.start.line ?? '?'}`;
      if (node.type === 'text' && parent && index !== undefined && (node as Text).value.includes('%')) {
        const nodes = textWithMarkdownTokens((node as Text).value, where);
        if (nodes) {
          (parent.children as PhrasingContent[]).splice(index, 1, ...nodes);
          return [SKIP, index + nodes.length];
        }
      }
      if ('value' in node && typeof node.value === 'string' && node.value.includes('%')) {
        node.value = replaceProductFacts(node.value, where);
      }
      if ('url' in node && typeof node.url === 'string' && node.url.includes('%')) {
        node.url = replaceProductFacts(node.url, where);
      }
      // MDX JSX elements hold an array of attributes; directives (`:::note`) an object.
      if ('attributes' in node && Array.isArray(node.attributes)) {
        for (const attribute of node.attributes) {
          if (typeof attribute.value === 'string' && attribute.value.includes('%')) {
            attribute.value = replaceProductFacts(attribute.value, where);
          }
        }
      }
    });
  };
}
