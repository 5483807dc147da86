/**
 * The complete server of developer/recipes/answer-visitors-from-your-back-end.mdx, published as
 * static/files/chat-server.mjs (the page shows excerpts of it and links it), run as a reader
 * runs it (Node, nothing installed), against a stand-in for the Parley API that answers Create a chat session and
 * Message a chatbot with openapi.yaml's own examples and error answers, checks every request body against the
 * document's schemas, and keeps an answered request's response under its `Idempotency-Key`, as the API does. Webhook
 * events are the document's examples, signed as Webhook delivery and verification says. Each test is one promise of
 * the recipe: a message answered in one session per visitor, the first after the session's welcome message, a retry that reuses the message's key and gets one
 * answer, a closed or deleted session replaced once, the hand-off text once a requested hand-off (none while an agent has it), an agent's signed
 * reply relayed to the visitor once, a forged one refused, and logs without a message or a visitor's ID. As the page
 * shows it, `signedInUser` trusts nobody (every `/chat/` request gets 401); the tests run a second copy with the check a
 * reader writes: the user of a session cookie their own sign-in set (here `sid=tok-<user ID>`).
 */
import type {ChildProcess} from 'node:child_process';
import crypto from 'node:crypto';
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {afterAll, beforeAll, beforeEach, describe, expect, test} from 'vitest';
import {product} from '../../config/product';
import {replaceProductFacts} from '../../src/plugins/remark-product-facts';
import {pageExcerpts, partsNotInFile} from './excerpts';
import {NPM_INIT_PACKAGE_JSON, sampleWorkDir, startSample} from './run-sample';
import {loadSchemas, type Schemas} from './schemas';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PAGE = 'developer/recipes/answer-visitors-from-your-back-end.mdx';
const FILE = 'chat-server.mjs';
const WORK = sampleWorkDir('chat-server-sample');
const API_KEY = 'sk_live_FullAccessKeyForChat01';
const SECRET = 'whsec_ChatServerEndpoint01';
/** The reader's site: the only `Origin` the server takes `/chat/` requests from. */
const SITE = 'https://shop.example.com';
/** Your signed-in users, two new ones for each test: the server keeps its sessions from test to test. */
let DANA = '';
let SAM = '';
let users = 0;
const newUser = () => `customer-${4821 + (users += 1)}`;

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
type Request = {method: string; path: string; key?: string; body: Json; at: number};
type Fault = {status?: number; code?: string; retryAfter?: string; drop?: 'before answering' | 'in the body'};

let schemas: Schemas;
let CHATBOT = '';
/** openapi.yaml's examples: the 201 of Create a chat session, the 200 of Message a chatbot, `409 session_closed`. */
let sessionExample: Json;
let exchangeExample: Json;
let sessionClosed: Json;
let agentMessageEvent: Json;

/** The stand-in's workspace. */
/** `handoff`: the session's hand-off, `requested` or `active` (an agent has it), or none (`false`), as Handoff's `status`. */
const sessions = new Map<
  string,
  {
    status: 'open' | 'closed';
    handoff: false | 'requested' | 'active';
    handoffAt?: string;
    deleted: boolean;
    visitorId?: string;
  }
>();
/**
 * Responses of answered requests, by `Idempotency-Key`, with the request they answered, as the API keeps them: the key
 * sent again with another method, path or body gets `409 idempotency_key_reused`.
 */
const stored = new Map<string, {status: number; body: Json; request?: string}>();
const requests: Request[] = [];
const invalid: string[] = [];
/** Errors the next message requests get, in order; `drop` answers the message and then drops the connection. */
let faults: Fault[] = [];
/**
 * Answers of a gateway in front of the API to the next message requests, in order: those never reach the API (no
 * error object); `null` lets one through.
 */
let gateway: Array<Fault | null> = [];
let answersGiven = 0;
/** While set, the next Create a chat session answers only once it settles, and not at all if the caller gave up. */
let holdNextSession: Promise<void> | null = null;
/** While set, the next `409 session_closed` is sent only once it settles: a late answer to a closed session. */
let holdNextClosed: Promise<void> | null = null;
let sessionCount = 0;
/** While set, the next message is asked for a person outside Working hours: the Out-of-hours message answers. */
let outOfHoursNext = false;
const OUT_OF_HOURS = "Leave your email and we'll reply when we're back.";

