/**
 * The SDK area's findings of review round 49, checked as review 51 reads them: a consent withdrawal on a page-swap
 * site needs `waitForConsent: true` and lasts for its tab only (config/facts.ts), a morph refresh that updates the
 * marker in place, a Turbo sign-out with `waitForConsent: true`, identity verification's check step 1, and the
 * changelog's parley-chat-button.js row. static/files/parley-page-user.js runs here in review50.test.ts's stand-in tab.
 */
import {describe, expect, it} from 'vitest';
import {expand, line, read, section} from '../page-text';

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

describe('review 49: parley-page-user.js', () => {
  it('#3 a morph that updates the marker in place follows the new user; the same text changes nothing', () => {
    const t = tab();
    t.load(ann, '/account');
    t.sdkLoads();
    t.morph(ann); // Polling or a morph that keeps the user.
    expect(t.sdk.calls).toEqual([]);
    t.morph(null); // Signed out, the marker element kept.
    expect(t.sdk.calls).toEqual([['shutdown'], ['boot', settings]]);
    expect(t.api.user()).toBeNull();
    t.morph(ben);
    expect(t.sdk.calls).toEqual([['shutdown'], ['boot', {...settings, ...ben}]]);
    t.partial();
    expect(t.sdk.calls).toEqual([]);
    expect(t.api.user()).toBe('5930');
  });

  it('#1 withdraw() lasts for the tab only: with waitForConsent false a page load starts the chat again', () => {
    const t = tab();
    t.load(ann, '/account');
    t.sdkLoads();
    t.api.withdraw();
    t.swap(ann, '/pricing');
    expect(t.sdk.calls).toEqual([]);
    const next = tab(); // A page load: a new script, with no memory of the withdrawal.
    next.load(ann, '/account');
    next.sdkLoads();
    expect(next.sdk.calls).toEqual([['boot', {...settings, ...ann}]]);
    const waiting = tab(browser(), {waitForConsent: true}); // start() only with consent on record: none here.
    waiting.load(ann, '/account');
    waiting.sdkLoads();
    expect(waiting.sdk.calls).toEqual([]);
  });

  it('#2 a withdrawal ends the chat in its own tab only; a sign-out reaches the other tabs', () => {
    const Channel = browser();
    const here = tab(Channel);
    const there = tab(Channel);
    for (const t of [here, there]) {
      t.load(ann, '/account');
      t.sdkLoads();
    }
    there.sdk.calls.length = 0;
    here.api.withdraw();
    expect(there.sdk.calls).toEqual([]);
    expect(there.api.running()).toBe(true);
    here.api.start();
    here.swap(null, '/');
    expect(there.sdk.calls).toEqual([['shutdown']]);
  });

  it('#4 with waitForConsent: true a Turbo sign-out through parley-sign-out.js starts nothing until start()', () => {
    const t = tab(browser(), {waitForConsent: true});
    t.load(ann, '/account');
    t.sdkLoads();
    t.api.start();
    t.parley('shutdown'); // parley-sign-out.js at the click.
    t.swap(null, '/', 'turbo:load');
    expect(t.sdk.calls).toEqual([]);
    t.api.start();
    expect(t.sdk.calls).toEqual([['boot', settings]]);
  });
});

describe('review 49: the pages', () => {
  it('#1 #2 the page-swap withdrawal rule and the one-tab rule live in facts.ts, used by the pages', async () => {
    const {sdkWithdrawConsentPageSwap, sdkWithdrawConsentOneTab} = await import('../../config/facts');
    expect(sdkWithdrawConsentPageSwap).toContain(
      'configures `waitForConsent: true` and calls `parleyPageUser.start()`',
    );
    expect(sdkWithdrawConsentPageSwap).toContain("only when the visitor's consent is on record");
    expect(sdkWithdrawConsentPageSwap).toContain('lasts for the page swaps of its tab only');
    expect(sdkWithdrawConsentOneTab).toContain('other open tabs keep the chat until they load a page');
    const consent = section(bubble, '### Ask for consent first {/*#page-swap-consent*/}');
    expect(consent).toContain('%SDK_WITHDRAW_CONSENT_PAGE_SWAP% %SDK_WITHDRAW_CONSENT_ONE_TAB%');
    expect(consent).not.toContain('with or without `waitForConsent`');
    expect(consent).not.toContain('keeps the withdrawal on later pages');
    const goLive = 'developer/go-live.mdx';
    expect(line(goLive, '- On such a site, the snippet and `parley-page-user.js` load in `<head>`')).toContain(
      '%SDK_WITHDRAW_CONSENT_PAGE_SWAP%',
    );
    expect(line(goLive, '- Where the law that applies to your site needs consent')).toContain(
      '%SDK_WITHDRAW_CONSENT_ONE_TAB%',
    );
    expect(line('user/workspace/cookies.mdx', '2. When a visitor withdraws consent')).toContain(
      '%SDK_WITHDRAW_CONSENT_ONE_TAB%',
    );
    // The step-2 sample says when waitForConsent must be true.
    const sample = section(bubble, swapHeading);
    expect(sample).toContain('// consent needs true, and calls start() on each page load only with consent on record.');
  });

  it('#3 the marker rule names morph refreshes', () => {
    expect(section(bubble, swapHeading)).toContain(
      'or new text in the same one (a morph refresh of Turbo 8 or htmx idiomorph keeps the element and updates it)',
    );
    expect(read(file)).toContain('or on new text in the same one (a morph: Turbo 8, htmx idiomorph)');
  });

  it('#4 check step 5 and the table row give the Turbo sign-out caveat of waitForConsent: true', () => {
    const check = section(bubble, '## Check that it works');
    expect(check).toContain(
      'With `waitForConsent: true`, a Turbo sign-out through `parley-sign-out.js` counts as `parleyPageUser.withdraw()`',
    );
    expect(line(bubble, '| A page of another user than the chat had')).toContain(
      'also after a Turbo sign-out, where `parley-sign-out.js` calls that `shutdown`',
    );
  });

  it('#5 identity verification check step 1 names parleyPageUser.user() for a page-swap site', () => {
    expect(
      line('developer/javascript-sdk/identity-verification.mdx', '1. Sign in to your site and open a page'),
    ).toContain('on a site that navigates without a page load, `parleyPageUser.user()` returns your `id`');
  });

  it("#6 the changelog row of parley-chat-button.js points to parley-page-user.js's buttons option", () => {
    const row = line('openapi/releases/notes/2026-11-28.md', '| **`parley-chat-button.js`');
    expect(row).toContain('let `parley-page-user.js` bind and unbind it with its `buttons` option');
    expect(row).not.toContain('unbind the old button before you bind the new one');
    expect(expand(row)).toContain('(./javascript-sdk/control-bubble.mdx#page-swap)');
  });
});
