/**
 * Review 43 of the integration guide (round 48, payments): each payment rule in one place (the downgrade at the
 * payment reference's Events URL, the sample server's Send test request at the server page), the admin go-live
 * checklist as Step | Admin only with the developer's part on the server's and the flows' Go live, and the HubSpot
 * Quick start on the test copy end to end, with Go live alone creating the live endpoint.
 */
import {describe, expect, it} from 'vitest';
import {factTokens, webhookDelivery} from '../config/facts';
import {read, sectionIn as section} from './page-text';

const OPERATOR = 'integration/custom-payment-integration.mdx';
const SERVER = 'integration/custom-payment-server.mdx';
const REFERENCE = 'integration/payment-reference.mdx';
const SUBSCRIPTION = 'integration/custom-payment-subscription.mdx';
const HUBSPOT = 'integration/hubspot-lead-integration.mdx';
const PAYMENT_PAGES = [OPERATOR, SERVER, REFERENCE, SUBSCRIPTION];

describe('#1: each payment rule stated once, at its owner', () => {
  it('the downgrade: whole in reportPaymentEvent (the reference’s Events URL), a sentence and a link on the subscription page', () => {
    const api = read('openapi/openapi.yaml');
    expect(api.split('%PAYMENT_INTEGRATION_AFTER_DOWNGRADE%')).toHaveLength(2);
    expect(section(read(REFERENCE), '## The Events URL')).toContain(
      '<ApiOperation operationId="reportPaymentEvent" />',
    );
    for (const file of PAYMENT_PAGES) expect(read(file), file).not.toContain('%PAYMENT_INTEGRATION_AFTER_DOWNGRADE%');
    const downgrade = section(
      read(SUBSCRIPTION),
      '### Before a downgrade, or deleting a lead, a chatbot or the workspace {/*#before-a-downgrade*/}',
    );
    const bullet = downgrade.split('\n').find((text) => text.startsWith('- **A downgrade**'))!;
    expect(bullet).toContain('](./payment-reference.mdx#the-events-url)');
    expect(bullet).not.toContain('payment_integration_inactive');
    expect(downgrade).not.toContain('A restore of a deleted workspace does not replay');
  });

  it('the sample server’s Send test request and the Provider price ID: on the server page, linked from the admin step', () => {
    const operator = read(OPERATOR);
    expect(operator).not.toMatch(/the test does not check the \*\*Provider price ID\*\*/);
    const step = section(operator, '## Connect your payment provider')
      .split('\n')
      .find((text) => text.startsWith('5. '))!;
    expect(step).toContain('([Test your server](./custom-payment-server.mdx#test-your-server))');
    const test = section(read(SERVER), '## Test your server');
    expect(test).toMatch(
      /This server does not check the \*\*Provider price ID\*\* in that test: a test request uses the product's amount and currency, and a subscription's interval, instead/,
    );
    expect(test).toContain("they create the session with the product's `price_…`");
    // The subscription page's test links it instead of repeating it.
    expect(read(SUBSCRIPTION)).toContain(
      "The sample server's test ignores the price ID ([why](./custom-payment-server.mdx#test-your-server))",
    );
    expect(read(SUBSCRIPTION)).not.toContain("builds a test chatbot's price");
  });

  it('the consent box and the test-lead cleanup appear only in steps and troubleshooting causes', () => {
    for (const file of PAYMENT_PAGES)
      for (const text of read(file).split('\n'))
        if (/tick the consent box|%TEST_LEAD_CLEANUP%/i.test(text))
          expect(text, file).toMatch(
            /^\s*\d+\. |^\*\*Step 9, one small live payment\.\*\*|^\| The flow takes \*\*Not paid\*\* at once/,
          );
  });
});