const api = http.createServer(async (req, res) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  const body = text === '' ? {} : (JSON.parse(text) as Json);
  const url = new URL(req.url ?? '/', 'http://api');
  const route = url.pathname.replace(/^\/v1/, '');
  const key = req.headers['idempotency-key'] as string | undefined;
  requests.push({method: req.method ?? '', path: route, key, body, at: Date.now()});
  const send = (status: number, payload: Json, headers: Record<string, string> = {}) => {
    res.writeHead(status, {'Content-Type': 'application/json', ...headers});
    res.end(JSON.stringify(payload));
  };
  const error = (status: number, code: string, param?: string, headers: Record<string, string> = {}) =>
    send(status, {error: {code, message: code, ...(param ? {param} : {}), request_id: 'req_StandIn0001'}}, headers);
  const barred = route.endsWith('/messages') ? gateway.shift() : null;
  if (barred) {
    const {status, retryAfter} = barred;
    res.writeHead(status!, {'Content-Type': 'text/html', ...(retryAfter ? {'Retry-After': retryAfter} : {})});
    return res.end('<html>Service Unavailable</html>');
  }
  if (req.headers.authorization !== `Bearer ${API_KEY}`) return error(401, 'invalid_api_key');
  const schema = schemas.requestBodySchema(req.method ?? '', route);
  const problems = schema ? schemas.validate(schema, body) : [`${req.method} ${route}: no such operation`];
  if (problems.length > 0) {
    invalid.push(`${req.method} ${route}: ${problems.join('; ')}`);
    return error(400, 'invalid_request');
  }
  const again = key === undefined ? undefined : stored.get(key);
  const request = JSON.stringify([req.method, route, body]);
  if (again?.request && again.request !== request) return error(409, 'idempotency_key_reused');
  if (again) return send(again.status, again.body);

  if (req.method === 'POST' && route === `/chatbots/${CHATBOT}/sessions`) {
    const hold = holdNextSession; // A test may keep a new session waiting, as a slow API would.
    holdNextSession = null;
    if (hold) {
      await hold;
      if (req.socket.destroyed) return;
    }
    sessionCount += 1;
    const id = `ses_Stand${String(sessionCount).padStart(5, '0')}`;
    sessions.set(id, {status: 'open', handoff: false, deleted: false, visitorId: body.visitor?.id});
    const session = {...structuredClone(sessionExample), id, visitor: {id: body.visitor?.id ?? null, verified: true}};
    if (key) stored.set(key, {status: 201, body: session, request});
    return send(201, session);
  }
  const message = new RegExp(`^/chatbots/${CHATBOT}/sessions/([^/]+)/messages$`).exec(route);
  if (req.method === 'POST' && message) {
    const session = sessions.get(message[1]);
    if (!session || session.deleted) return error(404, 'resource_not_found', 'session_id');
    if (session.status === 'closed') {
      const hold = holdNextClosed;
      holdNextClosed = null;
      if (hold) await hold;
      return send(409, sessionClosed);
    }
    const fault = faults.shift();
    if (fault?.status) {
      return error(fault.status, fault.code!, undefined, fault.retryAfter ? {'Retry-After': fault.retryAfter} : {});
    }
    const exchange = structuredClone(exchangeExample);
    exchange.question = {...exchange.question, session_id: message[1], content: body.content};
    if (session.handoff) {
      exchange.answer = null;
      exchange.answer_kind = null;
      exchange.credits_used = 0;
      const at = session.handoffAt ?? exchange.question.created_at;
      const active = session.handoff === 'active';
      exchange.handoff = {
        ...{status: session.handoff, reason: 'visitor_asked', requested_at: at, started_at: active ? at : null},
        ...{ended_at: null, agent: active ? {id: 'usr_Agent00001', name: 'Sam'} : null, outcome: null},
      };
    } else if (outOfHoursNext) {
      outOfHoursNext = false;
      const {sources, ...answer} = exchange.answer; // eslint-disable-line @typescript-eslint/no-unused-vars
      exchange.answer = {...answer, id: 'msg_OutOfHours1', session_id: message[1], content: OUT_OF_HOURS};
      exchange.answer_kind = 'out_of_hours';
      exchange.credits_used = 0;
    } else {
      answersGiven += 1;
      const id = `msg_Answer${String(answersGiven).padStart(4, '0')}`;
      exchange.answer = {...exchange.answer, id, session_id: message[1], content: `Answer ${answersGiven}`};
    }
    if (key) stored.set(key, {status: 200, body: exchange, request});
    // Answered and stored, and the connection drops before the answer reaches the server, or half-way through it.
    if (fault?.drop === 'before answering') return res.destroy();
    if (fault?.drop === 'in the body') {
      res.writeHead(200, {'Content-Type': 'application/json'});
      return res.write(JSON.stringify(exchange).slice(0, 40), () => res.destroy());
    }
    return send(200, exchange);
  }
  error(404, 'resource_not_found');
});

let server: ChildProcess;
let url = '';
let logs = '';
/** The page's server as it is, before the reader wires `signedInUser` to their sign-in. */
let placeholder: ChildProcess;
let placeholderUrl = '';
let placeholderLogs = '';
/** The environment the reader sets for the server, on `port`. */
let serverEnv: (port: number) => NodeJS.ProcessEnv;
/** The placeholder and the reader's own check in its place: the user of the session cookie their sign-in set. */
const PLACEHOLDER = `const SIGN_IN_WIRED = false; // Set to true once signedInUser checks your sign-in.
async function signedInUser(req) {
  return null;
}`;
const WIRED = `const SIGN_IN_WIRED = true;
async function signedInUser(req) {
  return /(?:^|;\\s*)sid=tok-([\\w-]+)/.exec(req.headers.cookie ?? '')?.[1] ?? null;
}`;

/** The published server the page links ("Download the whole server"), as a reader downloads it. */
const PUBLISHED = 'static/files/chat-server.mjs';

/**
 * The lines of the server that hold a product fact, as the page wrote them when the server was inline: the published
 * file must hold each with today's value (config/facts.ts), so that a changed fact fails here until the file follows.
 */
const FACT_LINES = [
  '// %NODE_REQUIREMENT%, nothing to install: node chat-server.mjs',
  "const API = '%API_BASE_URL%';",
  'const TOLERANCE_SECONDS = %WEBHOOK_SIGNATURE_TOLERANCE_MINUTES% * 60;',
  'const RETRYABLE_CODES = new Set([%API_RETRYABLE_ERROR_CODES%]);',
  'const MAX_CHARACTERS = %MESSAGE_MAX_CHARACTERS_NUMBER%; // Message a chatbot refuses a longer message.',
  'const KEY_MS = %IDEMPOTENCY_KEY_HOURS% * 3600 * 1000;',
  '    %API_CLIENT_TIMEOUT_SECONDS%,\n    deadline,',
];

function sample(): string {
  const base = `http://127.0.0.1:${(api.address() as AddressInfo).port}/v1`;
  return readFileSync(path.join(ROOT, PUBLISHED), 'utf8').replaceAll(product.apiBaseUrl, base);
}

