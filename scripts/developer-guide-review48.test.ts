/**
 * Review round 46's findings on the developer guide, fixed in round 48: the cURL samples say how to retry with the
 * same key, the hand-off recipe catches up on missed hand-off events, the webhooks' usual sequence tests before it
 * goes live, the back-end server makes a new key for a new session, the lead samples refuse a deleted contact in the
 * same write, sheet rows paging says what a change above the cursor does, the 429 texts say the limit can be raised,
 * the catch-up time has one name, Java is highlighted as Java and a test key is made in Test mode.
 */
import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
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
const operation = (id: string): Json =>
  Object.values(document.paths as Json)
    .flatMap((item: Json) => Object.values(item))
    .find((candidate: Json) => candidate?.operationId === id);

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
  it('step 7 lists the sessions changed since the catch-up time and opens or closes tickets from their handoff', () => {
    const recipe = flat(read(HANDOFF_RECIPE));
    expect(recipe).toContain(
      // review 47 #1: without `channel` (scripts/developer-guide-review49.test.ts)
      '<RecipeStep operation="listChatSessions" query=\'{"updated_after": "2026-11-21T01:50:00Z", "channel": null}\' title="Catch up on hand-offs" anchor="step-7-list-chat-sessions">', // review 48 #2: the anchor says step 7
    );
    const step = recipe.slice(recipe.indexOf('title="Catch up on hand-offs"'));
    for (const words of [
      'Set `updated_after` to the catch-up time',
      "`requested_at` other than your ticket's is a newer one",
      // review 48 #4: the rules are a table (scripts/developer-guide-review50.test.ts)
      '| `handoff.status` `requested` or `active`, no `ended_at` | None | Open one',
      '| `handoff.status` `ended`, or an `ended_at` on the session | Open | Close the open ticket with `handoff.outcome`',
    ])
      expect(step).toContain(words);
    expect(recipe).toContain('Store the new catch-up time only once this step and the next have succeeded.');
    expect(recipe).toContain(
      '7. A catch-up run reads back the sessions changed while its endpoint was down or disabled, on every channel, to open or close the tickets of hand-off events it missed.',
    );
    expect(recipe).toContain('Steps 2, 5, 7 and 8 only read.');
  });

  it('the step renders: the operation exists and takes updated_after', async () => {
    const {dereferenced} = await loadDocument();
    const attributes = {
      operation: 'listChatSessions',
      query: '{"updated_after": "2026-11-21T01:50:00Z"}',
      title: 'Catch up on hand-offs',
      anchor: 'step-7-list-chat-sessions',
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
      "as the recipe's [step 7](../recipes/hand-a-conversation-to-a-person.mdx#step-7-list-chat-sessions) does.",
    );
  });
});

describe('#3 the webhooks usual sequence tests on a test chatbot before the live endpoint', () => {
  it('step 3 tests on a test chatbot (or a copy endpoint), step 4 adds the live endpoint', () => {
    const steps = section('developer/category/webhook.mdx', '## The usual sequence');
    const test = steps.indexOf(
      '3. Test it before it goes live: in [test mode](../api/test-mode.mdx#test-your-webhooks)',
    );
    const live = steps.indexOf(
      "4. Go live: in the live chatbot's **Settings → Webhooks**, add the endpoint and choose the events",
    );
    expect(test).toBeGreaterThan(0);
    expect(live).toBeGreaterThan(test);
    expect(steps).toContain("Events of a test chatbot reach only the test workspace's endpoints.");
    expect(steps).not.toContain('on the endpoint of step 3');
  });
});

describe('#4 the back-end server makes a new key for a message resent after its session was replaced', () => {
  it('chat-server.mjs keeps the session with the key, and the recipe says a resend keeps the key only for that session', () => {
    const server = read('static/files/chat-server.mjs');
    expect(server).toContain(
      'const messageKeys = new Map(); // `${userId} ${id}` → {content, idempotencyKey, sessionId, expires}',
    );
    expect(server).toContain(
      '      if (message.sessionId && message.sessionId !== sessionId) message.idempotencyKey = crypto.randomUUID();\n      message.sessionId = sessionId;',
    );
    expect(read('developer/recipes/answer-visitors-from-your-back-end.mdx')).toContain(
      'each resend with the same `id` to the same session, sends the `Idempotency-Key` the message was first sent to that session with',
      // review 47 #8: after a session is replaced the key is new (scripts/developer-guide-review49.test.ts)
    );
    // The behaviour: scripts/samples/chat-server.test.ts, "a resend after the session was replaced sends a new key".
    expect(read('scripts/samples/chat-server.test.ts')).toContain('(409 idempotency_key_reused) (review 46 #4)');
  });
});

