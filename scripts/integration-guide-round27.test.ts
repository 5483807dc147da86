/**
 * The decisions of review round 27 of issue 45 (integration guides): what Send test request carries for a
 * Subscription product, amounts in the currency's minor unit, a re-sent payment.succeeded, the Activepieces custom
 * header and the portal, the Events URL's 401 and 400, the 409 advice for a late payment, and a sheet's columns.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import {describe, expect, it} from 'vitest';
import {
  factTokens,
  googleSheetLimits,
  paymentLeadFields,
  paymentRequestFinalAdvice,
  paymentTestRequestEvents,
} from '../config/facts';

const ROOT = path.resolve(import.meta.dirname, '..');
const read = (file: string): string => readFileSync(path.join(ROOT, file), 'utf8');
const openapi = read('openapi/openapi.yaml');
const spec = parse(openapi) as {
  paths: Record<string, {post: {description: string}}>;
  components: {schemas: Record<string, {maxProperties?: number; properties: Record<string, {description: string}>}>};
};

describe('Send test request for a Subscription product', () => {
  it("carries the product's interval and trial_days, as openapi.yaml's PaymentRequest names them", () => {
    const request = spec.components.schemas.PaymentRequest.properties;
    expect(Object.keys(request)).toEqual(expect.arrayContaining(['interval', 'trial_days']));
    expect(paymentTestRequestEvents).toMatch(/`interval` \(its \*\*Interval\*\*, `month` or `year`\)/);
    expect(paymentTestRequestEvents).toMatch(/`trial_days` \(its \*\*Trial\*\*, `0` for none\)/);
    expect(openapi).toContain('%PAYMENT_TEST_REQUEST_EVENTS%');
  });
});

describe('amounts in currencies without two decimals', () => {
  it('defines amount once, in the ISO 4217 minor unit, with JPY and KWD examples', () => {
    const minor = factTokens['%PAYMENT_AMOUNT_MINOR_UNIT%'];
    expect(minor).toMatch(/`500` is 500 JPY/);
    expect(minor).toMatch(/`1500` is\s+1\.500 KWD/);
    expect(spec.components.schemas.PaymentRequest.properties.amount.description).toContain(
      '%PAYMENT_AMOUNT_MINOR_UNIT%',
    );
  });

  it("shows payment_amount and {{payment.amount}} with the currency's own decimals, never always two", () => {
    expect(paymentLeadFields).toMatch(/`500 JPY` or `1\.500 KWD`/);
    expect(factTokens['%PAYMENT_AMOUNT_VARIABLE%']).not.toMatch(/two decimals/);
    expect(read('integration/custom-payment-integration.mdx')).not.toMatch(/main unit/);
  });
});

describe('a payment.succeeded sent again', () => {
  it('is a duplicate with the same occurred_at, and 409 with a new one after a success, in openapi.yaml and on the server page', () => {
    const events = spec.paths['/payment-integrations/{payment_integration_id}/events'].post.description;
    expect(events).toMatch(
      /`payment\.succeeded` with another `occurred_at` for a request already paid is answered\s+`409 payment_request_final` and changes nothing/,
    );
    const page = read('integration/custom-payment-server.mdx');
    expect(page).toMatch(/send the same body, `occurred_at` included/);
    // Review 33: the rule is stated at its owner (the operation's description above); the server page links it.
    expect(page).toContain('([the rules](./payment-reference.mdx#the-events-url)');
  });

  it('leaves refunding or keeping a late payment to the merchant, and nothing for the payment already recorded', () => {
    expect(paymentRequestFinalAdvice).toMatch(
      /refund the payment at your provider, or keep it and record it on the lead by hand/,
    );
    expect(paymentRequestFinalAdvice).toMatch(/the same `provider_reference`\) needs nothing/);
  });
});

describe("the Events URL's answers on the custom payment server page", () => {
  it('has 401 and 400 rows, and the server answers Stripe 500 for them', () => {
    // Review 35: the answers' table is the reference's Troubleshooting, which the server page links.
    const answers = read('integration/custom-payment-server.mdx')
      .split("### The Events URL's answers")[1]
      .split('\n## ')[0];
    expect(answers).toContain('](./payment-reference.mdx#troubleshooting)');
    const table = read('integration/payment-reference.mdx').split('\n## Troubleshooting')[1].split('\n## ')[0];
    expect(table).toMatch(/^\| The Events URL answers `401` with `invalid_events_token`\. \|/m);
    expect(table).toMatch(/^\| The Events URL answers `400`\. \| The body is not JSON/m);
    expect(table).toMatch(/^\| The Events URL answers `500`\. \|/m);
    expect(answers).toContain('a `429`, `401` or `400` included, answers Stripe `500`');
  });
});

describe('the Activepieces custom header', () => {
  it("says that its value opens any customer's billing portal, and how to guard it", () => {
    const page = read('integration/stripe-active-pieces-integration.mdx');
    expect(page).toMatch(/whoever holds the header value can send a `portal` request with any customer's `cus_…` ID/);
    // Review 42 #1: the procedure moved to the flows' reference page.
    expect(page).toMatch(
      /\[change it\]\(\.\/stripe-active-pieces-reference\.mdx#change-the-custom-header-value\) if it may have leaked/,
    );
  });
});

describe("a Google Sheet's columns", () => {
  it('are at most the SheetValues maxProperties, said where the columns are shown for mapping', () => {
    expect(spec.components.schemas.SheetValues.maxProperties).toBe(googleSheetLimits.columns);
    const page = read('integration/google-sheet.mdx');
    expect(page).toContain('reads the header row and shows the columns, at most %GOOGLE_SHEET_MAX_COLUMNS%.');
    expect(page).toContain('| Columns | Up to %GOOGLE_SHEET_MAX_COLUMNS% |');
  });
});
