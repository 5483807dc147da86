/**
 * The privacy script of developer/api/delete-lead.mdx (`forget-person.mjs`), run as a reader runs it (Node, with the
 * person's addresses, numbers and ID in a file named by `--from-file=`, or on standard input), against a stand-in for the Parley API that answers List chatbots,
 * List leads with its `email` and `phone` filters as openapi.yaml defines them (the `phone` pattern is read from the
 * document; a number in another format is a 400) and Delete a lead, and pages at two items, so that the script must
 * follow the cursor. A person who left only a phone number in a text channel is erased as surely as one who left an
 * email; nobody else is. A lead already gone when the script deletes it (`404`) counts as deleted, and an answer the
 * Errors page retries (`429 rate_limited`, a `5xx`) is retried after its `Retry-After`, at most five times.
 * Given a detail as an argument (where shell history and the process list keep it) it refuses, says how to give it,
 * and sends nothing; with nothing to read it prints its usage, and with `--dry-run` it lists, both deleting nothing.
 * Its calls wait the API's client timeout. Given the person's own ID (a `visitor_id=` line), it lists their conversations from List chat sessions, which the stand-in answers as the
 * document says: `visitor_id` alone lists only verified sessions, `include_unverified=true` adds the others; it marks
 * each that is the `session_id` or `last_session_id` of a lead found. Lead IDs after `--confirm` may be split by spaces.
 */
import {spawn} from 'node:child_process';
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {afterAll, beforeAll, beforeEach, describe, expect, test} from 'vitest';
import {api as apiFacts} from '../../config/facts';
import {product} from '../../config/product';
import {loadDocument} from '../../src/plugins/api-reference/document';
import {replaceProductFacts} from '../../src/plugins/remark-product-facts';
import {sampleWorkDir} from './run-sample';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PAGE = 'developer/api/delete-lead.mdx';
const WORK = sampleWorkDir('forget-person-sample');
const API_KEY = 'sk_live_FullAccessKeyForPrivacy0';
const PAGE_SIZE = 2;

type Lead = {
  id: string;
  chatbot_id: string;
  session_id: string;
  last_session_id: string;
  created_at: string;
  name?: string;
  email?: string;
  phone?: string;
};
const lead = (id: string, chatbotId: string, sessionId: string, details: Partial<Lead>): Lead => ({
  id,
  chatbot_id: chatbotId,
  session_id: sessionId,
  last_session_id: sessionId,
  created_at: '2026-11-20T09:14:00Z',
  ...details,
});

/** The workspace: two chatbots, Dana's leads in both (one from a text message, with her number only), Sam's. */
const WORKSPACE: Lead[] = [
  // Updated in a later conversation of her verified ID, its last_session_id.
  lead('lead_DanaWeb001', 'bot_7Hq2mX9aLp', 'ses_DanaVerif01', {
    last_session_id: 'ses_DanaVerif02',
    name: 'Dana Whitfield',
    email: 'dana@example.com',
    phone: '+14155550123',
  }),
  lead('lead_DanaSms001', 'bot_7Hq2mX9aLp', 'ses_DanaSms0001', {phone: '+14155550123'}),
  lead('lead_SamWeb0001', 'bot_7Hq2mX9aLp', 'ses_SamVerif001', {
    name: 'Sam Ortiz',
    email: 'sam@example.com',
    phone: '+14155550199',
  }),
  lead('lead_SamSms0001', 'bot_7Hq2mX9aLp', 'ses_SamSms00001', {phone: '+14155550199'}),
  // Collected in a conversation of a visitor who typed Dana's address: only the email links it to her.
  lead('lead_DanaWeb002', 'bot_2Xc8nB4mWq', 'ses_Typed000001', {name: 'Dana W.', email: 'Dana@Example.com'}),
  lead('lead_SamSms0002', 'bot_2Xc8nB4mWq', 'ses_SamSms00002', {phone: '+442071838750'}),
];
const CHATBOTS = ['bot_7Hq2mX9aLp', 'bot_2Xc8nB4mWq'];

