/**
 * Downloadable files that guide pages link to (`static/files/…`): where the
 * links are, and whether each file parses. Used by content-files.test.mjs.
 *
 * Pages link a file as `pathname:///files/<name>`: the `pathname://` prefix
 * tells Docusaurus to add the base URL and let the browser download the file
 * instead of routing to a page.
 */
import {spawnSync} from 'node:child_process';
import {readdirSync, readFileSync, statSync} from 'node:fs';
import {extname, join, relative} from 'node:path';
import ts from 'typescript';

export const CONTENT_DIRS = ['user', 'developer', 'integration'];
export const FILES_DIR = 'static/files';

/** Every .md/.mdx file below the given folders, as paths relative to root. */
export function contentFiles(root, dirs = CONTENT_DIRS) {
  const found = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.mdx?$/.test(name)) found.push(relative(root, path));
    }
  };
  for (const dir of dirs) walk(join(root, dir));
  return found.sort();
}

/**
 * Links to `/files/…` in a page's text, with their line numbers.
 * `withProtocol` is false when the link lacks `pathname://`.
 */
export function fileLinks(text) {
  const links = [];
  // A site path, not the tail of a full URL (`https://…/guides/files/…` in a command is not a download link).
  const pattern = /(?<![\w./-])(pathname:\/\/)?(\/files\/[^\s)"'`<>\]]+)/g;
  text.split('\n').forEach((line, index) => {
    for (const match of line.matchAll(pattern)) {
      links.push({line: index + 1, target: match[2], withProtocol: Boolean(match[1])});
    }
  });
  return links;
}

/**
 * Parses CSV (RFC 4180: commas, double quotes, "" as an escaped quote).
 * Throws with the row number when a quote is left open, a row has a different
 * number of columns than the header, or the header has empty or repeated names.
 */
export function parseCsv(text) {
  const rows = [];
  let row = [];
  let field = '';
  let quoted = false;
  let i = 0;
  const body = text.replace(/\r\n/g, '\n').replace(/\n$/, '');
  while (i < body.length) {
    const char = body[i];
    if (quoted) {
      if (char === '"' && body[i + 1] === '"') {
        field += '"';
        i += 2;
        continue;
      }
      if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === '') {
      quoted = true;
    } else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else {
      field += char;
    }
    i += 1;
  }
  if (quoted) throw new Error(`row ${rows.length + 1}: a quoted field is not closed`);
  row.push(field);
  rows.push(row);

  const [header, ...records] = rows;
  if (!header || header.every((name) => name === '')) throw new Error('row 1: the header row is empty');
  header.forEach((name, column) => {
    if (name.trim() === '') throw new Error(`row 1: column ${column + 1} has no name`);
  });
  const repeated = header.filter((name, index) => header.indexOf(name) !== index);
  if (repeated.length > 0) throw new Error(`row 1: repeated column names: ${repeated.join(', ')}`);
  records.forEach((record, index) => {
    if (record.length !== header.length) {
      throw new Error(`row ${index + 2}: ${record.length} columns, the header has ${header.length}`);
    }
  });
  return {header, records};
}

/** Parsers by file extension. A file type without a parser fails the test. */
export const parsers = {
  '.csv': (text) => parseCsv(text),
  '.json': (text) => JSON.parse(text),
  '.js': (text) => parseModule(text),
  '.mjs': (text) => parseModule(text),
  // A module's TypeScript declarations (parley-chat.d.ts): `extname` gives `.ts`.
  '.ts': (text) => parseDeclarations(text),
  // Sample servers in Python and PHP (the Send webhook endpoints), checked by their own compilers, which
  // scripts/check-machine.mjs requires; scripts/samples/send-webhook-action.test.ts runs them.
  '.py': (text) => checkWith('python3', ['-c', "import sys; compile(sys.stdin.read(), 'download.py', 'exec')"], text),
  '.php': (text) => checkWith('php', ['-l'], text),
};

/** Runs a language's own syntax check on the text (on standard input); throws with what it printed. */
function checkWith(command, args, text) {
  const result = spawnSync(command, args, {input: text, encoding: 'utf8'});
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`${command}: ${(result.stderr || result.stdout).trim()}`);
  return {text};
}

/** Parses an ES module (a sample such as parley-chat.js); throws with the line of the first syntax error. */
export function parseModule(text) {
  const {diagnostics = []} = ts.transpileModule(text, {
    reportDiagnostics: true,
    compilerOptions: {module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022},
  });
  if (diagnostics.length > 0) {
    const [first] = diagnostics;
    const line = first.file ? first.file.getLineAndCharacterOfPosition(first.start ?? 0).line + 1 : 0;
    throw new Error(`line ${line}: ${ts.flattenDiagnosticMessageText(first.messageText, '\n')}`);
  }
  return {text};
}

/** Parses a declaration file (`.d.ts`); throws with the line of the first syntax error. */
export function parseDeclarations(text) {
  const source = ts.createSourceFile('download.d.ts', text, ts.ScriptTarget.ES2022, false, ts.ScriptKind.TS);
  const [first] = source.parseDiagnostics ?? [];
  if (first) {
    const line = source.getLineAndCharacterOfPosition(first.start ?? 0).line + 1;
    throw new Error(`line ${line}: ${ts.flattenDiagnosticMessageText(first.messageText, '\n')}`);
  }
  return {text};
}

/** Parses a file from static/files; throws an Error that says what is wrong. */
export function parseDownload(path) {
  const parse = parsers[extname(path)];
  if (!parse) {
    throw new Error(
      `no parser for ${extname(path) || 'files without an extension'}; ` +
        `ship one of ${Object.keys(parsers).join(', ')} or add a parser to scripts/content-files.mjs`,
    );
  }
  return parse(readFileSync(path, 'utf8'));
}
