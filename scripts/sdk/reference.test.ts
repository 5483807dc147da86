/**
 * The JavaScript SDK is described in two places a reader compares: its TypeScript declarations
 * (static/sdk/parley.d.ts) and the reference page. Each event of the page must pass what the declarations say its
 * handler receives, and `identify` may take only what the API's `visitor` holds (openapi.yaml `VisitorInput`) and
 * the hash that proves it.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {
  allowedDomainsNoIp,
  chatBubbleVisitorIdRenewed,
  sdkPageAddress,
  sdkSignedOutConversation,
  sdkSignedOutWithoutShutdown,
  sdkWithdrawConsent,
} from '../../config/facts';
import {loadDocument} from '../../src/plugins/api-reference/document';

/** The shipped module's `bindChatButton`, the one implementation of a chat button of your own in a single-page app. */
function bindChatButtonSource(): string {
  const module = readFileSync(path.join(ROOT, 'static/files/parley-chat.js'), 'utf8');
  const start = module.indexOf('export function bindChatButton(');
  return module.slice(start, module.indexOf('\n}\n', start));
}

const ROOT = path.resolve(import.meta.dirname, '../..');
const declarations = readFileSync(path.join(ROOT, 'static/sdk/parley.d.ts'), 'utf8');
const reference = readFileSync(path.join(ROOT, 'developer/javascript-sdk/reference.mdx'), 'utf8');
const controlBubble = readFileSync(path.join(ROOT, 'developer/javascript-sdk/control-bubble.mdx'), 'utf8');
// The single-page-app task page (review 31): ChatButton.jsx and the route-change steps moved there from control-bubble.
const developLocally = readFileSync(path.join(ROOT, 'developer/javascript-sdk/develop-locally.mdx'), 'utf8');
const singlePageApp = readFileSync(path.join(ROOT, 'developer/javascript-sdk/single-page-app.mdx'), 'utf8');
const settingsReference = readFileSync(path.join(ROOT, 'user/chatbots/settings-reference.mdx'), 'utf8');

/** The rows of a `## heading` section's table of the reference: first cell (without backticks) → the other cells. */
function tableRows(page: string, heading: string): Map<string, string[]> {
  const section = page.split(`\n## ${heading}`)[1]?.split('\n## ')[0] ?? '';
  return new Map(
    [...section.matchAll(/^\| `(\w+)` \|(.*)\|$(?!\n\| ---)/gm)].map(([, key, rest]) => [
      key,
      rest.split(/(?<!\\)\|/).map((cell) => cell.trim()),
    ]),
  );
}

/** The JSDoc of each property of the declarations' settings interfaces, whitespace collapsed. */
function optionDocs(): Map<string, string> {
  return new Map(
    [...declarations.matchAll(/\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\s*\n\s*(\w+)\??:/g)].map(([, doc, name]) => [
      name,
      doc.replace(/\s*\*\s*/g, ' ').trim(),
    ]),
  );
}

