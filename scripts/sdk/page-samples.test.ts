/**
 * The sign-out samples of the SDK pages, compiled as a reader's type-checked project compiles them: `tsc --strict`
 * with `checkJs` (JavaScript blocks) or as TypeScript (`ts` blocks, typed as a TypeScript app types them) against static/sdk/parley.d.ts, the declarations
 * the reference page offers. Each block that boots the SDK again must compile without an error, so that a reader who
 * pastes it into a typed project gets no red line; and run, it must bring the bubble back for the next person.
 */
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import ts from 'typescript';
import {describe, expect, test} from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PAGES = ['developer/javascript-sdk/reference.mdx', 'developer/javascript-sdk/identity-verification.mdx'];
const WORK = path.join(ROOT, 'node_modules/.cache/sdk-page-samples');

type Block = {language: 'js' | 'ts'; code: string};

/** The `js` and `ts` blocks of a page that boot the SDK again. */
function bootBlocks(page: string): Block[] {
  const source = readFileSync(path.join(ROOT, page), 'utf8');
  return [...source.matchAll(/```(js|ts)\b[^\n]*\n([\s\S]*?)```/g)]
    .map(([, language, code]) => ({language: language as Block['language'], code}))
    .filter(({code}) => code.includes("Parley('boot'"));
}

/** A block as the browser runs it: a `ts` block without its types. */
function runnable({language, code}: Block): string {
  return language === 'ts'
    ? ts.transpileModule(code, {compilerOptions: {target: ts.ScriptTarget.ES2022}}).outputText
    : code;
}

/** The errors `tsc --strict` reports for this code in a file of its own, beside the SDK's declarations. */
function compile(name: string, code: string, language: Block['language'] = 'js'): string[] {
  mkdirSync(WORK, {recursive: true});
  const file = path.join(WORK, `${name}.${language}`);
  writeFileSync(file, `export {};\n${code}`);
  const program = ts.createProgram([path.join(ROOT, 'static/sdk/parley.d.ts'), file], {
    allowJs: true,
    checkJs: true,
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
      blocks.forEach(({language, code}, index) => {
        expect(compile(`${path.basename(page, '.mdx')}-${index}`, code, language), code).toEqual([]);
      });
    });
  }

  /** Runs the function a block defines, `signOutOfChat`, with the page's settings, and records each SDK call. */
  function signOut(code: string, pageSettings: object | undefined, given: object) {
    const calls: unknown[][] = [];
    const window: {parleySettings?: object} = {parleySettings: pageSettings};
    const context = vm.createContext({window, Parley: (...args: unknown[]) => calls.push(args)});
    // The function alone (a call the block makes itself is left out), called with `given`.
    const defined = code.replace(/^signOutOfChat\(.*$/m, '');
    vm.runInContext(`${defined}\nsignOutOfChat(${JSON.stringify(given)});`, context);
    return {calls, window};
  }

  for (const page of PAGES) {
    test(`${page}: sign-out boots the bubble again without the user, also when the page set no parleySettings`, () => {
      const code = runnable(bootBlocks(page)[0]);
      // Called from the app's sign-out handler: a call at the top level would sign out on every page load.
      expect(code, 'no top-level signOutOfChat call').not.toMatch(/^signOutOfChat\(/m);
      const user = {
        chatbotId: 'bot_7Hq2mX9aLp',
        position: 'left',
        visitor: {id: 'customer-4821'},
        metadata: {plan: 'premium'},
      };
      // The page set no window.parleySettings: the app passes the settings it booted with.
      const {calls, window} = signOut(code, undefined, user);
      expect(calls).toEqual([['shutdown'], ['boot', {chatbotId: 'bot_7Hq2mX9aLp', position: 'left'}]]);
      expect(window.parleySettings).toEqual({chatbotId: 'bot_7Hq2mX9aLp', position: 'left'});
    });
  }

  test("the reference's sign-out handler boots with window.parleySettings, or with the chatbot ID when the page set none", () => {
    // Loading the page signs nobody out: only the app's sign-out handler, `onSignedOut`, does.
    const code = `${runnable(bootBlocks('developer/javascript-sdk/reference.mdx')[0])}\nonSignedOut();`;
    const run = (pageSettings: object | undefined) => {
      const calls: unknown[][] = [];
      const context = vm.createContext({
        window: {parleySettings: pageSettings},
        Parley: (...args: unknown[]) => calls.push(args),
      });
      vm.runInContext(code, context);
      return calls;
    };
    const loaded: unknown[][] = [];
    const page = runnable(bootBlocks('developer/javascript-sdk/reference.mdx')[0]);
    vm.runInContext(page, vm.createContext({window: {}, Parley: (...args: unknown[]) => loaded.push(args)}));
    expect(loaded, 'the page load calls nothing').toEqual([]);
    expect(run({chatbotId: 'bot_2Xc8nB4mWq', visitor: {id: 'customer-4821'}})).toEqual([
      ['shutdown'],
      ['boot', {chatbotId: 'bot_2Xc8nB4mWq'}],
    ]);
    expect(run(undefined)).toEqual([['shutdown'], ['boot', {chatbotId: 'bot_7Hq2mX9aLp'}]]);
  });

  test('the check catches a settings object that may lack chatbotId', () => {
    const errors = compile('unguarded', "const settings = {...window.parleySettings};\nParley('boot', settings);");
    expect(errors.join('\n')).toMatch(/chatbotId/);
  });
});

