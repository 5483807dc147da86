/**
 * The whole handlers the capture-leads and hand-off recipes link ("Download the whole handler"):
 * static/files/lead-worker.mjs and static/files/handoff-ticket.mjs, each run as a reader runs it, a real HTTP server,
 * sent the webhook examples of openapi.yaml signed as documented, with the API played by a stand-in. Expected calls
 * out: a contact stored once by revision (a replayed event and an older, out-of-order change change nothing; a deleted
 * lead never comes back), the transcript attached once the conversation is over and never after its deletion; one
 * ticket per hand-off, moved only forward (a late `requested` after `started` changes nothing), the transcript
 * attached at its end and deleted with the conversation. A forged signature is refused (review 39 #2).
 */
import crypto from 'node:crypto';
import {readFileSync} from 'node:fs';
import type {AddressInfo} from 'node:net';
import type {Server} from 'node:http';
import path from 'node:path';
import {afterEach, beforeAll, describe, expect, it} from 'vitest';
import {api as apiFacts, leadDeletions, retryableErrorCodes, webhookDelivery} from '../../config/facts';
import {loadDocument} from '../../src/plugins/api-reference/document';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const ROOT = path.resolve(import.meta.dirname, '../..');
const SECRET = 'whsec_RecipeWorkerTestSecret';
const examples: Record<string, Json> = {};
let chatbot = '';
let servers: Server[] = [];
/** A catch-up time of the night before: within the days deletions are kept, whenever the test runs. */
const recent = () => new Date(Date.now() - 86_400_000).toISOString();

beforeAll(async () => {
  const {dereferenced} = await loadDocument();
  const webhooks = dereferenced.webhooks as Record<
    string,
    {post: {requestBody: {content: Record<string, {example: Json}>}}}
  >;
  for (const [type, hook] of Object.entries(webhooks))
    examples[type] = hook.post.requestBody.content['application/json']!.example;
  chatbot = examples['lead.created']!.data.lead.chatbot_id;
});
afterEach(() => {
  for (const server of servers) server.close();
  servers = [];
});

const copy = (value: Json): Json => structuredClone(value);

/** POSTs an event signed as the delivery page documents; answers the status. */
async function deliver(server: Server, event: Json, secret = SECRET): Promise<number> {
  if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const body = JSON.stringify(event);
  const t = Math.floor(Date.now() / 1000);
  const v1 = crypto.createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  const {port} = server.address() as AddressInfo;
  const response = await fetch(`http://127.0.0.1:${port}/webhooks/parley`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json', 'Parley-Signature': `t=${t},v1=${v1}`},
    body,
  });
  return response.status;
}

/** The API: a session's status and its messages (two pages, newest first), or 404 once deleted. */
function api(status: () => string, gone = new Set<string>()) {
  const calls: string[] = [];
  const get = async (urlPath: string) => {
    calls.push(urlPath);
    const session =
      /sessions\/([^/?]+)/.exec(urlPath)?.[1] ?? new URLSearchParams(urlPath.split('?')[1]).get('session_id')!;
    if (gone.has(session)) return null;
    if (urlPath.includes('/sessions/')) return {id: session, status: status()};
    const after = new URLSearchParams(urlPath.split('?')[1]).get('starting_after');
    return after
      ? {data: [{id: 'msg_1', sequence: 1}], has_more: false, next_cursor: null}
      : {
          data: [
            {id: 'msg_3', sequence: 3},
            {id: 'msg_2', sequence: 2},
          ],
          has_more: true,
          next_cursor: 'msg_2',
        };
  };
  return {calls, get};
}

/** The delivery page's verifySignature (server.mjs), as written there: both files carry it unchanged. */
function pageVerifier(): string {
  const page = readFileSync(path.join(ROOT, 'developer/webhook/delivery.mdx'), 'utf8');
  return /\/\*\* The chatbots whose secret signed the body[\s\S]*?\n}\n/.exec(page)![0];
}

async function importFile(name: string) {
  return import(path.join(ROOT, 'static/files', name));
}

