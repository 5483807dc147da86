/**
 * Round 52: review 47 of the user guide (7.5/10). Each check fails on the text the review found.
 */
import {describe, expect, it} from 'vitest';
import {
  copyFlowsPreviewWebhook,
  deletionCopiesElsewhere,
  flowPreviewRunsDraft,
  showSourcesTestOnly,
} from '../config/facts';
import {productFactTokens} from '../config/tokens';
import {expand, line, read, section} from './page-text';

const leads = 'user/chatbots/leads.mdx';
const duplicate = 'user/chatbots/duplicate-or-delete.mdx';
const privacy = 'user/workspace/privacy.mdx';
const testIt = '## Test it end to end';

describe('round 52: review 47 of the user guide', () => {
  it("#1 a copy's Preview runs the drafts, so Send webhook is repointed before the Preview, not before publishing", () => {
    expect(productFactTokens['%COPY_FLOWS_PREVIEW_WEBHOOK%']).toBe(copyFlowsPreviewWebhook);
    expect(copyFlowsPreviewWebhook).toContain('its **Preview** panel runs each draft');
    expect(copyFlowsPreviewWebhook).toContain(
      "point every **Send webhook** at a test URL before you send anything in the copy's **Preview**",
    );
    // The fact it rests on: the Preview runs each flow's draft.
    expect(flowPreviewRunsDraft).toContain("The **Preview** panel runs each flow's draft");
    for (const page of [leads, duplicate]) {
      expect(read(page), page).not.toContain('before you publish them in the copy');
      expect(read(page), page).toContain('%COPY_FLOWS_PREVIEW_WEBHOOK%');
    }
    expect(line(leads, '- Test on a copy')).toContain('%COPY_FLOWS_PREVIEW_WEBHOOK%');
    const copy = section(duplicate, '## Duplicate a chatbot {/*#duplicate*/}');
    expect(copy).not.toContain('- **Flows**, as drafts: publish them in the copy;');
    // Review 49 user #3 (round 54): a step of the procedure, not a paragraph after the lists.
    expect(copy).toMatch(/\n4\. [^\n]*%COPY_FLOWS_PREVIEW_WEBHOOK%\n/);
    const symptom = line(duplicate, "| The copy's flows do not run");
    expect(symptom).toContain("| The copy's flows do not run on your website or channels. |");
    expect(symptom).toContain('which only the **Preview** runs');
  });

  it('#2 Delete a lead lists the copies a deletion reaches with the same facts as Delete a chatbot', () => {
    const tokens = ['%DELETION_COPIES_WEBHOOK%', '%DELETION_COPIES_HUBSPOT%', '%DELETION_COPIES_OTHER%'];
    expect(tokens.map((token) => productFactTokens[token])).toEqual([
      deletionCopiesElsewhere.webhook,
      deletionCopiesElsewhere.hubspot,
      deletionCopiesElsewhere.other,
    ]);
    expect(deletionCopiesElsewhere.webhook).toContain('deletes its copy');
    expect(deletionCopiesElsewhere.hubspot).toContain('erases in HubSpot each contact it created for a deleted lead');
    expect(deletionCopiesElsewhere.other).toContain('(/user/workspace/privacy#copies-elsewhere)');
    const remove = section(leads, '## Delete a lead {/*#delete-a-lead*/}');
    expect(remove).not.toContain('such as your CRM, GoHighLevel, exports and emails, are not deleted with it');
    const warning = section(duplicate, '## Delete a chatbot {/*#delete*/}');
    for (const token of tokens) {
      expect(remove).toContain(`\n- ${token}`);
      expect(warning).toContain(`\n- ${token}`);
    }
    // Privacy agrees: a system that handles the events deletes its copy; HubSpot erases only the contacts it created.
    const copies = expand(section(privacy, '### Copies in other services {/*#copies-elsewhere*/}'));
    expect(copies).toContain('a system that handles these events deletes its copy');
    expect(copies).toContain('erases only the contacts it created');
  });

  it('#3 Show sources is a test aid, said in the settings row as in the knowledge check', () => {
    expect(productFactTokens['%SHOW_SOURCES_TEST_ONLY%']).toBe(showSourcesTestOnly);
    expect(showSourcesTestOnly).toMatch(/^For tests only: turn it on for a chatbot that is not live yet, or a copy/);
    expect(showSourcesTestOnly).toContain('never a live one, whose visitors would see the links and file names too');
    // Review 48 user #8: the row is one sentence; the paragraph under the Answers table holds the rule.
    const row = line('user/chatbots/settings-reference.mdx', '| **Show sources** |');
    expect(row).toContain('for tests, never on a live chatbot (below the table)');
    expect(line('user/chatbots/settings-reference.mdx', '**Show sources** lists a web page')).toMatch(
      /%SHOW_SOURCES_TEST_ONLY%$/,
    );
    expect(expand(row).length).toBeLessThan(500);
    expect(line('user/getting-started/knowledge.mdx', 'turn on **Show sources**')).toContain(
      'Not on a live chatbot: the setting is for the whole chatbot, so live visitors would see the source links',
    );
  });

  it("#4 a downgrade's extra flows become drafts that still run in the Preview", () => {
    const row = line('user/workspace/billing.mdx', '**Flows beyond %PLAN_FREE_FLOWS% per chatbot');
    expect(row).not.toContain('The others become drafts and no longer start.');
    expect(row).toContain(
      'The others become drafts: they no longer start for customers, and run in the **Preview** only.',
    );
  });

  it('#5 privacy: the payment provider comes before step 1, which deletes the lead, as the copies table says', () => {
    const deleteIt = section(privacy, '### Delete it');
    expect(deleteIt).toMatch(
      /^\s*%PAYMENT_SUBSCRIPTION_BEFORE_DELETION% Then delete the customer there[^\n]*\n\n1\. On each of the customer's leads, select \*\*Delete lead and conversations\*\*/,
    );
    expect(deleteIt).toContain('still in the **Inbox** after step 1');
    expect(deleteIt).toMatch(/\n6\. Delete the other copies/);
    expect(expand('%CONNECTED_COPIES_PAYMENT%')).toContain('Do this before you delete the');
  });

  it('#6 the end-to-end test names the lead capture setting and deletes the lead in full', () => {
    const steps = section(leads, testIt);
    expect(steps).toContain(
      'With **Ask for contact details** on **After the first answer** (**Settings → Lead capture**, the default), the chatbot then asks for your details',
    );
    expect(steps).not.toContain('\n4. Select **Delete lead and conversations**.');
    expect(steps).toContain('\n4. Open the lead, select **Delete lead and conversations** and confirm. The search');
    expect(line('user/chatbots/settings-reference.mdx', '| **Ask for contact details** |')).toContain(
      '| **After the first answer** |',
    );
  });
});
