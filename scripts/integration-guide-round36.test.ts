/**
 * The open findings of review round 35 of the integration guide, fixed in round 36: the Stripe key's permissions
 * stated once, for every Stripe call the published server and flows make; the Dashboard path for test clocks; the
 * Custom header (X-Parley-Token) in openapi.yaml; long table cells; one "Test and live" link.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {parse} from 'yaml';

const ROOT = path.resolve(import.meta.dirname, '..');
const read = (file: string): string => readFileSync(path.join(ROOT, file), 'utf8');

describe('#2: the Stripe key permissions, at payment-reference#stripe-key-permissions', () => {
  const reference = read('integration/payment-reference.mdx');
  const owner = reference.split('\n## Stripe key permissions\n')[1].split('\n## ')[0];
  const rows = owner.split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('| ---'));

  /** Each Stripe call of the shipped files, and the permission it needs. */
  const SERVER_CALLS: Record<string, string> = {
    'checkout.sessions.create': '**Write** on Checkout Sessions',
    'billingPortal.sessions.create': '**Write** on Customer portal',
    'subscriptions.retrieve': '**Read** on Subscriptions',
  };
  const FLOW_CALLS: Record<string, string> = {
    'checkout/sessions': '**Write** on Checkout Sessions',
    'billing_portal/sessions': '**Write** on Customer portal',
    'events/': '**Read** on Events',
  };

  it('names a permission for every Stripe call the published server makes, Products for price_data included', () => {
    const server = read('static/files/custom-payment-server/server.mjs');
    const calls = [...server.matchAll(/\bstripe\.(\w+\.\w+(?:\.\w+)?)\(/g)].map((match) => match[1]);
    expect(calls.length).toBeGreaterThan(0);
    for (const call of calls) {
      expect(SERVER_CALLS[call], `a Stripe call the table does not cover: ${call}`).toBeDefined();
      expect(rows.some((row) => row.endsWith(`| ${SERVER_CALLS[call]} |`))).toBe(true);
    }
    // Inline price_data with product_data makes Stripe create a Product: Write on Products.
    expect(server).toContain('product_data: {name: request.product_name}');
    expect(rows.find((row) => row.includes('`product_data`'))).toMatch(/\| \*\*Write\*\* on Products \|$/);
  });

  it('names a permission for every Stripe call the Activepieces flows make', () => {
    const flows =
      read('static/files/activepieces-parley-stripe-checkout.json') +
      read('static/files/activepieces-stripe-events-to-parley.json');
    for (const [call, permission] of Object.entries(FLOW_CALLS)) {
      expect(flows).toContain(call);
      expect(rows.some((row) => row.endsWith(`| ${permission} |`))).toBe(true);
    }
    expect(flows).toContain('[product_data][name]');
  });

  it('the pages that have the reader create a restricted key link the table, and none lists fewer permissions', () => {
    for (const page of ['custom-payment-server', 'stripe-active-pieces-integration']) {
      expect(read(`integration/${page}.mdx`), page).toContain('](./payment-reference.mdx#stripe-key-permissions)');
    }
    for (const page of ['custom-payment-server', 'stripe-active-pieces-integration', 'custom-payment-integration']) {
      expect(read(`integration/${page}.mdx`), page).not.toMatch(
        /\*\*Write\*\* on Checkout Sessions and (on )?Customer portal/,
      );
    }
  });
});

