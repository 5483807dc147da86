/**
 * The SDK area's findings of review round 49, checked as review 51 reads them: a consent withdrawal on a page-swap
 * site needs `waitForConsent: true` and lasts for its tab only (config/facts.ts), a morph refresh that updates the
 * marker in place, a Turbo sign-out with `waitForConsent: true`, identity verification's check step 1, and the
 * changelog's parley-chat-button.js row. static/files/parley-page-user.js runs here in the stand-in tab of page-user-tab.ts.
 */
import {describe, expect, it} from 'vitest';
import {expand, line, read, section} from '../page-text';
import {ann, ben, browser, settings, tab} from './page-user-tab';

const bubble = 'developer/javascript-sdk/control-bubble.mdx';
const file = 'static/files/parley-page-user.js';
const swapHeading = '## Set up the chat on a site that navigates without a page load {/*#page-swap*/}';

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
