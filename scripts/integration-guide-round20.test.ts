/**
 * The decisions of review round 20 of issue 45 (integration guides), as each page that states them shows them.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {factTokens} from '../config/facts';
import {paymentSchemas} from './payments/schemas';
import {runCodeStep, type Step} from './payments/activepieces';

const ROOT = path.resolve(import.meta.dirname, '..');
const read = (file: string): string => readFileSync(path.join(ROOT, file), 'utf8');

/** The page's text with its fact tokens replaced, as the site shows it. */
const rendered = (file: string): string => read(file).replace(/%[A-Z0-9_]+%/g, (token) => factTokens[token] ?? token);

/** The lines of a page that mention every one of the given strings. */
const linesWith = (file: string, ...parts: string[]): string[] =>
  rendered(file)
    .split('\n')
    .filter((text) => parts.every((part) => text.includes(part)));

describe('a late payment.expired', () => {
  it('is a duplicate after the request ended unpaid, and 409 after it ended paid, on every page that answers it', () => {
    // Review 33: stated at its owner, the reference; the server page links it in one sentence.
    expect(read('integration/custom-payment-server.mdx')).toContain(
      '([the rules](./payment-reference.mdx#the-events-url)',
    );
    // The owner is the Events URL operation's description (openapi.yaml), which the reference page renders; the
    // reference's Event types link it.
    const events = read('openapi/openapi.yaml');
    expect(events).toMatch(/`payment\.expired` or\s+`payment\.failed` for a request that ended unpaid/);
    expect(events).toMatch(/or `payment\.expired` for one\s+already paid, is answered `409 payment_request_final`/);
    expect(read('integration/payment-reference.mdx')).toContain(
      'A `payment.failed` or `payment.expired` sent after the request already ended is a duplicate or a `409`, as [the Events URL](#the-events-url) says.',
    );
    const [subscription] = linesWith('integration/custom-payment-subscription.mdx', '`payment.expired`', '`409`');
    expect(subscription).toMatch(/already ended paid/);
    const [activepieces] = linesWith('integration/stripe-active-pieces-integration.mdx', '`payment.expired`', '`409`');
    expect(activepieces).toMatch(/already ended paid: nothing to do/);
  });
});

describe('a verified payment request', () => {
  const apiSession = /your back end created the `api` session with `visitor\.id`/;

  it('is one the website signed, or an api session created with visitor.id, in openapi.yaml and on both pages', async () => {
    const {requestSchema} = await paymentSchemas();
    const visitor = requestSchema.properties!.visitor;
    for (const text of [
      visitor.description,
      visitor.properties!.id.description,
      visitor.properties!.verified.description,
    ]) {
      const words = text?.replace(/\s+/g, ' ');
      expect(words).toMatch(/your back end/);
      expect(words).toMatch(/`visitor\.id`/);
      expect(words).toMatch(/`api` session/);
    }
    expect(requestSchema.properties!.chatbot_id.description?.replace(/\s+/g, ' ')).toMatch(
      /\*\*Send test request\*\* carries the integration's own chatbot/,
    );
    expect(linesWith('integration/payment-reference.mdx', '`customer_reference` is set only')[0]).toMatch(apiSession);
    expect(linesWith('integration/custom-payment-subscription.mdx', '`visitor.verified` is `true`')[0]).toMatch(
      apiSession,
    );
  });
});

describe('links on api sessions', () => {
  const api = 'in conversations your app runs through the API (`api`)';

  it('every sentence that sends a link instead of a button names the api sessions too', () => {
    for (const file of [
      'integration/payment-reference.mdx',
      'integration/custom-payment-integration.mdx',
      'integration/custom-payment-server.mdx',
    ]) {
      const text = rendered(file);
      const linkInstead = text
        .split('\n')
        .filter((line) => !line.startsWith('|'))
        .filter((line) =>
          /instead of a \*\*Pay\*\* button|no \*\*(?:Pay|Book a meeting)\*\* button|ends with the (?:URL|link) instead/.test(
            line,
          ),
        );
      expect(linkInstead.length, file).toBeGreaterThan(0);
      for (const line of linkInstead) expect(line, file).toContain(api);
    }
  });

  // Review round 31: calendar booking says it per channel, in a table with a row for the api sessions.
  it("calendar booking's channel table sends the link as text on the text channels and in api sessions", () => {
    const rows = read('integration/calendar-booking.mdx')
      .split('## What the visitor sees')[1]
      .split('\n## ')[0]
      .split('\n');
    const text = rows.find((row) => row.startsWith('| The text channels: %LINK_ONLY_CHANNELS% |'));
    expect(text).toMatch(/ending with the link: no button and no consent box/);
    const apiRow = rows.find((row) => row.startsWith('| Conversations your app runs through the API (`api`) |'));
    expect(apiRow).toMatch(/ending with the link, as on the text channels/);
  });
});

