/**
 * The JavaScript SDK's findings of review round 42 (SDK area), checked as review 44 reads the pages: one rule for
 * refused calls, what `shutdown` fires, identity verification's recipes and template languages, the reference's
 * order, the category's path table, the Python builder as a function, a reserved `.test` host name for local work, and
 * one wording for developing on the live chatbot.
 */
import {spawnSync} from 'node:child_process';
import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {parse} from 'yaml';
import {developOnLiveChatbotWhen} from '../../config/facts';
import {expand, line, read, section} from '../page-text';

const reference = 'developer/javascript-sdk/reference.mdx';
const controlBubble = 'developer/javascript-sdk/control-bubble.mdx';
const verification = 'developer/javascript-sdk/identity-verification.mdx';
const developLocally = 'developer/javascript-sdk/develop-locally.mdx';
const goLive = 'developer/go-live.mdx';
const category = 'developer/category/javascript-sdk.mdx';
const buttonFile = 'static/files/parley-chat-button.js';

/** The `##` and `###` headings of a page, in order, as written. */
const headings = (file: string) => [...read(file).matchAll(/^#{2,3} .*$/gm)].map(([heading]) => heading);

describe('JavaScript SDK, review round 42 (SDK area)', () => {
  it('#1 Refused calls states one rule: which calls keep their valid keys, which are refused whole; Errors links it', () => {
    const refused = section(reference, '### Refused calls {/*#invalid-command*/}');
    expect(refused).not.toContain('The call is ignored: none of its settings are set');
    expect(refused).toContain(
      '`update`, `boot` and `window.parleySettings` lose only what is refused. Every other call is refused whole:',
    );
    const rows = refused
      .split('\n')
      .filter((row) => row.startsWith('| ') && !row.startsWith('| ---'))
      .map((row) => row.split(' | ')[0]);
    expect(rows).toEqual([
      '| Call',
      "| `Parley('update', settings)`",
      "| `window.parleySettings`, `Parley('boot', settings)`",
      '| Any other call',
    ]);
    expect(line(reference, '| Any other call |')).toContain('| The whole call | Nothing of it.');

    // The Errors table no longer says the call is ignored: it links the rule.
    const errors = section(reference, '## Errors');
    const row = errors.split('\n').find((text) => text.startsWith('| `invalid_command` |')) ?? '';
    expect(row).not.toContain('The call is ignored');
    expect(row.split(' | ').at(-1)).toBe('The call is refused whole or in part: [Refused calls](#invalid-command). |');
    expect(errors).not.toMatch(/cannot carry out is ignored/);
  });

  it('#1 shutdown fires no event of its own, a close if the window was open: the same words everywhere', () => {
    const words = 'fires no event of its own (a `close` if the window was open)';
    expect(section(reference, '### shutdown {/*#shutdown*/}')).toContain(words);
    expect(section(controlBubble, '### A production-ready button {/*#production-button*/}')).toContain(
      `\`shutdown\` ${words}.`,
    );
    const button = read(buttonFile).replace(/\n\/\/\s+/g, ' ');
    expect(button).toContain(
      "After `Parley('shutdown')` (a sign-out, or consent withdrawn), which fires no event of its own (a `close` if the window was open)",
    );
    for (const file of [reference, controlBubble, buttonFile]) {
      expect(read(file).replace(/\n\s*\/\/\s*/g, ' '), file).not.toMatch(
        /`?shutdown`?\)?,? (which )?fires no event[.,]|the SDK fires no event\./,
      );
    }
  });

  it('#2 identity verification: the recipes under their own heading, the encoders folded, sign-out by Keep it secure', () => {
    expect(headings(verification)).toEqual([
      '## How it works',
      '## Compute the hash on your server',
      '## Pass it to the page',
      '## Recipes: WordPress, Google Tag Manager, Shopify, single-page app {/*#recipes*/}',
      '### WordPress {/*#wordpress*/}',
      '### Google Tag Manager {/*#google-tag-manager*/}',
      '### Shopify {/*#shopify*/}',
      "### Your back end's `/api/me` {/*#api-me*/}",
      '## Check that it works',
      '## Keep it secure',
      '### Sign-out {/*#sign-out*/}',
      '## Troubleshooting',
      '## Related pages',
    ]);
    const passIt = section(verification, '## Pass it to the page');
    const folded = /<details>\n<summary>Template languages<\/summary>\n([\s\S]*?)\n<\/details>/.exec(passIt)?.[1] ?? '';
    for (const encoder of [
      '**Jinja**',
      '**Twig**',
      '**PHP**',
      '**Laravel Blade**',
      '**Django**',
      '**Ruby on Rails (ERB)**',
    ]) {
      expect(folded, encoder).toContain(`- ${encoder}: `);
    }
    // Review 46 #6: the Node.js builder sits in the builders' tabs, beside Python's and PHP's, not in the fold.
    expect(folded).not.toContain('```js title="parley-visitor.mjs"');
    expect(passIt).toContain('```js title="parley-visitor.mjs"');
    // The rule that keeps a user from running code on the page is never folded.
    const open = passIt.replace(folded, '');
    expect(open).toContain('Never write a value into the page between quotes of your own');
    expect(open).toContain('Render the whole object with an encoder that escapes');
  });

  it('#2 every link into identity verification, from any guide, lands on an anchor the page still has', () => {
    const page = read(verification);
    const slug = (text: string) =>
      text
        .toLowerCase()
        .replace(/[^a-z0-9 -]/g, '')
        .trim()
        .replace(/ /g, '-');
    const anchors = new Set([
      ...[...page.matchAll(/\{\/\*#([a-z0-9-]+)\*\/\}/g)].map(([, id]) => id),
      ...[...page.matchAll(/^#{2,4} (?!.*\{\/\*#)(.*)$/gm)].map(([, text]) => slug(text)),
    ]);
    const files = spawnSync('grep', ['-rlE', 'identity-verification(\\.mdx)?#', 'developer', 'user', 'integration'], {
      cwd: path.resolve(import.meta.dirname, '../..'),
      encoding: 'utf8',
    }).stdout.split('\n');
    const links = files
      .filter(Boolean)
      .flatMap((file) =>
        [...read(file).matchAll(/identity-verification(?:\.mdx)?#([a-z0-9-]+)/g)].map(([, id]) => `${file}#${id}`),
      );
    expect(links.length).toBeGreaterThan(20);
    expect(links.filter((link) => !anchors.has(link.split('#')[1]))).toEqual([]);
  });

  it('#3 the reference reads Commands, Options, Events, Errors; Start later and the page address come after', () => {
    const order = headings(reference).filter((heading) => heading.startsWith('## '));
    const at = (start: string) => order.findIndex((heading) => heading.startsWith(start));
    expect(at('## Commands')).toBeLessThan(at('## Options'));
    expect(at('## Options') + 1).toBe(at('## Events'));
    expect(at('## Events') + 1).toBe(at('## Errors'));
    expect(at('## Start later')).toBeGreaterThan(at('## Errors'));
    expect(at('## What the page address sends')).toBeGreaterThan(at('## Errors'));
    // Its anchors stay.
    expect(read(reference)).toContain('## Start later {/*#start-later*/}');
    expect(read(reference)).toContain('### When the SDK is not running {/*#not-running*/}');
  });

  it('#3 one condition per sentence where the reference packed several', () => {
    const openMessage = section(reference, '### open with a message {/*#open-with-a-message*/}');
    expect(openMessage).toContain(
      '| A `message` past its [limit](#limits) | The call is refused with `invalid_command`. Nothing is sent, and the window does not open. |\n',
    );
    expect(openMessage).toMatch(
      /\n\| While the SDK is not running, on a page that starts it later \| The call is refused/,
    );
    const text = read(reference);
    // Review 44 #4: what stays of refused metadata is said once, in Refused calls.
    expect(text).toContain('a refused `metadata` leaves the session the metadata it had. |');
    expect(text).toContain('for your agents. `identify` with a new ID');
    expect(text).not.toMatch(/\*\*(Away|Limit) message\*\*;/);
  });

  it("#3 the category page chooses a path in two columns, site type and page; sign-out is the owner page's", () => {
    const paths = section(category, '## Choose your path {/*#choose-your-path*/}');
    const rows = paths.split('\n').filter((row) => row.startsWith('| '));
    expect(rows[0]).toBe('| Your site | Start on |');
    for (const row of rows.slice(2)) {
      expect(row.split(' | '), row).toHaveLength(2);
      expect(row, row).toMatch(/\]\([^)]+\)/);
    }
    // Review 45 #1 added the row for sites that navigate without a page load.
    expect(rows).toHaveLength(9);
    expect(line(category, '5. On sign-out')).not.toContain('column');
    // The sites the old Sign-out column said "Nothing to do" for are in the owner's table.
    expect(section(controlBubble, '## Sign a visitor out of the chat {/*#sign-out*/}')).toContain(
      '| A site that passes no `visitor`, such as plain HTML or a Shopify store | Nothing: the chat never knew the user. |',
    );
  });

  it('#4 the Python builder is a function of the user, as parleyVisitor(user) is, and runs on its own', () => {
    const page = read(verification);
    const block = [...page.matchAll(/```python(?: title="parley_visitor\.py")?\n([\s\S]*?)```/g)]
      .map(([, code]) => code)
      .find((code) => code.includes('def parley_visitor(user):'));
    expect(block, 'a def parley_visitor(user) block').toBeDefined();
    // The old fragment used an undefined `user` at module level: loading the block alone raised NameError.
    const modules = mkdtempSync(path.join(tmpdir(), 'parley-visitor-'));
    writeFileSync(path.join(modules, 'user_hash.py'), 'def parley_user_hash(user_id):\n    return "h-" + user_id\n');
    const program = [
      block ?? '',
      'import json, types',
      'print(json.dumps(parley_visitor(types.SimpleNamespace(id=4821, name="Dana", email=None))))',
    ].join('\n');
    const run = spawnSync(process.env.PYTHON ?? 'python3', ['-c', program], {encoding: 'utf8', cwd: modules});
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout)).toEqual({id: '4821', userHash: 'h-4821', name: 'Dana'});
    expect(page).toContain("Pass `parley_visitor(user)` to the page's template as `parley_visitor`");
  });

  it("#4 the Ruby tab is highlighted as Ruby only once the site bundles Prism's Ruby", () => {
    // prism-react-renderer bundles no Ruby; adding it costs JavaScript on every page with code.
    const bundled = /additionalLanguages: \[([^\]]*)\]/.exec(read('docusaurus.config.ts'))?.[1] ?? '';
    const page = read(verification);
    expect(page.includes('```ruby title="user_hash.rb"')).toBe(bundled.includes("'ruby'"));
    expect(page.includes('```text title="user_hash.rb"')).toBe(!bundled.includes("'ruby'"));
  });

  it('#5 develop locally suggests a reserved .test name first, which Allowed domains accepts, and says why', () => {
    const step = line(developLocally, '1. Point a name');
    expect(step).toMatch(/^1\. Point a name under the reserved `\.test` domain, such as `myshop\.test`/);
    expect(step).toContain('HSTS with `includeSubDomains`');
    expect(section(developLocally, '## Give your machine a host name {/*#host-name*/}')).not.toContain(
      "allowedHosts: ['dev.example.com']",
    );
    const api = parse(read('openapi/openapi.yaml')) as {
      components: {schemas: {ChatbotFields: {properties: {allowed_domains: {items: {pattern: string}}}}}};
    };
    const pattern = new RegExp(api.components.schemas.ChatbotFields.properties.allowed_domains.items.pattern);
    expect(pattern.test('myshop.test')).toBe(true);
    expect(pattern.test('localhost')).toBe(false);
  });

  it("#6 go-live says when you develop on the live chatbot in develop-locally's words, from one fact", () => {
    expect(expand('%DEVELOP_ON_LIVE_CHATBOT_WHEN%')).toBe(
      'the Free plan (1 chatbot), or with every chatbot of your plan in use',
    );
    expect(developOnLiveChatbotWhen).toBe(expand('%DEVELOP_ON_LIVE_CHATBOT_WHEN%'));
    expect(read(goLive)).not.toContain('a plan with one chatbot');
    expect(read(goLive).match(/%DEVELOP_ON_LIVE_CHATBOT_WHEN%/g)).toHaveLength(2);
    expect(line(developLocally, '**On %DEVELOP_ON_LIVE_CHATBOT_WHEN%: the live chatbot, for a while.**')).toBeTruthy();
  });
});
