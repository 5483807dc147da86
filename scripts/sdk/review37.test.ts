/**
 * The JavaScript SDK findings of review round 37: the page text, and `parley-chat.js` imported by a plain Node.js
 * process, as a server-side render or a test run imports it.
 */
import {spawn} from 'node:child_process';
import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import ts from 'typescript';
import {describe, expect, it} from 'vitest';
import {sdkPinnedRelease} from '../../config/facts';
import {expand, line, read, ROOT, section} from '../page-text';

const verification = 'developer/javascript-sdk/identity-verification.mdx';
const website = 'user/getting-started/website.mdx';
const goLive = 'developer/go-live.mdx';
const developLocally = 'developer/javascript-sdk/develop-locally.mdx';
const keepItSecure = '/developer/javascript-sdk/identity-verification#keep-it-secure';
const reference = 'developer/javascript-sdk/reference.mdx';

describe('JavaScript SDK, review round 37', () => {
  it('#1 the WordPress plugin only asks caches not to keep signed-in pages: both pages also send the reader to bypass logged-in users', () => {
    const step5 = line(website, '5. If you use a caching plugin');
    expect(step5, 'the plugin sends headers, it does not keep pages out of a CDN').not.toContain(
      'it keeps their pages out of the cache',
    );
    expect(step5).toContain('it asks caches not to keep signed-in pages');
    expect(step5).toContain(
      `Also set your caching plugin or CDN to bypass logged-in users ([Keep it secure](${keepItSecure}))`,
    );
    const plugin = section(verification, '### WordPress {/*#wordpress*/}');
    const bullet = plugin.split('\n').find((text) => text.includes('`nocache_headers()`')) ?? '';
    expect(bullet).toContain(
      'Also set your caching plugin or CDN to bypass logged-in users ([Keep it secure](#keep-it-secure))',
    );
    // The rule itself lives in Keep it secure.
    expect(expand(section(verification, '## Keep it secure'))).toContain(
      'set your caching plugin or CDN to skip them for signed-in users',
    );
  });

  it('#3 go-live removes the development host name whenever the reader developed on the live chatbot, not only on Free', () => {
    const switchSection = section(goLive, '### Switch the bubble to the live chatbot');
    expect(switchSection).not.toContain('On the Free plan, remove your development host name');
    expect(switchSection).not.toContain("the Free plan's live chatbot");
    expect(switchSection).toContain('(./javascript-sdk/develop-locally.mdx#choose-a-chatbot)');
    expect(switchSection).toMatch(
      /^4\. If you developed on the live chatbot, on %DEVELOP_ON_LIVE_CHATBOT_WHEN%, remove your development host name/m,
    );
    // develop-locally's Choose a chatbot holds the cases.
    expect(read(developLocally)).toContain('On %DEVELOP_ON_LIVE_CHATBOT_WHEN%: the live chatbot, for a while.');
  });

  it('#4 testing webhooks on the copy names the plan with the API, as the Send webhook step does', () => {
    expect(line(developLocally, 'To test webhooks')).toContain(
      "To test webhooks (%PLANS_WITH_API% plan), add your development server's endpoint",
    );
  });
});

describe('JavaScript SDK, review round 37: parley-chat.js on a server', () => {
  it('#2 a plain Node.js process that imports the module exits (no BroadcastChannel holds it open)', async () => {
    const module = pathToFileURL(path.join(ROOT, 'static/files/parley-chat.js')).href;
    const child = spawn(
      process.execPath,
      [
        '--no-warnings',
        '--input-type=module',
        '-e',
        `await import(${JSON.stringify(module)}); console.log('imported');`,
      ],
      {stdio: ['ignore', 'pipe', 'pipe']},
    );
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    // The exit event, or the kill after 15 seconds: a process that stays alive is killed and fails below.
    const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve) =>
      child.on('exit', (exitCode, exitSignal) => resolve([exitCode, exitSignal])),
    );
    clearTimeout(killer);
    expect(output).toContain('imported');
    expect(signal, 'the process stayed alive until killed').toBeNull();
    expect(code).toBe(0);
  }, 30_000);

  it('#2 the module opens its channel only in a browser, and lets Node.js exit', () => {
    const source = read('static/files/parley-chat.js');
    expect(source).not.toContain('none on a server');
    expect(source).toMatch(/typeof window === 'undefined' \|\| typeof BroadcastChannel === 'undefined'/);
    expect(source).toContain(
      "if (otherTabs && 'unref' in otherTabs && typeof otherTabs.unref === 'function') otherTabs.unref();",
    );
  });
});

