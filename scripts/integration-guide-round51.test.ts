/**
 * Review 46 of the integration guide (round 51), the Activepieces route: where each plan tests before the first
 * setup step, Stripe's retry setting for subscriptions, the Dashboard replay's price and trial, and the payment
 * guide's test-mode step for the flows.
 */
import {describe, expect, it} from 'vitest';
import {paymentWhereToTest} from '../config/facts';
import {expand, read, sectionIn as section} from './page-text';

const FLOWS = 'integration/stripe-active-pieces-integration.mdx';
const PAYMENT = 'integration/custom-payment-integration.mdx';
const SUBSCRIPTION = 'integration/custom-payment-subscription.mdx';

const rows = (text: string): string[] => text.split('\n').filter((line) => line.startsWith('| '));
const steps = (text: string): string[] => text.split('\n').filter((line) => /^\d+\. /.test(line));

describe('#1: the Activepieces route says where to test before Connect, and warns on any live chatbot', () => {
  const flows = read(FLOWS);

  it('both pages’ Prerequisites have the same Where to test row, from one token', () => {
    for (const page of [FLOWS, PAYMENT]) {
      const row = rows(section(read(page), '## Prerequisites')).find((line) => line.startsWith('| Where to test |'));
      expect(row, page).toBe('| Where to test | %PAYMENT_WHERE_TO_TEST% |');
    }
    expect(expand('%PAYMENT_WHERE_TO_TEST%')).toBe(paymentWhereToTest);
    expect(paymentWhereToTest).toContain(`${expand('%PLANS_WITH_API%')}: a chatbot of the test workspace`);
    expect(paymentWhereToTest).toContain('Pro, which has no test workspace: the live chatbot');
    expect(paymentWhereToTest).toContain('**Keyword** only your team knows');
    // Absolute links: the token is used on two pages.
    expect(paymentWhereToTest).not.toMatch(/\]\((\.\/|#)/);
  });

  it('Connect step 1 opens the test chatbot, or the live chatbot with a team-only Keyword', () => {
    const connect = steps(section(flows, '### 2. Connect %PRODUCT_NAME% to it {/*#connect*/}'));
    expect(connect[0]).not.toContain('open your chatbot and go to');
    expect(connect[0]).toContain(
      '1. Open the test chatbot (%PLANS_WITH_API%) or the live chatbot with a team-only **Keyword** (Pro), as in [Where to test](#prerequisites).',
    );
  });

  it('the test’s warning covers any live chatbot, not only Pro’s', () => {
    const test = section(flows, '## Test it end to end');
    expect(test).not.toContain('On the Pro plan, which has no test workspace, that flow is on your live chatbot');
    expect(test).toContain(
      "On a live chatbot (on the Pro plan, always), these flows ignore the request's `test` field",
    );
    expect(test).toContain('any visitor who reaches the flow can pay with a test card and be recorded as `paid`');
    expect(test).toContain("(on a live chatbot, type your team's phrase)");
    // The flows do ignore it: neither reads the request's test field.
    expect(read('static/files/activepieces-parley-stripe-checkout.json')).not.toContain('trigger.body.test');
  });
});

describe('#2: the Activepieces route asks for Stripe’s retry setting that ends a subscription', () => {
  it('a subscriptions row links the subscription Prerequisites row that names Cancel the subscription', () => {
    const row = rows(section(read(FLOWS), '## Prerequisites')).find((line) => line.startsWith('| For subscriptions:'));
    expect(row).toBeDefined();
    expect(row).toContain('**Billing → Revenue recovery → Retries**, in test and live mode');
    expect(row).toContain('(./custom-payment-subscription.mdx#prerequisites)');
    expect(row).toContain('`customer.subscription.deleted` never comes');
    const owner = rows(section(read(SUBSCRIPTION), '## Prerequisites')).find((line) =>
      line.includes('**Billing → Revenue recovery → Retries**'),
    );
    expect(owner).toContain('**If all retries for a payment fail** to **Cancel the subscription**');
  });
});

describe('#3: the Dashboard replay subscribes with a price Stripe accepts, and keeps the trial', () => {
  const dashboard = section(read(FLOWS), '### Renewals in the Stripe Dashboard');

  it('step 5 creates a recurring test price when the product has no Provider price ID, and sets the trial', () => {
    // Step 5 with its paragraph, up to step 6.
    const step5 = dashboard.slice(dashboard.indexOf('\n5. '), dashboard.indexOf('\n6. '));
    expect(step5).toContain("create a subscription for that customer with the product's test price.");
    expect(step5).toContain(
      "use the product's **Provider price ID** or, without one, a new recurring test price of the same amount, currency and interval: Stripe lets no other subscription use the checkout's inline price.",
    );
    expect(step5).toContain('For a product with a **Trial**, set as many trial days.');
  });

  it('the reason holds: the flow builds a price inline without a price ID, and sets the trial from the request', () => {
    const flow = read('static/files/activepieces-parley-stripe-checkout.json');
    expect(flow).toContain('line_items[0][price_data][recurring][interval]');
    expect(flow).toContain('subscription_data[trial_period_days]');
    // The script that replays it for a server says the same about inline prices.
    expect(read('static/files/custom-payment-server/test-clock.mjs')).toContain(
      "Stripe\n  // refuses an inline price's ID in another subscription",
    );
  });
});

describe('#4: the payment guide’s test-mode step fits the Activepieces route, which has no developer', () => {
  it('step 1 of Test it end to end names a test key in both flows', () => {
    const test = steps(section(read(PAYMENT), '## Test it end to end'));
    expect(test[0]).toMatch(/^1\. Ask your developer to put the server and your provider in test mode/);
    expect(test[0]).toContain(
      'With the Activepieces flows: a test key in both flows and a test-mode event destination',
    );
    expect(test[0]).toContain('(./stripe-active-pieces-integration.mdx#set-up)');
  });
});
