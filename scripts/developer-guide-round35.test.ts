/**
 * The decisions of review round 35 (developer guide and SDK pages): the changelog's What to do names the
 * `allowed_domains` refusal of IP addresses and `localhost`; the server-rendered sign-out sample guards `Parley`; Develop
 * locally's copy needs a chatbot to spare; Nuxt's `~/`; the Google Sheet recipe's template; the hand-off webhook's Test
 * locally; and the route guard's rule that code must not open a hidden chat (config/facts.ts
 * `sdkPageAddressRouteGuard`). The Angular `app.config.ts` is compiled by scripts/sdk/page-samples.test.ts.
 */
import {describe, expect, it} from 'vitest';
import {sdkPageAddressRouteGuard} from '../config/facts';
import {expand, line, read, section} from './page-text';

const NOTES = 'openapi/releases/notes/2026-11-28.md';

describe('changelog What to do (review 35 #1)', () => {
  it('has a line for allowed_domains refusing IP addresses and localhost, in the notes and the generated changelog', () => {
    for (const file of [NOTES, 'developer/changelog.mdx']) {
      const action = line(file, '**Code that creates or edits chatbots with `allowed_domains`:**');
      expect(action).toMatch(/remove IP addresses and `localhost` \(now `400 parameter_invalid`\)/);
      expect(action).toMatch(
        /use a host name for local work \(\[Develop locally\]\(\.\/javascript-sdk\/develop-locally\.mdx\)\)/,
      );
    }
  });

  it('sits in the What to do column of its row, in the breaking table that comes first (review 37 #4)', () => {
    const notes = read(NOTES);
    const breaking = notes.slice(notes.indexOf('**Breaking for some clients.**'), notes.indexOf('**New.**'));
    expect(notes.indexOf('**Breaking for some clients.**')).toBeLessThan(notes.indexOf('**New.**'));
    const row = breaking.split('\n').find((text) => text.startsWith('| **`allowed_domains` refuses'))!;
    expect(row.split(' | ').at(-1)).toContain('**Code that creates or edits chatbots with `allowed_domains`:**');
  });
});

describe('server-rendered sign-out (review 35 #3)', () => {
  it('calls shutdown only when the SDK is on the page', () => {
    // Review 43 #2: the script is the shipped parley-sign-out.js, which the page loads after its sign-out form.
    expect(read('developer/javascript-sdk/control-bubble.mdx')).toMatch(
      /<form method="post" action="\/sign-out"[\s\S]*?<script src="\/js\/parley-sign-out\.js"><\/script>/,
    );
    const sample = read('static/files/parley-sign-out.js');
    expect(sample).toMatch(/if \(typeof Parley === 'function'\) Parley\('shutdown'\);/);
    expect(sample).not.toMatch(/^\s*Parley\('shutdown'\);/m);
  });

  it('throws no ReferenceError on a page without the snippet', () => {
    // The whole script (review 37 #1: its submit handler calls a function of the script that also serves other tabs).
    const sample = read('static/files/parley-sign-out.js'); // Review 43 #2: shipped, no longer inline.
    const run = (window: {Parley?: (command: string) => void}) => {
      // Review 38 #9: the script listens on the document for forms and links marked data-sign-out.
      const handlers: Record<string, (event: {target: unknown}) => void> = {};
      const document = {
        addEventListener: (event: string, handler: (event: {target: unknown}) => void) => (handlers[event] = handler),
      };
      class Element {
        closest = (selector: string) => (selector === 'form[data-sign-out]' ? this : null);
      }
      // No BroadcastChannel here: Node.js's would keep the test process open.
      new Function('window', 'document', 'Parley', 'BroadcastChannel', 'Element', sample as string)(
        window,
        document,
        window.Parley,
        undefined,
        Element,
      );
      handlers.submit({target: new Element()});
    };
    expect(() => run({})).not.toThrow();
    const calls: string[] = [];
    run({Parley: (command) => calls.push(command)});
    expect(calls).toEqual(['shutdown']);
  });
});

describe('Develop locally (review 35 #4)', () => {
  const page = read('developer/javascript-sdk/develop-locally.mdx');
  it('points at the hosts-file step above, not below', () => {
    expect(page.indexOf('## Give your machine a host name')).toBeLessThan(page.indexOf('%ALLOWED_DOMAINS_GUARDS%'));
    expect(expand('%ALLOWED_DOMAINS_GUARDS%')).toMatch(/in the hosts file, as above,/);
    expect(expand('%ALLOWED_DOMAINS_GUARDS%')).not.toMatch(/as below/);
  });

  it('offers a copy only with a chatbot to spare, and the live chatbot otherwise', () => {
    const choose = section('developer/javascript-sdk/develop-locally.mdx', '## Choose a chatbot to develop with');
    expect(choose).toMatch(/\*\*With a chatbot to spare on your plan \(%PLANS_WITH_SEVERAL_CHATBOTS%\): a copy/);
    expect(choose).toMatch(/\*\*On %DEVELOP_ON_LIVE_CHATBOT_WHEN%: the live chatbot/);
  });
});

describe('small fixes (review 35 #5, #6, #7)', () => {
  it("step 1 says where Nuxt's ~/ is", () => {
    // Step 1 is a list since review 40: one item per framework.
    expect(line('developer/javascript-sdk/single-page-app.mdx', '   - **Nuxt**: into')).toMatch(
      /into the folder `~\/` names, the project's root in Nuxt 3 and `app\/` in Nuxt 4/,
    );
  });

  it('the Google Sheet recipe links the published template as the integration page does', () => {
    const link = '(pathname:///files/google-sheet-catalogue-template.csv)';
    expect(read('integration/google-sheet.mdx')).toContain(link);
    expect(section('developer/recipes/product-catalogue-from-a-google-sheet.mdx', '## Before you start')).toContain(
      link,
    );
  });

  it('the hand-off webhook has a Test locally that names what sends conversation.handoff.requested', () => {
    const test = section('developer/webhook/handoff.mdx', '## Test locally');
    expect(test).toMatch(/\*\*Send test event\*\*[^\n]*`conversation\.handoff\.requested`/);
    expect(test).toMatch(/\*\*Preview\*\* panel/);
    expect(test).toContain('[Test locally](./delivery.mdx#test-locally)');
  });
});

describe('the route guard (review 35 #8)', () => {
  it('says code must not open the chat on a hidden route, where open and toggle still work', () => {
    expect(sdkPageAddressRouteGuard).toMatch(
      /your code must not call `open` or `toggle` there, since they still work while it is hidden/,
    );
    expect(read('developer/javascript-sdk/reference.mdx')).toMatch(
      /While hidden, `open`, `close` and `toggle` still open/,
    );
    expect(read('static/files/parley-chat.js')).toMatch(/return consented && !onTokenRoute && !onHiddenRoute;/);
  });
});
