/**
 * Code blocks as readers see them: read from the built HTML (after `npm run build:test`), so that hand-written
 * samples, samples generated from openapi.yaml and product-fact tokens are all covered, exactly as published.
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import rehypeParse from 'rehype-parse';
import {unified} from 'unified';

type HastNode = {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
};

export type CodeBlock = {
  /** The page's URL path, such as `/guides/developer/api/chat/create-session`. */
  page: string;
  /** The HTML file, relative to the repository. */
  file: string;
  /** Prism language of the block: `bash`, `js`, `javascript`, `python`, `php`, `json`, … */
  language: string;
  code: string;
  /** The code block's title, when it has one (`server.mjs`). */
  title?: string;
  /** The nearest heading above the block. */
  heading: string;
  /** Generated request samples: the number of the sample group (one operation) on the page, and its tab. */
  group?: number;
  tab?: string;
  /** 1-based number of the block on the page, in document order. */
  number: number;
};

export const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');

function classes(node: HastNode): string[] {
  const value = node.properties?.className;
  return Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(/\s+/) : [];
}

function text(node: HastNode): string {
  if (node.type === 'text') return node.value ?? '';
  if (node.tagName === 'br') return '\n';
  return (node.children ?? []).map(text).join('');
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, {recursive: true})
    .map(String)
    .filter((file) => file.endsWith('.html'))
    .map((file) => path.join(dir, file))
    .sort();
}

/** Every code block of one built page, in document order. */
export function codeBlocksOf(file: string): CodeBlock[] {
  const tree = unified().use(rehypeParse).parse(readFileSync(file, 'utf8')) as unknown as HastNode;
  const relative = path
    .relative(buildDir, file)
    .replace(/\.html$/, '')
    .replace(/(^|\/)index$/, '');
  const page = `/guides/${relative}`.replace(/\/$/, '');
  const blocks: CodeBlock[] = [];
  let heading = '';
  let groups = 0;
  const walk = (node: HastNode, context: {group?: number; tab?: string; title?: string}) => {
    if (node.tagName && /^h[1-4]$/.test(node.tagName))
      heading = text(node)
        .replace(/\u200b/g, '')
        .trim();
    let next = context;
    if (classes(node).includes('api-samples')) next = {...next, group: (groups += 1)};
    if (node.properties?.role === 'tabpanel' && typeof node.properties.id === 'string') {
      next = {...next, tab: node.properties.id.replace(/^.*-panel-/, '')};
    }
    if (classes(node).some((name) => name.startsWith('codeBlockContainer'))) {
      const title = (node.children ?? []).find((child) =>
        classes(child).some((name) => name.startsWith('codeBlockTitle')),
      );
      next = {...next, title: title ? text(title).trim() : undefined};
    }
    if (node.tagName === 'pre') {
      const language = classes(node)
        .find((name) => name.startsWith('language-'))
        ?.slice('language-'.length);
      const code = (node.children ?? []).find((child) => child.tagName === 'code');
      if (language && code) {
        blocks.push({
          page,
          file: path.relative(process.cwd(), file),
          language,
          code: text(code).replace(/\n$/, ''),
          title: next.title,
          heading,
          group: next.group,
          tab: next.group ? next.tab : undefined,
          number: blocks.length + 1,
        });
      }
      return;
    }
    for (const child of node.children ?? []) walk(child, next);
  };
  walk(tree, {});
  return blocks;
}

/** Every code block of every built page. */
export function allCodeBlocks(dir = buildDir): CodeBlock[] {
  return htmlFiles(dir).flatMap(codeBlocksOf);
}

/** How a failure names a sample: page, language, number on the page and the heading above it. */
export function describeBlock(block: CodeBlock): string {
  const where = block.title ? `${block.title}, ` : '';
  const tab = block.tab ? ` (${block.tab} tab)` : '';
  return `${block.page} › ${block.language}${tab} #${block.number} (${where}under "${block.heading}")`;
}
