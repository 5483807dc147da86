/**
 * The SDK area's findings of review round 43, checked as review 45 reads them: a plain-PHP visitor builder beside the
 * hash samples, the server-rendered sign-out as a shipped, versioned file, parleyChatButton documented as an API, and
 * the WordPress plugin's SDK options.
 */
import {spawnSync} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
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
    const completePage = /```html\n<!doctype html>[\s\S]*?```/.exec(
      section(controlBubble, '## A complete page {/*#configuration*/}'),
    )?.[0];
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

describe('review 43 #4: the WordPress plugin sets the SDK options of PARLEY_OPTIONS, checked as configureChat checks them', () => {
  const plugin = read('static/files/wordpress/parley-chat.php');

  /** The settings the plugin prints for an anonymous visitor, with `options` as the PHP source of the define, and its log. */
  function footer(options: string | null) {
    const dir = mkdtempSync(path.join(tmpdir(), 'parley-wp-options-'));
    writeFileSync(path.join(dir, 'parley-chat.php'), plugin);
    const log = path.join(dir, 'error.log');
    const program = [
      '<?php',
      "define('ABSPATH', '/var/www/html/');",
      "define('PARLEY_CHATBOT_ID', 'bot_7Hq2mX9aLp');",
      ...(options === null ? [] : [`define('PARLEY_OPTIONS', ${options});`]),
      "function home_url($path = '') { return 'https://example.com' . $path; }",
      '$actions = [];',
      'function add_action($hook, $callback) { global $actions; $actions[$hook][] = $callback; }',
      'class WP_User { public $ID = 0; public function exists() { return false; } }',
      'function wp_get_current_user() { return new WP_User(); }',
      'function is_user_logged_in() { return false; }',
      'function wp_parse_url($url, $component = -1) { return parse_url($url, $component); }',
      `ini_set('error_log', '${log}');`,
      `require '${path.join(dir, 'parley-chat.php')}';`,
      "$_SERVER['REQUEST_URI'] = '/pricing/';",
      "foreach ($actions['wp_footer'] as $action) { $action(); }",
    ].join('\n');
    const run = spawnSync(process.env.PHP ?? 'php', [], {input: program, encoding: 'utf8'});
    expect(run.stderr).toBe('');
    const settings = /window\.parleySettings = (\{.*\});/.exec(run.stdout)?.[1];
    expect(settings, run.stdout).toBeDefined();
    return {
      settings: JSON.parse(settings ?? '{}') as Record<string, unknown>,
      logged: existsSync(log) ? readFileSync(log, 'utf8') : '',
    };
  }

  it('its header names the define; identity verification lists it with the others', () => {
    expect(plugin).toMatch(/^ \* Version: 1\.1\.[01]$/m); // Review 44 #1: 1.1.1.
    // Review 46 #3: the example keeps the launcher, the only way into the chat without a button of the theme's own.
    expect(plugin).toContain(" * - define('PARLEY_OPTIONS', ['position' => 'left', 'zIndex' => 1000]);");
    const wordpress = section(verification, '### WordPress {/*#wordpress*/}');
    expect(wordpress).toContain(
      "- `define('PARLEY_OPTIONS', ['position' => 'left', 'zIndex' => 1000]);` sets the SDK's own [options](./reference.mdx#options) on every page: `position`, `hideLauncher`, `openOnLoad`, `primaryColor` and `zIndex`",
    );
  });

  it('without the define, the settings are the chatbot ID alone', () => {
    expect(footer(null)).toEqual({settings: {chatbotId: 'bot_7Hq2mX9aLp'}, logged: ''});
  });

  it("keeps each option the SDK takes, and leaves out, with a log line, the names and values configureChat's options refuses", () => {
    const valid = footer(
      "['position' => 'left', 'hideLauncher' => true, 'openOnLoad' => false, 'primaryColor' => '#1A73e8', 'zIndex' => 1000]",
    );
    expect(valid.settings).toEqual({
      chatbotId: 'bot_7Hq2mX9aLp',
      position: 'left',
      hideLauncher: true,
      openOnLoad: false,
      primaryColor: '#1A73e8',
      zIndex: 1000,
    });
    expect(valid.logged).toBe('');
    const refused = footer(
      "['position' => 'center', 'hideLauncher' => 'yes', 'primaryColor' => 'red', 'zIndex' => '1000', 'metadata' => ['plan' => 'pro'], 'chatbotId' => 'bot_other']",
    );
    expect(refused.settings, 'nothing the SDK would refuse; the chatbot ID stays the define').toEqual({
      chatbotId: 'bot_7Hq2mX9aLp',
    });
    for (const name of ['position', 'hideLauncher', 'primaryColor', 'zIndex'])
      expect(refused.logged).toContain(
        `Parley: PARLEY_OPTIONS['${name}'] is not a value the SDK takes; it is ignored.`,
      );
    expect(refused.logged).toContain('Parley: PARLEY_OPTIONS has no metadata; it is ignored.');
    expect(refused.logged).toContain('Parley: PARLEY_OPTIONS has no chatbotId; it is ignored.');
    expect(footer("'hideLauncher'").logged).toContain('Parley: PARLEY_OPTIONS is not an array; it is ignored.');
  });

  it("uses the same names and checks as parley-chat.js's bootOptionRules", () => {
    const module = read('static/files/parley-chat.js');
    const rules = /const bootOptionRules = \{([\s\S]*?)\n\};/.exec(module)?.[1] ?? '';
    const names = [...rules.matchAll(/^ {2}(\w+):/gm)].map(([, name]) => name);
    expect(names).toEqual(['position', 'hideLauncher', 'openOnLoad', 'primaryColor', 'zIndex']);
    const php = /\$rules = \[([\s\S]*?)\];/.exec(plugin)?.[1] ?? '';
    expect([...php.matchAll(/'(\w+)' =>/g)].map(([, name]) => name)).toEqual(names);
  });
});