describe('static/files/lead-worker.mjs (capture-leads recipe)', () => {
  it('signs with the documented tolerance, and the recipe links it', () => {
    const file = readFileSync(path.join(ROOT, 'static/files/lead-worker.mjs'), 'utf8');
    expect(file).toContain(`const TOLERANCE_SECONDS = ${webhookDelivery.signatureToleranceMinutes} * 60;`);
    expect(file).toContain(pageVerifier());
    const recipe = readFileSync(path.join(ROOT, 'developer/recipes/capture-leads-into-your-system.mdx'), 'utf8');
    expect(recipe).toContain('[Download the whole handler](pathname:///files/lead-worker.mjs)');
    // One truth: the lead handler in the file is the lead webhook page's, as written there.
    const page = readFileSync(path.join(ROOT, 'developer/webhook/lead.mdx'), 'utf8');
    const handler = /```js title="lead-handler\.mjs"\n([\s\S]*?)```/.exec(page)![1]!;
    expect(file).toContain(handler);
  });

  it('stores a lead once by revision, skips replays and older changes, and never brings a deleted lead back', async () => {
    const {createLeadWorker, memoryStore} = await importFile('lead-worker.mjs');
    const crm = memoryStore();
    let sessionStatus = 'open';
    const {calls, get} = api(() => sessionStatus);
    const worker = createLeadWorker({secrets: [{chatbotId: chatbot, secret: SECRET}], crm, get});
    servers.push(worker.server);
    const created = copy(examples['lead.created']!);
    const lead = created.data.lead;

    expect(await deliver(worker.server, created, 'whsec_Forged')).toBe(400);
    expect(crm.contacts.size).toBe(0);

    expect(await deliver(worker.server, created)).toBe(200);
    await worker.idle();
    expect(crm.contacts.get(lead.id)).toMatchObject({externalId: lead.id, revision: lead.revision});
    // The conversation is still open: read, not attached (conversation.ended is still to come).
    expect(calls.some((call) => call.includes(`/sessions/${lead.session_id}`))).toBe(true);
    expect(crm.conversations.size).toBe(0);

    // A replay of the same event (same id) is skipped before the store.
    const writes = calls.length;
    expect(await deliver(worker.server, created)).toBe(200);
    await worker.idle();
    expect(calls.length).toBe(writes);

    // A newer change, then an older one out of order: the newer one stays.
    const newer = copy(created);
    Object.assign(newer, {id: 'evt_newer', type: 'lead.updated'});
    Object.assign(newer.data.lead, {revision: lead.revision + 2, name: 'Newer Name'});
    const older = copy(created);
    Object.assign(older, {id: 'evt_older', type: 'lead.updated'});
    Object.assign(older.data.lead, {revision: lead.revision + 1, name: 'Older Name'});
    expect(await deliver(worker.server, newer)).toBe(200);
    expect(await deliver(worker.server, older)).toBe(200);
    await worker.idle();
    expect(crm.contacts.get(lead.id).name).toBe('Newer Name');

    // The conversation ends: its transcript is attached, oldest first, over both pages.
    sessionStatus = 'closed';
    const ended = copy(examples['conversation.ended']!);
    Object.assign(ended.data, {session_id: lead.session_id, chatbot_id: chatbot});
    expect(await deliver(worker.server, ended)).toBe(200);
    await worker.idle();
    expect(crm.conversations.get(lead.session_id).map((m: Json) => m.id)).toEqual(['msg_1', 'msg_2', 'msg_3']);

    // Deleted: contact and conversation go, and a late lead.updated in flight never creates it again.
    const deleted = copy(examples['lead.deleted']!);
    Object.assign(deleted.data, {lead_id: lead.id, chatbot_id: chatbot, session_ids: [lead.session_id]});
    expect(await deliver(worker.server, deleted)).toBe(200);
    const late = copy(newer);
    Object.assign(late, {id: 'evt_late'});
    late.data.lead.revision = lead.revision + 3;
    expect(await deliver(worker.server, late)).toBe(200);
    expect(await deliver(worker.server, ended)).toBe(200); // A replayed conversation.ended attaches nothing.
    await worker.idle();
    expect(crm.contacts.get(lead.id)).toEqual({deleted: true});
    expect(crm.conversations.size).toBe(0);
  });
});