type Session = {
  id: string;
  chatbot_id: string;
  channel: string;
  created_at: string;
  visitor: {id: string | null; verified: boolean};
};
const session = (id: string, chatbotId: string, visitorId: string | null, verified: boolean, channel = 'website') => ({
  id,
  chatbot_id: chatbotId,
  channel,
  created_at: '2026-11-21T10:02:45Z',
  visitor: {id: visitorId, verified},
});
/** Dana's conversations: one her server opened (verified), one a page opened with her ID and no `userHash`; Sam's. */
const SESSIONS: Session[] = [
  session('ses_DanaVerif01', 'bot_7Hq2mX9aLp', 'customer-4821', true),
  session('ses_DanaVerif02', 'bot_7Hq2mX9aLp', 'customer-4821', true),
  session('ses_DanaPage001', 'bot_2Xc8nB4mWq', 'customer-4821', false),
  session('ses_SamVerif001', 'bot_7Hq2mX9aLp', 'customer-5107', true),
  session('ses_SamPage0001', 'bot_2Xc8nB4mWq', 'customer-5107', false),
  session('ses_DanaSms0001', 'bot_7Hq2mX9aLp', null, false, 'twilio'),
  session('ses_Typed000001', 'bot_2Xc8nB4mWq', null, false),
];

let leads: Lead[] = [];
let phonePattern: RegExp;
const requests: string[] = [];

/** An error the stand-in answers instead, once per entry, to `METHOD /v1/path`; `gone` deletes the lead first. */
type Fault = {status: number; code: string; retryAfter?: string; gone?: boolean};
const faults = new Map<string, Fault[]>();

const api = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://api');
  const send = (status: number, body: unknown) => {
    res.writeHead(status, {'Content-Type': 'application/json'});
    res.end(JSON.stringify(body));
  };
  const error = (status: number, code: string) =>
    send(status, {error: {code, message: code, request_id: 'req_StandIn0001'}});
  requests.push(`${req.method} ${url.pathname}${url.search}`);
  if (req.headers.authorization !== `Bearer ${API_KEY}`) return error(401, 'invalid_api_key');
  const fault = faults.get(`${req.method} ${url.pathname}`)?.shift();
  if (fault) {
    // Someone deleted it in the dashboard meanwhile (or a first try went through and its answer was lost).
    if (fault.gone) leads = leads.filter((lead) => !url.pathname.endsWith(`/${lead.id}`));
    if (fault.retryAfter !== undefined) res.setHeader('Retry-After', fault.retryAfter);
    return error(fault.status, fault.code);
  }
  const page = (items: Array<{id: string}>) => {
    const after = url.searchParams.get('starting_after');
    const start = after ? items.findIndex((item) => item.id === after) + 1 : 0;
    const data = items.slice(start, start + PAGE_SIZE);
    const hasMore = start + PAGE_SIZE < items.length;
    send(200, {object: 'list', data, has_more: hasMore, next_cursor: hasMore ? data.at(-1)!.id : null});
  };
  if (req.method === 'GET' && url.pathname === '/v1/chatbots') return page(CHATBOTS.map((id) => ({id})));
  const list = /^\/v1\/chatbots\/([^/]+)\/leads$/.exec(url.pathname);
  if (req.method === 'GET' && list) {
    const email = url.searchParams.get('email');
    const phone = url.searchParams.get('phone');
    if (phone !== null && !phonePattern.test(phone)) return error(400, 'invalid_request');
    return page(
      leads.filter(
        (lead) =>
          lead.chatbot_id === list[1] &&
          (email === null || lead.email?.toLowerCase() === email.toLowerCase()) &&
          (phone === null || lead.phone === phone),
      ),
    );
  }
  const sessions = /^\/v1\/chatbots\/([^/]+)\/sessions$/.exec(url.pathname);
  if (req.method === 'GET' && sessions) {
    const visitorId = url.searchParams.get('visitor_id');
    const unverified = url.searchParams.get('include_unverified') === 'true';
    if (unverified && visitorId === null) {
      const body = {code: 'parameter_invalid', param: 'include_unverified', request_id: 'req_StandIn0001'};
      return send(400, {error: {...body, message: 'include_unverified needs visitor_id.'}});
    }
    return page(
      SESSIONS.filter(
        (item) =>
          item.chatbot_id === sessions[1] &&
          (visitorId === null || (item.visitor.id === visitorId && (item.visitor.verified || unverified))),
      ),
    );
  }
  const oneSession = /^\/v1\/chatbots\/([^/]+)\/sessions\/([^/]+)$/.exec(url.pathname);
  if (req.method === 'GET' && oneSession) {
    const found = SESSIONS.find((item) => item.chatbot_id === oneSession[1] && item.id === oneSession[2]);
    return found ? send(200, found) : error(404, 'resource_not_found');
  }
  const one = /^\/v1\/chatbots\/([^/]+)\/leads\/([^/]+)$/.exec(url.pathname);
  if (req.method === 'DELETE' && one) {
    const found = leads.find((lead) => lead.chatbot_id === one[1] && lead.id === one[2]);
    if (!found) return error(404, 'resource_not_found');
    leads = leads.filter((lead) => lead !== found);
    return send(200, {id: found.id, object: 'lead', deleted: true});
  }
  error(404, 'resource_not_found');
});

