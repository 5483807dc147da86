/**
 * Remark plugin that runs before Docusaurus's own (docs option
 * `beforeDefaultRemarkPlugins`), on the page as the writer typed it:
 *
 * - An unclosed code fence: a ``` without its closing ``` turns the rest of
 *   the page into one code block, and the build only warns about anchors.
 *
 * The message names the file, the line and the fix.
 */
import path from 'node:path';
import type {Root} from 'mdast';
import {visit} from 'unist-util-visit';

type VFileLike = {path?: string; history?: string[]; value?: unknown};

/** The options of the writer checks' remark plugins (../markdown.ts): the site's folder, which messages name files from. */
export type WriterCheckOptions = {siteDir: string};

/** A file path as writers see it: relative to the site when it is inside it. */
export function sitePath(filePath: string, siteDir: string): string {
  const relative = path.relative(siteDir, filePath);
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative : filePath;
}

/** Whether a fenced code block's source ends with a closing fence at least as long as its opening one. */
export function isClosedFence(source: string): boolean {
  const lines = source.split('\n');
  const opening = /^\s*(`{3,}|~{3,})/.exec(lines[0] ?? '')?.[1];
  if (!opening) return true; // an indented code block has no fence
  if (lines.length < 2) return false;
  const closing = /^\s*(`{3,}|~{3,})\s*$/.exec(lines[lines.length - 1]!)?.[1];
  return Boolean(closing && closing[0] === opening[0] && closing.length >= opening.length);
}

/** `filePath`: as the messages name it (./sitePath). */
export function unclosedFences(tree: Root, source: string, filePath: string): string[] {
  const problems: string[] = [];
  visit(tree, 'code', (node) => {
    const start = node.position?.start.offset;
    const end = node.position?.end.offset;
    if (start !== undefined && end !== undefined && !isClosedFence(source.slice(start, end))) {
      const fence = /^\s*(`{3,}|~{3,})/.exec(source.slice(start, end))?.[1] ?? '```';
      problems.push(
        `${filePath}:${node.position?.start.line}: this code block is never closed, so the rest of the page ` +
          `would show as code. Put ${fence} on its own line after the block's last line.`,
      );
    }
  });
  return problems;
}

export default function remarkEarlyWriterChecks({siteDir}: WriterCheckOptions) {
  return (tree: Root, file: VFileLike): void => {
    const filePath = sitePath(file.path ?? file.history?.[0] ?? 'an MDX file', siteDir);
    const problems = unclosedFences(tree, String(file.value ?? ''), filePath);
    if (problems.length > 0) throw new Error(problems.join('\n'));
  };
}
