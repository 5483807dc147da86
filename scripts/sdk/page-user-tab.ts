/**
 * A browser tab of a site that navigates without a page load, for the tests of static/files/parley-page-user.js
 * (review49 to review51): the embed snippet's queue, the downloaded script configured from <head>, a stand-in SDK that
 * records commands and refuses a `boot` while a chat runs, and the swaps, morphs and partial swaps of Turbo, htmx and
 * Livewire. `browser()` makes the other tabs' BroadcastChannel.
 */
import {read} from '../page-text';

const file = 'static/files/parley-page-user.js';

export type Visitor = {id: string; userHash: string};
export type User = {visitor: Visitor; metadata?: Record<string, unknown>};
type Parley = ((command: string, ...args: unknown[]) => unknown) & {q?: unknown[][]};

/** The other tabs' BroadcastChannel: a message reaches every other object of the name. */
export function browser() {
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

export const settings = {chatbotId: 'bot_7Hq2mX9aLp'};
export const ann: User = {visitor: {id: '4821', userHash: 'a1'}, metadata: {plan: 'pro'}};
export const ben: User = {visitor: {id: '5930', userHash: 'b2'}};

/**
 * A tab: the snippet's queue, the script from <head>, then `load` (DOMContentLoaded) and, later, `sdk()`: the SDK's
 * script, which starts a chat from `window.parleySettings` if set, runs the queue, and refuses `boot` while a chat runs.
 */
export function tab(Channel = browser(), options: Record<string, unknown> = {}) {
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
    /** A morph refresh (Turbo 8, htmx idiomorph): the same marker element, its text updated in place. */
    morph(user: User | null) {
      sdk.calls.length = 0;
      page.marker!.textContent = JSON.stringify(user);
      fire('turbo:load');
    },
    /** An htmx swap of part of the page (hx-get, polling, load more): the body's marker stays. */
    partial(event = 'htmx:afterSettle') {
      sdk.calls.length = 0;
      fire(event);
    },
  };
}