function script(): string {
  const block = /```js title="forget-person\.mjs"\n([\s\S]*?)```/.exec(readFileSync(path.join(ROOT, PAGE), 'utf8'));
  if (!block) throw new Error(`${PAGE}: no \`\`\`js title="forget-person.mjs" block`);
  const base = `http://127.0.0.1:${(api.address() as AddressInfo).port}/v1`;
  return replaceProductFacts(block[1], PAGE).replaceAll(product.apiBaseUrl, base);
}

/** Runs the script with these arguments and this standard input, as `node forget-person.mjs …`; its exit code and output. */
function run(args: string[], input = ''): Promise<{code: number | null; output: string}> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['forget-person.mjs', ...args], {
      cwd: WORK,
      env: {...process.env, PARLEY_API_KEY: API_KEY},
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => resolve({code, output}));
    // A script that refuses before it reads closes its input first: that is not an error of the test.
    child.stdin.on('error', () => {});
    child.stdin.end(input);
  });
}

/** As the page says: the person's details in person.txt, one a line, named with --from-file: the first run. */
function forget(...lines: string[]) {
  writeFileSync(path.join(WORK, 'person.txt'), `${lines.join('\n')}\n`);
  return run(['--from-file=person.txt']);
}

/** The second run: the same file, and the leads the reader checked named with --confirm. */
function erase(confirmed: string[], ...lines: string[]) {
  writeFileSync(path.join(WORK, 'person.txt'), `${lines.join('\n')}\n`);
  return run(['--from-file=person.txt', '--confirm', confirmed.join(',')]);
}

const DANA_LEADS = ['lead_DanaWeb001', 'lead_DanaSms001', 'lead_DanaWeb002'];

const remaining = () => leads.map((lead) => lead.id).sort();

beforeAll(async () => {
  const {dereferenced} = await loadDocument();
  const parameter = dereferenced.paths['/chatbots/{chatbot_id}/leads'].get!.parameters!.find(
    (item) => 'name' in item && item.name === 'phone',
  ) as {schema: {pattern: string}} | undefined;
  expect(parameter, 'List leads has a phone filter').toBeDefined();
  phonePattern = new RegExp(parameter!.schema.pattern);
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  mkdirSync(WORK, {recursive: true});
  writeFileSync(path.join(WORK, 'forget-person.mjs'), script());
});

afterAll(() => new Promise((resolve) => api.close(resolve)));

