/**
 * The JavaScript SDK's findings of review round 40, checked as review 41 reads them: the shipped button after
 * `shutdown`, the framework samples' imports, and the pages' wording where a rule had two versions.
 */
import path from 'node:path';
import vm from 'node:vm';
import {describe, expect, it} from 'vitest';
import {parleyChatButtonJsVersion} from '../../config/facts';
import {expand, read, section} from '../page-text';

const controlBubble = 'developer/javascript-sdk/control-bubble.mdx';
const spa = 'developer/javascript-sdk/single-page-app.mdx';
const reference = 'developer/javascript-sdk/reference.mdx';
const verification = 'developer/javascript-sdk/identity-verification.mdx';

/** parley-chat-button.js run against a stand-in SDK: `Parley` stays the SDK's, as after its script has loaded. */
function runButton() {
  const handlers = new Map<string, ((payload?: unknown) => void)[]>();
  const calls: string[] = [];
  let running = false;
  const sdk = (command: string, event?: string, handler?: (payload?: unknown) => void) => {
    if (command === 'on' && event && handler) handlers.set(event, [...(handlers.get(event) ?? []), handler]);
    else if (command === 'shutdown') running = false;
    else if (command !== 'isOpen') calls.push(running || command === 'boot' ? command : `${command}: invalid_command`);
    return command === 'isOpen' ? (running ? false : undefined) : undefined;
  };
  const fire = (event: string) => handlers.get(event)?.forEach((handler) => handler({version: '1.9.0'}));
  const button = {
    hidden: true,
    listeners: [] as (() => void)[],
    attributes: {} as Record<string, string>,
    setAttribute(name: string, value: string) {
      this.attributes[name] = value;
    },
    addEventListener(event: string, listener: () => void) {
      if (event === 'click') this.listeners.push(listener);
    },
    click() {
      if (!this.hidden) this.listeners.forEach((listener) => listener());
    },
  };
  const contact = {hidden: true};
  const context: Record<string, unknown> = {Parley: sdk, setTimeout: () => 0};
  context.window = context;
  vm.createContext(context);
  vm.runInContext(read('static/files/parley-chat-button.js'), context);
  vm.runInContext('parleyChatButton(button, contact)', Object.assign(context, {button, contact}));
  const ready = () => {
    running = true;
    fire('ready');
  };
  /** A page script's call, through the global `Parley` as the page sees it then. */
  const page = (command: string) => vm.runInContext(`Parley(${JSON.stringify(command)})`, context) as unknown;
  return {button, contact, calls, ready, page};
}

