/**
 * The JavaScript SDK's open findings of review rounds 40 and 41, checked as review 43 reads them: the `lead` event's
 * `created` and the analytics sample that counts a lead once, the reference's reading load, the bubble's layout, and
 * what a click on a button bound with `bindChatButton` or `parleyChatButton` calls.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import ts from 'typescript';
import {describe, expect, it} from 'vitest';
import {sdk} from '../../config/facts';
import {expand, read, ROOT, section} from '../page-text';

const controlBubble = 'developer/javascript-sdk/control-bubble.mdx';
const spa = 'developer/javascript-sdk/single-page-app.mdx';
const reference = 'developer/javascript-sdk/reference.mdx';
const declarations = 'static/sdk/parley.d.ts';

type Handler = (payload?: unknown) => void;

/** The SDK as a page's script sees it: `on` registers, `emit` fires an event, other commands are recorded. */
function stubSdk() {
  const handlers = new Map<string, Handler[]>();
  const calls: unknown[][] = [];
  const Parley = (command: string, ...args: unknown[]) => {
    if (command === 'on') {
      const [event, handler] = args as [string, Handler];
      handlers.set(event, [...(handlers.get(event) ?? []), handler]);
    } else calls.push([command, ...args]);
    return undefined;
  };
  const emit = (event: string, payload?: unknown) => (handlers.get(event) ?? []).forEach((handler) => handler(payload));
  return {Parley, emit, calls};
}

