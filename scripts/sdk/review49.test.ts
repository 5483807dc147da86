/**
 * The SDK area's findings of review round 47, checked as review 49 reads them: a site that navigates without a page
 * load runs the downloaded static/files/parley-page-user.js, here against the stand-in SDK of review48.test.ts, with
 * the other tabs' BroadcastChannel and a consent gate; the recipe has its own section, cache measures per framework,
 * one marker line per template language, and check steps.
 */
import {describe, expect, it} from 'vitest';
import {parleyPageUserJsVersion} from '../../config/facts';
import {line, read, section} from '../page-text';
import {browser} from './page-user-tab';

const bubble = 'developer/javascript-sdk/control-bubble.mdx';
const reference = 'developer/javascript-sdk/reference.mdx';
const verification = 'developer/javascript-sdk/identity-verification.mdx';
const file = 'static/files/parley-page-user.js';
const swapHeading = '## Set up the chat on a site that navigates without a page load {/*#page-swap*/}';

type Visitor = {id: string; name?: string; userHash: string};
type User = {visitor: Visitor; metadata?: Record<string, unknown>};

/**
 * A tab of a swap site: the downloaded script runs once, from <head>, with its configuration call; `load` is the first
 * page, `swap` a navigation that replaces the body (and the #parley-user marker) and the path, then fires its event.
 * The stand-in SDK records commands, runs after `boot`, refuses `boot` while it runs and takes `shutdown` always.
 */
function swapTab(Channel = browser(), options: Record<string, unknown> = {}) {
  const listeners = new Map<string, (() => void)[]>();
  const page = {marker: null as {textContent: string} | null, pathname: '/'};
  const sdk = {running: false, calls: [] as unknown[][], refused: 0};
  const document = {
    readyState: 'loading',
    addEventListener: (type: string, handler: () => void) =>
      listeners.set(type, [...(listeners.get(type) ?? []), handler]),
    getElementById: (id: string) => (id === 'parley-user' ? page.marker : null),
  };
  const location = {
    get pathname() {
      return page.pathname;
    },
  };
  const window: {Parley?: unknown; parleySettings?: Record<string, unknown>} = {};
  window.Parley = (command: string, ...args: unknown[]) => {
    if (command === 'on') return;
    if ((command === 'hide' || command === 'show') && !sdk.running) sdk.refused++;
    if (command === 'boot' && sdk.running) sdk.refused++;
    sdk.calls.push([command, ...args]);
    if (command === 'shutdown') sdk.running = false;
    if (command === 'boot') sdk.running = true;
  };
  const api = new Function(
    'window',
    'document',
    'location',
    'BroadcastChannel',
    `${read(file)}\nparleyPageUser(${JSON.stringify({settings, tokenPaths: ['/reset-password/'], ...options})});\nreturn parleyPageUser;`,
  )(window, document, location, Channel) as {start: () => void; withdraw: () => void};
  const fire = (event: string) => (listeners.get(event) ?? []).forEach((handler) => handler());
  const render = (user: User | null, pathname: string) => {
    page.marker = {textContent: JSON.stringify(user)}; // A new element, as a swap renders it.
    page.pathname = pathname;
  };
  return {
    sdk,
    window,
    api,
    /** Your own code, or parley-sign-out.js, calling the page's Parley. */
    parley: (command: string) => (window.Parley as (command: string) => void)(command),
    load(user: User | null, pathname = '/') {
      render(user, pathname);
      document.readyState = 'interactive';
      fire('DOMContentLoaded');
    },
    swap(user: User | null, pathname = '/', event = 'turbo:load') {
      sdk.calls.length = 0;
      render(user, pathname);
      fire(event);
    },
  };
}

const ann: User = {visitor: {id: '4821', name: 'Ann Lee', userHash: 'a1'}, metadata: {plan: 'pro'}};
const ben: User = {visitor: {id: '5930', name: 'Ben Ito', userHash: 'b2'}};
const settings = {chatbotId: 'bot_7Hq2mX9aLp'};

