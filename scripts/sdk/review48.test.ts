/**
 * The SDK area's findings of review round 46, checked as review 48 reads them: a site that navigates without a page
 * load (Turbo Drive, htmx boost, Livewire navigate) follows the page's user with parley-page-user.js, run here against
 * a stand-in SDK; the bubble lives outside <body>; one rule for the settings a sign-out boots with; token pages hide
 * the bubble on such sites; the website guide points these sites to the recipe.
 */
import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import {describe, expect, it} from 'vitest';
import {sdkBubblePlace} from '../../config/facts';
import {line, read, ROOT, section} from '../page-text';

const bubble = 'developer/javascript-sdk/control-bubble.mdx';
const reference = 'developer/javascript-sdk/reference.mdx';
const verification = 'developer/javascript-sdk/identity-verification.mdx';
const goLive = 'developer/go-live.mdx';
const website = 'user/getting-started/website.mdx';
const recipeHeading = '### On a site that navigates without a page load {/*#sign-out-without-page-load*/}';

/** The recipe's script, as the page shows it. */
function pageUserScript(): string {
  const block = /```js title="parley-page-user\.js"\n([\s\S]*?)```/.exec(section(bubble, recipeHeading))?.[1];
  if (block === undefined) throw new Error(`${bubble} shows no parley-page-user.js in its swap recipe`);
  return block;
}

type Visitor = {id: string; name?: string; userHash: string};

/**
 * A tab of a swap site: the script runs once, from <head>; `load` is the first page, `swap` a navigation by one of the
 * frameworks, which replaces the body (and with it the #parley-user marker) and the path, then fires its event. The
 * stand-in SDK records commands, runs after `boot`, refuses `boot` while it runs and takes `shutdown` in every state.
 */
function swapSite() {
  const listeners = new Map<string, (() => void)[]>();
  const page = {marker: 'null' as string | null, pathname: '/'};
  const sdk = {running: false, calls: [] as unknown[][], refused: 0};
  const document = {
    addEventListener: (type: string, handler: () => void) =>
      listeners.set(type, [...(listeners.get(type) ?? []), handler]),
    getElementById: (id: string) => (id === 'parley-user' && page.marker !== null ? {textContent: page.marker} : null),
  };
  const location = {
    get pathname() {
      return page.pathname;
    },
  };
  const window: {parleySettings?: Record<string, unknown>} = {};
  const Parley = (command: string, ...args: unknown[]) => {
    if ((command === 'hide' || command === 'show') && !sdk.running) sdk.refused++;
    if (command === 'boot' && sdk.running) sdk.refused++;
    sdk.calls.push([command, ...args]);
    if (command === 'shutdown') sdk.running = false;
    if (command === 'boot') sdk.running = true;
  };
  new Function('window', 'document', 'location', 'Parley', pageUserScript())(window, document, location, Parley);
  const fire = (event: string) => (listeners.get(event) ?? []).forEach((handler) => handler());
  const render = (user: Visitor | null, pathname: string) => {
    page.marker = JSON.stringify(user);
    page.pathname = pathname;
  };
  return {
    sdk,
    window,
    load(user: Visitor | null, pathname = '/') {
      render(user, pathname);
      fire('DOMContentLoaded');
    },
    swap(user: Visitor | null, pathname = '/', event = 'turbo:load') {
      sdk.calls.length = 0;
      render(user, pathname);
      fire(event);
    },
  };
}

const ann: Visitor = {id: '4821', name: 'Ann Lee', userHash: 'a1'};
const ben: Visitor = {id: '5930', name: 'Ben Ito', userHash: 'b2'};
const settings = {chatbotId: 'bot_7Hq2mX9aLp'};

