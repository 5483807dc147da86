/**
 * The SDK area's findings of review round 43, checked as review 45 reads them: a plain-PHP visitor builder beside the
 * hash samples, the server-rendered sign-out as a shipped, versioned file, parleyChatButton documented as an API, and
 * the WordPress plugin's SDK options.
 */
import {spawnSync} from 'node:child_process';
import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {parleySignOutJsVersion} from '../../config/facts';
import {read, section} from '../page-text';

const controlBubble = 'developer/javascript-sdk/control-bubble.mdx';
const verification = 'developer/javascript-sdk/identity-verification.mdx';
const reference = 'developer/javascript-sdk/reference.mdx';
const signOutFile = 'static/files/parley-sign-out.js';

describe('JavaScript SDK, review round 43 (SDK area)', () => {
  it('#2 the server-rendered sign-out is the shipped parley-sign-out.js, versioned, listed, and loaded by the complete page', () => {
    const signOut = section(controlBubble, '### On a server-rendered site {/*#sign-out-server-rendered*/}');
    expect(signOut, 'no inline copy of the script').not.toMatch(/<script>|BroadcastChannel\(/);
    expect(signOut).toContain('<script src="/js/parley-sign-out.js"></script>');
    expect(signOut).toContain(
      '[`parley-sign-out.js`](pathname:///files/parley-sign-out.js), version `%PARLEY_SIGN_OUT_JS_VERSION%` (its first line)',
    );
    expect(read(signOutFile).split('\n')[0]).toMatch(
      new RegExp(`^// parley-sign-out\\.js ${parleySignOutJsVersion}: `),
    );
    const completePage = /```html\n<!doctype html>[\s\S]*?```/.exec(section(controlBubble, '## Configuration'))?.[0];
    expect(completePage, 'the complete page loads it after the SDK').toMatch(
      /<script src="%WIDGET_SCRIPT_URL%" async><\/script>\n\s*<script src="\/js\/parley-sign-out\.js"><\/script>/,
    );
    expect(section(reference, '### Downloads {/*#downloads*/}')).toContain(
      '| [`parley-sign-out.js`](pathname:///files/parley-sign-out.js), the [sign-out on a server-rendered site](./control-bubble.mdx#sign-out-server-rendered) | `%PARLEY_SIGN_OUT_JS_VERSION%` |',
    );
  });
});
