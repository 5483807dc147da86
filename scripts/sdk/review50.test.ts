/**
 * The SDK area's findings of review round 48, checked as review 50 reads them: static/files/parley-page-user.js runs
 * here with the embed snippet's queue and a stand-in SDK that loads after DOMContentLoaded, as an `async` script
 * often does, and starts a chat by itself from `window.parleySettings`; htmx swaps that leave the marker in place;
 * a consent withdrawal made with `Parley('shutdown')`; buttons bound by the script; and the page-swap setup's text.
 */
import {describe, expect, it} from 'vitest';
import {read, section} from '../page-text';

const bubble = 'developer/javascript-sdk/control-bubble.mdx';
const file = 'static/files/parley-page-user.js';
const swapHeading = '## Set up the chat on a site that navigates without a page load {/*#page-swap*/}';

type Visitor = {id: string; userHash: string};
type User = {visitor: Visitor; metadata?: Record<string, unknown>};
type Parley = ((command: string, ...args: unknown[]) => unknown) & {q?: unknown[][]};

/** The other tabs' BroadcastChannel: a message reaches every other object of the name. */
function browser() {
  const channels: {name: string; handlers: ((event: unknown) => void)[]}[] = [];
  return class {
    handlers: ((event: unknown) => void)[] = [];
    constructor(public name: string) {
      channels.push(this);
    }
    addEventListener(_type: string, handler: (event: unknown) => void) {
      this.handlers.push(handler);
    }
    postMessage(data: unknown) {
      for (const other of channels) {
        if (other !== this && other.name === this.name) other.handlers.forEach((handler) => handler({data}));
      }
    }
  };
}

const settings = {chatbotId: 'bot_7Hq2mX9aLp'};
const ann: User = {visitor: {id: '4821', userHash: 'a1'}, metadata: {plan: 'pro'}};
const ben: User = {visitor: {id: '5930', userHash: 'b2'}};

/**
 * A tab: the snippet's queue, the script from <head>, then `load` (DOMContentLoaded) and, later, `sdk()`: the SDK's
 * script, which starts a chat from `window.parleySettings` if set, runs the queue, and refuses `boot` while a chat runs.
 */
function tab(Channel = browser(), options: Record<string, unknown> = {}) {
  const listeners = new Map<string, (() => void)[]>();
  const page = {marker: null as {textContent: string} | null, pathname: '/', elements: new Map<string, object>()};
  const sdk = {loaded: false, running: false, calls: [] as unknown[][], refused: 0, ready: [] as (() => void)[]};
  const binds: {button: unknown; contact: unknown; unbound: boolean}[] = [];
  const document = {
    readyState: 'loading',
    addEventListener: (type: string, handler: () => void) =>
      listeners.set(type, [...(listeners.get(type) ?? []), handler]),
    getElementById: (id: string) => (id === 'parley-user' ? page.marker : null),
    querySelector: (selector: string) => page.elements.get(selector) ?? null,
  };
  const location = {
    get pathname() {
      return page.pathname;
    },
  };
  const window: {Parley?: Parley; parleySettings?: unknown; parleyChatButton?: unknown} = {};
  // The embed snippet's queue line.
  window.Parley = function (...args: unknown[]) {
    (window.Parley!.q = window.Parley!.q || []).push(args);
  };
  window.parleyChatButton = (button: unknown, contact: unknown) => {
    const bind = {button, contact, unbound: false};
    binds.push(bind);
    return () => (bind.unbound = true);
  };
  const run = (command: string, ...args: unknown[]) => {
    if (command === 'on') return void (args[0] === 'ready' && sdk.ready.push(args[1] as () => void));
    sdk.calls.push([command, ...args]);
    if (command === 'boot') {
      if (sdk.running) return void sdk.refused++; // invalid_command
      sdk.running = true;
      sdk.ready.forEach((handler) => handler());
    }
    if (command === 'shutdown') sdk.running = false;
  };
  const api = new Function(
    'window',
    'document',
    'location',
    'BroadcastChannel',
    `${read(file)}\nparleyPageUser(${JSON.stringify({settings, tokenPaths: ['/reset-password/'], ...options})});\nreturn parleyPageUser;`,
  )(window, document, location, Channel) as {
    start: () => void;
    withdraw: () => void;
    user: () => string | null | undefined;
    running: () => boolean;
  };
  const fire = (event: string) => (listeners.get(event) ?? []).forEach((handler) => handler());
  /** `undefined`: a page with no marker at all. */
  const render = (user: User | null | undefined, pathname: string, button = true) => {
    page.marker = user === undefined ? null : {textContent: JSON.stringify(user)};
    page.pathname = pathname;
    page.elements = new Map(
      button
        ? [
            ['#open-chat', {pathname}],
            ['#chat-contact', {contact: pathname}],
          ]
        : [],
    );
  };
  return {
    sdk,
    window,
    api,
    binds,
    parley: (command: string) => window.Parley!(command),
    load(user: User | null | undefined, pathname = '/') {
      render(user, pathname);
      document.readyState = 'interactive';
      fire('DOMContentLoaded');
    },
    sdkLoads() {
      const queue = window.Parley!.q ?? [];
      sdk.loaded = true;
      window.Parley = run as Parley;
      if (window.parleySettings) run('boot', window.parleySettings); // It starts by itself from the global.
      queue.forEach((args) => window.Parley!(...(args as [string])));
    },
    swap(user: User | null | undefined, pathname = '/', event = 'htmx:afterSettle') {
      sdk.calls.length = 0;
      render(user, pathname);
      fire(event);
    },
    /** An htmx swap of part of the page (hx-get, polling, load more): the body's marker stays. */
    partial(event = 'htmx:afterSettle') {
      sdk.calls.length = 0;
      fire(event);
    },
  };
}

