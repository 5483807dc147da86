/**
 * The SDK area's findings of review round 47, checked as review 49 reads them: parleyChatButton forgets a `hide` at a
 * restart, the button-binding sample binds on the first page of every framework and skips token pages, and the
 * reference says so in its shutdown table and Layout section.
 */
import vm from 'node:vm';
import {describe, expect, it} from 'vitest';
import {expand, line, read, section} from '../page-text';

const controlBubble = 'developer/javascript-sdk/control-bubble.mdx';
const reference = 'developer/javascript-sdk/reference.mdx';
const buttonFile = 'static/files/parley-chat-button.js';

type Handler = (payload?: unknown) => void;

/**
 * A stand-in page: the snippet's queue line, the shipped parley-chat-button.js, and an SDK that replaces the queue
 * when `load()` runs, runs the queued calls, then fires `ready`; `shutdown` stops it and `boot` starts it again with
 * a `ready`, as the reference's shutdown and boot say.
 */
function page() {
  const handlers = new Map<string, Set<Handler>>();
  let running = false;
  const fire = (event: string, payload?: unknown) => [...(handlers.get(event) ?? [])].forEach((h) => h(payload));
  const sdk = (command: string, event?: string, handler?: Handler) => {
    if (command === 'on' && event && handler) {
      handlers.set(event, (handlers.get(event) ?? new Set()).add(handler));
      if (event === 'ready' && running) handler({version: '1.9.0'});
    } else if (command === 'off' && event && handler) handlers.get(event)?.delete(handler);
    else if (command === 'shutdown') running = false;
    else if (command === 'boot' && !running) {
      running = true;
      fire('ready', {version: '1.9.0'});
    }
    return command === 'isOpen' ? false : undefined;
  };
  const context: Record<string, unknown> = {setTimeout: () => 1, clearTimeout: () => undefined};
  context.window = context;
  vm.createContext(context);
  vm.runInContext(
    'window.Parley = window.Parley || function () { (window.Parley.q = window.Parley.q || []).push(arguments); };',
    context,
  );
  vm.runInContext(read(buttonFile), context);
  const load = () => {
    const queued = (context.Parley as {q?: IArguments[]}).q ?? [];
    context.Parley = sdk;
    running = true;
    for (const args of queued) (sdk as (...args: unknown[]) => unknown)(...Array.from(args));
    fire('ready', {version: '1.9.0'});
  };
  const button = {
    hidden: true,
    setAttribute: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  };
  const call = (command: string) => vm.runInContext(`Parley(${JSON.stringify(command)})`, context) as unknown;
  vm.runInContext('parleyChatButton(button, null)', Object.assign(context, {button}));
  return {load, call, button};
}

describe('review 47, SDK area: parley-chat-button.js', () => {
  it('#1 a hide is forgotten at a restart: after hide, shutdown and boot the button shows with the new ready', () => {
    const live = page();
    live.load();
    expect(live.button.hidden).toBe(false);
    live.call('hide');
    expect(live.button.hidden).toBe(true);
    live.call('shutdown');
    live.call('boot');
    expect(live.button.hidden, 'the old file kept the hide across the restart').toBe(false);

    // The same calls still waiting in the snippet's queue when the SDK loads.
    const queued = page();
    queued.call('hide');
    queued.call('shutdown');
    queued.call('boot');
    queued.load();
    expect(queued.button.hidden).toBe(false);
    // A hide after the boot still hides the button.
    queued.call('hide');
    expect(queued.button.hidden).toBe(true);

    // A hide between shutdown and boot, which the SDK ignores, and a boot refused while the SDK runs, which keeps a hide.
    const stopped = page();
    stopped.load();
    stopped.call('shutdown');
    stopped.call('hide');
    stopped.call('boot');
    expect(stopped.button.hidden).toBe(false);
    stopped.call('hide');
    stopped.call('boot');
    expect(stopped.button.hidden, 'a refused boot keeps the hide').toBe(true);
    stopped.call('show');
    expect(stopped.button.hidden).toBe(false);
  });

  it('#1 the reference, the type declarations and the production-button table say that shutdown forgets a hide', () => {
    const shutdown = section(reference, '### shutdown {/*#shutdown*/}');
    expect(shutdown).toContain(
      '| A `hide` of your page | It is forgotten: the next `boot` shows the bubble, with no `show`. |',
    );
    expect(line(reference, '- **`hide` fires no `close` event**')).toContain(
      'nothing shows until `show`, or a `boot` after [`shutdown`](#shutdown), which forgets the `hide`.',
    );
    expect(read('static/sdk/parley.d.ts')).toMatch(/It forgets a `hide` too: the next `boot` shows the bubble\./);
    expect(line(controlBubble, "| While your page hides the chat with `Parley('hide')`")).toContain(
      "| Hidden until `Parley('show')`, or the `ready` of a `boot` after `shutdown`, which forgets the `hide` |",
    );
    expect(read(buttonFile)).toContain('`shutdown` forgets a `hide`');
    const notes = line(
      'openapi/releases/notes/2026-11-28.md',
      '**`parley-chat-button.js` `%PARLEY_CHAT_BUTTON_JS_VERSION%`**',
    );
    expect(notes).toContain("until its `Parley('show')` or the next `boot`, since `shutdown` forgets a `hide`");
  });
});

describe('review 47, SDK area: pages', () => {
  it('#2 #3 (review 48 #5) parley-page-user.js binds the buttons itself, which review50.test.ts runs', () => {
    const production = section(controlBubble, '### A production-ready button {/*#production-button*/}');
    expect(production).not.toContain("document.addEventListener('htmx:afterSettle', bind);");
    expect(production).toContain("buttons: [{button: '#open-chat', contact: '#chat-contact'}]");
    expect(production).toContain(
      'So before consent, after `parleyPageUser.withdraw()` and on pages in `tokenPaths`, neither the button nor the contact link shows',
    );
  });

  it("#4 reference#layout's cookie-banner hide says which bound buttons hide with the chat", () => {
    const layout = section(reference, '### Layout {/*#layout*/}');
    expect(expand(line(reference, '- **Hide it while the banner shows**'))).toContain(
      'A button bound with [`parleyChatButton`](./control-bubble.mdx#production-button) hides with the chat; one bound with `bindChatButton` does not.',
    );
    expect(layout).toContain('- **Hide it while the banner shows**');
  });
});