describe('JavaScript SDK, review round 43', () => {
  it('#1 the lead event says whether the lead is new, and the analytics sample counts each lead once', () => {
    // The declarations and the reference give the payload its `created`, with the release that brings it.
    const lead = /interface Lead \{([\s\S]*?)\n {2}\}/.exec(read(declarations))?.[1] ?? '';
    expect(lead).toMatch(/\n {4}created\?: boolean;/);
    const events = section(reference, '## Events');
    expect(events).toContain(
      '| `lead` | The visitor left or changed contact details in this page. | `{id, sessionId, created?, ',
    );
    expect(events).toContain('once for a new lead, with `created` `true` (as `lead.created`)');
    expect(events).toContain('with `created` `false` (as `lead.updated`)');
    expect(read('openapi/releases/notes/2026-11-28.md')).toContain('the `lead` event carries `created`');

    // The sample, run with the payloads a new lead and then a change to it give: one `chat_lead`, not two.
    const sample = section(controlBubble, '## Events');
    const script = /```html\n<script>\n([\s\S]*?)<\/script>/.exec(sample)?.[1] ?? '';
    expect(script).toContain("Parley('on', 'lead'");
    const {Parley, emit} = stubSdk();
    const window: {Parley?: unknown; dataLayer?: object[]} = {Parley};
    vm.runInNewContext(script, {window, Parley});
    const base = {id: 'lead_3Hs8kW2qLm', sessionId: 'ses_3kT9vQ2wZr', name: 'Dana Whitfield'};
    emit('lead', {...base, created: true, email: 'dana@example.com'});
    emit('lead', {...base, created: false, email: 'dana@example.com', phone: '+14155550123'});
    emit('error', {code: 'network_error', message: 'offline'});
    expect(window.dataLayer).toEqual([
      {event: 'chat_lead', leadEmail: 'provided'},
      {event: 'chat_error', code: 'network_error'},
    ]);
    // Never the visitor's details.
    expect(JSON.stringify(window.dataLayer)).not.toMatch(/dana|Dana|\+1415/);
  });

  it('#2 the reference: no paragraph or list item over 60 words, the pinning steps folded, anchors kept', () => {
    const body = expand(read(reference).replace(/^---\n[\s\S]*?\n---\n/, '')).replace(/```[\s\S]*?```/g, '');
    const long = body
      .split(/\n\n|\n(?=- |\d+\. )/)
      .filter((block) => !block.startsWith('|') && !block.startsWith('<'))
      .map((block) => block.replace(/\]\([^)]*\)/g, ']'))
      .filter((block) => block.split(/\s+/).filter(Boolean).length > 60);
    expect(long).toEqual([]);
    const versions = section(reference, '## Versions');
    expect(versions).toMatch(
      /<details>\n<summary>Pin a release, with an integrity hash<\/summary>\n\nTo test each release/,
    );
    expect(versions.indexOf('%SDK_V1_FILE_CHANGES%')).toBeLessThan(versions.indexOf('<details>'));
    // Not API reference: after Limits, with its anchor.
    const page = read(reference);
    expect(page.indexOf('## What the page address sends {/*#page-address-privacy*/}')).toBeGreaterThan(
      page.indexOf('## Limits {/*#limits*/}'),
    );
    for (const anchor of ['{/*#downloads*/}', '{/*#page-address-privacy*/}', '{/*#limits*/}', '{/*#layout*/}']) {
      expect(page).toContain(anchor);
    }
  });

  it('#3 Layout gives the window size, the full-screen width, the launcher offset and z-index, and the cookie banner', () => {
    expect(sdk).toMatchObject({windowWidthPx: 400, windowMaxHeightPx: 680, fullScreenFromWidthPx: 640});
    expect(sdk).toMatchObject({launcherSizePx: 56, offsetPx: 20, zIndex: 2147483000});
    const layout = section(reference, '### Layout {/*#layout*/}');
    for (const token of ['%SDK_LAUNCHER_SIZE%', '%SDK_OFFSET%', '%SDK_WINDOW_SIZE%', '%SDK_FULL_SCREEN_BELOW%']) {
      expect(layout).toContain(token);
    }
    expect(expand(layout)).toContain('| Launcher | A circle of 56 pixels, 20 pixels from the bottom edge');
    expect(expand(layout)).toContain('narrower than 640 pixels | The whole screen');
    expect(layout).toContain(
      "call `Parley('hide')` when the banner opens and `Parley('show')` once the visitor has answered",
    );
    expect(layout).toContain('set `zIndex` below your banner');
    // One default z-index: the options table and the declarations give the fact's value.
    expect(section(reference, '## Options')).toContain(
      `| \`zIndex\` | \`number\` | \`${sdk.zIndex}\` | Stacking order of the launcher and the window: [Layout](#layout). |`,
    );
    expect(read(declarations)).toContain(`Stacking order of the bubble and the window. Default \`${sdk.zIndex}\`.`);
    expect(read('user/getting-started/website.mdx')).toContain('the chat window opens full screen');
  });

  it('#4 bindChatButton takes no click handler; parleyChatButton passes the click event to its onClick', () => {
    // The shipped module, run: a third argument is ignored, and a click toggles the chat.
    const source = readFileSync(path.join(ROOT, 'static/files/parley-chat.js'), 'utf8');
    const js = ts.transpileModule(source, {
      compilerOptions: {module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022},
    }).outputText;
    const exports: Record<string, (...args: unknown[]) => unknown> = {};
    const {Parley, calls} = stubSdk();
    const context = {exports, window: {Parley}, document: {}, location: {pathname: '/', hash: ''}, console};
    vm.runInNewContext(js, {...context, setTimeout: () => 0, clearTimeout: () => undefined});
    expect(exports.bindChatButton.length).toBe(2);
    const listeners: ((event: unknown) => void)[] = [];
    const button = {
      hidden: false,
      setAttribute: () => undefined,
      addEventListener: (_type: string, listener: (event: unknown) => void) => listeners.push(listener),
    };
    const ignored: unknown[] = [];
    (exports.bindChatButton as (...args: unknown[]) => unknown)(button, null, (event: unknown) => ignored.push(event));
    listeners.forEach((listener) => listener({type: 'click'}));
    expect(ignored).toEqual([]);
    expect(calls).toContainEqual(['toggle']);

    // The shipped button file: with `onClick`, a click calls it with the click's event, and does not toggle.
    const buttonFile = readFileSync(path.join(ROOT, 'static/files/parley-chat-button.js'), 'utf8');
    const page = stubSdk();
    const clicks: ((event: unknown) => void)[] = [];
    const own = {
      hidden: true,
      setAttribute: () => undefined,
      addEventListener: (_: string, fn: (e: unknown) => void) => clicks.push(fn),
    };
    const received: unknown[] = [];
    const pageContext = {window: {Parley: page.Parley}, Parley: page.Parley, setTimeout: () => 0, own, received};
    vm.runInNewContext(
      `${buttonFile}\nparleyChatButton(own, null, function (event) { received.push(event); });`,
      pageContext,
    );
    const event = {type: 'click', button: 0};
    clicks.forEach((listener) => listener(event));
    expect(received).toEqual([event]);
    expect(page.calls).toEqual([]);

    // The pages and the declarations say so, where the module's reference and React's ChatButton use it.
    expect(read(spa)).toContain(
      "| `bindChatButton(button, contactLink)` | Once for each chat button of your own; React's [`ChatButton`](#chat-button) calls it. It takes no click handler: a click opens or closes the chat. |",
    );
    expect(section(spa, '### Your own chat button in React {/*#chat-button*/}')).toContain(
      'It takes no `onClick`, and neither does `bindChatButton`: a click opens or closes the chat.',
    );
    expect(section(controlBubble, '### A production-ready button {/*#production-button*/}')).toContain(
      "a function called on each click in place of the toggle, with the click's `MouseEvent`", // Review 43 #3's table.
    );
    expect(read('static/files/parley-chat.d.ts')).toContain(
      'It takes no click handler: a click always opens or closes the chat.',
    );
    expect(buttonFile).not.toContain('instead, with the same arguments.');
  });
});
