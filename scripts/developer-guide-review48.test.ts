/**
 * Review round 46's findings on the developer guide, fixed in round 48: the cURL samples say how to retry with the
 * same key, the hand-off recipe catches up on missed hand-off events, the webhooks' usual sequence tests before it
 * goes live, the back-end server makes a new key for a new session, the lead samples refuse a deleted contact in the
 * same write, sheet rows paging says what a change above the cursor does, the 429 texts say the limit can be raised,
 * the catch-up time has one name, Java is highlighted as Java and a test key is made in Test mode.
 */
import {describe, expect, it} from 'vitest';
import {parse} from 'yaml';
import {freshKeySwaps} from '../src/components/ApiReference/fill';
import {loadDocument} from '../src/plugins/api-reference/document';
import {expandRecipe} from '../src/plugins/api-reference/recipe';
import type {Node} from '../src/plugins/api-reference/remark';
import {read, section} from './page-text';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const document = parse(read('openapi/openapi.yaml')) as Json;
const flat = (text: string): string => text.replace(/\s+/g, ' ').trim();
const HANDOFF_RECIPE = 'developer/recipes/hand-a-conversation-to-a-person.mdx';

describe('#1 a cURL sample says that a retry runs only the curl command', () => {
  it('the comment comes before the export line that makes the key', () => {
    const code = freshKeySwaps('curl', 'k').reduce(
      (text, [from, to]) => text.replace(from, to),
      "curl --request POST \\\n  --header 'Idempotency-Key: k'",
    );
    expect(code).toMatch(
      /^# A new key for this request: to retry, run only the curl command again\.\nexport IDEMPOTENCY_KEY=\$\(uuidgen\)\ncurl --request POST/,
    );
  });
});

describe('#2 the hand-off recipe catches up on hand-offs it missed', () => {
  it('step 8 lists the sessions changed since the catch-up time and opens or closes tickets from their handoff', () => {
    const recipe = flat(read(HANDOFF_RECIPE));
    expect(recipe).toContain(
      '<RecipeStep operation="listChatSessions" query=\'{"updated_after": "2026-11-21T01:50:00Z"}\' title="Catch up on hand-offs" anchor="step-8-list-chat-sessions">',
    );
    const step = recipe.slice(recipe.indexOf('title="Catch up on hand-offs"'));
    for (const words of [
      'Set `updated_after` to the catch-up time',
      'a `requested_at` other than your ticket\'s is a newer one',
      'With `handoff.status` `requested` or `active` and no open ticket, open one',
      'With `handoff.status` `ended`, or an `ended_at` on the session, close the open ticket with `handoff.outcome`',
    ])
      expect(step).toContain(words);
    expect(recipe).toContain('Store the new catch-up time only once this step and the next have succeeded.');
  });

  it('the step renders: the operation exists and takes updated_after', async () => {
    const {dereferenced} = await loadDocument();
    const attributes = {
      operation: 'listChatSessions',
      query: '{"updated_after": "2026-11-21T01:50:00Z"}',
      title: 'Catch up on hand-offs',
      anchor: 'step-8-list-chat-sessions',
    };
    const tree: Node = {
      type: 'root',
      children: [
        {
          type: 'mdxJsxFlowElement',
          name: 'RecipeStep',
          attributes: Object.entries(attributes).map(([name, value]) => ({type: 'mdxJsxAttribute', name, value})),
          children: [{type: 'paragraph', children: [{type: 'text', value: 'Why.'}]}],
          position: {start: {line: 1}},
        } as Node,
      ],
    };
    const output = await (await expandRecipe(tree, HANDOFF_RECIPE, dereferenced, {}))?.render({});
    const samples = Object.entries(output!.fragments).find(([name]) => name.endsWith('.samples'))![1];
    expect(samples).toContain('updated_after=2026-11-21T01%3A50%3A00Z');
  });

  it('the fields it compares are the session and hand-off fields of openapi.yaml', () => {
    const {Session, Handoff} = document.components.schemas;
    expect(Object.keys(Session.properties)).toEqual(expect.arrayContaining(['handoff', 'ended_at', 'updated_at']));
    expect(Handoff.properties.status.enum).toEqual(['requested', 'active', 'ended']);
    expect(Object.keys(Handoff.properties)).toEqual(expect.arrayContaining(['requested_at', 'agent', 'outcome']));
    const list = document.paths['/chatbots/{chatbot_id}/sessions'].get.parameters.map((p: Json) => p.$ref ?? p.name);
    expect(list).toContain('#/components/parameters/UpdatedAfter');
  });

  it("the hand-off webhook's What to watch for links the step", () => {
    expect(section('developer/webhook/handoff.mdx', '## What to watch for')).toContain(
      '- **Missed events.** A hand-off event that ran out of retries, or came while the endpoint was disabled, is never sent again',
    );
    expect(section('developer/webhook/handoff.mdx', '## What to watch for')).toContain(
      '(../recipes/hand-a-conversation-to-a-person.mdx#step-8-list-chat-sessions)',
    );
  });
});

describe('#3 the webhooks usual sequence tests on a test chatbot before the live endpoint', () => {
  it('step 3 tests on a test chatbot (or a copy endpoint), step 4 adds the live endpoint', () => {
    const steps = section('developer/category/webhook.mdx', '## The usual sequence');
    const test = steps.indexOf('3. Test it before it goes live: in [test mode](../api/test-mode.mdx#test-your-webhooks)');
    const live = steps.indexOf("4. Go live: in the live chatbot's **Settings → Webhooks**, add the endpoint and choose the events");
    expect(test).toBeGreaterThan(0);
    expect(live).toBeGreaterThan(test);
    expect(steps).toContain("Events of a test chatbot reach only the test workspace's endpoints.");
    expect(steps).not.toContain('on the endpoint of step 3');
  });
});

describe('#4 the back-end server makes a new key for a message resent after its session was replaced', () => {
  it('chat-server.mjs keeps the session with the key, and the recipe says a resend keeps the key only for that session', () => {
    const server = read('static/files/chat-server.mjs');
    expect(server).toContain('const messageKeys = new Map(); // `${userId} ${id}` → {content, idempotencyKey, sessionId, expires}');
    expect(server).toContain(
      '      if (message.sessionId && message.sessionId !== sessionId) message.idempotencyKey = crypto.randomUUID();\n      message.sessionId = sessionId;',
    );
    expect(read('developer/recipes/answer-visitors-from-your-back-end.mdx')).toContain(
      "each resend with the same `id` to the same session, sends the message's first `Idempotency-Key`",
    );
    // The behaviour: scripts/samples/chat-server.test.ts, "a resend after the session was replaced sends a new key".
    expect(read('scripts/samples/chat-server.test.ts')).toContain('(409 idempotency_key_reused) (review 46 #4)');
  });
});