describe('review 48: parley-page-user.js', () => {
  it('#1 a partial swap after another tab signed out does not start the chat as the stale marker', () => {
    const Channel = browser();
    const here = tab(Channel);
    const there = tab(Channel);
    for (const t of [here, there]) {
      t.load(ann, '/account');
      t.sdkLoads();
    }
    here.swap(null, '/');
    there.sdk.calls.length = 0;
    there.partial(); // The other tab's marker still names Ann.
    expect(there.sdk.calls).toEqual([]);
    expect(there.api.user()).toBeUndefined();
    expect(there.window.parleySettings).toBeUndefined();
    there.swap(null, '/pricing');
    expect(there.sdk.calls).toEqual([['boot', settings]]);
    there.partial();
    expect(there.sdk.calls).toEqual([]);
  });

  it('#2 Parley(shutdown) as a consent withdrawal is not undone; a failed sign-out stays ended', () => {
    const anonymous = tab();
    anonymous.load(null, '/');
    anonymous.sdkLoads();
    anonymous.parley('shutdown'); // Your consent tool, as the cookie rules once taught.
    anonymous.swap(null, '/pricing');
    anonymous.swap(null, '/blog');
    expect(anonymous.sdk.calls).toEqual([]);

    const failed = tab();
    failed.load(ann, '/account');
    failed.sdkLoads();
    failed.parley('shutdown'); // parley-sign-out.js at submit; the sign-out fails.
    failed.swap(ann, '/account');
    expect(failed.sdk.calls).toEqual([]);
    failed.swap(null, '/'); // Signed out after all: another page user.
    expect(failed.sdk.calls).toEqual([['boot', settings]]);

    const consented = tab(browser(), {waitForConsent: true});
    consented.load(ann, '/account');
    consented.sdkLoads();
    consented.api.start();
    consented.parley('shutdown'); // Counts as withdraw().
    consented.swap(null, '/');
    consented.swap(ben, '/account');
    expect(consented.sdk.calls).toEqual([]);
    consented.api.start();
    expect(consented.sdk.calls).toEqual([['boot', {...settings, ...ben}]]);
  });

  it('#3 the async SDK, loaded after DOMContentLoaded, starts one chat: no global, no refused boot', () => {
    const t = tab();
    t.load(ann, '/account');
    expect(t.window.parleySettings).toBeUndefined();
    t.sdkLoads();
    expect(t.sdk.calls).toEqual([['boot', {...settings, ...ann}]]);
    expect(t.sdk.refused).toBe(0);
    expect(t.api.user()).toBe('4821');
  });

  it('#5 binds the buttons once per element while the chat runs and shows', () => {
    const t = tab(browser(), {waitForConsent: true, buttons: [{button: '#open-chat', contact: '#chat-contact'}]});
    t.load(ann, '/account');
    t.sdkLoads();
    expect(t.binds).toEqual([]); // Before consent: no button, no contact link.
    expect(t.api.running()).toBe(false);
    t.api.start();
    expect(t.binds).toHaveLength(1);
    expect(t.api.running()).toBe(true);
    t.partial();
    expect(t.binds).toHaveLength(1); // The same button: no new bind, no new 10-second timer.
    t.swap(ann, '/orders');
    expect(t.binds.map((bind) => bind.unbound)).toEqual([true, false]);
    expect(t.binds[1]).toMatchObject({button: {pathname: '/orders'}, contact: {contact: '/orders'}});
    t.swap(ann, '/reset-password/k9Zq');
    expect(t.binds.every((bind) => bind.unbound)).toBe(true);
    t.swap(ann, '/account');
    expect(t.binds).toHaveLength(3);
    t.api.withdraw();
    expect(t.binds.every((bind) => bind.unbound)).toBe(true);
    t.swap(ann, '/orders');
    expect(t.binds).toHaveLength(3);
  });

  it('#9 a site without a marker is nobody signed in, and leaves a token page', () => {
    const t = tab();
    t.load(undefined, '/reset-password/k9Zq');
    t.sdkLoads();
    expect(t.sdk.calls).toEqual([]);
    t.swap(undefined, '/pricing'); // No marker: the path tells a new page.
    expect(t.sdk.calls).toEqual([['boot', settings]]);
    t.swap(undefined, '/reset-password/x1');
    expect(t.sdk.calls).toEqual([['hide']]);
    t.swap(undefined, '/blog');
    expect(t.sdk.calls).toEqual([['show']]);
  });
});

