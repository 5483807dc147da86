/**
 * Review 43 of the integration guide (round 48): tests that charge a real card once a live key has no test key beside
 * it, the Business plan's test chatbot with the Activepieces flows after go-live, a deployed test event destination
 * for STRIPE_TEST_WEBHOOK_SECRET, Mailchimp's consent (question, proof, double opt-in) and its permanently deleted
 * contacts, the GoHighLevel plans in sentence form, the HubSpot backfill's log line as the code writes it, and the
 * `403 payment_integration_inactive` advice split by event type at its truth.
 */
import {parse} from 'yaml';
import {describe, expect, it} from 'vitest';
import {factTokens, paymentIntegrationInactiveAdvice} from '../config/facts';
import {runCodeStep, type Step} from './payments/activepieces';
import {expand, read, sectionIn as section} from './page-text';

const OPERATOR = 'integration/custom-payment-integration.mdx';
const FLOWS = 'integration/stripe-active-pieces-integration.mdx';
const SERVER = 'integration/custom-payment-server.mdx';
const REFERENCE = 'integration/payment-reference.mdx';
const MAILCHIMP = 'integration/mailchimp.mdx';
const GHL = 'integration/ghl-lead-integration.mdx';
const HUBSPOT = 'integration/hubspot-lead-integration.mdx';

describe('#1: a test charges a real card wherever a live key has no test key beside it', () => {
  const page = read(OPERATOR);

  it('the warning covers a server as well as the flows, and says a server can keep a test key', () => {
    const warning = section(page, '## Test it end to end').split(':::')[1];
    expect(warning).not.toContain(
      'Once the [Activepieces flows](./stripe-active-pieces-integration.mdx) hold the live key,',
    );
    expect(warning).toContain(
      'Once a server or flow holds a live key and no test key beside it, a payment in these tests',
    );
    expect(warning).toContain(
      "a [server](./custom-payment-server.mdx#go-live) can keep a test key, with its test endpoint's secret, beside the live one",
    );
    // Review 31: the administrator's page names no server variable; the server's Go live names them.
    expect(warning).not.toMatch(/STRIPE_TEST_|after go-live/);
  });

  it('Go live step 3 keeps a test key beside the live one with a server', () => {
    // Review 43 int #2 (i22): the checklist is Step | Admin only; what the developer does at step 3 is on the server's
    // Go live, which the table links, so the test key's rule is stated there.
    const row = page.split('\n').find((text) => text.startsWith('| 3. **A live key.**'))!;
    expect(row.split(' | ')).toHaveLength(2);
    expect(page).toContain("[the server's Go live](./custom-payment-server.mdx#go-live)");
    const serverGoLive = section(read(SERVER), '## Go live');
    expect(serverGoLive).toContain('Keep the test key in `STRIPE_TEST_SECRET_KEY`');
    expect(serverGoLive).toContain('signing secret in `STRIPE_TEST_WEBHOOK_SECRET`');
  });

  it('the sample server warns at start with a live key and no test key', () => {
    const server = read('static/files/custom-payment-server/server.mjs');
    expect(server).toContain(
      "if (LIVE && !process.env.STRIPE_TEST_SECRET_KEY) console.warn('A live key and no STRIPE_TEST_SECRET_KEY:",
    );
    // The start-up run is in scripts/payments/sample-server.test.ts ("with a live key and no test key").
    expect(read('scripts/payments/sample-server.test.ts')).toContain(
      'the complete server with a live key and no test key',
    );
  });
});

describe('#2: the Business plan’s test chatbot tests the flows only until go-live, on both pages', () => {
  it('Test and live qualifies “at any time” for the flows', () => {
    const business = read(REFERENCE)
      .split('\n')
      .find((text) => text.startsWith('- **On the %PLANS_WITH_API% plan**'))!;
    expect(business).toContain('with a server or an entry that holds test keys, at any time.');
    expect(business).toContain(
      'With the [Activepieces flows](./stripe-active-pieces-integration.mdx), only until go-live',
    );
    expect(business).toContain('disconnects **Custom payment** on the test chatbot');
  });

  it('the flows’ Go live step 3 says the test workspace loses its payment test, and offers a server', () => {
    const goLive = section(read(FLOWS), '## Go live');
    const step3 = goLive.slice(goLive.indexOf('- Step 3,'), goLive.indexOf('- Step 4,'));
    expect(step3).toContain('then disconnect **Custom payment** on the test chatbot');
    expect(step3).toContain('From then on the test workspace has no payment test with these flows');
    expect(step3).toContain('use a [server](./custom-payment-server.mdx) that keeps a test key');
  });
});

