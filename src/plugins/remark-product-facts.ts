/**
 * Remark plugin: replaces product-fact tokens (`%API_BASE_URL%`, …) with their
 * values from `config/tokens.ts`, in text, inline code, code blocks, link URLs
 * and JSX attribute strings. An unknown token fails the build with the file
 * name and the list of known tokens, and so does a token in lower case
 * (`%product_name%`), so a typo never reaches a reader.
 */
import type {Root} from 'mdast';
import type {} from 'mdast-util-mdx';
import type {Node as UnistNode} from 'unist';
import {visit} from 'unist-util-visit';
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

export default function remarkProductFacts() {
  // `tree`: an mdast tree (typed as any unist node, so that hand-built trees pass too).
  return (tree: UnistNode, file: VFileLike): void => {
    const filePath = file.path ?? file.history?.[0] ?? 'an MDX file';
    visit(tree as Root, (node) => {
      const where = `${filePath}:${node.position?.start.line ?? '?'}`;
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