describe('static/files/handoff-ticket.mjs (hand-off recipe)', () => {
  it('signs with the documented tolerance, and the recipe links it', () => {
    const file = readFileSync(path.join(ROOT, 'static/files/handoff-ticket.mjs'), 'utf8');
    expect(file).toContain(`const TOLERANCE_SECONDS = ${webhookDelivery.signatureToleranceMinutes} * 60;`);
    expect(file).toContain(pageVerifier());
    const recipe = readFileSync(path.join(ROOT, 'developer/recipes/hand-a-conversation-to-a-person.mdx'), 'utf8');
    expect(recipe).toContain('[Download the whole handler](pathname:///files/handoff-ticket.mjs)');
  });

  it('opens one ticket per hand-off, moves it only forward, attaches the transcript and deletes it', async () => {
    const {createHandoffWorker} = await importFile('handoff-ticket.mjs');
    const desk: string[] = [];
    const recording = {
      createTicket: async ({sessionId}: Json) => (desk.push(`create ${sessionId}`), 'T-1'),
      updateTicket: async (id: string, {status, outcome}: Json) => desk.push(`update ${id} ${status} ${outcome}`),
      attachTranscript: async (id: string, messages: Json[]) =>
        desk.push(`attach ${id} ${messages.map((m) => m.id).join(',')}`),
      deleteTranscript: async (id: string) => desk.push(`delete ${id}`),
    };
    const {get} = api(() => 'open');
    const botOf = examples['conversation.handoff.requested']!.data.session.chatbot_id;
    const worker = createHandoffWorker({secrets: [{chatbotId: botOf, secret: SECRET}], desk: recording, get});
    servers.push(worker.server);
    const requested = copy(examples['conversation.handoff.requested']!);
    const session = requested.data.session.id;
    const at = requested.data.handoff.requested_at;
    const started = copy(examples['conversation.handoff.started']!);
    Object.assign(started.data.session, {id: session, chatbot_id: botOf});
    Object.assign(started.data.handoff, {requested_at: at, status: 'active'});
    const ended = copy(started);
    Object.assign(ended, {id: 'evt_ended', type: 'conversation.handoff.ended'});
    Object.assign(ended.data.handoff, {status: 'ended', outcome: 'returned_to_chatbot'});

    expect(await deliver(worker.server, requested, 'whsec_Forged')).toBe(400);
    expect(await deliver(worker.server, requested)).toBe(200);
    expect(await deliver(worker.server, requested)).toBe(200); // Replayed: skipped by its event id.
    expect(await deliver(worker.server, started)).toBe(200);
    const lateRequested = copy(requested);
    lateRequested.id = 'evt_retried_requested'; // A retry that was overtaken: older than what the ticket shows.
    expect(await deliver(worker.server, lateRequested)).toBe(200);
    expect(worker.tickets.get(session)).toMatchObject({ticketId: 'T-1', stage: 1}); // Still with the agent.
    expect(await deliver(worker.server, ended)).toBe(200);
    await worker.idle();
    const deleted = copy(examples['conversation.deleted']!);
    Object.assign(deleted.data, {session_id: session, chatbot_id: botOf});
    expect(await deliver(worker.server, deleted)).toBe(200);
    const replayedEnd = copy(ended);
    replayedEnd.id = 'evt_ended_again';
    expect(await deliver(worker.server, replayedEnd)).toBe(200);
    await worker.idle();

    expect(desk).toEqual([
      `create ${session}`,
      'update T-1 active null',
      'update T-1 ended returned_to_chatbot',
      'attach T-1 msg_1,msg_2,msg_3',
      'delete T-1',
    ]);
  });

  it('opens no ticket for a Preview conversation unless PARLEY_KEEP_PREVIEW_TICKETS=1 (review 47 #3)', async () => {
    const file = readFileSync(path.join(ROOT, 'static/files/handoff-ticket.mjs'), 'utf8');
    expect(file).toContain("keepPreview = process.env.PARLEY_KEEP_PREVIEW_TICKETS === '1'");
    const {createHandoffWorker} = await importFile('handoff-ticket.mjs');
    const botOf = examples['conversation.handoff.requested']!.data.session.chatbot_id;
    const preview = copy(examples['conversation.handoff.requested']!);
    preview.data.session.preview = true;
    for (const keepPreview of [false, true]) {
      const created: string[] = [];
      const desk = {...deskRecorder(created), createTicket: async () => (created.push('create'), 'T-1')};
      const worker = createHandoffWorker({secrets: [{chatbotId: botOf, secret: SECRET}], desk, keepPreview});
      servers.push(worker.server);
      expect(await deliver(worker.server, preview)).toBe(200);
      expect(created).toEqual(keepPreview ? ['create'] : []);
    }
  });

  it('catches up: missed hand-offs get their ticket, a newer one seen is kept, deletions come last (review 47 #2)', async () => {
    const {createHandoffWorker} = await importFile('handoff-ticket.mjs');
    const desk: string[] = [];
    let next = 1;
    const recording = {
      ...deskRecorder(desk),
      createTicket: async ({sessionId}: Json) => (desk.push(`create ${sessionId}`), `T-${next++}`),
    };
    const base = examples['conversation.handoff.requested']!.data;
    const bot = base.session.chatbot_id;
    const at = base.handoff.requested_at;
    const session = (id: string, handoff: Json | null, extra: Json = {}): Json => ({
      ...copy(base.session),
      id,
      handoff: handoff && {...copy(base.handoff), requested_at: at, agent: null, outcome: null, ...handoff},
      ended_at: null,
      ...extra,
    });
    const listed = [
      // Seen as `started` live; the list, read later, still says `requested`: the ticket keeps `active`.
      [session('ses_Seen', {status: 'requested'}), session('ses_Missed', {status: 'requested'})],
      [
        session('ses_Whole', {status: 'ended', outcome: 'returned_to_chatbot'}), // requested and ended both missed
        session('ses_Ghl', {status: 'requested'}, {channel: 'gohighlevel', ended_at: '2026-11-21T12:00:00Z'}),
        session('ses_Preview', {status: 'requested'}, {preview: true}),
        session('ses_NoHandoff', null),
      ],
    ];
    const calls: string[] = [];
    const get = async (urlPath: string) => {
      calls.push(urlPath);
      const query = new URLSearchParams(urlPath.split('?')[1]);
      if (urlPath.startsWith('/session-deletions')) {
        return {
          data: [
            {session_id: 'ses_Missed', chatbot_id: bot},
            {session_id: 'ses_Other', chatbot_id: 'bot_0therB0t00'},
          ],
          has_more: false,
          next_cursor: null,
        };
      }
      if (urlPath.includes('/sessions?')) {
        const page = query.get('starting_after') ? listed[1]! : listed[0]!;
        return {data: page, has_more: page === listed[0], next_cursor: page === listed[0] ? 'ses_Missed' : null};
      }
      return {data: [{id: 'msg_1', sequence: 1}], has_more: false, next_cursor: null};
    };
    const worker = createHandoffWorker({secrets: [{chatbotId: bot, secret: SECRET}], desk: recording, get});
    servers.push(worker.server);
    const started = copy(examples['conversation.handoff.started']!);
    Object.assign(started.data.session, {id: 'ses_Seen', chatbot_id: bot, preview: false});
    Object.assign(started.data.handoff, {requested_at: at, status: 'active'});
    expect(await deliver(worker.server, started)).toBe(200);

    const since = recent();
    await worker.catchUp(since);

    expect(calls[0]).toBe(`/chatbots/${bot}/sessions?updated_after=${encodeURIComponent(since)}`);
    expect(calls.filter((call) => call.includes('channel='))).toEqual([]); // hand-offs happen on every channel
    expect(calls.findIndex((call) => call.startsWith('/session-deletions'))).toBeGreaterThan(
      calls.map((call) => call.includes('/sessions?')).lastIndexOf(true),
    );
    expect(worker.tickets.get('ses_Seen')).toMatchObject({ticketId: 'T-1', stage: 1});
    expect(desk).toEqual([
      'create ses_Seen',
      'update T-1 active null',
      'create ses_Missed',
      'create ses_Whole',
      'update T-3 ended returned_to_chatbot',
      'attach T-3 msg_1',
      'create ses_Ghl',
      'update T-4 ended null', // `ended_at` on the session wins over a GoHighLevel hand-off's `requested`
      'attach T-4 msg_1',
      'delete T-2',
    ]);
  });
});

