// The whole server of the recipe "Capture leads into your own system"
// (https://docs.parleychat.io/guides/developer/recipes/capture-leads-into-your-system), steps 1 to 5, in one file.
// Node.js 22 or later, no packages to install: `node lead-worker.mjs`.
//
//   PARLEY_WEBHOOK_SECRETS  each endpoint's signing secret after its chatbot's ID: bot_…=whsec_…, comma-separated
//   PARLEY_API_KEY          an API key of the chatbots' workspace; read-only is enough
//   PARLEY_API              the API's base URL (default https://api.parleychat.io/v1)
//   PORT                    default 3000; the endpoint is http://localhost:3000/webhooks/parley
//
// It keeps everything in memory (`memoryStore` below), so a restart forgets it: replace the store with your
// database (contacts.sql on the lead webhook page) and the job list with a durable queue before you go live.
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

/** The chatbot an event belongs to: in `data` itself, or in its session or lead. */
const chatbotOf = (event) => event.data?.chatbot_id ?? event.data?.session?.chatbot_id ?? event.data?.lead?.chatbot_id;

/**
 * Your CRM or database, in memory: the functions the lead webhook page's handler calls, plus the conversations
 * attached to contacts. Each write is one operation, as the page asks of your store.
 */
export function memoryStore() {
  const contacts = new Map(); // lead ID → contact, or {deleted: true}
  const leadSessions = new Map(); // lead ID → Set of session IDs
  const conversations = new Map(); // session ID → messages, oldest first
  const deletedSessions = new Set();
  return {
    contacts,
    conversations,
    async rememberDeletedLead(leadId) {
      contacts.set(leadId, {deleted: true});
    },
    async isDeletedLead(leadId) {
      return contacts.get(leadId)?.deleted === true;
    },
    async addLeadSessions(leadId, sessionIds) {
      const known = leadSessions.get(leadId) ?? new Set();
      for (const id of sessionIds) if (id) known.add(id);
      leadSessions.set(leadId, known);
    },
    async leadSessions(leadId) {
      return [...(leadSessions.get(leadId) ?? [])];
    },
    async isLeadSession(sessionId) {
      return [...leadSessions.values()].some((ids) => ids.has(sessionId));
    },
    async upsertContactIfNewer(contact) {
      const stored = contacts.get(contact.externalId);
      if (stored?.deleted || (stored && stored.revision >= contact.revision)) return false;
      contacts.set(contact.externalId, contact);
      return stored ? 'updated' : 'created';
    },
    async deleteContact(leadId) {
      leadSessions.delete(leadId);
    },
    async attachConversation(sessionId, messages) {
      if (deletedSessions.has(sessionId)) return; // Deleted meanwhile: a late job never attaches it again.
      conversations.set(sessionId, messages);
    },
    async deleteConversation(sessionId) {
      deletedSessions.add(sessionId);
      conversations.delete(sessionId);
    },
  };
}

// The lead webhook page's handler (lead-handler.mjs), unchanged.
// Call it from handleEvent on the delivery page for 'lead.created', 'lead.updated' and 'lead.deleted'.
// Returns 'created' for a new contact, 'updated' for a newer change, and false for a deletion, a late event of a
// deleted lead, a Preview lead, or an older change.
export async function handleLeadEvent(event, crm) {
  if (event.type === 'lead.deleted') {
    await crm.rememberDeletedLead(event.data.lead_id); // First, so that no late event can bring it back.
    // The conversations erased with the lead and those its events named: delete your copies of their messages too.
    const sessionIds = new Set([...(event.data.session_ids ?? []), ...(await crm.leadSessions(event.data.lead_id))]);
    for (const sessionId of sessionIds) await crm.deleteConversation(sessionId);
    await crm.deleteContact(event.data.lead_id); // With its sessions; nothing to do if it is already gone.
    return false;
  }
  const {lead} = event.data;
  // A lead left in the dashboard's Preview panel, such as your own test: stored only on a test copy of your server.
  if (lead.preview && process.env.PARLEY_KEEP_PREVIEW_LEADS !== '1') return false;
  if (await crm.isDeletedLead(lead.id)) return false; // A late event of a deleted lead: skip it early.
  // Every conversation an event names, kept with the lead (a duplicate is skipped): its deletion deletes them too.
  await crm.addLeadSessions(lead.id, [lead.session_id, lead.last_session_id]);
  // Written only if the stored revision is lower (or there is none) and the ID is not remembered as deleted, in one
  // operation: a duplicate, an older change or a deleted lead is skipped by the store itself, even when another
  // delivery of the lead is being handled at the same time.
  // It answers 'created' for a new contact, 'updated' for a newer change, false when it wrote nothing.
  return crm.upsertContactIfNewer({
    externalId: lead.id, // A retried delivery updates the same contact instead of creating a second one.
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    fields: lead.fields ?? {},
    revision: lead.revision,
    updatedAt: lead.updated_at,
  });
}

