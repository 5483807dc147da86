/**
 * The decisions of review round 33 (integration guides): each rule has one owner that the other pages link, the
 * server pages lead with a quick start, and troubleshooting cells stay short. The published servers themselves are
 * run by scripts/payments/sample-server.test.ts and scripts/samples/hubspot-lead-sync.test.ts.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {factTokens} from '../config/facts';
import {ghlOutOfHoursHandOff} from '../config/facts';

const ROOT = path.resolve(import.meta.dirname, '..');
const read = (file: string): string => readFileSync(path.join(ROOT, file), 'utf8');
const pages = readdirSync(path.join(ROOT, 'integration'))
  .filter((name) => name.endsWith('.mdx'))
  .map((name) => ({name, text: read(`integration/${name}`)}));
/** The text under a `##` heading, up to the next `##`. */
const section = (page: string, heading: string): string => {
  const parts = page.split(`\n## ${heading}`);
  if (parts.length < 2) throw new Error(`no "## ${heading}"`);
  return parts[1].split('\n## ')[0];
};
/** The cells of a Markdown table's body rows. */
const cells = (text: string): string[] =>
  text
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| ---'))
    .slice(1)
    .flatMap((line) => line.slice(2, -2).split(' | '));

describe('#2 and #4: the server pages lead with a quick start, and HubSpot has one first run', () => {
  it.each(['custom-payment-server', 'hubspot-lead-integration'])(
    '%s: Quick start comes before the reference',
    (name) => {
      const page = read(`integration/${name}.mdx`);
      // HubSpot's How it behaves is a section of its Reference (review 35), its own page since review 40: the task
      // page ends with a Reference section that links it.
      const headings = [...page.matchAll(/^##{1,2} (.+)$/gm)].map((match) => match[1]);
      expect(headings.indexOf('Quick start')).toBeGreaterThan(-1);
      expect(headings.indexOf('Quick start')).toBeLessThan(
        headings.findIndex((text) => /How it (works|behaves)|^Reference$/.test(text)),
      );
      expect(section(page, 'Quick start')).toMatch(/^\d\. Download \[`[\w-]+\.mjs`\]\(pathname:\/\/\/files\//m);
    },
  );

  it('HubSpot: the first start with --backfill is one step of the quick start, and the other sections link it', () => {
    const page = read('integration/hubspot-lead-integration.mdx');
    const steps = page
      .split('\n')
      .filter((line) => /^\d+\. .*`(npm run backfill|node hubspot-leads\.mjs --backfill)`/.test(line));
    // Review 36: the quick start's step (after its test, review 37) runs it; Send existing leads once owns the procedure (stop the server, run
    // the backfill until it exits, start the server); Go live links there.
    expect(steps).toHaveLength(2);
    expect(section(page, 'Quick start')).toContain(steps[0]);
    expect(steps[0]).toContain('](#send-existing-leads-once)');
    expect(section(page, 'Send existing leads once {/*#send-existing-leads-once*/}')).toContain(steps[1]);
    expect(section(page, 'Send existing leads once {/*#send-existing-leads-once*/}')).toMatch(
      /1\. Stop the deployed server[\s\S]*2\. Run `npm run backfill`[\s\S]*exits[\s\S]*4\. Start the server with `npm start`/,
    );
    expect(page).not.toMatch(/Stop the server, then start it with the flag/);
    expect(page).not.toMatch(/Then `npm install express` and `node hubspot-leads\.mjs`/);
    expect(section(page, 'Go live {/*#go-live*/}')).toContain('](#send-existing-leads-once)');
  });
});

describe('#3 and #7: one test/live matrix, at payment-reference#test-and-live', () => {
  const reference = read('integration/payment-reference.mdx');

  it('says where each conversation runs, with which keys, on which plan', () => {
    const matrix = section(reference, 'Test and live {/*#test-and-live*/}');
    expect(matrix).toContain('| Where the conversation runs | `test` | Plans |');
    expect(matrix).toContain(
      '| What your server holds | A request with `"test": true` | A request with `"test": false` |',
    );
    expect(matrix).toMatch(/\*\*On the Pro plan\*\*/);
    expect(matrix).toMatch(/\*\*On the %PLANS_WITH_API% plan\*\*/);
  });

  it.each([
    'custom-payment-integration',
    'custom-payment-server',
    'custom-payment-subscription',
    'stripe-active-pieces-integration',
  ])('%s links it', (name) => {
    const page = read(`integration/${name}.mdx`);
    // Review 34: or through %PAYMENT_TESTS_AFTER_GO_LIVE%, whose text links it.
    const links =
      page.includes('](./payment-reference.mdx#test-and-live)') ||
      (page.includes('%PAYMENT_TESTS_AFTER_GO_LIVE%') &&
        factTokens['%PAYMENT_TESTS_AFTER_GO_LIVE%'].includes('](/integration/payment-reference#test-and-live)'));
    expect(links).toBe(true);
  });

  it('the subscription test is one path: no bullet per plan before its steps', () => {
    const test = section(read('integration/custom-payment-subscription.mdx'), 'Test it end to end').split('\n### ')[0];
    expect(test).not.toMatch(/^- \*\*(%PLANS_WITH_API%|Pro) plan:/m);
    expect(test.split('\n').filter((line) => /^1\. /.test(line))).toHaveLength(1);
  });
});

describe('#5: troubleshooting cells are short, detail under the table', () => {
  it.each(['custom-payment-server', 'hubspot-lead-integration'])('%s', (name) => {
    const table = section(read(`integration/${name}.mdx`), 'Troubleshooting');
    const long = cells(table).filter((cell) => cell.length > 250);
    expect(long).toEqual([]);
  });
});

describe('#9: GoHighLevel out of hours', () => {
  it('starts no hand-off: no assignment, no tag, the chatbot goes on answering', () => {
    expect(ghlOutOfHoursHandOff).toMatch(/starts no hand-off/);
    expect(ghlOutOfHoursHandOff).toMatch(/assigns the conversation to nobody, adds no `parley-handoff` tag/);
    const page = read('integration/ghl-chat-integration.mdx');
    // Review 35: the row points below the settings table, where the out-of-hours rules are.
    expect(page).toMatch(/^\| \*\*Working hours\*\* \|.*Outside them: below the table\. \|$/m);
    expect(page).toMatch(/^\*\*Outside working hours\.\*\* %GHL_OUT_OF_HOURS_HAND_OFF% %GHL_OUT_OF_HOURS%$/m);
    expect(page).toMatch(/^\| The chatbot hands off, within \*\*Working hours\*\*/m);
  });
});

describe('#10: Mailchimp says what a withdrawal does, on both routes', () => {
  it('has one section for it', () => {
    const page = read('integration/mailchimp.mdx');
    expect(page).toContain('### When someone withdraws consent {/*#withdrawn-consent*/}');
    expect(page).toMatch(/\*\*Unsubscribed in Mailchimp\.\*\* The member stays unsubscribed/);
    expect(page).toMatch(/\*\*`No` in the chat after a `Yes`\.\*\* The person stays subscribed/);
  });
});

describe('#11: refunds have one owner, the Stripe Dashboard first', () => {
  it('custom-payment-integration#refund-a-payment: the Dashboard, then cs_ to pi_', () => {
    const page = read('integration/custom-payment-integration.mdx');
    const refund = page.split('### Refund a payment {/*#refund-a-payment*/}')[1].split('\n## ')[0];
    expect(refund.indexOf('1. In the Stripe Dashboard')).toBeGreaterThan(-1);
    // Review 34: the Stripe CLI command is the developer's, on the server page; the admin's step 2 links it.
    expect(refund.indexOf('1. In the Stripe Dashboard')).toBeLessThan(
      refund.indexOf('(./custom-payment-server.mdx#find-a-leads-payment)'),
    );
    expect(
      read('integration/custom-payment-server.mdx').split('{/*#find-a-leads-payment*/}')[1].split('\n#')[0],
    ).toContain('`stripe checkout sessions retrieve cs_…`');
    const elsewhere = pages.filter(
      ({name, text}) => name !== 'custom-payment-server.mdx' && text.includes('stripe checkout sessions retrieve'),
    );
    expect(elsewhere.map(({name}) => name)).toEqual([]);
    expect(read('integration/custom-payment-server.mdx')).toContain(
      '](./custom-payment-integration.mdx#refund-a-payment)',
    );
  });
});

describe('#12 and repeated advice: said once, linked elsewhere', () => {
  it('the integrations index names the API plan in its table, not again in Before you start', () => {
    // Review 41 #2: the Plan bullet points at Choose a guide, whose Plans column names every route's plan.
    const before = section(read('integration/index.mdx'), 'Before you start any integration');
    expect(before).not.toContain('%PLANS_WITH_API%');
  });

  it('the Link expiry advice is given at its owner; the others link it', () => {
    const advice = /%PAYMENT_LINK_ADVISED_MINUTES% minutes or more/;
    // Review 38 #6: the settings notes sit below the settings table, in Manage the integration on the operator's page.
    const owner = read('integration/custom-payment-integration.mdx')
      .split('\n### Integration settings\n')[1]
      .split('\n### ')[0];
    expect(owner).toMatch(
      /\*\*Link expiry with Stripe and WhatsApp\.\*\*.*%PAYMENT_LINK_ADVISED_MINUTES% minutes or more/,
    );
    for (const {name, text} of pages.filter((page) => page.name !== 'custom-payment-integration.mdx')) {
      for (const line of text.split('\n').filter((line) => advice.test(line))) {
        expect(line, name).toContain('](./custom-payment-integration.mdx#integration-settings)');
      }
    }
  });

  it('the greyed-out Pay button is answered once, by the retry path of Use it in a flow', () => {
    const rows = pages.flatMap(({name, text}) =>
      text
        .split('\n')
        .filter((line) => /^\| The \*\*Pay\*\* button is greyed out/.test(line))
        .map(() => name),
    );
    expect(rows).toEqual(['custom-payment-integration.mdx']);
  });
});
