/**
 * Review 46 of the integration guide (round 51, payments and GoHighLevel): the go-live checklist deploys the server
 * and moves the Checkout URL and the live event destination off the tunnel before any live key goes in; the server's
 * step 6 as three ordered sub-steps; the sample server tested as the Quick start sets it up; both routes of a payment's
 * fields to a GoHighLevel contact; GoHighLevel's team-reply pause decided in facts.ts and stated once.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {ghlTeamReplyPause} from '../config/facts';
import {ROOT, read, sectionIn as section} from './page-text';

const OPERATOR = 'integration/custom-payment-integration.mdx';
const SERVER = 'integration/custom-payment-server.mdx';
const GHL = 'integration/ghl-chat-integration.mdx';

describe('#1: the server is deployed, and the Checkout URL and live destination moved to it, before any live key', () => {
  const checklist = section(read(OPERATOR), '## Go live');
  const serverGoLive = section(read(SERVER), '## Go live');

  it('the checklist opens with a server-only deploy row, without renumbering the steps', () => {
    const rows = checklist.split('\n').filter((text) => text.startsWith('| '));
    const one = rows.findIndex((text) => text.startsWith('| 1. **'));
    const deploy = rows.findIndex((text) => text.startsWith('| **With a server: deploy it first.** |'));
    expect(deploy).toBe(one - 1);
    expect(rows[deploy - 1]).toBe('| --- | --- |');
    expect(rows[deploy]).toContain('Set the **Checkout URL** of each chatbot it serves to its public HTTPS address');
    expect(rows[deploy]).toContain('live event destination of step 6 goes there too');
    // Both plans' server cells name it; the flows' cells do not (their Checkout URL is public already).
    const which = rows.filter((text) => /^\| (Pro|%PLANS_WITH_API%) /.test(text));
    expect(which).toHaveLength(2);
    for (const row of which) {
      const cells = row.split(' | ');
      expect(cells[1]).toContain(', after the deploy step');
      expect(cells[2]).not.toContain('deploy');
    }
    expect(checklist).toContain('**The deploy step, with a server.**');
    expect(checklist).toContain("The Activepieces flows' **Checkout URL** is public already.");
  });

  it('step 2 no longer gives the live chatbot the (tunnel) Checkout URL unchanged', () => {
    const step2 = checklist.split('\n').find((text) => text.startsWith('**Step 2, the live chatbot.**'))!;
    expect(step2).not.toContain('with the same **Checkout URL** (and **Custom header**)');
    expect(step2).toContain('with a server, the deployed address of the first step');
  });

  it("the server's Go live deploys before step 1, and Test your server says the tunnel is for tests only", () => {
    const lines = serverGoLive.split('\n');
    const deploy = lines.findIndex((text) => text.startsWith('**Deploy the server first**, still with test keys:'));
    const one = lines.findIndex((text) => text.startsWith('1. **'));
    expect(deploy).toBeGreaterThan(0);
    expect(deploy).toBeLessThan(one);
    const block = lines.slice(deploy, one).join('\n');
    expect(block).toContain('stop the tunnel');
    expect(block).toContain('`/parley/checkout` as the new **Checkout URL**');
    const test = section(read(SERVER), '## Test your server');
    expect(test).toContain('The tunnel and the Stripe CLI are for tests only');
  });

  it("step 6's live destination is the deployed address, not 'the same /stripe/webhook address'", () => {
    const step6 = serverGoLive.slice(serverGoLive.indexOf('6. **'), serverGoLive.indexOf('7. **'));
    expect(step6).not.toContain('the same `/stripe/webhook` address');
    expect(step6).toContain("the deployed server's public address with `/stripe/webhook`");
    expect(step6).toContain("not a tunnel's");
  });
});

describe("#2: the server's step 6 in three ordered sub-steps, and the CLI's secret described truly", () => {
  const serverGoLive = section(read(SERVER), '## Go live');
  const step6 = serverGoLive.slice(serverGoLive.indexOf('6. **'), serverGoLive.indexOf('7. **'));

  it('says where the CLI’s events go, not that its secret lasts only while it runs', () => {
    expect(serverGoLive).not.toContain('lasts only while the CLI runs');
    const deploy = serverGoLive.slice(
      serverGoLive.indexOf('**Deploy the server first**'),
      serverGoLive.indexOf('1. **'),
    );
    expect(deploy).toContain('`stripe listen`, whose events reach only your computer, and only while the CLI runs');
  });

  it('test secret, then the live destination, then its secret, as numbered sub-steps', () => {
    expect(step6).not.toContain("Keep a test destination's secret in `STRIPE_TEST_WEBHOOK_SECRET`");
    const subs = step6.split('\n').filter((text) => /^ {3}\d+\. /.test(text));
    expect(subs.map((text) => text.trim().match(/^\d+\. \*\*([^*]+)\*\*/)![1])).toEqual([
      "The test destination's secret, in `STRIPE_TEST_WEBHOOK_SECRET`.",
      'The live destination.',
      'Its secret, in `STRIPE_WEBHOOK_SECRET`.',
    ]);
    expect(subs[0]).toContain('from `STRIPE_WEBHOOK_SECRET` to `STRIPE_TEST_WEBHOOK_SECRET`');
    expect(subs[1]).toContain('In live mode, create the event destination');
    expect(subs[2]).toContain("the live destination's signing secret");
  });
});

