/**
 * The JavaScript SDK findings of review round 39: the framework samples of the single-page-app guide make the
 * `configureChat` call step 2 asks for, with their own framework's ID; the EJS line survives an anonymous render; one
 * name for WordPress's plugin menu; the category page's server-rendered row links the embed snippet; the reference's
 * `visitor` option in words. The Angular sample's compile, with its environment file, runs in page-samples.test.ts.
 */
import vm from 'node:vm';
import {describe, expect, it} from 'vitest';
import {line, read, section} from '../page-text';

const spa = 'developer/javascript-sdk/single-page-app.mdx';
const reference = 'developer/javascript-sdk/reference.mdx';
const bubble = 'developer/javascript-sdk/control-bubble.mdx';
const verification = 'developer/javascript-sdk/identity-verification.mdx';
const category = 'developer/category/javascript-sdk.mdx';
const website = 'user/getting-started/website.mdx';

/** The code block titled `title` on a page, without the list's indent. */
function block(file: string, title: string): string {
  const escaped = title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const code = new RegExp(`\`\`\`\\w+ title="${escaped}"\\n([\\s\\S]*?)\`\`\``).exec(read(file))?.[1];
  if (code === undefined) throw new Error(`${file} has no block titled ${title}`);
  return code.replace(/^ {3}/gm, '');
}

/** The settings a `configureChat({...})` call in this code passes, by name, and the code of its `chatbotId`. */
function configureCall(code: string): {names: string[]; chatbotId: string; at: number} {
  const match = /configureChat\(\{\n([\s\S]*?)\n\s*\}\);/.exec(code);
  if (!match) return {names: [], chatbotId: '', at: -1};
  const names = [...match[1].matchAll(/^\s*(\w+):/gm)].map(([, name]) => name);
  const chatbotId = /chatbotId: ([^,\n]+),/.exec(match[1])?.[1] ?? '';
  return {names, chatbotId, at: match.index};
}

/**
 * A stand-in for EJS's compiler, enough for one line: `<% code %>`, `<%- value %>` (unescaped), and the rest as text,
 * run as EJS runs a template by default, inside `with (locals) { … }` (sloppy mode, which `with` needs).
 */
function renderEjs(template: string, locals: Record<string, unknown>): string {
  let body = 'var out = "";\n';
  for (const part of template.split(/(<%-?[\s\S]*?%>)/)) {
    if (part.startsWith('<%-')) body += `out += String(${part.slice(3, -2)});\n`;
    else if (part.startsWith('<%')) body += `${part.slice(2, -2)}\n`;
    else if (part) body += `out += ${JSON.stringify(part)};\n`;
  }
  const render = vm.runInNewContext(`(function (locals) { with (locals) { ${body} return out; } })`) as (
    locals: Record<string, unknown>,
  ) => string;
  return render(locals);
}

describe('JavaScript SDK, review round 39', () => {
  it('#1 the Next.js, Nuxt and Angular samples make step 2’s configureChat call, each with its own framework’s ID', () => {
    const table = section(spa, '## Add the module {/*#steps*/}');
    const settings = [...table.matchAll(/^ {3}\| `(\w+)` \|/gm)].map(([, name]) => name);
    expect(settings).toContain('chatbotId');
    const samples: [string, string][] = [
      ['app/ChatRoute.jsx', 'process.env.NEXT_PUBLIC_PARLEY_CHATBOT_ID'],
      ['plugins/parley.client.js', 'useRuntimeConfig().public.parleyChatbotId'],
      ['app.config.ts', 'environment.parleyChatbotId'],
    ];
    for (const [title, chatbotId] of samples) {
      const code = block(spa, title);
      const call = configureCall(code);
      expect(call.chatbotId, title).toBe(chatbotId);
      expect(code, `${title} imports it`).toMatch(/import \{configureChat, [^}]*\} from '[.~]\/parley-chat\.js';/);
      expect(call.at, `${title}: before startChat()`).toBeLessThan(code.indexOf('startChat();'));
      // Only settings step 2's table names: it stays the one list of them.
      for (const name of call.names) expect(settings, `${title}: ${name}`).toContain(name);
    }
    // Next.js: at the top of the module, not in a component, so that it runs once before the effect's startChat().
    const next = block(spa, 'app/ChatRoute.jsx');
    expect(configureCall(next).at).toBeLessThan(next.indexOf('export function ChatRoute'));
    expect(block(spa, 'app.config.ts')).toContain("import {environment} from '../environments/environment';");
    // The Vite sample no longer offers Next.js a line that reads import.meta.env, undefined there.
    const main = block(spa, 'main.js');
    expect(configureCall(main).chatbotId).toBe('import.meta.env.VITE_PARLEY_CHATBOT_ID');
    expect(main).not.toContain('NEXT_PUBLIC');
    expect(read(spa).match(/^ {3}\| Setting \| What to set \| Default \|$/gm), 'one settings table').toHaveLength(1);
  });

  it('#2 the EJS line tests locals.visitor, renders for an anonymous visitor, and shows the render call', () => {
    const text = read(verification);
    const ejs = /`(<% if \(locals\.visitor\) \{ %>[^`]*<% \} %>)`/.exec(text)?.[1] ?? '';
    expect(ejs).toBe('<% if (locals.visitor) { %>visitor: <%- scriptJson(visitor) %>,<% } %>');
    expect(text).toContain(
      "`res.render('page', {visitor: req.user ? parleyVisitor(req.user) : undefined, scriptJson})`",
    );
    expect(text).not.toMatch(/<% if \(parleyVisitor\)/);
    expect(text).toContain('`<% if (locals.visitor) { %>` in EJS');
    const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
    // The render leaves `visitor` out for an anonymous visitor (or passes undefined): both render nothing.
    expect(renderEjs(ejs, {scriptJson})).toBe('');
    expect(renderEjs(ejs, {scriptJson, visitor: undefined})).toBe('');
    expect(renderEjs(ejs, {scriptJson, visitor: {id: '1', userHash: 'ab'}})).toBe(
      'visitor: {"id":"1","userHash":"ab"},',
    );
    // The old line: the builder's name as the local, which an anonymous render does not pass.
    expect(() => renderEjs('<% if (parleyVisitor) { %>x<% } %>', {scriptJson})).toThrow(/parleyVisitor is not defined/);
  });

  it('#3 WordPress’s menu is Plugins → Add New Plugin on both pages', () => {
    expect(line(website, '1. In the WordPress admin, go to')).toContain('**Plugins → Add New Plugin**');
    expect(read(verification)).toContain('**Plugins → Add New Plugin → Upload Plugin**');
    for (const file of [website, verification]) expect(read(file), file).not.toMatch(/Add New\*\*|Add New →/);
  });

  it('#4 the server-rendered row of Choose your path links the embed snippet', () => {
    const row = line(category, '| Server-rendered site |');
    expect(row).toContain('[embed snippet](../javascript-sdk/control-bubble.mdx#embed-the-bubble) in your template');
    expect(read(bubble)).toMatch(/^## Embed the bubble$/m);
  });

  it('#5 the reference’s visitor option says what it does in words', () => {
    expect(line(reference, '| `visitor` | `Visitor` |')).toBe(
      '| `visitor` | `Visitor` | none | The same as calling [`identify`](#identify) with it as the SDK starts. |',
    );
  });
});
