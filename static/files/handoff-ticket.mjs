// The whole server of the recipe "Hand a conversation to a person and back"
// (https://docs.parleychat.io/guides/developer/recipes/hand-a-conversation-to-a-person), steps 1 to 8, in one file:
// a help desk ticket per hand-off, kept up to date, with the transcript once the hand-off ends.
// Node.js 22 or later, no packages to install: `node handoff-ticket.mjs`. To catch up on the events missed while it
// was down (steps 7 and 8), start it with your catch-up time: `node handoff-ticket.mjs --catch-up=2026-11-21T01:50:00Z`.
//
//   PARLEY_WEBHOOK_SECRETS  each endpoint's signing secret after its chatbot's ID: bot_…=whsec_…, comma-separated
//   PARLEY_API_KEY          an API key of the chatbots' workspace; read-only is enough
//   PARLEY_API              the API's base URL (default https://api.parleychat.io/v1)
//   PORT                    default 3000; the endpoint is http://localhost:3000/webhooks/parley
//   PARLEY_KEEP_PREVIEW_TICKETS  1 to open tickets for conversations in the dashboard's Preview panel too (your own
//                           tests); without it they are skipped, so that your help desk holds real visitors only
//
// `logDesk` below stands in for your help desk: replace its four functions with your help desk's API calls. It keeps
// state in memory, so a restart forgets it: keep `handled`, the tickets and `pending` (the transcripts not yet attached)
// in your database before you go live. The catch-up runs only when the process starts: for the nightly one, run
// `catchUp` from a scheduled job that loads that state and your stored catch-up time, not by restarting the server.
import crypto from 'node:crypto';
import http from 'node:http';
import {pathToFileURL} from 'node:url';

const API = (process.env.PARLEY_API ?? 'https://api.parleychat.io/v1').replace(/\/+$/, '');
const TOLERANCE_SECONDS = 5 * 60; // The signature's timestamp may be at most 5 minutes off.

/** PARLEY_WEBHOOK_SECRETS → [{chatbotId, secret}]; throws, naming the entry's place and never its value. */
export function parseSecrets(value) {
  const ENTRY = /^(bot_[A-Za-z0-9]{10})\s*=\s*(whsec_\S+)$/;
  const entries = (value ?? '').split(',').map((entry) => entry.trim());
  const bad = entries.findIndex((entry) => entry !== '' && !ENTRY.test(entry));
  const secrets = entries.filter((entry) => ENTRY.test(entry)).map((entry) => ENTRY.exec(entry));
  if (secrets.length === 0 || bad !== -1) {
    throw new Error(
      'PARLEY_WEBHOOK_SECRETS must list each endpoint secret after its chatbot ID: bot_…=whsec_…,bot_…=whsec_…' +
        (bad === -1 ? '' : `; entry ${bad + 1} is not in that form`),
    );
  }
  return secrets.map(([, chatbotId, secret]) => ({chatbotId, secret}));
}

/** The chatbots whose secret signed the body: none when the delivery is not genuine. */
function verifySignature(rawBody, header, secrets) {
  if (!header || !Buffer.isBuffer(rawBody)) return [];
  const parts = header.split(',').map((part) => part.trim().split('='));
  const timestamp = Number(parts.find(([key]) => key === 't')?.[1]);
  const signatures = parts.filter(([key]) => key === 'v1').map(([, value]) => Buffer.from(value ?? '', 'hex'));
  if (!Number.isInteger(timestamp) || signatures.length === 0) return [];
  if (Math.abs(Date.now() / 1000 - timestamp) > TOLERANCE_SECONDS) return [];

  return secrets
    .filter(({secret}) => {
      const expected = crypto.createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest();
      return signatures.some((given) => given.length === expected.length && crypto.timingSafeEqual(given, expected));
    })
    .map(({chatbotId}) => chatbotId);
}

/** The codes worth the same GET again (developer/api/errors#retries); any 5xx is retried too. */
const RETRYABLE_CODES = new Set(['rate_limited', 'internal_error', 'model_unavailable']);
const ATTEMPTS = 5; // Then give up: the job fails, and the next catch-up run reads it again.
const CLIENT_TIMEOUT_MS = 30_000; // The API's client timeout for a read.
const MAX_WAIT_SECONDS = 60; // A longer Retry-After fails the job now; the next catch-up run reads it again.
const CATCH_UP_MARGIN_MINUTES = 10; // The next catch-up time is this run's start less this margin.
const DELETIONS_DAYS = 30; // GET /session-deletions keeps deletions this long: an older catch-up time would miss some.

