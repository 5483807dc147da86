/**
 * No document of the repository names a file that does not exist. Every tracked Markdown document (README.md,
 * PERFORMANCE.md, UPSTREAM.md, STYLE_GUIDE.md, the READMEs beside the code) is read for the repository paths it
 * names, and each must exist. Not read: what the site renders as pages (the guides' MDX and the API release notes of
 * `openapi/releases/notes/`, which become the changelog page), whose links the build checks. What counts:
 * - in inline code and fenced code, a path below a tracked top-level folder (`src/search/engine.ts`,
 *   `scripts/`, `node measure/cli.mjs bench`), or a root file by its name (`PERFORMANCE.md`, `budgets.json`,
 *   `vitest.config.mts`), found from the repository root or the document's folder;
 * - a relative link target (`[x](openapi/README.md)`), from the document's folder.
 * Left alone: URLs, routes (`/developer/api/lead`), npm packages, globs and placeholders (`<page>.md`, `*.ts`,
 * `copy-…`), and paths Git ignores (`build/`, `bench-results/latest.json`: what a build or a run writes).
 * A doc id or module path without its extension (`developer/api/lead`, `src/utils/mcp-server`) is found with it.
 */
import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');

const git = (...args: string[]) => execFileSync('git', args, {cwd: ROOT, encoding: 'utf8', maxBuffer: 64 << 20});
const tracked = git('ls-files', '-z').split('\0').filter(Boolean);
/** Tracked top-level folders: a path in a document counts as a repository path when it starts with one. */
const topFolders = new Set(tracked.filter((file) => file.includes('/')).map((file) => file.split('/')[0]!));
/** Markdown that the site renders as pages: its links are the build's to check, from the page's folder. */
const PAGE_CONTENT = ['openapi/releases/notes/'];
const documents = tracked.filter(
  (file) =>
    file.endsWith('.md') &&
    !PAGE_CONTENT.some((folder) => file.startsWith(folder)) &&
    existsSync(path.join(ROOT, file)),
);

/** A name with no folder that stands for a file of the repository root (or of the document's folder). */
const ROOT_FILE =
  /^(?:[A-Z][A-Z_]*\.md|package\.json|budgets\.json|cspell\.json|project-words\.txt|tsconfig[\w.-]*\.json|sidebars-[\w-]+\.ts|[\w-]+\.config\.[cm]?[jt]s)$/;
/** Placeholders, globs and variables: an example of a path, not a path. */
const PLACEHOLDER = /[<>*{}…$%~|]/;
/** How a named file may be written without its extension: a doc id, a module path. */
const EXTENSIONS = ['', '.mdx', '.md', '.ts', '.tsx', '.mjs', '.js'];

type Named = {line: number; name: string; from: 'root-or-document' | 'document'};

/** The line (1-based) of `offset` in `text`. */
const lineAt = (text: string, offset: number) => text.slice(0, offset).split('\n').length;