describe('#5 the lead handlers refuse a deleted lead in the conditional write itself', () => {
  const PAGE = 'developer/webhook/lead.mdx';
  const block = (title: string) =>
    new RegExp(`\`\`\`\\w+ title="${title.replace('.', '\\.')}"\\n([\\s\\S]*?)\`\`\``).exec(read(PAGE))![1]!;

  it('the page and every handler say that the write, not the read, keeps a deleted lead out', () => {
    const page = flat(read(PAGE));
    expect(page).toContain(
      'The conditional write refuses a remembered ID itself, in the same operation: a deleted lead keeps its row, with its ID alone, as the mark.',
    );
    expect(page).toContain("that a deleted lead's mark also fails, or one lock per lead ID around the deleted check");
    for (const title of ['lead-handler.mjs', 'lead_handler.py', 'lead_handler.php']) {
      const code = block(title).replace(/\s*\n\s*(?:\/\/|#)\s*/g, ' '); // Comment lines joined.
      expect(code, title).toContain(
        'and the ID is not remembered as deleted, in one operation: a duplicate, an older change or a deleted lead is skipped by the store itself',
      );
      expect(code, title).not.toContain('never store it again');
    }
    expect(read('static/files/lead-worker.mjs')).toContain(block('lead-handler.mjs'));
  });

  it("on the page's contacts.sql, a lead.updated that read the lead before its deletion stores nothing", async () => {
    const {DatabaseSync} = await import('node:sqlite');
    const db = new DatabaseSync(':memory:');
    const statements = new Map<string, string[]>();
    let current: string[] = [];
    for (const chunk of block('contacts.sql').split(/;\s*\n/)) {
      const names = /^-- ([A-Za-z]+(?: and [A-Za-z]+)*):/m.exec(chunk)?.[1].split(' and ');
      if (names) current = names;
      const statement = chunk.replace(/^--.*$/gm, '').trim();
      if (!statement) continue;
      if (current.length === 0) db.exec(`${statement};`);
      for (const name of current) statements.set(name, [...(statements.get(name) ?? []), statement]);
    }
    const run = (name: string, values: Record<string, string | number | null>) =>
      statements.get(name)!.map((statement) => db.prepare(statement).all(values));
    const crm = {
      addLeadSessions: async (id: string, [a, b]: string[]) => run('addLeadSessions', {1: id, 2: a!, 3: b!}),
      leadSessions: async (id: string) => run('leadSessions', {1: id})[0]!.map((row) => row.session_id),
      upsertContactIfNewer: async (c: Json) => {
        const [rows] = run('upsertContactIfNewer', {
          ...{1: c.externalId, 2: c.name, 3: c.email, 4: c.phone, 5: JSON.stringify(c.fields)},
          ...{6: c.revision, 7: c.updatedAt},
        });
        return rows!.length === 0 ? false : rows![0]!.created ? 'created' : 'updated';
      },
      rememberDeletedLead: async (id: string) => run('rememberDeletedLead', {1: id}),
      deleteContact: async (id: string) => run('deleteContact', {1: id}),
      deleteConversation: async () => {},
      isDeletedLead: async () => false, // Read before the deletion was remembered: stale by the time it writes.
    };
    const dir = mkdtempSync(path.join(tmpdir(), 'lead-handler-'));
    writeFileSync(path.join(dir, 'lead-handler.mjs'), block('lead-handler.mjs'));
    const {handleLeadEvent} = await import(pathToFileURL(path.join(dir, 'lead-handler.mjs')).href);
    const lead = (revision: number) => ({
      ...{id: 'lead_3Hs8kW2qLm', name: 'Dana', email: 'dana@example.com', phone: null, fields: {}, revision},
      ...{updated_at: '2026-11-21T10:30:00Z', session_id: 'ses_3kT9vQ2wZr', last_session_id: 'ses_3kT9vQ2wZr'},
    });
    expect(await handleLeadEvent({type: 'lead.created', data: {lead: lead(1)}}, crm)).toBe('created');
    const deletion = {lead_id: 'lead_3Hs8kW2qLm', session_ids: ['ses_3kT9vQ2wZr']};
    expect(await handleLeadEvent({type: 'lead.deleted', data: deletion}, crm)).toBe(false);
    expect(await handleLeadEvent({type: 'lead.updated', data: {lead: lead(2)}}, crm)).toBe(false);
    expect(db.prepare('SELECT lead_id, name, email, deleted FROM contacts').all()).toEqual([
      {lead_id: 'lead_3Hs8kW2qLm', name: null, email: null, deleted: 1},
    ]);
  });
});

describe('#6 sheet rows paging says what a change above the cursor does', () => {
  it("listGoogleSheetRows' description: a deletion skips a row, an insert repeats one; de-duplicate by id and read again", () => {
    const text = flat(operation('listGoogleSheetRows').description);
    expect(text).toContain(
      'a row deleted above the cursor while you page moves the rows below it up, so one is skipped',
    );
    expect(text).toContain('a row inserted above moves them down, so one you already have comes again');
    expect(text).toContain('De-duplicate by `id`, and when the sheet changed during the walk');
    const page = read('developer/api/chatbot/source/googlesheet/get-googlesheet-data.mdx');
    expect(page).not.toContain('Rows inserted above your position while you page through are not seen');
    expect(page).toContain('a row inserted there shows you one again: de-duplicate by `id`');
  });
});

describe('#7 the 429 rate_limited texts say the workspace ceiling can be raised', () => {
  it('every 429 rate_limited text writes the ceiling as "600 unless raised", from the facts token', () => {
    const responses = document.components.responses as Json;
    for (const name of ['TooManyRequests', 'TooManyMessages']) {
      const summary = responses[name].content['application/json'].examples.rate_limited.summary;
      expect(summary, name).toContain('its ceiling (%API_RATE_LIMIT_WORKSPACE_PER_MINUTE% unless raised)');
    }
    expect(document.components['x-error-codes'].rate_limited.meaning).toContain(
      'than its ceiling (%API_RATE_LIMIT_WORKSPACE_PER_MINUTE% a minute unless raised)',
    );
    expect(read('developer/recipes/answer-visitors-from-your-back-end.mdx')).toContain(
      "the workspace's ceiling (%API_RATE_LIMIT_WORKSPACE_PER_MINUTE% requests a minute unless raised)",
    );
    const yaml = read('openapi/openapi.yaml');
    expect(yaml).not.toMatch(/ceiling \(%API_RATE_LIMIT_WORKSPACE_PER_MINUTE%\)|ceiling of %API_RATE_LIMIT_WORKSPACE/);
  });
});

describe('#8 the time a catch-up run reads from is the "catch-up time", never a "cursor"', () => {
  const pages = [
    'developer/webhook/delivery.mdx',
    'developer/webhook/lead.mdx',
    'developer/recipes/answer-visitors-from-your-back-end.mdx',
    'developer/recipes/capture-leads-into-your-system.mdx',
    HANDOFF_RECIPE,
    'developer/api/lead.mdx',
    'developer/api/lead-deletions.mdx',
    'developer/api/chat/session-deletions.mdx',
    'developer/api/chat/list-sessions.mdx',
  ];

  it('the catch-up pages say "cursor" only as next_cursor (pagination)', () => {
    for (const page of pages) expect(read(page).match(/(?<![_\w.])cursors?\b/g), page).toBeNull();
    expect(read('developer/webhook/delivery.mdx')).toContain(
      '1. **Take the catch-up time.** Use one catch-up time of your own: the time your last successful catch-up run started',
    );
    expect(read('developer/webhook/lead.mdx')).toContain('Keep one catch-up time of your own');
  });

  it("openapi.yaml's updated_after says catch-up time", () => {
    const text = flat(document.components.parameters.UpdatedAfter.description);
    expect(text).toContain(
      'To catch up, pass your catch-up time, never the `updated_at` of an item a webhook brought you',
    );
    expect(text).not.toContain('cursor');
  });
});

describe('#10 Create a key says how to make a test key', () => {
  it('step 1 turns on Test mode first for an sk_test_ key', () => {
    const steps = section('developer/api/authorization.mdx', '## Create a key');
    const test = steps.indexOf(
      'For a test key (`sk_test_`), turn on the **Test mode** switch at the top of the dashboard first',
    );
    expect(test).toBeGreaterThan(0);
    expect(test).toBeLessThan(steps.indexOf('select **Create key**'));
    expect(read('developer/api/test-mode.mdx')).toContain(
      'Open it with the **Test mode** switch at the top of the dashboard',
    );
  });
});
