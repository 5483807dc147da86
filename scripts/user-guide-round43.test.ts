/**
 * Round 43, a reading-load pass on the longest user pages (billing, privacy, live chat, Twilio, data retention): each
 * leads with its tasks and puts the reference after them, no paragraph or table cell is long, rare cases sit in a
 * fold with a summary, and a rule another page owns is one sentence with a link labelled with the owner's heading.
 */
import {describe, expect, it} from 'vitest';
import {expand, line, read, section} from './page-text';

const pages = [
  'user/workspace/billing.mdx',
  'user/workspace/privacy.mdx',
  'user/getting-started/livechat.mdx',
  'user/getting-started/twilio.mdx',
  'user/workspace/data-retention.mdx',
];

/** A page's body lines, tokens written out: in these pages a paragraph, list item or table row is one line. */
const bodyLines = (page: string): string[] =>
  expand(read(page).replace(/^---\n[\s\S]*?\n---\n/, ''))
    .split('\n')
    .filter((text) => text.trim() !== '');

const words = (text: string): number => text.split(/\s+/).filter(Boolean).length;

const headings = (page: string): string[] => read(page).match(/^##+ .+$/gm) ?? [];

describe('round 43: the longest user pages are quick to read', () => {
  it.each(pages)('%s has no paragraph or list item over 85 words', (page) => {
    const long = bodyLines(page)
      .filter((text) => !text.startsWith('|') && words(text) > 85)
      .map((text) => `${words(text)}: ${text.slice(0, 80)}`);
    expect(long).toEqual([]);
  });

  it.each(pages)('%s has no table cell over 250 characters', (page) => {
    const long = bodyLines(page)
      .filter((text) => text.startsWith('| ') && !text.startsWith('| ---'))
      .flatMap((row) => row.slice(2, -2).split(' | '))
      .filter((cell) => cell.length > 250)
      .map((cell) => `${cell.length}: ${cell.slice(0, 80)}`);
    expect(long).toEqual([]);
  });

  it('each page leads with its tasks; the reference sections come after them', () => {
    const before = (page: string, tasks: string[], reference: string[]) => {
      const order = headings(page);
      for (const task of tasks)
        for (const ref of reference) {
          expect(order.indexOf(task), `${page}: ${task}`).toBeGreaterThanOrEqual(0);
          expect(order.indexOf(ref), `${page}: ${ref}`).toBeGreaterThan(order.indexOf(task));
        }
    };
    before(
      'user/workspace/billing.mdx',
      [
        '## Buy extra credits {/*#buy-credits*/}',
        '## Change plan {/*#change-plan*/}',
        '## Cancel your subscription {/*#cancel*/}',
        '## Bill your clients {/*#clients*/}',
      ],
      ['## Plans', '## Message credits'],
    );
    before(
      'user/getting-started/twilio.mdx',
      ['## Before you start', '## Connect the number', '## Test it end to end'],
      ['## What the chatbot answers by text', '## How it works', '## Limits'],
    );
    before(
      'user/getting-started/livechat.mdx',
      ['## Take over and answer', '## End a conversation', '## Review conversations'],
      ['## How hand-off works', '## The agent workspace', '## Notifications'],
    );
    before(
      'user/workspace/privacy.mdx',
      ["## Answer a customer's request", '## Delete everything'],
      ['## What is stored about a customer', '## Where it is kept and where it goes {/*#where*/}'],
    );
    // The billing page's task list still reaches the reference it now puts last.
    expect(line('user/workspace/billing.mdx', 'You want to compare plans')).toContain(
      '[Plans](#plans) and [Message credits](#message-credits)',
    );
  });

  it('rare cases are in folds with a summary, and no heading is inside a fold', () => {
    // Review 42 #1: billing's fold became its Special cases section; privacy keeps its fold.
    for (const page of ['user/workspace/privacy.mdx']) {
      const folds = [...read(page).matchAll(/^<details>\n<summary>([^<]+)<\/summary>\n\n([\s\S]*?)\n\n<\/details>$/gm)];
      expect(folds.length, page).toBe(read(page).match(/^<details>$/gm)?.length);
      expect(folds.length, page).toBeGreaterThan(0);
      for (const [, summary, body] of folds) {
        expect(summary.length).toBeGreaterThan(20);
        expect(body).not.toMatch(/^#/m);
      }
    }
    // What moved into billing's fold is still under its heading, with the rule the downgrade table points to.
    const over = section(
      'user/workspace/billing.mdx',
      '### What happens to what no longer fits {/*#over-the-new-plan*/}',
    );
    // Review 42 #1: the exceptions left the fold for the page's Special cases, linked from the items.
    expect(over).toContain('([which Owner](#which-owner-keeps-a-seat))');
    expect(section('user/workspace/billing.mdx', '## Special cases {/*#special-cases*/}')).toContain(
      '### Which Owner keeps a seat {/*#which-owner-keeps-a-seat*/}',
    );
  });

  it('a rule another page owns is one sentence here, with a link labelled with the owner’s heading', () => {
    // The Inbox search: the live chat guide's The agent workspace lists what it matches.
    const search = line('user/workspace/privacy.mdx', 'It matches the number a customer texted from');
    expect(search).toContain('([The agent workspace](../getting-started/livechat.mdx#the-agent-workspace))');
    expect(search).not.toContain('a stop tag');
    // Outside working hours: the settings reference owns the exceptions.
    const hours = line('user/getting-started/livechat.mdx', 'Outside working hours, ways 1 to 3');
    expect(hours).toContain('([Outside working hours](../chatbots/settings-reference.mdx#outside-working-hours)');
    expect(hours).not.toMatch(/With lead capture off|Known leads/);
    expect(read('user/chatbots/settings-reference.mdx')).toContain(
      'With **Ask for contact details** on **Never**, write one that says how to reach you',
    );
    // The webhook delivery log: the developer guide's What the delivery log keeps.
    for (const page of ['user/workspace/privacy.mdx', 'user/workspace/data-retention.mdx']) {
      expect(read(page)).toContain('%WEBHOOK_DELIVERY_BODIES_DELETED_SHORT%');
      expect(read(page)).not.toContain('%WEBHOOK_DELIVERY_BODIES_DELETED%');
    }
    expect(read('developer/webhook/delivery.mdx')).toContain('%WEBHOOK_DELIVERY_BODIES_DELETED%');
    // A deleted chatbot's deletion events: stated in privacy's Copies in other services (review 43 user #1 moved it
    // from Delete it to the Special cases). Review 49 user #5 (round 54): Delete everything's One chatbot is one line
    // that links the full procedure, whose warning lists the deletion events (%DELETION_COPIES_WEBHOOK%).
    expect(line('user/workspace/privacy.mdx', '- **One chatbot**:')).toContain(
      '[Delete a chatbot](../chatbots/duplicate-or-delete.mdx#delete)',
    );
    expect(section('user/chatbots/duplicate-or-delete.mdx', '## Delete a chatbot {/*#delete*/}')).toContain(
      '%DELETION_COPIES_WEBHOOK%',
    );
    expect(section('user/workspace/privacy.mdx', '### Copies in other services {/*#copies-elsewhere*/}')).toContain(
      'erases only the contacts it created, while GoHighLevel keeps its contacts until you delete them there',
    );
    // Billing states the carry-over rule once, under Message credits; the intro no longer repeats it.
    const billing = read('user/workspace/billing.mdx');
    expect(billing.match(/%CREDIT_PACK_CARRY_OVER%/g)).toHaveLength(1);
    expect(section('user/workspace/billing.mdx', '## Message credits')).toContain('%CREDIT_PACK_CARRY_OVER%');
    expect(billing).not.toContain('Purchased credits you have not used stay in the workspace after either change');
  });
});
