/**
 * The decisions of review round 34 of the integration guide: what Send test request checks with each route, the
 * links of the server's Go live, and the rules stated once (test requests after go-live, the go-live refund).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {factTokens} from '../config/facts';

const ROOT = path.resolve(import.meta.dirname, '..');
const read = (file: string): string => readFileSync(path.join(ROOT, file), 'utf8');
const section = (page: string, heading: string): string => page.split(`\n${heading}`)[1].split(/\n## /)[0];

describe('Send test request and the Provider price ID', () => {
  it('says the sample server does not test it and the Activepieces flows do', () => {
    // Review 43 #1: developer detail, moved from the admin page's Connect step 5 to the server's Test your server,
    // which that step links (integration-guide-round48-payments).
    const connect = section(read('integration/custom-payment-server.mdx'), '## Test your server');
    expect(connect).toMatch(/This server does not check the \*\*Provider price ID\*\* in that test/);
    expect(connect).toMatch(/The \[Activepieces flows\]\(\.\/stripe-active-pieces-integration\.mdx#connect\) do/);
    // The Activepieces page's own step says the test request carries the price ID.
    const activepieces = read('integration/stripe-active-pieces-integration.mdx');
    expect(activepieces).toMatch(/### 2\. Connect %PRODUCT_NAME% to it \{\/\*#connect\*\/\}/);
    expect(section(activepieces, '## Set up')).toMatch(/`price_id` \(its \*\*Provider price ID\*\*\)/);
  });
});

describe("the server's Go live", () => {
  it("sends the live event destination back to Send Stripe's events to it, not the code listing", () => {
    const goLive = section(read('integration/custom-payment-server.mdx'), '## Go live');
    // Review 42 #3: an ordered list numbered as the checklist's steps (integration-guide-round47); review 46 int #2:
    // step 6 has numbered sub-steps (integration-guide-round51-payments).
    const step = goLive.slice(goLive.indexOf('6. **A live webhook endpoint.**'), goLive.indexOf('7. **'));
    expect(step).toMatch(
      /create the event destination of \[Send Stripe's events to it\]\(#send-stripes-events\) again/,
    );
    expect(step).not.toContain('#a-complete-server');
  });
});

describe('rules stated once', () => {
  const pages = {
    integration: read('integration/custom-payment-integration.mdx'),
    server: read('integration/custom-payment-server.mdx'),
    activepieces: read('integration/stripe-active-pieces-integration.mdx'),
    subscription: read('integration/custom-payment-subscription.mdx'),
  };

  it('test requests after go-live: the rule at its owner, a one-line link on the other pages (review 35 #3)', () => {
    const owner = read('integration/payment-reference.mdx').split('\n## Test and live {/*#test-and-live*/}')[1];
    expect(owner).toMatch(/only with a server that keeps a test key beside the live one/);
    // Review 41 #1: in the words of %PAYMENT_FLOWS_LIVE_KEY_TESTS%, also the warning on the operator's test.
    expect(owner).toContain('%PAYMENT_FLOWS_LIVE_KEY_TESTS%');
    expect(factTokens['%PAYMENT_FLOWS_LIVE_KEY_TESTS%']).toMatch(/Activepieces flows\][^.]*live Stripe Checkout/);
    expect(factTokens['%PAYMENT_TESTS_AFTER_GO_LIVE%']).toContain('](/integration/payment-reference#test-and-live)');
    expect(factTokens['%PAYMENT_TESTS_AFTER_GO_LIVE%']).not.toMatch(/test key beside|Activepieces/);
    for (const name of ['integration', 'subscription'] as const) {
      expect(pages[name], name).toContain('%PAYMENT_TESTS_AFTER_GO_LIVE%');
    }
    // Review 37 #1: the flows' Go live points to the canonical checklist (which holds the token) and the owner.
    expect(section(pages.activepieces, '## Go live')).toContain('](./payment-reference.mdx#test-and-live)');
    // The owner's table says the same.
    expect(read('integration/payment-reference.mdx')).toMatch(
      /\| A live key only, such as the \[Activepieces flows\][^|]*\| Live: a real card is charged\. \|/,
    );
    expect(pages.subscription).not.toMatch(/panel only\.(?! %PAYMENT_TESTS_AFTER_GO_LIVE%)/);
  });

  it('the last go-live step refunds, on the one go-live checklist (review 37 #1)', () => {
    // Review 39 #5: the checklist is a table; its row 9 (review 40 #1) refunds, with the detail under the table.
    const goLive = section(pages.integration, '## Go live');
    const live = goLive.split('\n').find((line) => /^\| 9\. \*\*One small live payment\.\*\*/.test(line));
    expect(live).toMatch(/then refund it/);
    expect(goLive).toMatch(/^\*\*Step 9, one small live payment\.\*\* .*%PAYMENT_GO_LIVE_REFUND%/m);
    for (const name of ['server', 'activepieces'] as const) {
      expect(section(pages[name], '## Go live'), name).not.toContain('%PAYMENT_GO_LIVE_REFUND%');
      expect(section(pages[name], '## Go live'), name).toContain('](./custom-payment-integration.mdx#go-live)');
    }
    // Review 42 #5: the test lead is deleted next, so the refund no longer edits it (integration-guide-round47).
    expect(factTokens['%PAYMENT_GO_LIVE_REFUND%']).toMatch(/refund it in your provider's dashboard/);
  });
});

describe('small wording decisions', () => {
  it('HubSpot: a changed lead updates only the parley_ properties of a contact that was already there', () => {
    const row = read('integration/hubspot-lead-integration.mdx')
      .split('\n')
      .find((line) => line.startsWith('| A lead changes'));
    expect(row).toMatch(/The contact the server created follows/);
    expect(row).toMatch(
      /already in HubSpot, only the `parley_` properties change \(\[Existing contacts\]\(\.\/hubspot-reference\.mdx#existing-contacts\)\)/,
    );
  });

  it('Google Sheet: the row limit is per tab, the source', () => {
    const row = read('integration/google-sheet.mdx')
      .split('\n')
      .find((line) => line.startsWith('| Rows |'));
    expect(row).toBe('| Rows | Up to %GOOGLE_SHEET_MAX_ROWS% per tab (the source), not counting the header |');
  });
});

describe('the Activepieces checkout flow and customer_reference', () => {
  it('says under Prerequisites that the portal is off as shipped, why, and what turning it on risks', () => {
    const prerequisites = section(read('integration/stripe-active-pieces-integration.mdx'), '## Prerequisites');
    expect(prerequisites).toMatch(/\*\*No customer portal\.\*\* The flow cannot check the `Parley-Signature`/);
    expect(prerequisites).toMatch(/`use_customer_reference` set to `off` in \*\*Build the Stripe request\*\*/);
    expect(prerequisites).toMatch(/A `portal` request is answered `404`/);
    expect(prerequisites).toMatch(/open any customer's billing portal/);
  });
});
