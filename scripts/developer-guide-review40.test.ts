/**
 * Review round 40 (developer guide): reading load of the longest webhook twins. Each rule once, at its owner, with
 * one sentence and a link elsewhere; no paragraph or list item over 80 words; rare cases folded in <details>.
 */
import {describe, expect, it} from 'vitest';
import {line, read, section} from './page-text';

const DELIVERY = 'developer/webhook/delivery.mdx';
const LEAD = 'developer/webhook/lead.mdx';
const ERRORS = 'developer/api/errors.mdx';
const HAND_OFF = 'developer/webhook/handoff.mdx';

/** The prose blocks of a page (paragraphs, list items, table rows), code blocks left out. */
const blocks = (file: string): string[] =>
  read(file)
    .replace(/```[\s\S]*?```/g, '')
    .split(/\n\s*\n/)
    .flatMap((paragraph) => paragraph.split(/\n(?=\s*(?:- |\d+\. |\| ))/));
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe('developer guide, review round 40', () => {
  it.each([DELIVERY, LEAD, ERRORS, HAND_OFF])('%s has no paragraph or list item over 80 words', (file) => {
    const long = blocks(file).filter((block) => words(block) > 80);
    expect(long.map((block) => block.slice(0, 80))).toEqual([]);
  });

  it('the delivery rules state ordering once, as one bullet with its lead rule', () => {
    const page = read(DELIVERY);
    expect(page).not.toContain('**Ordering in detail.**');
    const rules = section(DELIVERY, '## Delivery rules');
    expect(rules.match(/`data\.message\.sequence`/g)).toHaveLength(1);
    const ordering = rules.slice(rules.indexOf('- **Ordering.**'), rules.indexOf('- **Duplicates.**'));
    expect(ordering).toContain('`data.lead.revision`');
    expect(ordering).toContain('%WEBHOOK_ERASED_RETRIES_CANCELLED%');
    expect(ordering).toContain('(./lead.mdx#delivery-and-verification)');
  });

  it('the chatbot check of a secret is stated at Verify the signature; Set up links it', () => {
    expect(line(DELIVERY, 'A secret vouches only')).toContain(
      '([Verify the signature](#verify-the-signature), step 5)',
    );
    expect(line(DELIVERY, 'A secret vouches only')).not.toContain('data.session.chatbot_id');
    expect(section(DELIVERY, '## Verify the signature')).toContain(
      '(`data.chatbot_id`, `data.session.chatbot_id` or `data.lead.chatbot_id`)',
    );
  });

  it('rare cases of the delivery page are folded, with their facts kept', () => {
    const catchUp = section(DELIVERY, '### Catch up after downtime');
    expect(catchUp).toContain('<summary>After a downgrade to a plan without the API</summary>');
    expect(catchUp).toContain('`403 plan_required`');
    expect(catchUp).toContain('%DOWNGRADE_KEEP_CONNECTIONS_DAYS%');
    // "Why the margin" was glued to step 5 of the list; it is its own paragraph.
    expect(catchUp).toContain('keep the old one.\n\n**Why the margin:**');
    const server = section(DELIVERY, '## Write the server');
    expect(server).toContain('<summary>A wrong or missing PARLEY_WEBHOOK_SECRETS stops the server at start</summary>');
    expect(server).toContain('never its value');
  });

  it('the lead catch-up links the delivery page for why deletions come first, and folds the full reconcile', () => {
    const catchUp = section(LEAD, '## Catch up');
    expect(catchUp).not.toContain('only step 2 tells you to delete your copy');
    expect(catchUp).toContain(
      'a deleted lead is no longer in this list ([Catch up after downtime](./delivery.mdx#catch-up))',
    );
    expect(section(DELIVERY, '### Catch up after downtime')).toContain(
      "A deleted lead is no longer in its chatbot's list of leads",
    );
    expect(catchUp).toMatch(
      /<summary>A catch-up time older than %LEAD_DELETIONS_DAYS% days: reconcile in full<\/summary>/ /* review 46 #8 */,
    );
  });

  it('Errors → Retries: what an answer says about the request, and the retry cautions, are lists', () => {
    const retries = section(ERRORS, '## Retries');
    expect(retries).toMatch(/^- An answer with a %PRODUCT_NAME% error object/m);
    expect(retries).toMatch(/^- A `5xx` without one, such as a gateway's `502` or `504` page, counts as no answer/m);
    expect(retries).toMatch(/^- \*\*Safe to repeat\*\* means no double action/m);
    expect(retries).toMatch(/^- After a `500` with an error object, no operation was carried out/m);
  });

  it('the hand-off webhook leads with Set up an endpoint; How a hand-off goes follows it', () => {
    const headings = read(HAND_OFF)
      .split('\n')
      .filter((text) => text.startsWith('## '));
    expect(headings[0]).toBe('## Set up an endpoint');
    // Review 42 #1: how a hand-off goes comes before the handlers, the payloads last.
    expect(headings.indexOf('## How a hand-off goes')).toBe(1);
    expect(section(HAND_OFF, '## How a hand-off goes')).toMatch(
      /^- \[List chat sessions\]\(\.\.\/api\/chat\/list-sessions\.mdx\) has no hand-off filter/m,
    );
  });

  it('the lead webhook puts its handlers under Handle the events, before the payloads, and says "verify" once', () => {
    const page = read(LEAD);
    expect(page).not.toContain('## Delivery and verification');
    const handle = section(LEAD, '## Handle the events');
    expect(handle).toContain('### The lead handlers {/*#delivery-and-verification*/}');
    expect(handle).toContain('export async function handleLeadEvent(event, crm)');
    expect(page.match(/\(\.\/delivery\.mdx#verify-the-signature\)/g)).toHaveLength(1);
    expect(handle).toContain("a forged request could otherwise put anyone's details into your CRM");
  });
});
