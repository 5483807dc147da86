/**
 * Review 42 of the integration guide (round 47): a deleted lead's late delivery told as facts.ts has it (deleting a
 * lead cancels its pending retries), the Events URL's `401` after a disconnect at its truth in openapi.yaml, one
 * go-live path per route, shorter payment intros with their edge cases folded, the go-live refund without a lead
 * edit, and the landing page's calendar plans from the token.
 */
import {describe, expect, it} from 'vitest';
import {factTokens} from '../config/facts';
import {expand, read, sectionIn as section} from './page-text';

const GHL = 'integration/ghl-lead-integration.mdx';
const HUBSPOT_REFERENCE = 'integration/hubspot-reference.mdx';
const OPERATOR = 'integration/custom-payment-integration.mdx';
const SERVER = 'integration/custom-payment-server.mdx';
const REFERENCE = 'integration/payment-reference.mdx';
const SUBSCRIPTION = 'integration/custom-payment-subscription.mdx';

describe('#1: a deleted lead’s events, as facts.ts says (its retries are cancelled; one attempt in flight can come)', () => {
  it('the fact: erasing (every deletion of) a lead cancels the pending retries, at most one late delivery', () => {
    expect(factTokens['%WEBHOOK_ERASED_RETRIES_CANCELLED%']).toMatch(
      /^erasing a lead or a conversation cancels the pending retries of its events.*at most one per endpoint$/,
    );
  });

  it('GoHighLevel: When a lead is deleted and its troubleshooting row use the fact, not the retry span', () => {
    const page = read(GHL);
    const deleted = section(page, '## When a lead is deleted');
    expect(deleted).not.toContain('%WEBHOOK_RETRY_SPAN%');
    expect(deleted).toMatch(/^- \*\*Method B\*\* can re-create it, rarely: %WEBHOOK_ERASED_RETRIES_CANCELLED%\./m);
    const row = page.split('\n').find((line) => line.startsWith('| A contact you deleted in GHL comes back'))!;
    expect(row).not.toContain('A retry of the lead');
    expect(row).toContain('already in flight when the lead was deleted');
    expect(row).toContain('(at most one per endpoint)');
    expect(row).toContain('Method A never re-creates it');
  });

  it('HubSpot: Deleted leads stay deleted gives the accurate reason for remembering deleted IDs', () => {
    const rule = read(HUBSPOT_REFERENCE)
      .split('\n')
      .find((line) => line.startsWith('- **Deleted leads stay deleted.**'))!;
    expect(rule).not.toContain('%WEBHOOK_RETRY_SPAN%');
    expect(rule).toContain('%WEBHOOK_ERASED_RETRIES_CANCELLED%');
    expect(rule).toContain('`deleted` line in `LEAD_STATE_FILE`');
  });

  it('no integration page says a deleted lead’s retries run on after the deletion', () => {
    for (const file of [GHL, HUBSPOT_REFERENCE, 'integration/hubspot-lead-integration.mdx']) {
      for (const line of read(file).split('\n')) {
        if (/after (the deletion|`lead\.deleted`)/.test(line)) expect(line, file).not.toContain('%WEBHOOK_RETRY_SPAN%');
      }
    }
  });
});