/**
 * GET on the API with the key; `null` for a 404. A `429 rate_limited` or a `5xx` is tried again after its
 * `Retry-After` seconds (else 1, 2, 4, 8 seconds, each times 0.5 to 1.5 at random, so that many clients do not retry
 * at once), five attempts in all; each attempt waits at most 30 seconds for an answer. Throws on any other error, or
 * after the last attempt.
 */
export async function apiGet(
  path,
  {
    apiKey = process.env.PARLEY_API_KEY,
    fetchFn = fetch,
    sleep = (ms) => new Promise((r) => setTimeout(r, ms)),
    random = Math.random,
  } = {},
) {
  for (let attempt = 1; ; attempt++) {
    let response;
    let failure;
    try {
      response = await fetchFn(`${API}${path}`, {
        headers: {Authorization: `Bearer ${apiKey}`},
        signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS),
      });
    } catch (error) {
      failure = error; // No answer in time, or no connection: safe to read again.
    }
    if (response?.status === 404) return null;
    if (response?.ok) return response.json();
    const code = response ? (await response.json().catch(() => null))?.error?.code : undefined;
    const retry = !response || response.status >= 500 || RETRYABLE_CODES.has(code);
    if (!retry || attempt >= ATTEMPTS) {
      throw new Error(
        `GET ${path.split('?')[0]} answered ${response?.status ?? failure?.name}${code ? ` ${code}` : ''}`,
      );
    }
    const retryAfter = Number(response?.headers.get('Retry-After') ?? NaN);
    const seconds = Number.isFinite(retryAfter) && retryAfter >= 0 ? retryAfter : 2 ** (attempt - 1) * (0.5 + random());
    if (seconds > MAX_WAIT_SECONDS) throw new Error(`GET ${path.split('?')[0]}: Retry-After ${seconds} s is too long`);
    await sleep(seconds * 1000);
  }
}

/** The order of a hand-off's states: a late `requested` never takes a ticket back from `active` or `ended`. */
const STAGE = {requested: 0, active: 1, ended: 2};

/** Your help desk. Each function is one call to its API; these only log IDs, never what the visitor wrote. */
export function logDesk() {
  let next = 1;
  return {
    async createTicket({sessionId, reason}) {
      const ticketId = `T-${next++}`;
      console.log(`ticket ${ticketId} for ${sessionId} (${reason})`);
      return ticketId;
    },
    async updateTicket(ticketId, {status, agent, outcome}) {
      console.log(`ticket ${ticketId}: ${status}${agent ? ` with ${agent}` : ''}${outcome ? ` (${outcome})` : ''}`);
    },
    async attachTranscript(ticketId, messages) {
      console.log(`ticket ${ticketId}: transcript of ${messages.length} messages`);
    },
    async deleteTranscript(ticketId) {
      console.log(`ticket ${ticketId}: transcript deleted`);
    },
  };
}

/** Step 5: the conversation's messages, oldest first; `null` when it is gone. */
async function transcript(chatbotId, sessionId, get) {
  const messages = [];
  let cursor = null;
  do {
    const query = new URLSearchParams({session_id: sessionId, ...(cursor ? {starting_after: cursor} : {})});
    const page = await get(`/chatbots/${chatbotId}/messages?${query}`);
    if (page === null) return null;
    messages.push(...page.data);
    cursor = page.has_more ? page.next_cursor : null;
  } while (cursor);
  return messages.sort((a, b) => a.sequence - b.sequence);
}

/**
 * The server: verifies each delivery, skips an event ID it has handled, opens one ticket per hand-off and moves it
 * only forward (a hand-off is newer when its `requested_at` is later, or, the same, its status is further on), and
 * deletes the transcript for good when the conversation is deleted.
 */
