/**
 * The decisions of review round 34 (developer guide): each rule once at its owner (the `api` out-of-hours answer in
 * Message a chatbot, internal notes in Get message history, out of hours in the hand-off webhook's own section), the
 * delivery page's At a glance from tokens with the full reconcile as its own procedure, and the welcome message is not
 * a stored message (config/facts.ts `welcomeMessageNotStored`). The changelog's notice is changelog-notice.test.ts.
 */
import {readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {parse} from 'yaml';
import {productFactTokens} from '../config/tokens';
import {read, section} from './page-text';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const document = parse(read('openapi/openapi.yaml')) as Json;
const schemas = document.components.schemas as Json;

function mdxFiles(folder: string): string[] {
  return readdirSync(folder, {withFileTypes: true}).flatMap((entry) =>
    entry.isDirectory()
      ? mdxFiles(path.join(folder, entry.name))
      : entry.name.endsWith('.mdx')
        ? [path.join(folder, entry.name)]
        : [],
  );
}
const count = (text: string, needle: string) => text.split(needle).length - 1;

describe('each rule once (review 34 #4)', () => {
  const pages = mdxFiles('developer').map((file) => ({file, text: read(file)}));
  const yaml = read('openapi/openapi.yaml');

  it.each([
    ['%API_OUT_OF_HOURS%', 'developer/api/chat/message-a-chatbot.mdx'],
    ['%INTERNAL_NOTES_NOT_SENT%', 'developer/api/get-message-history.mdx'],
    ['%HANDOFF_OUT_OF_HOURS_EVENTS%', 'developer/webhook/handoff.mdx'],
  ])('%s is written once in the developer guide and its document, at %s', (token, owner) => {
    const uses = pages.filter(({text}) => text.includes(token)).map(({file}) => file);
    expect(uses).toEqual([owner]);
    expect(count(read(owner), token)).toBe(1);
    expect(yaml).not.toContain(token);
  });

  it('the hand-off webhook gives the short out-of-hours rule only in its event, and links for the api channel', () => {
    const page = read('developer/webhook/handoff.mdx');
    expect(page).not.toContain('%HANDOFF_OUT_OF_HOURS_EVENTS_SHORT%');
    expect(page).toContain('[Out of hours](#out-of-hours)');
    expect(section('developer/webhook/handoff.mdx', '### Out of hours')).toContain(
      '(../api/chat/message-a-chatbot.mdx#hand-offs-and-out-of-hours)',
    );
    expect(schemas.Message.properties.role.description).toContain(
      '(/developer/api/get-message-history#what-to-watch-for)',
    );
  });
});

describe("the delivery page's At a glance and full reconcile (review 34 #6)", () => {
  const page = read('developer/webhook/delivery.mdx');
  const glance = page.split('At a glance:')[1].split('## Set up an endpoint')[0];

  it('states each delivery figure from its token, typing none', () => {
    for (const token of [
      '%WEBHOOK_TIMEOUT_SECONDS%',
      '%WEBHOOK_ATTEMPTS%',
      '%WEBHOOK_RETRY_SPAN%',
      '%WEBHOOK_DISABLE_AFTER_DAYS%',
      '%WEBHOOK_SIGNATURE_TOLERANCE_MINUTES%',
    ]) {
      expect(glance).toContain(token);
    }
    expect(glance).not.toMatch(/\b\d+\s+(seconds|minutes|days|attempts|hours)\b/);
    expect(page.indexOf('At a glance:')).toBeLessThan(page.indexOf('## Set up an endpoint'));
  });

  it('the full reconcile is its own section, which the catch-up and List lead deletions link to', () => {
    const reconcile = section('developer/webhook/delivery.mdx', '### Reconcile in full after a long outage');
    // Review 38 #5: one procedure, at its owner, the lead webhook's Catch up; the delivery page links it.
    expect(reconcile).toContain('[Catch up](./lead.mdx#catch-up)');
    expect(reconcile).not.toMatch(/^1\. /m);
    expect(section('developer/webhook/lead.mdx', '## Catch up')).toMatch(
      /reconcile in full instead of steps 2 to 4\. List every chatbot/,
    );
    expect(reconcile).toContain('%SESSION_RECONCILE_RULE%');
    expect(section('developer/webhook/delivery.mdx', '### Catch up after downtime')).toContain(
      '[reconcile in full](#reconcile-in-full)',
    );
    expect(read('developer/api/lead-deletions.mdx')).toContain('(../webhook/delivery.mdx#reconcile-in-full)');
  });
});

describe('the welcome message is not a stored message (review 34 #10)', () => {
  it('says so on welcome_message and on sequence, from one fact', () => {
    expect(productFactTokens['%WELCOME_MESSAGE_NOT_STORED%']).toMatch(/not a stored message: it has no `sequence`/);
    expect(schemas.Session.properties.welcome_message.description).toContain('%WELCOME_MESSAGE_NOT_STORED%');
    expect(schemas.Message.properties.sequence.description).toMatch(/The welcome message has none/);
  });
});
