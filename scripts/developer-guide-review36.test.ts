/**
 * The decisions of review round 36 (developer guide): the visitor rate limit's scope and the ways an `api` session
 * closes are one token each (config/facts.ts), used by every page that states them; a late repeat of a PATCH is no
 * double action but can undo a newer change; a test key's Twilio message answers `queued` like a live one; message
 * history names the retention of the plan with the API; a new chatbot's earlier events are caught up through the
 * delivery page; the lead alert lives in the capture-leads recipe. Retries after a gateway's 5xx:
 * developer-guide-round32.test.ts; the recipe server's resend key: samples/chat-server.test.ts.
 */
import {describe, expect, it} from 'vitest';
import {parse} from 'yaml';
import {factTokens} from '../config/facts';
import {read, section} from './page-text';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const yaml = read('openapi/openapi.yaml');
const document = parse(yaml) as Json;

describe('Messages per visitor counts per session, or per visitor.id (review 36 #5)', () => {
  it('is one token, used by Message a chatbot, the error code and the recipe', () => {
    expect(factTokens['%VISITOR_RATE_LIMIT_SCOPE%']).toBe(
      'per session, or per `visitor.id` across its sessions when one is sent',
    );
    expect(document.components['x-error-codes'].visitor_rate_limited.meaning).toContain('%VISITOR_RATE_LIMIT_SCOPE%');
    for (const file of [
      'developer/api/chat/message-a-chatbot.mdx',
      'developer/recipes/answer-visitors-from-your-back-end.mdx',
    ])
      expect(read(file)).toContain('%VISITOR_RATE_LIMIT_SCOPE%');
    expect(read('developer/api/chat/message-a-chatbot.mdx')).not.toContain('across the sessions of one `visitor.id`');
  });
});

describe('every way an api session closes, once (review 36 #7)', () => {
  it('names the idle wait, the hour cap and the agent, and is used on all three pages', () => {
    const rule = factTokens['%API_SESSION_END_RULE%'];
    expect(rule).toContain('**End conversation after**');
    expect(rule).toContain(`${factTokens['%SESSION_MAX_HOURS%']} hours after it was created`);
    expect(rule).toContain('when an agent closes it');
    for (const file of ['developer/category/chat.mdx', 'developer/api/chat/create-session.mdx'])
      expect(read(file)).toContain('closes %API_SESSION_END_RULE%');
    // Review 38 #8: the conversation webhook's The end links to its owner, Create a chat session's Sessions close.
    const end = read('developer/webhook/conversation.mdx');
    expect(end).toContain('[Sessions close](../api/chat/create-session.mdx#what-to-watch-for)');
    expect(end).not.toContain('%API_SESSION_END_RULE%');
    expect(read('developer/api/chat/create-session.mdx')).toMatch(
      /## What to watch for\n\n(- .*\n)*- \*\*Sessions close\.\*\*/,
    );
    // The document's end reasons are the same three for an api session.
    expect(document.components.schemas.Session.properties.end_reason.enum).toEqual(
      expect.arrayContaining(['inactivity', 'expired', 'agent_closed']),
    );
  });
});

describe('safe to repeat is no double action, not a licence to replay late (review 36 #9)', () => {
  it('the Errors page says to retry promptly and never replay an old PATCH', () => {
    expect(section('developer/api/errors.mdx', '### Retry rules of each operation')).toContain(
      'Retry promptly, and never replay an old `PATCH` after you sent a newer change: it would undo that change.',
    );
  });
});

describe('a test key answers queued, like a live key (review 36 #10)', () => {
  it('TwilioMessage.status is queued only, and the pages say so', () => {
    expect(document.components.schemas.TwilioMessage.properties.status.enum).toEqual(['queued']);
    for (const file of ['developer/api/test-mode.mdx', 'developer/api/send-twilio-message.mdx']) {
      expect(read(file)).toContain('`status: queued`');
      expect(read(file)).not.toMatch(/`status: sent`|recorded as `sent`/);
    }
  });
});

describe('message history names the retention of the plan with the API (review 36 #11)', () => {
  it('from facts, counted from the last message, with the data-retention link', () => {
    const line = read('developer/api/get-message-history.mdx')
      .split('\n')
      .find((text) => text.startsWith('- **Retention.**'))!;
    expect(line).toContain('%PLAN_BUSINESS_RETENTION% on %PLANS_WITH_API_NAMED%');
    expect(factTokens['%PLANS_WITH_API_NAMED%']).toBe('the Business plan');
    expect(line).toContain('counted from its last message');
    expect(line).toContain('(/user/workspace/data-retention#history)');
  });
});

describe("a new chatbot's earlier events are caught up (review 36 #6)", () => {
  it('Create a chatbot links the catch-up of every list and names conversations', () => {
    // Review 37 #3: the rule lives in delivery's Set up an endpoint; Create a chatbot links there.
    expect(section('developer/webhook/delivery.mdx', '## Set up an endpoint')).toContain(
      'Its earlier leads and conversations are never sent: run the [catch-up](#catch-up)',
    );
    expect(read('developer/api/chatbot/create-a-chatbot.mdx')).toContain(
      '[Set up an endpoint](../../webhook/delivery.mdx#set-up-an-endpoint)',
    );
  });
});

describe('the lead alert lives in the capture-leads recipe (review 36 #2)', () => {
  it('the hand-off page keeps a link, not the code', () => {
    const handoff = read('developer/webhook/handoff.mdx');
    expect(handoff).not.toContain('alertLead');
    expect(section('developer/webhook/handoff.mdx', '### Out of hours')).toContain(
      '(../recipes/capture-leads-into-your-system.mdx#tell-your-team-about-new-leads)',
    );
    const recipe = read('developer/recipes/capture-leads-into-your-system.mdx');
    expect(recipe).toContain('## Tell your team about new leads');
    expect(recipe).toContain('export async function alertLead(event, stored)');
  });
});