describe('review 43 #3: parleyChatButton documented as an API, each state of its table run against the shipped file', () => {
  const production = section(controlBubble, '### A production-ready button {/*#production-button*/}');

  /** The shipped file in a stand-in page, with the SDK's `Parley` and a clock the test moves. */
  function button(onClick?: (event: unknown) => void) {
    const handlers = new Map<string, ((payload?: unknown) => void)[]>();
    const timers: (() => void)[] = [];
    const sdk = (command: string, event?: string, handler?: (payload?: unknown) => void) => {
      if (command === 'on' && event && handler) handlers.set(event, [...(handlers.get(event) ?? []), handler]);
      return command === 'isOpen' ? false : undefined;
    };
    const own = {
      hidden: true,
      attributes: {} as Record<string, string>,
      listeners: [] as ((event: unknown) => void)[],
      setAttribute(name: string, value: string) {
        this.attributes[name] = value;
      },
      addEventListener(_event: string, listener: (event: unknown) => void) {
        this.listeners.push(listener);
      },
    };
    const contact = {hidden: true};
    const context: Record<string, unknown> = {Parley: sdk, setTimeout: (callback: () => void) => timers.push(callback)};
    context.window = context;
    vm.createContext(context);
    vm.runInContext(read('static/files/parley-chat-button.js'), context);
    const returned = vm.runInContext(
      'parleyChatButton(own, contact, onClick)',
      Object.assign(context, {own, contact, onClick}),
    );
    const fire = (event: string, payload?: unknown) => handlers.get(event)?.forEach((handler) => handler(payload));
    return {own, contact, returned, fire, tenSeconds: () => timers.forEach((callback) => callback()), context};
  }

  it('the section has the parameter table, with onClick, and says what it returns (review 46 #1: a function that unbinds)', () => {
    expect(production).toContain(
      '`parleyChatButton(button, contactLink, onClick)` returns a function that unbinds the button',
    );
    expect(production).toContain('| Parameter | What it is |');
    expect(production).toMatch(/^\| `onClick` \| Optional: a function called on each click in place of the toggle/m);
    expect(production).toContain('| State | The button | The contact link |');
    expect(production).toContain('`bindChatButton` differs in three states');
    expect(typeof button().returned).toBe('function');
  });

  it('before ready: both hidden; failed or 10 seconds: the contact link; a late ready swaps them back', () => {
    expect(production).toContain('| Before `ready` | Hidden | Hidden |');
    const waiting = button();
    expect([waiting.own.hidden, waiting.contact.hidden]).toEqual([true, true]);
    waiting.tenSeconds(); // Also a consent manager that has not loaded the SDK yet: the table says so.
    expect([waiting.own.hidden, waiting.contact.hidden]).toEqual([true, false]);
    expect(production).toMatch(/\| Waiting for consent[^|]*\| Hidden \| Shown after 10 seconds/);
    waiting.fire('ready');
    expect([waiting.own.hidden, waiting.contact.hidden], 'a late ready swaps them back').toEqual([false, true]);
    const failed = button();
    failed.fire('error', {code: 'invalid_chatbot_id'});
    expect([failed.own.hidden, failed.contact.hidden]).toEqual([true, false]);
  });

  it('after shutdown, also from another tab through the global Parley: the button hides, the contact link stays hidden', () => {
    expect(production).toMatch(
      /\| After `shutdown`, in this tab or from another tab's \[sign-out\]\(#sign-out-server-rendered\) \| Hidden until[^|]*\| Hidden \|/,
    );
    const page = button();
    page.fire('ready');
    page.tenSeconds();
    vm.runInContext("Parley('shutdown')", page.context); // What parley-sign-out.js runs when another tab signs out.
    expect([page.own.hidden, page.contact.hidden]).toEqual([true, true]);
  });

  it('with onClick: the click goes to it, and the button gets no aria-expanded', () => {
    const clicks: unknown[] = [];
    const page = button((event) => clicks.push(event));
    page.fire('ready');
    page.own.listeners.forEach((listener) => listener('the MouseEvent'));
    expect(clicks).toEqual(['the MouseEvent']);
    expect(page.own.attributes).toEqual({});
  });
});
