/**
 * The decisions of review round 26 of issue 45 (integration guides): the HubSpot server skips a lead left in the
 * Preview panel (`preview: true`) unless PARLEY_KEEP_PREVIEW_LEADS=1, and every page that tests with a Preview lead
 * says what that means for it.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {factTokens, previewLeadCrmCleanup, previewLeadRoutes} from '../config/facts';

const ROOT = path.resolve(import.meta.dirname, '..');
const read = (file: string): string => readFileSync(path.join(ROOT, file), 'utf8');
const section = (page: string, heading: string): string => page.split(`\n## ${heading}`)[1].split('\n## ')[0];

describe('the HubSpot lead integration and Preview leads', () => {
  const page = read('integration/hubspot-lead-integration.mdx');

  it('runs Test it end to end on a copy started with PARLEY_KEEP_PREVIEW_LEADS=1, said in step 1', () => {
    const steps = section(page, 'Test it end to end')
      .trim()
      .split(/\n(?=\d+\. )/);
    expect(steps[0]).toMatch(/^1\. Use the copy from \[Send a test event to a copy\]\(#send-a-test-event\)/);
    expect(steps[0]).toContain('`PARLEY_KEEP_PREVIEW_LEADS=1`');
    expect(steps.join('\n')).not.toContain('parley-lead-state.txt');
    // The copy is set up with the variable, and kept running for this test.
    const copy = page.split('## Send a test event to a copy')[1].split('\n## ')[0];
    expect(copy).toContain('`PARLEY_KEEP_PREVIEW_LEADS=1`');
    expect(copy).toMatch(/Keep the copy running for \[Test it end to end\]/);
  });

  it('names the variable in Set the variables, skips Preview leads in How it behaves and troubleshoots its log line', () => {
    expect(page.split('\n### Set the variables')[1].split('\n### ')[0]).toMatch(
      /^- `PARLEY_KEEP_PREVIEW_LEADS`: `1` on a \[test copy\]/m,
    );
    // How it behaves is a section of the HubSpot integration reference (review 35; its own page since review 40).
    const reference = read('integration/hubspot-reference.mdx');
    expect(reference.split('\n## How it behaves')[1].split('\n## ')[0]).toMatch(
      /^- \*\*Preview leads are skipped\.\*\*.*`<lead ID> is a Preview lead: not sent`/m,
    );
    const row = section(page, 'Troubleshooting')
      .split('\n')
      .find((line) => line.includes('`<lead ID> is a Preview lead: not sent`'));
    expect(row).toContain('`PARLEY_KEEP_PREVIEW_LEADS=1`');
    // The log line the page names is the one the server writes, in the reference's excerpt.
    expect(reference).toContain('return console.log(`${lead.id} is a Preview lead: not sent`)');
  });
});

describe('the test steps that use a Preview lead', () => {
  it('say that the HubSpot server skips it, on the leads page and both payment tests', () => {
    // Review 36: which connections send a Preview lead is one list (previewLeadRoutes), stated at the leads page's
    // test; the cleanup sentence is built from the same list and links there.
    expect(previewLeadRoutes.skippedBy.join(' ')).toContain(
      '[HubSpot lead server](/integration/hubspot-reference#how-it-behaves)',
    );
    expect(previewLeadCrmCleanup).toContain(previewLeadRoutes.sentBy[0]);
    expect(previewLeadCrmCleanup).toContain('(/user/chatbots/leads#test-it-end-to-end)');
    expect(read('integration/ghl-lead-integration.mdx')).toMatch(/method B's workflow skips them/);
    expect(read('integration/hubspot-lead-integration.mdx')).toContain('is a Preview lead: not sent');
    expect(section(read('user/chatbots/leads.mdx'), 'Test it end to end')).toContain('%PREVIEW_LEAD_ROUTES%');
    for (const file of [
      'integration/custom-payment-integration.mdx',
      'integration/stripe-active-pieces-integration.mdx',
    ]) {
      const test = section(read(file), 'Test it end to end');
      expect(test, file).toContain('**Preview** panel');
      expect(test, file).not.toMatch(/deletes the contact it created/);
      // Review 32: the rule lives once, at the leads page's test (its owner); review 39 #4: both tests link it in
      // one short sentence, %TEST_LEAD_CLEANUP%.
      expect(test, file).toContain('%TEST_LEAD_CLEANUP%');
      expect(factTokens['%TEST_LEAD_CLEANUP%']).toContain('(/user/chatbots/leads#test-it-end-to-end)');
    }
  });

  it('GoHighLevel method B ends the workflow on data.lead.preview, and Mailchimp is tested outside the Preview panel', () => {
    // Review 34: the guard is its own step, before the step that adds the action, not a row of the mapping table.
    const page = read('integration/ghl-lead-integration.mdx');
    const steps = page
      .split('## Method B')[1]
      .split('\n## ')[0]
      .split(/\n(?=\d+\. )/);
    const guard = steps.findIndex((step) =>
      /^\d+\. .*\*\*If\/Else\*\* step on `data\.lead\.preview`: when it is `true`.*end the workflow/.test(step),
    );
    const action = steps.findIndex((step) => /^\d+\. .*add the action \*\*Create\/Update Contact\*\*/.test(step));
    expect(guard).toBeGreaterThan(0);
    expect(action).toBe(guard + 1);
    expect(page).not.toMatch(/^\| `data\.lead\.preview` \|/m);
    const mailchimp = read('integration/mailchimp.mdx').split('## Test it end to end')[1].split('\n## ')[0];
    expect(mailchimp).toMatch(/^1\. On a page that embeds the chatbot, not in the \*\*Preview\*\* panel/m);
  });
});

describe('a late payment.failed', () => {
  it('is stated once, in the Events URL operation (202 duplicate unpaid, 409 paid); the reference and the server page link it', () => {
    const rows = read('integration/payment-reference.mdx')
      .split('\n')
      .filter((line) => line.startsWith('| `payment.failed` |'));
    expect(rows).toHaveLength(1);
    // Review 33: the row says when to send it; what a late one is answered is the operation's description (below).
    expect(rows[0]).not.toMatch(/`duplicate` set to `true`/);
    // Review 33: the rules are stated once, in the Events URL operation's description (openapi.yaml, rendered on the
    // reference page); the server page says it in one sentence and links there.
    const events = read('openapi/openapi.yaml');
    expect(events).toMatch(/An event that agrees with how the request already ended is accepted and changes nothing/);
    expect(events).toMatch(/`payment\.expired` for one\s+already paid, is answered `409 payment_request_final`/);
    const report = read('integration/custom-payment-server.mdx');
    expect(report).toMatch(
      /an event that agrees with how the request ended, changes nothing; one that contradicts it, or a `payment\.succeeded` with another `occurred_at` for a request already paid, is answered `409` \(\[the rules\]\(\.\/payment-reference\.mdx#the-events-url\)/,
    );
  });
});
