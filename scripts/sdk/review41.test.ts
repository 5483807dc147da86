/**
 * The JavaScript SDK's findings of review round 40, checked as review 41 reads them: the shipped button after
 * `shutdown`, the framework samples' imports, and the pages' wording where a rule had two versions.
 */
import path from 'node:path';
import vm from 'node:vm';
import {describe, expect, it} from 'vitest';
import {parleyChatButtonJsVersion} from '../../config/facts';
import {read, section} from '../page-text';

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
    expect(parleyChatButtonJsVersion > '2026-11-28', 'the version line moved with the change').toBe(true);
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