describe('the HubSpot server', () => {
  it('asks for exactly one instance in How it behaves, and its prerequisites link it, not only in a code comment', () => {
    const page = rendered('integration/hubspot-lead-integration.mdx');
    // How it behaves is on the reference page since review 40's split.
    const reference = rendered('integration/hubspot-reference.mdx');
    const section = (text: string, heading: string) => text.split(`## ${heading}`)[1].split('\n## ')[0];
    // Review 33: the rule is stated once, at its owner; the prerequisites say it in a few words and link it.
    expect(section(reference, 'How it behaves')).toContain(
      'Run exactly one instance (no autoscaling, no second replica)',
    );
    expect(section(reference, 'How it behaves')).toMatch(
      /a second instance can re-create a contact erased for a privacy request/,
    );
    expect(section(page, 'Prerequisites')).toContain(
      'Run exactly one instance ([why](./hubspot-reference.mdx#how-it-behaves)).',
    );
    expect(page).not.toContain('Run exactly one instance (no autoscaling');
  });
});

describe('the Mailchimp lead webhook with Activepieces', () => {
  const section = read('integration/mailchimp.mdx')
    .split('## Lead webhook with Activepieces')[1]
    .split('\n## Troubleshooting')[0];
  const steps = section.split(/\n(?=\d+\. )/);

  it('stops on an empty data.lead.email before it calls List leads', () => {
    const stop = steps.findIndex((step) => /only when the event's `data\.lead\.email` is not empty/.test(step));
    const listLeads = steps.findIndex((step) => step.includes('add an **HTTP** step'));
    expect(stop).toBeGreaterThan(0);
    expect(stop).toBeLessThan(listLeads);
  });

  it("finds the event's lead with fields.newsletter Yes in a Code step, whose code returns it or null", async () => {
    // The step pastes the shipped file, which the page links.
    expect(section).toContain('(pathname:///files/mailchimp/mailchimp-member.js)');
    const file = read('static/files/mailchimp/mailchimp-member.js');
    const step = {name: 'code', type: 'CODE', displayName: 'Code', settings: {sourceCode: {code: file}}} as Step;
    const run = async (inputs: unknown) => {
      const out = await runCodeStep(step, inputs);
      return out && (out.body as {email_address: string}).email_address;
    };
    const dana = {id: 'lead_2', email: 'dana+news@example.com', fields: {newsletter: 'Yes'}};
    const leads = [
      {id: 'lead_1', email: 'dana+news@example.com', fields: {newsletter: 'Yes'}},
      {id: 'lead_2', email: 'dana+news@example.com', fields: {newsletter: 'No'}},
      dana,
    ];
    expect(await run({leads: [leads[0], dana], leadId: 'lead_2'})).toBe(dana.email);
    expect(await run({leads: leads.slice(0, 2), leadId: 'lead_2'})).toBeNull();
    expect(await run({leads: [{...dana, fields: {newsletter: 'yes'}}], leadId: 'lead_2'})).toBeNull();
    expect(await run({leads: [{id: 'lead_2', fields: {}}], leadId: 'lead_2'})).toBeNull();
    expect(await run({leads: undefined, leadId: 'lead_2'})).toBeNull();
    // A lead left in the Preview panel is a test: never subscribed.
    expect(await run({leads: [{...dana, preview: true}], leadId: 'lead_2'})).toBeNull();
    expect(await run({leads: [{...dana, preview: false}], leadId: 'lead_2'})).toBe(dana.email);
    // A router on its result, then Mailchimp with the hash and body it returned.
    const after = steps.slice(steps.findIndex((step) => step.includes('**Code** step')) + 1);
    expect(after[0]).toMatch(/\*\*Router\*\*[^\n]*the Code step's output is not empty/);
    expect(after[1]).toMatch(/the Code step's `subscriber_hash`[\s\S]*the Code step's `body` as the JSON body/);
  });
});

describe('the Google Sheet troubleshooting', () => {
  const rows = read('integration/google-sheet.mdx').split('## Troubleshooting')[1].split('\n## ')[0].split('\n');

  it('answers 422 sheet_access_lost with Reconnect on the source, and names a renamed or deleted tab', () => {
    const lost = rows.find((row) => row.includes('`422 sheet_access_lost`'));
    expect(lost).toMatch(/lost access to the spreadsheet, or the tab was renamed or deleted/);
    expect(lost).toMatch(/\*\*Reconnect\*\* on the source/);
    const reconnect = rows.find((row) => row.startsWith('| The status shows **Reconnect needed**.'));
    expect(reconnect).toMatch(/the tab was renamed or deleted/);
  });
});

describe('a refund on the lead', () => {
  // Review round 31: the paragraph lives once, in openapi.yaml's PaymentEvent.type, which the payment reference
  // renders (#request-body); the custom payment integration says it in a sentence and links there.
  it('is one paragraph, the fact with the GoHighLevel exception, at its owner, and the guide links to it', () => {
    expect(factTokens['%PAYMENT_REFUND_ON_LEAD%']).toMatch(/\*\*Update empty fields\*\*, GoHighLevel keeps the `paid`/);
    expect(read('openapi/openapi.yaml').split('%PAYMENT_REFUND_ON_LEAD%')).toHaveLength(2);
    const page = read('integration/custom-payment-integration.mdx');
    expect(page).not.toContain('%PAYMENT_REFUND_ON_LEAD%');
    const lead = page.split('## What the lead shows')[1].split('\n## ')[0];
    expect(lead).toMatch(/Refunds and disputes are not reported to %PRODUCT_NAME%/);
    expect(lead).toContain('](./payment-reference.mdx#request-body)');
    expect(read('integration/payment-reference.mdx')).not.toMatch(/No type reports a refund/);
  });
});

describe('the subscription test', () => {
  const page = read('integration/custom-payment-subscription.mdx');

  it('names both chatbots it may use in the opening, as Test it end to end does', () => {
    // Review 42 #4: the first paragraph is one outcome sentence; the chatbots are named in the intro's second.
    const opening = page.split('\n---\n')[1].split('\n## ')[0];
    expect(opening).toContain('a test chatbot (%PLANS_WITH_API% plan) or the live chatbot before go-live (Pro plan)');
  });

  it('shows a Manage subscription button on the website, not a portal link', () => {
    expect(page).toMatch(/The chatbot shows a \*\*Manage subscription\*\* button/);
    expect(page).not.toMatch(/The chatbot sends a portal link/);
  });
});

describe('where the GoHighLevel connection is', () => {
  it('is Settings → Channels → GoHighLevel on every page, and Settings → Integrations only links there', () => {
    const files = [
      'integration/ghl-lead-integration.mdx',
      'integration/ghl-chat-integration.mdx',
      'user/chatbots/duplicate-or-delete.mdx',
      'user/chatbots/settings-reference.mdx',
    ];
    for (const file of files) expect(read(file), file).not.toMatch(/Integrations → GoHighLevel/);
    const lead = read('integration/ghl-lead-integration.mdx');
    expect(lead).toMatch(/go to \*\*Settings → Channels → GoHighLevel\*\*/);
    expect(lead).toMatch(/\*\*Reconnect\*\* in \*\*Settings → Channels → GoHighLevel\*\*/);
    expect(lead.match(/\*\*Settings → Integrations\*\* lists GoHighLevel/g)).toHaveLength(1);
  });
});

describe('{{payment.amount}}', () => {
  it("renders with the currency's own decimals and the ISO currency code, stated once where the payment variables are listed", () => {
    expect(factTokens['%PAYMENT_AMOUNT_VARIABLE%']).toMatch(
      /the currency's own decimals and its ISO 4217 code, such as `50\.00 USD` or `500 JPY`/,
    );
    // Review 35: the variable and the free-trial case sit in the settings notes; review 38 #6 put the notes right
    // below the settings table, in its section (custom-payment-integration#integration-settings).
    const operator = read('integration/custom-payment-integration.mdx');
    const settings = operator.split('\n### Integration settings\n')[1].split('\n### ')[0];
    expect(settings).toContain('| **Confirmation message** |');
    const lines = settings.split('\n');
    expect(lines.find((line) => line.startsWith("**The Confirmation message's variable.**"))).toContain(
      '%PAYMENT_AMOUNT_VARIABLE%',
    );
    expect(lines.find((line) => line.startsWith('**Confirmation message with a free trial.**'))).toBeDefined();
    // Review 42 #4: the reason (a trial's invoice for 0) folds under the note (integration-guide-round47).
    const trial = settings.split('**Confirmation message with a free trial.**')[1].split('</details>')[0];
    expect(trial).toContain('`0.00 USD`');
    expect(trial).not.toMatch(/\$0\.00/);
    for (const file of [
      'integration/custom-payment-subscription.mdx',
      'integration/stripe-active-pieces-integration.mdx',
    ]) {
      expect(read(file), file).not.toMatch(/\$0\.00|`\{\{payment\.amount\}\}` is 0\b/);
    }
  });
});
