/**
 * The decisions of review round 26 of issue 45 (user guide): each stated once where it holds (config/facts.ts,
 * openapi.yaml or the page), and the pages that repeat the point agree with it.
 */
// cspell:ignore livechat
import {describe, expect, it} from 'vitest';
import {parse} from 'yaml';
import {
  conversationDataExport,
  customerDataExportHolds,
  existingLeadMatch,
  roundRobinSilent,
  roundRobinWaits,
  textChannels,
} from '../config/facts';
import {line, read, section} from './page-text';

const leads = 'user/chatbots/leads.mdx';
const privacy = 'user/workspace/privacy.mdx';

describe('user guide, review round 26: deleting one person', () => {
  it('a deletion by a typed email never covers the other lead: leads.mdx confirms each lead before deleting it', () => {
    expect(existingLeadMatch).not.toMatch(/deletion/);
    // Review 38 #5: privacy owns the erasure steps; the leads page keeps one line and links them.
    const person = section(leads, '## Delete one person everywhere');
    expect(person).not.toMatch(/\n\d\. /);
    expect(person).toContain(
      '[Find everything about one customer](../workspace/privacy.mdx#find-everything-about-one-customer)',
    );
    expect(person).toContain('[Delete it](../workspace/privacy.mdx#delete-it)');
    const find = section(privacy, '### Find everything about one customer');
    expect(find).toContain("Keep the leads that are the requester's");
    expect(section(privacy, "### A lead with someone else's address {/*#lead-of-someone-else*/}")).toContain(
      'Leave that lead out of the export and delete the address from it (**Edit**)',
    );
    expect(section(privacy, '### Delete it')).toMatch(
      /\n1\. On each of the customer's leads, select \*\*Delete lead and conversations\*\*/,
    );
    expect(line(privacy, '| The customer is still in **Leads** after a deletion. |')).toContain(
      'delete each lead you confirm as theirs',
    );
  });

  it("data retention sends one customer's erasure to the privacy steps, whose anchor exists", () => {
    expect(line('user/workspace/data-retention.mdx', '- **Everything about one customer**')).toContain(
      'follow [Privacy and deletion](./privacy.mdx#answer-a-customers-request): their confirmed leads, then their ' +
        'conversations no lead links',
    );
    expect(read(privacy)).toContain("\n## Answer a customer's request\n");
  });

  it("a lead kept for someone else's conversations loses the address in the CRM contact too", () => {
    expect(line(privacy, 'A typed email is never verified')).toMatch(
      /delete the address from it \(\*\*Edit\*\*\), keeping the lead[^.]*; then delete the address in the CRM contact that lead created \(GoHighLevel keeps it by default: \[Copies in other services\]\(#copies-elsewhere\)\)/,
    );
  });
});

describe('user guide, review round 26: the other decisions', () => {
  it('a Round robin conversation ends after End conversation after on the website, the text idle time elsewhere', () => {
    expect(roundRobinSilent).toContain(
      `until it ends (**End conversation after** on the website, ${textChannels.conversationIdleHours} hours on text channels)`,
    );
    // Review 38 #4: the rule is at the settings reference's Hand-off (%ROUND_ROBIN_SILENT%); live chat links it.
    expect(line('user/chatbots/settings-reference.mdx', '**Wait before the chatbot resumes** counts only')).toContain(
      '%ROUND_ROBIN_SILENT%',
    );
    const livechat = line('user/getting-started/livechat.mdx', '**Round robin** assigns only to agents');
    expect(livechat).not.toContain('**Transfer**');
    // Review 44 #3 (round 49): the watch on **All open** is part of %ROUND_ROBIN_WAITS%, at the settings reference.
    expect(roundRobinWaits).toContain('unless someone watches **All open**');
    expect(line('user/chatbots/settings-reference.mdx', '- **Round robin** assigns')).toContain('%ROUND_ROBIN_WAITS%');
  });

  it('the export has a preview column after the others, and the Leads list marks test leads Preview', () => {
    expect(parse(read('openapi/openapi.yaml')).components.schemas.Lead.properties.preview.type).toBe('boolean');
    const rows = section(leads, '### The export file')
      .split('\n')
      .filter((text) => text.startsWith('| `'));
    expect(rows.at(-1)).toMatch(/^\| `preview` \| `true` for a test lead left in a chatbot's \*\*Preview\*\* panel/);
    expect(rows.at(-1)).toContain('Filter these out before a CRM import');
    expect(line(leads, '1. Select **Leads** in the main menu.')).toContain('is marked **Preview**');
  });

  it("a customer's export holds the attachment files, the browser visitor ID and the hand-off summaries", () => {
    for (const fact of [customerDataExportHolds, conversationDataExport]) {
      expect(fact).not.toMatch(/links to (their )?attachments/);
      expect(fact).toMatch(/zip file/);
      expect(fact).toMatch(/attachment files/);
      expect(fact).toMatch(/hand-off summary|hand-off summaries/);
      expect(fact).toMatch(/browser visitor ID/);
    }
    expect(customerDataExportHolds).toContain('`vis_…`');
    const stored = section(privacy, '## What is stored about a customer');
    expect(stored).toMatch(/^\| Browser visitor ID \(`vis_…`; `browser_visitor_id` in the conversation export\) \|/m);
    expect(stored).toMatch(/^\| The chatbot's hand-off summary \|/m);
  });

  it('no lead because the consent box was not ticked: the cause and the check', () => {
    const row = line(leads, '| A visitor left details but there is no lead. |');
    // Review 34 #5: the rule is stated at its owner (privacy); the troubleshooting cell links it.
    expect(row).toContain('or the [consent box](../workspace/privacy.mdx#consent-box) was not ticked.');
    expect(read('user/workspace/privacy.mdx')).toContain('%LEAD_CONSENT_BOX_WHERE%');
    expect(row).toContain('Check the conversation for the tick.');
  });

  it('billing, reports and data retention say the exact rule', () => {
    expect(read('user/workspace/billing.mdx')).toContain(
      'Conversations an agent has, or that wait for one before **Wait before the chatbot resumes** has passed, are not affected',
    );
    expect(line('user/workspace/data-retention.mdx', 'filter by the oldest dates')).toContain(
      "no conversation's last message is older than that history",
    );
  });
});

describe('user guide, review round 26: the integration tests use the test lead address', () => {
  it.each([
    'integration/ghl-lead-integration.mdx',
    'integration/hubspot-lead-integration.mdx',
    'integration/custom-payment-integration.mdx',
    'integration/calendar-booking.mdx',
    'integration/mailchimp.mdx',
  ])('%s leaves its test lead with %TEST_LEAD_EMAIL%', (file) => {
    expect(read(file)).not.toContain('an email address you own');
    expect(read(file)).toContain('%TEST_LEAD_EMAIL%');
  });
});

describe("user guide, review round 26: the leads page's test reads the preview column", () => {
  it('the exported test lead has preview true', () => {
    expect(line(leads, '3. Search for that address and select **Export**.')).toContain('`preview` `true`');
  });
});
