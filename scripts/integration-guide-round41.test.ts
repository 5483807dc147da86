/**
 * The findings of review round 41 of the integration guide (review 39's quick pass): the live-key warning on the
 * payment test, a landing page without repeats and with a named place for each integration's errors, one owner for
 * the payment server's `stripe listen` and tunnel steps, and a safe Google Sheets copy of a leads export.
 */
import {describe, expect, it} from 'vitest';
import {expand, read, sectionIn as section} from './page-text';
import {factTokens, leadsCopyInSheets, leadsExport, paymentFlowsLiveKeyTests} from '../config/facts';

describe('#1: a Preview payment with the flows after go-live charges a real card', () => {
  it('is one fact: the flows hold no test key, and paying a test checkout charges a real card', () => {
    expect(factTokens['%PAYMENT_FLOWS_LIVE_KEY_TESTS%']).toBe(paymentFlowsLiveKeyTests);
    expect(paymentFlowsLiveKeyTests).toMatch(/hold no test key/);
    expect(paymentFlowsLiveKeyTests).toMatch(/\*\*Preview\*\* panel open live Stripe Checkout pages/);
    expect(paymentFlowsLiveKeyTests).toMatch(/charges a real card/);
  });

  it('opens Test it end to end as a warning, before the test card', () => {
    const test = section(read('integration/custom-payment-integration.mdx'), '## Test it end to end');
    // Review 40 #4: a sentence and a link to the owner, Test and live.
    const warning = test.indexOf(':::warning\n\nOnce a server or flow holds a live key');
    expect(test).toMatch(
      /a payment in these tests charges a real card \(\[Test and live\]\(\.\/payment-reference\.mdx#test-and-live\)\)/,
    );
    expect(warning).toBeGreaterThanOrEqual(0);
    expect(test.slice(0, warning).trim()).toBe('');
    expect(warning).toBeLessThan(test.indexOf('Pay with a test card'));
  });

  it('is whole in Test and live; the flows’ Go live links it (review 40 #4)', () => {
    const testAndLive = section(read('integration/payment-reference.mdx'), '## Test and live {/*#test-and-live*/}');
    expect(testAndLive).toContain('%PAYMENT_FLOWS_LIVE_KEY_TESTS%');
    expect(testAndLive).not.toContain('their tests create live Checkout Sessions');
    const goLive = section(read('integration/stripe-active-pieces-integration.mdx'), '## Go live');
    expect(goLive).not.toContain('%PAYMENT_FLOWS_LIVE_KEY_TESTS%');
    expect(goLive).toContain("the flows' tests are live too ([Test and live](./payment-reference.mdx#test-and-live))");
  });
});

describe('#2: the landing page', () => {
  const page = read('integration/index.mdx');

  it('has no Mailchimp section repeating its row; the row keeps the no-connection fact, and no link points at the old anchor', () => {
    expect(page).not.toMatch(/## Send leads to Mailchimp/);
    const row = section(page, '## Choose a guide')
      .split('\n')
      .find((line) => line.includes('](./mailchimp.mdx)'))!;
    expect(read('user/chatbots/leads.mdx')).not.toMatch(/\/integration\/?#mailchimp\)/);
    // Review 45 #6: the row names the task; the no-connection fact stays in the guide.
    expect(row).toContain('Add consenting leads to a Mailchimp audience');
    expect(read('integration/mailchimp.mdx')).toContain('%PRODUCT_NAME% has no built-in Mailchimp connection');
  });

  it('keeps the Google Sheet API route’s plan in the table, so the Plan bullet only points at it', () => {
    const guides = section(page, '## Choose a guide');
    expect(guides).toContain('to [change rows by API](./google-sheet.mdx#change-rows-by-api), %PLANS_WITH_API%');
    const plan = section(page, '## Before you start any integration')
      .split('\n')
      .filter((line) => line.startsWith('- **Plan**') || line.startsWith('  - '));
    expect(plan).toHaveLength(1);
    expect(plan[0]).toContain('[Choose a guide](#choose-a-guide)');
  });

  it('names where each integration shows what went wrong, and each of those pages says it', () => {
    const step = section(page, '## When something does not work')
      .split('\n')
      .find((line) => line.startsWith('2. '))!;
    expect(step).not.toContain('most integrations show their last error');
    expect(step).toContain('[status](./google-sheet.mdx#connect-the-sheet) in the **Knowledge** tab');
    expect(read('integration/google-sheet.mdx')).toMatch(
      /\| \*\*Failed\*\* \| `failed` \| The last sync failed, with the reason/,
    );
    expect(step).toContain('status in **Settings → Channels → GoHighLevel**');
    expect(read('integration/ghl-chat-integration.mdx')).toContain(
      'Check the status in **Settings → Channels → GoHighLevel**',
    );
    expect(step).toContain('**Recent deliveries** in **Settings → Webhooks**');
    expect(read('developer/webhook/delivery.mdx')).toContain(
      "Each endpoint's **Recent deliveries** lists every delivery",
    );
    expect(step).toContain('**Send test request** in **Settings → Integrations → Custom payment**');
    expect(read('integration/payment-reference.mdx')).toMatch(/select \*\*Send test request\*\*\. The dashboard shows/);
  });
});

describe('#3: the payment server’s stripe listen and tunnel are in the Quick start only', () => {
  const page = read('integration/custom-payment-server.mdx');

  it('the Quick start holds both; Test your server links to it', () => {
    const quick = section(page, '## Quick start');
    expect(quick).toContain('stripe listen --forward-to localhost:3000/stripe/webhook');
    expect(quick).toContain('`cloudflared tunnel --url http://localhost:3000` or `ngrok http 3000`');
    expect(quick).not.toContain('[Test your server](#test-your-server))');
    const test = section(page, '## Test your server');
    expect(test).not.toMatch(/stripe listen|cloudflared|ngrok/);
    expect(test).toContain('as in steps 1 to 5 of the [Quick start](#quick-start)');
    expect(page.split('stripe listen --forward-to').length - 1).toBe(1);
  });
});

describe('#4: a Google Sheets copy of a leads export, safe for an import', () => {
  it('is one fact: conversion off, and the export’s leading apostrophe corrected after the import, not in the sheet', () => {
    expect(factTokens['%LEADS_COPY_IN_SHEETS%']).toBe(leadsCopyInSheets);
    expect(leadsCopyInSheets).toContain('unchecking **Convert text to numbers, dates, and formulas**');
    // Removing the apostrophe in the sheet would turn `=…` into a formula, which the download exports as its result.
    expect(leadsCopyInSheets).toContain(
      "correct those few contacts after the import, not in the sheet, where removing the `'` would make the cell a formula",
    );
    expect(leadsCopyInSheets).not.toContain('Find and replace');
    expect(leadsCopyInSheets).toContain('](/user/chatbots/leads#export)');
    expect(leadsCopyInSheets).toContain('](/user/chatbots/leads#export-format)');
    // The characters are the export's own (the formula guard).
    for (const c of ['=', '+', '-', '@']) expect(leadsExport.formulaGuardRule).toContain(`\`${c}\``);
  });

  it('is stated in the GoHighLevel procedure, which the Mailchimp procedure links (review 40 #4)', () => {
    const ghl = section(
      read('integration/ghl-lead-integration.mdx'),
      '### Copy earlier leads with an import {/*#copy-earlier-leads*/}',
    );
    expect(ghl).toContain('%LEADS_COPY_IN_SHEETS%');
    const mailchimp = section(read('integration/mailchimp.mdx'), '## Export and import {/*#mailchimp-export*/}');
    expect(mailchimp).not.toContain('%LEADS_COPY_IN_SHEETS%');
    expect(mailchimp).toContain(
      'as step 1 of [Copy earlier leads with an import](./ghl-lead-integration.mdx#copy-earlier-leads) says',
    );
    for (const text of [ghl, mailchimp]) expect(text.split('Convert text to numbers').length - 1).toBe(0);
    expect(expand(ghl)).toContain('Convert text to numbers, dates, and formulas');
  });
});