describe('review 46 #1: a swap site follows the user each page names, with parley-page-user.js', () => {
  it('user A, then a signed-out page, then user B, then B again, on each of the three frameworks', () => {
    for (const event of ['turbo:load', 'htmx:afterSettle', 'livewire:navigated']) {
      const site = swapSite();
      site.load(ann, '/account');
      expect(site.sdk.calls, event).toEqual([['boot', {...settings, visitor: ann}]]);
      // A sign-out: the swapped-in page names nobody. The chat ends and starts anonymous, without A's visitor.
      site.swap(null, '/', event);
      expect(site.sdk.calls, event).toEqual([['shutdown'], ['boot', settings]]);
      expect(site.window.parleySettings, event).toEqual(settings);
      expect(JSON.stringify(site.sdk.calls), event).not.toContain('4821');
      // B signs in: B's visitor.
      site.swap(ben, '/account', event);
      expect(site.sdk.calls, event).toEqual([['shutdown'], ['boot', {...settings, visitor: ben}]]);
      expect(site.window.parleySettings?.visitor, event).toEqual(ben);
      // The same user on the next page: nothing happens.
      site.swap(ben, '/orders', event);
      expect(site.sdk.calls, event).toEqual([]);
      expect(site.sdk.refused, event).toBe(0);
    }
  });

  it('a sign-in from an anonymous page, and a page that fires the first-page event and turbo:load both', () => {
    const site = swapSite();
    site.load(null);
    site.swap(null, '/pricing');
    expect(site.sdk.calls).toEqual([]);
    site.swap(ann, '/account', 'livewire:navigated');
    expect(site.sdk.calls).toEqual([['shutdown'], ['boot', {...settings, visitor: ann}]]);
    site.swap(ann, '/account', 'htmx:afterSettle');
    expect(site.sdk.calls).toEqual([]);
  });

  it('hides the bubble on a token page, shows it on leaving, and starts no chat on a first page there', () => {
    const site = swapSite();
    site.load(null, '/reset-password/k9Zq');
    expect(site.sdk.calls).toEqual([]);
    site.swap(null, '/');
    expect(site.sdk.calls).toEqual([['boot', settings]]);
    site.swap(ann, '/account');
    site.swap(ann, '/reset-password/k9Zq');
    expect(site.sdk.calls).toEqual([['hide']]);
    // A sign-out there restarts the chat hidden.
    site.swap(null, '/reset-password/k9Zq');
    expect(site.sdk.calls).toEqual([['shutdown'], ['boot', settings], ['hide']]);
    site.swap(null, '/pricing');
    expect(site.sdk.calls).toEqual([['show']]);
    expect(site.sdk.refused).toBe(0);
  });

  it("compiles against the SDK's declarations, static/sdk/parley.d.ts, as a type-checked project reads it", () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'parley-page-user-')), 'parley-page-user.js');
    writeFileSync(file, `export {};\n${pageUserScript()}`);
    const program = ts.createProgram([path.join(ROOT, 'static/sdk/parley.d.ts'), file], {
      allowJs: true,
      checkJs: true,
      strict: true,
      noImplicitAny: false,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
      types: [],
    });
    const errors = ts
      .getPreEmitDiagnostics(program)
      .map((error) => ts.flattenDiagnosticMessageText(error.messageText, '\n'));
    expect(errors).toEqual([]);
  });

  it('the recipe says where the marker and the scripts go, and whether parley-sign-out.js still applies', () => {
    const recipe = section(bubble, recipeHeading);
    expect(recipe).not.toContain("from your framework's event for them");
    expect(recipe).not.toContain('where a swap does not run it again');
    expect(recipe).toContain('<script type="application/json" id="parley-user">');
    expect(recipe).toContain('since htmx swaps only the body');
    expect(recipe).toContain('Turbo runs a `<head>` script again when its text changes');
    for (const event of ['turbo:load', 'htmx:afterSettle', 'livewire:navigated']) expect(recipe).toContain(event);
    // Back after a sign-out must not restore a signed-in page's marker from the framework's history cache.
    expect(recipe).toContain('`<meta name="turbo-cache-control" content="no-cache">`');
    expect(recipe).toContain('`hx-history="false"`');
    expect(recipe).toContain('Keep `data-sign-out`');
    expect(recipe).toMatch(/htmx and Livewire cancel the event[^.]*, so `parley-sign-out\.js` skips it/);
    // The sign-out rows of the reference and identity verification name these sites and link the recipe.
    const row = line(reference, "- **After sign-out, the next user sees the previous user's conversation.**");
    expect(row).toContain('(./control-bubble.mdx#sign-out-without-page-load)');
    expect(line(verification, '| Conversations of a signed-out user still show')).toContain(
      '(./control-bubble.mdx#sign-out-without-page-load)',
    );
  });
});

describe('review 46 #2: the bubble survives a body swap, and the reference says why', () => {
  it('Layout states where the SDK puts the bubble; the recipe needs no persist marker and links Layout', () => {
    expect(sdkBubblePlace).toContain('after `<body>`, as the last element of `<html>`');
    expect(section(reference, '### Layout {/*#layout*/}')).toContain('%SDK_BUBBLE_PLACE%');
    expect(section(bubble, recipeHeading)).toMatch(/no persist marker[^\n]*\[Layout\]\(\.\/reference\.mdx#layout\)/);
  });
});

describe('review 46 #3: one rule for the settings a sign-out boots with', () => {
  it('is stated once, in its own section, which the single-page-app and swap sections link', () => {
    const rule = 'with your settings minus `visitor` and the `metadata` you set for that user';
    expect(read(bubble).split(rule)).toHaveLength(2);
    expect(section(bubble, '### Start the chat again without the user {/*#boot-without-the-user*/}')).toContain(rule);
    expect(section(bubble, recipeHeading)).toContain('(#boot-without-the-user)');
    expect(section(bubble, '### In a single-page app {/*#sign-out-single-page-app*/}')).toContain(
      '(#boot-without-the-user)',
    );
    expect(read(bubble)).not.toContain('with your settings minus `visitor`;');
  });
});

describe('review 46 #4 and #5: token pages and the website guide on swap sites', () => {
  it("the reference's page address section and go-live hide the bubble on token pages of a swap site", () => {
    const privacy = section(reference, '## What the page address sends {/*#page-address-privacy*/}');
    expect(privacy).toMatch(/keeps the SDK running on such a page[^\n]*`Parley\('hide'\)`[^\n]*`Parley\('show'\)`/);
    expect(privacy).toContain("the page's address is not taken");
    expect(line(goLive, '- On a site that navigates without a page load')).toContain(
      '(./javascript-sdk/reference.mdx#page-address-privacy)',
    );
    expect(pageUserScript()).toContain("if (onTokenPage) Parley('hide');");
  });

  it('the plain HTML steps point Turbo, htmx and Livewire sites to the recipe', () => {
    const plain = section(website, '### Plain HTML');
    expect(plain).toContain('a snippet in the body runs again on every page change');
    expect(plain).toContain('(/developer/javascript-sdk/control-bubble#sign-out-without-page-load)');
  });
});
