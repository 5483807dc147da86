/**
 * The JavaScript SDK findings of review round 37: the page text, and `parley-chat.js` imported by a plain Node.js
 * process, as a server-side render or a test run imports it.
 */
import {spawn} from 'node:child_process';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {describe, expect, it} from 'vitest';
import {expand, line, read, ROOT, section} from '../page-text';

const verification = 'developer/javascript-sdk/identity-verification.mdx';
const website = 'user/getting-started/website.mdx';
const goLive = 'developer/go-live.mdx';
const developLocally = 'developer/javascript-sdk/develop-locally.mdx';
const keepItSecure = '/developer/javascript-sdk/identity-verification#keep-it-secure';

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
      /^4\. If you developed on the live chatbot \(Free plan, or every chatbot of your plan in use\), remove your development host name/m,
    );
    // develop-locally's Choose a chatbot holds the cases.
    expect(read(developLocally)).toContain('or with every chatbot of your plan in use: the live chatbot, for a while.');
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
