/**
 * The JavaScript SDK findings of review round 36 that live in page text. The behaviour they describe runs in
 * page-samples.test.ts where it can run.
 */
import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import {describe, expect, it} from 'vitest';
import {gtmTokenPageConditions, parleyChatJsVersion} from '../../config/facts';
import {expand, line, read, ROOT, section} from '../page-text';

const verification = 'developer/javascript-sdk/identity-verification.mdx';
const website = 'user/getting-started/website.mdx';
const cookies = 'user/workspace/cookies.mdx';

describe('JavaScript SDK, review round 36', () => {
  it('#1 every Google Tag Manager trigger that loads the bubble carries the token-page conditions, from one source', () => {
    expect(gtmTokenPageConditions).toMatch(/\*\*Page Path\*\* \*\*does not contain\*\*.*`\/reset-password\/`/);
    const tag = section(website, '### Google Tag Manager');
    expect(tag).toMatch(/^4\. Exclude pages whose address holds a token .*%GTM_TOKEN_PAGE_CONDITIONS%\./m);
    const gtm = section(verification, '### Google Tag Manager {/*#google-tag-manager*/}');
    const step3 = /^3\. [\s\S]*?(?=^4\. )/m.exec(gtm)?.[0] ?? '';
    const bullets = step3.split('\n').filter((text) => text.startsWith('   - '));
    expect(bullets).toHaveLength(2);
    // Each way the tag can fire names the DOM Ready trigger with the conditions, never a bare DOM Ready.
    expect(bullets[0]).toContain('**Some DOM Ready Events**, in which you %GTM_TOKEN_PAGE_CONDITIONS%');
    expect(bullets[1]).toMatch(/\*\*Trigger Group\*\* of that \*\*DOM Ready\*\* trigger/);
    expect(bullets[1]).toContain('carries the same conditions');
    expect(step3).not.toMatch(/Without a consent trigger: \*\*DOM Ready\*\*\./);
    // The conditions are written once: no page spells them out by hand.
    for (const page of [website, verification]) expect(read(page)).not.toContain('**does not contain** the path');
    expect(gtm).toMatch(/^4\. .*page whose address holds a token: Tag Assistant shows the tag as \*\*Not Fired\*\*/m);
    expect(gtm).toMatch(/^1\. .*anywhere in `<body>`: the \*\*DOM Ready\*\* trigger of step 3 waits for it/m);
  });

  it('#2 the sign-out troubleshooting rows name the real causes, each linked to its section', () => {
    const spa = line(cookies, '| After sign-out in a single-page app,');
    // Round 46 (review 40-41): the user page says it in plain words; the SDK calls are the developer guide's.
    expect(spa).toContain('does not sign the visitor out of the chat');
    expect(spa).toContain(
      '[Sign a visitor out of the chat](/developer/javascript-sdk/control-bubble#sign-out-single-page-app)',
    );
    expect(read(cookies), 'a server-rendered site needs no shutdown').not.toMatch(
      /did not call `shutdown` at sign-out, so the chat still runs/,
    );
    expect(read(cookies)).not.toContain('#sign-out-server-rendered');
    const cached = line(cookies, '| The next visitor sees the previous signed-in user');
    expect(cached).toMatch(/cache .* rendered for the previous user/);
    expect(cached).toContain('identity-verification#keep-it-secure');
    expect(line(verification, '| Conversations of a signed-out user still show')).toContain(
      '#sign-out-single-page-app',
    );
    const verCached = line(verification, '| The next visitor chats as the previous signed-in user');
    expect(verCached).toMatch(/A cache served a page, or an `\/api\/me` answer/);
    expect(verCached).toContain('(#keep-it-secure)');
    expect(expand(section(verification, '## Keep it secure'))).toContain('a cached one would hand');
  });
});

