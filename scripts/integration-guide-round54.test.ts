/**
 * Review 49 of the integration guide (round 54, custom payments): ending subscriptions in one ordered list, with what
 * the complete server answers per cause; the portal's cancellation option set in test mode; the server's step 8
 * checked by its start log and Send test request, with a troubleshooting row for each start-up warning; the flows'
 * new values taking effect at step 8's Publish; step 8 named for the server on the server's page; the Pro plan's
 * staging host removed from the live chatbot's Allowed domains at clean-up.
 * The server's behaviour runs in scripts/payments/sample-server.test.ts.
 */
import {describe, expect, it} from 'vitest';
import {read, sectionIn as section} from './page-text';

const SERVER = 'integration/custom-payment-server.mdx';
const SUBSCRIPTION = 'integration/custom-payment-subscription.mdx';
const FLOWS = 'integration/stripe-active-pieces-integration.mdx';
const SERVER_FILE = 'static/files/custom-payment-server/server.mjs';

const server = read(SERVER);
const serverFile = read(SERVER_FILE);
const subscription = read(SUBSCRIPTION);
const serverGoLive = section(server, '## Go live');
const step = (text: string, n: number): string => text.split('\n').find((line) => line.startsWith(`${n}. `)) ?? '';

describe('#1: cancel at the provider first, in one ordered list, with what the server answers per cause', () => {
  const cancel = section(
    subscription,
    '### Cancel them at the provider first {/*#cancel-them-at-the-provider-first*/}',
  );

  it('no longer says the server answers 200 to each event it cannot report', () => {
    expect(cancel).not.toContain('answers your provider `200` to each event it cannot report');
    expect(cancel).not.toContain('Keep your server running until the last of them has ended');
  });

  it('says 200 and a log line for 403 and 404, and 500 after a disconnect, as server.mjs does', () => {
    expect(cancel).toContain(
      "after a downgrade or a deleted workspace (the Events URL's `403`), or a deleted lead or chatbot (`404`): `200`, with a log line that names each subscription still charging",
    );
    expect(cancel).toContain('after a disconnect (`401`): `500`');
    expect(cancel).toContain('(./custom-payment-server.mdx#after-a-disconnect)');
    // The sample server: 403 and 404 fall through to `received`, any other failure throws and answers 500.
    expect(serverFile).toMatch(
      /response\.status === 403\)[\s\S]*response\.status === 404\)[\s\S]*!response\.ok\) \{\n\s*throw/,
    );
    expect(serverFile).toContain("res.status(500).json({error: 'report_failed'})");
  });

  it('orders cancel, wait for the final events, disconnect, then stop, for a server or the flows', () => {
    const steps = [2, 3, 4, 5].map((n) => step(cancel, n));
    expect(steps[0]).toContain('immediately rather than at the end of its period');
    expect(steps[1]).toMatch(/^3\. Wait for their final events: keep your server or events flow running/);
    expect(steps[2]).toContain('[disconnect](./custom-payment-integration.mdx#disconnect)');
    expect(steps[3]).toBe('5. Then stop the server, or unpublish the flows.');
  });
});

describe('#2: the portal cancellation option of the test is the test-mode one', () => {
  it('the test step and Cancellations say test mode', () => {
    const test = section(subscription, '## Test it end to end');
    expect(step(test, 3)).toContain(
      'in test mode, set the cancellation option to **Cancel immediately** for this test',
    );
    expect(section(subscription, '### Cancellations')).toContain('set apart in test mode and in live mode');
  });
});

describe('#3: the server’s step 8 has a check, and each start-up warning a troubleshooting row', () => {
  const listening = serverFile.match(/console\.log\(`Listening on port \$\{port\}(: [^`]+)`\)/)![1];

  it('step 8 names the exact start line, and Send test request in test mode', () => {
    const eight = step(serverGoLive, 8);
    expect(eight).toContain(`Its start log shows only \`Listening on port 3000${listening}\``);
    expect(serverFile).toContain('const port = Number(process.env.PORT ?? 3000);');
    // Step 3 keeps STRIPE_TEST_SECRET_KEY, and test requests use it: cs_test_.
    expect(step(serverGoLive, 3)).toContain('Keep the test key in `STRIPE_TEST_SECRET_KEY`');
    expect(serverFile).toContain('const stripe = request.test === true ? stripeForTests : stripeLive;');
    expect(eight).toContain('its `payment_url` holds `cs_test_`');
  });

  it('each start-up warning of a live key has a row that quotes it', () => {
    const troubleshooting = section(server, '## Troubleshooting');
    const warnings = [
      'A live key and no STRIPE_TEST_SECRET_KEY:',
      'paying one charges a real card',
      'ALLOW_TEST_PAYMENTS_ON_LIVE_CHATBOT is ignored with a live key: remove it.',
    ];
    for (const text of warnings) {
      expect(serverFile, text).toContain(text);
      expect(troubleshooting, text).toContain(text);
    }
    expect(troubleshooting).toContain('a `payment_url` with `cs_live_`');
  });
});

describe('#4: the flows’ new values take effect at step 8’s Publish', () => {
  const goLive = section(read(FLOWS), '## Go live');

  it('says so once, and no step says a change applies before it', () => {
    expect(goLive).toContain(
      "A published flow changes only when published again: steps 2, 3 and 6 take effect at step 8's **Publish**.",
    );
    for (const old of [
      'which now open live checkouts',
      'which now holds the live key',
      "From step 3 on, the flows' tests are live too",
    ]) {
      expect(goLive).not.toContain(old);
    }
    expect(goLive).toContain("From step 8's **Publish** on, the flows' tests are live too");
  });
});

describe('#5: the server page names step 8 for the server, and step 1 says what the server holds', () => {
  it('step 8 and step 1', () => {
    expect(step(serverGoLive, 8)).toMatch(/^8\. \*\*Restart the server\.\*\* /);
    expect(serverGoLive).not.toContain('publish the flows');
    expect(step(serverGoLive, 1)).toContain(
      'Until [the test on your website](./custom-payment-integration.mdx#pro-plan-test-on-your-website) is done, the server holds test keys only.',
    );
  });
});

describe('#6: the Pro plan’s clean-up removes the staging host from the live chatbot', () => {
  it('step 6 of the end-to-end test', () => {
    expect(step(section(subscription, '## Test it end to end'), 6)).toContain(
      "On the Pro plan, remove the staging page's host name from the live chatbot's **Allowed domains**.",
    );
  });
});
