/**
 * Code blocks as readers see them: read from the built HTML (after `npm run build`), so that hand-written
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
  /** A recipe's step (developer/recipes/), when the block is in one: src/plugins/api-reference/recipe.ts marks it. */
  recipe?: RecipeStep;
  /** The code cut where the page writes the reader's values (`data-var` spans), for a block that has them. */
  template?: TemplatePart[];
};

export type RecipeStep = {
  step: number;
  operation?: string;
  event?: string;
  returns: Array<{name: string; path: string}>;
  uses: string[];
};

/** Literal code, or a value the page fills in: the first piece of a value holds it, the rest are emptied. */
export type TemplatePart = string | {name: string; rest: boolean; text: string};

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

/** The code of a block, cut at the values the page fills in. */
function templateOf(code: HastNode): TemplatePart[] {
  const parts: TemplatePart[] = [];
  const walk = (node: HastNode) => {
    const name = node.properties?.dataVar;
    if (typeof name === 'string') {
      parts.push({name, rest: node.properties?.dataVarRest !== undefined, text: text(node)});
      return;
    }
    if (node.type === 'text' || node.tagName === 'br') {
      const value = text(node);
      if (typeof parts[parts.length - 1] === 'string') parts[parts.length - 1] += value;
      else parts.push(value);
      return;
    }
    node.children?.forEach(walk);
  };
  walk(code);
  const last = parts[parts.length - 1];
  if (typeof last === 'string') parts[parts.length - 1] = last.replace(/\n$/, '');
  return parts;
}

/**
 * The code with values written in, as the page writes the reader's values (src/components/ApiReference/values.ts
 * `applyValues`): where a value is set, its first piece holds it and the rest are emptied; elsewhere the example.
 */
export function fillTemplate(template: TemplatePart[], values: Record<string, string>): string {
  return template
    .map((part) => {
      if (typeof part === 'string') return part;
      const value = values[part.name];
      return value ? (part.rest ? '' : value) : part.text;
    })
    .join('');
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
  const walk = (node: HastNode, context: {group?: number; tab?: string; title?: string; recipe?: RecipeStep}) => {
    if (node.tagName && /^h[1-4]$/.test(node.tagName))
      heading = text(node)
        .replace(/\u200b/g, '')
        .trim();
    let next = context;
    const properties = node.properties ?? {};
    if (properties.dataRecipeStep !== undefined) {
      next = {
        ...next,
        recipe: {
          step: Number(properties.dataRecipeStep),
          operation: properties.dataOperation === undefined ? undefined : String(properties.dataOperation),
          event: properties.dataWebhook === undefined ? undefined : String(properties.dataWebhook),
          returns: JSON.parse(String(properties.dataReturns ?? '[]')) as RecipeStep['returns'],
          uses: String(properties.dataUses ?? '')
            .split(/\s+/)
            .filter(Boolean),
        },
      };
    }
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
    if (classes(node).includes('api-code-file')) {
      // A static fence (```js title="…" static), highlighted at build time: its title is the figure's caption.
      const title = (node.children ?? []).find((child) => child.tagName === 'figcaption');
      next = {...next, title: title ? text(title).trim() : undefined};
    }
    if (node.tagName === 'pre') {
      const language = classes(node)
        .find((name) => name.startsWith('language-'))
        ?.slice('language-'.length);
      const code = (node.children ?? []).find((child) => child.tagName === 'code');
      if (language && code) {
        const template = templateOf(code);
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
          recipe: next.recipe,
          template: template.some((part) => typeof part !== 'string') ? template : undefined,
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
