/**
 * The decisions of review round 32 (developer guide): an `api` integration receives conversation.message.created
 * before real visitors chat (review 33: not "or turn Allow hand-off off", since an agent's Take over needs no hand-off
 * phrase; stated once, in Message a chatbot's description; the recipe and the quick start link to it), what each
 * answer_kind costs (config/facts.ts `credits`), and the one outcome table of Message a chatbot.
 */
import {describe, expect, it} from 'vitest';
import {parse} from 'yaml';
import {credits, factTokens} from '../config/facts';
import {line, read} from './page-text';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const document = parse(read('openapi/openapi.yaml')) as Json;
const exchange = document.components.schemas.MessageExchange as Json;
const messageChatbot = document.paths['/chatbots/{chatbot_id}/sessions/{session_id}/messages'].post as Json;
const description = messageChatbot.description as string;
/** The outcome table's rows: cells of each `| … |` line after the header and its rule. */
const rows = description
  .split('\n')
  .filter((line) => line.startsWith('|'))
  .slice(2)
  .map((line) => line.split(' | ').map((cell) => cell.replace(/^\| |\s*\|$/g, '')));
const rowOf = (kind: string) => rows.filter((cells) => cells[2] === kind);

describe('an api integration and hand-offs (review 32 #1)', () => {
  it('Message a chatbot states the rule once: receive the event, since an agent can take over whatever Allow hand-off says', () => {
    // Review 33 #1: turning Allow hand-off off does not stop an agent's Take over, so the event is not optional.
    // Review 34 #5: the rule is in the page's What to watch for; the description links there.
    const page = read('developer/api/chat/message-a-chatbot.mdx');
    expect(page).toMatch(
      /\*\*Take over\*\*[\s\S]*whatever \*\*Allow hand-off\*\* says[\s\S]*Receive that event\s+\(\[conversation webhook\]\(\.\.\/\.\.\/webhook\/conversation\.mdx\)\) before real visitors chat\./,
    );
    expect(description).not.toMatch(/or turns \*\*Allow\s+hand-off\*\* off|Take over/);
  });

  it('the recipe needs the endpoint without a condition, and the quick start links to the rule', () => {
    const recipe = read('developer/recipes/answer-visitors-from-your-back-end.mdx');
    const row = recipe.split('\n').find((line) => line.startsWith('| An HTTPS endpoint that verifies signatures'))!;
    expect(row).toBeDefined();
    expect(row).not.toMatch(/\bIf\b|optional/);
    expect(row).toContain('](../api/chat/message-a-chatbot.mdx#hand-offs-and-out-of-hours)');
    expect(read('developer/intro.mdx')).toMatch(
      /receive `conversation\.message\.created`: an agent's replies come only that way \(\[why\]\(\.\/api\/chat\/message-a-chatbot\.mdx#what-to-watch-for\)\)/,
    );
  });
});

describe('what each answer_kind costs (review 32 #3)', () => {
  it('a flow costs credits.perFlowMessage, free like the other written messages', () => {
    expect(credits.perFlowMessage).toBe(credits.perAgentMessage);
    expect(factTokens['%CREDITS_PER_FLOW_MESSAGE%']).toBe(String(credits.perFlowMessage));
  });

  it('the outcome table gives credits_used for every kind, and the field description does too', () => {
    const cost = (kind: string) => rowOf(kind).map((cells) => cells[4]);
    expect(cost('`answer`')[0]).toMatch(/%CREDITS_PER_ANSWER_STANDARD%[\s\S]*%CREDITS_PER_ANSWER_ADVANCED%/);
    expect(cost('`fallback`')).toEqual(['As for `answer`']);
    expect(cost('`flow`')[0]).toMatch(/^%CREDITS_PER_FLOW_MESSAGE%/);
    for (const kind of ['`out_of_hours`', '`away`']) expect(cost(kind)).toEqual(['0']);
    expect(cost('`null`').length).toBeGreaterThan(0);
    for (const value of cost('`null`')) expect(value).toBe('0');
    expect(exchange.properties.credits_used.description).toMatch(
      /`answer`\s+and `fallback`, %CREDITS_PER_FLOW_MESSAGE% for `flow`; 0 otherwise\.\s*$/,
    );
    expect(read('developer/intro.mdx')).toContain('%CREDITS_PER_FLOW_MESSAGE% for everything else, flows included');
  });
});

