/**
 * Review 44 of the integration guide (round 49): the server's Go live moves a deployed test destination's secret to
 * STRIPE_TEST_WEBHOOK_SECRET, the flows' end-to-end test links the payment-flow pattern, the go-live checklist's
 * dashboard column names the developer's steps, a Manage section for HubSpot (and one for Mailchimp and GoHighLevel
 * method B), Overwrite's cost in GoHighLevel, Mailchimp's rate-limit row, the payment mechanics on the server page, and
 * the workspace's Google account connection.
 */
import {describe, expect, it} from 'vitest';
import {factTokens, googleSheetAccountDisconnected, googleSheetAccountScope} from '../config/facts';
import {read, sectionIn as section} from './page-text';

const OPERATOR = 'integration/custom-payment-integration.mdx';
const SERVER = 'integration/custom-payment-server.mdx';
const FLOWS = 'integration/stripe-active-pieces-integration.mdx';
const HUBSPOT = 'integration/hubspot-lead-integration.mdx';
const MAILCHIMP = 'integration/mailchimp.mdx';
const GHL = 'integration/ghl-lead-integration.mdx';
const SHEET = 'integration/google-sheet.mdx';

describe('#1: Go live step 6 keeps a deployed test destination’s secret for test payments', () => {
  const goLive = section(read(SERVER), '## Go live');
  const step6 = goLive.slice(goLive.indexOf('6. **A live webhook endpoint.**'), goLive.indexOf('7. **'));

  it('moves the Quick start destination’s secret before the live one overwrites STRIPE_WEBHOOK_SECRET', () => {
    expect(step6).not.toMatch(/^ {3}Put its signing secret in `STRIPE_WEBHOOK_SECRET`\./m);
    // Review 46 int #1 and #2: three numbered sub-steps; the destination made for `stripe listen` is created at the
    // deploy step, before step 1 (integration-guide-round51-payments).
    const move = step6.indexOf('from `STRIPE_WEBHOOK_SECRET` to `STRIPE_TEST_WEBHOOK_SECRET`');
    const create = step6.indexOf('In live mode, create the event destination');
    const live = step6.indexOf("Put the live destination's signing secret there.");
    expect(move).toBeGreaterThan(0);
    expect(create).toBeGreaterThan(move);
    expect(live).toBeGreaterThan(create);
    expect(goLive.indexOf('If you tested with `stripe listen`')).toBeLessThan(goLive.indexOf('1. **'));
    // The route the Quick start's step 3 offers besides stripe listen is the one step 6 moves.
    expect(section(read(SERVER), '## Quick start')).toContain(
      'On a server with a public address, create an event destination instead',
    );
  });
});

describe('#2: the flows’ end-to-end test links the payment-flow pattern', () => {
  it('step 1 links Use it in a flow, not the general flow builder', () => {
    const step1 = section(read(FLOWS), '## Test it end to end')
      .split('\n')
      .find((text) => text.startsWith('1. '))!;
    expect(step1).toContain('[Use it in a flow](./custom-payment-integration.mdx#use-it-in-a-flow)');
    expect(step1).not.toContain('/user/getting-started/flow-builder');
    expect(read(OPERATOR)).toContain('\n## Use it in a flow\n');
  });
});