describe('handoff-ticket.mjs loses no transcript and reads as the Errors page says (review 48 #1, #5)', () => {
  const base = () => examples['conversation.handoff.requested']!.data;
  const listed = (sessions: Json[]) => ({data: sessions, has_more: false, next_cursor: null});

  it('a failed transcript read stays pending: catchUp rejects, then the next run attaches it', async () => {
    const {createHandoffWorker} = await importFile('handoff-ticket.mjs');
    const desk: string[] = [];
    const bot = base().session.chatbot_id;
    const ended = copy(examples['conversation.handoff.started']!);
    Object.assign(ended, {id: 'evt_ended', type: 'conversation.handoff.ended'});
    Object.assign(ended.data.session, {id: 'ses_Limited', chatbot_id: bot, preview: false});
    Object.assign(ended.data.handoff, {status: 'ended', outcome: 'closed'});
    let limited = true;
    const get = async (urlPath: string) => {
      if (urlPath.startsWith('/session-deletions')) return listed([]);
      if (urlPath.includes('/sessions?')) return listed([{...ended.data.session, handoff: ended.data.handoff}]);
      if (limited) throw new Error('GET /messages answered 429 rate_limited');
      return listed([{id: 'msg_1', sequence: 1}]);
    };
    const worker = createHandoffWorker({secrets: [{chatbotId: bot, secret: SECRET}], desk: deskRecorder(desk), get});
    servers.push(worker.server);
    expect(await deliver(worker.server, ended)).toBe(200); // The webhook path: the read fails after the answer.
    await worker.idle();
    expect([...worker.pending.keys()]).toEqual(['T-1']);
    // The list shows the hand-off ended, as the ticket does: only the pending entry reads the transcript again.
    await expect(worker.catchUp(recent())).rejects.toThrow('transcripts pending for T-1');
    limited = false;
    const before = Date.now();
    const next = await worker.catchUp(recent());
    const margin = leadDeletions.catchUpMarginMinutes * 60_000;
    expect(Date.parse(next)).toBeGreaterThanOrEqual(before - margin - 1000);
    expect(Date.parse(next)).toBeLessThanOrEqual(Date.now() - margin);
    expect(desk).toEqual(['create ses_Limited', 'update T-1 ended closed', 'attach T-1 msg_1']);
    expect(worker.pending.size).toBe(0);
  });

  it('a newer hand-off on the same conversation closes the old ticket first', async () => {
    const {createHandoffWorker} = await importFile('handoff-ticket.mjs');
    const desk: string[] = [];
    let next = 1;
    const recording = {
      ...deskRecorder(desk),
      createTicket: async ({sessionId}: Json) => (desk.push(`create ${sessionId}`), `T-${next++}`),
    };
    const bot = base().session.chatbot_id;
    const requested = copy(examples['conversation.handoff.requested']!);
    Object.assign(requested.data.session, {chatbot_id: bot, preview: false});
    const later = new Date(Date.parse(requested.data.handoff.requested_at) + 3_600_000).toISOString();
    const newer = {...requested.data.handoff, requested_at: later, status: 'requested'};
    const get = async (urlPath: string) => {
      if (urlPath.startsWith('/session-deletions')) return listed([]);
      if (urlPath.includes('/sessions?')) return listed([{...requested.data.session, ended_at: null, handoff: newer}]);
      return listed([{id: 'msg_1', sequence: 1}]);
    };
    const worker = createHandoffWorker({secrets: [{chatbotId: bot, secret: SECRET}], desk: recording, get});
    servers.push(worker.server);
    expect(await deliver(worker.server, requested)).toBe(200);
    await worker.catchUp(recent());
    const id = requested.data.session.id;
    expect(desk).toEqual([`create ${id}`, 'update T-1 ended null', `create ${id}`, 'attach T-1 msg_1']);
    expect(worker.tickets.get(id)).toMatchObject({ticketId: 'T-2', requestedAt: later, stage: 0});
  });

  it('apiGet retries rate_limited and 5xx after Retry-After, within the client timeout, and no other 4xx', async () => {
    const file = readFileSync(path.join(ROOT, 'static/files/handoff-ticket.mjs'), 'utf8');
    expect(file).toContain(`const CLIENT_TIMEOUT_MS = ${apiFacts.clientTimeoutSeconds}_000;`);
    expect(file).toContain(`const CATCH_UP_MARGIN_MINUTES = ${leadDeletions.catchUpMarginMinutes};`);
    // The codes it retries are the Errors page's retryable ones (a GET sends no Idempotency-Key).
    const codes = /const RETRYABLE_CODES = new Set\(\[([^\]]*)\]\)/.exec(file)![1]!.match(/[a-z_]+/g);
    expect(codes).toEqual(retryableErrorCodes.filter((code) => code !== 'idempotency_key_in_use'));
    expect(file).not.toContain('store `since` as your next catch-up time');
    const {apiGet} = await importFile('handoff-ticket.mjs');
    const answer = (status: number, body: Json, headers: Record<string, string> = {}) =>
      new Response(JSON.stringify(body), {status, headers});
    const run = async (answers: Response[]) => {
      const waits: number[] = [];
      const signals: unknown[] = [];
      const fetchFn = async (_url: string, init: Json) => (signals.push(init.signal), answers.shift()!);
      const result = await apiGet('/chatbots/bot_1/messages?session_id=ses_1', {
        apiKey: 'k',
        fetchFn,
        sleep: async (ms: number) => void waits.push(ms),
        random: () => 0.5, // The middle of the jitter: the backoff as written.
      }).catch((error: Error) => error);
      return {result, waits, signals};
    };
    const limited = answer(429, {error: {code: 'rate_limited'}}, {'Retry-After': '7'});
    const ok = await run([limited, answer(503, {error: {code: 'internal_error'}}), answer(200, {data: []})]);
    expect(ok.result).toEqual({data: []});
    expect(ok.waits).toEqual([7000, 2000]); // Retry-After honoured, then the backoff of the second attempt.
    expect(ok.signals.every((signal) => signal instanceof AbortSignal)).toBe(true);
    const limit = await run([answer(429, {error: {code: 'messages_limit_reached'}}, {'Retry-After': '3600'})]);
    expect(String(limit.result)).toContain('answered 429 messages_limit_reached');
    expect(limit.waits).toEqual([]);
    const always = await run(Array.from({length: 5}, () => answer(500, {error: {code: 'internal_error'}})));
    expect(String(always.result)).toContain('answered 500');
    expect(always.waits).toEqual([1000, 2000, 4000, 8000]); // Five attempts in all.
  });
});

