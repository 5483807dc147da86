// The whole server of the recipe "Answer a visitor from your back end", steps 1 to 3 and 6, in one file:
// https://docs.parleychat.io/guides/developer/recipes/answer-visitors-from-your-back-end
// Node.js 22 or later (an LTS release), nothing to install: node chat-server.mjs
// Set PARLEY_API_KEY (full access), PARLEY_CHATBOT_ID, ALLOWED_ORIGIN (your site's scheme, host and any port, compared
// exactly: https://www.example.com, no path or final /), and PARLEY_CHAT_WEBHOOK_SECRETS: the endpoint's signing secret
// after the chatbot's ID (bot_…=whsec_…; two, comma-separated, while the secret is rolled). Everything is kept in
// memory, so a restart forgets it: use your database.
import crypto from 'node:crypto';
import http from 'node:http';

const API = 'https://api.parleychat.io/v1';
const {PARLEY_API_KEY, PARLEY_CHATBOT_ID, ALLOWED_ORIGIN} = process.env;
const ENTRY = /^(bot_[A-Za-z0-9]{10})\s*=\s*(whsec_\S+)$/;
const entries = (process.env.PARLEY_CHAT_WEBHOOK_SECRETS ?? '').split(',').map((entry) => entry.trim());
const SECRETS = entries
  .map((entry) => ENTRY.exec(entry))
  .filter(Boolean)
  .map(([, chatbotId, secret]) => ({chatbotId, secret}));
const bad = entries.findIndex((entry) => entry !== '' && !ENTRY.test(entry)) + 1; // Its place: never its value.
if (!PARLEY_API_KEY || !PARLEY_CHATBOT_ID || !ALLOWED_ORIGIN || SECRETS.length === 0 || bad) {
  const which = bad ? `; entry ${bad} is not in that form` : '';
  console.error(`Set PARLEY_API_KEY, PARLEY_CHATBOT_ID, ALLOWED_ORIGIN and PARLEY_CHAT_WEBHOOK_SECRETS${which}`);
  process.exit(1);
}
const TOLERANCE_SECONDS = 5 * 60;
const RETRYABLE_CODES = new Set(['idempotency_key_in_use', 'rate_limited', 'internal_error', 'model_unavailable']);
const PERSON_WILL_ANSWER = 'Thank you. A member of our team will answer you here shortly.';
// No credits left, or the chatbot's messages limit reached: nothing was stored, and a retry gets the same error.
const NOT_ANSWERING = new Set(['insufficient_credits', 'messages_limit_reached']);
const ANSWER_WITHIN_SECONDS = 120; // One visitor message, its retries included.
const MAX_CHARACTERS = 4000; // Message a chatbot refuses a longer message.
const CHAT_PAUSED = 'Our chat cannot answer at the moment. Please email support@example.com and we will reply.';

// Your visitors, by your own user ID: their open session, their sessions' IDs, the replies not yet shown, the IDs of
// the answers your requests got, the chatbot messages that came while a request was under way, and the hand-off whose
// "a person will answer" they saw.
const visitors = new Map();
const owners = new Map(); // Session ID → visitor.
const contacts = []; // Details left out of hours.
// Each message's Idempotency-Key by the front end's ID for it, as long as the API keeps a key: a resend after a 502,
// when the first request may have been answered meanwhile, sends the same key, so it is not stored or charged twice.
// The key belongs to the session it was sent to: sent to another session, the API would refuse it (409).
const KEY_MS = 24 * 3600 * 1000;
const messageKeys = new Map(); // `${userId} ${id}` → {content, idempotencyKey, sessionId, expires}
const visitorOf = (userId) => {
  if (!visitors.has(userId)) {
    const state = {
      sessionId: null,
      opening: null,
      sessions: [],
      replies: [],
      answered: new Set(),
      sending: 0,
      held: [],
    };
    visitors.set(userId, {userId, ...state, noticeShown: null});
  }
  return visitors.get(userId);
};

/**
 * One API request, sent again with the same Idempotency-Key after no answer, a 5xx, or a retryable 409 or 429: at most
 * five failed attempts, 409 idempotency_key_in_use for up to timeoutSeconds (the first request can run that long), and
 * no attempt that would end after `deadline` (a time from Date.now()).
 */