describe('#3: the server’s Go live creates a deployed test event destination for STRIPE_TEST_WEBHOOK_SECRET', () => {
  const goLive = section(read(SERVER), '## Go live');

  it('step 6 creates it in test mode before copying its secret, with the live step’s events and Snapshot', () => {
    expect(goLive).not.toContain("and the test endpoint's in `STRIPE_TEST_WEBHOOK_SECRET`");
    const step6 = goLive.slice(goLive.indexOf('6. **A live webhook endpoint.**'), goLive.indexOf('7. **'));
    expect(step6).toContain('**Snapshot** payloads, the same seven events');
    // Review 46 int #1 and #2: the deploy step, before step 1, creates the deployed test destination after
    // `stripe listen`; step 6 moves its secret to STRIPE_TEST_WEBHOOK_SECRET (integration-guide-round51-payments).
    const deploy = goLive.slice(goLive.indexOf('**Deploy the server first**'), goLive.indexOf('1. **'));
    const create = deploy.indexOf('create in test mode an event destination to the deployed `/stripe/webhook`');
    expect(create).toBeGreaterThan(0);
    expect(deploy.indexOf('put its signing secret in `STRIPE_WEBHOOK_SECRET`')).toBeGreaterThan(create);
    expect(deploy).toContain('`stripe listen`, whose events reach only your computer, and only while the CLI runs');
    expect(step6).toContain('from `STRIPE_WEBHOOK_SECRET` to `STRIPE_TEST_WEBHOOK_SECRET`');
  });
});

describe('#4: Mailchimp consent: an example question, what proves it, and double opt-in', () => {
  const consent = section(read(MAILCHIMP), '## Ask for consent in a flow {/*#consent*/}');

  it('gives a question that says what they get and how to stop, and links privacy', () => {
    expect(consent).toContain(
      '"May we email you our newsletter, about once a month? You can unsubscribe from any of them."',
    );
    expect(consent).toContain('[Privacy and deletion](/user/workspace/privacy)');
  });

  it('keeps the wording in a second field, and says the flow cannot save the time', () => {
    expect(consent).toContain('sets `flow.newsletter_wording`');
    expect(consent).toContain('tick `flow.newsletter` and `flow.newsletter_wording` under **Custom fields**');
    expect(consent).toContain('A flow has no variable that holds the time');
    // The flow reference's variables hold no time: if one is added, this advice must change.
    const variables = section(read('user/chatbots/flow-reference.mdx'), '### Variables');
    expect(variables).not.toMatch(/\{\{[a-z_.]*(time|date|now)[a-z_.]*\}\}/);
  });

  it('offers double opt-in through the Code step’s doubleOptIn input', () => {
    expect(consent).toContain(
      'give its Code step the input `doubleOptIn` set to `true` ([step 6](#mailchimp-webhook))',
    );
    expect(consent).toContain('adds a new contact as **Pending**');
    expect(section(read(MAILCHIMP), '## Lead webhook with Activepieces {/*#mailchimp-webhook*/}')).toContain(
      'a third, `doubleOptIn`, set to `true`',
    );
  });

  it('the shipped Code step sends status_if_new pending with doubleOptIn, subscribed without', async () => {
    const step = {
      name: 'step_6',
      type: 'CODE',
      displayName: 'Code',
      settings: {sourceCode: {code: read('static/files/mailchimp/mailchimp-member.js')}},
    } as Step;
    const lead = {id: 'lead_1', email: 'dana@example.com', fields: {newsletter: 'Yes'}, preview: false};
    const status = async (extra: Record<string, unknown>) =>
      ((await runCodeStep(step, {leads: [lead], leadId: 'lead_1', ...extra}))?.body as {status_if_new: string})
        .status_if_new;
    expect(await status({doubleOptIn: true})).toBe('pending');
    expect(await status({doubleOptIn: 'true'})).toBe('pending');
    expect(await status({doubleOptIn: false})).toBe('subscribed');
    expect(await status({doubleOptIn: ''})).toBe('subscribed');
    expect(await status({})).toBe('subscribed');
  });
});

