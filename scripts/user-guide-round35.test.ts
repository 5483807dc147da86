/**
 * The decisions of review round 35 (user guide): each stated once where it holds (config/facts.ts or the page), and
 * the pages that repeat the point agree with it.
 */
import {parse} from 'yaml';
import {describe, expect, it} from 'vitest';
import {
  customerDataExportHolds,
  dataHosting,
  leadDeletionScope,
  leadLinkedConversations,
  plans,
  subProcessors,
  twilioOneSender,
} from '../config/facts';
import {planRows} from '../src/utils/plan-rows';
import {expand, line, read, section} from './page-text';

const privacy = 'user/workspace/privacy.mdx';
const leads = 'user/chatbots/leads.mdx';

describe('user guide, review round 35', () => {
  it('#1 a lead covers every conversation linked to it: deletion, export and the API agree', () => {
    expect(leadLinkedConversations).toMatch(
      /^every conversation linked to it, whether the lead was collected, updated or matched there/,
    );
    expect(leadLinkedConversations).toContain("a verified customer's or a texter's later conversation");
    // Review 46 #3: the user guide's scope says the same cases in plain words (round 51).
    expect(leadDeletionScope).toContain('the ones it was collected or updated in');
    expect(leadDeletionScope).toContain(
      'the same verified customer ID or, on a text channel, from the same phone number',
    );
    expect(customerDataExportHolds).toContain('each conversation linked to it');
    const api = parse(read('openapi/openapi.yaml')).paths['/chatbots/{chatbot_id}/leads/{lead_id}'].delete.description;
    expect(api.replace(/\s+/g, ' ')).toContain(`Erases the lead and ${leadLinkedConversations}`);
  });

  it('#1 both erasure procedures use the scope, then clear the Inbox and check it', () => {
    const deleteIt = section(privacy, '### Delete it');
    // Review 36 #6: the scope follows the steps of the same section.
    expect(deleteIt).toMatch(/\n%LEAD_DELETION_SCOPE% /);
    expect(deleteIt).toContain('Open each of their conversations still in the **Inbox** after step 1');
    expect(deleteIt).not.toContain('conversations that no lead links, and select **Delete conversation**');
    expect(deleteIt).toMatch(
      /4\. Search \*\*Leads\*\* again[^\n]*\n5\. Search the \*\*Inbox\*\* again by their email, phone, name and customer ID/,
    );
    // Review 38 #5: the leads page links the owner's steps instead of repeating them.
    expect(section(leads, '## Delete one person everywhere {/*#delete-a-person*/}')).toContain(
      '(../workspace/privacy.mdx#delete-it)',
    );
    for (const file of [privacy, leads])
      expect(expand(read(file))).not.toContain('the conversations it was collected or updated in');
  });
});

describe('user guide, review round 35: the LOW findings', () => {
  it('#2 the Google Voice sentence names the sub-processor row by the name and purpose the table shows', () => {
    const row = subProcessors.find((entry) => entry.inbound)!;
    expect(dataHosting.inboundChannels).toContain(`the **${row.name}** row that receives the Google Voice texts`);
    expect(row.purpose).toContain('Receives the Google Voice texts Gmail forwards');
    expect(dataHosting.inboundChannels).not.toContain('on their way in');
  });
});

describe('user guide, review round 35: the plan table', () => {
  it('#3 the Free credits cell says they renew monthly and links the billing rule, not the creation day', () => {
    const free = plans.find((plan) => plan.id === 'free')!;
    expect(planRows.monthlyCredits.value(free)).toBe(`${free.monthlyCredits}, renewed monthly`);
    expect(planRows.monthlyCredits.value(free)).not.toContain('created');
    expect(planRows.monthlyCredits.href(free)).toBe('/user/workspace/billing#message-credits');
    expect(read('user/workspace/billing.mdx')).toContain('\n## Message credits\n');
    expect(planRows.monthlyCredits.href(plans.find((plan) => plan.id !== 'free')!)).toBeUndefined();
  });
});

describe('user guide, review round 35: the getting-started path', () => {
  it('#4 the Fallback-only sentence holds only for a chatbot started empty', () => {
    expect(line('user/intro.mdx', '| 3 | [Add knowledge]')).toContain(
      'If you chose **Start empty** in step 2, until this step it can only send its **Fallback message**',
    );
  });

  it('#5 on Free, step 8 is the Owner alone, on the category page and the path table', () => {
    const free = plans.find((plan) => plan.id === 'free')!;
    expect(free.seats).toBe(1);
    expect(expand(line('user/category/getting-started.mdx', 'enough for every step but 7'))).toContain(
      'On Free, step 8 is the Owner alone: it has 1 seat, so no one can be invited.',
    );
    expect(expand(line('user/intro.mdx', '| 8 | [Live chat and hand-off]'))).toContain(
      'On Free, with 1 seat, that is the Owner alone.',
    );
  });

  it('#6 Book a meeting reads "All" in the actions table, like the other rows every plan has', () => {
    expect(expand(line('user/chatbots/flow-reference.mdx', '| **Book a meeting** |'))).toMatch(/\| All \|$/);
  });
});

describe('user guide, review round 35: Twilio', () => {
  it('#7 a duplicate for the WhatsApp sender: drafts to publish, connections to redo, changes made in both', () => {
    expect(twilioOneSender).toContain("A duplicate's flows are drafts: publish them in it.");
    expect(twilioOneSender).toContain(
      'It does not get Google Sheet sources, integrations or webhook endpoints: connect them to it again.',
    );
    expect(twilioOneSender).toContain('make each change to settings, knowledge and flows in both chatbots');
    const copy = section('user/chatbots/duplicate-or-delete.mdx', '## Duplicate a chatbot {/*#duplicate*/}');
    expect(copy).toContain('- **Flows**, as drafts: customers get them once you publish them in the copy;');
    expect(copy).toContain('- webhook endpoints and integrations;');
  });
});