async function call(method, path, body, idempotencyKey, timeoutSeconds, deadline = Infinity) {
  const headers = {Authorization: `Bearer ${PARLEY_API_KEY}`, 'Content-Type': 'application/json'};
  if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
  let failed = 0; // idempotency_key_in_use is not a failed attempt.
  let inUseUntil = Infinity;
  for (;;) {
    let wait = 2 ** failed * 1000 * (0.5 + Math.random()); // Backoff with jitter, or as Retry-After says.
    try {
      const response = await fetch(`${API}${path}`, {
        method,
        headers,
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(Math.max(1, Math.min(timeoutSeconds * 1000, deadline - Date.now()))),
      });
      const result = await response.json().catch(() => null); // null: not JSON, or cut off on the way.
      if (response.ok && result) return result;
      const code = result?.error?.code;
      const retryAfter = Number(response.headers.get('Retry-After') ?? NaN);
      if (Number.isFinite(retryAfter) && retryAfter >= 0) wait = retryAfter * 1000;
      const retry = response.ok || response.status >= 500 || RETRYABLE_CODES.has(code);
      if (code === 'idempotency_key_in_use') inUseUntil = Math.min(inUseUntil, Date.now() + timeoutSeconds * 1000);
      else failed += 1;
      const giveUp = code === 'idempotency_key_in_use' ? Date.now() + wait > inUseUntil : failed >= 5;
      if (!retry || giveUp || Date.now() + wait >= deadline) {
        throw Object.assign(new Error(`${method} ${path}: ${response.status} ${code}`), {
          status: response.status,
          code,
          param: result?.error?.param,
        });
      }
    } catch (error) {
      // An API error, no answer five times, or no time left for another attempt.
      if (error.status) throw error;
      failed += 1;
      if (failed >= 5 || Date.now() + wait >= deadline) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
}

/** A new session for the visitor, joined to their leads and history by your user ID; returns its welcome message. */
async function openSession(visitor, deadline) {
  const session = await call(
    'POST',
    `/chatbots/${PARLEY_CHATBOT_ID}/sessions`,
    {visitor: {id: visitor.userId}},
    crypto.randomUUID(),
    30,
    deadline,
  );
  visitor.sessionId = session.id;
  visitor.sessions.push(session.id); // Kept after it closes, to read the history back.
  owners.set(session.id, visitor);
  console.log(`session ${session.id} opened`);
  return session.welcome_message;
}

/** Sends the message to the visitor's session; a closed or deleted session is replaced, and the message sent again. */
async function sendMessage(visitor, content, clientId) {
  // A key per message, made and stored with it before the first attempt: every retry and resend of it sends it again.
  for (const [id, kept] of messageKeys) if (kept.expires <= Date.now()) messageKeys.delete(id);
  const id = clientId && `${visitor.userId} ${clientId}`;
  const kept = id && messageKeys.get(id);
  const message =
    kept?.content === content ? kept : {content, idempotencyKey: crypto.randomUUID(), expires: Date.now() + KEY_MS};
  if (id) messageKeys.set(id, message);
  // Five attempts of 70 s could last 6 minutes: the visitor gets an answer, or a 502, within ANSWER_WITHIN_SECONDS.
  const deadline = Date.now() + ANSWER_WITHIN_SECONDS * 1000;
  let welcome; // A new session's welcome message, to show before the answer.
  visitor.sending += 1;
  try {
    for (let renewed = false; ; renewed = true) {
      if (!visitor.sessionId && visitor.opening) await visitor.opening; // Another message is opening one: use it.
      if (!visitor.sessionId)
        welcome = await (visitor.opening = openSession(visitor, deadline)).finally(() => (visitor.opening = null));
      const sessionId = visitor.sessionId; // This attempt's session: another message may replace it meanwhile.
      // Sent before to a session since replaced: the same message to this one is another request, with a new key.
      if (message.sessionId && message.sessionId !== sessionId) message.idempotencyKey = crypto.randomUUID();
      message.sessionId = sessionId;
      try {
        const path = `/chatbots/${PARLEY_CHATBOT_ID}/sessions/${sessionId}/messages`;
        // 70 s an attempt: Message a chatbot waits for the AI model.
        const exchange = await call('POST', path, {content: message.content}, message.idempotencyKey, 70, deadline);
        // No answer during a hand-off (step 2): say once that a person will answer; the agent replies by webhook.
        if (!exchange.answer) {
          const handoff = `${sessionId} ${exchange.handoff?.requested_at}`;
          const notice = exchange.handoff?.status === 'requested' && visitor.noticeShown !== handoff;
          if (notice) visitor.noticeShown = handoff;
          return {welcome, ...(notice && {reply: PERSON_WILL_ANSWER}), waitingForPerson: true};
        }
        visitor.answered.add(exchange.answer.id);
        // Out of hours no form follows and no lead is saved: your front end shows its own, sent to /chat/contact.
        const askForContact = exchange.answer_kind === 'out_of_hours';
        return {welcome, reply: exchange.answer.content, ...(askForContact && {askForContact})};
      } catch (error) {
        const gone = error.code === 'session_closed' || (error.status === 404 && error.param === 'session_id');
        if (!gone || renewed) throw error;
        console.log(`session ${sessionId} ${error.code}: sending to a new one`);
        if (visitor.sessionId === sessionId) visitor.sessionId = null; // Unless another message already replaced it.
      }
    }
  } finally {
    // Chatbot messages that came during the request: pass on those that were not its answer.
    visitor.sending -= 1;
    if (visitor.sending === 0) {
      for (const held of visitor.held.splice(0)) if (!visitor.answered.has(held.id)) relay(visitor, held);
    }
  }
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

const relay = (visitor, {session_id, content, created_at, sequence}) =>
  visitor.replies.push({session_id, content, created_at, sequence});

function handleEvent(event) {
  if (event.type === 'conversation.message.created') {
    const {message} = event.data;
    const visitor = owners.get(message.session_id);
    if (!visitor || message.role === 'user') return; // The visitor's own message: your server sent it.
    if (message.role === 'agent') return relay(visitor, message);
    // A chatbot message: a request's answer, or a notice no request asked for; known only once the request is over.
    if (visitor.sending > 0) visitor.held.push(message);
    else if (!visitor.answered.has(message.id)) relay(visitor, message);
  } else if (event.type === 'conversation.deleted') {
    const visitor = owners.get(event.data.session_id);
    if (!visitor) return;
    owners.delete(event.data.session_id);
    visitor.sessions = visitor.sessions.filter((id) => id !== event.data.session_id);
    visitor.replies = visitor.replies.filter((reply) => reply.session_id !== event.data.session_id);
    visitor.held = visitor.held.filter((message) => message.session_id !== event.data.session_id);
    if (visitor.sessionId === event.data.session_id) visitor.sessionId = null;
  }
}

// Who the visitor is: your own sign-in decides. Replace the body of signedInUser with your session check, for example
// your session cookie looked up in your session store, and return the signed-in user's ID (or null). As it stands it
// trusts nobody: every /chat/ request gets 401, and the server says so when it starts. Never take the user's ID from
// a header, a cookie or a body the browser can set: anyone could then read another customer's conversations.
const SIGN_IN_WIRED = false; // Set to true once signedInUser checks your sign-in.
async function signedInUser(req) {
  return null;
}

const MAX_BODY_BYTES = 64 * 1024; // A visitor's message and a webhook event are far smaller: larger requests get 413.

/** The request's body, read to the end; a 413 error when it is larger than MAX_BODY_BYTES. */
async function readBody(req) {
  const tooLarge = Object.assign(new Error('Request body too large'), {status: 413, code: 'body_too_large'});
  if (Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES) throw tooLarge;
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw tooLarge;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

const handled = new Set(); // IDs of events handled to the end.

async function handle(req, res) {
  const reply = (status, body) => {
    res.writeHead(status, {'Content-Type': 'application/json'});
    res.end(JSON.stringify(body));
  };
  const url = new URL(req.url, 'http://localhost');

  if (req.method === 'POST' && url.pathname === '/webhooks/parley') {
    const body = await readBody(req);
    const signedFor = verifySignature(body, req.headers['parley-signature'], SECRETS);
    if (signedFor.length === 0) return reply(400, {error: 'Invalid signature'});
    const event = JSON.parse(body.toString('utf8'));
    if (!signedFor.includes(chatbotOf(event))) return reply(400, {error: 'Signed for another chatbot'});
    if (!handled.has(event.id)) handleEvent(event); // A duplicate delivery is not passed on twice.
    handled.add(event.id);
    return reply(200, {received: true});
  }

  // Another site's page must not send or read as your user: refuse its Origin. Apps and curl send none.
  const {origin} = req.headers;
  if (origin !== undefined && origin !== ALLOWED_ORIGIN) return reply(403, {error: 'Not from our site'});
  const userId = await signedInUser(req);
  if (!userId) return reply(401, {error: 'Sign in first'});
  const visitor = visitorOf(userId);
  if (req.method === 'POST' && ['/chat/messages', '/chat/contact'].includes(url.pathname)) {
    if (!/^application\/json\b/.test(req.headers['content-type'] ?? '')) return reply(415, {error: 'Send JSON'});
    const body = await readBody(req);
    let json;
    try {
      json = JSON.parse(body.toString('utf8'));
    } catch {
      // Not JSON: answered 400 below.
    }
    // The details left after askForContact: no lead is saved, so keep them for your team (your CRM or help desk).
    if (url.pathname === '/chat/contact') {
      if (!/^\S+@\S+$/.test(json?.email)) return reply(400, {error: 'Enter your email address'});
      contacts.push({userId, sessionId: visitor.sessionId, email: json.email, name: String(json.name ?? '')});
      console.log(`contact details left in session ${visitor.sessionId}`);
      return reply(200, {received: true});
    }
    const content = json?.text;
    if (typeof content !== 'string' || content.trim() === '') return reply(400, {error: 'Write a message'});
    if ([...content].length > MAX_CHARACTERS) {
      return reply(400, {error: `Your message is too long (${MAX_CHARACTERS} characters at most).`});
    }
    // The front end's ID for the message, made once and sent again with each resend of it.
    const clientId = typeof json.id === 'string' && /^[\w-]{1,100}$/.test(json.id) ? json.id : null;
    try {
      return reply(200, await sendMessage(visitor, content, clientId));
    } catch (error) {
      console.error(`message not answered: ${error.status ?? 'no answer'} ${error.code ?? error.name}`);
      if (error.code === 'visitor_rate_limited') return reply(429, {error: 'Wait a moment, then write again.'});
      if (NOT_ANSWERING.has(error.code)) {
        console.error(`chat paused: ${error.code}; add credits or raise the messages limit`); // For your team.
        return reply(503, {error: CHAT_PAUSED});
      }
      // The API refused the message (a 4xx a retry gets again), or gave no answer in time.
      if (error.status < 500 && !RETRYABLE_CODES.has(error.code)) return reply(502, {error: CHAT_PAUSED});
      return reply(502, {error: 'Sorry, we could not answer just now. Please try again.'});
    }
  }
  // Your front end polls this (POST: it empties the queue), or push the replies over a WebSocket instead.
  if (req.method === 'POST' && url.pathname === '/chat/replies') {
    const replies = visitor.replies.map(({content, created_at, sequence}) => ({content, created_at, sequence}));
    visitor.replies = [];
    return reply(200, {replies});
  }
  reply(404, {error: 'Not found'});
}

// Logs IDs and codes only: never a message's content or a visitor's ID, name or email.
http
  .createServer((req, res) => {
    req.on('error', () => {}); // A client that aborts its upload: readBody throws, and the catch below logs it.
    handle(req, res).catch((error) => {
      console.error(`request failed: ${error.status ?? 500} ${error.code ?? error.name}`);
      if (res.headersSent || res.destroyed) return;
      res.writeHead(error.status ?? 500, {'Content-Type': 'application/json', Connection: 'close'});
      res.end(JSON.stringify({error: error.status === 413 ? 'Request too large' : 'Something went wrong'}));
    });
  })
  .listen(Number(process.env.PORT ?? 3000), () => {
    console.log(`Listening on port ${process.env.PORT ?? 3000}`);
    if (!SIGN_IN_WIRED) console.warn('signedInUser is not wired to your sign-in: every /chat/ request gets 401.');
  });