beforeEach(() => {
  leads = structuredClone(WORKSPACE);
  requests.length = 0;
  faults.clear();
});

const DANA_WEB = '/v1/chatbots/bot_7Hq2mX9aLp/leads/lead_DanaWeb001';
const LEADS_OF_FIRST_BOT = '/v1/chatbots/bot_7Hq2mX9aLp/leads';

describe(`${PAGE}: forget-person.mjs`, () => {
  test('given her ID, an address and a number, a first run lists every lead found, with what links it, and deletes none', async () => {
    const {code, output} = await forget('visitor_id=customer-4821', 'dana@example.com', '+14155550123');
    expect(code, output).toBe(0);
    expect(output).toContain(
      'bot_7Hq2mX9aLp lead_DanaWeb001 website 2026-11-20T09:14:00Z, linked by their verified ID',
    );
    expect(output).toContain(
      'bot_7Hq2mX9aLp lead_DanaSms001 twilio 2026-11-20T09:14:00Z, linked by their phone number',
    );
    expect(output).toContain(
      'bot_2Xc8nB4mWq lead_DanaWeb002 website 2026-11-20T09:14:00Z, linked by typed details only: check it first',
    );
    expect(output).not.toContain('lead_Sam');
    expect(output).toContain('3 leads found, nothing deleted');
    // Only the leads her own verified ID or her number links: the one a typed address found is checked first.
    expect(output).toContain(
      'Linked by their verified ID or phone number: --confirm lead_DanaWeb001,lead_DanaSms001\n',
    );
    expect(output).toContain('Check in the dashboard first, and add only those that are theirs: lead_DanaWeb002\n');
    expect(requests.filter((request) => request.startsWith('DELETE'))).toEqual([]);
    expect(remaining()).toEqual(WORKSPACE.map((item) => item.id).sort());
  });

  test('with --confirm it erases the leads named and found, and no other', async () => {
    const {code, output} = await erase(DANA_LEADS, 'dana@example.com', '+14155550123');
    expect(code, output).toBe(0);
    expect(remaining()).toEqual(['lead_SamSms0001', 'lead_SamSms0002', 'lead_SamWeb0001']);
    expect(output).toContain('3 leads deleted');
    leads = structuredClone(WORKSPACE);
    // The reader found lead_DanaWeb002 to be someone else's; lead_SamWeb0001 is not among the leads found.
    const some = await erase(
      ['lead_DanaWeb001', 'lead_DanaSms001', 'lead_SamWeb0001'],
      'dana@example.com',
      '+14155550123',
    );
    expect(some.code, some.output).toBe(0);
    expect(remaining()).toEqual(['lead_DanaWeb002', 'lead_SamSms0001', 'lead_SamSms0002', 'lead_SamWeb0001']);
    expect(some.output).toContain('lead_SamWeb0001 is not among the leads found: not deleted');
    expect(some.output).toContain('2 leads deleted');
  });

  test('given only a phone number, it finds and erases the leads that have it, also those without an email', async () => {
    // The website lead holds the number as typed, in a conversation verified for an ID not given: checked first.
    const listed = (await forget('+14155550123')).output;
    expect(listed).toContain('lead_DanaWeb001 website 2026-11-20T09:14:00Z, linked by a verified ID you did not give');
    expect(listed).toContain('--confirm lead_DanaSms001\n');
    expect(listed).toContain('add only those that are theirs: lead_DanaWeb001\n');
    const {code, output} = await erase(['lead_DanaWeb001', 'lead_DanaSms001'], '+14155550123');
    expect(code, output).toBe(0);
    expect(remaining()).toEqual(['lead_DanaWeb002', 'lead_SamSms0001', 'lead_SamSms0002', 'lead_SamWeb0001']);
    expect(requests.some((request) => request.includes('phone=%2B14155550123'))).toBe(true);
  });

  test('a GoHighLevel lead with her number is listed to check first: its message may come from a chat or social app', async () => {
    // A Facebook message through GoHighLevel: the number was typed, not the sender's.
    leads.push(lead('lead_DanaGhl001', 'bot_2Xc8nB4mWq', 'ses_DanaGhl0001', {phone: '+14155550123'}));
    SESSIONS.push(session('ses_DanaGhl0001', 'bot_2Xc8nB4mWq', null, false, 'gohighlevel'));
    try {
      const {code, output} = await forget('+14155550123');
      expect(code, output).toBe(0);
      expect(output).toContain('lead_DanaGhl001 gohighlevel 2026-11-20T09:14:00Z, linked by typed details only');
      expect(output).toContain('--confirm lead_DanaSms001\n');
      expect(output).toMatch(/add only those that are theirs: .*lead_DanaGhl001/);
    } finally {
      SESSIONS.pop();
    }
  });

  test('the stand-in refuses include_unverified without visitor_id as the document says', async () => {
    const {dereferenced} = await loadDocument();
    const parameter = dereferenced.paths['/chatbots/{chatbot_id}/sessions'].get!.parameters!.find(
      (item) => 'name' in item && item.name === 'include_unverified',
    ) as {description: string};
    expect(parameter.description).toContain(
      'Without `visitor_id` it is a `400 parameter_invalid`, with `param: include_unverified`.',
    );
    const {port} = api.address() as AddressInfo;
    const response = await fetch(
      `http://127.0.0.1:${port}/v1/chatbots/bot_7Hq2mX9aLp/sessions?include_unverified=true`,
      {
        headers: {Authorization: `Bearer ${API_KEY}`},
      },
    );
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatchObject({code: 'parameter_invalid', param: 'include_unverified'});
  });

  test('a number written with spaces is sent in E.164; one without a country code deletes nothing', async () => {
    const {code, output} = await erase(['lead_SamSms0002'], '+44 20 7183 8750');
    expect(code, output).toBe(0);
    expect(remaining()).not.toContain('lead_SamSms0002');
    leads = structuredClone(WORKSPACE);
    const refused = await forget('dana@example.com', '(415) 555-0123');
    expect(refused.code).not.toBe(0);
    expect(refused.output).toContain('E.164');
    expect(remaining()).toEqual(WORKSPACE.map((lead) => lead.id).sort());
  });

  test('a lead already deleted (404 on DELETE) counts as deleted, and the run goes on to the others', async () => {
    faults.set(`DELETE ${DANA_WEB}`, [{status: 404, code: 'resource_not_found', gone: true}]);
    const {code, output} = await erase(DANA_LEADS, 'dana@example.com', '+14155550123');
    expect(code, output).toBe(0);
    expect(remaining()).toEqual(['lead_SamSms0001', 'lead_SamSms0002', 'lead_SamWeb0001']);
    expect(output).toContain('3 leads deleted');
  });

  test('429 rate_limited and 503 are retried after Retry-After, and the person is erased all the same', async () => {
    faults.set(`GET ${LEADS_OF_FIRST_BOT}`, [{status: 429, code: 'rate_limited', retryAfter: '0'}]);
    faults.set(`DELETE ${DANA_WEB}`, [{status: 503, code: 'internal_error', retryAfter: '0'}]);
    const {code, output} = await erase(DANA_LEADS, 'dana@example.com', '+14155550123');
    expect(code, output).toBe(0);
    expect(remaining()).toEqual(['lead_SamSms0001', 'lead_SamSms0002', 'lead_SamWeb0001']);
    expect(requests.filter((request) => request === `DELETE ${DANA_WEB}`)).toHaveLength(2);
    expect(requests.filter((request) => request.startsWith(`GET ${LEADS_OF_FIRST_BOT}?`)).length).toBeGreaterThan(2);
  });

  test('after five rate-limited answers it stops, naming the code; an error it must not retry stops it at once', async () => {
    faults.set(
      `GET ${LEADS_OF_FIRST_BOT}`,
      Array.from({length: 5}, () => ({status: 429, code: 'rate_limited', retryAfter: '0'})),
    );
    const limited = await forget('dana@example.com');
    expect(limited.code).not.toBe(0);
    expect(limited.output).toContain('429 rate_limited');
    expect(requests.filter((request) => request.startsWith(`GET ${LEADS_OF_FIRST_BOT}?`))).toHaveLength(5);
    requests.length = 0;
    faults.set(`GET ${LEADS_OF_FIRST_BOT}`, [{status: 403, code: 'insufficient_scope'}]);
    const refused = await forget('dana@example.com');
    expect(refused.code).not.toBe(0);
    expect(refused.output).toContain('403 insufficient_scope');
    expect(requests.filter((request) => request.startsWith(`GET ${LEADS_OF_FIRST_BOT}?`))).toHaveLength(1);
    expect(remaining()).toEqual(WORKSPACE.map((lead) => lead.id).sort());
  });

  test('given the details on standard input instead of a file, it erases the person all the same', async () => {
    const {code, output} = await run(['--confirm', DANA_LEADS.join(',')], 'dana@example.com\n+14155550123\n');
    expect(code, output).toBe(0);
    expect(remaining()).toEqual(['lead_SamSms0001', 'lead_SamSms0002', 'lead_SamWeb0001']);
  });

  test('it refuses an address, number or ID given as an argument, says how to give it, and sends nothing', async () => {
    for (const args of [
      ['dana@example.com'],
      ['--dry-run', '+14155550123'],
      ['--from-file=person.txt', 'dana@example.com'],
      ['--visitor-id=customer-4821'],
      ['--confirm', 'lead_DanaWeb001', 'dana@example.com'],
    ]) {
      writeFileSync(path.join(WORK, 'person.txt'), 'dana@example.com\n');
      const {code, output} = await run(args);
      expect(code, args.join(' ')).toBe(2);
      expect(output).toContain('Nothing was deleted.');
      if (!args[0]!.startsWith('--visitor-id')) expect(output).toContain('Never as arguments');
      expect(output, 'in a file or on standard input').toMatch(/--from-file=person\.txt.*standard input/);
      // Not repeated into a terminal or log that may be kept.
      expect(output).not.toMatch(/dana@example\.com|\+14155550123|customer-4821/);
    }
    expect(requests).toEqual([]);
    expect(remaining()).toEqual(WORKSPACE.map((lead) => lead.id).sort());
  });

  test('with nothing to read, an empty file name, an option it does not know or a file it cannot read, it sends nothing', async () => {
    for (const args of [[], ['--from-file='], ['--dry-run'], ['--confirm'], ['--from-file=no-such-person.txt']]) {
      const {code, output} = await run(args);
      expect(code, args.join(' ')).toBe(2);
      expect(output).toContain('Nothing was deleted.');
    }
    expect((await run(['--from-file='])).output).toContain('Usage: node forget-person.mjs');
    expect(requests).toEqual([]);
    expect(remaining()).toEqual(WORKSPACE.map((lead) => lead.id).sort());
  });

  test('each call waits the API client timeout, no longer', () => {
    const waits = [...script().matchAll(/AbortSignal\.timeout\(([^)]+)\)/g)].map((match) => match[1]!);
    expect(waits.length).toBeGreaterThan(0);
    for (const wait of waits)
      expect(Number(new Function(`return ${wait}`)())).toBe(apiFacts.clientTimeoutSeconds * 1000);
  });

  test('given the person’s ID, it lists their conversations in every chatbot, also those opened without verification', async () => {
    const {code, output} = await forget('visitor_id=customer-4821', 'dana@example.com');
    expect(code, output).toBe(0);
    expect(output).toMatch(/bot_7Hq2mX9aLp ses_DanaVerif01 .*ID verified/);
    expect(output).toMatch(/bot_2Xc8nB4mWq ses_DanaPage001 .*ID not verified/);
    expect(output).not.toContain('ses_Sam');
    expect(output).toContain('3 conversations carry the ID: check each in the Inbox before you delete it');
    const listed = requests.filter((request) => request.startsWith('GET /v1/chatbots/bot_2Xc8nB4mWq/sessions?'));
    expect(listed.length).toBeGreaterThan(0);
    for (const request of listed) expect(request).toContain('visitor_id=customer-4821&include_unverified=true');
  });

  test('it marks each conversation of the ID that is the first or latest of a lead it found, and no other', async () => {
    const {code, output} = await forget('visitor_id=customer-4821', 'dana@example.com');
    expect(code, output).toBe(0);
    expect(output).toMatch(/ses_DanaVerif01 .*ID verified, conversation of lead_DanaWeb001\n/);
    expect(output).toMatch(/ses_DanaVerif02 .*ID verified, conversation of lead_DanaWeb001\n/);
    // No lead's first or latest conversation: the reader reads it in the Inbox and deletes it there.
    expect(output).toMatch(/ses_DanaPage001 .*ID not verified\n/);
  });

  test('given her ID, it finds a lead with only a name from one of her conversations, which no filter finds', async () => {
    // Only her name asked for: in a verified conversation, and in one a page opened with her ID and no userHash.
    leads.push(lead('lead_DanaName01', 'bot_2Xc8nB4mWq', 'ses_DanaVerif03', {name: 'Dana'}));
    leads.push(lead('lead_DanaName02', 'bot_2Xc8nB4mWq', 'ses_DanaPage001', {name: 'Dana'}));
    leads.push(lead('lead_SamName001', 'bot_7Hq2mX9aLp', 'ses_SamVerif001', {name: 'Sam'}));
    SESSIONS.push(session('ses_DanaVerif03', 'bot_2Xc8nB4mWq', 'customer-4821', true));
    try {
      const listed = await forget('visitor_id=customer-4821');
      expect(listed.code, listed.output).toBe(0);
      expect(listed.output).toContain(
        'bot_2Xc8nB4mWq lead_DanaName01 website 2026-11-20T09:14:00Z, linked by their verified ID',
      );
      expect(listed.output).toContain(
        'bot_2Xc8nB4mWq lead_DanaName02 website 2026-11-20T09:14:00Z, linked by their ID, not verified: check it first',
      );
      expect(listed.output).not.toContain('lead_Sam');
      expect(listed.output).toContain('--confirm lead_DanaWeb001,lead_DanaName01\n');
      expect(listed.output).toContain('add only those that are theirs: lead_DanaName02\n');
      expect(listed.output).toMatch(/ses_DanaPage001 .*ID not verified, conversation of lead_DanaName02\n/);
      // Every lead of both chatbots walked, with no filter.
      expect(requests).toContain(`GET /v1/chatbots/bot_2Xc8nB4mWq/leads?limit=${apiFacts.pageSizeMax}`);
      const {code, output} = await erase(['lead_DanaName01', 'lead_DanaName02'], 'visitor_id=customer-4821');
      expect(code, output).toBe(0);
      expect(output).toContain('2 leads deleted');
      expect(remaining()).toContain('lead_SamName001');
      expect(remaining()).not.toContain('lead_DanaName01');
      expect(remaining()).not.toContain('lead_DanaName02');
    } finally {
      SESSIONS.pop();
    }
  });

  test('lead IDs after --confirm may be split by spaces, as in --confirm lead_a, lead_b', async () => {
    writeFileSync(path.join(WORK, 'person.txt'), 'dana@example.com\n+14155550123\n');
    const {code, output} = await run([
      '--from-file=person.txt',
      '--confirm',
      'lead_DanaWeb001,',
      'lead_DanaSms001',
      ',',
      'lead_DanaWeb002',
    ]);
    expect(code, output).toBe(0);
    expect(output).toContain('3 leads deleted');
    expect(remaining()).toEqual(['lead_SamSms0001', 'lead_SamSms0002', 'lead_SamWeb0001']);
  });
});
