/**
 * The findings of review round 36 of the integration guide: the HubSpot backfill (its own sample test), which
 * connections send a Preview lead (one list), the refund edit, the Go live checklists, one statement of each rule
 * repeated across the payment and GHL pages.
 */
import {describe, expect, it} from 'vitest';
import {factTokens, previewLeadRoutes} from '../config/facts';
import {areaPages, read} from './page-text';

const AREA = areaPages('integration');

describe('#2: which connections send a Preview lead, one list', () => {
  it('the lists match what each connection does', () => {
    const [ghlA, ...ownEndpoints] = previewLeadRoutes.sentBy;
    expect(ghlA).toContain('#method-a-built-in-connection');
    expect(ownEndpoints.join(' ')).toMatch(/webhook endpoints.*\*\*Send webhook\*\*/);
    const ghl = read('integration/ghl-lead-integration.mdx');
    // Method A sends them; method B's workflow ends on data.lead.preview.
    expect(ghl).toMatch(/\*\*Send leads as contacts\*\*[^\n]*Leads left in the \*\*Preview\*\* panel are sent too/);
    expect(ghl).toMatch(/\*\*If\/Else\*\* step on `data\.lead\.preview`: when it is `true`/);
    // The HubSpot server and the Mailchimp flow's code skip them.
    expect(read('static/files/hubspot-lead-sync/hubspot-leads.mjs')).toMatch(
      /if \(lead\.preview && process\.env\.PARLEY_KEEP_PREVIEW_LEADS !== '1'\)/,
    );
    expect(read('static/files/mailchimp/mailchimp-member.js')).toContain('item.preview !== true');
    const skipped = previewLeadRoutes.skippedBy.join(' ');
    for (const anchor of [
      '#method-b-lead-webhook-into-a-ghl-workflow',
      'hubspot-reference#how-it-behaves',
      'mailchimp#mailchimp-webhook',
    ])
      expect(skipped).toContain(anchor);
  });

  it('is stated once, at the leads page test, and each Preview test links it with the cleanup sentence', () => {
    const leads = read('user/chatbots/leads.mdx');
    expect(leads.split('\n## Test it end to end')[1].split('\n## ')[0]).toContain('%PREVIEW_LEAD_ROUTES%');
    expect(factTokens['%PREVIEW_LEAD_CRM_CLEANUP%']).toContain('](/user/chatbots/leads#test-it-end-to-end)');
    for (const file of ['calendar-booking', 'custom-payment-integration', 'stripe-active-pieces-integration']) {
      // Review 39 #4: the integration pages link the owner in one short sentence (%TEST_LEAD_CLEANUP%).
      expect(read(`integration/${file}.mdx`), file).toContain('%TEST_LEAD_CLEANUP%');
      expect(factTokens['%TEST_LEAD_CLEANUP%']).toContain('](/user/chatbots/leads#test-it-end-to-end)');
    }
    for (const file of [...AREA, 'user/chatbots/leads.mdx']) {
      expect(read(file), file).not.toMatch(/the other CRM connections skip|except the \[HubSpot lead integration\]/);
    }
  });
});

describe('#3 and #8: the refund edit and what the payment events write', () => {
  it('Refund a payment holds the dashboard edit, and the reference links to it', () => {
    const page = read('integration/custom-payment-integration.mdx');
    const refund = page.split('{/*#refund-a-payment*/}')[1].split('\n## ')[0];
    expect(refund).toContain('](/user/chatbots/leads#edit-a-lead)');
    expect(refund).toMatch(/1\. In \*\*Leads\*\*, open the lead and select \*\*Edit\*\*\./);
    expect(refund).toMatch(/2\. Under \*\*Custom fields\*\*, change `payment_status` to `refunded`\./);
    expect(refund).toMatch(/3\. Select \*\*Save\*\*\./);
    // The user guide's Edit a lead has the same buttons.
    const edit = read('user/chatbots/leads.mdx').split('\n## Edit a lead\n')[1].split('\n## ')[0];
    expect(edit).toMatch(/select \*\*Edit\*\*[\s\S]*select \*\*Save\*\*/);
    const rule = factTokens['%PAYMENT_REFUND_ON_LEAD%'];
    expect(rule).toContain('[Refund a payment](/integration/custom-payment-integration#refund-a-payment)');
    expect(rule).not.toContain('selects **Edit**');
  });

  it('says which payment.* event writes on the lead, beside the subscription.* events', () => {
    expect(factTokens['%PAYMENT_LEAD_FIELDS%']).toMatch(
      /^Of the `payment\.\*` events, only `payment\.succeeded` writes on the lead \(the `subscription\.\*` events write the subscription fields\)/,
    );
  });
});

