/**
 * The single-page-app module's findings of review round 42, checked as review 44 reads them: the SDK's own options
 * through every boot, catch-all route patterns, where each framework renders the chat button, a sign-in mid-chat, and
 * what the app's other tabs do at a sign-in.
 */
import vm from 'node:vm';
import ts from 'typescript';
import {describe, expect, it} from 'vitest';
import {read, section} from '../page-text';

const MODULE = 'static/files/parley-chat.js';
const TYPES = 'static/files/parley-chat.d.ts';
const spa = 'developer/javascript-sdk/single-page-app.mdx';
const controlBubble = 'developer/javascript-sdk/control-bubble.mdx';
const reference = 'developer/javascript-sdk/reference.mdx';

type Call = [string, ...unknown[]];

/**
 * The shipped module in a browser stand-in, configured with `settings`: `/api/me` answers with `me`, and `load()`
 * brings the SDK, which runs the queued calls and records every command in `calls`.
 */
function chatApp(settings: Record<string, unknown>, me: object | null = null, pathname = '/') {
  const calls: Call[] = [];
  let running = false;
  const handlers = new Map<string, Set<(payload?: unknown) => void>>();
  const sdk = (command: string, ...args: unknown[]) => {
    if (command === 'on' || command === 'off') {
      const [event, handler] = args as [string, (payload?: unknown) => void];
      const set = handlers.get(event) ?? handlers.set(event, new Set()).get(event)!;
      if (command === 'on') set.add(handler);
      else set.delete(handler);
      return undefined;
    }
    if (command === 'isOpen') return running ? false : undefined;
    calls.push([command, ...args]);
    if (command === 'shutdown') running = false;
    if (command === 'boot' && !running) running = true;
    return undefined;
  };
  const window: {Parley?: ((command: string, ...args: unknown[]) => unknown) & {q?: ArrayLike<unknown>[]}} = {};
  const warnings: unknown[][] = [];
  const exports: Record<string, (...args: unknown[]) => unknown> = {};
  const js = ts.transpileModule(read(MODULE), {
    compilerOptions: {module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022},
  }).outputText;
  const context = vm.createContext({
    exports,
    window,
    document: {createElement: () => ({}), head: {append: () => undefined}, querySelector: () => null},
    fetch: async () => ({ok: me !== null, json: async () => me}),
    console: {warn: (...args: unknown[]) => warnings.push(args)},
    location: {pathname, hash: ''},
    setTimeout: () => 0,
    clearTimeout: () => undefined,
  });
  vm.runInContext(js, context);
  exports.configureChat(settings);
  return {
    chat: exports,
    calls,
    warnings,
    load() {
      const queue = window.Parley?.q ?? [];
      window.Parley = sdk;
      for (const call of queue) sdk(...(Array.from(call) as [string, ...unknown[]]));
    },
  };
}

const dana = {id: 4821, name: 'Dana Whitfield', userHash: '7091db7c'};

