/**
 * Developer guide, review round 43 (developer pages).
 * #1 Delete a lead: a lead may hold only a name, which no List leads filter finds; given the person's ID, the privacy
 * script walks every lead and matches `session_id` / `last_session_id` to the ID's sessions (run against the API
 * stand-in by scripts/samples/forget-person.test.ts), and the page says so instead of "add that lead's email".
 * #2 the back-end recipe: the complete server is the webhook endpoint, with PARLEY_CHAT_WEBHOOK_SECRETS; the delivery
 * page's servers are only for building one step by step.
 * #3 Message a chatbot holds the api-session rules in one section, as a short list; the hand-off webhook and the
 * recipe give one sentence and link it.
 */
import {describe, expect, it} from 'vitest';
import {read, section} from './page-text';

const MESSAGE = 'developer/api/chat/message-a-chatbot.mdx';
const OWNER = '## Hand-offs and out of hours on `api` sessions';
const LINK = '(../api/chat/message-a-chatbot.mdx#hand-offs-and-out-of-hours)';

describe('developer guide, review round 43 (developer pages)', () => {
  it('#1 Delete a lead finds a name-only lead by the ID and no longer asks for its email or phone', () => {
    const page = read('developer/api/delete-lead.mdx');
    expect(page).not.toContain("add that lead's email address or phone number to the file");
    expect(page).not.toContain('the script finds leads only by the addresses and numbers in the file');
    const steps = section('developer/api/delete-lead.mdx', '## Answer a privacy request');
    expect(steps).toContain('A lead may hold only a name, and no filter of List leads finds it');
    expect(steps).toContain('keeps those whose `session_id` or `last_session_id` is one of those sessions');
    const script = /```js title="forget-person\.mjs"\n([\s\S]*?)```/.exec(page)![1]!;
    expect(script).toContain('for await (const lead of all(`/chatbots/${chatbotId}/leads`)) {');
    expect(script).toContain('ofId.has(lead.session_id) || ofId.has(lead.last_session_id)');
  });

  it('#2 the back-end recipe: the complete server is the endpoint, with one secrets variable', () => {
    const recipe = read('developer/recipes/answer-visitors-from-your-back-end.mdx');
    const before = section('developer/recipes/answer-visitors-from-your-back-end.mdx', '## Before you start');
    expect(before).toContain('[The complete server](#a-complete-server) includes this endpoint, at `/webhooks/parley`');
    expect(before).toContain('`PARLEY_CHAT_WEBHOOK_SECRETS`');
    expect(before).toContain('are only for building an endpoint step by step');
    expect(before).not.toContain('Start the endpoint from the servers');
    expect(recipe).not.toContain('PARLEY_WEBHOOK_SECRETS');
    expect(read('static/files/chat-server.mjs')).toContain('process.env.PARLEY_CHAT_WEBHOOK_SECRETS');
  });

  it('#3 Message a chatbot has one section on api sessions, a short list; other pages link it', () => {
    const owner = section(MESSAGE, OWNER);
    expect(read(MESSAGE)).toContain(`${OWNER} {/*#hand-offs-and-out-of-hours*/}`);
    const items = owner.split('\n').filter((text) => text.startsWith('- '));
    expect(items.length).toBeGreaterThanOrEqual(8);
    for (const item of items) expect(item.split(/\s+/).length, item).toBeLessThanOrEqual(45);
    for (const rule of ['%HANDOFF_RESUME_API%', '%API_OUT_OF_HOURS%', '`handoff.status` is `active`', '`away`'])
      expect(owner).toContain(rule);
    // The long conditional sentence is gone from the page: the states are list items.
    expect(read(MESSAGE)).not.toMatch(/%LIMIT_REACHED_API%|%LIMIT_REACHED_API_STORED%/);
    expect(section(MESSAGE, '## What to watch for')).toContain('](#hand-offs-and-out-of-hours)');
    // Anchors kept.
    expect(read(MESSAGE)).toMatch(/^## What to watch for$/m);
    expect(read(MESSAGE)).toContain('{/*#credits-or-limit-used-up*/}');
    // The hand-off webhook and the recipe: one sentence each, and the link.
    const handoff = read('developer/webhook/handoff.mdx');
    expect(handoff.split(LINK).length - 1).toBe(2);
    expect(handoff).not.toContain('%API_HANDOFF_TAKE_A_MESSAGE%');
    const recipe = read('developer/recipes/answer-visitors-from-your-back-end.mdx');
    expect(recipe).toContain(LINK);
    expect(recipe).not.toMatch(/also show your own form for their details|holds answers again/);
  });
});