describe('Message a chatbot states its outcomes once (review 32 #4)', () => {
  it('one table with the six columns; the fields are one line or two and point at it', () => {
    expect(rows.length).toBe(7);
    expect(description).toContain(
      '| Situation | `answer` | `answer_kind` | `handoff` | `credits_used` | What your interface shows |',
    );
    for (const field of ['answer', 'answer_kind', 'handoff', 'credits_used']) {
      expect(exchange.properties[field].description.trim().split('\n').length).toBeLessThanOrEqual(2);
    }
    const page = read('developer/api/chat/message-a-chatbot.mdx');
    expect(page).not.toMatch(
      /\*\*Branch on `answer_kind`|\*\*When a person has the conversation\*\*|\*\*Each answer costs credits/,
    );
  });
});

describe('an error means nothing was done, except a key still in use (review 32 #2)', () => {
  it('the shared Idempotency-Key text and the Errors page both name 409 idempotency_key_in_use as the exception', () => {
    // Review 37 #1: the header's description is one line and a link; the rule lives in Errors → Retries only.
    const key = document.components.parameters.IdempotencyKey.description as string;
    expect(key).toContain('[Retries](/developer/api/errors#retries)');
    expect(read('developer/api/errors.mdx')).toContain(
      'means the request was not carried out, except `409 idempotency_key_in_use`: the first request with that key is still running; retry with the same key.',
    );
  });

  it("a 5xx without a Parley error object (a gateway's 502 or 504 page) is like no answer: retry with the same key (review 36 #1)", () => {
    const key = document.components.parameters.IdempotencyKey.description as string;
    expect(key).toContain('[Retries](/developer/api/errors#retries)');
    expect(read('developer/api/errors.mdx')).toMatch(
      /A `5xx` without one, such as a gateway's `502` or `504` page, counts as no answer/,
    );
    expect(read('developer/api/errors.mdx')).not.toMatch(
      /An error answer, `5xx` included, means the request was not carried out/,
    );
  });
});

describe('the changelog says the order Get message history lists in (review 32 #5, #11)', () => {
  it('newest first by created_at, then by sequence within a session, as the reference says', () => {
    const listMessages = document.paths['/chatbots/{chatbot_id}/messages'].get.description as string;
    expect(listMessages).toMatch(/newest first: by `created_at`, and within a session by\s+`sequence`/);
    // Review 33 (reading load): the reference owns the order; the changelog's line links to it and states no other.
    expect(line('developer/changelog.mdx', '| **Messages in order.**')).toContain(
      '([Get message history](./api/get-message-history.mdx))',
    );
    expect(read('developer/changelog.mdx')).not.toContain('newest first by `sequence`');
  });
});

describe('Send a Twilio message says up front that delivery is not reported (review 32 #6)', () => {
  const page = read('developer/api/send-twilio-message.mdx');
  it('the opening says no webhook event or API call returns delivery, and session_id is one bullet', () => {
    const opening = page.split('<ApiOperation')[0].split('---\n').pop()!;
    expect(opening).toMatch(/no webhook event or API call returns it, so an automation cannot wait on delivery/);
    expect(page.match(/Pass `session_id`/g)).toHaveLength(1);
    expect(line('developer/api/send-twilio-message.mdx', '- **Continue a conversation.**')).toMatch(
      /without it, it starts a new one[\s\S]*409 session_channel_mismatch/,
    );
  });
});

describe('the back-end recipe outline matches its steps (review 32 #8)', () => {
  const page = read('developer/recipes/answer-visitors-from-your-back-end.mdx');
  it('What you will build has one item per step, the complete server names the steps it leaves out, and the check says what comes back', () => {
    const outline = page.split('## What you will build')[1].split('\n## ')[0];
    const steps = page
      .split('## Steps')[1]
      .split('\n## ')[0]
      .match(/^<Recipe(?:Step|Webhook) /gm)!;
    expect(outline.match(/^\d+\. /gm)).toHaveLength(steps.length);
    expect(outline).toMatch(/^7\. [^\n]*deletions it missed/m);
    expect(page).toMatch(/Steps 1 to 3 and 6 in one server[^\n]*\(add 4, 5 and 7 with your database\)/);
    expect(line('developer/recipes/answer-visitors-from-your-back-end.mdx', '1. Run the request steps')).toMatch(
      /step 1 answers `201`, the others `200`, and step 2 holds the chatbot's reply in `answer\.content`/,
    );
  });
});

describe("forget-person.mjs's marks name their limit (review 32 #9)", () => {
  it('the page says the conversations between a lead’s first and last are erased but printed unmarked', () => {
    const page = read('developer/api/delete-lead.mdx');
    // The script marks only these two fields; if it learns to mark more, this sentence must change with it.
    expect(page).toMatch(/for \(const id of \[lead\.session_id, lead\.last_session_id\]\)/);
    expect(page).toMatch(
      /A lead with three or more conversations erases the ones between those two as well, yet the script prints them unmarked/,
    );
  });
});
