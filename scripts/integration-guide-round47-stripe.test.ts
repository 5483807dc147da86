/**
 * Review 42 of the integration guide, the Stripe with Activepieces page: the no-code task page keeps Set up, Test,
 * Go live and the common troubleshooting; the field mapping, Manage the flows, the rarer troubleshooting and After a
 * 409 moved to a reference page of their own, with their anchors (#1). The Pro plan test starts the flow with the
 * team's phrase (#2). The flows' key needs Customer portal only with use_customer_reference on (#3).
 */
import {execFileSync} from 'node:child_process';
import {describe, expect, it} from 'vitest';
import sidebars from '../sidebars-integration';
import {ROOT, expand, read, sectionIn as section} from './page-text';

const TASK = 'integration/stripe-active-pieces-integration.mdx';
const REFERENCE = 'integration/stripe-active-pieces-reference.mdx';
const MOVED = [
  'field-mapping',
  'keep-the-keys-safe',
  'roll-what-was-shared',
  'change-the-custom-header-value',
  'run-history-and-privacy',
  'after-a-409',
];

/** The anchors of a page: a heading's own id comment, or its text made into a slug. */
const anchors = (text: string): Set<string> =>
  new Set(
    text
      .split('\n')
      .filter((line) => /^#{2,4} /.test(line))
      .map((line) => {
        const id = /\{\/\*#([\w-]+)\*\/\}\s*$/.exec(line);
        if (id) return id[1];
        return line
          .replace(/^#+ /, '')
          .toLowerCase()
          .replace(/[^\w\s-]/g, '')
          .trim()
          .replace(/\s+/g, '-');
      }),
  );

/** The anchors a page links on another page of the integration guide. */
const linked = (text: string, target: string): string[] =>
  [...text.matchAll(new RegExp(`\\]\\(\\./${target}\\.mdx#([\\w-]+)\\)`, 'g'))].map((match) => match[1]);

const headings = (text: string): string[] =>
  text
    .split('\n')
    .filter((line) => /^##+ /.test(line))
    .map((line) => line.replace(/ \{\/\*#[\w-]+\*\/\}$/, ''));

describe('#1: the task page keeps the task; the flows reference holds the rest', () => {
  const task = read(TASK);
  const reference = read(REFERENCE);

  it('the task page has only Set up, Test, Go live, a short Troubleshooting, Reference and Related pages', () => {
    expect(headings(task).filter((line) => line.startsWith('## '))).toEqual([
      '## What you will have',
      '## Prerequisites',
      '## Download the flows',
      '## Set up',
      '## Test it end to end',
      '## Go live',
      '## Troubleshooting',
      '## Reference',
      '## Related pages',
    ]);
    for (const id of MOVED) expect(task, id).not.toContain(`{/*#${id}*/}`);
    expect(task).not.toMatch(/^#{2,3} (Field mapping|Manage the flows|After a 409)/m);
    expect(task).not.toContain('`subscription_data[trial_period_days]`');
    expect(task).not.toContain('AP_EXECUTION_DATA_RETENTION_DAYS');
    // About two thirds of its 4,685 words before the move.
    expect(task.split(/\s+/).length).toBeLessThan(3500);
  });

  it('the task page keeps the common troubleshooting rows and links the rarer ones', () => {
    const troubleshooting = section(task, '## Troubleshooting');
    const rows = troubleshooting.split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('| ---'));
    expect(rows.length - 1).toBeLessThanOrEqual(9);
    expect(rows.join('\n')).not.toMatch(/`(409|429)`|payment_integration_inactive|payment_request_not_found/);
    for (const common of ['`/sync`', '`No such price`', '`No such event`', 'Renewals reach Stripe but not the lead'])
      expect(troubleshooting, common).toContain(common);
    expect(troubleshooting).toContain('[Stripe flows reference](./stripe-active-pieces-reference.mdx#troubleshooting)');
    expect(section(task, '## Reference')).toContain('[Stripe flows reference](./stripe-active-pieces-reference.mdx)');
  });

  it('the reference page has the moved sections with their ids, front matter in readers’ words, and links back', () => {
    expect(reference).toMatch(/^title: "Stripe flows reference"$/m);
    expect(reference).toMatch(/^description: ".{40,}"$/m);
    expect(reference).toMatch(/^keywords: \[.+\]$/m);
    const questions = reference.split('\nquestions:\n')[1].split('\n---')[0].split('\n');
    expect(questions.length).toBeGreaterThanOrEqual(5);
    expect(headings(reference)).toEqual([
      '## Field mapping',
      '## Manage the flows',
      '### Keep the keys safe',
      '### Roll what was shared',
      '### Change the custom header value',
      '### Run history and privacy',
      '## Troubleshooting',
      '### After a 409',
      '## Related pages',
    ]);
    for (const id of MOVED) expect(anchors(reference).has(id), id).toBe(true);
    for (const rare of ['`409`', '`429` with `rate_limited`', '`payment_integration_inactive`', '`expires_at`'])
      expect(section(reference, '## Troubleshooting'), rare).toContain(rare);
    expect(reference).toContain('](./stripe-active-pieces-integration.mdx#test-it-end-to-end)');
    expect(reference).toContain('](./stripe-active-pieces-integration.mdx#troubleshooting)');
  });

  it('comes right after the task page in the Payments sidebar', () => {
    const payments = (sidebars.integration as Array<{label?: string; items?: string[]}>).find(
      (item) => item.label === 'Payments',
    );
    const items = payments?.items ?? [];
    expect(items[items.indexOf('stripe-active-pieces-integration') + 1]).toBe('stripe-active-pieces-reference');
  });

  it('every link between the two pages lands on an anchor of the other', () => {
    const onReference = linked(task, 'stripe-active-pieces-reference');
    expect(onReference.length).toBeGreaterThanOrEqual(4);
    for (const id of onReference) expect(anchors(reference).has(id), id).toBe(true);
    const onTask = linked(reference, 'stripe-active-pieces-integration');
    expect(onTask.length).toBeGreaterThanOrEqual(4);
    for (const id of onTask) expect(anchors(task).has(id), id).toBe(true);
    for (const [, id] of reference.matchAll(/\]\(#([\w-]+)\)/g)) expect(anchors(reference).has(id), id).toBe(true);
    for (const [, id] of task.matchAll(/\]\(#([\w-]+)\)/g)) expect(anchors(task).has(id), id).toBe(true);
  });

  it('no page, fact, test or search answer links a moved anchor on the task page', () => {
    const pattern = `stripe-active-pieces-integration(\\.mdx)?#(${MOVED.join('|')})\\b`;
    let found = '';
    try {
      found = execFileSync(
        'git',
        [
          'grep',
          '-nE',
          pattern,
          '--',
          'user',
          'developer',
          'integration',
          'config',
          'openapi',
          'src',
          'measure',
          'e2e',
        ],
        {cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore']},
      );
    } catch (error) {
      // git grep exits 1 when nothing matches.
      expect((error as {status?: number}).status).toBe(1);
    }
    expect(found).toBe('');
    expect(read('integration/mailchimp.mdx')).toContain('](./stripe-active-pieces-reference.mdx#keep-the-keys-safe)');
    expect(read('integration/custom-payment-integration.mdx')).toContain(
      '](./stripe-active-pieces-reference.mdx#change-the-custom-header-value)',
    );
  });

  it('the reference page keeps paragraphs and table cells short', () => {
    const shown = (text: string): string =>
      expand(text)
        .replace(/\]\([^)]*\)/g, ']')
        .replace(/[[\]*`]/g, '');
    for (const line of reference.split('---\n').slice(2).join('---\n').split('\n')) {
      if (line.startsWith('|')) {
        for (const cell of line.split('|').slice(1, -1))
          expect(shown(cell).trim().length, cell).toBeLessThanOrEqual(200);
      } else {
        expect(shown(line).split(/\s+/).filter(Boolean).length, line).toBeLessThanOrEqual(70);
      }
    }
  });
});

describe('#2: on the Pro plan, the test starts the flow with the team’s phrase', () => {
  it('step 2 says to type the phrase of step 1’s Keyword trigger', () => {
    const test = section(read(TASK), '## Test it end to end');
    expect(test).toMatch(/^1\. [\s\S]*\*\*Keyword\*\* trigger only your team knows/m);
    expect(test).toContain(
      "2. Start the flow in the **Preview** panel (on a live chatbot, type your team's phrase), and tick the consent box",
    );
  });
});

describe('#3: the flows’ key needs Customer portal only with use_customer_reference on', () => {
  const PORTAL = '**Write** on Customer portal';

  it('the shipped checkout flow has use_customer_reference off and calls the portal only when it is on', () => {
    const flow = read('static/files/activepieces-parley-stripe-checkout.json');
    expect(flow).toContain('"use_customer_reference": "off"');
    expect(flow).toContain("inputs.use_customer_reference === 'on'");
    expect(flow).toContain('billing_portal/sessions');
  });

  it('payment-reference#stripe-key-permissions lists the flows’ portal permission as conditional', () => {
    const owner = section(read('integration/payment-reference.mdx'), '## Stripe key permissions');
    expect(owner).not.toContain("The flows' key needs **Write** on Checkout Sessions, Products and Customer portal");
    expect(owner).toContain(
      "The flows' key needs **Write** on Checkout Sessions and Products, and **Read** on Events; only with `use_customer_reference` `on` does it need **Write** on Customer portal as well.",
    );
    const row = owner.split('\n').find((line) => line.endsWith(`| ${PORTAL} |`));
    expect(row).toContain('the checkout flow with `use_customer_reference` `on`');
  });

  it('the Prerequisites ask for Customer portal only if the portal is turned on', () => {
    const key = section(read(TASK), '## Prerequisites')
      .split('\n')
      .find((line) => line.startsWith('| A Stripe secret key |'));
    expect(key).not.toContain('Products and Customer portal');
    expect(key).toContain(
      '**Write** on Checkout Sessions and Products, **Read** on Events, and **Write** on Customer portal only if you turn the portal on.',
    );
    expect(read(TASK)).toContain('The customer portal is off as shipped');
  });
});
