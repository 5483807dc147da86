/**
 * The SDK area's findings of review round 48, checked as review 50 reads them: static/files/parley-page-user.js runs
 * here (page-user-tab.ts) with the embed snippet's queue and a stand-in SDK that loads after DOMContentLoaded, as an `async` script
 * often does, and starts a chat by itself from `window.parleySettings`; htmx swaps that leave the marker in place;
 * a consent withdrawal made with `Parley('shutdown')`; buttons bound by the script; and the page-swap setup's text.
 */
import {describe, expect, it} from 'vitest';
import {section} from '../page-text';
import {ann, ben, browser, settings, tab} from './page-user-tab';

const bubble = 'developer/javascript-sdk/control-bubble.mdx';
const swapHeading = '## Set up the chat on a site that navigates without a page load {/*#page-swap*/}';

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