describe('review 47: the downloaded parley-page-user.js follows the page user', () => {
  it('#6 is versioned on its first line, listed in Downloads, and configured by one call', () => {
    expect(read(file).split('\n')[0]).toMatch(new RegExp(`^// parley-page-user\\.js ${parleyPageUserJsVersion}: `));
    expect(section(reference, '### Downloads {/*#downloads*/}')).toContain(
      '| [`parley-page-user.js`](pathname:///files/parley-page-user.js), the [chat on a site that navigates without a page load](./control-bubble.mdx#page-swap) | `%PARLEY_PAGE_USER_JS_VERSION%` |',
    );
    const recipe = section(bubble, swapHeading);
    expect(recipe).toContain(
      '[`parley-page-user.js`](pathname:///files/parley-page-user.js), version `%PARLEY_PAGE_USER_JS_VERSION%`',
    );
    expect(recipe).toContain('as `/js/parley-page-user.js`');
    expect(recipe).toContain('parleyPageUser({');
    expect(recipe).not.toContain('```js title="parley-page-user.js"');
  });

  it('#9 A (with metadata), nobody, B, B on each framework; #3 htmx Back and Forward', () => {
    for (const event of ['turbo:load', 'htmx:afterSettle', 'htmx:historyRestore', 'livewire:navigated']) {
      const tab = swapTab();
      tab.load(ann, '/account');
      expect(tab.sdk.calls, event).toEqual([['boot', {...settings, ...ann}]]);
      tab.swap(null, '/', event);
      expect(tab.sdk.calls, event).toEqual([['shutdown'], ['boot', settings]]);
      expect(tab.window.parleySettings, event).toBeUndefined(); // Review 48 #3: it boots with the settings only.
      tab.swap(ben, '/account', event);
      expect(tab.sdk.calls, event).toEqual([['shutdown'], ['boot', {...settings, ...ben}]]);
      tab.swap(ben, '/orders', event);
      expect(tab.sdk.calls, event).toEqual([]);
      expect(tab.sdk.refused, event).toBe(0);
    }
  });

  it('#2 a shutdown it did not make restarts the chat only on a page of another user (review 48 #2)', () => {
    const tab = swapTab();
    tab.load(ann, '/account');
    tab.parley('shutdown'); // parley-sign-out.js at submit; the sign-out then fails.
    tab.swap(ann, '/account', 'htmx:afterSettle');
    expect(tab.sdk.calls).toEqual([]); // The same user: it stays ended until a page load.
    tab.swap(null, '/', 'livewire:navigated'); // The sign-out succeeds.
    expect(tab.sdk.calls).toEqual([['boot', settings]]);
    expect(tab.sdk.refused).toBe(0);
  });

  it("#2 a sign-out by swap tells the other tabs, whose user's chat ends and then follows its page", () => {
    const Channel = browser();
    const here = swapTab(Channel);
    const there = swapTab(Channel);
    const anonymous = swapTab(Channel);
    here.load(ann, '/account');
    there.load(ann, '/orders');
    anonymous.load(null, '/pricing');
    there.sdk.calls.length = 0;
    anonymous.sdk.calls.length = 0;
    here.swap(null, '/', 'htmx:afterSettle');
    expect(there.sdk.calls).toEqual([['shutdown']]);
    expect(anonymous.sdk.calls).toEqual([]);
    there.swap(null, '/');
    expect(there.sdk.calls).toEqual([['boot', settings]]);
    expect(there.sdk.refused).toBe(0);
  });

  it('#4 waits for consent, starts on start(), and a withdrawal keeps every later swap from starting it', () => {
    const tab = swapTab(browser(), {waitForConsent: true});
    tab.load(ann, '/account');
    expect(tab.sdk.calls).toEqual([]);
    tab.api.start();
    expect(tab.sdk.calls).toEqual([['boot', {...settings, ...ann}]]);
    tab.swap(ann, '/orders');
    tab.api.withdraw();
    expect(tab.sdk.calls).toEqual([['shutdown']]);
    tab.swap(ben, '/account');
    tab.swap(null, '/');
    expect(tab.sdk.calls).toEqual([]);
    tab.api.start();
    expect(tab.sdk.calls).toEqual([['boot', settings]]);
    expect(tab.sdk.refused).toBe(0);
  });

  it('#8 token pages hide the bubble and show it on leaving', () => {
    const tab = swapTab();
    tab.load(ann, '/account');
    tab.swap(ann, '/reset-password/k9Zq');
    expect(tab.sdk.calls).toEqual([['hide']]);
    tab.swap(ann, '/account');
    expect(tab.sdk.calls).toEqual([['show']]);
  });
});