describe('JavaScript SDK, review round 41', () => {
  it('#1 parley-chat-button.js hides its button on shutdown, and shows it again after the next boot is ready', () => {
    const {button, contact, calls, ready, page} = runButton();
    expect(button.hidden, 'before ready').toBe(true);
    ready();
    expect(button.hidden).toBe(false);
    page('shutdown'); // Consent withdrawn, or a sign-out: the SDK fires no event.
    expect(button.hidden, 'after shutdown, a click would be refused').toBe(true);
    expect(contact.hidden, 'the chat was ended on purpose: no contact link').toBe(true);
    button.click();
    expect(calls.filter((call) => call.includes('invalid_command'))).toEqual([]);
    page('boot');
    expect(button.hidden, 'booted, not yet ready').toBe(true);
    ready();
    expect(button.hidden).toBe(false);
    button.click();
    expect(calls).toEqual(['boot', 'toggle']);
    const file = read('static/files/parley-chat-button.js');
    expect(file.split('\n')[0]).toMatch(new RegExp(`^// parley-chat-button\\.js ${parleyChatButtonJsVersion}: `));
    expect(parleyChatButtonJsVersion >= '2026-11-28', 'the version line moved with the change').toBe(true);
  });

  it("#2 each framework sample's import of parley-chat.js resolves, from the folder its title names, to where step 1 puts it", () => {
    const page = read(spa);
    const steps = section(spa, '## Add the module {/*#steps*/}');
    // Step 1's folders for the module.
    expect(steps).toContain('- **React or Vue with Vite**: into `src/`');
    expect(steps).toContain('- **Nuxt**: into the folder `~/` names');
    expect(steps).toContain('- **Angular**: into `src/app/`');
    /** The file an import names, from a sample at `title`, with `@/` as `src/` (Vite's alias from `npm create vue`). */
    const resolve = (title: string, from: string) =>
      from.startsWith('@/') ? `src/${from.slice(2)}` : path.posix.join(path.posix.dirname(title), from);
    const samples = [...page.matchAll(/```\w+ title="([^"]+)"\n([\s\S]*?)```/g)]
      .map(([, title, code]) => ({title, from: /from '([^']*parley-chat\.js)'/.exec(code)?.[1]}))
      .filter(({from}) => from);
    const where: Record<string, string> = {
      'src/router/index.js': 'src/parley-chat.js',
      'src/components/ChatButton.vue': 'src/parley-chat.js',
      'src/app/chat-button/chat-button.component.ts': 'src/app/parley-chat.js',
      'app/ChatRoute.jsx': 'app/parley-chat.js',
    };
    for (const [title, module] of Object.entries(where)) {
      const sample = samples.find((found) => found.title === title);
      expect(sample, title).toBeDefined();
      expect(resolve(title, sample?.from ?? ''), title).toBe(module);
    }
    // Nuxt: the plugin names `~/`; the Vue tab's component, in components/, reaches it as `@/`, Nuxt's `~/`.
    expect(samples.find(({title}) => title === 'plugins/parley.client.js')?.from).toBe('~/parley-chat.js');
    expect(page).toMatch(/The Vue tab's `ChatButton\.vue`, in `components\/`[^\n]*Nuxt's `@\/` is its `~\/`/);
  });
});

describe('JavaScript SDK, review round 41: one path each', () => {
  it('#3 control-bubble Check that it works step 1 allows for the complete sample, which hides the launcher', () => {
    const check = section(controlBubble, '## Check that it works');
    expect(read(controlBubble)).toContain('hideLauncher: true');
    expect(check).toContain(
      'The bubble appears, in the corner your `position` sets (or, with `hideLauncher`, your button, after `ready`)',
    );
  });

  it('#4 single-page-app Without the module gives no half path for an app with sign-in: one line, to the sign-out', () => {
    const without = section(spa, '## Without the module {/*#without-the-module*/}');
    expect(without).not.toContain('boots once it knows the user');
    const signIn = without.split('\n').filter((text) => text.startsWith('An app with sign-in'));
    expect(signIn).toHaveLength(1);
    expect(signIn[0]).toContain('(./control-bubble.mdx#sign-out-single-page-app)');
  });
});

describe('JavaScript SDK, review round 41: the server-rendered sign-out script', () => {
  /** The page's sign-out script, run with a stub `Parley`; each event goes through the site's own handler first. */
  function run(siteHandler: (event: {preventDefault: () => void}) => void) {
    // Review 43 #2: the page loads the shipped parley-sign-out.js after its sign-out form; that file runs here.
    expect(read(controlBubble)).toMatch(
      /<form method="post" action="\/sign-out"[\s\S]*?<script src="\/js\/parley-sign-out\.js"><\/script>/,
    );
    const script = read('static/files/parley-sign-out.js');
    const calls: string[] = [];
    const listeners: Record<string, {handler: (event: unknown) => void; capture: unknown}> = {};
    const document = {
      addEventListener: (type: string, handler: (event: unknown) => void, capture?: unknown) =>
        (listeners[type] = {handler, capture}),
    };
    class Element {
      constructor(private readonly selector: string) {}
      closest(selector: string) {
        return selector === this.selector ? this : null;
      }
    }
    new Function('window', 'document', 'Parley', 'BroadcastChannel', 'Element', script as string)(
      {parleySettings: {chatbotId: 'bot_7Hq2mX9aLp'}},
      document,
      (command: string) => calls.push(command),
      undefined,
      Element,
    );
    /** A submit or click, as a browser dispatches it: capture listeners on the document, the site's, then bubbling. */
    const dispatch = (type: string, selector: string) => {
      const event = {
        target: new Element(selector),
        defaultPrevented: false,
        preventDefault() {
          this.defaultPrevented = true;
        },
      };
      if (listeners[type]?.capture) listeners[type].handler(event);
      siteHandler(event);
      if (!listeners[type]?.capture) listeners[type]?.handler(event);
    };
    return {calls, dispatch};
  }

  it('#6 a site handler that cancels the sign-out (preventDefault) keeps the chat; one that does not ends it', () => {
    const cancelled = run((event) => event.preventDefault()); // Such as "Sign out? Cancel".
    cancelled.dispatch('submit', 'form[data-sign-out]');
    cancelled.dispatch('click', 'a[data-sign-out]');
    expect(cancelled.calls).toEqual([]);
    const signedOut = run(() => undefined);
    signedOut.dispatch('submit', 'form[data-sign-out]');
    signedOut.dispatch('click', 'a[data-sign-out]');
    expect(signedOut.calls).toEqual(['shutdown', 'shutdown']);
  });
});

describe('JavaScript SDK, review round 41: limits and defaults', () => {
  it("#7 the module table says setChatMetadata takes at most 19 keys of your own: page takes one of the SDK's 20", () => {
    const row = read(spa)
      .split('\n')
      .find((text) => text.startsWith('| `setChatMetadata(values)` |'));
    expect(row).toContain('At most 19 keys of your own, as `page` takes one of the [20](./reference.mdx#limits)');
    // Review 45 #4: the row is %SDK_METADATA_LIMIT%, in code points.
    const limit = /^\| `metadata` \| (\d+) keys, and (\d+) code points a value \|$/m.exec(expand(read(reference)));
    expect(Number(limit?.[1]) - 1).toBe(19);
    expect(row).toContain(`${limit?.[2]} code points a value`);
    expect(read('static/files/parley-chat.js')).toContain('At most 19 keys and 500 code points a value: '); // Review 44 #8.
  });
});

describe("JavaScript SDK, review round 41: hiddenRoutes' default in sight", () => {
  it("#8 step 2's sample and step 5's configureChat calls show hiddenRoutes' default, the module's", () => {
    const defaults = /^ {2}hiddenRoutes: (\[[^\]]*\]),$/m.exec(read('static/files/parley-chat.js'))?.[1];
    expect(defaults).toBe("['/checkout']");
    const calls = [...read(spa).matchAll(/configureChat\(\{\n([\s\S]*?)\n\s*\}\);/g)].map(([, body]) => body);
    expect(calls).toHaveLength(4); // Step 2's main.js; Next.js, Nuxt and Angular in step 5.
    for (const body of calls) expect(body).toContain(`hiddenRoutes: ${defaults}, // The default.`);
    const row = read(spa)
      .split('\n')
      .find((text) => text.startsWith('   | `hiddenRoutes` |'));
    expect(row).toContain(`\`${defaults}\``);
  });
});

