/**
 * Review 48 of the integration guide (round 53, custom payments): the live chatbot's Send test request only after the
 * server restarted with its values; ALLOW_TEST_PAYMENTS_ON_LIVE_CHATBOT read only at start; the test chatbot's own
 * PARLEY_INTEGRATIONS entry, and the server's warning when the single variables are ignored; a test chatbot's copy of
 * the server with PARLEY_CHATBOT_ID, and another chatbot's test payment logged without the ALLOW advice; one
 * troubleshooting row for another chatbot's payments; step 8 named for what each runner does.
 * The server's behaviour runs in scripts/payments/sample-server.test.ts.
 */
import {describe, expect, it} from 'vitest';
import {read, sectionIn as section} from './page-text';

const OPERATOR = 'integration/custom-payment-integration.mdx';
const SERVER = 'integration/custom-payment-server.mdx';
const SUBSCRIPTION = 'integration/custom-payment-subscription.mdx';
const FLOWS = 'integration/stripe-active-pieces-integration.mdx';
const SERVER_FILE = 'static/files/custom-payment-server/server.mjs';
const SAMPLE_TEST = 'scripts/payments/sample-server.test.ts';

const serverGoLive = section(read(SERVER), '## Go live');
const checklist = section(read(OPERATOR), '## Go live');
const step = (text: string, n: number): string =>
  text.slice(text.indexOf(`\n${n}. **`), text.indexOf(`\n${n + 1}. **`));
const rows = (text: string): string[] => text.split('\n').filter((line) => line.startsWith('| '));

describe('#1: the live chatbot’s Send test request runs after the server restarted with its values', () => {
  it("the server's step 2 ends with the restart, then the administrator's test on the live chatbot", () => {
    expect(step(serverGoLive, 2).trimEnd()).toMatch(
      /So restart it \(test keys still in place\), then have your administrator select \*\*Send test request\*\* on the live chatbot: `2xx`\.$/,
    );
    expect(step(serverGoLive, 2)).toContain(
      "answers the live chatbot's **Send test request** `400` (`invalid_signature`)",
    );
  });

  it("the checklist's step 2 saves first and runs the test only after that restart", () => {
    const two = checklist.split('**Step 2, the live chatbot.**')[1].split('\n**Step 5')[0];
    expect(two).toContain('With a server, select only **Save** at step 5 of that setup.');
    expect(two).toContain(
      "Select **Send test request** once your developer has put these values in and restarted the server ([the server's Go live](./custom-payment-server.mdx#go-live), **Set up the live chatbot**)",
    );
    expect(two).toContain('no secret needs rolling');
    expect(serverGoLive).toMatch(/^2\. \*\*Test workspace only: set up the live chatbot\.\*\*/m);
    // The 400 the pages quote is the server's.
    expect(read(SERVER_FILE)).toContain("return res.status(400).json({error: 'invalid_signature'});");
  });

  it('the signature row names the missing restart before a roll', () => {
    const row = rows(section(read(SERVER), '## Troubleshooting')).find((line) =>
      line.includes('the signature was refused'),
    );
    expect(row).toContain('the server has not restarted since it got the secret');
    expect(row).toContain('restart after a new secret');
  });
});

describe('#2: ALLOW_TEST_PAYMENTS_ON_LIVE_CHATBOT is read at start', () => {
  it('step 1 sets it at the deploy step, or with a restart', () => {
    expect(step(serverGoLive, 1)).toContain(
      'Set `ALLOW_TEST_PAYMENTS_ON_LIVE_CHATBOT=1` for it at the deploy step, or set it now and restart the server: it reads the variable only when it starts.',
    );
    expect(read(SERVER_FILE)).toMatch(
      /^const ALLOW_TEST_ON_LIVE = .*process\.env\.ALLOW_TEST_PAYMENTS_ON_LIVE_CHATBOT/m,
    );
  });
});

describe('#3: with PARLEY_INTEGRATIONS, the test chatbot gets an entry of its own', () => {
  it('step 2 moves the test chatbot’s three values into its own entry', () => {
    expect(step(serverGoLive, 2)).toContain(
      "and move the test chatbot's three values into an entry of its own too: the server then ignores the single `PARLEY_…` variables.",
    );
  });

  it('the server warns at start when the single variables are set beside PARLEY_INTEGRATIONS, and a test runs it', () => {
    expect(read(SERVER_FILE)).toContain("move that chatbot's values into an entry of its own in PARLEY_INTEGRATIONS.");
    expect(read(SAMPLE_TEST)).toContain('warns at start that the single variables are ignored');
    expect(section(read(SERVER), '### Several chatbots on one Stripe account')).toContain(
      'With it set, the server ignores those three and `PARLEY_CHATBOT_ID`, and says so at start (`PARLEY_INTEGRATIONS is set, so … are ignored`)',
    );
  });
});

describe('#4: a test chatbot’s copy of the server names its chatbot', () => {
  it('the subscription test sets PARLEY_CHATBOT_ID on the copy', () => {
    expect(read(SUBSCRIPTION)).toContain(
      "For a test chatbot: a copy of your server with `PARLEY_CHATBOT_ID` set to the test chatbot's **Chatbot ID**, so that it skips the live chatbot's test events",
    );
  });

  it('the server gives the ALLOW advice only for its own chatbot, and a test runs it', () => {
    const code = read(SERVER_FILE);
    const check = code.indexOf('if (event.livemode === false && !ALLOW_TEST_ON_LIVE');
    const other = code.indexOf("another chatbot's test payment", check);
    const why = code.indexOf('ALLOW_TEST_PAYMENTS_ON_LIVE_CHATBOT is not 1', check);
    expect(check).toBeGreaterThan(0);
    expect(other).toBeGreaterThan(check);
    expect(why).toBeGreaterThan(other);
    expect(read(SAMPLE_TEST)).toContain(
      "logs the live chatbot's Preview test payment as another chatbot's test payment",
    );
  });
});

describe('#5: one troubleshooting row for another chatbot’s payments, test ones included', () => {
  it('the row quotes both log lines the server prints', () => {
    const code = read(SERVER_FILE);
    expect(code).toContain("another chatbot's test payment (${chatbotId}); not reported");
    expect(code).toContain("another chatbot's payment (${chatbotId}, not PARLEY_CHATBOT_ID); not reported");
    const matching = rows(section(read(SERVER), '## Troubleshooting')).filter((line) =>
      line.includes("another chatbot's"),
    );
    const row = matching.find((line) => line.startsWith("| Your log says `another chatbot's payment"));
    expect(row).toContain("`another chatbot's test payment (bot_…); not reported`");
    expect(row).toContain('Nothing: a test payment took no money');
    expect(matching.filter((line) => line.includes("`another chatbot's test payment"))).toHaveLength(1);
  });
});

describe('#6: step 8 is named for what each runner does', () => {
  const name = 'Restart the server, or publish the flows';

  it('the checklist, the server and the flows name it alike', () => {
    expect(checklist).toContain(`| 8. **${name}.** |`);
    // Review 49 int #5: the server-only page names its own form (integration-guide-round54).
    expect(serverGoLive).toMatch(/^8\. \*\*Restart the server\.\*\* Restart it/m);
    expect(section(read(FLOWS), '## Go live')).toContain(`- Step 8, **${name}.** Publish both flows.`);
    for (const file of [OPERATOR, SERVER, FLOWS]) expect(read(file)).not.toContain('Restart and publish');
  });
});
