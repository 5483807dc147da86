/**
 * The JavaScript SDK's findings of review round 41, checked as review 42 reads them: a sign-out the page's own script
 * performs, the verified-identity promise, the button file's version and load order, and the framework samples.
 */
import {describe, expect, it} from 'vitest';
import {parleyChatButtonJsVersion} from '../../config/facts';
import {read, section} from '../page-text';

const controlBubble = 'developer/javascript-sdk/control-bubble.mdx';
const spa = 'developer/javascript-sdk/single-page-app.mdx';
const reference = 'developer/javascript-sdk/reference.mdx';
const verification = 'developer/javascript-sdk/identity-verification.mdx';

describe('JavaScript SDK, review round 42', () => {
  it('#1 a sign-out your own script performs calls shutdown itself, and Check that it works step 4 points there', () => {
    const signOut = section(controlBubble, '### On a server-rendered site {/*#sign-out-server-rendered*/}');
    // The script skips a sign-out whose handler called preventDefault(): the page must say what to do then.
    expect(read('static/files/parley-sign-out.js')).toContain('!event.defaultPrevented'); // Review 43 #2: shipped.
    expect(signOut).toContain(
      "If your own script performs the sign-out (rails-ujs `data-method`, `fetch`), call `Parley('shutdown')` in it before you navigate",
    );
    const step4 = section(controlBubble, '## Check that it works')
      .split('\n')
      .find((line) => line.startsWith('4. '));
    expect(step4).toContain('If the chat stays, your own script performed the sign-out');
    expect(step4).toContain('(#sign-out-server-rendered)');
  });

  it('#2 identity verification makes the promise only with Require verified identity on', () => {
    const page = read(verification);
    expect(page).toContain(
      "With **Require verified identity** on, nobody can attach a conversation to another customer's `id`.",
    );
    expect(page).not.toMatch(/^Nobody can attach/m);
  });

  it("#3 parley-chat-button.js's version is the release that lists it, and its header's load order is the real one", () => {
    expect(parleyChatButtonJsVersion).toBe('2026-11-28');
    expect(read(reference)).toContain(
      '| `%PARLEY_CHAT_BUTTON_JS_VERSION%` | [2026-11-28](../changelog.mdx#2026-11-28) |',
    );
    expect(read('openapi/releases/notes/2026-11-28.md')).toContain(
      '**`parley-chat-button.js` `%PARLEY_CHAT_BUTTON_JS_VERSION%`**',
    );
    const header = read('static/files/parley-chat-button.js').split('\n').slice(0, 4).join(' ');
    expect(header).toMatch(/^\/\/ parley-chat-button\.js 2026-11-28: /);
    expect(header.replace(/ \/\/ /g, ' ')).toContain(
      'load it anywhere before the script that calls `parleyChatButton`',
    );
    expect(header).not.toContain('Load it before the script that calls it, after');
  });

  it('#4 Without the module: parley.d.ts is for every TypeScript framework, not only Angular', () => {
    const without = section(spa, '## Without the module {/*#without-the-module*/}');
    expect(without).toContain('- **Angular**: paste the snippet into `src/index.html`.\n');
    expect(without).toMatch(
      /In TypeScript, in any of these frameworks \(Next\.js `app\/layout\.tsx` too\), declare `Parley`/,
    );
  });

  it("#5 the Vue Router sample is npm create vue's src/router/index.js with two added lines, importing no routes.js", () => {
    const vue = /```js title="src\/router\/index\.js"\n([\s\S]*?)```/.exec(read(spa))?.[1] ?? '';
    expect(vue).not.toContain('routes.js');
    expect(vue).toContain('history: createWebHistory(import.meta.env.BASE_URL)');
    expect(vue).toContain('export default router;');
    expect(vue.match(/\/\/ Added\./g)).toHaveLength(2);
    expect(vue).toMatch(
      /router\.afterEach\(\(to\) => onRouteChange\(to\.path\)\); \/\/ Added\.\n\n *export default router;/,
    );
  });
});
