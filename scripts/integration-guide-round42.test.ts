/**
 * The findings reviews 38 and 39 left open in the integration guide: reading load. The test-lead cleanup is stated
 * once (the leads page's test) and linked in one sentence; the HubSpot procedure keeps the common path, with the
 * live-server case as one troubleshooting row; the payment go-live is one table of who does each step.
 */
import {describe, expect, it} from 'vitest';
import {areaPages, read, sectionIn as section} from './page-text';
import {factTokens, testLeadCleanup} from '../config/facts';

const AREA_PAGES = areaPages('integration');

describe('#4: the test-lead cleanup has one owner, linked in one sentence', () => {
  it('is one short sentence that links the leads page’s Test it end to end', () => {
    expect(factTokens['%TEST_LEAD_CLEANUP%']).toBe(testLeadCleanup);
    expect(testLeadCleanup).toContain('[Test it end to end](/user/chatbots/leads#test-it-end-to-end)');
    expect(testLeadCleanup.split(/\s+/).length).toBeLessThan(30);
    const leads = section(read('user/chatbots/leads.mdx'), '## Test it end to end');
    expect(leads).toContain('%PREVIEW_LEAD_ROUTES%');
    expect(leads).toContain('**Delete lead and conversations**');
  });

  it('no integration page repeats the cleanup paragraph; the Preview tests end with the link', () => {
    for (const page of AREA_PAGES) expect(read(page), page).not.toContain('%PREVIEW_LEAD_CRM_CLEANUP%');
    for (const page of ['calendar-booking', 'custom-payment-integration', 'stripe-active-pieces-integration'])
      expect(section(read(`integration/${page}.mdx`), '## Test it end to end'), page).toContain('%TEST_LEAD_CLEANUP%');
  });
});

describe('#2: HubSpot’s clean-up keeps the common path; the live-server case is one troubleshooting row', () => {
  const page = read('integration/hubspot-lead-integration.mdx');

  it('Clean up after testing has the test copy’s steps only, and points at the row', () => {
    const cleanUp = section(page, '## Clean up after testing {/*#clean-up-after-testing*/}');
    expect(cleanUp).not.toMatch(/\*\*The tests ran on the live server\*\*/);
    expect(cleanUp).not.toContain('If you already replaced the test entry');
    expect(cleanUp.split('\n').filter((line) => /^\d+\. /.test(line))).toHaveLength(4);
    expect(cleanUp).toContain('[Test leads in your live HubSpot account](#test-leads-on-the-live-server)');
    expect(section(page, '## Send a test event to a copy {/*#send-a-test-event*/}')).toContain(
      '(#test-leads-on-the-live-server)',
    );
  });

  it('the row is short and links the steps under the table, which keep every fact of the old branch', () => {
    const trouble = section(page, '## Troubleshooting');
    const row = trouble.split('\n').find((line) => line.includes('The tests ran on the live server'))!;
    const [symptom, cause, fix] = row.split(' | ');
    expect(symptom).toContain('`dana@example.com` from a **Send test event**');
    for (const cell of [symptom, cause, fix]) expect(cell.length).toBeLessThanOrEqual(250);
    expect(fix).toContain('before step 3 of [Go live](#go-live)');
    expect(fix).toContain('[Test leads in your live HubSpot account](#test-leads-on-the-live-server)');
    const steps = section(trouble, '### Test leads in your live HubSpot account {/*#test-leads-on-the-live-server*/}');
    for (const fact of [
      '`created <contact ID>`',
      'HubSpot workflows',
      '**Delete lead and conversations**',
      'pick `lead.deleted`',
      'cannot be undone',
      'Leave `LEAD_STATE_FILE` as it is',
      '[delete permanently](./hubspot-reference.mdx#delete-a-contact-by-hand)',
    ])
      expect(steps).toContain(fact);
  });
});

describe('#1: long pages lead with the task; rare cases, recovery and reference are folded', () => {
  /** The text of each <details> block of a page, with its summary. */
  const folds = (page: string): Array<{summary: string; body: string}> =>
    [...read(page).matchAll(/^<details>\n<summary>([^<]+)<\/summary>\n\n([\s\S]*?)\n\n<\/details>$/gm)].map(
      (match) => ({summary: match[1], body: match[2]}),
    );

  it('every fold has a summary that names what is inside, and no heading (anchors stay visible)', () => {
    for (const page of AREA_PAGES) {
      const opened = read(page).match(/^<details>$/gm)?.length ?? 0;
      expect(folds(page), page).toHaveLength(opened);
      for (const fold of folds(page)) {
        expect(fold.summary.split(/\s+/).length, page).toBeGreaterThanOrEqual(3);
        expect(fold.body, `${page}: ${fold.summary}`).not.toMatch(/^#{2,4} /m);
      }
    }
  });

  // Review 40 #2: required money and key steps are no longer folded (integration-guide-round44.test.ts).
  it.each([
    ['hubspot-reference', '**A changed email** makes a second contact'],
    ['hubspot-lead-integration', 'Ask a super admin to create the key'],
    ['custom-payment-server', 'restrict `/parley/checkout` by address'],
    ['hubspot-lead-integration', 'If the backfill fails'],
    ['hubspot-reference', 'The server makes six HubSpot calls'],
    ['custom-payment-server', 'It refuses to start on a wrong environment'],
    ['custom-payment-integration', 'Set **Link expiry** to %PAYMENT_LINK_ADVISED_MINUTES% minutes'],
  ])('%s folds “%s”', (page, text) => {
    const file = `integration/${page}.mdx`;
    expect(read(file)).toContain(text);
    expect(folds(file).some((fold) => fold.body.includes(text))).toBe(true);
  });
});

describe('#5: the payment go-live is one table of who does each step', () => {
  const goLive = (page: string): string => section(read(page), '## Go live').split('\n### ')[0];

  // Review 43 #2: two columns, Step | Admin only, readable on a phone; the developer's part of each step is the
  // server's and the flows' Go live (integration-guide-round48-payments).
  it('has a Step and a What you do in the dashboard column, a row per step, and no numbered list beside it', () => {
    const owner = goLive('integration/custom-payment-integration.mdx');
    expect(owner).toContain('| Step | What you do in the dashboard |');
    const rows = owner.split('\n').filter((line) => /^\| \d+\. /.test(line));
    expect(rows).toHaveLength(10);
    for (const row of rows) expect(row.slice(2, -2).split(' | '), row).toHaveLength(2);
    expect(owner).not.toMatch(/^\d+\. /m);
  });

  it('the server’s and the flows’ Go live link the checklist', () => {
    for (const page of ['integration/custom-payment-server.mdx', 'integration/stripe-active-pieces-integration.mdx'])
      expect(goLive(page), page).toMatch(/\[the go-live checklist\]\(\.\/custom-payment-integration\.mdx#go-live\)/);
  });
});
