/**
 * The SDK area's findings of review round 43, checked as review 45 reads them: a plain-PHP visitor builder beside the
 * hash samples, the server-rendered sign-out as a shipped, versioned file, parleyChatButton documented as an API, and
 * the WordPress plugin's SDK options.
 */
import {spawnSync} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
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

describe("review 43 #1: identity verification's plain-PHP parley_visitor, run by php with the page's vectors", () => {
  const page = read(verification);
  const builder = /```php title="parley_visitor\.php"\n([\s\S]*?)```/.exec(page)?.[1] ?? '';
  const userHash = /```php title="user_hash\.php"\n([\s\S]*?)```/.exec(page)?.[1] ?? '';

  /** Each user through the page's parley_visitor, beside the page's user_hash.php, with the secret in the environment. */
  function visitors(users: object[], secret: string | null) {
    const dir = mkdtempSync(path.join(tmpdir(), 'parley-visitor-'));
    writeFileSync(path.join(dir, 'user_hash.php'), userHash);
    writeFileSync(path.join(dir, 'parley_visitor.php'), builder);
    const log = path.join(dir, 'error.log');
    const program = [
      '<?php',
      `ini_set('error_log', '${log}');`,
      `require '${path.join(dir, 'parley_visitor.php')}';`,
      `$users = json_decode(base64_decode('${Buffer.from(JSON.stringify(users)).toString('base64')}'));`,
      'echo json_encode(array_map(fn ($user) => parley_visitor($user), $users));',
    ].join('\n');
    const {PARLEY_IDENTITY_SECRET: _dropped, ...env} = process.env;
    const run = spawnSync(process.env.PHP ?? 'php', [], {
      input: program,
      encoding: 'utf8',
      env: secret === null ? env : {...env, PARLEY_IDENTITY_SECRET: secret},
    });
    expect(run.stderr).toBe('');
    const logged = existsSync(log) ? readFileSync(log, 'utf8') : '';
    return {visitors: JSON.parse(run.stdout) as (Record<string, string> | null)[], logged};
  }

  it("is on the page, after the Python builder, and requires the PHP tab's user_hash.php", () => {
    expect(builder).toMatch(/^require_once __DIR__ \. '\/user_hash\.php';$/m);
    expect(builder).toMatch(/^function parley_visitor\(object \$user\): \?array$/m);
    expect(page.indexOf('title="parley_visitor.php"')).toBeGreaterThan(page.indexOf('def parley_visitor(user):'));
  });

  it("gives the page's hash; leaves out a name past 200 code points and an email the SDK refuses, not the visitor", () => {
    const {visitors: built} = visitors(
      [
        {id: 'customer-4821', name: 'Dana Whitfield', email: "o'brien+chat@mail.example.co.uk"},
        {id: 'customer-4821', name: '😀'.repeat(201), email: 'a..b@x.com'},
        {id: 'customer-4821', name: '😀'.repeat(200), email: 'josé@exämple.de'},
        {id: 4821, name: null, email: null},
        {id: 'x'.repeat(256), name: 'Dana'},
      ],
      's3cr3t',
    );
    const hash = '7091db7c4f86c0086e7ac27b9caccbb9651378e7badce6dfd54288f02836d63e'; // The page's check.
    expect(page).toContain(`the secret \`s3cr3t\` and the ID \`customer-4821\` give \`${hash}\``);
    expect(built[0]).toEqual({
      id: 'customer-4821',
      userHash: hash,
      name: 'Dana Whitfield',
      email: "o'brien+chat@mail.example.co.uk",
    });
    expect(built[1], 'a long name and a bad email are dropped; the visitor stays').toEqual({
      id: 'customer-4821',
      userHash: hash,
    });
    expect(built[2]).toEqual({id: 'customer-4821', userHash: hash, name: '😀'.repeat(200)});
    expect(built[3], 'an integer ID is hashed as its string').toMatchObject({id: '4821'});
    expect(built[3]).not.toHaveProperty('name');
    expect(built[4], 'an id past 255 code points: no visitor').toBeNull();
  });

  it('without the secret: logs it and gives no visitor; the page renders', () => {
    const {visitors: built, logged} = visitors([{id: 'customer-4821', name: 'Dana'}], null);
    expect(built).toEqual([null]);
    expect(logged).toContain('Parley: PARLEY_IDENTITY_SECRET is not set');
  });
});
