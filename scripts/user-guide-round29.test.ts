/**
 * The decisions of review round 29 of issue 45 (user guide): each stated once where it holds (config/facts.ts or the
 * page), and the pages that repeat the point agree with it.
 */
import {describe, expect, it} from 'vitest';
import {plans, retention, usageEmails} from '../config/facts';
import {expand, line, read, section} from './page-text';

const invoices = 'user/workspace/invoices-and-vat.mdx';
const billing = 'user/workspace/billing.mdx';
const notifications = 'user/workspace/notifications.mdx';
const freeDays = plans.find((plan) => plan.id === 'free')?.historyRetentionDays;

describe('user guide, review round 29', () => {
  it("a failed payment's move to Free deletes conversations beyond Free's history, after the email, unless re-planned", () => {
    // Review 40 #2 (round 44's test) reworded it as `failedPaymentToFree`: other things are deleted too.
    const text = expand(line(invoices, 'If a payment fails'));
    expect(text).not.toContain('nothing is deleted');
    expect(text).toContain('the workspace moves to the Free plan and Owners get an email');
    expect(text).toContain(
      `within ${retention.downgradeNoticeDays} days of that email, or conversations older than Free's ${freeDays} ` +
        'days of history are deleted',
    );
    expect(text).not.toContain('nothing else is deleted.');
    expect(expand(line(invoices, '| The workspace moved to the Free plan without anyone cancelling. |'))).toContain(
      `within ${retention.downgradeNoticeDays} days of the Owners' email, or conversations older than ${freeDays} days ` +
        'are deleted.',
    );
    expect(expand(section('user/workspace/data-retention.mdx', '## When you change plan'))).toContain(
      '- **Failed payment**: when the last try fails and the workspace moves to the Free plan, the email goes out at ' +
        `once, and older conversations are deleted ${retention.downgradeNoticeDays} days later unless you choose a plan`,
    );
  });

  it("the Inbox's Closed export lists what it holds as data retention's columns do", () => {
    const text = line('user/workspace/privacy.mdx', '- It holds none of the notes');
    expect(text).not.toContain("visitor's details");
    expect(text).toContain(
      'it does hold the visitor ID, the customer ID, name and email your page passed, and the phone number.',
    );
    const columns = section('user/workspace/data-retention.mdx', '### The conversation export file');
    for (const column of ['`browser_visitor_id`', '`visitor.id`, `visitor.name`, `visitor.email`', '| `phone` |']) {
      expect(columns).toContain(column);
    }
  });

  it("the invoice check reads the next invoice, as details apply only to invoices issued after they're saved", () => {
    const text = line(invoices, '1. Check the next invoice issued after you saved the details.');
    expect(text).not.toContain('Download the latest invoice');
    expect(text).toContain('For one already issued, write to %SUPPORT_EMAIL% with its number.');
    expect(read(invoices)).toContain('The details apply to invoices issued from then on.');
  });

  it('notifications lists the always-sent credit and Messages limit emails, and billing links to them', () => {
    const text = expand(section(notifications, '### Emails always sent'));
    expect(text).toContain(
      `Owners get an email when the workspace has used ${usageEmails.creditsLowPercent} % of its credits for the ` +
        'billing period, and again when they run out. Owners and Admins get one when a chatbot reaches its ' +
        '**Messages limit**, once per limit period.',
    );
    expect(line(billing, '- Credits are low')).toContain('[Owners are emailed](./notifications.mdx#always-sent)');
    expect(line(billing, '| The workspace has used all its plan credits')).toContain('./notifications.mdx#always-sent');
    expect(line(billing, '| A chatbot reached its own **Messages limit**')).toContain(
      '[Owners and Admins are emailed](./notifications.mdx#always-sent)',
    );
  });

  it('Twilio: Disconnect puts back the webhook it replaced; Free covers every getting-started step but 7', () => {
    const twilio = 'user/getting-started/twilio.mdx';
    expect(line(twilio, 'that setting is replaced')).toContain(
      'that setting is replaced; **Disconnect** puts it back, on the number or on the WhatsApp sender you connected.',
    );
    expect(line(twilio, '2. Confirm. The chatbot stops answering')).toContain(
      'puts the previous incoming-message webhook back on the number, or on the WhatsApp sender.',
    );
    expect(line('user/category/getting-started.mdx', 'starts on the Free plan')).toContain(
      'which is enough for every step but 7 (text channels).',
    );
    expect(line('user/intro.mdx', '| 7 | [Connect Twilio (SMS and WhatsApp)]')).toContain('Google Voice');
  });
});
