/**
 * The SDK area's findings of review round 46, checked as review 48 reads them: parleyChatButton unbinds and follows the
 * page's `hide` and `show`, the WordPress example keeps a way into the chat, the sign-out table's server-rendered row,
 * the message limit's unit, and the visitor builders in the hash functions' tabs.
 */
import vm from 'node:vm';
import {describe, expect, it} from 'vitest';
import {factTokens, parleyChatButtonJsVersion} from '../../config/facts';
import {expand, line, read, section} from '../page-text';

const controlBubble = 'developer/javascript-sdk/control-bubble.mdx';
const verification = 'developer/javascript-sdk/identity-verification.mdx';
const reference = 'developer/javascript-sdk/reference.mdx';
const buttonFile = 'static/files/parley-chat-button.js';

type Handler = (payload?: unknown) => void;

/**
 * A stand-in page: the snippet's queue line, the shipped parley-chat-button.js, and an SDK that replaces the queue
 * when `load()` runs, runs the queued calls, then fires `ready`, as the reference's Commands says.
 */
function page() {
  const handlers = new Map<string, Set<Handler>>();
  const calls: string[] = [];
  let running = false;
  const sdk = (command: string, event?: string, handler?: Handler) => {
    if (command === 'on' && event && handler) {
      handlers.set(event, (handlers.get(event) ?? new Set()).add(handler));
      if (event === 'ready' && running) handler({version: '1.9.0'}); // A `ready` handler never misses the event.
    } else if (command === 'off' && event && handler) handlers.get(event)?.delete(handler);
    else if (command !== 'isOpen') calls.push(command);
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
    for (const args of queued) (sdk as (...args: unknown[]) => unknown)(...Array.from(args));
    running = true;
    fire('ready', {version: '1.9.0'});
  };
  const fire = (event: string, payload?: unknown) => [...(handlers.get(event) ?? [])].forEach((h) => h(payload));
  const newButton = () => ({
    hidden: true,
    attributes: {} as Record<string, string>,
    listeners: new Set<() => void>(),
    setAttribute(name: string, value: string) {
      this.attributes[name] = value;
    },
    addEventListener(_event: string, listener: () => void) {
      this.listeners.add(listener);
    },
    removeEventListener(_event: string, listener: () => void) {
      this.listeners.delete(listener);
    },
    click() {
      this.listeners.forEach((listener) => listener());
    },
  });
  /** The page's own call, through the global `Parley` as the page sees it then. */
  const call = (command: string) => vm.runInContext(`Parley(${JSON.stringify(command)})`, context) as unknown;
  const bind = (button: ReturnType<typeof newButton>) =>
    vm.runInContext('parleyChatButton(button, null)', Object.assign(context, {button})) as () => void;
  /** How many of the button file's wrappers stand between the page's `Parley` and the SDK. */
  const wrappers = () => {
    let count = 0;
    for (let fn = context.Parley as {parleyChatButtonWatch?: unknown}; fn.parleyChatButtonWatch; count++) {
      fn = fn.parleyChatButtonWatch as typeof fn;
    }
    return count;
  };
  const handlerCount = () => [...handlers.values()].reduce((sum, set) => sum + set.size, 0);
  return {load, fire, call, bind, newButton, wrappers, calls, handlerCount};
}

describe('review 46, SDK area: parley-chat-button.js', () => {
  it('#1 parleyChatButton returns an unbind function: bind, unbind, bind again leaves one wrapper and the old button inert', () => {
    const {load, call, bind, newButton, wrappers, calls, handlerCount} = page();
    load();
    const old = newButton();
    const unbind = bind(old);
    expect(typeof unbind, 'the old file returned nothing').toBe('function');
    expect(old.hidden, 'ready already fired: its handler runs at once').toBe(false);
    const handlersOfOne = handlerCount();
    unbind();
    expect(handlerCount(), "the old button's SDK handlers are gone").toBe(0);
    expect(old.listeners.size, "the old button's click listener is gone").toBe(0);
    const fresh = newButton();
    bind(fresh);
    expect(handlerCount()).toBe(handlersOfOne);
    expect(wrappers(), 'one watch of Parley, however many binds').toBe(1);
    old.click();
    expect(calls.filter((command) => command === 'toggle')).toEqual([]);
    fresh.click();
    expect(calls.filter((command) => command === 'toggle')).toEqual(['toggle']);
    // A second button shares the watch; shutdown reaches the bound button and leaves the unbound one alone.
    bind(newButton());
    expect(wrappers()).toBe(1);
    old.hidden = false;
    fresh.hidden = false;
    call('shutdown');
    expect(fresh.hidden).toBe(true);
    expect(old.hidden, 'an unbound button is no longer watched').toBe(false);
  });

  it('#2 the button hides while the page hides the chat, also for a hide still in the queue, and comes back on show', () => {
    const early = page();
    const button = early.newButton();
    early.bind(button);
    early.call('hide'); // A cookie banner shows before the SDK has loaded: the call waits in the queue.
    early.load();
    expect(early.calls, 'the queued hide reached the SDK').toContain('hide');
    expect(button.hidden, 'ready while the chat is hidden').toBe(true);
    early.call('show');
    expect(button.hidden).toBe(false);
    early.call('hide');
    expect(button.hidden).toBe(true);
    early.call('show');
    expect(button.hidden).toBe(false);

    // A hide queued before parleyChatButton was called.
    const queuedFirst = page();
    queuedFirst.call('hide');
    const other = queuedFirst.newButton();
    queuedFirst.bind(other);
    queuedFirst.load();
    expect(other.hidden).toBe(true);
    queuedFirst.call('show');
    expect(other.hidden).toBe(false);
  });

  it('#1 #2 the page documents the unbind function, the swap, and the hidden state; the release notes say so', () => {
    const production = section(controlBubble, '### A production-ready button {/*#production-button*/}');
    expect(production).not.toContain('cannot be unbound');
    expect(production).toContain(
      '`parleyChatButton(button, contactLink, onClick)` returns a function that unbinds the button',
    );
    // Review 48 #5: on a swap site parley-page-user.js binds and unbinds the buttons (review50.test.ts runs it).
    expect(production).toContain(
      'It calls `parleyChatButton` once for each new button element, and unbinds the old one',
    );
    expect(production).toContain("| While your page hides the chat with `Parley('hide')`");
    expect(production).toContain("- Hide a button while your page hides the chat with `Parley('hide')`");
    const file = read(buttonFile);
    expect(file.split('\n')[0]).toMatch(new RegExp(`^// parley-chat-button\\.js ${parleyChatButtonJsVersion}: `));
    expect(file).not.toContain('cannot be unbound');
    // The version names the unpublished release that ships the change; its notes row says what changed.
    const notes = line(
      'openapi/releases/notes/2026-11-28.md',
      '**`parley-chat-button.js` `%PARLEY_CHAT_BUTTON_JS_VERSION%`**',
    );
    expect(notes).toContain("after your page's `Parley('hide')` until its `Parley('show')`");
    expect(notes).toContain('`parleyChatButton` returns a function that unbinds the button');
    expect(line('developer/changelog.mdx', '**`parley-chat-button.js` `%PARLEY_CHAT_BUTTON_JS_VERSION%`**')).toBe(
      notes,
    );
  });
});

