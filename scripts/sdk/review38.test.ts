/**
 * The JavaScript SDK findings of review round 38 (reading load): each rule at its owner, a link elsewhere.
 */
import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import {describe, expect, it} from 'vitest';
import {
  exampleChatbotId,
  parleyChatButtonJsVersion,
  sdkPlaceholderChatbotId,
  sdkShopifyCustomers,
  sdkUrlLifetimes,
} from '../../config/facts';
import {line, read, ROOT, section} from '../page-text';

const category = 'developer/category/javascript-sdk.mdx';
const spa = 'developer/javascript-sdk/single-page-app.mdx';
const bubble = 'developer/javascript-sdk/control-bubble.mdx';
const verification = 'developer/javascript-sdk/identity-verification.mdx';
const reference = 'developer/javascript-sdk/reference.mdx';
const website = 'user/getting-started/website.mdx';
const goLive = 'developer/go-live.mdx';

describe('JavaScript SDK, review round 38', () => {
  it('#2 the category lets a single-page app use the snippet when it has no sign-in, consent or token routes; the rule lives on the SPA page', () => {
    // Review 42 #3: the category's row names the page, which says when the snippet will do.
    const row = line(category, '| Single-page app |');
    expect(row).toBe(
      '| Single-page app | [Add the chat to a single-page app](../javascript-sdk/single-page-app.mdx) |',
    );
    expect(line(category, '2. Paste the')).not.toContain('uses the module `parley-chat.js` in its place');
    // The rule itself, once, on the SPA page.
    expect(section(spa, '## Without the module {/*#without-the-module*/}')).toContain(
      'An app with no sign-in, no consent to ask and no routes whose address holds a token can load the SDK with the [embed snippet]',
    );
    expect(read(category)).not.toContain('An app with no sign-in');
  });

  it('#8 Shopify customers chat unverified: one decision, said on Identity verification, linked from the guide and the category', () => {
    expect(sdkShopifyCustomers).toMatch(/^A Shopify store's customers chat unverified/);
    expect(section(verification, '### Shopify {/*#shopify*/}')).toContain('%SDK_SHOPIFY_CUSTOMERS%');
    expect(read(verification).match(/%SDK_SHOPIFY_CUSTOMERS%/g)).toHaveLength(1);
    expect(section(website, '## Signed-in customers')).toContain(
      'On Shopify, customers chat unverified ([Identity verification: Shopify](/developer/javascript-sdk/identity-verification#shopify))',
    );
    expect(line(category, '| Shopify |')).toContain(
      'customers chat [unverified](../javascript-sdk/identity-verification.mdx#shopify)',
    );
    expect(line(category, '| Google Tag Manager |')).toContain(
      '(../javascript-sdk/identity-verification.mdx#google-tag-manager)',
    );
  });

  it('#3 Open, close and toggle leads with a minimal button that runs; parley-chat-button.js is the production-ready one, with a version', () => {
    const open = section(bubble, '## Open, close and toggle');
    const first = /```html\n([\s\S]*?)```/.exec(open)?.[1] ?? '';
    expect(open.indexOf(first)).toBeLessThan(open.indexOf('| To | Call |'));
    // Review 45 #6: it starts with the queue line, as every other sample does, so it runs above the snippet too.
    expect(first.trim().split('\n')).toHaveLength(7);
    expect(first).toContain('window.Parley = window.Parley || function () {');
    // Run it: a click calls Parley('open').
    const listeners: Record<string, () => void> = {};
    const calls: unknown[][] = [];
    const context: Record<string, unknown> = {
      document: {getElementById: () => ({addEventListener: (type: string, fn: () => void) => (listeners[type] = fn)})},
      Parley: (...args: unknown[]) => calls.push(args),
    };
    context.window = context;
    vm.createContext(context);
    vm.runInContext(/<script>\n([\s\S]*?)<\/script>/.exec(first)?.[1] ?? '', context);
    listeners.click();
    expect(calls).toEqual([['open']]);
    // The production-ready button, after it, under its own heading, with the version its file's first line names.
    const production = section(bubble, '### A production-ready button {/*#production-button*/}');
    expect(production).toContain('version `%PARLEY_CHAT_BUTTON_JS_VERSION%` (its first line)');
    expect(production).toContain(
      "calls the module's `bindChatButton(button, contactLink)` instead: the same arguments",
    );
    const file = readFileSync(path.join(ROOT, 'static/files/parley-chat-button.js'), 'utf8');
    expect(file.split('\n')[0]).toMatch(new RegExp(`^// parley-chat-button\\.js ${parleyChatButtonJsVersion}: `));
    // The two helpers name their arguments alike.
    const module = readFileSync(path.join(ROOT, 'static/files/parley-chat.js'), 'utf8');
    expect(module).toMatch(/^export function bindChatButton\(button, contactLink\) \{$/m);
    expect(file).toMatch(/^function parleyChatButton\(button, contactLink, onClick\) \{$/m);
  });

  it('#10 Configuration names the three options that come from Settings → Appearance, as the reference table does', () => {
    const configuration = section(bubble, '## Options');
    expect(configuration).not.toContain('what you leave out comes from there');
    const named = /[Tt]he `position`, `primaryColor` and `openOnLoad` you leave out come from there/;
    expect(configuration).toMatch(named);
    // The reference's Default column: exactly these three options default to the dashboard.
    const rows = section(reference, '## Options')
      .split('\n')
      .filter((row) => /^\| `\w+` \|/.test(row));
    const fromDashboard = rows
      .filter((row) => row.split(' | ')[2].startsWith("the dashboard's"))
      .map((row) => /`(\w+)`/.exec(row)?.[1]);
    expect(fromDashboard.sort()).toEqual(['openOnLoad', 'position', 'primaryColor']);
  });

  it("#11 the module's chatbotId default is a placeholder, and the page says what happens if it is left in", () => {
    expect(read(spa)).not.toContain("The sample chatbot's ID");
    expect(line(spa, '| `chatbotId` |')).toContain('%SDK_PLACEHOLDER_CHATBOT_ID%');
    expect(sdkPlaceholderChatbotId).toContain(`\`${exampleChatbotId}\`, a placeholder that is no chatbot's ID`);
    expect(sdkPlaceholderChatbotId).toContain('`[Parley] invalid_chatbot_id`');
    // The shipped module holds that placeholder, and says so.
    const module = readFileSync(path.join(ROOT, 'static/files/parley-chat.js'), 'utf8');
    expect(module).toContain(`'${exampleChatbotId}'`);
    expect(module).toContain("placeholder, no chatbot's ID: left in, the console shows `[Parley] invalid_chatbot_id`");
    // The reference's Errors say what invalid_chatbot_id does.
    expect(line(reference, '| `invalid_chatbot_id` |')).toContain('Nothing shows');
  });

  it('#13 Versions: v2 is announced before v1 stops getting fixes, not before it is "retired" while its URL keeps serving', () => {
    expect(sdkUrlLifetimes).not.toContain('retired');
    expect(sdkUrlLifetimes).toMatch(/months before `v1` stops getting fixes; from that day the `v1` URL keeps serving/);
    expect(section(reference, '## Versions')).toContain('%SDK_URL_LIFETIMES%');
  });

  it('#6 the caching rule is said once, at Keep it secure; go-live and the SPA steps keep a line and a link to the owner', () => {
    const pages = execFileSync('grep', ['-rl', '%SIGNED_IN_PAGES_NO_CACHE%', 'user', 'developer', 'integration'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(pages.trim().split('\n')).toEqual([verification]);
    expect(section(verification, '## Keep it secure')).toContain('%SIGNED_IN_PAGES_NO_CACHE%');
    const checklist = section(goLive, '## Chat bubble');
    expect(checklist).not.toContain('Cache-Control');
    expect(checklist).toContain('See [Keep it secure](./javascript-sdk/identity-verification.mdx#keep-it-secure).');
    expect(checklist).toContain('See [Sign a visitor out of the chat](./javascript-sdk/control-bubble.mdx#sign-out).');
    // The SPA's sign-in step names where onSignedOut goes only at the owner.
    const step6 = line(spa, '6. Call `onSignedIn()`');
    expect(step6).not.toContain('the page does not reload');
    expect(step6).toContain(
      '[Sign a visitor out of the chat](./control-bubble.mdx#sign-out-single-page-app) lists where',
    );
    expect(section(bubble, '### In a single-page app {/*#sign-out-single-page-app*/}')).toContain(
      "your auth library's listener for a signed-out or expired session",
    );
  });

  it('#5 the reference keeps commands, options, events, errors, limits, CSP and versions; SPA guidance lives on the SPA guide', () => {
    const text = read(reference);
    // The module's settings and functions are the guide's, not the reference's.
    for (const moduleOnly of ['`sdkUrl`', '`sdkIntegrity`', 'chatAllowedHere', '%SDK_PAGE_ADDRESS_ROUTE_GUARD%'])
      expect(text, moduleOnly).not.toContain(moduleOnly);
    expect(text).not.toContain(
      'The page the visitor is on after a route change goes with the conversation only in `metadata`',
    );
    expect(section(reference, '## What the page address sends {/*#page-address-privacy*/}')).toContain(
      '[Route changes](./single-page-app.mdx#route-changes) says what to send',
    );
    // Moved there, not dropped.
    const routeChanges = section(spa, '### Route changes {/*#route-changes*/}');
    expect(routeChanges).toContain(
      '- Never send the address: not `location.href`, `location.search`, or even the path.',
    );
    expect(routeChanges).toContain('name it in your privacy policy');
    expect(routeChanges).toContain('(`data.session.metadata`, in conversation and hand-off events)');
    expect(section(spa, '### Routes whose address holds a token {/*#route-guard*/}')).toContain(
      'never call `show`, `open` or `toggle` there',
    );
    expect(section(spa, '## Add the module {/*#steps*/}')).toContain('| `sdkIntegrity` |');
  });
});