describe('#2: the Events URL of a disconnected integration', () => {
  const openapi = read('openapi/openapi.yaml');

  it('openapi.yaml’s invalid_events_token and its 401 answer name the disconnect', () => {
    const code = openapi.split('\n    invalid_events_token:\n')[1].split('\n    insufficient_credits:')[0];
    expect(code).toContain(
      'or the integration was disconnected (nothing is recorded; connecting it again gives new values)',
    );
    expect(code).toContain('after a disconnect, stop sending events');
    const answer = openapi.split('\n    PaymentEventsUnauthorized:\n')[1].split('\n      headers:')[0];
    expect(answer).toContain('or the integration was disconnected');
  });

  it('the reference’s troubleshooting row gives the disconnect as a cause, with what to do instead of Roll token', () => {
    const row = read(REFERENCE)
      .split('\n')
      .find((line) => line.startsWith('| The Events URL answers `401` with `invalid_events_token`. |'))!;
    const [, cause, fix] = row.split(' | ');
    expect(cause).toContain('Or the integration was disconnected: nothing is recorded.');
    expect(fix).toContain('After a [disconnect](./custom-payment-integration.mdx#disconnect), stop sending.');
  });

  it('Disconnect says what a server left running does with the 401, and that step 5 ends it', () => {
    // Review 44 #3: the administrator's line links the server page, which holds the mechanics.
    expect(factTokens['%PAYMENT_DISCONNECT_EVENTS_URL%']).toContain('step 5 stops them');
    const text = factTokens['%PAYMENT_DISCONNECT_EVENTS_URL_MECHANICS%'];
    expect(text).toContain('`401 invalid_events_token`');
    expect(text).toMatch(/the sample server, while it runs, answers Stripe `500` for each, so Stripe keeps sending/);
    expect(text).toContain('deleting the event destination ends both');
    expect(read('integration/custom-payment-server.mdx')).toContain(
      '#### After a disconnect {/*#after-a-disconnect*/}\n\n%PAYMENT_DISCONNECT_EVENTS_URL_MECHANICS%',
    );
    const disconnect = section(read(OPERATOR), '### Disconnect {/*#disconnect*/}');
    expect(disconnect).toMatch(
      /^5\. Ask your developer to stop the server, or unpublish the Activepieces flows, and to delete the webhook endpoint/m,
    );
    // The sample throws on any answer it has no branch for, which its catch turns into Stripe 500
    // (scripts/payments/sample-server.test.ts runs it with a 401).
    const server = read('static/files/custom-payment-server/server.mjs');
    expect(server).not.toMatch(/response\.status === 401/);
    expect(server).toContain("res.status(500).json({error: 'report_failed'})");
  });

  it('the release notes tell API users', () => {
    expect(read('openapi/releases/notes/2026-11-28.md')).toContain(
      'The Events URL of a disconnected integration answers every event `401 invalid_events_token` and records nothing.',
    );
  });
});

