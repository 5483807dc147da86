/**
 * Review round 40 of the integration guide: the payment go-live checks with one live payment before customers
 * reach the flow; steps that keep money or keys safe are not folded; the Developer column's bullets give their
 * table step; repeated text has one owner; the landing page, the payment reference and the custom payment page say
 * what really happens.
 */
import {describe, expect, it} from 'vitest';
import {factTokens} from '../config/facts';
import {areaPages, expand, read, sectionIn as section} from './page-text';

const PAYMENT = 'integration/custom-payment-integration.mdx';
const SERVER = 'integration/custom-payment-server.mdx';
const FLOWS = 'integration/stripe-active-pieces-integration.mdx';
const SUBSCRIPTION = 'integration/custom-payment-subscription.mdx';

const goLive = (file: string): string => section(read(file), '## Go live').split('\n### ')[0];
const rows = (text: string): string[] => text.split('\n').filter((line) => /^\| \d+\. /.test(line));

describe('#1: one live payment, through a flow only the team reaches, before the customers’ trigger', () => {
  const table = goLive(PAYMENT);

  it('the live payment is step 9 and the customers’ trigger step 10', () => {
    const steps = rows(table);
    expect(steps[8]).toMatch(/^\| 9\. \*\*One small live payment\.\*\* \| .*separate flow only your team reaches/);
    expect(steps[8]).toContain('`Go-live check`');
    expect(steps[8]).toMatch(/delete the flow and the product/);
    expect(steps[9]).toMatch(/^\| 10\. \*\*Your customers' trigger\.\*\*/);
  });

  it('says how to pay 1.00: a throwaway product and a keyword-only flow, deleted after', () => {
    const step = table.split('\n').find((line) => line.startsWith('**Step 9, one small live payment.**'))!;
    expect(step).toMatch(
      /add a \*\*One-off\*\* product named `Go-live check` of the smallest amount your provider accepts in your currency/,
    );
    expect(step).toMatch(/a flow with a \*\*Keyword\*\* trigger only your team knows/);
    expect(step).toMatch(
      /%PAYMENT_GO_LIVE_REFUND% Then delete the flow and the `Go-live check` product\. %TEST_LEAD_CLEANUP%$/,
    );
    expect(table).not.toContain('Pay a product of 1.00');
  });

  it('on the test-workspace path, the live flow keeps the team keyword until step 10', () => {
    expect(rows(table)[1]).toMatch(/a \*\*Keyword\*\* trigger only your team knows until step 10/);
  });
});

describe('#2: steps that keep money or keys safe are headed sections or plain steps, not folds', () => {
  /** The text inside every <details> block of a page. */
  const folded = (file: string): string =>
    [...read(file).matchAll(/^<details>\n([\s\S]*?)\n<\/details>$/gm)].map((match) => match[1]).join('\n');

  it.each([
    [
      SUBSCRIPTION,
      '### Cancel them at the provider first {/*#cancel-them-at-the-provider-first*/}',
      'For one lead, cancel',
    ],
    // Review 42 #1: moved to the flows' reference page.
    [
      'integration/stripe-active-pieces-reference.mdx',
      '### Roll what was shared {/*#roll-what-was-shared*/}',
      'Roll the Stripe key in the Stripe Dashboard',
    ],
    [FLOWS, '### Renewals in the Stripe Dashboard', 'On the clock, advance time by 32 days'],
    [SERVER, '#### Coming from the Activepieces flows', '**Give the subscriptions their chatbot.**'],
  ])('%s: %s is not folded', (file, heading, text) => {
    expect(section(read(file), heading)).toContain(text);
    expect(folded(file)).not.toContain(text);
  });

  it('the folds that remain hold excerpts: the scripts’ code', () => {
    expect(folded(SUBSCRIPTION)).toContain('live-subscriptions.mjs (excerpt)');
    expect(folded(SERVER)).toContain('set-chatbot-on-subscriptions.mjs (excerpt)');
  });

  it('the style guide states the rule', () => {
    expect(read('STYLE_GUIDE.md')).toMatch(
      /A `<details>` block holds only what a reader may skip.*A step a reader must take to keep money, data or keys safe is never folded/,
    );
  });
});

describe('#3: the Developer column’s bullets give their table step number', () => {
  // Review 42 #3: the server's Go live is an ordered list numbered as the checklist (integration-guide-round47).
  it.each([FLOWS])('%s', (file) => {
    const text = goLive(file);
    expect(text).not.toMatch(/^- \*\*/m);
    expect(text).toMatch(/^- Step 2, \*\*Test workspace only: set up the live chatbot\.\*\*/m);
    expect(text).toMatch(/^- Steps? [\d, and]+ needs? nothing of you\.$/m);
  });
});

describe('#4: repeated text has one owner, which the other pages link', () => {
  const AREA = areaPages('integration');
  const uses = (token: string): string[] => AREA.filter((file) => read(file).includes(token));

  it.each([
    ['%PAYMENT_FLOWS_LIVE_KEY_TESTS%', 'integration/payment-reference.mdx', '## Test and live {/*#test-and-live*/}'],
    [
      '%LEADS_COPY_IN_SHEETS%',
      'integration/ghl-lead-integration.mdx',
      '### Copy earlier leads with an import {/*#copy-earlier-leads*/}',
    ],
    [
      '%SECRET_KEY_PROMPT%',
      'integration/payment-reference.mdx',
      '### Give a script its key {/*#give-a-script-its-key*/}',
    ],
  ])('%s is used once, at %s', (token, owner, heading) => {
    expect(uses(token)).toEqual([owner]);
    expect(read(owner).split(token)).toHaveLength(2);
    expect(section(read(owner), heading)).toContain(token);
  });

  it('the other pages link the owners', () => {
    expect(read(PAYMENT)).toContain(
      'a payment in these tests charges a real card ([Test and live](./payment-reference.mdx#test-and-live))',
    );
    expect(read(FLOWS)).toContain(
      "the flows' tests are live too ([Test and live](./payment-reference.mdx#test-and-live))",
    );
    expect(read('integration/mailchimp.mdx')).toContain('(./ghl-lead-integration.mdx#copy-earlier-leads)');
    for (const file of [SERVER, SUBSCRIPTION]) {
      expect(read(file), file).toContain('[Give a script its key](./payment-reference.mdx#give-a-script-its-key)');
      expect(read(file), file).not.toMatch(/read -rs|Read-Host/);
    }
  });

  it('the operator’s test warning points at step 9, the live payment', () => {
    expect(section(read(PAYMENT), '## Test it end to end')).toContain('as in step 9 of [Go live](#go-live)');
  });
});

describe('#6 to #10: what really happens', () => {
  it('#6 the landing page sends the Activepieces routes to Runs, not Recent deliveries', () => {
    const step = section(read('integration/index.mdx'), '## When something does not work');
    expect(step).toContain(
      "for an Activepieces flow (Mailchimp, the Stripe flows), the flow's **Runs** in Activepieces",
    );
    expect(step).not.toMatch(/Recent deliveries[^;]*Mailchimp/);
  });

  it('#7 the payment request’s test field names no Send webhook action', () => {
    const openapi = read('openapi/openapi.yaml');
    expect(openapi).not.toMatch(/as for the\s+Send webhook action/);
  });

  it('#8 What you will have says what each result does, as Event types does', () => {
    const have = section(read(PAYMENT), '## What you will have');
    expect(have).not.toContain('succeeds, fails or expires, the chatbot says so');
    expect(have).toContain('the **Pay** button is disabled');
    expect(have).toContain('[Event types](./payment-reference.mdx#event-types)');
  });

  it('#9 the GoHighLevel field-mapping caveat is under What the lead shows, not in the test', () => {
    const page = read(PAYMENT);
    expect(section(page, '## Test it end to end')).not.toContain('Field mapping');
    expect(section(page, '## What the lead shows')).toContain('(./ghl-lead-integration.mdx#field-mapping)');
  });

  it('#10 the landing table asks HubSpot for a long-running service with a persistent disk, one instance', () => {
    const row = read('integration/index.mdx')
      .split('\n')
      .find((line) => line.includes('(./hubspot-lead-integration.mdx)'))!;
    expect(expand(row)).toContain('a long-running Node.js service with a persistent disk, one instance');
    expect(row).not.toContain('small Node.js server');
    expect(factTokens).toBeDefined();
  });
});

describe('#5: the server knows its chatbot with PARLEY_CHATBOT_ID (run in scripts/payments/sample-server.test.ts)', () => {
  const page = read(SERVER);

  it('the environment table and Several chatbots name the variable, and no longer call the other chatbot’s payments unknown', () => {
    expect(section(page, '### Set its environment')).toMatch(/^\| `PARLEY_CHATBOT_ID` \| Optional/m);
    const several = section(page, '### Several chatbots on one Stripe account');
    expect(several).toContain("logs `another chatbot's payment` once per chatbot");
    expect(several).not.toContain('logs that chatbot’s payments as unknown');
    expect(several).not.toContain("logs that chatbot's payments as unknown");
    expect(read('static/files/custom-payment-server/server.mjs')).toContain('process.env.PARLEY_CHATBOT_ID');
  });

  it('the 404 row does not send another chatbot’s subscription to be cancelled', () => {
    const row = section(page, '## Troubleshooting')
      .split('\n')
      .find((line) => line.startsWith('| Your log says `the Events URL knows no such payment request`.'))!;
    expect(row).toContain("Another chatbot's: leave it, and set `PARLEY_CHATBOT_ID`");
  });
});
