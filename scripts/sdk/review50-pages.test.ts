/**
 * The SDK area's findings of review round 48 (pages side), checked as review 50 reads them: withdrawing consent takes
 * the call of the site's setup, one fact (config/facts.ts `sdkWithdrawConsent`) that go-live, the cookies page, the
 * website guide's Google Tag Manager stop tag, the production button's rule and the reference's Start later use; the
 * entry links for a site that navigates without a page load open its section (#page-swap); go-live checks that setup.
 * The downloaded static/files/parley-page-user.js runs here with the stop tag's code, as a page-swap site runs them.
 */
import {describe, expect, it} from 'vitest';
import {factTokens, sdkWithdrawConsent} from '../../config/facts';
import {line, read, section} from '../page-text';

const bubble = 'developer/javascript-sdk/control-bubble.mdx';
const reference = 'developer/javascript-sdk/reference.mdx';
const goLive = 'developer/go-live.mdx';
const cookies = 'user/workspace/cookies.mdx';
const website = 'user/getting-started/website.mdx';
const category = 'developer/category/javascript-sdk.mdx';
const stopHeading = '#### Stop the chat when consent is withdrawn';

/** The Google Tag Manager stop tag's code, as the website guide gives it, without its `<script>` tags. */
function stopTag(): string {
  const code = section(website, stopHeading).match(/```html\n([\s\S]*?)```/)?.[1] ?? '';
  return code.replace(/<\/?script>/g, '');
}

/**
 * A tab of a page-swap site whose chat waits for consent: the downloaded parley-page-user.js configured once in
 * `<head>`, a stand-in SDK that records commands, and `run`, a script of the page (a tag) with the page's globals.
 */
function swapSite(loadPageUser = true) {
  const listeners = new Map<string, (() => void)[]>();
  const document = {
    readyState: 'loading',
    addEventListener: (type: string, handler: () => void) =>
      listeners.set(type, [...(listeners.get(type) ?? []), handler]),
    getElementById: (id: string) => (id === 'parley-user' ? {textContent: 'null'} : null),
  };
  const calls: string[] = [];
  const window: Record<string, unknown> = {};
  window.Parley = (command: string) => {
    if (command !== 'on') calls.push(command);
  };
  const script = loadPageUser
    ? `${read('static/files/parley-page-user.js')}\n` +
      "parleyPageUser({settings: {chatbotId: 'bot_7Hq2mX9aLp'}, waitForConsent: true});\nwindow.parleyPageUser = parleyPageUser;"
    : '';
  new Function('window', 'document', 'location', 'BroadcastChannel', script)(
    window,
    document,
    {pathname: '/'},
    undefined,
  );
  const fire = (event: string) => (listeners.get(event) ?? []).forEach((handler) => handler());
  document.readyState = 'interactive';
  fire('DOMContentLoaded');
  return {
    calls,
    start: () => (window.parleyPageUser as {start: () => void}).start(),
    run: (code: string) =>
      new Function('window', 'Parley', 'parleyPageUser', code)(window, window.Parley, window.parleyPageUser),
    swap: () => fire('turbo:load'),
  };
}

