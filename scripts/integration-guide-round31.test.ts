/**
 * The decisions of review round 31 of issue 45 (integration guides): the Pro plan's website test has one home in
 * the custom payment integration's "Test it end to end", which the pages around it link to; repeated rules are
 * stated at their owner and linked elsewhere; the Mailchimp procedure has its own page.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {factTokens, ghlTeamReplyPause} from '../config/facts';

const ROOT = path.resolve(import.meta.dirname, '..');
const read = (file: string): string => readFileSync(path.join(ROOT, file), 'utf8');
const section = (page: string, heading: string): string => page.split(heading)[1].split(/\n## /)[0];

describe('the Pro plan test on the website', () => {
  const page = read('integration/custom-payment-integration.mdx');
  const test = section(page, '## Test it end to end');

  it('is a step list in Test it end to end: the variable, the keyword trigger, the test card and the log line', () => {
    const pro = test
      .split('### Pro plan: test on your website {/*#pro-plan-test-on-your-website*/}')[1]
      .split('\n### ')[0];
    // Review 34: the variable and the log line are the developer's, on the server page; the step links there.
    expect(pro).toMatch(
      /^1\. Ask your developer to let the server report test payments on the live chatbot \(\[the server's Go live\]\(\.\/custom-payment-server\.mdx#go-live\)\)/m,
    );
    expect(section(read('integration/custom-payment-server.mdx'), '## Go live')).toMatch(
      /Set `ALLOW_TEST_PAYMENTS_ON_LIVE_CHATBOT=1` for it/,
    );
    expect(pro).toMatch(/\*\*Trigger\*\* is \*\*Keyword\*\*/);
    expect(pro).toMatch(/test card/);
    expect(pro).toContain('(./custom-payment-server.mdx#a-test-mode-event-not-reported)');
    expect(read('integration/custom-payment-server.mdx').split('{/*#a-test-mode-event-not-reported*/}')[1]).toContain(
      'not reported (ALLOW_TEST_PAYMENTS_ON_LIVE_CHATBOT is not 1: only your team tests on the live chatbot)',
    );
    expect(page).not.toMatch(/ALLOW_TEST_PAYMENTS_ON_LIVE_CHATBOT|STRIPE_TEST_WEBHOOK_SECRET|stripe checkout sessions/);
  });

  it('quotes the log line the sample server really writes', () => {
    expect(read('static/files/custom-payment-server/server.mjs')).toContain(
      "' (ALLOW_TEST_PAYMENTS_ON_LIVE_CHATBOT is not 1: only your team tests on the live chatbot)'",
    );
    expect(read('integration/custom-payment-server.mdx')).toContain(
      '`not reported (ALLOW_TEST_PAYMENTS_ON_LIVE_CHATBOT is not 1: only your team tests on the live chatbot)`',
    );
  });

  it('is linked from both Go live sections, which no longer give the variable to the administrator', () => {
    const goLive = section(page, '## Go live');
    expect(goLive).toContain('(#pro-plan-test-on-your-website)');
    expect(goLive.split('When the test works')[0]).not.toMatch(/ALLOW_TEST_PAYMENTS_ON_LIVE_CHATBOT=1/);
    const server = section(read('integration/custom-payment-server.mdx'), '## Go live');
    expect(server).toContain('](./custom-payment-integration.mdx#pro-plan-test-on-your-website)');
  });

  it("keeps after-go-live behaviour and the link-expiry wait out of the Preview test's steps", () => {
    const steps = test.split('\n### ')[0];
    expect(steps).not.toMatch(/after you go live|after go-live/);
    expect(steps).not.toMatch(/Link expiry/);
    expect(test).toMatch(/### Optional: see a link expire/);
    // Review 34: the after-go-live rule is one token (server with a test key vs the one-key Activepieces flows).
    expect(section(page, '## Go live')).toContain('%PAYMENT_TESTS_AFTER_GO_LIVE%');
  });

  it('says GoHighLevel receives payment_status only if it is mapped, under What the lead shows (review 40 #9)', () => {
    // Review 46 int #4: with the chat integration's Field sync as the other route (integration-guide-round51-payments).
    expect(section(page, '## What the lead shows')).toMatch(
      /with method A only if they are in its \[\*\*Field mapping\*\*\]\(\.\/ghl-lead-integration\.mdx#field-mapping\)/,
    );
    expect(test).not.toContain('Field mapping');
  });
});