describe('single-page-app module, review round 42', () => {
  it("#1 configureChat's options go with every boot: a sign-out's boot keeps hideLauncher and zIndex", async () => {
    const app = chatApp({
      meUrl: '/api/me',
      options: {hideLauncher: true, zIndex: 1000, chatbotId: 'bot_Other9Kd2', primaryColor: 'red'},
    });
    // A name the module sets itself, and a value the SDK refuses, are left out, each with a warning.
    expect(app.warnings).toEqual([
      ["Parley: configureChat's options has no chatbotId; it is ignored."],
      ["Parley: configureChat's options.primaryColor is not a value the SDK takes; it is ignored."],
    ]);
    await app.chat.startChat();
    app.load();
    await app.chat.startChat(); // Started already: nothing more.
    const boots = () => app.calls.filter(([command]) => command === 'boot').map(([, settings]) => settings);
    expect(boots()).toEqual([{chatbotId: 'bot_7Hq2mX9aLp', hideLauncher: true, zIndex: 1000, metadata: {page: '/'}}]);

    // Signed in, then out: the anonymous boot after `shutdown` still has the options.
    const signedIn = chatApp({options: {hideLauncher: true, zIndex: 1000, position: 'left'}}, dana);
    await signedIn.chat.startChat();
    signedIn.load();
    signedIn.chat.onSignedOut();
    const commands = signedIn.calls.map(([command]) => command);
    expect(commands).toEqual(['boot', 'shutdown', 'boot']);
    const [first, , second] = signedIn.calls.map(([, settings]) => settings as Record<string, unknown>);
    expect(first).toMatchObject({hideLauncher: true, zIndex: 1000, position: 'left', visitor: {id: '4821'}});
    expect(second).toEqual({
      chatbotId: 'bot_7Hq2mX9aLp',
      hideLauncher: true,
      zIndex: 1000,
      position: 'left',
      metadata: {page: '/'},
    });
  });

  it("#1 options takes the reference's Options, less what the module sets; the page, the types and the changelog say so", () => {
    // The reference's Options table, less chatbotId, visitor and metadata, which the module sets itself.
    const table = section(reference, '## Options');
    const sdkOptions = [...table.matchAll(/^\| `(\w+)` \|/gm)].map(([, name]) => name);
    expect(sdkOptions).toContain('hideLauncher');
    const wanted = sdkOptions.filter((name) => !['chatbotId', 'visitor', 'metadata'].includes(name)).sort();
    const rules = /^const bootOptionRules = \{\n([\s\S]*?)^\};$/m.exec(read(MODULE))?.[1] ?? '';
    expect([...rules.matchAll(/^ {2}(\w+): /gm)].map(([, name]) => name).sort()).toEqual(wanted);
    const types = /export interface ChatBootOptions \{([\s\S]*?)\n\}/.exec(read(TYPES))?.[1] ?? '';
    expect([...types.matchAll(/^ {2}(\w+)\?: /gm)].map(([, name]) => name).sort()).toEqual(wanted);
    expect(read(TYPES)).toContain('  options?: ChatBootOptions;');

    const steps = section(spa, '## Add the module {/*#steps*/}');
    const row = steps.split('\n').find((text) => text.startsWith('   | `options` |')) ?? '';
    for (const name of wanted) expect(row).toContain(`\`${name}\``);
    expect(row).toContain("not with `Parley('update', …)`: a sign-out's `shutdown` forgets what `update` changed");
    expect(read('openapi/releases/notes/2026-11-28.md')).toContain("`configureChat`'s `options` (kept on every boot)");
  });

  it('#2 a last `*` matches the rest of the path: a catch-all token route keeps the chat off, and goes as page', async () => {
    const app = chatApp({
      meUrl: '',
      routes: ['/', '/docs/*', '/orders/:id'],
      tokenRoutes: ['/reset-password/*'],
      hiddenRoutes: [],
    });
    await app.chat.startChat();
    app.load();
    const allowed = (path: string) => {
      app.chat.onRouteChange(path);
      return app.chat.chatAllowedHere();
    };
    // Zero, one or more segments after the fixed ones, in any case.
    expect(allowed('/reset-password/abc/def')).toBe(false);
    expect(allowed('/Reset-Password/abc')).toBe(false);
    expect(allowed('/reset-password')).toBe(false);
    expect(allowed('/reset-passwords/abc')).toBe(true);
    // `:name` is still one segment.
    app.chat.onRouteChange('/orders/12/items');
    expect(app.calls.at(-1)).toEqual(['update', {metadata: {}}]);
    app.chat.onRouteChange('/docs/guides/setup');
    expect(app.calls.at(-1)).toEqual(['update', {metadata: {page: '/docs/*'}}]);

    // The step 2 table defines the syntax, with Next.js's dynamic segments.
    const steps = section(spa, '## Add the module {/*#steps*/}');
    expect(steps).toContain(
      '`:name` matches any one segment, and a `*` as the last segment matches the rest of the path, zero or more segments (a catch-all route)',
    );
    expect(steps).toContain(
      'In Next.js, `app/orders/[id]` is written `/orders/:id`, and `app/docs/[...slug]` is `/docs/*`.',
    );
    expect(steps).toContain('`/reset-password/*` also covers `/reset-password/k7Qx2/confirm`');
  });

  it('#3 step 7 says where each framework renders the button, and where ChatButton.jsx goes', () => {
    const steps = section(spa, '## Add the module {/*#steps*/}');
    expect(steps).toContain('as `app/ChatButton.jsx`, next to `parley-chat.js`, and render it in `app/layout.jsx`');
    expect(steps).toContain('as `src/ChatButton.jsx`, next to `parley-chat.js`');
    expect(steps).toContain(
      "Render it in `src/App.vue`: `import ChatButton from './components/ChatButton.vue';` in its `<script setup>`, and `<ChatButton />` in its `<template>`.",
    );
    expect(steps).toContain(
      "add `ChatButtonComponent` to that component's `imports`, and place `<app-chat-button />` in its template.",
    );
  });

  it('#4 step 6: a sign-in mid-chat ends the anonymous conversation, as identify says', () => {
    const step =
      section(spa, '## Add the module {/*#steps*/}')
        .split('\n')
        .find((text) => text.startsWith('6. ')) ?? '';
    expect(step).toContain(
      'A visitor who signs in mid-chat sees the anonymous conversation end and a new one start as the user, as [`identify`](./reference.mdx#identify) says.',
    );
    expect(section(reference, '### identify {/*#identify*/}')).toContain('(a user signs in mid-chat) | Ends');
  });

  it("#5 a sign-in is not passed to the app's other tabs, and the page says so", () => {
    // The module posts only 'signed-out' to the other tabs.
    const posted = [...read(MODULE).matchAll(/otherTabs\?\.postMessage\('([\w-]+)'\)/g)].map(([, message]) => message);
    expect(posted).toEqual(['signed-out']);
    expect(section(controlBubble, '### In a single-page app {/*#sign-out-single-page-app*/}')).toContain(
      "A sign-in is not passed on: the other tabs stay anonymous until they reload, or until your auth library's sign-in listener calls `onSignedIn()` in them.",
    );
  });
});