describe('#3: the administrator’s page says the consequence; the server page holds the mechanics', () => {
  const admin = read(OPERATOR);
  const server = read(SERVER);

  it('If the token or the secret leaked: no 401 or Stripe resend on the admin page, one link to After a roll', () => {
    const leaked = section(admin, '### If the token or the secret leaked {/*#if-the-token-or-the-secret-leaked*/}');
    expect(leaked).not.toMatch(/`401`|`409`|for days/);
    expect(leaked).toContain('([what the server does meanwhile](./custom-payment-server.mdx#after-a-roll))');
    expect(leaked).toContain('Ask your developer to have the failed reports sent again.');
    const afterRoll = section(server, '#### After a roll {/*#after-a-roll*/}');
    expect(afterRoll).toContain("the server's event reports fail with `401` (after **Roll token**)");
    expect(afterRoll).toContain(
      'The sample server answers Stripe `500` for a failed report, so Stripe sends it again for days',
    );
    expect(afterRoll).toContain('retry each failed run in **Runs**');
    expect(afterRoll).toContain("A report that lands after its request's **Link expiry** gets `409`");
  });

  it('Disconnect: the admin line links After a disconnect, which holds the 401 and the Stripe 500', () => {
    const disconnect = section(admin, '### Disconnect {/*#disconnect*/}');
    expect(disconnect).toContain('- %PAYMENT_DISCONNECT_EVENTS_URL%');
    expect(disconnect).not.toContain('%PAYMENT_DISCONNECT_EVENTS_URL_MECHANICS%');
    expect(factTokens['%PAYMENT_DISCONNECT_EVENTS_URL%']).not.toMatch(/`401|`500`/);
    expect(factTokens['%PAYMENT_DISCONNECT_EVENTS_URL%']).toContain(
      '(/integration/custom-payment-server#after-a-disconnect)',
    );
    expect(section(server, '#### After a disconnect {/*#after-a-disconnect*/}')).toContain(
      '%PAYMENT_DISCONNECT_EVENTS_URL_MECHANICS%',
    );
  });

  it('Integration settings: Link expiry says the consequence; the extra minute’s 409 is the server’s', () => {
    const settings = section(admin, '### Integration settings');
    expect(settings).not.toMatch(/`409`|one minute more/);
    expect(settings).toContain(
      'you refund that payment or record it by hand ([why](./custom-payment-server.mdx#answer-payment-requests))',
    );
    const answer = section(server, '## Answer payment requests');
    expect(answer).toContain('The Activepieces flows do the same.');
    expect(answer).toContain('a payment in that extra minute is refused with `409`');
  });

  it('the server’s Troubleshooting table has a row for each, linking its details', () => {
    const table = section(server, '## Troubleshooting');
    expect(table).toContain('([After a roll](#after-a-roll)). |');
    expect(table).toContain('([After a disconnect](#after-a-disconnect)). |');
  });
});

describe('#4: the go-live checklist’s column is what the administrator does in the dashboard', () => {
  const goLive = section(read(OPERATOR), '## Go live');
  const rows = goLive.split('\n').filter((text) => /^\| \d+\. /.test(text));

  it('names the column and writes the developer’s step instead of Nothing', () => {
    expect(goLive).toContain('\n| Step | What you do in the dashboard |\n');
    expect(goLive).not.toContain('Admin only');
    expect(rows).toHaveLength(10);
    for (const row of rows) expect(row, row).not.toContain('| Nothing. |');
    const developers = rows.filter((row) => row.endsWith("| Your developer's step. |")).map((row) => row.slice(2, 4));
    expect(developers).toEqual(['3.', '4.', '6.', '7.', '8.']);
    expect(goLive).toContain("a step whose cell says **Your developer's step** is theirs alone.");
  });
});

describe('#5: HubSpot in order: test copy, test, clean up, then Go live with the live setup', () => {
  const page = read(HUBSPOT);
  const at = (heading: string): number => {
    const index = page.indexOf(`\n${heading}\n`);
    expect(index, heading).toBeGreaterThan(0);
    return index;
  };

  it('orders the sections, with the live endpoint and variables under Go live, and keeps the anchors', () => {
    const order = [
      '## Quick start',
      '## Send a test event to a copy {/*#send-a-test-event*/}',
      '## Test it end to end',
      '## Clean up after testing {/*#clean-up-after-testing*/}',
      '## Go live {/*#go-live*/}',
      '### Create the webhook endpoint {/*#create-the-webhook-endpoint*/}',
      '### Set the variables {/*#set-the-variables*/}',
      '## Send existing leads once {/*#send-existing-leads-once*/}',
      '### Before you backfill {/*#before-you-backfill*/}',
      '### Run the backfill {/*#run-the-backfill*/}',
      '### After the first start {/*#connect-the-webhook*/}',
      '## Manage the integration {/*#manage-the-integration*/}',
      '## Troubleshooting',
    ].map(at);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(section(page, '## Quick start')).not.toContain('\n### ');
  });
});

describe('#6: managing the HubSpot server, the Mailchimp flow and GoHighLevel method B', () => {
  it('HubSpot: rotate a secret with both entries, replace a leaked key, stop and its privacy deletions', () => {
    const manage = section(read(HUBSPOT), '## Manage the integration {/*#manage-the-integration*/}');
    const rotate = manage.indexOf(
      'Add the new `bot_…=whsec_…` entry to `PARLEY_LEAD_WEBHOOK_SECRETS` beside the old one',
    );
    expect(rotate).toBeGreaterThan(0);
    expect(manage.indexOf('then remove the old entry')).toBeGreaterThan(rotate);
    expect(manage).toContain('[Rotate the signing secret](/developer/webhook/delivery#rotate-the-signing-secret)');
    expect(manage).toContain('put it in `HUBSPOT_TOKEN`, restart the server and delete the old key');
    expect(manage).toContain('put it in `PARLEY_API_KEY`, restart the server and revoke the old key');
    expect(manage).toContain('deleting a lead, for a privacy request too, no longer erases its contact');
    expect(read('developer/webhook/delivery.mdx')).toContain('\n## Rotate the signing secret\n');
    // The roll's overlap the section names is the delivery page's.
    expect(factTokens['%WEBHOOK_SECRET_OVERLAP_HOURS%']).toBeTruthy();
  });

  it('Mailchimp and GoHighLevel method B say what differs: no secret, the key or the URL, stopping', () => {
    const mailchimp = section(read(MAILCHIMP), '## Manage the flow {/*#manage-the-flow*/}');
    expect(mailchimp).toContain('no endpoint secret to rotate');
    expect(mailchimp).toContain('[Keep the keys safe](./stripe-active-pieces-reference.mdx#keep-the-keys-safe)');
    expect(mailchimp).toContain('[When you delete a lead](#privacy)');
    const methodB = section(read(GHL), '## Method B: lead webhook into a GHL workflow');
    expect(methodB).toContain('**Manage method B.** It has no endpoint secret or API key to rotate');
    expect(methodB).toContain('[When a lead is deleted](#when-a-lead-is-deleted)');
  });
});

describe('#7: GoHighLevel’s Overwrite replaces what the team entered', () => {
  it('the Troubleshooting fix says so', () => {
    const row = section(read(GHL), '## Troubleshooting')
      .split('\n')
      .find((text) => text.startsWith('| A contact keeps an old `subscription_status`'))!;
    expect(row).toContain(
      '**Overwrite** also replaces, on every change of the lead, the names and phone numbers your team entered in GHL',
    );
  });
});

describe('#9: Mailchimp’s 429 names the workspace’s shared ceiling', () => {
  it('the 429 row says all keys share the workspace’s ceiling, linking Rate limits', () => {
    const row = read(MAILCHIMP)
      .split('\n')
      .find((text) => text.includes('`429` `rate_limited`'))!;
    expect(row).toContain(
      "all the workspace's keys together %API_RATE_LIMIT_WORKSPACE_PER_MINUTE% ([rate limits](/developer#rate-limits))",
    );
    expect(factTokens['%API_RATE_LIMIT_WORKSPACE_PER_MINUTE%']).toMatch(/^\d+$/);
  });
});

describe('#10: the Google account connection belongs to the workspace', () => {
  it('is a fact beside the disconnect fact, used on Connect the sheet and Disconnect', () => {
    // Review 48 #2 (round 53): a fragment inside a sentence, stated once on the page, at Connect the sheet.
    expect(googleSheetAccountScope).toContain('connected once per workspace');
    expect(factTokens['%GOOGLE_SHEET_ACCOUNT_SCOPE%']).toBe(googleSheetAccountScope);
    expect(googleSheetAccountDisconnected).toContain('in every chatbot of the workspace');
    const page = read(SHEET);
    expect(section(page, '## Connect the sheet')).toContain(
      'The account then appears in **Settings → Integrations → Google Sheets**, %GOOGLE_SHEET_ACCOUNT_SCOPE%.',
    );
    expect(section(page, '## Disconnect {/*#disconnect*/}')).toContain(
      'select **Disconnect** on the account. %GOOGLE_SHEET_ACCOUNT_DISCONNECTED%',
    );
  });
});