beforeAll(async () => {
  schemas = await loadSchemas(path.join(ROOT, 'openapi/openapi.yaml'));
  const {document} = schemas;
  const created = document.paths['/chatbots/{chatbot_id}/sessions'].post!;
  sessionExample = (created.responses!['201'] as Json).content['application/json'].example;
  const messaged = document.paths['/chatbots/{chatbot_id}/sessions/{session_id}/messages'].post!;
  exchangeExample = (messaged.responses!['200'] as Json).content['application/json'].example;
  sessionClosed = (messaged.responses!['409'] as Json).content['application/json'].examples.session_closed.value;
  agentMessageEvent = document.components['x-recipe-examples']!.AgentMessageOnApiSession.value as Json;
  CHATBOT = sessionExample.chatbot_id;
  expect(agentMessageEvent.data.message.role).toBe('agent');
  expect(sessionClosed.error.code).toBe('session_closed');

  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  mkdirSync(WORK, {recursive: true});
  writeFileSync(path.join(WORK, 'package.json'), NPM_INIT_PACKAGE_JSON);
  const code = sample();
  expect(code).toContain(PLACEHOLDER);
  writeFileSync(path.join(WORK, 'placeholder.mjs'), code);
  writeFileSync(path.join(WORK, FILE), code.replace(PLACEHOLDER, WIRED));
  serverEnv = (port: number) => ({
    ...process.env,
    PORT: String(port),
    PARLEY_API_KEY: API_KEY,
    PARLEY_CHATBOT_ID: CHATBOT,
    ALLOWED_ORIGIN: SITE,
    PARLEY_CHAT_WEBHOOK_SECRETS: `${CHATBOT}=${SECRET}`,
  });
  let port: number;
  ({server, port} = await startSample({
    cwd: WORK,
    file: FILE,
    env: serverEnv,
    ready: {logIncludes: 'Listening'},
    onLog: (chunk) => (logs += chunk),
  }));
  url = `http://127.0.0.1:${port}`;
  ({server: placeholder, port} = await startSample({
    cwd: WORK,
    file: 'placeholder.mjs',
    env: serverEnv,
    ready: {logIncludes: 'Listening'},
    onLog: (chunk) => (placeholderLogs += chunk),
  }));
  placeholderUrl = `http://127.0.0.1:${port}`;
}, 60_000);

afterAll(async () => {
  server?.kill();
  placeholder?.kill();
  await new Promise((resolve) => api.close(resolve));
});

beforeEach(() => {
  DANA = newUser();
  SAM = newUser();
  requests.length = 0;
  faults = [];
  gateway = [];
  answersGiven = 0;
});

/** The visitor's front end sends a message to the reader's server, as `user` (set by the reader's own sign-in). */
async function say(user: string, text: string, to = url, id?: string): Promise<{status: number; body: Json}> {
  const response = await fetch(`${to}/chat/messages`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json', Cookie: `sid=tok-${user}`, Origin: SITE},
    body: JSON.stringify(id === undefined ? {text} : {id, text}),
  });
  return {status: response.status, body: (await response.json()) as Json};
}

/** The visitor's front end polls for an agent's replies. */
async function replies(user: string): Promise<string[]> {
  const response = await fetch(`${url}/chat/replies`, {
    method: 'POST',
    headers: {Cookie: `sid=tok-${user}`, Origin: SITE},
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as {replies: Array<{content: string}>}).replies.map((reply) => reply.content);
}

const sign = (body: string, secret = SECRET, t = Math.floor(Date.now() / 1000)) =>
  `t=${t},v1=${crypto.createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`;

async function deliver(event: Json, signature: string | null = sign(JSON.stringify(event))): Promise<number> {
  const body = JSON.stringify(event);
  const response = await fetch(`${url}/webhooks/parley`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json', ...(signature === null ? {} : {'Parley-Signature': signature})},
    body,
  });
  return response.status;
}

/** The document's agent reply, in `sessionId`, as event `id`. */
function agentReply(
  sessionId: string,
  content: string,
  id = 'evt_AgentReply01',
  role = 'agent',
  messageId?: string,
): Json {
  const event = structuredClone(agentMessageEvent);
  event.id = id;
  event.data.message = {...event.data.message, session_id: sessionId, content, role};
  if (messageId) event.data.message.id = messageId;
  event.data.session = {...event.data.session, id: sessionId};
  return event;
}

const messageRequests = () => requests.filter((request) => request.path.endsWith('/messages'));
const sessionRequests = () => requests.filter((request) => request.path.endsWith('/sessions'));
/** The user's newest session in the stand-in. */
/** The welcome message of Create a chat session's 201: the server passes it on with the first answer of a session. */
const welcome = () => sessionExample.welcome_message as string;
const openSessionOf = (user: string) => [...sessions].filter(([, session]) => session.visitorId === user).at(-1)![0];