describe('review 47: the page-swap setup on the pages', () => {
  it('#5 has its own H2 after Embed the bubble, the old anchor lands in it, and both pointers link it', () => {
    const text = read(bubble);
    expect(text.indexOf(swapHeading)).toBeGreaterThan(text.indexOf('## Embed the bubble'));
    expect(text.indexOf(swapHeading)).toBeLessThan(text.indexOf('## Open, close and toggle'));
    expect(section(bubble, swapHeading)).toContain('{/*#sign-out-without-page-load*/}');
    expect(section(bubble, '## Embed the bubble')).toContain('(#page-swap)');
    expect(line(bubble, '| Site that navigates without a page load')).toContain('(#page-swap)');
  });

  it('#1 htmx keeps the marker out of its history with hx-history on the marker; Livewire signs out with a page load', () => {
    const recipe = section(bubble, swapHeading);
    expect(recipe).not.toContain('`hx-history="false"` on their `<body>`');
    expect(recipe).toContain('hx-history="false"');
    const secure = section(verification, '## Keep it secure');
    expect(secure).toContain('`hx-history="false"` on an element inside the swapped body');
    expect(secure).toContain('Livewire');
  });

  it('#7 one marker line per template language, Django with json_script, and why null is right here', () => {
    const recipe = section(bubble, swapHeading);
    expect(recipe).toContain('{{ parley_user|json_script:"parley-user" }}');
    expect(recipe).toContain('that "Pass it to the page" asks never to render: it is no setting of the SDK.');
  });

  it('#8 check steps for the swap site', () => {
    const checks = section(bubble, '## Check that it works');
    expect(checks).toContain(
      '5. On a site that navigates without a page load, sign in with a swap: the chat starts verified',
    );
    expect(checks).toContain('Sign out with a swap: the window closes, and an anonymous chat starts');
    expect(checks).toContain('6. On that site, open a page in `tokenPaths`: the bubble hides, and returns');
    expect(checks).toContain('press Back');
  });

  it('#10 parley-sign-out.js says <head> on swap sites; the Python builder has a file name', () => {
    expect(read('static/files/parley-sign-out.js')).toContain('On a site that navigates without a page load');
    expect(read(verification)).toContain('```python title="parley_visitor.py"');
  });
});

describe('review 47 #2: the watch on Parley', () => {
  it('wraps Parley once, also under parley-chat-button.js, and passes the queue on', () => {
    const tab = swapTab();
    const wrapped = tab.window.Parley as {parleyPageUserWatch?: unknown};
    expect(wrapped.parleyPageUserWatch).toBeTypeOf('function');
    // parley-chat-button.js wraps it in turn: the next page does not wrap it again.
    const button = Object.assign((...args: unknown[]) => (wrapped as (...args: unknown[]) => void)(...args), {
      parleyChatButtonWatch: wrapped,
    });
    tab.window.Parley = button;
    tab.load(ann, '/account');
    expect(tab.window.Parley).toBe(button);
    tab.parley('shutdown');
    tab.swap(ben, '/orders');
    expect(tab.sdk.calls).toEqual([['boot', {...settings, ...ben}]]);
  });
});
