/**
 * The JavaScript SDK findings of review round 34 that live in page text. The behaviour they describe runs in
 * page-samples.test.ts: parley-chat.d.ts in a strict TypeScript app (#1), bindChatButton's contact link (#2) and the
 * JavaScript visitor builder (#7).
 */
import {describe, expect, it} from 'vitest';
import {line, read, section} from '../page-text';

const spa = 'developer/javascript-sdk/single-page-app.mdx';
const reference = 'developer/javascript-sdk/reference.mdx';
const bubble = 'developer/javascript-sdk/control-bubble.mdx';
const verification = 'developer/javascript-sdk/identity-verification.mdx';
const local = 'developer/javascript-sdk/develop-locally.mdx';
const category = 'developer/category/javascript-sdk.mdx';
const website = 'user/getting-started/website.mdx';

describe('JavaScript SDK, review round 34', () => {
  it('#3 a copy’s Send webhook actions are pointed at the development server, on the plan that has them', () => {
    const step = line(local, 'if the flows use **Send webhook**');
    // Before the flows are published, and before anything is sent: the copy's Preview runs its drafts (review 47).
    expect(step).toMatch(/^ {2}4\. %PLANS_WITH_SEND_WEBHOOK% plan/);
    expect(line(local, 'Publish the flows you test')).toMatch(/^ {2}5\. /);
    expect(step).toContain('points at production');
    expect(step).toContain('its **Preview** already runs the flows as drafts');
    expect(step).toMatch(/change each \*\*Send webhook\*\* action's address to your development server, then add/);
  });

  it('#4 Google Tag Manager: the page renders the settings only, and a consent trigger goes in a trigger group', () => {
    const gtm = section(verification, '### Google Tag Manager {/*#google-tag-manager*/}');
    const page = /```html title="The page, signed in"\n([\s\S]*?)```/.exec(gtm)?.[1] ?? '';
    expect(page).toMatch(/window\.parleySettings = \{"chatbotId": "[^"]+", "visitor": \{"id"/);
    expect(page, 'the tag holds the queue and the SDK').not.toMatch(/parley\.js|window\.Parley =/);
    expect(gtm).toContain('%EMBED_SNIPPET_KEEP_SETTINGS%');
    expect(gtm).toMatch(/Without a consent trigger: a \*\*DOM Ready\*\* trigger set to \*\*Some DOM Ready Events\*\*/);
    expect(gtm).toMatch(/\*\*Trigger Group\*\* of that \*\*DOM Ready\*\* trigger and your consent trigger/);
    expect(gtm).toContain('(/user/getting-started/website#install-it)');
    expect(line(website, '**Cookie banner and consent.**')).toContain(
      'trigger group of [Identity verification](/developer/javascript-sdk/identity-verification#google-tag-manager)',
    );
  });

  it('#5 the module is its download (review 35 #4); Route changes keeps no second set of router calls', () => {
    const module = section(spa, '### The module {/*#single-page-app-module*/}');
    expect(module).toMatch(/^\[`parley-chat\.js`\]\(pathname:\/\/\/files\/parley-chat\.js\) is one ES module/m);
    expect(module).not.toContain('<details>');
    const routes = section(spa, '### Route changes {/*#route-changes*/}');
    expect(routes).not.toMatch(/useLocation|usePathname|afterEach/);
    expect(section(spa, '## Add the module {/*#steps*/}')).toMatch(/useLocation[\s\S]*usePathname[\s\S]*afterEach/);
    expect(read(verification)).not.toMatch(/^Unverified: /m);
  });

  it('#6 WordPress: the plugin ends the chat at its logout links (review 35 #3), a server-rendered site may', () => {
    // Review 42 #3: the category's table names the page only; Sign a visitor out of the chat holds each site's case.
    const bubble = 'developer/javascript-sdk/control-bubble.mdx';
    const cell = (row: string) => line(bubble, row).split(' | ').at(-1);
    expect(cell('| WordPress with the plugin |')).toMatch(
      /^Nothing: the \[plugin\]\([^)]*\) calls `shutdown` at its logout links/,
    );
    // Review 46 #4: parley-sign-out.js is the row's default, since other tabs keep the verified chat without it.
    expect(cell('| Server-rendered site |')).toMatch(
      /^\[Load `parley-sign-out\.js` and mark your sign-out forms and links\]\(#sign-out-server-rendered\)/,
    );
    expect(line(category, '5. On sign-out')).toContain('(../javascript-sdk/control-bubble.mdx#sign-out)');
  });

  it('#9 the checks name the own button only as optional', () => {
    const checks = section(spa, '## Check that it works');
    expect(checks).not.toMatch(/`ChatButton`/);
    expect(checks).toContain('If you added your own button (step 7)');
    expect(line(spa, '7. Optional:')).toContain('[`ChatButton`](#chat-button)');
  });

  it('#10 Next.js’s allowedDevOrigins has its own reason, not the Host check', () => {
    const next = line(local, '- **Next.js**: `allowedDevOrigins');
    expect(next).toMatch(/answers on any host name/);
    expect(next).toMatch(/`\/_next\/…` and hot reload/);
    expect(read(local)).not.toContain('It refuses a host name it does not know:');
  });

  it('#11 control-bubble keeps the task rows only and links the reference’s Commands', () => {
    const open = section(bubble, '## Open, close and toggle');
    // The task table, above "A production-ready button", whose parleyChatButton tables (review 43 #3) list no command.
    const rows = open
      .split('\n### ')[0]
      .split('\n')
      .filter((row) => row.startsWith('| ') && !row.startsWith('| To') && !row.startsWith('| ---'));
    expect(rows.map((row) => /`Parley\('(\w+)'/.exec(row)?.[1])).toEqual(['open', 'close', 'toggle', 'open']);
    expect(open).toContain('[Commands](./reference.mdx#commands)');
    expect(section(reference, '## Commands')).toMatch(/\| `Parley\('hide'\)` \|/);
  });
});