export function createHandoffWorker({
  secrets,
  desk = logDesk(),
  get = (path) => apiGet(path),
  keepPreview = process.env.PARLEY_KEEP_PREVIEW_TICKETS === '1',
}) {
  const handled = new Set(); // Event IDs handled to the end.
  const tickets = new Map(); // session ID → {ticketId, requestedAt, stage}
  const deletedSessions = new Set(); // Conversations deleted: a late event never attaches them again.
  // Tickets closed whose transcript is not attached yet: ticket ID → {chatbotId, sessionId}. A failed read stays
  // here, and every catch-up run reads it again, so that no transcript is lost to a 429 or an outage.
  const pending = new Map();
  let running = Promise.resolve(); // Jobs, one at a time. Use a durable queue in production.
  const queue = (job) => {
    running = running.then(job).catch((error) => console.error(`job failed (${error?.name} ${error?.message ?? ''})`));
  };
  /** Step 5, after the delivery is answered: the API calls can take longer than the delivery may wait. */
  const queueTranscript = (ticketId) =>
    queue(async () => {
      const entry = pending.get(ticketId);
      if (!entry) return; // Attached by an earlier job, or the conversation was deleted.
      let messages;
      try {
        messages = await transcript(entry.chatbotId, entry.sessionId, get);
      } catch (error) {
        console.error(
          `ticket ${ticketId}: transcript pending (${error?.message}); the next catch-up run reads it again`,
        );
        return;
      }
      // Gone (deleted, or aged out of the plan's history), or deleted while it was read: attach nothing.
      if (messages === null) console.log(`ticket ${ticketId}: transcript gone`);
      else if (!deletedSessions.has(entry.sessionId)) await desk.attachTranscript(ticketId, messages);
      pending.delete(ticketId);
    });
  /** Closes a ticket and reads its transcript. */
  async function close(ticketId, session, {status = 'ended', agent = null, outcome = null} = {}) {
    await desk.updateTicket(ticketId, {status, agent, outcome});
    pending.set(ticketId, {chatbotId: session.chatbot_id, sessionId: session.id});
    queueTranscript(ticketId);
  }

  /** Whether the event's hand-off is newer than the ticket's: a late or repeated one changes nothing. */
  const isNewer = (ticket, handoff) =>
    !ticket ||
    handoff.requested_at > ticket.requestedAt ||
    (handoff.requested_at === ticket.requestedAt && STAGE[handoff.status] > ticket.stage);

  async function handleEvent(event) {
    if (event.type === 'conversation.deleted') {
      const {session_id: sessionId} = event.data;
      deletedSessions.add(sessionId);
      for (const [ticketId, entry] of pending) if (entry.sessionId === sessionId) pending.delete(ticketId);
      const ticket = tickets.get(sessionId);
      if (ticket) await desk.deleteTranscript(ticket.ticketId);
      return;
    }
    if (!event.type.startsWith('conversation.handoff.')) return;
    const {session, handoff} = event.data;
    // A conversation in the dashboard's Preview panel, such as your own test: a ticket only on a test copy of your server.
    if (session.preview && !keepPreview) return;
    if (deletedSessions.has(session.id)) return; // A late event of a deleted conversation.
    const ticket = tickets.get(session.id);
    if (!isNewer(ticket, handoff)) return; // Out of order or a repeat: the ticket already shows more.
    const sameHandoff = ticket && ticket.requestedAt === handoff.requested_at;
    // A newer hand-off on the same conversation: the old one's end was missed, so close its ticket first (outcome
    // unknown), with the transcript so far.
    if (ticket && !sameHandoff && ticket.stage < STAGE.ended) await close(ticket.ticketId, session);
    // A new hand-off (or `reason: agent`, whose first event is `started`) opens a ticket; a later one moves it.
    const ticketId = sameHandoff
      ? ticket.ticketId
      : await desk.createTicket({sessionId: session.id, reason: handoff.reason, requestedAt: handoff.requested_at});
    tickets.set(session.id, {ticketId, requestedAt: handoff.requested_at, stage: STAGE[handoff.status]});
    const update = {status: handoff.status, agent: handoff.agent?.name ?? null, outcome: handoff.outcome ?? null};
    if (handoff.status === 'active') await desk.updateTicket(ticketId, update);
    if (handoff.status === 'ended') await close(ticketId, session, update);
  }

  /**
   * Steps 7 and 8, in the order of the delivery page's catch-up: the sessions changed since `since` (your catch-up
   * time), on every channel, then the conversations deleted since. Each session's hand-off goes through handleEvent as
   * the event it stands for, so the same ordering check applies: a ticket that already shows more is left as it is,
   * a missed hand-off gets its ticket, and one missed whole is opened and closed at once (one ticket per hand-off).
   * `ended_at` on the session wins: a `gohighlevel` hand-off stays `requested` after its conversation ends.
   * It first reads again every transcript still pending. It resolves with your next catch-up time (this run's start
   * less 10 minutes) once every transcript is attached; store it only then. It rejects when a read fails or a transcript
   * is still pending: keep your old catch-up time, so that the next run reads these changes again.
   */
  async function catchUp(since) {
    const startedAt = Date.now(); // Noted before the first read: the next run starts from here, less the margin.
    const sinceMs = Date.parse(since);
    if (!Number.isFinite(sinceMs)) throw new Error(`--catch-up=${since} is not a time such as 2026-11-21T01:50:00Z`);
    if (startedAt - sinceMs > DELETIONS_DAYS * 86_400_000) {
      throw new Error(
        `${since} is more than ${DELETIONS_DAYS} days ago, and deletions are kept ${DELETIONS_DAYS} days: reconcile ` +
          'in full (https://docs.parleychat.io/guides/developer/webhook/delivery#reconcile-in-full)',
      );
    }
    for (const ticketId of pending.keys()) queueTranscript(ticketId);
    // A list never answers 404 for being empty: a 404 is a wrong chatbot ID, or a key of another workspace.
    const pages = async function* (first, notFound) {
      let cursor = null;
      do {
        const page = await get(`${first}${cursor ? `&starting_after=${encodeURIComponent(cursor)}` : ''}`);
        if (page === null) throw new Error(notFound);
        yield* page.data;
        cursor = page.has_more ? page.next_cursor : null;
      } while (cursor);
    };
    const after = encodeURIComponent(since);
    for (const {chatbotId} of secrets) {
      // No `channel`: hand-offs happen on every channel.
      const notFound = `chatbot ${chatbotId} not found with this key: use a key of its workspace`;
      for await (const session of pages(`/chatbots/${chatbotId}/sessions?updated_after=${after}`, notFound)) {
        if (!session.handoff) continue;
        const status = session.ended_at ? 'ended' : session.handoff.status;
        const type = {requested: 'requested', active: 'started', ended: 'ended'}[status];
        const handoff = {...session.handoff, status};
        await handleEvent({id: null, type: `conversation.handoff.${type}`, data: {session, handoff}});
      }
    }
    for await (const deletion of pages(`/session-deletions?deleted_after=${after}`, 'GET /session-deletions: 404')) {
      if (secrets.some(({chatbotId}) => chatbotId === deletion.chatbot_id)) {
        await handleEvent({id: null, type: 'conversation.deleted', data: deletion});
      }
    }
    await running;
    if (pending.size > 0) {
      throw new Error(
        `transcripts pending for ${[...pending.keys()].join(', ')}; the next catch-up run reads them again`,
      );
    }
    return new Date(startedAt - CATCH_UP_MARGIN_MINUTES * 60_000).toISOString();
  }

  const server = http.createServer((req, res) => {
    if (req.method !== 'POST' || req.url !== '/webhooks/parley') return res.writeHead(404).end();
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', async () => {
      const body = Buffer.concat(chunks);
      const signedFor = verifySignature(body, req.headers['parley-signature'], secrets);
      if (signedFor.length === 0) return res.writeHead(400).end('Invalid signature');
      const event = JSON.parse(body.toString('utf8'));
      const chatbotId = event.data?.chatbot_id ?? event.data?.session?.chatbot_id;
      if (!signedFor.includes(chatbotId)) return res.writeHead(400).end('Signed for another chatbot');
      if (handled.has(event.id)) return res.writeHead(200).end(); // A duplicate: already handled.
      try {
        await handleEvent(event);
      } catch (error) {
        console.error(
          `${event.id} failed (${error?.name} ${error?.code ?? 'no code'}), answering 500 so that it is retried`,
        );
        return res.writeHead(500).end('Handling failed');
      }
      handled.add(event.id);
      res.writeHead(200).end();
    });
  });
  /** Resolves once every queued job has run (for tests). */
  return {server, tickets, pending, catchUp, idle: () => running};
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  let secrets;
  try {
    secrets = parseSecrets(process.env.PARLEY_WEBHOOK_SECRETS);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
  const {server, catchUp} = createHandoffWorker({secrets});
  const since = process.argv.find((arg) => arg.startsWith('--catch-up='))?.slice('--catch-up='.length);
  if (since) {
    try {
      const next = await catchUp(since);
      console.log(`Caught up on the changes since ${since}; store ${next} as your next catch-up time`);
    } catch (error) {
      console.error(`Catch-up not complete (${error?.message}); your catch-up time stays ${since}`);
    }
  }
  const port = Number(process.env.PORT ?? 3000);
  server.listen(port, () => console.log(`Listening on http://localhost:${port}/webhooks/parley`));
}