/** The field names of an interface of the declarations, or of an inline object type. */
function fieldsOf(type: string): string[] {
  const inline = /^\{(.*)\}$/.exec(type.trim());
  const body = inline
    ? inline[1]
    : new RegExp(`interface ${type} \\{([\\s\\S]*?)\\n  \\}`)
        .exec(declarations)?.[1]
        ?.replace(/\/\*\*[\s\S]*?\*\//g, '');
  if (body === undefined) throw new Error(`static/sdk/parley.d.ts has no interface ${type}`);
  return [...body.matchAll(/(\w+)\??:/g)].map((match) => match[1]).sort();
}

/** `ready: {version: string};` lines of `interface EventMap`: event → its payload's fields, or none. */
function declaredEvents(): Map<string, string[]> {
  const body = /interface EventMap \{([\s\S]*?)\n {2}\}/.exec(declarations)?.[1] ?? '';
  return new Map(
    [...body.matchAll(/^\s*(\w+): ([^;]+);/gm)].map(([, event, type]) => [
      event,
      type === 'undefined' ? [] : fieldsOf(type),
    ]),
  );
}

/** The "Events" table of the reference: event → the fields named in its "Handler receives" cell. */
function pageEvents(): Map<string, string[]> {
  const section = reference.split('\n## Events')[1]?.split('\n## ')[0] ?? '';
  return new Map(
    [...section.matchAll(/^\| `(\w+)` \|[^|]*\| (.*) \|$/gm)].map(([, event, receives]) => {
      const object = /`\{([^}]*)\}`/.exec(receives)?.[1];
      const fields = object ? [...object.matchAll(/(\w+)\??(?::[^,]*)?/g)].map((match) => match[1]).sort() : [];
      return [event, fields];
    }),
  );
}

describe('the JavaScript SDK reference and its declarations', () => {
  test('every event passes its handler what parley.d.ts declares', () => {
    const declared = declaredEvents();
    expect(declared.size).toBeGreaterThan(5);
    expect(Object.fromEntries(pageEvents()), 'developer/javascript-sdk/reference.mdx, table "Events"').toEqual(
      Object.fromEntries(declared),
    );
  });

  test('identify takes the fields of the API visitor, and the hash that proves it', async () => {
    const {dereferenced} = await loadDocument();
    const schemas = (dereferenced.components as {schemas: Record<string, {properties: Record<string, unknown>}>})
      .schemas;
    const input = schemas.VisitorInput;
    expect(fieldsOf('Visitor')).toEqual([...Object.keys(input.properties), 'userHash'].sort());
  });

  test('Allowed domains takes host names only: the API refuses loopback and IP addresses, as the reference says', async () => {
    const {dereferenced} = await loadDocument();
    const fields = (
      dereferenced.components as {
        schemas: Record<string, {properties: Record<string, {description: string; items: {pattern: string}}>}>;
      }
    ).schemas.ChatbotFields.properties.allowed_domains;
    const allowed = new RegExp(fields.items.pattern);
    for (const host of [
      'www.example.com',
      'example.com',
      '*.example.com',
      'www.lettings.example',
      'xn--bcher-kva.example',
    ])
      expect(host, 'a host name').toMatch(allowed);
    for (const host of ['localhost', '127.0.0.1', '10.0.0.5', '*.0.0.1', '::1', '[::1]', 'example.com:3000'])
      expect(host, 'never allowed').not.toMatch(allowed);
    expect(fields.description, 'openapi.yaml says it, with the fact').toContain(allowedDomainsNoIp);
    // Review 33 #5: the host-name rules are on the Develop locally task page; the reference links them.
    expect(developLocally.split('\n## How host names match')[1]).toContain('%ALLOWED_DOMAINS_NO_IP%');
    expect(reference).toContain('(./develop-locally.mdx#how-host-names-match)');
  });

  test('boot says what it reads, and no sample boots the next visitor from settings that may hold the last one', () => {
    // Review 31 #5: the row is one sentence and its section, linked under the table, says what boot reads. Review 33 B:
    // the table's links went under it, one sentence for all (a cell's link made every row of the table wider).
    const row = reference.split('\n').find((line) => line.startsWith("| `Parley('boot'"));
    expect(row, "reference.mdx: a row for Parley('boot')").toMatch(/^\| `Parley\('boot'[^|]*\| `void` \| [^|]+\. \|$/);
    expect(reference.split('\n').find((line) => line.startsWith('The commands with more rules'))).toContain('(#boot)');
    const bootSection = reference.split('\n### boot {/*#boot*/}')[1]?.split('\n### ')[0] ?? '';
    for (const said of ['`window.parleySettings`', '`visitor`', 'With `settings`', 'Without'])
      expect(bootSection, `boot's section says ${said}`).toContain(said);
    const bootDeclaration = /\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\s*\(command: 'boot'/.exec(declarations)?.[1] ?? '';
    expect(bootDeclaration, 'parley.d.ts documents what boot reads').toContain('`window.parleySettings`');
    const pages = ['developer', 'user', 'integration'].flatMap((area) =>
      readdirSync(path.join(ROOT, area), {recursive: true, encoding: 'utf8'})
        .filter((file) => file.endsWith('.mdx'))
        .map((file) => path.join(area, file)),
    );
    let signOuts = 0;
    for (const page of pages) {
      const source = readFileSync(path.join(ROOT, page), 'utf8');
      for (const [, info, code] of source.matchAll(/```(\w+[^\n]*)\n([\s\S]*?)```/g)) {
        const shutdown = code.indexOf("Parley('shutdown')");
        if (shutdown < 0) continue;
        signOuts += 1;
        // parley-chat.js boots with settings it builds afresh, without the user: page-samples.test.ts runs its sign-out.
        if (info.includes('title="parley-chat.js"')) continue;
        // parley-page-user.js (a site that swaps pages) never puts a visitor in its settings: review48.test.ts runs it.
        if (info.includes('title="parley-page-user.js"')) continue;
        const after = code.slice(shutdown);
        expect(after, `${page}: boot after shutdown passes settings`).not.toMatch(/Parley\('boot'\)/);
        // What the sample does before it boots again, before or after `shutdown`.
        const beforeBoot = code.slice(0, shutdown + Math.max(0, after.indexOf("Parley('boot'")));
        // Dropped with `delete settings.visitor` or left out by a rest pattern, `const {visitor, ...rest} = settings`
        // (scripts/sdk/page-samples.test.ts runs the SDK pages' samples and checks what boot receives).
        const drops = (field: string) =>
          new RegExp(`delete \\w+\\.${field}\\b|\\{[^}]*\\b${field}\\b[^}]*\\.\\.\\.\\w+\\s*\\}\\s*=`);
        if (after.includes("Parley('boot'"))
          expect(beforeBoot, `${page}: drops visitor before boot`).toMatch(drops('visitor'));
        if (after.includes("Parley('boot'"))
          expect(beforeBoot, `${page}: drops the signed-out user's metadata before boot`).toMatch(drops('metadata'));
      }
    }
    expect(signOuts, 'the sign-out samples of the SDK pages').toBeGreaterThanOrEqual(2);
  });

  test("the Errors table lists exactly the codes of ErrorCode, Require verified identity's among them", () => {
    const union = /type ErrorCode =([^;]+);/.exec(declarations)?.[1] ?? '';
    const declared = [...union.matchAll(/'(\w+)'/g)].map((match) => match[1]).sort();
    expect(declared).toContain('identity_required');
    expect(
      [...tableRows(reference, 'Errors').keys()].sort(),
      'developer/javascript-sdk/reference.mdx, table "Errors"',
    ).toEqual(declared);
  });

  test("every option's default on the page is the one the declarations state, dashboard settings by name", () => {
    const options = tableRows(reference, 'Options');
    const docs = optionDocs();
    const checked: string[] = [];
    for (const [name, cells] of options) {
      const doc = docs.get(name);
      if (doc === undefined) throw new Error(`parley.d.ts declares no option ${name}`);
      const fallback = cells[1];
      const literal = /Default `([^`]+)`/.exec(doc)?.[1];
      const dashboard = /Default: the dashboard's (?:Settings → Appearance → )?(.+?)(?: \(|\.|$)/.exec(doc)?.[1];
      if (literal !== undefined) expect(fallback, name).toBe(`\`${literal}\``);
      else if (dashboard !== undefined) {
        expect(fallback, name).toContain(`the dashboard's **${dashboard}**`);
        // The dashboard setting exists under that name in the settings reference's Appearance table.
        expect(settingsReference, `user/chatbots/settings-reference.mdx: **${dashboard}**`).toMatch(
          new RegExp(`^\\| \\*\\*${dashboard}\\*\\* \\|`, 'm'),
        );
      } else continue;
      checked.push(name);
    }
    expect(checked).toEqual(
      expect.arrayContaining(['position', 'openOnLoad', 'primaryColor', 'hideLauncher', 'zIndex']),
    );
  });

  test("no SDK page's html sample uses an inline event handler or a javascript: URL, which the recommended policy blocks", () => {
    const dir = path.join(ROOT, 'developer/javascript-sdk');
    const inline = readdirSync(dir)
      .filter((name) => name.endsWith('.mdx'))
      .flatMap((name) =>
        [...readFileSync(path.join(dir, name), 'utf8').matchAll(/```html\b[^\n]*\n([\s\S]*?)```/g)].flatMap(
          ([, code]) =>
            [...code.matchAll(/<[a-z][^>]*?\s(on[a-z]+=|href="javascript:)[^>]*>/gi)].map(
              (match) => `${name}: ${match[0]}`,
            ),
        ),
      );
    expect(inline).toEqual([]);
    // Review 37 #4: control-bubble's buttons get their click listener from the shipped parley-chat-button.js.
    expect(controlBubble).toContain('parleyChatButton(');
    expect(readFileSync(path.join(ROOT, 'static/files/parley-chat-button.js'), 'utf8')).toContain(
      "button.addEventListener('click', onClick || toggle);",
    );
  });

  test('control-bubble.mdx keeps no second table of defaults: it links to the reference', () => {
    expect(controlBubble).not.toMatch(/^\| Option \| Type \| Default/m);
    expect(controlBubble).toContain('./reference.mdx#options');
    expect(singlePageApp).toContain('{/*#route-changes*/}'); // Review 33 #5: the guide owns route changes.
  });

  test('ready: both say it fires with the launcher hidden, and a late handler is called at once; the sample relies on it', () => {
    const ready = tableRows(reference, 'Events').get('ready')?.[0] ?? '';
    expect(ready, 'reference.mdx, the ready row').toContain('whether or not the launcher is shown');
    const events = reference.split('\n## Events')[1]?.split('\n## ')[0] ?? '';
    expect(events, 'reference.mdx, below the Events table').toContain(
      'A `ready` handler added later is called at once',
    );
    const onDoc =
      /\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\s*\n\s*<E extends EventName>\(command: 'on'/.exec(declarations)?.[1] ?? '';
    const said = onDoc.replace(/\s*\*\s*/g, ' ');
    expect(said, "parley.d.ts, the JSDoc of 'on'").toContain('whether or not the launcher is shown');
    expect(said, "parley.d.ts, the JSDoc of 'on'").toContain('called at once');
    // Review 39 open #2: ChatButton.jsx binds the module's bindChatButton, which reads isOpen in a ready handler.
    const chatButton = /```jsx title="ChatButton\.jsx"\n([\s\S]*?)```/.exec(singlePageApp)?.[1] ?? '';
    expect(chatButton).toContain('bindChatButton(button.current, contact.current)');
    const bind = bindChatButtonSource();
    expect(bind, 'bindChatButton reads isOpen in a ready handler').toMatch(/window\.Parley\('on', 'ready', onReady\)/);
    expect(bind).toMatch(/const onReady = \(\) => \{[^}]*expand\(window\.Parley\('isOpen'\) === true\);/);
  });
  test('shutdown and boot: both say handlers added with on stay and ready fires again; no sign-out sample adds them again', () => {
    // Review 31 #5: each command's row links its section, which holds the details.
    const row = (command: string) =>
      reference.split('\n').find((line) => line.startsWith(`| \`Parley('${command}'`)) ?? '';
    const commandSection = (command: string) =>
      reference.split(`\n### ${command} {/*#${command}*/}`)[1]?.split('\n### ')[0] ?? '';
    // Review 33 B: the links to the sections are one sentence under the table, not in each row.
    const links = reference.split('\n').find((line) => line.startsWith('The commands with more rules')) ?? '';
    for (const command of ['shutdown', 'boot']) {
      expect(row(command), command).not.toBe('');
      expect(links, command).toContain(`(#${command})`);
    }
    expect(commandSection('shutdown'), 'reference.mdx, shutdown').toContain(
      '| Handlers added with `on` | They stay. |',
    );
    expect(commandSection('shutdown'), 'reference.mdx, shutdown').toContain(
      'no event of its own (a `close` if the window was open)',
    );
    expect(commandSection('boot'), 'reference.mdx, boot').toContain('`ready` fires again');
    expect(reference.split('\n## Events')[1]?.split('\n## ')[0], 'reference.mdx, below the Events table').toContain(
      'fires again after each `boot` that follows `shutdown`',
    );
    const jsDoc = (command: string) =>
      (
        new RegExp(`/\\*\\*((?:(?!\\*/)[\\s\\S])*)\\*/\\s*\\n\\s*\\(command: '${command}'`).exec(declarations)?.[1] ??
        ''
      ).replace(/\s*\*\s*/g, ' ');
    expect(jsDoc('shutdown'), "parley.d.ts, the JSDoc of 'shutdown'").toContain('Handlers added with `on` stay');
    expect(jsDoc('boot'), "parley.d.ts, the JSDoc of 'boot'").toContain('`ready` fires again');
    // The sign-out samples keep the page's handlers: one that added them again after `shutdown` would run each of
    // them twice. (A handler the page adds once, when it loads, such as the sign-out's `ready` flag, comes before.)
    for (const page of ['identity-verification.mdx', 'control-bubble.mdx', 'single-page-app.mdx']) {
      const source = readFileSync(path.join(ROOT, 'developer/javascript-sdk', page), 'utf8');
      for (const [, code] of source.matchAll(/```(?:js|ts|jsx|html)\b[^\n]*\n([\s\S]*?)```/g)) {
        if (!code.includes("Parley('shutdown')")) continue;
        expect(
          code.slice(code.indexOf("Parley('shutdown')")),
          `${page}: a sign-out sample adds no handler again`,
        ).not.toMatch(/Parley\('on'/);
      }
    }
    // bindChatButton (ChatButton's, since review 39 open #2) reads isOpen in its ready handler, which runs again after
    // boot: its aria-expanded follows a sign-out.
    expect(bindChatButtonSource()).toMatch(
      /const onReady = \(\) => \{[^}]*expand\(window\.Parley\('isOpen'\) === true\);/,
    );
  });

  test('the anonymous visitor ID is replaced whenever who chats changes, said once and used where it is explained', () => {
    // Decision (review 20 #2): identify with a new ID, identify with {id: null}, and shutdown.
    expect(chatBubbleVisitorIdRenewed).toMatch(/`identify` with a new ID or `\{id: null\}`, `shutdown`/);
    expect(chatBubbleVisitorIdRenewed).toMatch(/never linked to the signed-in user/);
    // Decision (review 28 #3): a page without `visitor` after one with a user (a server-rendered sign-out without
    // `shutdown`) starts a new anonymous visitor, not the user's `vis_…`. Review 29 #3: the servers know which user the
    // stored ID was identified as and send a new one; the browser stores only the IDs, as the cookie page says.
    expect(chatBubbleVisitorIdRenewed).toMatch(/a page without `visitor` after one with a user/);
    expect(chatBubbleVisitorIdRenewed).toMatch(/nor the next person's after sign-out/);
    expect(chatBubbleVisitorIdRenewed).toMatch(/\(Parley knows whose ID it was and sends a new one\)/);
    expect(chatBubbleVisitorIdRenewed).not.toMatch(/remembers/);
    expect(sdkSignedOutConversation).toMatch(/starts anonymous, with a new visitor ID/);
    const identify = reference.split('\n### identify')[1]?.split('\n## ')[0] ?? '';
    // Review 40: the rule's owner is the cookie page's What the visitor and conversation IDs do; identify keeps one
    // sentence and the link labelled with that heading.
    const owner = readFileSync(path.join(ROOT, 'user/workspace/cookies.mdx'), 'utf8')
      .split('### What the visitor and conversation IDs do {/*#what-the-ids-do*/}\n')[1]
      ?.split('\n## ')[0];
    expect(owner, "the cookie page's heading holds the rule").toContain('%CHAT_BUBBLE_VISITOR_ID_RENEWED%');
    expect(identify).not.toContain('%CHAT_BUBBLE_VISITOR_ID_RENEWED%');
    expect(identify, 'identify links the rule at its owner').toContain(
      '`identify` with a new ID or `{id: null}`, and `shutdown`, replace it: [What the visitor and conversation IDs do](/user/workspace/cookies#what-the-ids-do).',
    );
    const retention = readFileSync(path.join(ROOT, 'user/workspace/data-retention.mdx'), 'utf8');
    const row = retention.split('\n').find((line) => line.startsWith('| `browser_visitor_id`')) ?? '';
    // Review 31 user #8: the row points to the note below the data-retention table, which holds the rule.
    expect(row, "data retention's browser_visitor_id row").toContain('(when it is replaced: below the table)');
    expect(retention, 'the note below the table').toContain(
      '**The browser visitor ID.** %CHAT_BUBBLE_VISITOR_ID_RENEWED%',
    );
    // Without shutdown the conversation stays open on the server; shutdown closes the window and clears the key.
    expect(sdkSignedOutWithoutShutdown).toMatch(/stays open on the server/);
    expect(sdkSignedOutWithoutShutdown).toMatch(
      /closes the window and clears the page's state and both storage keys, `parley.<chatbot ID>.visitor` and `.ui`/,
    );
    expect(sdkSignedOutWithoutShutdown, 'the next page replaces the key: it is not kept').not.toMatch(/keeps its key/);
    expect(`${sdkSignedOutConversation} ${sdkSignedOutWithoutShutdown}`).not.toMatch(/the next `identify`/);
  });

  test('withdrawn consent: the cookie page and the reference call withdrawChatConsent in a single-page app', () => {
    const cookies = readFileSync(path.join(ROOT, 'user/workspace/cookies.mdx'), 'utf8');
    const step = cookies.split('\n').find((line) => line.includes('withdraws consent')) ?? '';
    // Review 24 B: clearing the settings left a waiting start and the route guard able to boot the chat again.
    // Review 48 SDK #1: the call of each setup is one fact; its link to Withdrawn consent is labelled parley-chat.js.
    expect(step).toContain('%SDK_WITHDRAW_CONSENT%');
    expect(sdkWithdrawConsent).toContain("`Parley('shutdown')` with the embed snippet");
    expect(sdkWithdrawConsent).toContain(
      '`withdrawChatConsent()` in a single-page app with [`parley-chat.js`](/developer/javascript-sdk/single-page-app#withdraw-consent)',
    );
    const signOut = singlePageApp.split('\n### Withdrawn consent {/*#withdraw-consent*/}')[1]?.split(/\n##+ /)[0] ?? '';
    expect(signOut).toContain('call `withdrawChatConsent()`, not `shutdown` alone');
    expect(signOut).not.toMatch(/set `chatSettings` to `undefined`/);
  });

  test('Develop locally: never an empty list; a copy limited to the dev host, or the live chatbot for a while', () => {
    const section = developLocally; // Review 33 #5: a task page of its own.
    expect(section).not.toMatch(/empty \*\*Allowed domains\*\*|Keep the live chatbot's list as it is/);
    expect(section).toMatch(/Never empty a list/);
    expect(section).toContain('**Messages limit**');
    expect(section).toContain('%PLANS_WITH_SEVERAL_CHATBOTS%');
    expect(section).toMatch(/remove it when you are done/);
    expect(section).toMatch(
      /live \*\*Inbox\*\*, spend your live credits, and reach your live webhooks, integrations and payment/,
    );
    expect(section).toContain('`"test": false`');
    // An empty list lets any site show the bubble: domain_not_allowed only when the list is not empty.
    expect(tableRows(reference, 'Errors').get('domain_not_allowed')?.[0]).toMatch(/is not empty/);
    expect(controlBubble).toMatch(/Allowed domains\*\* is not empty, the bubble shows only/);
    const website = readFileSync(path.join(ROOT, 'user/getting-started/website.mdx'), 'utf8');
    expect(website).toMatch(/Leave the list empty only before launch/);
  });

  test('invalid_command: both name the commands that work before boot, and the decided edge cases', () => {
    // The row links to its own section, which lists the causes and what happens to settings with several keys.
    const cells = tableRows(reference, 'Errors').get('invalid_command')?.join(' ') ?? '';
    expect(cells, 'the invalid_command row links to its section').toContain('(#invalid-command)');
    const row = `${cells} ${reference.split('\n### Refused calls {/*#invalid-command*/}')[1]?.split('\n### ')[0] ?? ''}`;
    const declared = /- `invalid_command`:([\s\S]*?)\*\/\n/.exec(declarations)?.[1].replace(/\s*\*\s*/g, ' ') ?? '';
    for (const [name, text] of [
      ['reference', row],
      ['parley.d.ts', declared],
    ]) {
      // Review 22 #4: `shutdown` is accepted in every state; before `boot` it only clears the stored keys.
      expect(text, name).toContain('any command but `on`, `off`, `isOpen`, `getSessionId`, `boot` and `shutdown`');
      expect(text, name).not.toContain('or another command while it does not');
      expect(text, name).toMatch(/`on` or `off` with an event name the SDK does not know/);
      expect(text, name).toMatch(/`primaryColor` that is not `#rrggbb`/);
    }
    // Review 23 #9: `chatbotId` is one of them; another chatbot takes `shutdown` and `boot`. Review 25 #10: the other
    // keys apply. Review 40 #5: the reference says both once, under update, and Refused calls links there.
    expect(declared).toContain(
      '`update` key it cannot change (`chatbotId`, `openOnLoad`, `visitor`: to show another chatbot, `shutdown` then `boot` with its ID)',
    );
    expect(declared).toContain('In `update`, each invalid key is left out and the others apply');
    expect(row).toContain('An `update` key it cannot change, such as `chatbotId` ([update](#update)).');
    // Review 44 #4: the rule lives in Refused calls again; update keeps one line that links there.
    expect(row).toContain(
      "| `Parley('update', settings)` | Each key it cannot change, and each bad value, such as `metadata` past the [Limits](#limits) | The call's other keys. A refused `primaryColor` leaves the colour as it was, and a refused `metadata` leaves the session the metadata it had. |",
    );
    const update = reference.split('\n### update {/*#update*/}')[1]?.split('\n### ')[0] ?? '';
    expect(update).toContain(
      '- **A key it cannot change**, such as `chatbotId`, `openOnLoad` or `visitor`, or a bad value: [Refused calls](#invalid-command) says what applies.',
    );
    expect(update).toContain('**To show another chatbot**, call `shutdown`, then `boot` with its ID.');
  });

  test("open with a message: the edge states are listed under open, each as the page's facts say it", () => {
    expect(reference.split('\n').find((line) => line.startsWith("| `Parley('open'"))).toContain(
      'with `message`, sends it',
    );
    expect(reference.split('\n').find((line) => line.startsWith('The commands with more rules'))).toContain(
      '(#open-with-a-message)',
    );
    const section = reference.split('\n### open with a message')[1]?.split('\n### ')[0] ?? '';
    expect(section).toMatch(/page that starts it later[^\n]*refused with `invalid_command`/);
    expect(section).toMatch(/`identity_required`[^\n]*the message is not sent/);
    expect(section).toMatch(/Before the chat[^\n]*sent once the visitor has sent the form/);
    expect(section).toMatch(/paused chatbot[^\n]*\*\*Away message\*\*/);
    expect(section).toMatch(/Messages limit[^\n]*\*\*Limit message\*\*/);
    expect(section).toMatch(/Messages per visitor[^\n]*slow down/);
    expect(section).toMatch(/double click[^\n]*twice/);
  });

  test("the server-rendered page sends the plan only when there is one, as a string, as metadata's values must be", () => {
    const line = controlBubble.split('\n').find((text) => text.includes('metadata: {plan:')) ?? '';
    expect(line).toContain('{{ user.plan|string|tojson }}');
    const before = controlBubble.slice(0, controlBubble.indexOf(line)).trimEnd().split('\n').at(-1);
    expect(before?.trim()).toBe('{% if user.plan %}');
  });

  test('shutdown clears both storage entries, and each row of the storage table says so', () => {
    // Review 27 #4: the `.ui` row said only "until the visitor closes the browser tab".
    expect(reference).toMatch(/\| `Parley\('shutdown'\)` \|[^\n]*clears the visitor's conversation/);
    expect(reference.split('\n').find((line) => line.startsWith('The commands with more rules'))).toContain(
      '(#shutdown)',
    );
    // Review 31 #5: the row links its section, which names the keys.
    expect(reference.split('\n### shutdown {/*#shutdown*/}')[1]?.split('\n### ')[0]).toMatch(
      /\| The visitor's conversation in this browser \| It is cleared at once: the two storage keys/,
    );
    const cookies = readFileSync(path.join(ROOT, 'user/workspace/cookies.mdx'), 'utf8');
    for (const key of ['visitor', 'ui']) {
      const row = cookies.split('\n').find((line) => line.startsWith(`| \`parley.<chatbot ID>.${key}\` | `)) ?? '';
      expect(row.split('|').at(-2), key).toContain("your page calls `Parley('shutdown')`");
    }
  });

  test('the page address: taken when the conversation starts; a single-page app hides the bubble on token routes', () => {
    expect(sdkPageAddress).toMatch(/the page the conversation started on, taken with its first message/);
    // Review 21 #6: hide on entering, show on leaving; no shutdown. Review 26 #9: never a `boot` on such a route.
    expect(sdkPageAddress).toMatch(
      /single-page app hides the bubble \(`Parley\('hide'\)`\) on entering[^.]*\(`Parley\('show'\)`\) on leaving/,
    );
    // Review 27 #1: as parley-chat.js does it, a sign-out there boots, then hides (page-samples.test.ts runs it).
    expect(sdkPageAddress).toMatch(
      /A start waits until the visitor leaves such a route; a sign-out there restarts the chat hidden[^.]*#route-guard/,
    );
    expect(sdkPageAddress).not.toContain('shutdown');
    expect(singlePageApp).toContain('{/*#route-guard*/}'); // Review 33 #5: the guide owns the route guard.
    // Review 35 #4: a lead and a list, as the privacy page shows it, not one nine-sentence paragraph.
    const parts = ['SENT%\n\n- %SDK_PAGE_ADDRESS_USE', 'NOTHING_ELSE', 'SECRET'];
    // Review 38 #5: the reference keeps the SDK's part; the route guard is one line linking its owner, the SPA guide.
    expect(reference).toContain(
      `%SDK_PAGE_ADDRESS_${parts.join('%\n- %SDK_PAGE_ADDRESS_')}%\n- A single-page app keeps the chat off such routes: [Routes whose address holds a token](./single-page-app.mdx#route-guard).`,
    );
    expect(reference).not.toContain('%SDK_PAGE_ADDRESS_ROUTE_GUARD%');
  });

  test('the message event fires once per new message in this page, never for the stored earlier messages', () => {
    const row = reference.split('\n').find((line) => line.startsWith('| `message` |')) ?? '';
    expect(row).toMatch(/once per message[^|]*earlier messages[^|]*do not fire it/);
    expect(declarations).toMatch(/Once per new message[^\n]*earlier messages shown on load do not fire it/);
  });

  test('round 20 lows: the ui entry is written when the SDK starts, analytics gets no message text, Parley is not defined', () => {
    const cookies = readFileSync(path.join(ROOT, 'user/workspace/cookies.mdx'), 'utf8');
    const uiRow = cookies.split('\n').find((line) => line.startsWith('| `parley.<chatbot ID>.ui` | Session storage |'));
    expect(uiRow).toMatch(/The SDK starts \(the page loads, or your code calls `boot`/);
    expect(cookies).not.toMatch(/The bubble loads/);
    expect(reference).toMatch(/To analytics, send codes and counts, never message text or contact details/);
    // Review 33 B: Troubleshooting is a list (a table's widest cell widened every row).
    const notDefined = reference.split('\n').find((line) => line.startsWith('- **`Parley is not defined`'));
    expect(notDefined).toMatch(/move it after the snippet\./);
    // Review 32 #8: the queue line works anywhere, and a single-page app imports the module, which defines `Parley`.
    expect(notDefined).toMatch(/snippet's \[queue line\]\(\.\/control-bubble\.mdx#embed-the-bubble\)/);
    expect(notDefined).toMatch(/In a single-page app, import `parley-chat\.js`\.$/);
    const subscription = readFileSync(path.join(ROOT, 'integration/custom-payment-subscription.mdx'), 'utf8');
    expect(subscription).toMatch(
      /\*\*A staging page\.\*\*[^\n]*\*\*Allowed domains\*\*[^\n]*javascript-sdk\/develop-locally/,
    );
  });
});