describe('JavaScript SDK, review round 37: open findings (reading load)', () => {
  it('#2 the limits live in one table, and the rules while the SDK is not running in another; the rest link them', () => {
    const text = read(reference);
    const limits = section(reference, '## Limits {/*#limits*/}');
    for (const limit of [
      '| `visitor.id` | %SDK_VISITOR_ID_LIMIT% |',
      '| `visitor.name` | %SDK_VISITOR_NAME_LIMIT% |',
      '| `metadata` | %SDK_METADATA_LIMIT% |',
    ]) {
      expect(limits).toContain(limit);
    }
    expect(limits).toContain("| `open`'s `message` | %SDK_MESSAGE_LIMIT% |"); // Review 46 #5: code points.
    // Review 39 open #5: the email rule in words is the API's (openapi.yaml), which Limits links.
    expect(limits).toContain('[Create a chat session](../api/chat/create-session.mdx)');
    const outside = text.replace(limits, '');
    expect(outside, 'a limit stated outside Limits').not.toMatch(
      /255 characters|longer than 200|20 keys|254 characters/,
    );
    expect(outside).not.toContain('%MESSAGE_MAX_CHARACTERS%');
    for (const heading of ['### open with a message', '### identify {/*#identify*/}', '### metadata {/*#metadata*/}']) {
      expect(section(reference, heading), heading).toContain('](#limits)');
    }
    const notRunning = section(reference, '### When the SDK is not running {/*#not-running*/}');
    expect(notRunning).toContain('| `shutdown` | Only clears the two storage keys, with no event. |');
    expect(notRunning).toContain('| `isOpen`, `getSessionId` | Returns `undefined`. |');
    expect(notRunning).toMatch(/\| Any other, `identify` and `open` too \| Refused with `invalid_command`/);
    expect(text.replace(notRunning, '')).not.toMatch(/only clears the two storage keys|Until the first `boot`/);
    for (const heading of [
      '### open with a message',
      '### shutdown {/*#shutdown*/}',
      '### Refused calls {/*#invalid-command*/}',
    ]) {
      expect(section(reference, heading), heading).toContain('](#not-running)');
    }
    // The SRI sentence: a short lead, then three steps with the commands.
    expect(sdkPinnedRelease.split(' ').length).toBeLessThanOrEqual(20);
    const versions = section(reference, '## Versions');
    expect(versions).toMatch(/%SDK_PINNED_RELEASE%:\n\n1\. Download its file: `curl -o parley\.js /);
    expect(versions).toMatch(
      /\n2\. Compute its hash: `openssl dgst -sha384 -binary parley\.js \| openssl base64 -A`\./,
    );
    expect(versions).toMatch(/\n3\. Add `integrity="sha384-…"`[^\n]*`crossorigin="anonymous"`/);
  });

  it('#3 Options opens with a short window.parleySettings example that compiles against parley.d.ts', () => {
    const options = section(reference, '## Options');
    const example = /^\s*```js\n([\s\S]*?)```\n/.exec(options)?.[1] ?? '';
    const lines = example.trim().split('\n');
    expect(lines.length).toBeGreaterThanOrEqual(6);
    expect(lines.length).toBeLessThanOrEqual(10);
    expect(example).toContain('window.parleySettings = {');
    expect(options.indexOf('```js')).toBeLessThan(options.indexOf('| Option |'));
    const dir = mkdtempSync(path.join(tmpdir(), 'parley-options-example-'));
    writeFileSync(path.join(dir, 'options.js'), `export {};\n${example}`);
    const program = ts.createProgram([path.join(ROOT, 'static/sdk/parley.d.ts'), path.join(dir, 'options.js')], {
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

  it('#5 Google Tag Manager: consent given again brings the bubble back on the next page, said once', () => {
    const withdraw = section(website, '#### Stop the chat when consent is withdrawn');
    expect(withdraw).toContain('**Advanced Settings → Tag firing options** choose **Once per page**');
    expect(withdraw).toContain('When the visitor consents again, the bubble comes back on the next page they open');
    expect(read(website)).not.toContain('the bubble stays away until the visitor consents again');
  });

  it("#6 the module's options table says what ME_URL '' does, as parley-chat.js does it", () => {
    // Below the constants' table, whose widest cell would otherwise widen every row.
    const constants = section('developer/javascript-sdk/single-page-app.mdx', '## Add the module {/*#steps*/}');
    // Review 38 #1: the settings of configureChat, once constants.
    expect(constants).toContain('   | `meUrl` |');
    expect(constants).toContain(
      "\n   - An app without sign-in sets `meUrl` to `''`: the module then sends no request, and the chat is anonymous.",
    );
    expect(read('static/files/parley-chat.js')).toContain('if (!config.meUrl) return null;');
  });
});