describe('review 48 SDK, pages: withdrawing consent per setup', () => {
  it('#1 one fact names the call of each setup, as the shipped files spell it', () => {
    expect(factTokens['%SDK_WITHDRAW_CONSENT%']).toBe(sdkWithdrawConsent);
    expect(sdkWithdrawConsent).toContain("`Parley('shutdown')` with the embed snippet");
    expect(sdkWithdrawConsent).toContain('`withdrawChatConsent()` in a single-page app');
    expect(sdkWithdrawConsent).toContain('`parleyPageUser.withdraw()` on a site that navigates without a page load');
    expect(read('static/files/parley-chat.js')).toContain('export function withdrawChatConsent() {');
    expect(read('static/files/parley-page-user.js')).toContain('self.withdraw = function () {');
    // Its links land on the sections that say what each call does.
    expect(sdkWithdrawConsent).toContain('(/developer/javascript-sdk/single-page-app#withdraw-consent)');
    expect(sdkWithdrawConsent).toContain('(/developer/javascript-sdk/control-bubble#page-swap-consent)');
    expect(read('developer/javascript-sdk/single-page-app.mdx')).toContain('{/*#withdraw-consent*/}');
    expect(read(bubble)).toContain('### Ask for consent first {/*#page-swap-consent*/}');
  });

  it('#1 go-live, the cookies page, the button rule and Start later use the fact, not shutdown for every site', () => {
    const consent = line(goLive, 'the bubble loads only after the visitor consents');
    expect(consent).toContain('withdrawing consent calls %SDK_WITHDRAW_CONSENT%.');
    expect(consent).not.toContain("withdrawing consent calls `Parley('shutdown')` (");
    expect(consent).toContain('(/user/getting-started/website#withdraw-consent)');
    const step = line(cookies, '2. When a visitor withdraws consent');
    expect(step).toContain("In your site's own code, call %SDK_WITHDRAW_CONSENT%.");
    expect(step).not.toContain("call `Parley('shutdown')`:");
    expect(step).toContain('(../getting-started/website.mdx#withdraw-consent)');
    expect(line(cookies, '1. Add the embed snippet through your consent manager')).toContain('`waitForConsent: true`');
    const rule = line(bubble, "- Hide a button again after `Parley('shutdown')`");
    expect(rule).toContain('(%SDK_WITHDRAW_CONSENT%)');
    expect(rule).not.toContain('such as at sign-out or when consent is withdrawn');
    const later = section(reference, '## Start later {/*#start-later*/}');
    expect(later).toContain('When the visitor withdraws consent, call %SDK_WITHDRAW_CONSENT%.');
    expect(later).toContain('`parleyPageUser.start()` boots the chat after consent');
  });

  it('#1 the stop tag withdraws through parley-page-user.js, and no swap starts the chat again until consent', () => {
    const withdraw = section(website, stopHeading);
    expect(withdraw).toContain('%SDK_WITHDRAW_CONSENT%');
    expect(stopTag()).toContain('window.parleyPageUser.withdraw()');
    // A bare Parley('shutdown') on a site that waits for consent now counts as withdraw() too (the script's own rule,
    // review 48 SDK #2, scripts/sdk/review50.test.ts): the next swap starts nothing.
    const old = swapSite();
    old.start();
    old.run("if (typeof Parley === 'function') Parley('shutdown');");
    old.calls.length = 0;
    old.swap();
    expect(old.calls).not.toContain('boot');
    // The guide's tag: the chat ends, and no swap starts it until consent again.
    const site = swapSite();
    site.start();
    expect(site.calls).toEqual(['boot']);
    site.run(stopTag());
    expect(site.calls).toEqual(['boot', 'shutdown']);
    site.swap();
    site.swap();
    expect(site.calls).toEqual(['boot', 'shutdown']);
    site.start();
    expect(site.calls).toEqual(['boot', 'shutdown', 'boot']);
    // A site with the snippet alone: the tag calls shutdown.
    const plain = swapSite(false);
    plain.run(stopTag());
    expect(plain.calls).toEqual(['shutdown']);
  });
});

describe('review 48 SDK, pages: the way in for a site that navigates without a page load', () => {
  it('#2 the category and the Plain HTML steps link the section, #page-swap, by its title', () => {
    const label = '[Set up the chat on a site that navigates without a page load]';
    expect(line(category, '| Server-rendered site that navigates without a page load')).toContain(
      `${label}(../javascript-sdk/control-bubble.mdx#page-swap)`,
    );
    expect(section(website, '### Plain HTML')).toContain(
      `${label}(/developer/javascript-sdk/control-bubble#page-swap)`,
    );
    for (const page of [category, website]) expect(read(page)).not.toContain('#sign-out-without-page-load');
  });

  it('#3 go-live checks the page-swap setup: <head>, the history cache and withdrawing consent', () => {
    const bullet = line(goLive, '- On such a site, the snippet and `parley-page-user.js` load in `<head>`');
    expect(bullet).toContain("Back and Forward show no signed-in page from the framework's history");
    expect(bullet).toContain('`parleyPageUser.withdraw()`');
    for (const anchor of ['#page-swap)', '#page-swap-history)', '#page-swap-consent)', '#check-that-it-works)']) {
      expect(bullet).toContain(`(./javascript-sdk/control-bubble.mdx${anchor}`);
    }
    expect(read(bubble)).toContain('\n## Check that it works\n');
    expect(read(bubble)).toMatch(/\n5\. On a site that navigates without a page load/);
  });
});
