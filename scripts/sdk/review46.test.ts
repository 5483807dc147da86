/**
 * The SDK area's findings of review round 44, checked as review 46 reads them: the WordPress plugin's logout links end
 * the chat in the site's other open tabs with parley-sign-out.js's code, the go-live consent and privacy items, the
 * production button's sample first, one home for the refusal rules, and the wording of the smaller findings.
 */
import {spawnSync} from 'node:child_process';
import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {parleyWordPressPluginVersion} from '../../config/facts';
import {read, section} from '../page-text';

const controlBubble = 'developer/javascript-sdk/control-bubble.mdx';
const verification = 'developer/javascript-sdk/identity-verification.mdx';
const reference = 'developer/javascript-sdk/reference.mdx';
const spa = 'developer/javascript-sdk/single-page-app.mdx';
const goLive = 'developer/go-live.mdx';
const pluginFile = 'static/files/wordpress/parley-chat.php';
const signOutFile = 'static/files/parley-sign-out.js';

/** What the plugin prints in the footer, run by php, for a signed-in user or for nobody. */
function pluginFooter(signedIn: boolean): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'parley-wp-sign-out-'));
  writeFileSync(path.join(dir, 'parley-chat.php'), read(pluginFile));
  const program = [
    '<?php',
    "if (!function_exists('mb_strlen')) { function mb_strlen($text, $encoding = null) { return strlen($text); } }",
    "define('ABSPATH', '/var/www/html/');",
    "define('PARLEY_CHATBOT_ID', 'bot_7Hq2mX9aLp');",
    "define('PARLEY_IDENTITY_SECRET', 'test-secret');",
    "function home_url($path = '') { return 'https://example.com' . $path; }",
    '$actions = [];',
    'function add_action($hook, $callback) { global $actions; $actions[$hook][] = $callback; }',
    `class WP_User { public $ID = ${signedIn ? 42 : 0}; public $display_name = 'Ann Lee'; public $user_email = 'ann@example.com';`,
    `  public function exists() { return ${signedIn ? 'true' : 'false'}; } }`,
    'function wp_get_current_user() { return new WP_User(); }',
    `function is_user_logged_in() { return ${signedIn ? 'true' : 'false'}; }`,
    'function wp_parse_url($url, $component = -1) { return parse_url($url, $component); }',
    `require '${path.join(dir, 'parley-chat.php')}';`,
    "$_SERVER['REQUEST_URI'] = '/my-account/';",
    "foreach ($actions['wp_footer'] as $action) { $action(); }",
  ].join('\n');
  const run = spawnSync(process.env.PHP ?? 'php', [], {input: program, encoding: 'utf8'});
  expect(run.stderr).toBe('');
  return run.stdout;
}

/** The lines of a script, trimmed, without blank lines and comments. */
const code = (script: string) =>
  script
    .split('\n')
    .map((text) => text.trim())
    .filter((text) => text !== '' && !text.startsWith('//') && !text.startsWith('/*') && !text.startsWith('*'));

