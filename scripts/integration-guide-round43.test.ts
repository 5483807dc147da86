/**
 * Reading load of the integration guide's longest pages (reviews 38 and 39): the HubSpot task page hands its
 * reference to one page of its own, and the custom payment server links the reference that payment-reference owns
 * (the payment request's example, the event types, the Events URL's 409) instead of repeating it.
 */
import {execFileSync} from 'node:child_process';
import {describe, expect, it} from 'vitest';
import sidebars from '../sidebars-integration';
import {ROOT, read, sectionIn as section} from './page-text';

const TASK = 'integration/hubspot-lead-integration.mdx';
const REFERENCE = 'integration/hubspot-reference.mdx';
const MOVED = ['field-mapping', 'how-it-behaves', 'existing-contacts', 'delete-a-contact-by-hand', 'the-code'];

describe('#1: the HubSpot reference is its own page', () => {
  const task = read(TASK);
  const reference = read(REFERENCE);

  it('the task page ends with a one-paragraph Reference that links the reference page, and holds none of it', () => {
    const own = section(task, '## Reference').trim().split('\n\n');
    expect(own).toHaveLength(1);
    expect(own[0]).toContain('[HubSpot integration reference](./hubspot-reference.mdx)');
    for (const heading of ['Field mapping', 'How it behaves', 'Existing contacts', "The server's code", 'Port it'])
      expect(task, heading).not.toMatch(new RegExp(`^#{2,4} ${heading}`, 'm'));
    expect(task).not.toContain('```js');
    expect(task).not.toContain('](#how-it-behaves)');
  });

  it('the reference page has the moved sections, with their ids, and questions in a reader’s words', () => {
    expect(reference).toMatch(/^title: "HubSpot integration reference"$/m);
    for (const heading of [
      '## Field mapping\n',
      '## How it behaves\n',
      '### Existing contacts {/*#existing-contacts*/}\n',
      '### Delete a contact by hand {/*#delete-a-contact-by-hand*/}\n',
      "## The server's code {/*#the-code*/}\n",
      '## Port it to another CRM\n',
    ])
      expect(reference).toContain(`\n${heading}`);
    const questions = reference.split('\nquestions:\n')[1].split('\n---')[0].split('\n');
    expect(questions.length).toBeGreaterThanOrEqual(3);
    expect(reference).toMatch(/^description: ".{40,}"$/m);
    expect(reference).toMatch(/^keywords: \[.+\]$/m);
  });

  it('comes right after the HubSpot page in the sidebar', () => {
    const crm = (sidebars.integration as Array<{label?: string; items?: string[]}>).find(
      (item) => item.label === 'CRM',
    );
    expect(crm?.items?.slice(0, 2)).toEqual(['hubspot-lead-integration', 'hubspot-reference']);
  });

  it('no page, fact or test links a moved anchor on the task page', () => {
    const pattern = `hubspot-lead-integration(\\.mdx)?#(${[...MOVED, 'port-it-to-another-crm'].join('|')})\\b`;
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
          'openapi/openapi.yaml',
          'static',
          'e2e',
        ],
        {cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore']},
      );
    } catch (error) {
      // git grep exits 1 when nothing matches.
      expect((error as {status?: number}).status).toBe(1);
    }
    expect(found).toBe('');
  });
});

describe('#2: custom-payment-server links what payment-reference owns', () => {
  const server = read('integration/custom-payment-server.mdx');
  const reference = read('integration/payment-reference.mdx');

  it('shows no payment request of its own; it names the main fields and links the example', () => {
    expect(server).not.toContain('"object": "payment_request"');
    expect(section(server, '## Answer payment requests')).toContain(
      '[The payment request](./payment-reference.mdx#the-payment-request) has every field and an example.',
    );
    expect(reference).toContain('<ApiWebhook event="payment.requested" />');
  });

  it('has no table of event types; payment-reference says when to send each and what the chatbot does', () => {
    const report = section(server, '## Report the result');
    expect(report).not.toContain('| Event `type` |');
    expect(report).toContain('[Event types](./payment-reference.mdx#event-types) says when to send each');
    const types = section(reference, '## Event types');
    for (const rule of [
      '- `payment.succeeded`: sends the **Confirmation message**; the flow takes the **Paid** path.',
      '- `payment.failed`: says the payment did not go through; the flow takes **Not paid**.',
      '- `payment.expired`: disables the **Pay** button; the flow takes **Not paid**.',
    ])
      expect(types).toContain(rule);
    expect(types).not.toContain('](./custom-payment-server.mdx#report-the-result)');
  });

  it('After a 409 links the Events URL’s 409 for each type and keeps what only this server’s log says', () => {
    const after = server.split('\n#### After a 409 {/*#after-a-409*/}\n')[1].split('\n#### ')[0];
    expect(after).not.toContain('An expiry or a failure: nothing.');
    expect(after).toContain('as the `409` answer under [Errors](./payment-reference.mdx#errors) lists for each type');
    expect(after).toContain('search for it in the Stripe Dashboard, then **Refund**');
  });
});