/** A code token as a repository path, or undefined when it is not one. */
function pathInCode(raw: string): string | undefined {
  let token = raw
    .replace(/^[([{"'=]+/, '')
    .replace(/[)\]}"',.;:]+$/, '')
    .replace(/^[A-Z_][A-Z0-9_]*=/, '') // BUILD_DIR=build-x
    .replace(/^--[\w-]+=/, '')
    .replace(/:\d+(?::\d+)?$/, '') // file:line
    .replace(/#.*$/, '');
  if (!token || token.includes('://') || PLACEHOLDER.test(token)) return undefined;
  token = token.replace(/^\.\//, '');
  if (token.includes('/')) return topFolders.has(token.split('/')[0]!) ? token : undefined;
  return ROOT_FILE.test(token) ? token : undefined;
}

/** Every repository path a Markdown document names, with its line. */
function namedPaths(text: string): Named[] {
  const named: Named[] = [];
  const lines = text.split('\n');
  // Fenced code: each token of each line. The fences are then blanked (same length) for what follows.
  let fence: string | undefined;
  let prose = '';
  for (const [index, line] of lines.entries()) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence === undefined && marker) fence = marker;
    else if (fence !== undefined && marker?.startsWith(fence[0]!) && marker.length >= fence.length) fence = undefined;
    else if (fence !== undefined) {
      for (const token of line.split(/\s+/)) {
        const name = pathInCode(token);
        if (name) named.push({line: index + 1, name, from: 'root-or-document'});
      }
    }
    prose += fence !== undefined || marker ? `${' '.repeat(line.length)}\n` : `${line}\n`;
  }
  // Inline code (it may wrap onto the next line); blanked afterwards so that links inside it are not read.
  const withoutCode = prose.replace(
    /(`+)([^`][\s\S]*?)\1(?!`)/g,
    (span: string, _ticks: string, code: string, at: number) => {
      for (const token of code.split(/\s+/)) {
        const name = pathInCode(token);
        if (name) named.push({line: lineAt(prose, at), name, from: 'root-or-document'});
      }
      return span.replace(/[^\n]/g, ' ');
    },
  );
  // Link targets, inline (`[x](target "title")`) and reference-style (`[x]: target`).
  for (const match of withoutCode.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)|^\s*\[[^\]]+\]:\s*(\S+)/gm)) {
    const target = (match[1] ?? match[2])!.replace(/[#?].*$/, '');
    if (!target || /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('/') || PLACEHOLDER.test(target)) continue;
    named.push({line: lineAt(withoutCode, match.index), name: decodeURI(target), from: 'document'});
  }
  return named.sort((a, b) => a.line - b.line);
}

const exists = (file: string) => EXTENSIONS.some((extension) => existsSync(`${file}${extension}`));

/** Of these repository paths, the ones Git ignores: files a build or a run writes. */
function ignoredByGit(names: string[]): Set<string> {
  if (names.length === 0) return new Set();
  try {
    return new Set(
      git('check-ignore', '--no-index', ...names)
        .split('\n')
        .filter(Boolean),
    );
  } catch {
    return new Set(); // exit code 1: none of them is ignored
  }
}

/** `<document>:<line>: <path>` for each path the document names that is not there. */
function missingIn(document: string): string[] {
  const folder = path.dirname(path.join(ROOT, document));
  const missing = namedPaths(readFileSync(path.join(ROOT, document), 'utf8')).filter(({name, from}) =>
    from === 'document'
      ? !exists(path.resolve(folder, name))
      : !exists(path.join(ROOT, name)) && !exists(path.join(folder, name)),
  );
  const ignored = ignoredByGit([...new Set(missing.map(({name}) => name.replace(/\/$/, '')))]);
  return missing
    .filter(({name}) => !ignored.has(name.replace(/\/$/, '')))
    .map(({line, name}) => `${document}:${line}: names \`${name}\`, which does not exist`);
}

describe('the documents of the repository', () => {
  it('are found', () => {
    expect(documents).toEqual(expect.arrayContaining(['README.md', 'PERFORMANCE.md', 'measure/README.md']));
  });

  it('name only files that exist', () => {
    expect(documents.flatMap(missingIn)).toEqual([]);
  });
});

describe('namedPaths', () => {
  it('reads paths in inline code, fenced code and links, and leaves examples, URLs and packages alone', () => {
    const text = [
      'See `src/search/engine.ts` and `PERFORMANCE.md`; run `node measure/cli.mjs bench --dir build`.', // 1
      'The twin `<page>.md`, `src/plugins/*.ts`, `@docusaurus/core`, `/developer/api/lead`, `copy-…/x`.', // 2
      'A [link](openapi/README.md#top) and [a site](https://docusaurus.io/docs) and [an anchor](#search).', // 3
      '```bash', // 4
      'BUILD_DIR=build-x npx vitest run scripts/docs-name-files.test.ts', // 5
      '```', // 6
      'A span that wraps `flock /tmp/help-docs-heavy.lock node', // 7
      'scripts/gone.mjs --runs 3`, and `config/areas.ts:12`.', // 8
      '[ref]: src/theme/README.md', // 9
    ].join('\n');
    expect(namedPaths(text).map(({line, name}) => `${line} ${name}`)).toEqual([
      '1 src/search/engine.ts',
      '1 PERFORMANCE.md',
      '1 measure/cli.mjs',
      '3 openapi/README.md',
      '5 scripts/docs-name-files.test.ts',
      '7 scripts/gone.mjs',
      '8 config/areas.ts',
      '9 src/theme/README.md',
    ]);
  });
});