/** GET on the API with the key; `null` for a 404 (the conversation is gone); throws on any other error. */
export async function apiGet(path, {apiKey = process.env.PARLEY_API_KEY, fetchFn = fetch} = {}) {
  const response = await fetchFn(`${API}${path}`, {headers: {Authorization: `Bearer ${apiKey}`}});
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`GET ${path.split('?')[0]} answered ${response.status}`);
  return response.json();
}

/** Steps 2 and 4: read the session; once it is closed, attach its messages, oldest first. */
async function attachWhenClosed(chatbotId, sessionId, {crm, get}) {
  const session = await get(`/chatbots/${chatbotId}/sessions/${sessionId}`);
  if (session === null || session.status !== 'closed') return; // Gone, or conversation.ended is still to come.
  await attachTranscript(chatbotId, sessionId, {crm, get});
}

async function attachTranscript(chatbotId, sessionId, {crm, get}) {
  const messages = [];
  let cursor = null;
  do {
    const query = new URLSearchParams({session_id: sessionId, ...(cursor ? {starting_after: cursor} : {})});
    const page = await get(`/chatbots/${chatbotId}/messages?${query}`);
    if (page === null) return; // The conversation was deleted or aged out: attach nothing.
    messages.push(...page.data);
    cursor = page.has_more ? page.next_cursor : null;
  } while (cursor);
  await crm.attachConversation(
    sessionId,
    messages.sort((a, b) => a.sequence - b.sequence),
  );
}

/**
 * The server: verifies each delivery, skips an event ID it has handled, stores and deletes leads by revision
 * (steps 1 and 5), and queues the reading of conversations (steps 2 to 4), which runs after the delivery is answered.
 */
export function createLeadWorker({secrets, crm = memoryStore(), get = (path) => apiGet(path)}) {
  const handled = new Set(); // Event IDs handled to the end. Use your database in production.
  // Jobs, one at a time, after the delivery is answered. Use a durable queue in production: a restart loses these.
  let running = Promise.resolve();
  const queue = (job) => {
    // A failed job is logged; a catch-up run (steps 6 to 8 of the recipe) reads the conversation again.
    running = running.then(job).catch((error) => console.error(`job failed (${error?.name} ${error?.message ?? ''})`));
  };

  async function handleEvent(event) {
    switch (event.type) {
      case 'lead.created':
      case 'lead.updated':
      case 'lead.deleted': {
        const stored = await handleLeadEvent(event, crm);
        console.log(`${event.id} ${event.type} ${event.data.lead?.id ?? event.data.lead_id}: ${stored || 'skipped'}`);
        if (stored) {
          const {chatbot_id: chatbotId, session_id: first, last_session_id: last} = event.data.lead;
          for (const sessionId of new Set([first, last].filter(Boolean))) {
            queue(() => attachWhenClosed(chatbotId, sessionId, {crm, get}));
          }
        }
        break;
      }
      case 'conversation.ended':
        if (await crm.isLeadSession(event.data.session_id)) {
          queue(() => attachTranscript(event.data.chatbot_id, event.data.session_id, {crm, get}));
        }
        break;
      case 'conversation.deleted':
        await crm.deleteConversation(event.data.session_id);
        break;
      default:
        console.log(`${event.id} ${event.type}: not handled here`);
    }
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
      if (!signedFor.includes(chatbotOf(event))) return res.writeHead(400).end('Signed for another chatbot');
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
  return {server, crm, idle: () => running};
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  let secrets;
  try {
    secrets = parseSecrets(process.env.PARLEY_WEBHOOK_SECRETS);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
  const {server} = createLeadWorker({secrets});
  const port = Number(process.env.PORT ?? 3000);
  server.listen(port, () => console.log(`Listening on http://localhost:${port}/webhooks/parley`));
}