describe(`${PAGE}: ${FILE}`, () => {
  test('a message is answered, in one session per visitor opened with their ID, the first after its welcome message, each message with a new key', async () => {
    expect(await say(DANA, 'Do you deliver on Saturdays?')).toEqual({
      status: 200,
      body: {welcome: welcome(), reply: 'Answer 1'},
    });
    // Only the message that opened the session gets the welcome message.
    expect(await say(DANA, 'And on Sundays?')).toEqual({status: 200, body: {reply: 'Answer 2'}});
    expect(await say(SAM, 'Hello')).toEqual({status: 200, body: {welcome: welcome(), reply: 'Answer 3'}});
    expect(welcome()).toBeTruthy();
    expect(sessionRequests().map((request) => request.body)).toEqual([{visitor: {id: DANA}}, {visitor: {id: SAM}}]);
    const [first, second, third] = messageRequests();
    expect(second.path).toBe(first.path);
    expect(third.path).not.toBe(first.path);
    expect(first.body).toEqual({content: 'Do you deliver on Saturdays?'});
    expect(new Set(messageRequests().map((request) => request.key)).size).toBe(3);
    expect(invalid).toEqual([]);
  });

  test('two messages of a new visitor at once share one session, and only one of them carries its welcome message', async () => {
    let release = () => {};
    holdNextSession = new Promise<void>((resolve) => (release = resolve));
    const both = Promise.all([say(DANA, 'Do you deliver on Saturdays?'), say(DANA, 'And on Sundays?')]);
    // The first session stays unanswered until a second one is asked for, or both messages have long arrived.
    for (const deadline = Date.now() + 1000; sessionRequests().length < 2 && Date.now() < deadline;) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    release();
    const answers = await both;
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(sessionRequests()).toHaveLength(1);
    expect(new Set(messageRequests().map((request) => request.path))).toEqual(
      new Set([`/chatbots/${CHATBOT}/sessions/${openSessionOf(DANA)}/messages`]),
    );
    expect(answers.filter((answer) => answer.body.welcome)).toHaveLength(1);
  });

  test('Create a chat session gets the usual client timeout, not Message a chatbot’s 70 seconds: then it is sent again with its key', async () => {
    const seconds = Number(replaceProductFacts('%API_CLIENT_TIMEOUT_SECONDS%', PAGE));
    holdNextSession = new Promise<void>((resolve) => setTimeout(resolve, (seconds + 10) * 1000));
    expect(await say(DANA, 'Do you deliver on Saturdays?')).toEqual({
      status: 200,
      body: {welcome: welcome(), reply: 'Answer 1'},
    });
    const [first, second] = sessionRequests();
    expect(sessionRequests()).toHaveLength(2);
    expect(second.key).toBe(first.key);
  }, 60_000);

  test('a retry that could not end within ANSWER_WITHIN_SECONDS is not waited for: the visitor gets 502 at once', async () => {
    await say(DANA, 'Hi');
    requests.length = 0;
    // The API asks for a wait longer than the visitor's whole limit: without the limit, the answer would take 10 minutes.
    faults = [{status: 503, code: 'model_unavailable', retryAfter: '600'}];
    const answered = await say(DANA, 'Do you deliver on Saturdays?');
    expect(answered.status).toBe(502);
    expect(answered.body.error).toMatch(/could not answer/);
    expect(messageRequests()).toHaveLength(1);
  });

  test('a resend after the 502 of ANSWER_WITHIN_SECONDS, with the same message ID, sends the same Idempotency-Key (review 36 #8)', async () => {
    await say(DANA, 'Hi');
    requests.length = 0;
    faults = [{status: 503, code: 'model_unavailable', retryAfter: '600'}];
    expect((await say(DANA, 'Do you deliver on Saturdays?', url, 'msg-1')).status).toBe(502);
    // The visitor resends: had the first finished at the API, this key would get its stored answer, not a second one.
    expect(await say(DANA, 'Do you deliver on Saturdays?', url, 'msg-1')).toEqual({
      status: 200,
      body: {reply: 'Answer 2'},
    });
    // Another message, or the same text under a new ID, is another request with a new key.
    expect((await say(DANA, 'Do you deliver on Saturdays?', url, 'msg-2')).status).toBe(200);
    const sent = messageRequests();
    expect(sent).toHaveLength(3);
    expect(sent[1].key).toBe(sent[0].key);
    expect(sent[2].key).not.toBe(sent[0].key);
  });

  test('a resend after the session was replaced sends a new key to the new session, not the old one (409 idempotency_key_reused) (review 46 #4)', async () => {
    await say(DANA, 'Hi');
    const first = openSessionOf(DANA);
    requests.length = 0;
    // Answered and stored under its key, then the answer is lost and the retry meets a gateway's 503 for 10 minutes.
    faults = [{drop: 'before answering'}];
    gateway = [null, {status: 503, retryAfter: '600'}];
    expect((await say(DANA, 'Do you deliver on Saturdays?', url, 'msg-1')).status).toBe(502);
    // The session closes, and another message replaces it.
    sessions.get(first)!.status = 'closed';
    expect(await say(DANA, 'Hello?', url, 'msg-2')).toEqual({
      status: 200,
      body: {welcome: welcome(), reply: 'Answer 3'},
    });
    const second = openSessionOf(DANA);
    expect(second).not.toBe(first);
    // The visitor resends the first message: the new session gets it with a new key, and answers it.
    expect(await say(DANA, 'Do you deliver on Saturdays?', url, 'msg-1')).toEqual({
      status: 200,
      body: {reply: 'Answer 4'},
    });
    const sent = messageRequests();
    const [answered, , , , resent] = sent;
    expect(sent.map((request) => request.path.split('/')[4])).toEqual([first, first, first, second, second]);
    expect(resent.body).toEqual({content: 'Do you deliver on Saturdays?'});
    expect(resent.key).not.toBe(answered.key);
    // A resend to the session it was first sent to still sends the first key: stored, it gets the stored answer.
    expect(sent[1].key).toBe(answered.key);
  });

  test('after 503 model_unavailable and 429 rate_limited it retries with the same Idempotency-Key: one answer', async () => {
    await say(DANA, 'Hi');
    requests.length = 0;
    faults = [
      {status: 503, code: 'model_unavailable', retryAfter: '0'},
      {status: 429, code: 'rate_limited', retryAfter: '0'},
    ];
    expect(await say(DANA, 'Do you deliver on Saturdays?')).toEqual({status: 200, body: {reply: 'Answer 2'}});
    const sent = messageRequests();
    expect(sent).toHaveLength(3);
    expect(new Set(sent.map((request) => request.key)).size).toBe(1);
    expect(answersGiven).toBe(2);
  });

  test('409 idempotency_key_in_use for 20 s (the first request still running) is retried until it answers: one answer', async () => {
    // Review 38 #4: five attempts (about 15 s) gave up on a first request that Message a chatbot can run for 60 s.
    await say(DANA, 'Hi');
    requests.length = 0;
    faults = Array.from({length: 20}, () => ({status: 409, code: 'idempotency_key_in_use', retryAfter: '1'}));
    expect(await say(DANA, 'Do you deliver on Saturdays?')).toEqual({status: 200, body: {reply: 'Answer 2'}});
    const sent = messageRequests();
    expect(sent).toHaveLength(21);
    expect(new Set(sent.map((request) => request.key)).size).toBe(1);
  }, 60_000);

  test('without Retry-After it backs off with jitter: 1 second times 0.5 to 1.5, as Errors says', async () => {
    // A copy whose Math.random always gives 0: its first retry comes after half a second, never after a fixed second.
    writeFileSync(path.join(WORK, 'register.mjs'), 'Math.random = () => 0;\n');
    const pinned = await startSample({
      cwd: WORK,
      file: FILE,
      env: serverEnv,
      register: true,
      ready: {logIncludes: 'Listening'},
      onLog: () => {},
    });
    try {
      await say(DANA, 'Hi', pinned.url);
      requests.length = 0;
      faults = [{status: 503, code: 'model_unavailable'}];
      expect(await say(DANA, 'Do you deliver on Saturdays?', pinned.url)).toEqual({
        status: 200,
        body: {reply: 'Answer 2'},
      });
      const [first, second] = messageRequests();
      expect(messageRequests()).toHaveLength(2);
      expect(second.key).toBe(first.key);
      expect(second.at - first.at).toBeGreaterThanOrEqual(450);
      expect(second.at - first.at).toBeLessThan(1000);
    } finally {
      pinned.server.kill();
    }
  }, 30_000);

  test('an answer lost with the connection is fetched again with the same key, not answered twice', async () => {
    faults = [{drop: 'before answering'}];
    expect(await say(DANA, 'Do you deliver on Saturdays?')).toEqual({
      status: 200,
      body: {welcome: welcome(), reply: 'Answer 1'},
    });
    faults = [{drop: 'in the body'}];
    expect(await say(DANA, 'And on Sundays?')).toEqual({status: 200, body: {reply: 'Answer 2'}});
    const sent = messageRequests();
    expect(sent).toHaveLength(4);
    expect(sent[1].key).toBe(sent[0].key);
    expect(sent[3].key).toBe(sent[2].key);
    expect(sent[2].key).not.toBe(sent[0].key);
    expect(answersGiven).toBe(2);
  });

  test('409 session_closed opens a new session for the visitor and sends the message there, with a new key', async () => {
    await say(DANA, 'Hi');
    const closed = openSessionOf(DANA);
    sessions.get(closed)!.status = 'closed';
    requests.length = 0;
    expect(await say(DANA, 'Are you still there?')).toEqual({
      status: 200,
      body: {welcome: welcome(), reply: 'Answer 2'},
    });
    expect(sessionRequests().map((request) => request.body)).toEqual([{visitor: {id: DANA}}]);
    const [refused, resent] = messageRequests();
    expect(refused.path).toContain(closed);
    expect(resent.path).toContain(openSessionOf(DANA));
    expect(openSessionOf(DANA)).not.toBe(closed);
    expect(resent.body).toEqual({content: 'Are you still there?'});
    expect(resent.key).not.toBe(refused.key);
    // The next message goes to the new session straight away.
    await say(DANA, 'Thanks');
    expect(messageRequests()).toHaveLength(3);
  });

  test('404 for a deleted session does the same: a new session, the message sent to it once', async () => {
    await say(DANA, 'Hi');
    const deleted = openSessionOf(DANA);
    sessions.get(deleted)!.deleted = true;
    requests.length = 0;
    expect(await say(DANA, 'Hello again')).toEqual({status: 200, body: {welcome: welcome(), reply: 'Answer 2'}});
    expect(sessionRequests()).toHaveLength(1);
    expect(messageRequests().map((request) => request.path.split('/')[4])).toEqual([deleted, openSessionOf(DANA)]);
  });

  test('a late second 409 session_closed leaves the session another message reopened: one new session, one welcome message', async () => {
    await say(DANA, 'Hi');
    const closed = openSessionOf(DANA);
    sessions.get(closed)!.status = 'closed';
    requests.length = 0;
    let release = () => {};
    holdNextClosed = new Promise<void>((resolve) => (release = resolve));
    // The first message's 409 is held; the second gets its 409, opens a new session and is answered there first.
    const late = say(DANA, 'Are you still there?');
    while (messageRequests().length < 1) await new Promise((resolve) => setTimeout(resolve, 10));
    const second = await say(DANA, 'Hello?');
    expect(second).toEqual({status: 200, body: {welcome: welcome(), reply: 'Answer 2'}});
    const reopened = openSessionOf(DANA);
    release();
    expect(await late).toEqual({status: 200, body: {reply: 'Answer 3'}});
    expect(sessionRequests()).toHaveLength(1);
    expect(openSessionOf(DANA)).toBe(reopened);
    expect(messageRequests().map((request) => request.path.split('/')[4])).toEqual([
      closed,
      closed,
      reopened,
      reopened,
    ]);
    expect(logs).toContain(`session ${closed} session_closed`);
    expect(logs).not.toContain(`session ${reopened} session_closed`);
  });

  test('a requested hand-off gives the visitor the "a person will answer" text once; a new hand-off gives it again', async () => {
    await say(DANA, 'Hi');
    const session = sessions.get(openSessionOf(DANA))!;
    Object.assign(session, {handoff: 'requested', handoffAt: '2026-11-21T10:04:00Z'});
    const first = await say(DANA, 'Can I speak to someone?');
    expect(first.status).toBe(200);
    expect(first.body.waitingForPerson).toBe(true);
    expect(first.body.reply).toMatch(/our team will answer you/);
    // Message a chatbot's table: while the same hand-off waits, nothing new to show.
    expect(await say(DANA, 'Hello?')).toEqual({status: 200, body: {waitingForPerson: true}});
    Object.assign(session, {handoff: false});
    expect((await say(DANA, 'Back to you, chatbot')).body.reply).toBe('Answer 2');
    Object.assign(session, {handoff: 'requested', handoffAt: '2026-11-21T11:30:00Z'});
    expect((await say(DANA, 'A person again, please')).body.reply).toMatch(/our team will answer you/);
  });

  test('two messages while an agent has the conversation (active) show no answer and no notice, only the flag', async () => {
    await say(DANA, 'Hi');
    Object.assign(sessions.get(openSessionOf(DANA))!, {handoff: 'active', handoffAt: '2026-11-21T10:04:00Z'});
    expect(await say(DANA, 'Are you still there?')).toEqual({status: 200, body: {waitingForPerson: true}});
    expect(await say(DANA, 'Hello?')).toEqual({status: 200, body: {waitingForPerson: true}});
    expect(await replies(DANA)).toEqual([]);
  });

  test('a signed agent message reaches the visitor once; unsigned, forged or stale deliveries are refused with 400', async () => {
    await say(DANA, 'Can I speak to someone?');
    const reply = agentReply(openSessionOf(DANA), 'Hi Dana, this is Sam.');
    const body = JSON.stringify(reply);
    expect(await deliver(reply, null)).toBe(400);
    expect(await deliver(reply, sign(body, 'whsec_SomeoneElsesSecret'))).toBe(400);
    expect(await deliver(reply, sign(body, SECRET, Math.floor(Date.now() / 1000) - 3600))).toBe(400);
    expect(
      await deliver({...reply, data: {...reply.data, message: {...reply.data.message, content: 'Forged'}}}, sign(body)),
    ).toBe(400);
    expect(await replies(DANA)).toEqual([]);
    expect(await deliver(reply)).toBe(200);
    expect(await replies(DANA)).toEqual(['Hi Dana, this is Sam.']);
    expect(await replies(DANA)).toEqual([]);
    expect(await replies(SAM)).toEqual([]);
  });

  test('it verifies a delivery with the very code of Webhook delivery and verification’s Node.js server', () => {
    const part = (page: string, start: string) => {
      const source = readFileSync(path.join(ROOT, page), 'utf8');
      const from = source.indexOf(start);
      expect(from, `${page}: ${start}`).toBeGreaterThan(-1);
      const end = start.startsWith('function') ? source.indexOf('\n}\n', from) + 3 : source.indexOf('\n', from);
      return source.slice(from, end);
    };
    const delivery = 'developer/webhook/delivery.mdx';
    for (const start of ['function verifySignature(', 'const chatbotOf = ', 'const TOLERANCE_SECONDS = ']) {
      expect(part(PUBLISHED, start)).toBe(replaceProductFacts(part(delivery, start), delivery));
    }
  });

  test('a duplicate delivery is relayed once; the visitor’s and the chatbot’s own messages are not relayed', async () => {
    await say(DANA, 'Hi');
    const sessionId = openSessionOf(DANA);
    const reply = agentReply(sessionId, 'One moment, please.', 'evt_AgentReply02');
    expect(await deliver(reply)).toBe(200);
    expect(await deliver(reply)).toBe(200);
    expect(await deliver(agentReply(sessionId, 'Answer 1', 'evt_Assistant001', 'assistant', 'msg_Answer0001'))).toBe(
      200,
    );
    expect(await deliver(agentReply(sessionId, 'Hi', 'evt_Visitor00001', 'user', 'msg_Visitor0001'))).toBe(200);
    expect(await deliver(agentReply('ses_NotOurs00001', 'Hello', 'evt_OtherSess001'))).toBe(200);
    expect(await replies(DANA)).toEqual(['One moment, please.']);
  });

  test('402 insufficient_credits and 429 messages_limit_reached are not retried: a message with a contact, and a log line', async () => {
    for (const [status, code] of [
      [402, 'insufficient_credits'],
      [429, 'messages_limit_reached'],
    ] as const) {
      requests.length = 0;
      faults = [{status, code}];
      const answer = await say(DANA, 'Do you deliver on Saturdays?');
      expect(answer.status, code).toBe(503);
      expect(answer.body.error, code).toMatch(/email support@example\.com/);
      expect(answer.body.error, code).not.toMatch(/try again/i);
      expect(messageRequests(), code).toHaveLength(1);
      expect(logs).toContain(`chat paused: ${code}`);
    }
    expect(answersGiven).toBe(0);
  });

  test('its logs hold no message, answer or visitor ID', async () => {
    await say(DANA, 'My order number is 5531');
    sessions.get(openSessionOf(DANA))!.status = 'closed';
    faults = [{status: 503, code: 'model_unavailable', retryAfter: '0'}];
    await say(DANA, 'Where is my parcel?');
    await deliver(agentReply(openSessionOf(DANA), 'Hi Dana, your parcel left today.', 'evt_AgentReply03'));
    expect(logs).toContain('opened');
    for (const personal of ['5531', 'parcel', 'Answer', 'customer-', 'Dana']) expect(logs).not.toContain(personal);
  });

  test('as the page shows it, signedInUser trusts nobody: an X-User-Id header opens no session and reads no replies', async () => {
    expect(placeholderLogs).toContain('signedInUser is not wired to your sign-in');
    await say(DANA, 'Can I speak to someone?');
    expect(await deliver(agentReply(openSessionOf(DANA), 'Hi Dana, this is Sam.', 'evt_AgentReply04'))).toBe(200);
    requests.length = 0;
    for (const given of [{'X-User-Id': DANA}, {Cookie: `sid=tok-${DANA}`}] as Array<Record<string, string>>) {
      const headers = {...given, Origin: SITE};
      const sent = await fetch(`${placeholderUrl}/chat/messages`, {
        method: 'POST',
        headers: {'Content-Type': 'application/json', ...headers},
        body: JSON.stringify({text: 'Show me my conversation'}),
      });
      expect(sent.status).toBe(401);
      const read = await fetch(`${placeholderUrl}/chat/replies`, {method: 'POST', headers});
      expect(read.status).toBe(401);
      expect(await read.json()).toEqual({error: 'Sign in first'});
    }
    expect(requests).toEqual([]);
    // With the reader's own check, the same user reads their reply.
    expect(await replies(DANA)).toEqual(['Hi Dana, this is Sam.']);
  });

  test('a body over 64 KB gets 413, and the server goes on answering', async () => {
    const text = 'x'.repeat(70 * 1024);
    expect(await say(DANA, text)).toEqual({status: 413, body: {error: 'Request too large'}});
    expect(messageRequests()).toEqual([]);
    expect(await say(DANA, 'Hi')).toEqual({status: 200, body: {welcome: welcome(), reply: 'Answer 1'}});
  });

  test('a client that aborts its upload half-way does not stop the server: the next request is answered', async () => {
    const before = logs.length;
    await new Promise<void>((resolve) => {
      const upload = http.request(`${url}/chat/messages`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': '1000',
          Cookie: `sid=tok-${DANA}`,
          Origin: SITE,
        },
      });
      upload.on('error', () => resolve());
      upload.write('{"text": "Do you deliver', () => upload.destroy());
    });
    // The server has seen the abort (it logs it) before the next request is sent.
    await expect.poll(() => logs.slice(before), {timeout: 10_000}).toMatch(/ECONNRESET|aborted/);
    expect(await say(DANA, 'Do you deliver on Saturdays?')).toEqual({
      status: 200,
      body: {welcome: welcome(), reply: 'Answer 1'},
    });
  });

  test('when nobody takes over in time, the chatbot’s notice reaches the visitor, and its answers come back', async () => {
    await say(DANA, 'Can I speak to someone?');
    const sessionId = openSessionOf(DANA);
    sessions.get(sessionId)!.handoff = 'requested';
    expect((await say(DANA, 'Hello?')).body.waitingForPerson).toBe(true);
    // Wait before the chatbot resumes has passed: a chatbot message that answers no request of the server's.
    const notice = 'Our team is busy right now. Leave a message and we will get back to you.';
    expect(await deliver(agentReply(sessionId, notice, 'evt_Resume00001', 'assistant', 'msg_Resume0001'))).toBe(200);
    expect(await replies(DANA)).toEqual([notice]);
    sessions.get(sessionId)!.handoff = false;
    expect(await say(DANA, 'Then when do you deliver?')).toEqual({status: 200, body: {reply: 'Answer 2'}});
    // The answer's own event is not passed on a second time.
    expect(await deliver(agentReply(sessionId, 'Answer 2', 'evt_Answer00002', 'assistant', 'msg_Answer0002'))).toBe(
      200,
    );
    expect(await replies(DANA)).toEqual([]);
  });

  test('refuses to start with a PARLEY_CHAT_WEBHOOK_SECRETS entry in another form, naming its place, never its value', async () => {
    const other = 'whsec_AnotherEndpointSecret02';
    const unprefixed = other.replace('whsec_', '');
    // A swapped pair, a secret without its chatbot's ID or its `whsec_` prefix, a chatbot ID that is not one.
    const bad: Array<[string, string]> = [
      [`${other}=${CHATBOT}`, other],
      [other, other],
      [`${CHATBOT}=${unprefixed}`, unprefixed],
      [`bot_B=${other}`, other],
    ];
    for (const [entry, value] of bad) {
      let output = '';
      const outcome = await startSample({
        cwd: WORK,
        file: FILE,
        env: (port) => ({
          ...process.env,
          PORT: String(port),
          PARLEY_API_KEY: API_KEY,
          PARLEY_CHATBOT_ID: CHATBOT,
          ALLOWED_ORIGIN: SITE,
          PARLEY_CHAT_WEBHOOK_SECRETS: `${CHATBOT}=${SECRET},${entry}`,
        }),
        ready: {logIncludes: 'Listening'},
        onLog: (chunk) => (output += chunk),
      }).then(
        ({server: running}) => {
          running.kill();
          return 'listening';
        },
        (error: Error) => error.message,
      );
      expect(outcome, `${entry}: the server started`).toContain('exited');
      expect(output, entry).toContain('PARLEY_CHAT_WEBHOOK_SECRETS');
      expect(output, entry).toContain('entry 2 ');
      expect(output, entry).not.toContain(value);
    }
  });

  test('another site cannot send or read as the signed-in user: a foreign Origin gets 403, a text/plain form post 415, GET /chat/replies 404', async () => {
    await say(DANA, 'Can I speak to someone?');
    expect(await deliver(agentReply(openSessionOf(DANA), 'Hi Dana, this is Sam.', 'evt_AgentReply05'))).toBe(200);
    requests.length = 0;
    const cookie = `sid=tok-${DANA}`;
    // What a cross-site <form enctype="text/plain"> sends: a body that parses as {"text": …}, and the browser's cookie.
    const form = {method: 'POST', body: '{"text": "Buy credits", "x": "="}'};
    const foreign = await fetch(`${url}/chat/messages`, {
      ...form,
      headers: {'Content-Type': 'text/plain', Cookie: cookie, Origin: 'https://evil.example'},
    });
    expect(foreign.status).toBe(403);
    const plain = await fetch(`${url}/chat/messages`, {
      ...form,
      headers: {'Content-Type': 'text/plain', Cookie: cookie, Origin: SITE},
    });
    expect(plain.status).toBe(415);
    const foreignRead = await fetch(`${url}/chat/replies`, {
      method: 'POST',
      headers: {Cookie: cookie, Origin: 'https://evil.example'},
    });
    expect(foreignRead.status).toBe(403);
    expect((await fetch(`${url}/chat/replies`, {headers: {Cookie: cookie, Origin: SITE}})).status).toBe(404);
    const nullOrigin = await fetch(`${url}/chat/replies`, {method: 'POST', headers: {Cookie: cookie, Origin: 'null'}});
    expect(nullOrigin.status, 'a sandboxed page sends Origin: null').toBe(403);
    expect(messageRequests()).toEqual([]);
    // None of them emptied the queue: the visitor still gets the agent's reply.
    expect(await replies(DANA)).toEqual(['Hi Dana, this is Sam.']);
  });

  test('an app or curl, which sends no Origin, is served; a request with another Origin (another site, scheme or port, or a final slash) gets 403', async () => {
    const headers = {'Content-Type': 'application/json', Cookie: `sid=tok-${DANA}`};
    const send = (extra: Record<string, string>) =>
      fetch(`${url}/chat/messages`, {method: 'POST', headers: {...headers, ...extra}, body: '{"text": "Hello"}'});
    const noOrigin = await send({});
    expect(noOrigin.status).toBe(200);
    expect(((await noOrigin.json()) as Json).reply).toEqual(expect.any(String));
    expect(messageRequests()).toHaveLength(1);
    for (const origin of ['https://evil.example', `${SITE}/`, `${SITE}:8443`, 'http://shop.example.com']) {
      expect((await send({Origin: origin})).status, origin).toBe(403);
    }
    expect(messageRequests()).toHaveLength(1);
    const read = await fetch(`${url}/chat/replies`, {method: 'POST', headers: {Cookie: `sid=tok-${DANA}`}});
    expect(read.status).toBe(200);
  });

  test('out of hours (answer_kind out_of_hours) the front end is told to show its contact form, and the details it sends are kept without being logged', async () => {
    const kinds = (schemas.document.components!.schemas!.MessageExchange as Json).properties.answer_kind.oneOf[0].enum;
    expect(kinds).toContain('out_of_hours');
    await say(DANA, 'Do you deliver on Saturdays?');
    outOfHoursNext = true;
    expect(await say(DANA, 'Can I talk to a person?')).toEqual({
      status: 200,
      body: {reply: OUT_OF_HOURS, askForContact: true},
    });
    expect((await say(DANA, 'Thanks')).body).toEqual({reply: 'Answer 2'}); // Only the out-of-hours answer asks.
    const leave = (body: string, contentType = 'application/json', user = DANA) =>
      fetch(`${url}/chat/contact`, {
        method: 'POST',
        headers: {'Content-Type': contentType, Cookie: `sid=tok-${user}`, Origin: SITE},
        body,
      });
    expect((await leave(JSON.stringify({email: 'not an email'}))).status).toBe(400);
    expect((await leave('email=dana.5531%40example.com', 'application/x-www-form-urlencoded')).status).toBe(415);
    const left = await leave(JSON.stringify({email: 'dana.5531@example.com', name: 'Dana'}));
    expect(left.status).toBe(200);
    expect(await left.json()).toEqual({received: true});
    expect(logs).toContain(`contact details left in session ${openSessionOf(DANA)}`);
    expect(logs).not.toContain('dana.5531');
    const anonymous = await fetch(`${url}/chat/contact`, {
      method: 'POST',
      headers: {'Content-Type': 'application/json', Origin: SITE},
      body: JSON.stringify({email: 'x@example.com'}),
    });
    expect(anonymous.status).toBe(401);
  });

  test('a message over the content limit gets 400 with the limit, and is never sent to the API', async () => {
    const limit = (schemas.document.components!.schemas!.MessageCreate as Json).properties.content.maxLength as number;
    const answer = await say(DANA, 'x'.repeat(limit + 1));
    expect(answer).toEqual({status: 400, body: {error: `Your message is too long (${limit} characters at most).`}});
    expect(requests).toEqual([]);
    expect((await say(DANA, 'x'.repeat(limit))).status).toBe(200);
  });

  test('a message the API refuses with another 4xx gets a message that does not ask the visitor to try again', async () => {
    faults = [{status: 400, code: 'parameter_invalid'}];
    const answer = await say(DANA, 'Do you deliver on Saturdays?');
    expect(answer.status).toBe(502);
    expect(answer.body.error).not.toMatch(/try again/i);
    expect(messageRequests()).toHaveLength(1);
  });
});

describe(`${PUBLISHED}: the file the page links is the server these tests run (review 42 #2)`, () => {
  const file = readFileSync(path.join(ROOT, PUBLISHED), 'utf8');
  const page = readFileSync(path.join(ROOT, PAGE), 'utf8');

  test('the page links it, and shows parts of it, not the whole server', () => {
    expect(page).toContain('[Download the whole server](pathname:///files/chat-server.mjs)');
    expect(page).not.toMatch(/```js title="chat-server\.mjs"[^\n]*\n/);
    const excerpts = pageExcerpts(page, PAGE, FILE);
    expect(excerpts.length).toBeGreaterThanOrEqual(3);
    expect(partsNotInFile(file, excerpts)).toEqual([]);
  });

  test('it holds every product fact with its value today', () => {
    for (const factLine of FACT_LINES) expect(file).toContain(replaceProductFacts(factLine, PAGE));
    expect(file).not.toMatch(/%[A-Z0-9_]+%/);
  });
});