describe('#3: the page states the tested setup once, as the Quick start sets it up, and the test runs it', () => {
  it('the page no longer says the tests use an npm init -y package.json', () => {
    const page = read(SERVER);
    expect(page).not.toContain('beside a `package.json` made by `npm init -y`, against a stand-in');
    expect(page).toContain(
      'The tests of this site run the published `server.mjs` as it is, beside the published `package.json`, as the [Quick start](#quick-start) sets them up',
    );
    expect(section(page, '## Quick start')).toContain(
      '[`package.json`](pathname:///files/custom-payment-server/package.json)',
    );
  });

  it('sample-server.test.ts writes the published package.json beside server.mjs', () => {
    const source = readFileSync(path.join(ROOT, 'scripts/payments/sample-server.test.ts'), 'utf8');
    expect(source).not.toContain('NPM_INIT_PACKAGE_JSON');
    expect(source).toContain(
      "writeFileSync(path.join(WORK, 'package.json'), readFileSync(path.join(ROOT, PUBLISHED_PACKAGE), 'utf8'));",
    );
  });
});

describe('#4: What the lead shows names both routes of the payment fields to a GoHighLevel contact', () => {
  const shows = section(read(OPERATOR), '## What the lead shows');

  it('the lead integration’s Field mapping, and for a GoHighLevel conversation the chat integration’s Field sync', () => {
    expect(shows).not.toContain('the contact shows these fields in GoHighLevel only if they are in its');
    expect(shows).toContain('[**Field mapping**](./ghl-lead-integration.mdx#field-mapping)');
    expect(shows).toContain(
      "A payment in a GoHighLevel conversation: its lead is one the lead integration's method A never sends back, so the fields reach the contact only through the [chat integration's **Field sync**](./ghl-chat-integration.mdx#field-mapping), if you list them there.",
    );
    // The chat page says the same of such leads.
    expect(read(GHL)).toContain('never sends such a lead back, so this mapping is its only way to the contact');
  });
});

describe('#5: GoHighLevel’s team-reply pause: decided in facts.ts, stated in the Pauses table only', () => {
  const page = read(GHL);
  const row = page.split('\n').find((text) => text.startsWith('| **Pause when your team replies** |'))!;
  const pauses = section(page, '### Pauses');

  it('the default is a number of hours, not “On”, and the setting cannot be turned off', () => {
    expect(ghlTeamReplyPause.canBeOff).toBe(false);
    expect(row).not.toContain('| On, for');
    expect(row.split(' | ')[1]).toBe('%GHL_PAUSE_DEFAULT_HOURS% hours');
    expect(row).toContain('%GHL_PAUSE_MIN_HOURS% to %GHL_PAUSE_MAX_HOURS% hours, or **Until a user removes the tag**');
    expect(row).toContain('It cannot be turned off.');
  });

  it('a pause of hours follows the GHL thread past the conversation’s end, and the rule is stated once', () => {
    expect(ghlTeamReplyPause.scope).toBe('ghl-thread');
    const hours = pauses.split('\n').find((text) => text.includes('set to a number of hours'))!;
    expect(hours).not.toContain('That conversation only');
    expect(hours).toContain("The contact's GHL thread, for the hours");
    expect(hours).toContain("outlasts the conversation's end");
    expect(hours).toContain('%TEXT_CONVERSATION_IDLE_HOURS% hours without a message');
    // Stated once: no paragraph below the settings table, none below the Pauses table, no rule in the test's step.
    expect(page).not.toContain('**Pause when your team replies** takes');
    expect(page).not.toContain('Nothing ends a pause of a number of hours sooner');
    expect(page.split('Nothing ends it sooner')).toHaveLength(2);
    expect(page).not.toContain('for the hours set when it is sent');
    expect(row).not.toContain('that conversation, for that long');
  });
});