describe('handoff-ticket.mjs refuses what would lose data silently (review 49 #3, #4, #6)', () => {
  const listed = (items: Json[]) => ({data: items, has_more: false, next_cursor: null});

  it('a 404 on the sessions list fails the catch-up; a gone transcript is logged and attaches nothing', async () => {
    const {createHandoffWorker} = await importFile('handoff-ticket.mjs');
    const bot = examples['conversation.handoff.requested']!.data.session.chatbot_id;
    const desk: string[] = [];
    const worker = createHandoffWorker({
      secrets: [{chatbotId: bot, secret: SECRET}],
      desk: deskRecorder(desk),
      get: async (urlPath: string) => (urlPath.startsWith('/session-deletions') ? listed([]) : null),
    });
    servers.push(worker.server);
    await expect(worker.catchUp(recent())).rejects.toThrow(
      `chatbot ${bot} not found with this key: use a key of its workspace`,
    );
    // A single session's messages: 404 means the conversation is gone, logged, nothing attached.
    const ended = copy(examples['conversation.handoff.started']!);
    Object.assign(ended, {id: 'evt_gone', type: 'conversation.handoff.ended'});
    Object.assign(ended.data.session, {id: 'ses_Gone', chatbot_id: bot, preview: false});
    Object.assign(ended.data.handoff, {status: 'ended', outcome: 'closed'});
    const logged: string[] = [];
    const log = console.log;
    console.log = (line: string) => void logged.push(line);
    try {
      expect(await deliver(worker.server, ended)).toBe(200);
      await worker.idle();
    } finally {
      console.log = log;
    }
    expect(logged).toContain('ticket T-1: transcript gone');
    expect(desk).toEqual(['create ses_Gone', 'update T-1 ended closed']);
    expect(worker.pending.size).toBe(0);
  });

  it('refuses a catch-up time older than the days deletions are kept, and one that is not a time', async () => {
    const file = readFileSync(path.join(ROOT, 'static/files/handoff-ticket.mjs'), 'utf8');
    expect(file).toContain(`const DELETIONS_DAYS = ${leadDeletions.listDays};`);
    const {createHandoffWorker} = await importFile('handoff-ticket.mjs');
    const bot = examples['conversation.handoff.requested']!.data.session.chatbot_id;
    const reads: string[] = [];
    const worker = createHandoffWorker({
      secrets: [{chatbotId: bot, secret: SECRET}],
      desk: deskRecorder([]),
      get: async (urlPath: string) => (reads.push(urlPath), listed([])),
    });
    const old = new Date(Date.now() - (leadDeletions.listDays + 1) * 86_400_000).toISOString();
    await expect(worker.catchUp(old)).rejects.toThrow('delivery#reconcile-in-full');
    await expect(worker.catchUp('last night')).rejects.toThrow('is not a time');
    expect(reads).toEqual([]);
    const inside = new Date(Date.now() - (leadDeletions.listDays - 1) * 86_400_000).toISOString();
    await expect(worker.catchUp(inside)).resolves.toMatch(/Z$/);
  });

  it('apiGet spreads its backoff by 0.5 to 1.5 at random, as the Errors page says', async () => {
    const {apiGet} = await importFile('handoff-ticket.mjs');
    const waitsWith = async (random: () => number) => {
      const waits: number[] = [];
      const fetchFn = async () => new Response(JSON.stringify({error: {code: 'internal_error'}}), {status: 500});
      await apiGet('/chatbots/bot_1/sessions', {
        apiKey: 'k',
        fetchFn,
        sleep: async (ms: number) => void waits.push(ms),
        random,
      }).catch(() => null);
      return waits;
    };
    expect(await waitsWith(() => 0)).toEqual([500, 1000, 2000, 4000]);
    expect(await waitsWith(() => 1)).toEqual([1500, 3000, 6000, 12000]);
  });
});

/** A help desk that records each call. */
function deskRecorder(desk: string[]) {
  return {
    createTicket: async ({sessionId}: Json) => (desk.push(`create ${sessionId}`), 'T-1'),
    updateTicket: async (id: string, {status, outcome}: Json) => desk.push(`update ${id} ${status} ${outcome}`),
    attachTranscript: async (id: string, messages: Json[]) =>
      desk.push(`attach ${id} ${messages.map((m) => m.id).join(',')}`),
    deleteTranscript: async (id: string) => desk.push(`delete ${id}`),
  };
}