describe('repeated payment rules live at one owner, and the other pages link to it', () => {
  const pages = [
    'custom-payment-integration',
    'custom-payment-server',
    'custom-payment-subscription',
    'stripe-active-pieces-integration',
    'payment-reference',
    'calendar-booking',
    'ghl-chat-integration',
    'ghl-lead-integration',
  ].map((name) => ({name, text: read(`integration/${name}.mdx`)}));
  const openapi = read('openapi/openapi.yaml');

  it('writes what a payment writes on the lead, and the refund rule, once: in openapi.yaml, which the reference renders', () => {
    for (const token of ['%PAYMENT_LEAD_FIELDS%', '%PAYMENT_REFUND_ON_LEAD%']) {
      expect(openapi.split(token), token).toHaveLength(2);
      for (const {name, text} of pages) expect(text, `${name} ${token}`).not.toContain(token);
    }
    expect(read('integration/payment-reference.mdx')).toContain('<ApiOperation operationId="reportPaymentEvent" />');
    expect(read('integration/custom-payment-integration.mdx')).toContain('](./payment-reference.mdx#request-body)');
    // The server's field mapping moved to the reference (review 35), which links its own section; the server links it.
    expect(read('integration/payment-reference.mdx').split('{/*#field-mapping*/}')[1]).toContain('](#request-body)');
    expect(read('integration/custom-payment-server.mdx')).toContain('](./payment-reference.mdx#field-mapping)');
  });

  it("lists what a 409 leaves to do once, in the reference's Errors, and links there from the 409 rows", () => {
    for (const {name, text} of pages) expect(text, name).not.toContain('%PAYMENT_REQUEST_FINAL_ADVICE%');
    expect(openapi).toMatch(/summary: '%PAYMENT_REQUEST_FINAL_ADVICE%'/);
    const server = read('integration/custom-payment-server.mdx');
    // Review 35: the server page no longer repeats the answers' table; it links the reference's Troubleshooting.
    expect(server).not.toMatch(/^\| `409 payment_request_final`/m);
    expect(server.split("### The Events URL's answers")[1]).toContain('](./payment-reference.mdx#troubleshooting)');
    // Review 42 #1: After a 409 moved to the flows' reference page.
    const after409 = read('integration/stripe-active-pieces-reference.mdx')
      .split('### After a 409')[1]
      .split('\n## ')[0];
    expect(after409).toContain('](./payment-reference.mdx#errors)');
    const reference = read('integration/payment-reference.mdx').split('## Troubleshooting')[1];
    expect(reference.split('\n').find((row) => row.includes('`409` with `payment_request_final`'))).toContain(
      '(#errors)',
    );
  });

  it('states how a link counts on a text channel once, at #on-text-channels, and links there', () => {
    // Review 37 #2: the section moved from the operator's page to the payment reference.
    const owner = read('integration/payment-reference.mdx');
    expect(owner.split('{/*#on-text-channels*/}')[1].split('\n## ')[0]).toContain('%PAYMENT_TEXT_LINK_LENGTH%');
    for (const {name, text} of pages) expect(text, name).not.toContain('%TEXT_CHANNEL_LINK_SHORT%');
    expect(read('integration/custom-payment-integration.mdx')).not.toContain('%PAYMENT_TEXT_LINK_LENGTH%');
    expect(read('integration/custom-payment-integration.mdx')).toContain('](./payment-reference.mdx#on-text-channels)');
    expect(read('integration/calendar-booking.mdx')).toContain('](./payment-reference.mdx#on-text-channels)');
    expect(read('integration/ghl-chat-integration.mdx')).toContain(
      '](/integration/payment-reference#on-text-channels)',
    );
  });
});

