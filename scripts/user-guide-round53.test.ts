/**
 * Round 53: review 48 of the user guide (8/10). Each check fails on the text the review found.
 */
import {describe, expect, it} from 'vitest';
import {
  copyFlowsPreviewWebhook,
  deletionCopiesElsewhere,
  flowPreviewRunsDraft,
  previewLeadCrmCleanup,
  previewLeadRoutes,
} from '../config/facts';
import {productFactTokens} from '../config/tokens';
import {expand, line, read, section} from './page-text';

const duplicate = 'user/chatbots/duplicate-or-delete.mdx';
const glossary = 'user/glossary.mdx';

describe('round 53: review 48 of the user guide', () => {
  it('#1 switching customers to a copy is a checklist of everything the copy lacks', () => {
    const page = read(duplicate);
    expect(page).not.toContain('To move customers to the copy, replace the **Chatbot ID**');
    const copy = section(duplicate, '## Duplicate a chatbot {/*#duplicate*/}');
    const steps = section(duplicate, '### Switch customers to the copy {/*#switch-to-copy*/}');
    expect(copy).toContain(steps);
    // When re-making the change in the original is the safer choice.
    expect(steps).toMatch(
      /^\s*Make the change again in the original instead when it is small, or when the original has/,
    );
    for (const [n, text] of [
      [
        1,
        'point each **Send webhook** back at its real address and each **Notify team** at its real recipients, then publish each flow',
      ],
      [
        2,
        "the copy's **Chatbot ID** and **Flow webhook secret**, as step 7 of [Move a chatbot to another workspace](#move)",
      ],
      [3, 'webhook endpoints and integrations again, as step 8 there says'],
      [4, 'Google Sheet sources again'],
      [5, '**Identity verification** or **Require verified identity**'],
      [6, "replace the **Chatbot ID** in your website's snippet"],
    ] as const)
      expect(steps).toMatch(new RegExp(`\\n${n}\\. [^\\n]*${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    expect(steps).toContain('its **Request payment** blocks take **Not paid** at once');
    // The Move steps it points to say what it reuses.
    const move = section(duplicate, '## Move a chatbot to another workspace {/*#move*/}');
    expect(move).toMatch(/\n4\. If the original has \*\*Identity verification\*\* on/);
    expect(move).toMatch(/\n7\. Build its flows again[^\n]*\*\*Flow webhook secret\*\*/);
    expect(move).toMatch(/\n8\. Add its webhook endpoints and integrations/);
  });

  it('#2 deleting a chatbot: stop new conversations, let the rest close, export, then delete', () => {
    const page = read(duplicate);
    const order = [
      '### Disconnect the website and text channels {/*#disconnect-channels*/}',
      '### Export what you want to keep {/*#export-what-you-want-to-keep*/}',
      '### Delete it {/*#delete-it*/}',
    ].map((heading) => page.indexOf(`\n${heading}\n`));
    expect(order.every((at) => at > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    const stop = section(duplicate, '### Disconnect the website and text channels');
    expect(stop).toMatch(/\n1\. \*\*Website\*\*: remove the chatbot's snippet/);
    expect(
      section(duplicate, '### Export what you want to keep {/*#export-what-you-want-to-keep*/}').trimStart(),
    ).toMatch(/^%CONVERSATION_EXPORT_CLOSED_ONLY_SHORT% Rather than wait, you can close them in the \*\*Inbox\*\*/);
    expect(section(duplicate, '### Delete it')).not.toContain('Remove its snippet from your pages');
    expect(section(duplicate, '## Delete a chatbot {/*#delete*/}')).toContain(
      'Work in this order: stop new conversations, let the others close, export what you want to keep',
    );
  });

  it('#3 Notify team runs in the Preview too: a copy repoints it, and the leads page lists it', () => {
    expect(copyFlowsPreviewWebhook).toContain(
      "keep the original's **Send webhook** addresses and **Notify team** recipients",
    );
    expect(copyFlowsPreviewWebhook).toContain('and every **Notify team** at your own address');
    expect(productFactTokens['%COPY_FLOWS_PREVIEW_WEBHOOK%']).toBe(copyFlowsPreviewWebhook);
    expect(previewLeadRoutes.sentBy).toContain("a flow's **Notify team** email to its recipients");
    expect(productFactTokens['%PREVIEW_LEAD_ROUTES%']).toContain(
      "and a flow's **Notify team** email to its recipients;",
    );
    expect(previewLeadCrmCleanup).toContain("or a flow's **Notify team** email to its recipients sent the lead on");
    expect(section('user/chatbots/leads.mdx', '## Test it end to end')).toContain('%PREVIEW_LEAD_ROUTES%');
  });

  it('#4 the lead webhook bullet is your own server, not a CRM feature', () => {
    const text = expand(deletionCopiesElsewhere.webhook);
    expect(text).not.toMatch(/^A CRM that handles/);
    expect(text).toMatch(/^Your own server, if your developer made it handle the \[lead webhook's deletion events\]/);
    expect(text).toContain(`(${productFactTokens['%PLANS_WITH_API%']})`);
    expect(text).toContain('No built-in connection does this.');
    // HubSpot's bullet stays right: the sample server handles the deletion events itself.
    expect(deletionCopiesElsewhere.hubspot).toContain(
      'A [HubSpot lead integration](/integration/hubspot-lead-integration) server',
    );
    expect(read('static/files/hubspot-lead-sync/hubspot-leads.mjs')).toContain(
      'when it learns that a lead was deleted',
    );
  });

  it('#5 the sample Instructions leave asking for details to the form', () => {
    const sample = line('user/getting-started/chatbot-settings.mdx', '> You answer for Bright Bikes');
    expect(sample).not.toContain('leave their details');
    expect(sample).toMatch(/offer to book their bike in\.$/);
  });

  it("#6 the glossary's Preview runs the saved settings and each flow's draft", () => {
    const row = line(glossary, '| Preview |');
    expect(row).not.toContain('as it is saved');
    expect(row).toContain('with its saved settings. %FLOW_PREVIEW_RUNS_DRAFT%');
    expect(flowPreviewRunsDraft).toContain("The **Preview** panel runs each flow's draft");
  });

  it('#7 the data retention Test data row links Try changes safely', () => {
    const row = line('user/workspace/data-retention.mdx', '| Test data:');
    expect(row).not.toContain('(../glossary.mdx)');
    expect(row).toContain('[test mode](../chatbots/duplicate-or-delete.mdx#try-changes-safely)');
  });
});
