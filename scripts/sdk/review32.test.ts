/**
 * The JavaScript SDK findings of review round 32 that live in page text: the module's setup has one home (the
 * single-page-app guide), the ID from build configuration, short sentences where procedures were chained, and the
 * links the reviewer asked for. ChatButton's behaviour (#2, #7) runs in page-samples.test.ts.
 */
import {describe, expect, it} from 'vitest';
import {line, read, section} from '../page-text';

const spa = 'developer/javascript-sdk/single-page-app.mdx';
const reference = 'developer/javascript-sdk/reference.mdx';
const bubble = 'developer/javascript-sdk/control-bubble.mdx';
const verification = 'developer/javascript-sdk/identity-verification.mdx';
// Review 38 #1: the settings of the module's one `configureChat` call, once constants at its top.
const constants = [
  'chatbotId',
  'basePath',
  'hashRouter',
  'routes',
  'tokenRoutes',
  'hiddenRoutes',
  'meUrl',
  'meRequest',
  'sdkUrl',
  'sdkIntegrity',
  'options', // Review 42 #1: the SDK's own options, for every boot.
];

/** The prose of a text, without its code blocks. */
const prose = (text: string) => text.replace(/```[\s\S]*?```/g, '');

describe('JavaScript SDK, review round 32', () => {
  it("#1 every constant of parley-chat.js is set in one table, the SPA guide's; the reference links it", () => {
    const module = read('static/files/parley-chat.js');
    const defaults = /^const config = \{\n([\s\S]*?)^\};$/m.exec(module)?.[1] ?? '';
    const declared = [...defaults.matchAll(/^ {2}(\w+): /gm)].map(([, name]) => name);
    expect(declared.sort()).toEqual([...constants].sort());
    const steps = section(spa, '## Add the module {/*#steps*/}');
    const rows = steps
      .split('\n')
      .map((row) => row.trim())
      .filter((row) => row.startsWith('| `'))
      .map((row) => /^\| `(\w+)`/.exec(row)?.[1]);
    expect(rows).toEqual(constants);
    // Review 35 #4: the guide links the module and lists its exports, after its steps.
    const moduleSection = prose(section(spa, '### The module {/*#single-page-app-module*/}'));
    expect(moduleSection).toContain('(#steps)');
    expect(moduleSection, 'no second list of the constants').not.toMatch(/`basePath`|`hashRouter`/);
    expect(read(reference).split('\n## ')[0], "the reference's intro sends SPA readers to the guide").toContain(
      '(./single-page-app.mdx)',
    );
  });

  it('#3 the guide reads the chatbot ID from build configuration and says to replace it per environment', () => {
    const steps = section(spa, '## Add the module {/*#steps*/}');
    expect(steps).toContain('import.meta.env.VITE_PARLEY_CHATBOT_ID');
    expect(steps).toContain('process.env.NEXT_PUBLIC_PARLEY_CHATBOT_ID');
    expect(line(spa, '| `chatbotId` |')).toMatch(/per environment/);
    expect(read('static/files/parley-chat.js')).toMatch(/^ {2}chatbotId: 'bot_\w+',$/m);
  });

  it('#5 the chained button rules are short sentences', () => {
    const text = prose(section(bubble, '## Open, close and toggle'));
    expect(text).not.toContain('then nothing but');
    const sentences = text.split(/(?<=[.:])\s+/).filter((sentence) => /aria-|click/.test(sentence));
    for (const sentence of sentences) expect(sentence.split(/\s+/).length, sentence).toBeLessThan(30);
  });

  it('#6 #8 #9 #10 #11: the links and the one-line fixes', () => {
    expect(section(reference, '## Accessibility {/*#accessibility*/}')).toContain(
      '(./control-bubble.mdx#production-button)', // Review 38 #3: the button's rules moved under this heading.
    );
    expect(line(verification, '3. The page passes `id` and `userHash`')).toMatch(
      /`Parley\('identify', …\)` is only for a user who signs in mid-session/,
    );
    expect(section(spa, '## Add the module {/*#steps*/}')).toContain(
      '- **Next.js**: into `app/`, next to `layout.jsx`.',
    );
    // Review 33 #6: the rule is said once, at the reference's Events; control-bubble keeps one sentence and the link.
    expect(section(reference, '## Events')).toContain('%SDK_STORE_RELIABLY%');
    expect(read(bubble)).not.toContain('%SDK_STORE_RELIABLY%');
    expect(section(bubble, '## Events')).toContain(
      'store messages and leads from webhooks instead ([Events](./reference.mdx#events))',
    );
  });
});