describe('#5: Mailchimp: a permanently deleted contact, and the test cleanup archives', () => {
  const page = read(MAILCHIMP);

  it('has a troubleshooting row for 400 Forgotten Email Not Subscribed: a signup form re-subscribes', () => {
    const row = page.split('\n').find((text) => text.includes('`Forgotten Email Not Subscribed`'))!;
    expect(row).toMatch(/^\| The Mailchimp HTTP step fails with `400`/);
    expect(row).toContain('permanently deleted');
    expect(row).toContain('subscribes again through a Mailchimp signup form');
  });

  it('the test archives the contact, never permanently deletes it', () => {
    const test = section(page, '## Test it end to end {/*#test*/}');
    expect(test).not.toContain('and the contact in Mailchimp.');
    expect(test).toContain('archive the contact in Mailchimp (**Archive**, not **Permanently delete**');
  });
});

describe('#6: GoHighLevel Method B names its plans in a sentence', () => {
  it('uses %PLANS_WITH_API_NAMED%, not the list form', () => {
    const page = read(GHL);
    expect(page).not.toContain('which only these %PRODUCT_NAME% plans have: %PLANS_WITH_API%');
    expect(page).toContain("It needs %PRODUCT_NAME%'s chatbot webhooks, which come with %PLANS_WITH_API_NAMED%.");
    expect(expand('%PLANS_WITH_API_NAMED%')).toMatch(/^the .+ plans?$/);
  });
});

describe('#7: HubSpot’s backfill quotes its log lines as the code writes them', () => {
  it('each quoted line is a console.log template of hubspot-leads.mjs', () => {
    const step3 = section(read(HUBSPOT), '### Run the backfill {/*#run-the-backfill*/}')
      .split('\n')
      .find((text) => text.startsWith('3. '))!;
    const code = read('static/files/hubspot-lead-sync/hubspot-leads.mjs');
    const quoted = [...step3.matchAll(/`(<lead ID>[^`]*)`/g)].map((match) => match[1]);
    expect(quoted).toHaveLength(4);
    expect(quoted).toContain('<lead ID> revision <n> already in HubSpot: skipped');
    for (const text of quoted) {
      // `<lead ID>` is `${lead.id}`; any other `<…>` is one interpolation.
      const pattern = text
        .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
        .replace('<lead ID>', '\\$\\{lead\\.id\\}')
        .replace(/<[^>]+>/g, '\\$\\{[^`]+?\\}');
      expect(code, text).toMatch(new RegExp(`console\\.log\\(\`${pattern}\`\\)`));
    }
  });
});

describe('#8: the 403 payment_integration_inactive advice, split by event type at its truth', () => {
  const spec = parse(read('openapi/openapi.yaml')) as {
    components: {responses: Record<string, {content: Record<string, {examples: Record<string, {summary: string}>}>}>};
    'x-error-codes'?: Record<string, {advice?: string}>;
  };

  it('the fact: refund only a payment.succeeded, cancel a live subscription, nothing when no money moved', () => {
    expect(factTokens['%PAYMENT_INTEGRATION_INACTIVE_ADVICE%']).toBe(paymentIntegrationInactiveAdvice);
    expect(paymentIntegrationInactiveAdvice).toContain('For `payment.succeeded`, refund the payment');
    expect(paymentIntegrationInactiveAdvice).toContain(
      'For `subscription.active`, `subscription.renewed` or `subscription.past_due`, cancel the subscription',
    );
    expect(paymentIntegrationInactiveAdvice).toContain(
      'For `payment.expired`, `payment.failed` or `subscription.cancelled`, nothing: no money moved.',
    );
  });

  it('openapi.yaml’s 403 example (the reference’s Errors) and its release use the token', () => {
    const example =
      spec.components.responses.PaymentIntegrationInactive.content['application/json'].examples
        .payment_integration_inactive;
    expect(example.summary).toBe('%PAYMENT_INTEGRATION_INACTIVE_ADVICE%');
    expect(read('openapi/openapi.yaml')).not.toContain(
      'Refund the payment or cancel the subscription with your provider',
    );
    expect(read('openapi/releases/2026-11-28.yaml')).toContain("summary: '%PAYMENT_INTEGRATION_INACTIVE_ADVICE%'");
    expect(read('openapi/openapi.yaml')).not.toContain('Refund payments and cancel subscriptions with your provider');
  });
});
