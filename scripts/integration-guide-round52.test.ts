/**
 * Review 47 of the integration guide (round 52, custom payments): the live chatbot's PARLEY_CHATBOT_ID at go-live and
 * the 400 it causes when left on the test chatbot; the live retry rule beside the live customer portal at step 7; a
 * test payment through the deployed server before go-live, with the log line the server prints for it; the Pro
 * website test run after the deploy step.
 */
import {describe, expect, it} from 'vitest';
import {read, sectionIn as section} from './page-text';

const OPERATOR = 'integration/custom-payment-integration.mdx';
const SERVER = 'integration/custom-payment-server.mdx';
const SUBSCRIPTION = 'integration/custom-payment-subscription.mdx';
const SERVER_FILE = 'static/files/custom-payment-server/server.mjs';

const serverGoLive = section(read(SERVER), '## Go live');
const checklist = section(read(OPERATOR), '## Go live');
const step = (text: string, n: number): string =>
  text.slice(text.indexOf(`\n${n}. **`), text.indexOf(`\n${n + 1}. **`));
const rows = (text: string): string[] => text.split('\n').filter((line) => line.startsWith('| '));

describe('#1: the live chatbot’s PARLEY_CHATBOT_ID at go-live, and the 400 of one left on the test chatbot', () => {
  // The server's own line for a request of another chatbot than PARLEY_CHATBOT_ID (sample-server.test.ts runs it).
  const refusal = 'not a payment request of the integration that signed it';

  it('step 2 sets PARLEY_CHATBOT_ID to the live chatbot, or removes it, and says what happens otherwise', () => {
    // Its own paragraph under step 2: the step's list item keeps under 70 words (integration-guide-round46).
    const two = step(serverGoLive, 2);
    expect(two).toContain(
      "If `PARLEY_CHATBOT_ID` is set, set it to the live chatbot's **Chatbot ID** (`bot_…`, in its **Settings**), or remove it",
    );
    expect(two).toContain('the server refuses every live payment request with `400`');
  });

  it('a troubleshooting row quotes the log line the server prints, and points at step 2', () => {
    expect(read(SERVER_FILE)).toContain(`console.warn('Payment request refused: ${refusal}');`);
    const row = rows(section(read(SERVER), '## Troubleshooting')).find((line) => line.includes(`\`${refusal}\``));
    expect(row).toBeDefined();
    expect(row).toContain('`PARLEY_CHATBOT_ID` names another chatbot');
    expect(row).toContain('([Go live](#go-live), step 2)');
  });
});

describe('#2: step 7 sets the live retry rule beside the live customer portal, linking the one rule', () => {
  it('the checklist and the server name step 7 Live subscription settings', () => {
    expect(checklist).not.toContain('A live customer portal');
    expect(checklist).toContain('| 7. **Live subscription settings, if you sell subscriptions.** |');
    expect(serverGoLive).not.toContain('**A live customer portal');
  });

  it("the server's step 7 links the subscriptions' Prerequisites for the retry rule, and does not restate it", () => {
    const seven = step(serverGoLive, 7);
    expect(seven).toMatch(/^\n7\. \*\*Live subscription settings, if you sell subscriptions\.\*\*/);
    expect(seven).toContain(
      "**Retries:** the rule of the [subscriptions' Prerequisites](./custom-payment-subscription.mdx#prerequisites)",
    );
    expect(seven).not.toContain('Cancel the subscription');
    expect(seven).toContain('**Customer portal:**');
    const owner = rows(section(read(SUBSCRIPTION), '## Prerequisites')).find((line) =>
      line.includes('**Billing → Revenue recovery → Retries**'),
    );
    expect(owner).toContain('**If all retries for a payment fail** to **Cancel the subscription**');
  });
});

describe('#3: a test payment through the deployed server before go-live, with the log line it prints', () => {
  const line = '`payment.succeeded for payreq_…: reported (202)`';

  it('the server prints that line for each event the Events URL takes', () => {
    expect(read(SERVER_FILE)).toContain(
      'console.log(`${body.type} for ${body.payment_request_id}: reported (${response.status})`);',
    );
  });

  it("the checklist's deploy step pays once in the Preview panel, and names the line", () => {
    const deployRow = rows(checklist).find((text) => text.startsWith('| **With a server: deploy it first.** |'))!;
    expect(deployRow).toContain('select **Save**, then test it as below the table says.');
    const deploy = checklist.split('\n').find((text) => text.startsWith('**The deploy step, with a server.**'))!;
    expect(deploy).toContain(
      "pay once with a test card in the **Preview** panel (in the test workspace, the test chatbot's)",
    );
    expect(deploy).toContain(`the server's log shows ${line}`);
  });

  it("the server's deploy step and its Test your server name the same line", () => {
    const deploy = serverGoLive.slice(
      serverGoLive.indexOf('**Deploy the server first**'),
      serverGoLive.indexOf('\n1. **'),
    );
    expect(deploy).toContain(`pay once with a test card in the **Preview** panel`);
    expect(deploy).toContain(`Your log shows ${line}`);
    expect(section(read(SERVER), '## Test your server')).toContain(line);
    expect(read(SERVER)).not.toContain('watch your log for the call to the Events URL and its `202`');
  });
});

describe('#4: the Pro website test runs after the deploy step', () => {
  it('its section says so, and still before step 1', () => {
    const pro = section(read(OPERATOR), '### Pro plan: test on your website {/*#pro-plan-test-on-your-website*/}');
    expect(pro).not.toContain('run this test too, before [Go live](#go-live)');
    expect(pro).toContain(
      "run it after the deploy step of [Go live](#go-live), so that it runs on the deployed server, and before that checklist's step 1",
    );
  });
});

describe('#5: the subscription page puts its test before its reference, and its server rules are provider-agnostic', () => {
  const page = read(SUBSCRIPTION);
  const headings = page.split('\n').filter((text) => text.startsWith('## '));

  it('products, who may see a subscription, the test, then the reference', () => {
    // Review 48 #1 (round 53): the Stripe Billing settings sit beside Prerequisites, and ending or moving
    // subscriptions is its own section after the server rules.
    expect(headings.slice(3, 9)).toEqual([
      '## Add subscription products',
      '## Who may see and change a subscription',
      '## Test it end to end',
      '## Extend your server',
      '## End or move subscriptions {/*#end-or-move-subscriptions*/}',
      '## Field mapping',
    ]);
  });

  it('Extend your server links server.mjs for the Stripe calls instead of listing them', () => {
    const extend = section(page, '## Extend your server');
    expect(extend).toContain('These are the rules for any provider.');
    expect(extend).toContain('[`server.mjs`](pathname:///files/custom-payment-server/server.mjs)');
    expect(extend).not.toContain('stripe.billingPortal.sessions.create');
    expect(extend).not.toContain("`mode: 'subscription'`");
    expect(extend).not.toContain('`invoice.parent.subscription_details` from it on');
  });
});
