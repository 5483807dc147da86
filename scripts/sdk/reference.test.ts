/**
 * The JavaScript SDK is described in two places a reader compares: its TypeScript declarations
 * (static/sdk/parley.d.ts) and the reference page. Each event of the page must pass what the declarations say its
 * handler receives, and `identify` may take only what the API's `visitor` holds (openapi.yaml `VisitorInput`) and
 * the hash that proves it.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {loadDocument} from '../../src/plugins/api-reference/document';

const ROOT = path.resolve(import.meta.dirname, '../..');
const declarations = readFileSync(path.join(ROOT, 'static/sdk/parley.d.ts'), 'utf8');
const reference = readFileSync(path.join(ROOT, 'developer/javascript-sdk/reference.mdx'), 'utf8');

/** The field names of an interface of the declarations, or of an inline object type. */
function fieldsOf(type: string): string[] {
  const inline = /^\{(.*)\}$/.exec(type.trim());
  const body = inline
    ? inline[1]
    : new RegExp(`interface ${type} \\{([\\s\\S]*?)\\n  \\}`)
        .exec(declarations)?.[1]
        ?.replace(/\/\*\*[\s\S]*?\*\//g, '');
  if (body === undefined) throw new Error(`static/sdk/parley.d.ts has no interface ${type}`);
  return [...body.matchAll(/(\w+)\??:/g)].map((match) => match[1]).sort();
}

/** `ready: {version: string};` lines of `interface EventMap`: event → its payload's fields, or none. */
function declaredEvents(): Map<string, string[]> {
  const body = /interface EventMap \{([\s\S]*?)\n {2}\}/.exec(declarations)?.[1] ?? '';
  return new Map(
    [...body.matchAll(/^\s*(\w+): ([^;]+);/gm)].map(([, event, type]) => [
      event,
      type === 'undefined' ? [] : fieldsOf(type),
    ]),
  );
}

/** The "Events" table of the reference: event → the fields named in its "Handler receives" cell. */
function pageEvents(): Map<string, string[]> {
  const section = reference.split('\n## Events')[1]?.split('\n## ')[0] ?? '';
  return new Map(
    [...section.matchAll(/^\| `(\w+)` \|[^|]*\| (.*) \|$/gm)].map(([, event, receives]) => {
      const object = /`\{([^}]*)\}`/.exec(receives)?.[1];
      const fields = object ? [...object.matchAll(/(\w+)\??(?::[^,]*)?/g)].map((match) => match[1]).sort() : [];
      return [event, fields];
    }),
  );
}

describe('the JavaScript SDK reference and its declarations', () => {
  test('every event passes its handler what parley.d.ts declares', () => {
    const declared = declaredEvents();
    expect(declared.size).toBeGreaterThan(5);
    expect(Object.fromEntries(pageEvents()), 'developer/javascript-sdk/reference.mdx, table "Events"').toEqual(
      Object.fromEntries(declared),
    );
  });

  test('identify takes the fields of the API visitor, and the hash that proves it', async () => {
    const {dereferenced} = await loadDocument();
    const schemas = (dereferenced.components as {schemas: Record<string, {properties: Record<string, unknown>}>})
      .schemas;
    const input = schemas.VisitorInput;
    expect(fieldsOf('Visitor')).toEqual([...Object.keys(input.properties), 'userHash'].sort());
  });

  test('boot says what it reads, and no sample boots the next visitor from settings that may hold the last one', () => {
    const row = reference.split('\n').find((line) => line.startsWith("| `Parley('boot'"));
    expect(row, "reference.mdx: a row for Parley('boot')").toBeDefined();
    for (const said of ['`window.parleySettings`', '`visitor`', 'With `settings`', 'Without'])
      expect(row, `boot's row says ${said}`).toContain(said);
    const bootDeclaration = /\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\s*\(command: 'boot'/.exec(declarations)?.[1] ?? '';
    expect(bootDeclaration, 'parley.d.ts documents what boot reads').toContain('`window.parleySettings`');
    const pages = ['developer', 'user', 'integration'].flatMap((area) =>
      readdirSync(path.join(ROOT, area), {recursive: true, encoding: 'utf8'})
        .filter((file) => file.endsWith('.mdx'))
        .map((file) => path.join(area, file)),
    );
    let signOuts = 0;
    for (const page of pages) {
      const source = readFileSync(path.join(ROOT, page), 'utf8');
      for (const [, code] of source.matchAll(/```\w+[^\n]*\n([\s\S]*?)```/g)) {
        const shutdown = code.indexOf("Parley('shutdown')");
        if (shutdown < 0) continue;
        signOuts += 1;
        const after = code.slice(shutdown);
        expect(after, `${page}: boot after shutdown passes settings`).not.toMatch(/Parley\('boot'\)/);
        if (after.includes("Parley('boot'"))
          expect(after, `${page}: drops visitor before boot`).toMatch(/delete \w+\.visitor/);
      }
    }
    expect(signOuts, 'the sign-out samples of the SDK pages').toBeGreaterThanOrEqual(2);
  });
});
