/**
 * Review 45 of the integration guide (round 50): where each plan tests a custom payment, the GoHighLevel pause
 * setting's two choices, payment.failed's providers, a refund's pi_… from the Checkout Session, the Events URL's
 * repeat rule, and the landing page's Mailchimp task.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {ROOT, expand, read, sectionIn as section} from './page-text';

const PAYMENT = 'integration/custom-payment-integration.mdx';
const REFERENCE = 'integration/payment-reference.mdx';
const SERVER = 'integration/custom-payment-server.mdx';
const GHL = 'integration/ghl-chat-integration.mdx';
const LANDING = 'integration/index.mdx';

const steps = (text: string): string[] => text.split('\n').filter((line) => /^\d+\. /.test(line));

describe('#1: the payment guide says where each plan tests, before Go live assumes it', () => {
  const prerequisites = section(read(PAYMENT), '## Prerequisites');
  // Review 46 #1 moved the row's text to %PAYMENT_WHERE_TO_TEST%, which the Activepieces page's Prerequisites share.
  const typed = prerequisites.split('\n').find((line) => line.startsWith('| Where to test |'));
  const row = typed === undefined ? undefined : expand(typed);

  it('has a Where to test row naming the test workspace and the Pro plan’s Keyword trigger', () => {
    expect(row).toBeDefined();
    expect(row).toContain(`${expand('%PLANS_WITH_API%')}: a chatbot of the test workspace`);
    expect(row).toContain('(/user/chatbots/duplicate-or-delete#try-changes-safely)');
    expect(row).toContain(
      "Pro, which has no test workspace: the live chatbot, with the payment flow's **Trigger** a **Keyword** only your team knows",
    );
    expect(row).toContain('[why](/integration/payment-reference#test-and-live)');
  });

  it('the rule it links is stated at Test and live, and the anchor it links exists', () => {
    const testAndLive = section(read(REFERENCE), '## Test and live {/*#test-and-live*/}');
    expect(testAndLive).toContain('test on a chatbot of the test workspace');
    expect(testAndLive).toContain('**On the Pro plan**, which has no test workspace, test on the live chatbot');
    const user = readFileSync(path.join(ROOT, 'user/chatbots/duplicate-or-delete.mdx'), 'utf8');
    expect(user).toContain('{/*#try-changes-safely*/}');
  });
});

describe('#2: GoHighLevel’s Pause when your team replies row agrees with the Pauses table', () => {
  it('names both choices: hours silence the conversation with no tag, the tag choice silences the contact', () => {
    const row = read(GHL)
      .split('\n')
      .find((line) => line.startsWith('| **Pause when your team replies** |'))!;
    expect(row).not.toContain('stays silent in it for this long, and adds no tag.');
    // Review 46 int #5: the row names the choices and links the Pauses table, the one place of the rules
    // (integration-guide-round51-payments).
    expect(row).toContain('or **Until a user removes the tag**');
    expect(row).toContain('[Pauses](#pauses)');
  });
});

describe('#3: What you will have limits the failure message to providers that close a payment as failed', () => {
  it('says Stripe’s customer retries on the checkout page, as Event types does', () => {
    const have = section(read(PAYMENT), '## What you will have');
    expect(have).toContain(
      'When it fails, the chatbot says the payment did not go through (with providers that close a payment as failed; on Stripe the customer retries on the checkout page);',
    );
    expect(read(REFERENCE)).toContain("Not for a card declined on Stripe's checkout page, where the customer retries.");
  });
});

describe('#4: a refund finds the pi_… from the lead’s Checkout Session, not from short-lived run history', () => {
  it('Refund a payment step 2 gives the route that always works', () => {
    const refund = steps(section(read(PAYMENT), '### Refund a payment {/*#refund-a-payment*/}'));
    expect(refund[1]).not.toContain('**Runs**');
    expect(refund[1]).toContain(
      "search the Stripe Dashboard for the lead's `payment_reference`: it is the Checkout Session (`cs_…`), which names its payment intent (`pi_…`)",
    );
  });
});

describe('#5: the server page’s repeat rule matches reportPaymentEvent', () => {
  it('a repeat needs the same occurred_at; a payment.succeeded with another one for a paid request is a 409', () => {
    const spec = read('openapi/openapi.yaml');
    expect(spec).toMatch(
      /`payment\.succeeded` with another `occurred_at` for a request already paid is answered\s+`409/,
    );
    const page = read(SERVER);
    expect(page).not.toContain('a repeat, or an event that agrees');
    expect(page).toContain(
      'a repeat with the same `occurred_at`, or an event that agrees with how the request ended, changes nothing; one that contradicts it, or a `payment.succeeded` with another `occurred_at` for a request already paid, is answered `409`',
    );
  });
});

describe('#6: the landing page’s Mailchimp row names the task only', () => {
  it('leaves the no-connection fact to the guide', () => {
    const row = section(read(LANDING), '## Choose a guide')
      .split('\n')
      .find((line) => line.includes('](./mailchimp.mdx)'))!;
    expect(row.startsWith('| Add consenting leads to a Mailchimp audience |')).toBe(true);
    expect(row).not.toContain('no built-in Mailchimp connection');
  });
});