describe('#3: a Dashboard-only test clock path for the Activepieces flows', () => {
  const page = read('integration/stripe-active-pieces-integration.mdx');
  const dashboard = page.split('\n### Renewals in the Stripe Dashboard\n')[1].split('\n## ')[0];

  it('creates the clock, a customer and a subscription on it, and advances time, all in the Dashboard', () => {
    expect(dashboard).toContain('**Billing → Test clocks**');
    expect(dashboard).toMatch(/create a test clock/);
    expect(dashboard).toMatch(/On the clock, create a customer/);
    expect(dashboard).toMatch(/advance time by 32 days/);
    expect(dashboard).toContain('`4000 0000 0000 0341`');
    // Step 6 of the test offers it beside the script.
    const step6 = page.split('\n').find((line) => line.startsWith('6. For subscriptions'));
    expect(step6).toContain('](#renewals-in-the-stripe-dashboard)');
    expect(step6).toContain('](./custom-payment-subscription.mdx#renewals-on-a-test-clock)');
  });

  it('puts in the metadata the key the events flow reads from an invoice', () => {
    const flow = read('static/files/activepieces-stripe-events-to-parley.json');
    expect(flow).toContain('metadata.parley_payment_request_id');
    expect(flow).toContain('subscription_details');
    expect(dashboard).toContain('add the key `parley_payment_request_id` with the `payreq_…` value');
  });
});

describe('#6: one "Test and live" link in the subscription test', () => {
  it('the test links payment-reference#test-and-live once, through %PAYMENT_TESTS_AFTER_GO_LIVE%', async () => {
    const {factTokens} = await import('../config/facts');
    const page = read('integration/custom-payment-subscription.mdx');
    const test = page.split('\n## Test it end to end')[1].split('\n### ')[0];
    expect(test).not.toContain('#test-and-live');
    expect(test.split('%PAYMENT_TESTS_AFTER_GO_LIVE%')).toHaveLength(2);
    expect(factTokens['%PAYMENT_TESTS_AFTER_GO_LIVE%']).toContain('(/integration/payment-reference#test-and-live)');
  });
});

describe('#4: the Custom header (X-Parley-Token) as a custom header of the payment request', () => {
  const spec = parse(read('openapi/openapi.yaml'));
  const header = spec.components.parameters.PaymentCustomHeader;

  it('openapi.yaml names it, says what it carries and how to verify it, on the payment request', () => {
    expect(header).toMatchObject({name: 'X-Parley-Token', in: 'header', required: false});
    expect(header.description).toMatch(/^A custom header: the integration's \*\*Custom header\*\*/);
    expect(header.description).toMatch(/carries that value exactly as entered, the same on every payment request/);
    expect(header.description).toMatch(/compare it in constant time with the value you stored/);
    expect(header.description).toMatch(/signs\s+neither the body nor the time/);
    const parameters = spec.webhooks['payment.requested'].post.parameters.map((item: {$ref: string}) => item.$ref);
    expect(parameters).toContain('#/components/parameters/PaymentCustomHeader');
  });

  it('the pages use the same name and link the contract', () => {
    expect(read('integration/stripe-active-pieces-integration.mdx')).toContain(
      'Under **Custom header**, enter the name `X-Parley-Token`',
    );
    const row = read('integration/custom-payment-integration.mdx')
      .split('\n')
      .find((line) => line.startsWith('| **Custom header** |'));
    expect(row).toContain('sent unchanged with every payment request');
    expect(row).toContain('](./payment-reference.mdx#the-payment-request)');
    expect(read('integration/payment-reference.mdx')).toContain('<ApiWebhook event="payment.requested" />');
  });
});

describe('#5: no table cell of the payment and GHL pages over 250 characters', () => {
  it.each([
    'custom-payment-integration',
    'custom-payment-server',
    'custom-payment-subscription',
    'payment-reference',
    'stripe-active-pieces-integration',
    'ghl-chat-integration',
    'ghl-lead-integration',
    'hubspot-lead-integration',
    'hubspot-reference',
  ])('%s', async (name) => {
    const {factTokens} = await import('../config/facts');
    const cells = read(`integration/${name}.mdx`)
      .split('\n')
      .filter((line) => line.startsWith('| ') && !line.startsWith('| ---'))
      .flatMap((line) => line.slice(2, -2).split(' | '))
      // As the reader sees it: tokens filled in, link targets left out.
      .map((cell) => cell.replace(/%[A-Z0-9_]+%/g, (token) => factTokens[token] ?? token).replace(/\]\([^)]*\)/g, ']'));
    expect(cells.filter((cell) => cell.length > 250)).toEqual([]);
  });
});
