/**
 * Review round 41 of the integration guide (the round after 44's tests): the live check's amount is the provider's
 * minimum, the website tests delete their leads, the HubSpot copy starts only once it has its secret, one string for
 * what the HubSpot server runs on, a plain Google Sheet sync-error sentence, where the flows name the `pi_…`, HubSpot
 * among the API-key users and the team's phrase in the Preview test.
 */
import {describe, expect, it} from 'vitest';
import {factTokens, googleSheetSyncErrorEmail, hubspotServerHost} from '../config/facts';
import {read, sectionIn as section} from './page-text';

const PAYMENT = 'integration/custom-payment-integration.mdx';
const HUBSPOT = 'integration/hubspot-lead-integration.mdx';
const LANDING = 'integration/index.mdx';

const steps = (text: string): string[] => text.split('\n').filter((line) => /^\d+\. /.test(line));
const stepNine = (): string =>
  read(PAYMENT)
    .split('\n')
    .find((line) => line.startsWith('**Step 9, one small live payment.**'))!;

describe('#1: the live check pays the smallest amount the provider accepts', () => {
  it('names no fixed 1.00 and links Stripe’s minimum charge table with examples', () => {
    const step = stepNine();
    expect(step).not.toContain('1.00');
    expect(step).toContain('the smallest amount your provider accepts in your currency');
    expect(step).toContain('(https://docs.stripe.com/currencies#minimum-and-maximum-charge-amounts)');
    expect(step).toMatch(/0\.50 USD, 50 JPY/);
  });
});

describe('#2: the website tests and the live check end by deleting the test lead', () => {
  it('the Pro plan website test ends with the cleanup, for every route', () => {
    const test = section(read(PAYMENT), '### Pro plan: test on your website {/*#pro-plan-test-on-your-website*/}');
    expect(steps(test).at(-1)).toBe('7. %TEST_LEAD_CLEANUP%');
    expect(test).not.toContain('as in step 7 of the **Preview** test');
  });

  it('step 9 ends with the cleanup after the refund and the deletions', () => {
    expect(stepNine()).toMatch(/the `Go-live check` product\. %TEST_LEAD_CLEANUP%$/);
    expect(factTokens['%TEST_LEAD_CLEANUP%']).toMatch(/what a connection made of it in your CRM/);
  });
});

describe('#3: the HubSpot test copy starts only once it has its bot_…=whsec_… entry', () => {
  it('step 2 prepares the copy, step 3 creates the endpoint, sets the secret and starts it', () => {
    const list = steps(section(read(HUBSPOT), '## Send a test event to a copy {/*#send-a-test-event*/}'));
    expect(list[1]).toMatch(/^2\. Prepare a second copy of the server, without starting it yet:/);
    expect(list[1]).not.toMatch(/\bStart\b|\bstart the copy\b/);
    const endpoint = list[2].indexOf('Add its address as an endpoint');
    const secret = list[2].indexOf("`bot_…=whsec_…` in the copy's `PARLEY_LEAD_WEBHOOK_SECRETS`");
    const start = list[2].indexOf('then start the copy');
    expect(endpoint).toBeGreaterThan(-1);
    expect(secret).toBeGreaterThan(endpoint);
    expect(start).toBeGreaterThan(secret);
  });
});

describe('#4: one string says what the HubSpot server runs on', () => {
  it('the landing row and the guide’s intro use the token, and the old wording is gone', () => {
    expect(factTokens['%HUBSPOT_SERVER_HOST%']).toBe(hubspotServerHost);
    expect(hubspotServerHost).toBe('a long-running Node.js service with a persistent disk, one instance');
    const row = read(LANDING)
      .split('\n')
      .find((line) => line.startsWith("| Send the chatbot's leads to HubSpot"))!;
    expect(row).toContain('A developer who can run %HUBSPOT_SERVER_HOST% |');
    const intro = read(HUBSPOT);
    expect(intro).toContain('For a developer who can run %HUBSPOT_SERVER_HOST%:');
    expect(intro).not.toContain('small Node.js server');
  });
});

describe('#5: the Google Sheet sync error email says plainly which setting controls it', () => {
  it('the shared token names the source setting and the absent Profile switch', () => {
    expect(googleSheetSyncErrorEmail).toContain(
      "The source's **Notify on sync errors** alone controls the email; **Profile → Notifications** has no switch for it. Each source has its own",
    );
    expect(googleSheetSyncErrorEmail).not.toContain('which alone decides, for all of them');
  });
});

describe('#6: a refund with the Activepieces flows finds the pi_… in the events flow’s run', () => {
  it('Refund a payment step 2 says where', () => {
    const refund = steps(section(read(PAYMENT), '### Refund a payment {/*#refund-a-payment*/}'));
    // Review 45 #4: run history is kept short, so the route is the Checkout Session the lead names.
    expect(refund[1]).toContain("search the Stripe Dashboard for the lead's `payment_reference`");
  });
});

describe('#7: the landing page names HubSpot among the API-key users', () => {
  it('in the API keys bullet and the HTTP API row, with its read-only key', () => {
    const page = read(LANDING);
    const bullet = page.split('\n').find((line) => line.startsWith('- **API keys**'))!;
    expect(bullet).toMatch(
      /\[HubSpot server\]\(\.\/hubspot-lead-integration\.mdx\)'s catch-up and backfill, with a read-only key/,
    );
    const row = page.split('\n').find((line) => line.startsWith('| The HTTP API, with an API key'))!;
    expect(row).toContain('[HubSpot](./hubspot-lead-integration.mdx) catch-up and backfill (read-only key)');
  });
});

describe('#8: the Preview test says how to start a keyword-only flow', () => {
  it('step 3 tells Pro plan users to type the team’s phrase', () => {
    const test = section(read(PAYMENT), '## Test it end to end');
    expect(steps(test)[2]).toMatch(
      /^3\. In the \*\*Preview\*\* panel, start the flow \(on the Pro plan, type your team's phrase\), give/,
    );
  });
});
