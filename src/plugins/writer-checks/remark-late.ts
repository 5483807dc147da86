/**
 * Remark plugin that runs after Docusaurus's own (docs option `remarkPlugins`):
 * writer mistakes that would otherwise pass silently or fail later without the
 * file's name. Each message names the file, the line and the fix.
 *
 * - An admonition type the style guide forbids (`:::info`, `:::danger`,
 *   `:::caution`, or a name Docusaurus does not know), or an admonition with a title.
 * - Two headings with the same id (an explicit id comment that repeats another
 *   heading's id): the browser's "jump to" and the table of contents would
 *   reach only the first.
 * - A component used without its import (`<Tabs>` without `import Tabs …`):
 *   otherwise a stack trace at static generation.
 * - A bare `{…}` in text: MDX reads it as JavaScript; otherwise a stack trace
 *   at static generation, or text that silently disappears.
 *
 * All problems of a file are reported together.
 */
import type {Heading, Root} from 'mdast';
import type {} from 'mdast-util-directive';
import type {} from 'mdast-util-mdx';
import type {Node as UnistNode} from 'unist';
import {visit} from 'unist-util-visit';
import {sitePath, type WriterCheckOptions} from './remark-early';

export const ALLOWED_ADMONITIONS = ['note', 'tip', 'warning'] as const;

/**
 * Components every MDX page has without an import: the classic theme's MDXComponents (3.10.2). A swizzle of
 * `MDXComponents` that adds a global component must add its name here.
 */
export const GLOBAL_COMPONENTS = new Set(['Head', 'Details']);

type VFileLike = {path?: string; history?: string[]};

/** What Docusaurus's own remark plugins add to a node's `data` (admonitions, heading ids); not in mdast's types. */
type DocusaurusData = {id?: string; hName?: string; hProperties?: {id?: string; type?: unknown; title?: unknown}};

const line = (node: UnistNode) => node.position?.start.line ?? '?';

/** Names an ESM block (`import …`, `export const …`) declares, read from its text. */
export function declaredNames(esm: string): string[] {
  const names: string[] = [];
  for (const match of esm.matchAll(/import\s+([\s\S]*?)\s+from\s+['"][^'"]+['"]/g)) {
    const clause = match[1]!;
    const def = /^([A-Za-z_$][\w$]*)/.exec(clause);
    if (def) names.push(def[1]!);
    const star = /\*\s+as\s+([A-Za-z_$][\w$]*)/.exec(clause);
    if (star) names.push(star[1]!);
    const named = /\{([^}]*)\}/.exec(clause);
    if (named) {
      for (const part of named[1]!.split(',')) {
        const local = part
          .trim()
          .split(/\s+as\s+/)
          .pop()
          ?.trim();
        if (local) names.push(local);
      }
    }
  }
  for (const match of esm.matchAll(/export\s+(?:const|let|var|function|class)\s+([A-Za-z_$][\w$]*)/g)) {
    names.push(match[1]!);
  }
  return names;
}

function headingId(node: Heading): string | undefined {
  const data = node.data as DocusaurusData | undefined;
  return data?.hProperties?.id ?? data?.id;
}

/** `tree`: an mdast tree (typed as any unist node, so that hand-built trees pass too). */
export function writerProblems(tree: UnistNode, filePath: string): string[] {
  const mdast = tree as Root;
  const problems: string[] = [];
  const declared = new Set<string>();
  visit(mdast, 'mdxjsEsm', (node) => {
    if (typeof node.value === 'string') {
      for (const name of declaredNames(node.value)) declared.add(name);
    }
  });

  const ids = new Map<string, number | string>();
  visit(mdast, (node) => {
    const where = `${filePath}:${line(node)}`;
    if (node.type === 'containerDirective') {
      // Docusaurus's admonitions plugin has marked the admonitions it knows (hName `admonition`).
      const data = node.data as DocusaurusData | undefined;
      const properties = data?.hName === 'admonition' ? data.hProperties : undefined;
      const type = String(properties?.type ?? node.name ?? '');
      if (!(ALLOWED_ADMONITIONS as readonly string[]).includes(type)) {
        problems.push(
          `${where}: the admonition type ":::${type}" is not one the style guide allows. ` +
            `Use :::note, :::tip or :::warning (STYLE_GUIDE.md, "Admonitions").`,
        );
      } else if (
        properties?.title !== undefined ||
        node.children?.some((child) => (child.type as string) === 'mdxAdmonitionTitle')
      ) {
        problems.push(
          `${where}: the :::${type} has a title. Admonitions have no titles on this site (STYLE_GUIDE.md): ` +
            'remove the title after the type and put the point in the first sentence.',
        );
      }
    }
    if (node.type === 'heading') {
      const id = headingId(node);
      if (id) {
        const first = ids.get(id);
        if (first !== undefined) {
          problems.push(
            `${where}: the heading id "${id}" is already used by the heading on line ${first}. ` +
              'Give one of them another id ({/*#other-id*/}), or reword it, so that every heading has its own anchor.',
          );
        } else ids.set(id, line(node));
      }
    }
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name) {
      const root = node.name.split('.')[0]!;
      if (/^[A-Z]/.test(root) && !declared.has(root) && !GLOBAL_COMPONENTS.has(root)) {
        problems.push(
          `${where}: <${node.name}> is used without an import. Add \`import ${root} from '@theme/${root}';\` ` +
            `(or from the component's file in src/components) below the front matter.`,
        );
      }
    }
    if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
      const code = (node.value ?? '').trim();
      const comment = /^\/\*[\s\S]*\*\/$/.test(code) || code === '';
      const first = /^[\s(!]*([A-Za-z_$][\w$]*)/.exec(code)?.[1];
      if (!comment && !(first && declared.has(first))) {
        problems.push(
          `${where}: "{${code}}" is read as JavaScript, not text (MDX). To show the braces, escape them ` +
            `(\\{${code}\\}) or put them in code (\`{${code}}\`).`,
        );
      }
    }
  });
  return problems;
}

export default function remarkWriterChecks({siteDir}: WriterCheckOptions) {
  return (tree: UnistNode, file: VFileLike): void => {
    const problems = writerProblems(tree, sitePath(file.path ?? file.history?.[0] ?? 'an MDX file', siteDir));
    if (problems.length > 0) throw new Error(problems.join('\n'));
  };
}