describe('JavaScript SDK, review round 36: the module has a version', () => {
  it('#6 parley-chat.js names the version the page and the changelog state', () => {
    const header = read('static/files/parley-chat.js').split('\n')[0];
    expect(header).toMatch(/^\/\/ parley-chat\.js \d{4}-\d{2}-\d{2}: /);
    expect(header.split(' ')[2]).toBe(`${parleyChatJsVersion}:`);
    const module = section(
      'developer/javascript-sdk/single-page-app.mdx',
      '### The module {/*#single-page-app-module*/}',
    );
    expect(module).toContain(
      "This page describes version `%PARLEY_CHAT_JS_VERSION%`, which the file's first line names.",
    );
    expect(read('openapi/releases/notes/2026-11-28.md')).toContain('| **`parley-chat.js` `%PARLEY_CHAT_JS_VERSION%`**');
    expect(read('developer/changelog.mdx')).toContain('| **`parley-chat.js` `%PARLEY_CHAT_JS_VERSION%`**');
  });
});

describe('JavaScript SDK, review round 36: develop locally', () => {
  const local = 'developer/javascript-sdk/develop-locally.mdx';
  it('#7 the live chatbot on a laptop: never the live Identity secret there; roll it if it was in a local .env', () => {
    const free = line(local, '**On %DEVELOP_ON_LIVE_CHATBOT_WHEN%');
    expect(free).toContain('Never put the live Identity secret on a laptop');
    expect(free).toMatch(/a server that signs with the secret from its secret store, or test anonymously/);
    expect(free).toMatch(
      /ever in a local `\.env`, roll it \(\[Keep it secure\]\(\.\/identity-verification\.mdx#keep-it-secure\)\)/,
    );
  });

  it('#11 step 2 names Angular CLI and Nuxt with their allowed hosts', () => {
    const step = section(local, '## Give your machine a host name {/*#host-name*/}');
    expect(step).toMatch(/\*\*Angular CLI\*\*: `ng serve --host 127\.0\.0\.1 --allowed-hosts myshop\.test`/);
    expect(step).toMatch(/\*\*Nuxt\*\*: `vite: \{server: \{allowedHosts: \['myshop\.test'\]\}\}`/);
  });
});

describe('JavaScript SDK, review round 36: WordPress wording', () => {
  it('#13 the category page says the WordPress plugin is your own, with its code; #14 WordPress step 5 sends sign-in to it', () => {
    expect(line('developer/category/javascript-sdk.mdx', '| WordPress |')).toContain(
      // Review 39 open #4: the plugin is a shipped file the reader uploads, not one they write or find in a directory.
      'or with sign-in [the one-file plugin](../javascript-sdk/identity-verification.mdx#wordpress) you download and upload',
    );
    expect(line(website, 'If you use a caching plugin')).toMatch(
      /use the plugin of \[Identity verification\]\([^)]*#wordpress\) instead of WPCode: it asks caches not to keep signed-in pages\. /, // Review 37 #1: and a bypass rule.
    );
  });
});

describe('JavaScript SDK, review round 36: the reference', () => {
  it('#9 each command section opens with a short example that calls it and compiles against parley.d.ts', () => {
    const reference = 'developer/javascript-sdk/reference.mdx';
    const sections: Record<string, string[]> = {
      '### open with a message {/*#open-with-a-message*/}': ['open'],
      '### close, hide and show {/*#close-hide-and-show*/}': ['hide', 'show'],
      '### update {/*#update*/}': ['update'],
      '### shutdown {/*#shutdown*/}': ['shutdown'],
      '### boot {/*#boot*/}': ['boot'],
      '### on and off {/*#on-and-off*/}': ['on', 'off'],
      '### identify {/*#identify*/}': ['identify'],
    };
    const examples: string[] = [];
    for (const [heading, commands] of Object.entries(sections)) {
      const text = section(reference, heading);
      const example = /^\s*```js\n([\s\S]*?)```\n/.exec(text)?.[1] ?? '';
      expect(example.trim().split('\n').length, heading).toBeLessThanOrEqual(4);
      for (const command of commands) expect(example, heading).toContain(`Parley('${command}'`);
      examples.push(`{\n${example}}`);
    }
    const dir = mkdtempSync(path.join(tmpdir(), 'parley-reference-examples-'));
    writeFileSync(path.join(dir, 'examples.js'), `export {};\n${examples.join('\n')}`);
    const program = ts.createProgram([path.join(ROOT, 'static/sdk/parley.d.ts'), path.join(dir, 'examples.js')], {
      allowJs: true,
      checkJs: true,
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
      types: [],
    });
    expect(ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'))).toEqual(
      [],
    );
  });
});