describe('#4: the Go live checklist is one ordered list', () => {
  const goLive = (file: string): string => read(file).split('\n## Go live')[1].split('\n## ')[0].split('\n### ')[0];

  // Review 37 (round 39) #1: one canonical checklist, on the operator's page; the server's and the flows' Go live
  // link to it and keep only what its steps mean for them (see integration-guide-round39).
  it('integration/custom-payment-integration.mdx', () => {
    const section = goLive('integration/custom-payment-integration.mdx');
    // Review 39 #5: one table of who does each step (Admin, Developer), its rows numbered from 1.
    const steps = section
      .split('\n')
      .filter((line) => /^\| \d+\. /.test(line))
      .map((line) => line.slice(2));
    // Review 43 #2: Step | Admin only; the developer's part is the server's and the flows' Go live.
    expect(section).toContain('| Step | What you do in the dashboard |');
    expect(section).not.toMatch(/^\d+\. /m);
    expect(steps.map((line) => Number(line.split('.')[0]))).toEqual(steps.map((_, index) => index + 1));
    expect(section).not.toMatch(/When the test works|step \d below/);
    // The conditional steps say whom they are for, in their first words.
    expect(steps[0]).toMatch(/^1\. \*\*(Pro plan only|Test workspace only):/);
    expect(section).toMatch(/\*\*Test workspace only/);
    // Review 40 #1: the small live payment comes before the customers' trigger.
    expect(steps.at(-2)).toMatch(/^9\. \*\*One small live payment\.\*\*/);
    expect(steps.at(-1)).toMatch(/^10\. \*\*Your customers' trigger\.\*\*/);
    expect(section).toMatch(/^\*\*Step 9, one small live payment\.\*\* .*%PAYMENT_GO_LIVE_REFUND%/m);
  });
});

describe('#5 and #6: rules stated once, at their owner', () => {
  it("a GoHighLevel conversation's lead is not sent back: whole at ghl-lead's method A, a clause and a link elsewhere", () => {
    const whole = /is not sent back to GoHighLevel by \*\*Send leads as contacts\*\*/;
    expect(factTokens['%GHL_CONVERSATION_LEAD_NOT_SENT_BACK%']).toMatch(whole);
    const owner = read('integration/ghl-lead-integration.mdx')
      .split('\n## Method A: built-in connection')[1]
      .split('\n## ')[0];
    expect(owner).toContain('%GHL_CONVERSATION_LEAD_NOT_SENT_BACK%');
    for (const file of AREA)
      expect(read(file).split('%GHL_CONVERSATION_LEAD_NOT_SENT_BACK%').length, file).toBeLessThanOrEqual(2);
    expect(factTokens['%PAYMENT_REFUND_ON_LEAD%']).toMatch(
      /leads of GoHighLevel conversations are never sent back \(\[why\]\(\/integration\/ghl-lead-integration#method-a-built-in-connection\)\)\.$/,
    );
  });

  it('the GHL chat field mapping opens with its table', () => {
    const mapping = read('integration/ghl-chat-integration.mdx').split('\n## Field mapping\n')[1].split('\n## ')[0];
    const paragraphs = mapping.trim().split('\n\n');
    expect(paragraphs[0].length).toBeLessThan(200);
    expect(paragraphs[1]).toMatch(/^\| GoHighLevel contact \|/);
  });
});

describe('#9, #10, #11: wording', () => {
  it('calendar booking: the consent box is the website chat’s; after booking holds on every channel', () => {
    const page = read('integration/calendar-booking.mdx');
    expect(page).not.toContain('On every channel:\n');
    expect(page).toMatch(/In the website chat, \*\*without the consent box ticked\*\*/);
    expect(page).toMatch(/On every channel, \*\*after booking\*\*/);
  });

  it('Roll secret and Roll token: one sentence for both buttons', () => {
    // Review 38 #6: the settings notes are in the operator's Manage the integration, not in the reference.
    const page = read('integration/custom-payment-integration.mdx');
    expect(page.split('%SECRET_AND_TOKEN_ROLL_CHOICE%')).toHaveLength(2);
    expect(read('integration/payment-reference.mdx')).not.toContain('%SECRET_AND_TOKEN_ROLL_CHOICE%');
    expect(page).not.toMatch(/%SECRET_ROLL_CHOICE%|%TOKEN_ROLL_CHOICE%/);
    expect(factTokens['%SECRET_AND_TOKEN_ROLL_CHOICE%']).toMatch(
      /^\*\*Roll secret\*\* and \*\*Roll token\*\* each ask/,
    );
    expect(factTokens['%SECRET_AND_TOKEN_ROLL_CHOICE%']).toMatch(/\*\*Now\*\*/);
  });

  it('the subscription tests start the flow that sells the monthly product', () => {
    const page = read('integration/custom-payment-subscription.mdx');
    expect(page).not.toContain('choose the monthly plan');
    expect(page.split('the flow whose **Request payment** sells the monthly product')).toHaveLength(3);
  });
});

describe('the Activepieces page for no-code readers: keys, header and run history in one section', () => {
  // Review 38 #6: these operator procedures moved from the payment reference to the flows' own page, in one
  // Manage the flows section after the task, with the reference's anchors.
  it('keeps them in Manage the flows, and the reference holds none of them', () => {
    // Review 42 #1: Manage the flows moved on to the flows' own reference page.
    const page = read('integration/stripe-active-pieces-reference.mdx');
    const reference = read('integration/payment-reference.mdx');
    const owner = page.split('\n## Manage the flows\n')[1].split('\n## ')[0];
    for (const fact of [
      '### Keep the keys safe {/*#keep-the-keys-safe*/}\n',
      '{/*#change-the-custom-header-value*/}',
      '### Run history and privacy {/*#run-history-and-privacy*/}\n',
      'AP_EXECUTION_DATA_RETENTION_DAYS',
      'accepts one value',
      '### Roll what was shared {/*#roll-what-was-shared*/}\n',
    ])
      expect(owner, fact).toContain(fact);
    expect(reference).not.toMatch(
      /AP_EXECUTION_DATA_RETENTION_DAYS|Roll what was shared|accepts one value|## Activepieces flows/,
    );
    expect(page.split('{/*#keep-the-keys-safe*/}')).toHaveLength(2);
    // Other pages link the flows' page, not the reference's old anchors.
    for (const file of AREA)
      expect(read(file), file).not.toMatch(
        /payment-reference(\.mdx)?#(activepieces-flows|keep-the-keys-safe|run-history-and-privacy|change-the-custom-header-value)/,
      );
  });
});