describe("the reference's sign-out for server-rendered sites", () => {
  /** The `<script>` bodies of the html blocks under "### Server-rendered sites", in page order. */
  function serverRenderedScripts(): string[] {
    const source = readFileSync(path.join(ROOT, 'developer/javascript-sdk/reference.mdx'), 'utf8');
    const section = source.split('\n### Server-rendered sites')[1]?.split(/\n##+ /)[0] ?? '';
    return [...section.matchAll(/```html\b[^\n]*\n([\s\S]*?)```/g)].flatMap(([, html]) =>
      [...html.matchAll(/<script>\n([\s\S]*?)<\/script>/g)].map(([, script]) => script),
    );
  }

  test('each script compiles with tsc --strict against parley.d.ts', () => {
    const scripts = serverRenderedScripts();
    expect(scripts, 'the sign-out form handler and the first page after sign-out').toHaveLength(2);
    scripts.forEach((script, index) => expect(compile(`server-rendered-${index}`, script), script).toEqual([]));
  });

  test('the sign-out form shuts the chat down when it is submitted, and not before', () => {
    const [formScript] = serverRenderedScripts();
    const calls: unknown[][] = [];
    const handlers: Record<string, () => void> = {};
    const form = {addEventListener: (event: string, handler: () => void) => (handlers[event] = handler)};
    const document = {getElementById: (id: string) => (id === 'sign-out-form' ? form : null)};
    vm.runInContext(formScript, vm.createContext({document, Parley: (...args: unknown[]) => calls.push(args)}));
    expect(calls, 'loading the page signs nobody out').toEqual([]);
    handlers.submit();
    expect(calls).toEqual([['shutdown']]);
  });

  test('the first page after sign-out clears the stored conversation and boots an anonymous visitor', () => {
    const [, nextPageScript] = serverRenderedScripts();
    const calls: unknown[][] = [];
    const parleySettings = {
      chatbotId: 'bot_7Hq2mX9aLp',
      position: 'left',
      visitor: {id: 'customer-4821', userHash: 'ab'},
      metadata: {plan: 'premium'},
    };
    const window = {parleySettings};
    vm.runInContext(nextPageScript, vm.createContext({window, Parley: (...args: unknown[]) => calls.push(args)}));
    expect(calls).toEqual([['shutdown'], ['boot', {chatbotId: 'bot_7Hq2mX9aLp', position: 'left'}]]);
    expect(window.parleySettings.visitor, "the page's settings are left as they are").toBeDefined();
  });
});