describe('review 48: the page-swap setup', () => {
  const recipe = () => section(bubble, swapHeading);

  it('#4 Livewire signs out with a page load, marked for parley-sign-out.js, not wire:click', () => {
    expect(recipe()).not.toContain('htmx and Livewire cancel the event');
    expect(recipe()).toContain('**Livewire**: the sign-out ends with a full page load');
    expect(recipe()).toContain('wire:click="logout"');
  });

  it('#2 #6 consent: withdraw() is the way, and the SDK script still loads before consent', () => {
    const consent = section(bubble, '### Ask for consent first {/*#page-swap-consent*/}');
    expect(consent).toContain(
      "The browser still fetches the SDK's script from `%WIDGET_SCRIPT_ORIGIN%` before consent.",
    );
    expect(consent).toContain("Withdraw consent with `parleyPageUser.withdraw()`, not `Parley('shutdown')`");
  });

  it('#7 #8 #9 the PHP marker, the <head> scripts, and a site with no sign-in', () => {
    expect(recipe()).toContain('Leave `metadata` out when it is empty');
    expect(recipe()).toContain(
      "$parleyUser = $visitor ? ['visitor' => $visitor] + ($metadata ? ['metadata' => $metadata] : []) : null;",
    );
    expect(recipe()).toContain('The `<head>` scripts stay the same for every user');
    expect(recipe()).toContain('A site with no sign-in can leave the marker out');
  });

  it('#3 check step 5 asks parleyPageUser.user(), and #5 the sample binds through buttons', () => {
    const checks = section(bubble, '## Check that it works');
    expect(checks).not.toContain('window.parleySettings.visitor');
    expect(checks).toContain('`parleyPageUser.user()` returns your user ID');
    const button = section(bubble, '### A production-ready button {/*#production-button*/}');
    expect(button).not.toContain("document.addEventListener('htmx:afterSettle', bind)");
    expect(button).toContain("buttons: [{button: '#open-chat', contact: '#chat-contact'}]");
  });
});