describe('#2: the go-live checklist is Step | What you do in the dashboard; the developer’s part is on the server’s and the flows’ Go live', () => {
  const goLive = section(read(OPERATOR), '## Go live');

  it('two columns, no Developer column, and one line linking both Go live sections', () => {
    expect(goLive).toContain('\n| Step | What you do in the dashboard |\n| --- | --- |\n');
    expect(goLive).not.toMatch(/Developer/);
    const rows = goLive.split('\n').filter((text) => /^\| \d+\. /.test(text));
    expect(rows).toHaveLength(10);
    const after = goLive.split(rows.at(-1)!)[1].split('\n').filter(Boolean)[0];
    expect(after).toContain("[the server's Go live](./custom-payment-server.mdx#go-live)");
    expect(after).toContain("[the flows' Go live](./stripe-active-pieces-integration.mdx#go-live)");
  });

  it('the server’s Go live holds every fact of the removed Developer cells', () => {
    const server = section(read(SERVER), '## Go live');
    const step = (n: number): string => server.split('\n').find((text) => text.startsWith(`${n}. `))!;
    expect(step(1)).toContain('the server holds test keys only');
    expect(step(2)).toMatch(/`PARLEY_SIGNING_SECRET`, `PARLEY_EVENTS_URL` and `PARLEY_EVENTS_TOKEN`/);
    expect(step(3)).toMatch(/`rk_live_…`.*\[permissions\]\(\.\/payment-reference\.mdx#stripe-key-permissions\)/);
    expect(step(4)).toContain("even if the live account's payment method settings turn on bank debits");
    expect(step(5)).toContain("against the product's amount, currency and interval");
    expect(step(5)).toContain('**Send test request** cannot catch a wrong one');
    // Review 46 int #1 and #2: step 6 in numbered sub-steps, to the deployed address (integration-guide-round51-payments).
    const step6 = server.slice(server.indexOf('6. **'), server.indexOf('7. **'));
    expect(step6).toMatch(
      /again: \*\*Snapshot\*\* payloads, the same seven events, and the deployed server's public address with `\/stripe\/webhook`/,
    );
    // Review 47 int #2: step 7 became Live subscription settings, with the portal as its second bullet.
    const step7 = server.slice(server.indexOf('\n7. **'), server.indexOf('\n8. **'));
    expect(step7).toContain(
      'Stripe keeps test and live portal settings apart: until the live one is saved, every live request to manage a subscription fails and goes to your team.',
    );
    expect(step(8)).toContain('without `ALLOW_TEST_PAYMENTS_ON_LIVE_CHATBOT`');
    expect(step(9)).toContain("Watch your log for the Events URL's `202`");
    expect(server).not.toMatch(/\*\*Developer\*\* column/);
  });
});

describe('#3: the HubSpot Quick start runs on the test copy; Go live alone creates the live endpoint', () => {
  const page = read(HUBSPOT);
  const quick = section(page, '## Quick start').split('\n### ')[0];
  const steps = quick.split('\n').filter((text) => /^\d\. /.test(text));

  it('tests on the copy first, then the last step is Go live', () => {
    expect(steps.at(-1)).toMatch(
      /^\d\. \[Go live\]\(#go-live\) on the server you run for real, never the copy: create the live chatbot's endpoint/,
    );
    for (const text of steps.slice(0, -1)) {
      expect(text).not.toContain('#create-the-webhook-endpoint');
      expect(text).not.toMatch(/npm run backfill|npm start/);
    }
    expect(steps.findIndex((text) => text.includes('(#send-a-test-event)'))).toBeLessThan(steps.length - 1);
    expect(steps.findIndex((text) => text.includes('(#test-it-end-to-end)'))).toBeLessThan(steps.length - 1);
  });

  it('says how long the live endpoint can wait for the server (the endpoint-disable rule)', () => {
    expect(factTokens['%WEBHOOK_DISABLE_AFTER_DAYS%']).toBe(String(webhookDelivery.disableAfterDays));
    expect(section(page, '### Create the webhook endpoint {/*#create-the-webhook-endpoint*/}')).toMatch(
      /Start the server within %WEBHOOK_DISABLE_AFTER_DAYS% days of the first failed delivery/,
    );
    const goLive = section(page, '## Go live {/*#go-live*/}');
    expect(goLive).not.toContain('Unless the Quick start already did');
    const endpoint = goLive.split('\n').find((text) => text.startsWith('2. '))!;
    expect(endpoint).toContain('finish within %WEBHOOK_DISABLE_AFTER_DAYS% days, or the endpoint is disabled');
    expect(goLive.split('\n').find((text) => text.startsWith('4. '))).toMatch(
      /^4\. Before the server's first start, .*\(#send-existing-leads-once\)/,
    );
  });
});
