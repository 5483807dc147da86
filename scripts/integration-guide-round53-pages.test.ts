/**
 * Review 48 of the integration guide (round 53), its pages: the subscription page files the Stripe Billing settings
 * beside Prerequisites and ending subscriptions in a section of its own, the Google account's scope is a fragment
 * stated once per page, the landing page's webhook row links what its integrations use, and the Stripe expiry rule is
 * stated once in the payment reference.
 */
import {describe, expect, it} from 'vitest';
import {factTokens, googleSheetAccountScope} from '../config/facts';
import {expand, read, sectionIn as section} from './page-text';

const SUBSCRIPTION = 'integration/custom-payment-subscription.mdx';
const LANDING = 'integration/index.mdx';
const SHEET = 'integration/google-sheet.mdx';
const REFERENCE = 'integration/payment-reference.mdx';
const FLOWS_REFERENCE = 'integration/stripe-active-pieces-reference.mdx';

const h2 = (page: string): string[] => page.split('\n').filter((line) => line.startsWith('## '));

describe('#1: the subscription page keeps administrator tasks out of Extend your server', () => {
  const page = read(SUBSCRIPTION);
  const extend = section(page, '## Extend your server');

  it('Cancellations sits under Stripe Billing settings, right after Prerequisites', () => {
    const headings = h2(page);
    expect(headings.indexOf('## Stripe Billing settings')).toBe(headings.indexOf('## Prerequisites') + 1);
    expect(section(page, '## Stripe Billing settings')).toContain('\n### Cancellations\n');
    expect(extend).not.toContain('### Cancellations');
  });

  it('ending or moving subscriptions is one top-level section before Field mapping, anchors kept', () => {
    const headings = h2(page);
    const end = '## End or move subscriptions {/*#end-or-move-subscriptions*/}';
    expect(headings.indexOf(end)).toBe(headings.indexOf('## Field mapping') - 1);
    expect(headings.indexOf(end)).toBe(headings.indexOf('## Extend your server') + 1);
    const moved = section(page, end);
    expect(moved).toContain(
      '\n### Before a downgrade, or deleting a lead, a chatbot or the workspace {/*#before-a-downgrade*/}\n',
    );
    expect(moved).toContain('\n### Cancel them at the provider first {/*#cancel-them-at-the-provider-first*/}\n');
    expect(extend).not.toContain('before-a-downgrade');
    expect(extend).not.toContain('cancel-them-at-the-provider-first');
  });

  it('the pages that send Owners there still find the anchor', () => {
    expect(read('integration/custom-payment-integration.mdx')).toContain(
      '(./custom-payment-subscription.mdx#before-a-downgrade)',
    );
    expect(expand(read('user/workspace/billing.mdx'))).toContain(
      '(/integration/custom-payment-subscription#before-a-downgrade)',
    );
    expect(expand(read('user/workspace/delete-workspace.mdx'))).toContain(
      '(/integration/custom-payment-subscription#before-a-downgrade)',
    );
  });
});

describe('#2: the Google account’s scope is a fragment, stated once per page', () => {
  it('the fact is a fragment that fits inside a sentence', () => {
    expect(factTokens['%GOOGLE_SHEET_ACCOUNT_SCOPE%']).toBe(googleSheetAccountScope);
    expect(googleSheetAccountScope).toMatch(/^[a-z]/);
    expect(googleSheetAccountScope).not.toMatch(/[.:]$/);
    expect(googleSheetAccountScope).not.toContain('Google account');
  });

  it('the landing page says it once, inside its sentence, naming the Google account once', () => {
    const item = section(read(LANDING), '## Before you start any integration')
      .split('\n')
      .find((line) => line.startsWith('- **Once per chatbot**'))!;
    expect(item).not.toContain(': %GOOGLE_SHEET_ACCOUNT_SCOPE%');
    expect(item).toContain('sources, %GOOGLE_SHEET_ACCOUNT_SCOPE%.');
    expect(expand(item).split('Google account')).toHaveLength(2);
  });

  it('the Google Sheet page says it once, at Connect the sheet', () => {
    const page = read(SHEET);
    expect(page.split('%GOOGLE_SHEET_ACCOUNT_SCOPE%')).toHaveLength(2);
    expect(section(page, '## Connect the sheet')).toContain(
      '**Settings → Integrations → Google Sheets**, %GOOGLE_SHEET_ACCOUNT_SCOPE%.',
    );
  });
});

describe('#3: the landing page’s webhook row links what its integrations use', () => {
  const row = section(read(LANDING), '## How integrations exchange data')
    .split('\n')
    .find((line) => line.startsWith('| Webhooks'))!;

  it('links Webhook delivery and verification, not the conversation webhook no listed integration uses', () => {
    expect(row).not.toContain('/developer/webhook/conversation');
    expect(row).toContain('[Webhook delivery and verification](/developer/webhook/delivery)');
    expect(read('developer/webhook/delivery.mdx')).toContain('title: "Webhook delivery and verification"');
  });

  it('points the payment request at its reference, and says it is not set up in Settings → Webhooks', () => {
    expect(row).not.toContain('custom payments (the payment request)');
    expect(row).toContain('[payment request](./payment-reference.mdx#the-payment-request)');
    expect(row).toContain('not through **Settings → Webhooks**');
    expect(read(REFERENCE)).toContain('\n## The payment request\n');
  });
});

describe('#4 (part): the Stripe expiry rule is stated at Rules the fields follow, and the mapping tables link it', () => {
  const rule = /%PAYMENT_LINK_MIN_MINUTES% minutes and one more/;

  it('the reference states it once', () => {
    const reference = read(REFERENCE);
    expect(reference.split('\n').filter((line) => rule.test(line))).toHaveLength(1);
    expect(section(reference, '### Rules the fields follow')).toMatch(rule);
  });

  it('the two Stripe mapping rows link the rule instead of restating it', () => {
    for (const file of [REFERENCE, FLOWS_REFERENCE]) {
      const row = read(file)
        .split('\n')
        .find((line) => line.startsWith('| `expires_at_unix` | `expires_at` |'))!;
      expect(row, file).not.toMatch(rule);
      expect(row, file).toContain("Or Stripe's minimum, if that is later");
      expect(row, file).toMatch(/\]\((\.\/payment-reference\.mdx)?#rules-the-fields-follow\)/);
    }
  });
});
