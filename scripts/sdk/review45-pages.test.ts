/**
 * The JavaScript SDK's findings of review round 43 (SDK area), checked as review 45 reads the pages: Angular 18's
 * standalone button, the `lead` event's `created` and its release, the limits in code points, control-bubble's options
 * and complete page, the quick-test button, the single-page app's Content-Security-Policy, the category's link, and
 * the reference's rules as Situation → Result tables.
 */
import {describe, expect, it} from 'vitest';
import {parse} from 'yaml';
import {sdk} from '../../config/facts';
import {expand, line, read, section} from '../page-text';

const reference = 'developer/javascript-sdk/reference.mdx';
const controlBubble = 'developer/javascript-sdk/control-bubble.mdx';
const spa = 'developer/javascript-sdk/single-page-app.mdx';
const category = 'developer/category/javascript-sdk.mdx';
const declarations = 'static/sdk/parley.d.ts';

/** The `##` and `###` headings of a page, in order, as written. */
const headings = (file: string) => [...read(file).matchAll(/^#{2,3} .*$/gm)].map(([heading]) => heading);

/** The fields of an interface of parley.d.ts, as the reference's tables write them: `name` or `name?`. */
const fields = (name: string) =>
  [
    ...(new RegExp(`interface ${name} \\{([\\s\\S]*?)\\n {2}\\}`).exec(read(declarations))?.[1] ?? '').matchAll(
      /^ {4}(\w+\??):/gm,
    ),
  ].map(([, field]) => field);

describe('JavaScript SDK, review round 43 (SDK area)', () => {
  it('#1 the Angular button component is standalone, so Angular 18 can list it in imports', () => {
    const component = /```ts title="src\/app\/chat-button\/chat-button\.component\.ts"\n([\s\S]*?)```/.exec(
      read(spa),
    )?.[1];
    const decorator = /@Component\(\{([\s\S]*?)\n {3}\}\)/.exec(component ?? '')?.[1] ?? '';
    expect(decorator).toMatch(/\n {5}standalone: true,/);
    // The page still offers Angular 18 and tells the reader to import the component.
    const steps = section(spa, '## Add the module {/*#steps*/}');
    expect(steps).toMatch(/On Angular 18, write the initializer as `\{provide: APP_INITIALIZER/);
    expect(steps).toContain("add `ChatButtonComponent` to that component's `imports`");
  });

  it('#2 the lead event: `created` comes from 1.9.0, the table marks it optional, and an earlier pin counts every event', () => {
    const events = section(reference, '## Events');
    const row = (event: string) => events.split('\n').find((text) => text.startsWith(`| \`${event}\` |`)) ?? '';
    // The table's payloads are the declarations' fields, optional ones with their `?`.
    expect(row('lead')).toContain(`\`{${fields('Lead').join(', ')}}\``);
    expect(row('lead')).toContain('created?');
    expect(row('message')).toContain(`\`{${fields('Message').join(', ')}}\``);
    expect(row('message')).toContain('sequence?');
    expect(events).not.toContain('It comes from release');
    const lead = events.split('\n').filter((text) => /^- \*\*`(lead|created)`\*\*/.test(text));
    expect(lead.join('\n')).toContain('To count leads, count only `created` `true`.');
    expect(lead.join('\n')).toContain(
      '- **`created`** comes from release `1.9.0`. On a page pinned to an earlier release, count every `lead` event',
    );
    // That count includes changes, since the event fired for them before 1.9.0 too: the page says so.
    expect(lead.join('\n')).toContain('That count includes changes to a lead.');
    expect(events).toContain('`sequence` comes from release `1.9.0`');
  });

  it('#3 Limits gives visitor.id and visitor.name in code points, from facts.ts, as the API schema counts them', () => {
    const limits = section(reference, '## Limits {/*#limits*/}');
    expect(limits).toContain('| `visitor.id` | %SDK_VISITOR_ID_LIMIT% |');
    expect(limits).toContain('| `visitor.name` | %SDK_VISITOR_NAME_LIMIT% |');
    expect(expand(limits)).toContain('| `visitor.id` | 255 code points |');
    expect(expand(limits)).toContain('| `visitor.name` | 200 code points |');
    // JSON Schema's maxLength counts code points: the facts are the API's VisitorInput limits.
    const schema = (
      parse(read('openapi/openapi.yaml')) as {
        components: {schemas: {VisitorInput: {properties: Record<string, {maxLength?: number}>}}};
      }
    ).components.schemas.VisitorInput.properties;
    expect(schema.id.maxLength).toBe(sdk.visitorIdMaxCodePoints);
    expect(schema.name.maxLength).toBe(sdk.visitorNameMaxCodePoints);
  });

  it('#4 control-bubble splits Configuration into Options and A complete page, which keeps the anchor', () => {
    const titles = headings(controlBubble);
    expect(titles).not.toContain('## Configuration');
    const options = titles.indexOf('## Options');
    expect(options).toBeGreaterThan(-1);
    expect(titles[options + 1]).toBe('## A complete page {/*#configuration*/}');
    // Options is one paragraph that links the reference.
    const paragraphs = section(controlBubble, '## Options').trim().split('\n\n');
    expect(paragraphs).toHaveLength(1);
    expect(paragraphs[0]).toContain('](./reference.mdx#options)');
    // The Jinja sample sits under A complete page, and the page's link to it still resolves there.
    expect(section(controlBubble, '## A complete page {/*#configuration*/}')).toContain('{% if parley_visitor %}');
    expect(line(controlBubble, '[complete page](#configuration)')).toContain('parleyChatButton(button, contactLink)');
  });

  it('#5 the first, smallest button sample is labelled a quick test, and the production button is linked', () => {
    const open = section(controlBubble, '## Open, close and toggle');
    const lead = open.slice(0, open.indexOf('```html'));
    expect(lead).toContain('This smallest button is for a quick test only.');
    expect(lead).toContain('[A production-ready button](#production-button), which shows once the SDK is ready.');
  });

  it("#6 the single-page app's Before you start links the CSP section and names meUrl's origin under connect-src", () => {
    const before = section(spa, '## Before you start');
    const csp = before.split('\n').find((text) => text.includes('Content-Security-Policy')) ?? '';
    expect(csp).toContain('[Content-Security-Policy](./reference.mdx#content-security-policy)');
    expect(csp).toContain("`meUrl`'s origin under `connect-src` when it is another origin than your app's");
  });

  it('#7 the usual sequence sends a single-page app to its page, not back to Choose your path', () => {
    const step = line(category, '2. Paste the [embed snippet]');
    expect(step).not.toContain('(#choose-your-path)');
    expect(step).toContain(
      'A single-page app uses the module of [Add the chat to a single-page app](../javascript-sdk/single-page-app.mdx) instead.',
    );
  });

  it('#8 open with a message, shutdown and boot give their rules as Situation → Result tables', () => {
    for (const heading of [
      '### open with a message {/*#open-with-a-message*/}',
      '### shutdown {/*#shutdown*/}',
      '### boot {/*#boot*/}',
    ]) {
      const text = section(reference, heading);
      expect(text, heading).toMatch(/\n\| Situation \| (Result|After `shutdown`) \|\n\| --- \| --- \|\n/);
      expect(text, heading).not.toMatch(/\n- \*\*/);
    }
    // The rows keep what the lists said.
    const open = section(reference, '### open with a message {/*#open-with-a-message*/}');
    expect(open).toMatch(/\| `identity_required` \|[^\n]*the message is not sent/);
    expect(open).toMatch(/\| A paused chatbot[^\n]*\*\*Away message\*\*/);
    expect(section(reference, '### boot {/*#boot*/}')).toContain(
      '| `boot` while the SDK runs | It is refused with `invalid_command` and changes nothing. Call `shutdown` first. |',
    );
    // Step 2 of the single-page app: one idea a sentence, the verb first.
    const step = line(spa, '2. Call `configureChat` once');
    expect(step).not.toContain("Give it your app's settings with one call");
    for (const sentence of step.split(/(?<=\.) /)) expect(sentence.split(' ').length, sentence).toBeLessThanOrEqual(25);
  });
});
