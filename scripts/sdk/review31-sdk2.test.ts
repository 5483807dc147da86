/**
 * The JavaScript SDK findings of review round 31 (second SDK brief) that live in page text: sign-out said as the
 * reference's owner sections say it, the single-page-app task page, go-live's test-mode and chat-bubble items, and the
 * anchors the website guide links to. The samples themselves run in page-samples.test.ts.
 */
import {describe, expect, it} from 'vitest';
import {line, read, section} from '../page-text';

const category = 'developer/category/javascript-sdk.mdx';
const goLive = 'developer/go-live.mdx';
const verification = 'developer/javascript-sdk/identity-verification.mdx';
const reference = 'developer/javascript-sdk/reference.mdx';

describe('JavaScript SDK, review round 31 (second brief)', () => {
  it('#1 sign-out: one owner section, Control the chat bubble; the other pages keep one line and link it (review 35 #2)', () => {
    // Review 35 #2 (after 32 #4 and 33 #5): "Sign a visitor out of the chat" owns sign-out for every kind of site: the
    // server-rendered sign-out (the next page starts anonymous; shutdown ends the conversation at once) and onSignedOut().
    const bubble = 'developer/javascript-sdk/control-bubble.mdx';
    const owner = section(bubble, '## Sign a visitor out of the chat {/*#sign-out*/}');
    expect(owner).toContain('%SDK_SIGNED_OUT_CONVERSATION%');
    expect(owner).toContain('%SDK_SIGNED_OUT_WITHOUT_SHUTDOWN%');
    const spaSignOut = section(bubble, '### In a single-page app {/*#sign-out-single-page-app*/}');
    expect(spaSignOut).toContain("your auth library's listener for a signed-out or expired session");
    expect(spaSignOut).toContain('`BroadcastChannel`');
    // Review 46 #3: the rule for boot after a sign-out is a section of its own, which this one and the swap recipe link.
    expect(spaSignOut).toContain('[Start the chat again without the user](#boot-without-the-user)');
    expect(section(bubble, '### Start the chat again without the user {/*#boot-without-the-user*/}')).toContain(
      "Never call `Parley('boot')` without settings after `shutdown`",
    );
    expect(read(reference), 'the reference keeps no sign-out section').not.toMatch(/^##+ Sign-out/m);
    const spa = 'developer/javascript-sdk/single-page-app.mdx';
    expect(read(spa), 'the guide keeps no sign-out section').not.toMatch(/^##+ Sign-out|\{\/\*#sign-out\*\/\}/m);
    expect(line(spa, '6. Call `onSignedIn()`')).toContain(
      '[Sign a visitor out of the chat](./control-bubble.mdx#sign-out-single-page-app)',
    );
    const pages = {
      [category]: section(category, '## The usual sequence'),
      [goLive]: section(goLive, '## Chat bubble'),
      [verification]: section(verification, '### Sign-out {/*#sign-out*/}'),
      'control-bubble.mdx': section(bubble, '## A complete page {/*#configuration*/}'),
    };
    for (const [page, text] of Object.entries(pages)) {
      // Markup, such as the complete page's `<script src="/js/parley-sign-out.js">` (review 43 #2), is no line of prose.
      const signOut = text.split('\n').filter((row) => /sign-out/i.test(row) && !row.trimStart().startsWith('<'));
      expect(signOut, page).toHaveLength(1);
      // One line and a link labelled with the owner's heading: its explanation is not said again.
      expect(signOut[0], page).toMatch(
        /\[Sign a visitor out of the chat\]\((\.\.?\/(javascript-sdk\/)?control-bubble\.mdx)?#sign-out/,
      );
      expect(signOut[0], page).not.toMatch(/starts anonymous[^.]*by itself|ends the user's conversation at once/);
    }
    // Every link to a sign-out section names it by its heading (review 35 #2: "Sign-out in the SDK reference").
    for (const file of [reference, verification, goLive, category, 'user/workspace/cookies.mdx']) {
      for (const [, label] of read(file).matchAll(
        /\[([^\]]+)\]\([^)]*control-bubble(?:\.mdx)?#sign-out(?:-single-page-app)?\)/g,
      )) {
        expect(['Sign a visitor out of the chat', '`shutdown`', '`onSignedOut()`'], `${file}: ${label}`).toContain(
          label,
        );
      }
    }
  });

  it('#1 the WordPress plugin ends the chat at its logout links (review 35 #3), and the page says so', () => {
    // Review 35 #3 reversed review 31's "no sign-out handler": the conversation stayed open until it idled out.
    const wordpress = section(verification, '### WordPress {/*#wordpress*/}');
    // Review 39 open #4: the plugin is the shipped file the section links (page-samples.test.ts runs it).
    expect(wordpress).toContain('(pathname:///files/wordpress/parley-chat.php)');
    // Review 44 #1: parley-sign-out.js's endChat, which also tells the other open tabs (review46.test.ts runs it).
    expect(read('static/files/wordpress/parley-chat.php')).toContain("Parley('shutdown')");
    const bullet = line(verification, "- For a signed-in user, the snippet also calls `Parley('shutdown')`");
    expect(bullet).toContain('`wp-login.php?action=logout`');
    expect(bullet).toContain('starts anonymous');
    expect(bullet).toContain('(./control-bubble.mdx#sign-out-server-rendered)');
    expect(line(category, '| WordPress |')).toContain('identity-verification.mdx#wordpress');
  });

  it('#2 one task page for single-page apps, in the sidebar, and the other pages link it instead of repeating it', () => {
    const spa = 'developer/javascript-sdk/single-page-app.mdx';
    const steps = section(spa, '## Add the module {/*#steps*/}');
    const numbered = steps.split('\n').filter((row) => /^\d+\. /.test(row));
    for (const call of ['`startChat()`', '`onRouteChange`', '`onSignedIn()`', '`onSignedOut()`', '`ChatButton`']) {
      expect(numbered.join('\n'), call).toContain(call);
    }
    // Review 39 open #1: one tab per framework (groupId spa-framework), the reader's choice kept across steps 5 and 7.
    for (const router of [
      'label="React Router"',
      'label="Next.js"',
      'label="Vue Router"',
      'label="Nuxt"',
      'label="Angular"',
    ]) {
      expect(steps, router).toContain(router);
    }
    expect(steps).toContain('With the App Router');
    expect(steps).toContain('(pathname:///files/parley-chat.js)');
    expect(steps).toContain('(#single-page-app-module)'); // Review 33 #5: the module is shown whole on this page.
    expect(steps).toContain('```jsx title="ChatButton.jsx"');
    expect(read(spa)).toContain('\n## Check that it works\n');
    // Moved, not copied: control-bubble and identity verification keep a link.
    const bubble = section('developer/javascript-sdk/control-bubble.mdx', '## Single-page applications');
    expect(bubble.trim().split('\n')).toHaveLength(1);
    expect(bubble).toContain('(./single-page-app.mdx)');
    expect(read(verification)).not.toContain('In a single-page application, start the SDK');
    expect(section(verification, "### Your back end's `/api/me` {/*#api-me*/}")).toContain('(./single-page-app.mdx)');
    expect(read('sidebars-developer.ts')).toContain("'javascript-sdk/single-page-app'");
    const paths = section(category, '## Choose your path {/*#choose-your-path*/}');
    const rows = paths.split('\n').filter((row) => row.startsWith('| ') && !row.startsWith('| ---'));
    expect(rows.map((row) => row.split(' | ')[0])).toEqual([
      '| Your site',
      '| Plain HTML',
      '| WordPress',
      '| Shopify', // Review 38 #8.
      '| Google Tag Manager',
      '| Server-rendered site',
      '| Server-rendered site that navigates without a page load (Turbo Drive, htmx `hx-boost`, Livewire `wire:navigate`)', // Review 45 #1.
      '| Single-page app',
    ]);
    expect(paths).toContain('(../javascript-sdk/single-page-app.mdx)');
  });

  it('#4 control-bubble says why a button needs a fallback once, and its samples use ARIA state, not disabled', () => {
    const bubble = read('developer/javascript-sdk/control-bubble.mdx');
    const sdkPages = ['control-bubble', 'single-page-app', 'identity-verification'].map((name) =>
      read(`developer/javascript-sdk/${name}.mdx`),
    );
    expect(sdkPages.join('\n').match(/an ad blocker, a Content-Security-Policy or the network/gi)).toHaveLength(1);
    const html = [...bubble.matchAll(/```html\b[^\n]*\n([\s\S]*?)```/g)].map(([, code]) => code);
    // Review 37 #4: the toggle lives in the shipped parley-chat-button.js, which the samples call.
    const toggles = html.filter((code) => code.includes('parleyChatButton('));
    expect(toggles.length).toBeGreaterThanOrEqual(2);
    for (const code of toggles) expect(code).toMatch(/<button type="button" id="[\w-]+" aria-expanded="false" hidden>/);
    const pricing = html.find((code) => code.includes('id="ask-plan"')) ?? '';
    expect(pricing).toContain("setAttribute('aria-disabled', 'true')");
    expect(pricing).not.toMatch(/\.disabled = /);
  });

  it('#5 go-live: test mode only where the plan has it, Develop locally elsewhere; the channel on, no token pages', () => {
    const testMode = section(goLive, '## Test mode');
    expect(line(goLive, '`sk_test_` keys')).toMatch(/^- On the %PLANS_WITH_API% plan, /);
    expect(testMode).toMatch(
      /On other plans, which have no test mode, [^\n]*\(\.\/javascript-sdk\/develop-locally\.mdx\)/,
    );
    const bubble = section(goLive, '## Chat bubble');
    expect(bubble).toMatch(/\*\*Website\*\* channel is on[^\n]*%SDK_WEBSITE_CHANNEL_OFF%/);
    expect(bubble).toMatch(/The snippet is off every page whose address holds a token/);
    expect(bubble).toContain('(/user/getting-started/website#install-it)');
    expect(bubble).toContain('(./javascript-sdk/single-page-app.mdx#route-guard)');
  });

  it('#6 identity verification states the unverified state once, in its table, and leaves lead detail to the lead page', () => {
    const howItWorks = section(verification, '## How it works');
    const prose = howItWorks.replace(/```mermaid[\s\S]*?```/, '');
    expect(prose.match(/%UNVERIFIED_VISITOR%|as a claim|joins no verified history/g)).toEqual(['%UNVERIFIED_VISITOR%']);
    // Review 33 #6: the table's cells are short; the unverified state is the sentence under it, once.
    expect(line(verification, 'An unverified visitor continues')).toContain('%UNVERIFIED_VISITOR%');
    expect(line(verification, '| **Identity verification** off |')).not.toMatch(/verified: true|history/);
    const step4 = line(verification, '4. %PRODUCT_NAME% computes the same hash.');
    expect(step4).toContain('(../webhook/lead.mdx#events)');
    expect(step4.split(/\s+/).length).toBeLessThan(80);
  });

  it('#7 the website guide links WordPress and Google Tag Manager to headings of their own', () => {
    const website = read('user/getting-started/website.mdx');
    expect(website).toContain('[WordPress](/developer/javascript-sdk/identity-verification#wordpress)');
    expect(website).toContain('(/developer/javascript-sdk/identity-verification#google-tag-manager)');
    expect(read(verification)).toContain('### WordPress {/*#wordpress*/}');
    expect(read(verification)).toContain('### Google Tag Manager {/*#google-tag-manager*/}');
  });

  it('#8 every entry of the category page list says what the page holds', () => {
    const pages = section(category, '## Pages')
      .split('\n')
      .filter((row) => row.startsWith('- '));
    expect(pages.length).toBeGreaterThan(2);
    for (const entry of pages) expect(entry).toMatch(/\)[^)]*: \S/);
  });
});