describe('JavaScript SDK, review round 41: the WordPress plugin', () => {
  const wordpress = section(verification, '### WordPress {/*#wordpress*/}');

  it("#10 the steps say the plugin's PHP version, the one its header requires", () => {
    const required = /^ \* Requires PHP: ([\d.]+)$/m.exec(read('static/files/wordpress/parley-chat.php'))?.[1];
    expect(required).toBe('8.0');
    const step = wordpress.split('\n').find((text) => text.startsWith('1. Download'));
    expect(step).toContain(`It needs PHP ${required} or later`);
  });

  it('#10 PARLEY_LOAD_SDK: one line links the withdraw-consent procedure', () => {
    const loadSdk = wordpress.split('\n').find((text) => text.includes("define('PARLEY_LOAD_SDK', false);"));
    expect(loadSdk).toContain("have it call `Parley('shutdown')`");
    expect(loadSdk).toContain('(/user/getting-started/website#withdraw-consent)');
    expect(read('user/getting-started/website.mdx')).toContain('{/*#withdraw-consent*/}');
  });
});

describe('JavaScript SDK, review round 41: hidden buttons', () => {
  it('#11 A production-ready button says once what a site whose CSS sets display on buttons adds for `hidden`', () => {
    const rule = '`[hidden] {display: none !important;}`';
    const production = section(controlBubble, '### A production-ready button {/*#production-button*/}');
    expect(production).toContain(
      `If your site's CSS sets \`display\` on buttons or links, which wins over \`hidden\`, add ${rule}`,
    );
    for (const file of [controlBubble, spa, reference, verification]) {
      expect(read(file).split(rule).length - 1, file).toBe(file === controlBubble ? 1 : 0);
    }
  });
});