describe('the Mailchimp procedure has its own page', () => {
  const landing = read('integration/index.mdx');

  it('is in the sidebar and in Choose a guide, whose row keeps the landing page’s #mailchimp anchor', () => {
    expect(read('sidebars-integration.ts')).toMatch(/'mailchimp'/);
    const guides = section(landing, '## Choose a guide');
    expect(guides).toContain('| [Send leads to Mailchimp](./mailchimp.mdx) |');
    // Review 41: the pointer section only repeated the row, and the one link to the old #mailchimp anchor goes to the
    // Mailchimp page. Review 45: the row names the task; the no-connection fact stays in the guide.
    expect(guides).toMatch(/\| Add consenting leads to a Mailchimp audience \| \[Send leads to Mailchimp\]/);
    expect(read('user/chatbots/leads.mdx')).toContain('[Send leads to Mailchimp](/integration/mailchimp)');
    expect(landing).not.toMatch(/Add or Update Subscriber|```javascript/);
  });

  it('keeps the anchors other pages and search answers use', () => {
    const page = read('integration/mailchimp.mdx');
    for (const id of ['mailchimp', 'mailchimp-export', 'mailchimp-webhook']) expect(page).toContain(`{/*#${id}*/}`);
  });
});

describe('GoHighLevel field mapping with Ask for contact details on Never', () => {
  it('says plainly that no lead is saved, so Field sync writes nothing', () => {
    const mapping = read('integration/ghl-chat-integration.mdx').split('## Field mapping')[1].split('\n## ')[0];
    // Review 36: the table first; when a contact becomes a lead is said at its owner, the leads page, linked.
    expect(mapping.trim().split('\n')[0]).not.toContain('%GHL_CONTACT_LEAD%');
    expect(mapping.indexOf('| GoHighLevel contact |')).toBeLessThan(mapping.indexOf('So with **Ask'));
    expect(mapping).toContain('](/user/chatbots/leads#how-leads-are-collected)');
    expect(read('user/chatbots/leads.mdx')).toContain('- **GoHighLevel.** %GHL_CONTACT_LEAD%');
    expect(mapping).toMatch(
      /So with \*\*Ask for contact details\*\* on \*\*Never\*\*, a GoHighLevel conversation whose flow saves no lead has no lead, and the mapping, \*\*Field sync\*\* included, writes nothing\./,
    );
  });
});

describe("GoHighLevel lead integration, method A's field mapping", () => {
  const page = read('integration/ghl-lead-integration.mdx');
  const rows = page
    .split('### Field mapping')[1]
    .split('\n## ')[0]
    .split('\n')
    .filter((row) => row.startsWith('| `'));

  it('marks each row always sent or added in Field mapping, and step 5 says how a row is added', () => {
    expect(rows.length).toBeGreaterThanOrEqual(7);
    for (const row of rows) expect(row).toMatch(/\| (\*\*Always sent\*\*|Add in \*\*Field mapping\*\*) \|/);
    for (const field of ['chatbot_id', 'session_id']) {
      expect(rows.find((row) => row.startsWith(`| \`${field}\` |`))).toContain('| Add in **Field mapping** |');
    }
    expect(page).toMatch(/^5\. Check the \*\*Field mapping\*\* \(below\)[^\n]*%GHL_LEAD_FIELD_MAPPING_ADD%$/m);
    const add = factTokens['%GHL_LEAD_FIELD_MAPPING_ADD%'];
    expect(add).toMatch(/select \*\*Add field\*\*, choose the GHL custom field, then the lead field/);
    expect(add).toMatch(/`chatbot_id`, `session_id`, or one of the lead's `fields`/);
  });
});

describe('the integration landing page says where each integration is set up', () => {
  const landing = read('integration/index.mdx');

  it('has a table that names each place, and each place is the one its guide uses', () => {
    const table = section(landing, '## Where you set it up');
    const place = (name: string) => table.split('\n').find((row) => row.startsWith(`| ${name}`)) ?? '';
    expect(place('Custom payments')).toContain('**Settings → Integrations → Custom payment**');
    expect(place('GoHighLevel chat')).toContain('**Settings → Channels → GoHighLevel**');
    expect(place('GoHighLevel leads by lead webhook')).toMatch(/HubSpot.*Mailchimp.*\*\*Settings → Webhooks\*\*/);
    expect(place('Calendars')).toContain('**Book a meeting** action');
    expect(place('Google Sheets')).toContain('**Add source → Google Sheet**');
    expect(read('integration/google-sheet.mdx')).toContain('**Add source → Google Sheet**');
    expect(read('integration/hubspot-lead-integration.mdx')).toContain(
      '**Settings → Webhooks**, select **Add endpoint**',
    );
    expect(landing).not.toMatch(/under \*\*Settings → Integrations\*\* or, for channels/);
  });
});

describe("GoHighLevel chat integration's test and the team-reply pause", () => {
  const page = read('integration/ghl-chat-integration.mdx');
  const test = section(page, '## Test it end to end');

  it('sets the shortest pause before its own reply, and says a re-test from the same phone waits for it', () => {
    expect(ghlTeamReplyPause.minHours).toBeLessThan(ghlTeamReplyPause.defaultHours);
    const set = test
      .split('\n')
      .findIndex((line) => /set \*\*Pause when your team replies\*\* to %GHL_PAUSE_MIN_HOURS% hour/.test(line));
    const reply = test.split('\n').findIndex((line) => line.includes('reply to the thread yourself'));
    expect(set).toBeGreaterThan(0);
    expect(set).toBeLessThan(reply);
    expect(test).toMatch(/a new test from the same phone before then gets no answer/);
    // Review 46 int #5: the default is a number of hours; the setting has no Off (integration-guide-round51-payments).
    expect(page).toContain('| **Pause when your team replies** | %GHL_PAUSE_DEFAULT_HOURS% hours |');
    expect(page).not.toMatch(/\b(12|72) hours\b/);
  });
});

describe('smaller fixes of round 31', () => {
  it('GoHighLevel method B: type is only for routing, since Create/Update Contact creates or updates', () => {
    const row = read('integration/ghl-lead-integration.mdx')
      .split('\n')
      .find((line) => line.startsWith('| `type` |'));
    expect(row).toMatch(/Not needed: \*\*Create\/Update Contact\*\* creates the contact or updates the one it finds/);
    expect(row).toMatch(/only to route the two events/);
  });

  it("calendar booking's empty details have a fix for each of their three causes", () => {
    // Review 37 #7: one row per cause, so that no cell runs long.
    const rows = read('integration/calendar-booking.mdx')
      .split('\n')
      .filter((line) => /^\| The name and email are (not|never) filled in/.test(line));
    const fixes = rows.map((row) => row.split(' | ')[2] ?? '');
    expect(fixes).toHaveLength(3);
    expect(fixes[0]).toMatch(/^Add a \*\*Save lead\*\* action/);
    expect(rows[1]).toMatch(/consent box/);
    expect(fixes[1]).toMatch(/^Nothing is wrong/);
    expect(rows[2]).toMatch(/Google Calendar/);
    expect(fixes[2]).toMatch(/^Nothing to fix/);
  });

  it('custom payment troubleshooting sends Activepieces users to the Custom header', () => {
    const row = read('integration/custom-payment-integration.mdx')
      .split('\n')
      .find((line) => line.startsWith('| **Send test request** shows an error'));
    expect(row).toContain(
      'With Activepieces, which checks the **Custom header** instead of the secret, see [its troubleshooting](./stripe-active-pieces-integration.mdx#troubleshooting).',
    );
  });
});
