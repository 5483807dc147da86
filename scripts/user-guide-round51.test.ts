/**
 * Round 51: review 46 of the user guide (8.5/10). Each check fails on the text the review found.
 */
import {parse} from 'yaml';
import {describe, expect, it} from 'vitest';
import {leadDeletionScope, leadLinkedConversations, paymentSubscriptionBeforeDeletion} from '../config/facts';
import {productFactTokens} from '../config/tokens';
import {expand, line, read, section} from './page-text';

const leads = 'user/chatbots/leads.mdx';
const privacy = 'user/workspace/privacy.mdx';
const duplicate = 'user/chatbots/duplicate-or-delete.mdx';
const deleteLead = '## Delete a lead {/*#delete-a-lead*/}';

describe('round 51: review 46 of the user guide', () => {
  it('#1 one payment warning before each deletion of a lead, a person or a chatbot, as the integration says', () => {
    const token = '%PAYMENT_SUBSCRIPTION_BEFORE_DELETION%';
    expect(productFactTokens[token]).toBe(paymentSubscriptionBeforeDeletion);
    expect(paymentSubscriptionBeforeDeletion).toMatch(
      /^If a customer whose lead you delete pays you through a payment integration, cancel or move their subscription at your payment provider first: it goes on charging after the deletion/,
    );
    expect(paymentSubscriptionBeforeDeletion).toContain('the Events URL answers `404`');
    expect(paymentSubscriptionBeforeDeletion).toContain(
      '(/integration/custom-payment-subscription#before-a-downgrade)',
    );
    // The integration page agrees: the heading the token names, the 404 and "cancel or move".
    const integration = section(
      'integration/custom-payment-subscription.mdx',
      '### Before a downgrade, or deleting a lead, a chatbot or the workspace {/*#before-a-downgrade*/}',
    );
    expect(integration).toContain('**Deleting a lead** (a privacy request, for example) **or a chatbot**');
    expect(integration).toContain('the Events URL answers `404 payment_request_not_found`');
    expect(read('integration/custom-payment-subscription.mdx')).toContain('then cancel or move each one');

    // Leads: the warning is the first step, before the button.
    const remove = section(leads, deleteLead);
    expect(remove).toMatch(/\n1\. %PAYMENT_SUBSCRIPTION_BEFORE_DELETION%\n2\. Open the lead and select/);
    // Privacy: before the steps, with the customer's deletion at the provider (review 47 user #5, round 52).
    const deleteIt = section(privacy, '### Delete it');
    expect(deleteIt.trimStart().startsWith(`${token} Then delete the customer there`)).toBe(true);
    expect(deleteIt).not.toContain('a subscription ends with them');
    // The chatbot: the first step of Delete it, with no hand-typed copy of the warning.
    const chatbot = section(duplicate, '### Delete it');
    expect(chatbot).toMatch(/\n1\. [^\n]*%PAYMENT_SUBSCRIPTION_BEFORE_DELETION%\n2\. Open the chatbot/);
    expect(chatbot).not.toContain("cancel its customers' subscriptions");
    for (const page of [leads, privacy, duplicate]) expect(read(page).split(token).length - 1, page).toBe(1);
  });

  it('#2 deleting a person deletes leads and conversations; the copies elsewhere are yours to delete', () => {
    const person = section(leads, '## Delete one person everywhere {/*#delete-a-person*/}');
    expect(person).not.toContain('it deletes their leads, their conversations and the copies in other services');
    expect(person).toContain(
      'it deletes their leads and conversations, and lists the copies in other services that a deletion does not reach, which you delete yourself.',
    );
    // Review 47 user #2 (round 52): Delete a lead lists the copies with the chatbot deletion's facts.
    expect(section(leads, deleteLead)).toContain('%DELETION_COPIES_OTHER%');
    // The anchor exists, and privacy says those copies are not deleted with the lead.
    const copies = section(privacy, '### Copies in other services {/*#copies-elsewhere*/}');
    expect(copies).toContain('is not deleted by it. Delete each copy where it is');
    expect(section(privacy, '### Delete it')).toMatch(/\n6\. Delete the other copies in your CRM/);
  });

  it('#3 the deletion scope is plain: subject first, no undefined "matched", the same cases as the API', () => {
    expect(leadDeletionScope).not.toContain('matched');
    expect(leadDeletionScope).toMatch(/^The lead is deleted at once and for good, with its conversations/);
    expect(leadDeletionScope).toContain(
      'Its conversations are the ones it was collected or updated in, and the later ones with the same verified customer ID or, on a text channel, from the same phone number, even where nothing was collected.',
    );
    // The API states the same cases: collected, updated, and a verified customer's or a texter's later conversation.
    const api = parse(read('openapi/openapi.yaml')).paths['/chatbots/{chatbot_id}/leads/{lead_id}'].delete.description;
    expect(api.replace(/\s+/g, ' ')).toContain(`Erases the lead and ${leadLinkedConversations}`);
    expect(leadLinkedConversations).toContain("a verified customer's or a texter's later conversation");
    for (const page of [leads, privacy]) {
      expect(read(page)).toContain('%LEAD_DELETION_SCOPE%');
      expect(expand(read(page))).not.toContain('whether the lead was collected, updated or matched there');
    }
  });

  it('#4 the preview column gives both ways to leave test leads out of a CRM import', () => {
    const row = line(leads, '| `preview` |');
    expect(row).not.toContain(
      'Filter these out before a CRM import: [delete the test leads](#test-it-end-to-end) and export again. |',
    );
    expect(row).toContain('[delete the test leads](#test-it-end-to-end) and export again');
    expect(row).toContain('or keep only the rows whose `preview` is `false` in a Google Sheets copy');
    expect(section(leads, '## Export leads {/*#export*/}')).toContain('the one safe way is that Google Sheets copy');
  });

  it('#5 the tasks come first; How leads are collected is reference near the end, its anchor kept', () => {
    const page = read(leads);
    const at = (heading: string) => page.indexOf(`\n${heading}\n`);
    expect(at('## Find a lead')).toBeGreaterThan(0);
    expect(at('## How leads are collected')).toBeGreaterThan(at('## Troubleshooting'));
    expect(at('## How leads are collected')).toBeLessThan(at('## Related pages'));
    const top = page.slice(0, at('## Find a lead'));
    expect(top).not.toContain('%GHL_CONTACT_LEAD%');
    expect(top).not.toContain('%API_NO_LEAD%');
    expect(top).toContain('[How leads are collected](#how-leads-are-collected) says when.');
    const summary = top.trimEnd().split('\n').pop()!;
    expect(summary.split('. ').length).toBeLessThanOrEqual(2);
    expect(section(leads, '## How leads are collected')).toContain('%TEXT_CHANNEL_LEAD%');
  });
});