/** Browser tabs on one browser: each runs a page's inline script; BroadcastChannel reaches the other tabs. */
function browser() {
  const channels: {name: string; tab: number; onmessage: ((event: unknown) => void) | null}[] = [];
  class Element {
    constructor(readonly href: string) {}
    closest(selector: string) {
      const matches = selector
        .split(',')
        .map((one) => /^a\[href\*="([^"]+)"\]$/.exec(one.trim())?.[1])
        .some((part) => part !== undefined && this.href.includes(part));
      return matches ? this : null;
    }
  }
  const tabs: {calls: string[]; click: (href: string, cancel?: boolean) => void}[] = [];
  function open(html: string) {
    const tab = tabs.length;
    const script = /<script>\n([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    const calls: string[] = [];
    const listeners: {type: string; handler: (event: unknown) => void; capture: unknown}[] = [];
    const window: Record<string, unknown> = {};
    const document = {
      addEventListener: (type: string, handler: (event: unknown) => void, capture?: unknown) =>
        listeners.push({type, handler, capture}),
    };
    class TabChannel {
      onmessage: ((event: unknown) => void) | null = null;
      constructor(readonly name: string) {
        channels.push(Object.assign(this, {tab}));
      }
      postMessage(data: unknown) {
        for (const other of channels) if (other.name === this.name && other.tab !== tab) other.onmessage?.({data});
      }
    }
    // The SDK has loaded: `Parley` is its function, and `shutdown` is what the test records.
    new Function('window', 'document', 'BroadcastChannel', 'Element', 'Parley', `${script}`)(
      window,
      document,
      TabChannel,
      Element,
      (command: string) => calls.push(command),
    );
    /** A click on a link: capture listeners, the site's handler (which may cancel), then bubbling listeners. */
    const click = (href: string, cancel = false) => {
      const event = {
        target: new Element(href),
        defaultPrevented: false,
        preventDefault() {
          this.defaultPrevented = true;
        },
      };
      for (const one of listeners) if (one.type === 'click' && one.capture) one.handler(event);
      if (cancel) event.preventDefault();
      for (const one of listeners) if (one.type === 'click' && !one.capture) one.handler(event);
    };
    tabs.push({calls, click});
    return tabs[tab];
  }
  return {open};
}

describe('review 44 #1: the WordPress plugin ends the chat at its logout links in every open tab, as parley-sign-out.js does', () => {
  it("prints parley-sign-out.js's code, channel parley-sign-out, for a signed-in user only", () => {
    const signedIn = pluginFooter(true);
    const printed = code(/<script>\n([\s\S]*?)<\/script>/.exec(signedIn)?.[1] ?? '');
    const shipped = code(read(signOutFile));
    // From the channel to isSignOut: the same lines as the shipped file.
    const from = shipped.indexOf(
      "var otherTabs = typeof BroadcastChannel === 'function' ? new BroadcastChannel('parley-sign-out') : null;",
    );
    const to = shipped.findIndex((text) => text.startsWith('return !event.defaultPrevented'));
    expect(from).toBeGreaterThan(-1);
    expect(to).toBeGreaterThan(from);
    const start = printed.indexOf(shipped[from]);
    expect(start, 'the plugin prints the cross-tab code').toBeGreaterThan(-1);
    expect(printed.slice(start, start + to - from + 1)).toEqual(shipped.slice(from, to + 1));
    expect(pluginFooter(false)).not.toMatch(/BroadcastChannel|shutdown/);
  });

  it('a logout click ends the chat in this tab and in the other tabs that know the user; a cancelled click keeps it', () => {
    const tabs = browser();
    const first = tabs.open(pluginFooter(true));
    const second = tabs.open(pluginFooter(true));
    const anonymous = tabs.open(pluginFooter(false));
    first.click('https://example.com/shop/');
    expect([first.calls, second.calls]).toEqual([[], []]);
    first.click('https://example.com/my-account/customer-logout/?_wpnonce=1', true);
    expect([first.calls, second.calls], 'a handler of the site cancelled it').toEqual([[], []]);
    first.click('https://example.com/wp-login.php?action=logout&_wpnonce=1');
    expect(first.calls).toEqual(['shutdown']);
    expect(second.calls, 'the other open tab, which knows the user').toEqual(['shutdown']);
    expect(anonymous.calls).toEqual([]);
    second.click('https://example.com/my-account/customer-logout/?_wpnonce=1');
    expect(second.calls).toEqual(['shutdown', 'shutdown']);
    expect(first.calls).toEqual(['shutdown', 'shutdown']);
  });

  it('is version 1.1.1 in its header and facts.ts; the pages say it ends the chat in the other open tabs', () => {
    expect(parleyWordPressPluginVersion).toBe('1.1.1');
    expect(read(pluginFile)).toMatch(/^ \* Version: 1\.1\.1$/m);
    expect(read(controlBubble)).toContain(
      "| WordPress with the plugin | Nothing: the [plugin](./identity-verification.mdx#wordpress) calls `shutdown` at its logout links, in this tab and your site's other open tabs. |",
    );
    expect(section(verification, '### WordPress {/*#wordpress*/}')).toContain(
      "their conversation ends at once, in this tab and in your site's other open tabs that know them, not when it idles out",
    );
    expect(read('openapi/releases/notes/2026-11-28.md')).toContain(
      "**WordPress plugin `%PARLEY_WORDPRESS_PLUGIN_VERSION%`** with `PARLEY_OPTIONS`, whose logout links end the chat in the site's other open tabs too;",
    );
  });
});

describe("review 44 #2: go-live's Chat bubble checklist has the consent and privacy items, each linking its owner", () => {
  const bubble = section(goLive, '## Chat bubble');
  const items = bubble.split('\n').filter((text) => text.startsWith('- '));

  it('consent: loads after consent where the reading of Strictly necessary or not needs it; withdrawal shuts the chat', () => {
    const consent = items.find((text) => text.includes('(/user/workspace/cookies#strictly-necessary-or-not)'));
    expect(consent).toBeDefined();
    expect(consent).toContain('the bubble loads only after the visitor consents');
    // Review 48 SDK #1: the call of each setup is one fact (review50-pages.test.ts); the GTM tag keeps its link.
    expect(consent).toContain('withdrawing consent calls %SDK_WITHDRAW_CONSENT%.');
    expect(consent).toContain(
      '[Stop the chat when consent is withdrawn](/user/getting-started/website#withdraw-consent)',
    );
  });

  it('privacy: the privacy policy lists what privacy#what-is-stored-about-a-customer lists', () => {
    expect(items).toContain(
      '- Your privacy policy lists what the chat keeps about a customer: see [What is stored about a customer](/user/workspace/privacy#what-is-stored-about-a-customer).',
    );
  });

  it('the anchors are headings of the user pages', () => {
    expect(read('user/workspace/cookies.mdx')).toMatch(/^## Strictly necessary or not$/m);
    expect(read('user/workspace/privacy.mdx')).toMatch(/^## What is stored about a customer$/m);
    expect(read('user/getting-started/website.mdx')).toContain('{/*#withdraw-consent*/}');
    expect(read(spa)).toContain('### Withdrawn consent {/*#withdraw-consent*/}');
  });
});

describe('review 44 #3: A production-ready button leads with the hideLauncher sample, its rules and tables after', () => {
  const production = section(controlBubble, '### A production-ready button {/*#production-button*/}');

  it('opens with what parleyChatButton handles, then the sample, then the rules, the tables and bindChatButton', () => {
    const paragraphs = production.split('\n\n').filter((text) => text.trim() !== '');
    expect(paragraphs[0]).toMatch(/^`parleyChatButton` shows your button once the chat is ready/);
    const at = (text: string) => production.indexOf(text);
    const sample = at("window.parleySettings = {chatbotId: 'bot_7Hq2mX9aLp', hideLauncher: true};");
    expect(sample).toBeGreaterThan(-1);
    expect(sample).toBeLessThan(at('parleyChatButton(document.getElementById('));
    for (const later of [
      'The rules it applies',
      '| Parameter | What it is |',
      '| State | The button | The contact link |',
      "calls the module's `bindChatButton(button, contactLink)` instead",
    ])
      expect(at(later), later).toBeGreaterThan(sample);
    expect(read(controlBubble)).toContain('### A production-ready button {/*#production-button*/}');
  });
});

describe('review 44 #5, #6, #7: wording', () => {
  it('#5 Content-Security-Policy: the SDK needs no inline script or style; only the embed snippet is inline', () => {
    const csp = section(reference, '## Content-Security-Policy');
    expect(csp).toContain('The SDK needs no inline script or style; only the embed snippet is inline:');
    expect(csp).not.toContain('so no inline script or style is needed');
    expect(csp).not.toContain('The embed snippet itself is an inline script.');
  });

  it("#6 the Angular component's standalone comment says why Angular 18 keeps it", () => {
    expect(read(spa)).toContain(
      'standalone: true, // The default from Angular 19; on Angular 18, keep it so a parent can import the component.',
    );
  });

  it('#7 parley-sign-out.js runs after handlers on the form or link itself (it listens on document, bubbling)', () => {
    expect(read(controlBubble)).toContain('it calls `shutdown`, after handlers on the form or link itself.');
    const file = read(signOutFile);
    expect(file).toContain('// - It listens on the document, after handlers on the form or link itself:');
    expect(file).not.toContain('after your own handlers');
    expect(file).toMatch(/document\.addEventListener\('submit', function \(event\) \{[^}]*\}\);/);
  });
});

describe('review 44 #4: the refusal rules live in Refused calls; update, metadata, primaryColor and Limits link there', () => {
  const text = read(reference);
  const refused = section(reference, '### Refused calls {/*#invalid-command*/}');

  it('Refused calls holds what stays of a refused update, metadata and primaryColor', () => {
    expect(refused).toContain('A refused `primaryColor` leaves the colour as it was');
    expect(refused).toContain('a refused `metadata` leaves the session the metadata it had');
    expect(refused).toContain(
      "The bubble loads without metadata, in the dashboard's colour, or with the visitor anonymous.",
    );
  });

  it('elsewhere, one link and no restated rule', () => {
    const outside = text.replace(refused, '');
    for (const restated of [
      'the colour stays as it was',
      'The other keys of the call apply',
      'In `update`, the session keeps the metadata it had',
      'A value past one is refused with `invalid_command`',
    ])
      expect(outside, restated).not.toContain(restated);
    expect(text).toContain(
      '- **A key it cannot change**, such as `chatbotId`, `openOnLoad` or `visitor`, or a bad value: [Refused calls](#invalid-command) says what applies.',
    );
    expect(text).toContain('- **Past a limit, none of it is set**: [Refused calls](#invalid-command) says what stays.');
    expect(text).toContain('Any other value (`red`, `#fff`) is refused: [Refused calls](#invalid-command).');
    expect(section(reference, '## Limits {/*#limits*/}')).toContain(
      "The SDK takes the API's limits. [Refused calls](#invalid-command) says what happens to a value past one.",
    );
  });
});

describe('review 44 #8: setChatMetadata past its limits', () => {
  it('the module table says what happens past 19 keys or 500 characters; page-samples.test.ts runs it', () => {
    const row = read(spa)
      .split('\n')
      .find((text) => text.startsWith('| `setChatMetadata(values)` |'));
    expect(row).toContain(
      'and 500 code points a value: it leaves out each key past the 19th and each longer value, with a warning in the console, and sends the rest. |',
    );
    expect(read('static/files/parley-chat.js')).toContain(
      'console.warn(`Parley: setChatMetadata takes at most 19 keys; ${name} is left out.`);',
    );
  });
});