describe('review 46, SDK area: pages', () => {
  it('#3 the WordPress example keeps the launcher, and hideLauncher asks for a button of your own', () => {
    const wordpress = section(verification, '### WordPress {/*#wordpress*/}');
    const options = line(verification, "- `define('PARLEY_OPTIONS',");
    expect(wordpress).toContain(options);
    expect(options).toMatch(/^- `define\('PARLEY_OPTIONS', \['position' => 'left', 'zIndex' => 1000\]\);`/);
    expect(options).not.toContain("'hideLauncher' => true");
    expect(wordpress).toContain(
      "- `define('PARLEY_OPTIONS', ['position' => 'left', 'zIndex' => 1000]);` sets the SDK's own [options](./reference.mdx#options)",
    );
    expect(wordpress).toContain(
      '  - Set `hideLauncher` only once your theme has a chat button of its own ([A production-ready button](./control-bubble.mdx#production-button))',
    );
    expect(read('static/files/wordpress/parley-chat.php')).not.toContain("'hideLauncher' => true");
  });

  it("#4 the sign-out table's server-rendered row recommends parley-sign-out.js, and says what other tabs keep without it", () => {
    const row = line(controlBubble, '| Server-rendered site |');
    expect(row).not.toContain('Nothing is required');
    expect(row).toMatch(
      /^\| Server-rendered site \| \[Load `parley-sign-out\.js` and mark your sign-out forms and links\]\(#sign-out-server-rendered\)/,
    );
    expect(row).toContain('the other open tabs keep the verified chat until they load a page');
  });

  it("#5 open's message limit is in code points, as the API's maxLength counts it, and the sentence names it", () => {
    const limits = section(reference, '## Limits {/*#limits*/}');
    expect(limits).toContain("| `open`'s `message` | %SDK_MESSAGE_LIMIT% |");
    expect(factTokens['%SDK_MESSAGE_LIMIT%']).toBe('4,000 code points');
    expect(expand(limits)).not.toMatch(/4,000 characters/);
    expect(limits).toMatch(
      /`visitor\.id`, `visitor\.name`, a `metadata` value and `open`'s `message` count code points/,
    );
    const types = read('static/sdk/parley.d.ts');
    expect(types).not.toMatch(/4,000\s+(\*\s+)?characters/);
    expect(read('openapi/openapi.yaml')).toMatch(/MessageCreate:[\s\S]{0,200}?maxLength: 4000\n/);
  });

  it("#6 the visitor builders are one tab set in the hash functions' language group: Node.js, Python, PHP", () => {
    const passIt = section(verification, '## Pass it to the page');
    const tabs = /<Tabs groupId="api-sample-language">\n([\s\S]*?)\n<\/Tabs>/.exec(passIt)?.[1] ?? '';
    const items = [...tabs.matchAll(/<TabItem value="(\w+)" label="([^"]+)">([\s\S]*?)<\/TabItem>/g)];
    expect(items.map(([, value, label]) => `${value}:${label}`)).toEqual([
      'javascript:Node.js',
      'python:Python',
      'php:PHP',
    ]);
    const [node, python, php] = items.map(([, , , body]) => body);
    expect(node).toContain('export function parleyVisitor(user) {');
    expect(python).toContain('def parley_visitor(user):');
    expect(php).toContain('function parley_visitor(object $user): ?array');
    // Each builder is on the page once, and none stays in the Template languages fold.
    const page = read(verification);
    for (const builder of [
      'export function parleyVisitor(user)',
      'def parley_visitor(user):',
      'function parley_visitor(object',
    ]) {
      expect(page.split(builder)).toHaveLength(2);
    }
    const folded = /<details>\n<summary>Template languages<\/summary>\n([\s\S]*?)\n<\/details>/.exec(passIt)?.[1] ?? '';
    expect(folded).not.toContain('parley-visitor.mjs');
    expect(folded).toContain('`parleyVisitor(user)` (the Node.js tab above)');
  });
});
