// cspell:ignore livechat
/**
 * The decisions of review round 28 of issue 45 (user guide): each stated once where it holds (config/facts.ts or the
 * page), and the pages that repeat the point agree with it.
 */
import {describe, expect, it} from 'vitest';
import {embedSnippet, embedSnippetKeepSettings, planUpgradeFromFree} from '../config/facts';
import {expand, line, read, section} from './page-text';

const billing = 'user/workspace/billing.mdx';
const reference = 'user/chatbots/settings-reference.mdx';
const website = 'user/getting-started/website.mdx';
const referenceLink = 'chatbots/settings-reference.mdx#lead-capture)';

describe('user guide, review round 28', () => {
  it("billing's table says who keeps the Free plan's seat after a failed payment, and keeps flows and models rows", () => {
    // Review 39 #3: the row stays short and says an Owner keeps a seat; which one is under the table.
    // Review 42 #1: which Owner is a special case at the end of the page, linked from the item.
    expect(line(billing, "- **Members beyond the plan's seats.**")).toContain(
      'an Owner always among them ([which Owner](#which-owner-keeps-a-seat)). The others are **Deactivated**',
    );
    expect(section(billing, '### Which Owner keeps a seat {/*#which-owner-keeps-a-seat*/}')).toContain(
      'After a failed payment, which nobody confirms, the Owner who has been Owner longest keeps it.',
    );
    expect(line(billing, '- **Flows beyond %PLAN_FREE_FLOWS% per chatbot')).toContain('become drafts');
    expect(line(billing, '- **Advanced AI models')).toContain('moves to %AI_MODEL_DEFAULT_NAME%');
  });

  it('the Consent text row says how to write the link, and the pages that ask for a link point to it', () => {
    expect(line(reference, '**Consent text.**')).toContain(
      // Review 31 #5: what the writer types, with one example.
      'To add a link, type it in Markdown, `[words to show](address)`: `See our ' +
        '[privacy policy](https://www.example.com/privacy).` shows "privacy policy" as the link. A bare `https://` ' +
        'address also becomes a link.',
    );
    expect(line('user/getting-started/chatbot-settings.mdx', '3. In the **Consent text**')).toContain(
      `[link to your privacy policy](../${referenceLink}`,
    );
    expect(line('user/workspace/privacy.mdx', 'Mention the chat in your privacy policy')).toContain(
      `link to it in **Settings → Lead capture → Consent text** ([Lead capture](../${referenceLink}`,
    );
    expect(line('user/glossary.mdx', '| Consent text |')).toContain(`[link to your privacy policy](./${referenceLink}`);
    expect(
      line('user/getting-started/chatbot-settings.mdx', 'After the first answer, the chatbot asks for the fields'),
    ).toContain('the consent box shows, with your privacy-policy link. Leave a name');
  });

  it('Hand-off phrases match whole words in any case, so "agent" also matches "estate agent"', () => {
    const row = line(reference, '| **Hand-off phrases** |');
    expect(row).toContain('"agent"');
    // Review 33 (reading load): how phrases match is in the list under the Hand-off table.
    // Review 48 user #8: the list is the Hand-off rules sub-section.
    expect(row).toContain('([how they match](#hand-off-rules))');
    expect(line(reference, '- **Hand-off phrases** match')).toContain(
      '**Hand-off phrases** match whole words, in any case, anywhere in the message, so "agent" also matches "estate agent": ' +
        'for a real-estate or travel chatbot, replace it with "talk to an agent". The model also recognises other wordings',
    );
  });

  it("the website guide shows the developer guide's two-tag snippet, and the changed line for signed-in sites", () => {
    const copy = section(website, '## Copy the snippet');
    expect(copy).toContain('   ```html\n   %EMBED_SNIPPET%\n   ```');
    expect(copy).toContain('Paste it unchanged, except on a site with [signed-in customers](#signed-in-customers).');
    expect(copy).not.toContain('you do not need to change it');
    // Review 31 #7: both guides show the one snippet through its token, so no retyped copy can differ.
    expect(read('developer/javascript-sdk/control-bubble.mdx')).toContain('```html\n%EMBED_SNIPPET%\n```');
    expect(embedSnippet).toContain(`<script src="${expand('%WIDGET_SCRIPT_URL%')}" async></script>`);
    expect(embedSnippet.split('\n')[1]).toBe(`  ${embedSnippetKeepSettings.replace(' window.parleySettings ||', '')}`);
    // Review 31 user #6: the changed line for a Google Tag Manager tag is checked at its owner, the developer guide;
    // the website guide's Signed-in customers sends the developer there.
    expect(line('developer/javascript-sdk/identity-verification.mdx', "In the tag's Custom HTML, replace")).toContain(
      '`%EMBED_SNIPPET_KEEP_SETTINGS%`',
    );
    expect(section(website, '## Signed-in customers')).toContain(
      '[Identity verification](/developer/javascript-sdk/identity-verification), which covers page templates, [WordPress](',
    );
  });

  it('lows: deleted conversations, the Free upgrade, Suggest drafts, the conversation ID, knowledge states', () => {
    // Review 36 #4: the user page says the effect and links the events' owner, which names both.
    expect(line('user/chatbots/leads.mdx', 'Each deleted lead, and each of its conversations')).toContain(
      'sends a deletion event to your webhook endpoints ([lead webhook](/developer/webhook/lead#events))',
    );
    expect(read('developer/webhook/lead.mdx')).toContain('`lead.deleted`');
    expect(read('developer/webhook/conversation.mdx')).toContain('`conversation.deleted`');
    expect(planUpgradeFromFree).toBe(
      "From the Free plan, you pay the new plan's full month today, and today becomes the renewal day.",
    );
    expect(section(billing, '## Change plan {/*#change-plan*/}')).toContain('   - %PLAN_UPGRADE_FROM_FREE%');
    expect(line(billing, 'An agent selects **Suggest**')).toContain(
      'Drafts do not count toward the [**Messages limit**](../chatbots/settings-reference.mdx#limits), and ' +
        '**Usage** lists them on their own line.',
    );
    const customerColumn = "in the **Inbox**'s [**Customer** column](";
    expect(line('user/intro.mdx', '- **Support**:')).toContain(`its conversation ID (\`ses_…\`, ${customerColumn}`);
    expect(line('user/workspace/privacy.mdx', 'To match a row')).toContain(`(\`ses_…\`) ${customerColumn}`);
    expect(section('user/getting-started/livechat.mdx', '## The agent workspace')).toContain(
      '- the conversation ID (`ses_…`)',
    );
    expect(line('user/getting-started/knowledge.mdx', 'is always in one of three states')).toContain(
      'Developers read the same states with the [knowledge API](/developer/api/chatbot/get-chatbot-knowledge); ' +
        "the states of a **Whole site** source's single pages show only in the dashboard.",
    );
    expect(line('user/chatbots/leads.mdx', "1. In a chatbot's **Preview** panel")).toContain(
      'the chatbot then asks for your details: leave a name',
    );
  });
});
