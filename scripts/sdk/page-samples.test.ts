/**
 * The sign-out samples of the SDK pages, compiled as a reader's TypeScript project compiles them: `tsc --strict`
 * against static/sdk/parley.d.ts, the declarations the reference page offers. Each block that boots the SDK again
 * must compile without an error, so that a reader who pastes it into a typed project gets no red line.
 */
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {describe, expect, test} from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PAGES = ['developer/javascript-sdk/reference.mdx', 'developer/javascript-sdk/identity-verification.mdx'];
const WORK = path.join(ROOT, 'node_modules/.cache/sdk-page-samples');

/** The `js` blocks of a page that boot the SDK again. */
function bootBlocks(page: string): string[] {
  const source = readFileSync(path.join(ROOT, page), 'utf8');
  return [...source.matchAll(/```js[^\n]*\n([\s\S]*?)```/g)]
    .map(([, code]) => code)
    .filter((code) => code.includes("Parley('boot'"));
}

/** The errors `tsc --strict` reports for this code in a file of its own, beside the SDK's declarations. */
function compile(name: string, code: string): string[] {
  mkdirSync(WORK, {recursive: true});
  const file = path.join(WORK, `${name}.ts`);
  writeFileSync(file, `export {};\n${code}`);
  const program = ts.createProgram([path.join(ROOT, 'static/sdk/parley.d.ts'), file], {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    types: [],
    noUnusedLocals: false,
  });
  return ts
    .getPreEmitDiagnostics(program)
    .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
}

describe('SDK sign-out samples against parley.d.ts', () => {
  for (const page of PAGES) {
    test(`${page}: every block that boots again compiles with tsc --strict`, () => {
      const blocks = bootBlocks(page);
      expect(blocks.length, 'the page has a sign-out sample').toBeGreaterThan(0);
      blocks.forEach((code, index) => {
        expect(compile(`${path.basename(page, '.mdx')}-${index}`, code), code).toEqual([]);
      });
    });
  }

  test('the check catches a settings object that may lack chatbotId', () => {
    const errors = compile('unguarded', "const settings = {...window.parleySettings};\nParley('boot', settings);");
    expect(errors.join('\n')).toMatch(/chatbotId/);
  });
});