describe('JavaScript SDK, review round 41: Downloads', () => {
  it("#9 the reference's Downloads lists each shipped file with the version its first line or header names", () => {
    const downloads = section(reference, '### Downloads {/*#downloads*/}');
    const rows = [
      ...downloads.matchAll(
        /^\| \[`([^`]+)`\]\(pathname:\/\/\/files\/\1\)[^|]* \| `([^`]+)` \| \[(\d{4}-\d\d-\d\d)\]/gm,
      ),
    ];
    const version = (token: string) => expand(token);
    const listed = Object.fromEntries(rows.map(([, file, token, date]) => [file, {version: version(token), date}]));
    expect(Object.keys(listed)).toEqual([
      'parley-chat.js',
      'parley-chat.d.ts',
      'parley-chat-button.js',
      'parley-sign-out.js', // Review 43 #2: the server-rendered sign-out, shipped.
      'parley-page-user.js', // Review 47 #6: the swap site's script, shipped; review49.test.ts checks its first line.
      'wordpress/parley-chat.php',
    ]);
    const first = (file: string) => read(`static/files/${file}`).split('\n')[0];
    expect(first('parley-chat.js')).toMatch(new RegExp(`^// parley-chat\\.js ${listed['parley-chat.js'].version}: `));
    expect(first('parley-chat.d.ts')).toMatch(
      new RegExp(`^// parley-chat\\.d\\.ts ${listed['parley-chat.d.ts'].version}: `),
    );
    expect(first('parley-chat-button.js')).toMatch(
      new RegExp(`^// parley-chat-button\\.js ${listed['parley-chat-button.js'].version}: `),
    );
    expect(first('parley-sign-out.js')).toMatch(
      new RegExp(`^// parley-sign-out\\.js ${listed['parley-sign-out.js'].version}: `),
    );
    expect(read('static/files/wordpress/parley-chat.php')).toMatch(
      new RegExp(`^ \\* Version: ${listed['wordpress/parley-chat.php'].version.replace(/\./g, '\\.')}$`, 'm'),
    );
    // Each changelog entry named exists, and says the file's news.
    const changelog = read('developer/changelog.mdx');
    for (const {date} of Object.values(listed)) expect(changelog).toContain(`\n## ${date}\n`);
    const notes = read('openapi/releases/notes/2026-11-28.md');
    expect(notes).toContain('| **`parley-chat-button.js` `%PARLEY_CHAT_BUTTON_JS_VERSION%`**');
    expect(notes).toContain('**WordPress plugin `%PARLEY_WORDPRESS_PLUGIN_VERSION%`** with `PARLEY_OPTIONS`');
    expect(notes).toContain('**`parley-sign-out.js` `%PARLEY_SIGN_OUT_JS_VERSION%`**');
    expect(changelog).toContain('| **`parley-chat-button.js` `%PARLEY_CHAT_BUTTON_JS_VERSION%`**');
  });
});

describe('JavaScript SDK, review round 41: one statement at its owner', () => {
  it('#5 "ready never fires" is said once, in the reference\'s Events; the other places link or say what the reader does', () => {
    const owner = section(reference, '## Events');
    expect(owner).toContain(
      '- **`ready` never fires when the start fails** (`domain_not_allowed`, `invalid_chatbot_id`).',
    );
    const pages = [
      reference,
      controlBubble,
      spa,
      verification,
      'developer/category/javascript-sdk.mdx',
      'developer/go-live.mdx',
    ];
    const said = pages.flatMap((file) =>
      expand(read(file))
        .split('\n')
        .filter((text) => /ready`? (then )?never fires/.test(text))
        .map((text) => `${file}: ${text.slice(0, 60)}`),
    );
    expect(said).toHaveLength(1);
    expect(expand('%SDK_WEBSITE_CHANNEL_OFF%')).not.toContain('never fires');
  });

  it("#5 Website off: Troubleshooting links Errors' causes; update's refused keys are said under update only", () => {
    const troubleshooting = section(reference, '## Troubleshooting');
    expect(troubleshooting).not.toContain('**Website** channel is off');
    expect(troubleshooting).toContain('[Errors](#errors) gives its two causes and the fix for each.');
    const refused = section(reference, '### Refused calls {/*#invalid-command*/}');
    expect(refused).not.toContain('to show another chatbot');
    expect(refused).not.toContain('a bad `primaryColor` leaves the colour');
    // Review 44 #4: the rule came back to Refused calls; its update row no longer links update.
    expect(refused.match(/\(#update\)/g)).toHaveLength(1);
  });
});

describe("JavaScript SDK, review round 41: identify's cases", () => {
  it('#5 identify compares the ID in one table: same ID, other ID, a valid hash after a failure, {id: null}', () => {
    const identify = section(reference, '### identify {/*#identify*/}');
    expect(identify).toContain('| The call | The conversation on screen | The next message |');
    const calls = [...identify.matchAll(/^\| \*\*(.+?)\*\*/gm)].map(([, call]) => call);
    expect(calls).toEqual([
      'The same ID',
      'Another ID, or a conversation that was anonymous',
      'The same ID with a valid `userHash`, while the visitor is not verified',
      '`{id: null}`',
    ]);
    expect(identify).not.toMatch(/^- \*\*The same ID\*\*/m);
  });
});
