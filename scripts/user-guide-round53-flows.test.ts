/**
 * Round 53: review 48 of the user guide, the flow findings (#1 to #7). Each check fails on the text the review found.
 */
import {describe, expect, it} from 'vitest';
import {flowTestPageVisited, flowTurnOff, handOffOrFlowTrigger, leadConsentBoxOnce} from '../config/facts';
import {productFactTokens} from '../config/tokens';
import {line, read, section} from './page-text';

const flowBuilder = 'user/getting-started/flow-builder.mdx';
const flowReference = 'user/chatbots/flow-reference.mdx';
const privacy = 'user/workspace/privacy.mdx';
const settings = 'user/chatbots/settings-reference.mdx';

describe('round 53: review 48 of the user guide, flows', () => {
  it('#1 the Page visited test runs in a private window and warns that its lead is real', () => {
    expect(productFactTokens['%FLOW_TEST_PAGE_VISITED%']).toBe(flowTestPageVisited);
    expect(flowTestPageVisited).toContain('in a private browser window');
    expect(flowTestPageVisited).toContain('a conversation you already had on the site goes on across its pages');
    expect(flowTestPageVisited).toContain("the flow runs only at a conversation's first message");
    expect(flowTestPageVisited).toContain('a lead it saves is real: it goes to every CRM and webhook connected');
    expect(flowTestPageVisited).toContain('Delete it in **Leads** and in each CRM');
    expect(section(flowReference, '## Check a flow')).toContain('%FLOW_TEST_PAGE_VISITED%');
  });

  it('#2 the flow reference says how to unpublish or delete a flow, and what a running conversation gets', () => {
    expect(productFactTokens['%FLOW_UNPUBLISH%']).toBe(flowTurnOff.unpublish);
    expect(productFactTokens['%FLOW_DELETE%']).toBe(flowTurnOff.delete);
    expect(productFactTokens['%FLOW_TURNED_OFF_RUNNING%']).toBe(flowTurnOff.running);
    expect(flowTurnOff.unpublish).toContain('keeps it as a draft, with its version history');
    expect(flowTurnOff.delete).toContain('removes the flow and all its versions for good');
    expect(flowTurnOff.running).toContain('the flow ends there, and the AI answers the next message');
    const text = section(flowReference, '## Turn off or delete a flow {/*#turn-off-or-delete-a-flow*/}');
    expect(text).toContain("open the flow's menu");
    for (const token of ['%FLOW_UNPUBLISH%', '%FLOW_DELETE%', '%FLOW_TURNED_OFF_RUNNING%']) {
      expect(text).toContain(token);
    }
    // Data retention keeps flows "Until you delete the flow": the page it relies on now says how.
    expect(read('user/workspace/data-retention.mdx')).toContain(
      'Until you [delete the flow](../chatbots/flow-reference.mdx#turn-off-or-delete-a-flow)',
    );
  });

  it('#3 the flow reference troubleshooting covers a flow that does not start and one that ends early', () => {
    const table = section(flowReference, '## Troubleshooting');
    expect(table).toContain('| A **Page visited** flow does not start in the **Preview**. |');
    expect(table).toContain('](#check-a-flow)');
    expect(table).toContain("Both run only at a conversation's first message ([Triggers](#triggers))");
    expect(table).toContain('**Conversation starts** runs only on the channels ticked in its settings');
    expect(table).toContain('| The flow does not start, and the conversation goes to your team. |');
    expect(table).toContain('| Flows stopped starting after a downgrade to Free. |');
    expect(table).toContain('](../workspace/billing.mdx#over-the-new-plan)');
    expect(table).toContain('| The flow ended early, at an answer. |');
    expect(table).toContain('"sales agent" with the default "agent"');
    expect(table).toContain('outside **Working hours**');
    expect(table.match(/^\| /gm)?.length).toBeGreaterThanOrEqual(2 + 2 + 5);
  });

  it('#4 a lead who ticked the consent box in this chatbot does not see it again, said in the known-customer test', () => {
    expect(productFactTokens['%LEAD_CONSENT_BOX_ONCE%']).toBe(leadConsentBoxOnce);
    expect(leadConsentBoxOnce).toContain('does not show again to a lead who has ticked it in this chatbot');
    expect(line(flowBuilder, '. Type "can I get a demo?" once more')).toContain(
      'Choose a size. %LEAD_CONSENT_BOX_ONCE%',
    );
    expect(line(flowReference, '%LEAD_CONSENT_BOX_FLOW_NO_BOX%')).toContain('%LEAD_CONSENT_BOX_ONCE%');
    expect(section(privacy, '### The consent box')).toContain('%LEAD_CONSENT_BOX_ONCE%');
  });

  it('#5 the "sales agent" caveat of step 4 gives the fix the settings reference gives', () => {
    const step4 = line(flowBuilder, '4. Add a **Question** block of type **Text**');
    expect(step4).toContain('replace "agent" with "talk to an agent" in the **Hand-off phrases**');
    expect(line('user/chatbots/settings-reference.mdx', '- **Hand-off phrases** match whole words')).toContain(
      'replace it with "talk to an agent"',
    );
  });

  it("#6 the Actions list gives the Send webhook block's settings and asks for a test URL", () => {
    const settings = line(flowReference, '- **Send webhook** settings:');
    for (const words of [
      'the HTTPS **URL**',
      'under **Send**, the variables the request carries',
      'under **Save from the answer**, one mapping per value',
      '**Send test request**',
      'Ask your developer for a test URL',
      '](/developer/webhook/send-webhook-action#set-up-the-block)',
    ]) {
      expect(settings).toContain(words);
    }
  });

  it('#7 Text channels and the API is one paragraph', () => {
    const paragraph = line(flowReference, '**Text channels and the API.**');
    expect(paragraph).toContain('%FLOWS_ON_API_SESSIONS%');
    expect(paragraph).toContain('%API_NO_LEAD_SHORT%');
    expect(read(flowReference)).not.toMatch(/\n\n%API_NO_LEAD_SHORT% /);
  });

  it('#8 the settings rows are one sentence each, with the detail in Hand-off rules and under the tables', () => {
    const sentences = (row: string) => row.split(' | ')[2].match(/\. [A-Z*%]/g)?.length ?? 0;
    for (const setting of ['Assign to', 'Consent text', 'Show sources']) {
      const row = line(settings, `| **${setting}** |`);
      expect(sentences(row), setting).toBe(0);
      expect(row.length, setting).toBeLessThan(260);
    }
    expect(line(settings, '| **Hand-off phrases** |')).toMatch(
      /\| %HAND_OFF_PHRASE_MATCH% \(\[how they match\]\(#hand-off-rules\)\) \|$/,
    );
    const rules = section(settings, '### Hand-off rules {/*#hand-off-rules*/}');
    expect(rules).toContain('%HANDOFF_OR_FLOW_TRIGGER%');
    expect(rules).toContain('Once an agent has it, %ROUND_ROBIN_WAITS%.');
    expect(rules).toContain('The model also recognises other wordings of the same request.');
    expect(line(settings, '**Consent text.**')).toContain('%CONSENT_TEXT_DEFAULT_NOTE% To add a link');
    expect(line(settings, '**Show sources** lists a web page')).toContain('%SHOW_SOURCES_TEST_ONLY%');
    // One pass: no "so does" turning back on the sentence before it.
    expect(handOffOrFlowTrigger).not.toContain('so does any message');
    expect(handOffOrFlowTrigger).toMatch(
      /^A message that asks for a person, .* always hands off, even when it also matches/,
    );
    expect(read(settings)).toContain("a chat with your chatbot's saved settings and each flow's draft");
    expect(read(settings)).not.toContain('a chat with your chatbot as it is saved');
  });

  it('#9 the lead-capture choice and the known-lead steps are a variation after Publish, anchors kept', () => {
    const page = read(flowBuilder);
    for (const heading of ['### Before you start', '### Build the flow', '### Test the flow', '### Publish the flow']) {
      expect(page).toContain(`\n${heading}\n`);
    }
    const variationHeading = '### Variation: skip questions for customers you know {/*#skip-known-customers*/}';
    expect(page.indexOf('\n### Publish the flow\n')).toBeLessThan(page.indexOf(`\n${variationHeading}\n`));
    expect(page.indexOf(`\n${variationHeading}\n`)).toBeLessThan(page.indexOf('\n### Lead capture and this flow'));
    const before = section(flowBuilder, '### Before you start');
    expect(before).not.toContain('**Only in flows**');
    expect(before.split('\n').filter((text) => text.startsWith('- '))).toHaveLength(2);
    expect(section(flowBuilder, '### Build the flow')).not.toMatch(/\n12\. /);
    expect(section(flowBuilder, '### Test the flow')).not.toContain('step 12');
    expect(page).not.toContain('step 12');
    const variation = section(flowBuilder, variationHeading);
    expect(variation).toContain('**After the first answer**, as [Chatbot settings]');
    expect(variation).toContain('**Only in flows**, which is simpler and never asks twice');
    expect(variation).toContain('%PREVIEW_LEAD_CRM_FIRST%');
    expect(variation).toContain('7. Delete the test lead in **Leads**, then select **Publish**.');
    expect(line(flowBuilder, '| The chatbot asks for the email twice.')).toContain('](#skip-known-customers)');
  });
});
