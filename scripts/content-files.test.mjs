/**
 * Every file a guide page offers for download exists in static/files, parses,
 * and agrees with the page that links it. A failure names the page and line.
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {join, relative, resolve, sep} from 'node:path';
import {describe, expect, it} from 'vitest';
import {WEBHOOK_SENDERS_FILE, webhookSendersDocument} from '../src/plugins/post-build/webhook-senders';
import {FILES_DIR, contentFiles, fileLinks, parseCsv, parseDownload, parseModule} from './content-files.mjs';

// Files the build writes (src/plugins/post-build), not kept in static/files: what each holds, as the build makes it.
const generated = new Map([[`/${WEBHOOK_SENDERS_FILE}`, webhookSendersDocument]]);

const root = resolve(import.meta.dirname, '..');
const pages = contentFiles(root).map((path) => ({path, text: readFileSync(join(root, path), 'utf8')}));
const links = pages.flatMap((page) => fileLinks(page.text).map((link) => ({...link, page})));
// Files, also in a folder of their own (a sample server beside its package.json): `custom-payment-server/server.mjs`.
const shipped = existsSync(join(root, FILES_DIR))
  ? readdirSync(join(root, FILES_DIR), {recursive: true, withFileTypes: true})
      .filter((entry) => entry.isFile())
      .map((entry) => relative(join(root, FILES_DIR), join(entry.parentPath, entry.name)).split(sep).join('/'))
      .sort()
  : [];

describe('downloadable files linked from guide pages', () => {
  it('pages link at least the files the integration guides promise', () => {
    const linked = new Set(links.map((link) => link.target));
    expect([...linked].some((target) => target.endsWith('.csv'))).toBe(true);
    expect([...linked].some((target) => target.endsWith('.json'))).toBe(true);
  });

  it.each(links.map((link) => [`${link.page.path}:${link.line} → ${link.target}`, link]))(
    '%s exists, parses and is linked for download',
    (_name, link) => {
      const where = `${link.page.path}:${link.line}`;
      expect(
        link.withProtocol,
        `${where}: write the link as pathname://${link.target} so the browser downloads the file`,
      ).toBe(true);
      if (generated.has(link.target)) {
        expect(existsSync(join(root, 'static', link.target)), `${where}: ${link.target} is built; keep no copy`).toBe(
          false,
        );
        expect(JSON.parse(JSON.stringify(generated.get(link.target)()))).toBeTruthy();
        return;
      }
      const file = join(root, 'static', link.target);
      expect(existsSync(file), `${where}: ${link.target} is not in ${FILES_DIR}/; add it or fix the link`).toBe(true);
      let parsed;
      try {
        parsed = parseDownload(file);
      } catch (error) {
        throw new Error(`${where}: static${link.target} does not parse: ${error.message}`, {cause: error});
      }
      expect(parsed).toBeTruthy();
    },
  );

  it.each(shipped.filter((name) => name.endsWith('.csv')).map((name) => [name]))(
    'static/files/%s: a page that links it names every column',
    (name) => {
      const {header} = parseDownload(join(root, FILES_DIR, name));
      const pagesLinking = links.filter((link) => link.target === `/files/${name}`).map((link) => link.page);
      const documented = pagesLinking.some((page) => header.every((column) => page.text.includes(`\`${column}\``)));
      const gaps = pagesLinking.map(
        (page) => `${page.path}: ${header.filter((column) => !page.text.includes(`\`${column}\``)).join(', ')}`,
      );
      expect(
        documented,
        `no page documents every column of static/files/${name} in code (\`Column\`). Missing per page:\n${gaps.join('\n')}\nDocument the columns in the guide, or remove them from the file.`,
      ).toBe(true);
    },
  );

  it.each(shipped.map((name) => [name]))('static/files/%s is linked from a page', (name) => {
    const linked = links.some((link) => link.target === `/files/${name}`);
    expect(linked, `static/files/${name} is linked from no page; link it or delete it`).toBe(true);
  });
});

describe('parseModule', () => {
  it('reads an ES module and names the line of a syntax error', () => {
    expect(parseModule('export function f() {\n  return 1;\n}\n')).toBeTruthy();
    expect(() => parseModule('export function f() {\n  return (1;\n}\n')).toThrow(/^line 2: /);
  });
});

describe('parseCsv', () => {
  it('reads quoted fields with commas, escaped quotes and CRLF', () => {
    const {header, records} = parseCsv('id,name\r\n1,"Deluxe, large"\r\n2,"The ""Pro"" plan"\r\n');
    expect(header).toEqual(['id', 'name']);
    expect(records).toEqual([
      ['1', 'Deluxe, large'],
      ['2', 'The "Pro" plan'],
    ]);
  });

  it('names the row of a ragged record', () => {
    expect(() => parseCsv('id,name\n1,Lamp\n2,Desk,extra\n')).toThrow('row 3: 3 columns, the header has 2');
  });

  it('fails on an open quote and on repeated or empty column names', () => {
    expect(() => parseCsv('id,name\n1,"Lamp\n')).toThrow('not closed');
    expect(() => parseCsv('id,id\n1,2\n')).toThrow('repeated column names: id');
    expect(() => parseCsv('id,,name\n1,2,3\n')).toThrow('column 2 has no name');
  });
});