describe('#3: one go-live path per route', () => {
  const goLive = section(read(OPERATOR), '## Go live');
  const steps = goLive.split('\n').filter((line) => /^\| \d+\. /.test(line));
  const names = steps.map((line) => line.match(/^\| \d+\. \*\*([^*]+?)\.\*\*/)![1]);

  it('the checklist opens with which steps apply, by plan and by what runs the payments', () => {
    const which = goLive
      .split('**Which steps apply to you.**')[1]
      .split('\n| Step | What you do in the dashboard |')[0];
    expect(which).toContain('| Your plan | With a server | With the Activepieces flows |');
    const rows = which.split('\n').filter((line) => /^\| (Pro|%PLANS_WITH_API%) /.test(line));
    expect(rows).toHaveLength(2);
    // The steps each row lists are the table's: all but the other case's conditional step.
    const listed = (cell: string): number[] => {
      const [, first, from, to] = cell.match(/Steps (?:(\d+) and )?(\d+) to (\d+)/)!;
      const range = Array.from({length: Number(to) - Number(from) + 1}, (_, index) => Number(from) + index);
      return first ? [Number(first), ...range] : range;
    };
    const without = (prefix: string): number[] =>
      names.flatMap((name, index) => (name.startsWith(prefix) ? [] : [index + 1]));
    for (const [row, skipped] of [
      [rows[0], 'Test workspace only'],
      [rows[1], 'Pro plan only'],
    ] as const) {
      const cells = row.split(' | ');
      expect(listed(cells[1]), row).toEqual(without(skipped));
      expect(listed(cells[2]), row).toEqual(without(skipped));
      expect(cells[1]).toContain("([the server's Go live](./custom-payment-server.mdx#go-live))");
      expect(cells[2]).toContain("([the flows' Go live](./stripe-active-pieces-integration.mdx#go-live))");
    }
    expect(names[6]).toMatch(/if you sell subscriptions$/);
    expect(which).toContain('Step 7 applies only if you sell subscriptions.');
  });

  it('the server’s Go live is an ordered list numbered as the table, steps 1 to 9, and names step 10', () => {
    const server = section(read(SERVER), '## Go live');
    expect(server).toContain('[the go-live checklist](./custom-payment-integration.mdx#go-live)');
    expect(server).not.toMatch(/^- Step/m);
    const items = server.split('\n').filter((line) => /^\d+\. /.test(line));
    expect(items.map((line) => Number(line.split('.')[0]))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    // Review 49 int #5: the server-only page names step 8 in its own form (integration-guide-round54).
    const own = (name: string): string =>
      name === 'Restart the server, or publish the flows' ? 'Restart the server' : name;
    expect(items.map((line) => line.match(/^\d+\. \*\*([^*]+?)\.\*\*/)![1])).toEqual(names.slice(0, 9).map(own));
    expect(server).toMatch(/^Step 10 needs nothing of you\.$/m);
    // What each step is for stays in the table: the list says only what to do on this server.
    expect(server).not.toContain('charges a real card');
    expect(server).not.toContain('hands the conversation to your team');
    expect(server).not.toContain('If you tested on the live chatbot itself');
  });
});

describe('#4: the payment pages’ intros and edge cases', () => {
  const intro = (file: string): string[] =>
    read(file)
      .split('\n---\n')[1]
      .split('\n## ')[0]
      .split(/\n\s*\n/)
      .map((block) => block.trim())
      .filter(Boolean);
  const crossLinks = (text: string): number => (text.match(/\]\((\.\/|\/)[^)]*\)/g) ?? []).length;

  it.each([OPERATOR, SERVER, REFERENCE, SUBSCRIPTION])('%s opens with one short outcome sentence', (file) => {
    const paragraphs = intro(file);
    const first = paragraphs[0].split(/(?<=\.) /)[0];
    expect(expand(first).split(/\s+/).length, first).toBeLessThanOrEqual(30);
    for (const paragraph of paragraphs) expect(crossLinks(paragraph), paragraph).toBeLessThanOrEqual(1);
  });

  it('custom-payment-subscription’s first sentence is no longer the 60-word one', () => {
    expect(intro(SUBSCRIPTION)[0]).toMatch(
      /^Sell subscriptions in a conversation, and see each customer's subscription status and renewal date on their lead\. /,
    );
  });

  it('the trial amount, Stripe’s extra minute and WhatsApp’s window fold under the note they qualify', () => {
    const settings = section(read(OPERATOR), '### Integration settings');
    for (const [label, visible, folded] of [
      ['**Confirmation message with a free trial.**', 'write a message without the amount', '`0.00 USD`'],
      // Review 44 #3: Stripe's extra minute and its 409 moved to the server page; WhatsApp's reason stays folded.
      [
        '**Link expiry with Stripe and WhatsApp.**',
        'keep **Link expiry** at %PAYMENT_LINK_ADVISED_MINUTES% minutes or more',
        "after WhatsApp's window is refused",
      ],
    ]) {
      const [note, after] = settings.split(label)[1].split('\n\n<details>\n');
      expect(note, label).toContain(visible);
      expect(note, label).not.toContain(folded);
      expect(after.split('</details>')[0], label).toContain(folded);
    }
    const whatsapp = settings.split('**Link expiry with Stripe and WhatsApp.**')[1].split('</details>')[0];
    expect(whatsapp).toContain('On WhatsApp, keep it well under %WHATSAPP_WINDOW_HOURS% hours.');
    expect(whatsapp.split('<details>')[1]).toContain("after WhatsApp's window is refused");
  });
});

describe('#5: the go-live payment is refunded, then its lead deleted, without an edit', () => {
  it('the refund leaves the lead as it is, and the lead is deleted after', () => {
    const refund = factTokens['%PAYMENT_GO_LIVE_REFUND%'];
    expect(refund).not.toContain('refunded');
    expect(refund).not.toContain('payment_status');
    expect(refund).toContain('leave the lead as it is: you delete it next');
    const step = read(OPERATOR)
      .split('\n')
      .find((line) => line.startsWith('**Step 9, one small live payment.**'))!;
    expect(step).toMatch(
      /%PAYMENT_GO_LIVE_REFUND% Then delete the flow and the `Go-live check` product\. %TEST_LEAD_CLEANUP%$/,
    );
    const row = read(OPERATOR)
      .split('\n')
      .find((line) => line.startsWith('| 9. **One small live payment.**'))!;
    expect(row).toContain('then refund it, delete the flow and the product, and delete the test lead');
  });
});

describe('#6: the landing page’s calendar plans come from the token', () => {
  it('Choose a guide uses %PLANS_WITH_BOOK_A_MEETING_CELL%', () => {
    const row = read('integration/index.mdx')
      .split('\n')
      .find((line) => line.includes('[Calendars for Book a meeting]'))!;
    expect(row).toContain('| %PLANS_WITH_BOOK_A_MEETING_CELL% |');
    expect(expand(row)).not.toContain('Free, Starter, Pro and Business');
  });
});
