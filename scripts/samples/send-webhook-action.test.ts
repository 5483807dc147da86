/**
 * The endpoint of developer/webhook/send-webhook-action.mdx, run as a reader runs it (Node, Express), and sent what
 * the flow builder's Send webhook action sends: the `flow.webhook` example of openapi.yaml, signed as documented.
 * Its answers are read with the variable mapping the page documents (paths with dots, list positions from 0, text,
 * numbers and booleans saved as text, anything else left empty), so the page's table and the sample agree. A verified
 * visitor gets their customer record; one who is not verified gets nothing personal, whatever they typed. Forged,
 * stale and broken requests get 400, and so does one signed with a chatbot's secret that names another chatbot, and
 * the server keeps running.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import crypto from 'node:crypto';
import {copyFileSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, test, vi} from 'vitest';
import {flowWebhook, webhookDelivery} from '../../config/facts';
import {signDelivery, startingPayload} from '../../src/components/WebhookLab/lab-model';
import {loadDocument} from '../../src/plugins/api-reference/document';
import {labData} from '../../src/plugins/api-reference/lab';
import {replaceProductFacts} from '../../src/plugins/remark-product-facts';
import {freePort} from './mock';
import {sampleWorkDir, startSample} from './run-sample';
import {php, python} from './runtimes';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PAGE = 'developer/webhook/send-webhook-action.mdx';
const WORK = sampleWorkDir('flow-webhook-sample');
/** A Flow webhook secret as config/facts.ts gives its format: the prefix, then letters and digits. */
const flowSecret = (name: string) => `${flowWebhook.secretPrefix}${name.padEnd(flowWebhook.secretCharacters, '0')}`;
const SECRET = flowSecret('FlowWebhookSecretOfChatbotA');
const OLD_SECRET = flowSecret('FlowWebhookSecretRolledAway');
/** Chatbot A is the one the example names; chatbot B's flows call the same URL with a secret of their own. */
const CHATBOT_A = 'bot_7Hq2mX9aLp';
const CHATBOT_B = 'bot_2Vd8cN4kTg';
const SECRET_B = flowSecret('FlowWebhookSecretOfChatbotB');

function pageSource(): string {
  return readFileSync(path.join(ROOT, PAGE), 'utf8');
}

function sample(): string {
  const block = /```js title="flow-webhook\.mjs"\n([\s\S]*?)```/.exec(pageSource());
  if (!block) throw new Error(`${PAGE}: no \`\`\`js title="flow-webhook.mjs" block`);
  return replaceProductFacts(block[1], PAGE);
}

/** The variable mapping as the page documents it: one value by path, saved as text, or left empty. */
function mapValue(answer: unknown, mapping: string): string {
  let value: unknown = answer;
  for (const part of mapping.split('.')) {
    if (value === null || typeof value !== 'object') return '';
    value = Array.isArray(value) ? value[Number(part)] : (value as Record<string, unknown>)[part];
  }
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
}

function sign(body: string, secrets: string[], t = Math.floor(Date.now() / 1000)): string {
  const v1 = secrets.map((secret) => crypto.createHmac('sha256', secret).update(`${t}.${body}`).digest('hex'));
  return [`t=${t}`, ...v1.map((value) => `v1=${value}`)].join(',');
}

let server: ChildProcess;
let url = '';
let logs = '';
let example: Record<string, unknown>;

beforeAll(async () => {
  const {dereferenced} = await loadDocument();
  const webhook = (
    dereferenced.webhooks as Record<string, {post: {requestBody: {content: Record<string, {example: unknown}>}}}>
  )['flow.webhook'];
  example = webhook.post.requestBody.content['application/json'].example as Record<string, unknown>;
  mkdirSync(WORK, {recursive: true});
  writeFileSync(path.join(WORK, 'flow-webhook.mjs'), sample());
  let port: number;
  ({server, port} = await startSample({
    cwd: WORK,
    file: 'flow-webhook.mjs',
    env: (port) => ({
      ...process.env,
      PORT: String(port),
      FLOW_WEBHOOK_SECRETS: `${CHATBOT_A}=${SECRET}, ${CHATBOT_B}=${SECRET_B}`,
    }),
    ready: {logIncludes: 'Listening'},
    onLog: (chunk) => (logs += chunk),
  }));
  url = `http://127.0.0.1:${port}/parley/flow`;
}, 30_000);

afterAll(() => {
  server?.kill();
});

async function post(body: string, signature?: string, to = url) {
  const headers: Record<string, string> = {'Content-Type': 'application/json'};
  if (signature !== undefined) headers['Parley-Signature'] = signature;
  const response = await fetch(to, {
    method: 'POST',
    headers,
    body,
    signal: AbortSignal.timeout(flowWebhook.timeoutSeconds * 1000),
  });
  const text = await response.text();
  return {status: response.status, type: response.headers.get('content-type') ?? '', text};
}

function expectAlive() {
  expect(server.exitCode, `the sample stopped:\n${logs}`).toBeNull();
}

/** The endpoint's promises, for whichever endpoint `at()` names: the Node.js one on the page, or a published file. */
function endpointCases(at: () => {url: string; alive: () => void}) {
  const send = (body: string, signature?: string) => post(body, signature, at().url);

  test('answers the documented request with a JSON object that fills the mapped variables', async () => {
    const body = JSON.stringify(example);
    const answer = await send(body, sign(body, [SECRET]));
    expect(answer.status).toBe(200);
    expect(answer.type).toMatch(/^application\/json/);
    expect(Buffer.byteLength(answer.text)).toBeLessThanOrEqual(flowWebhook.responseMaxKilobytes * 1024);
    const json = JSON.parse(answer.text) as unknown;
    expect((example.visitor as {verified: boolean}).verified, 'the example visitor is verified').toBe(true);
    expect(mapValue(json, 'signed_in')).toBe('true');
    expect(mapValue(json, 'customer.tier')).toBe('gold');
    expect(mapValue(json, 'customer.account_manager')).toBe('Sam Okafor');
    expect(mapValue(json, 'customer.open_orders')).toBe('2');
    expect(mapValue(json, 'customer.phone')).toBe('');
  });

  test('a verified customer the server does not know is a 200 whose mapped variables stay empty', async () => {
    const body = JSON.stringify({...example, visitor: {id: 'customer-0000', verified: true}});
    const answer = await send(body, sign(body, [SECRET]));
    expect(answer.status).toBe(200);
    expect(mapValue(JSON.parse(answer.text), 'signed_in')).toBe('true');
    expect(mapValue(JSON.parse(answer.text), 'customer.tier')).toBe('');
  });

  test('a visitor who is not verified gets nothing personal, whatever ID or email the request carries', async () => {
    // The example's customer, claimed without a valid identity hash, and an anonymous visitor who typed her email.
    for (const visitor of [
      {id: 'customer-4821', verified: false},
      {id: null, verified: false},
    ]) {
      const body = JSON.stringify({...example, visitor, variables: {'flow.email': 'dana@example.com'}});
      const answer = await send(body, sign(body, [SECRET]));
      expect(answer.status).toBe(200);
      const json = JSON.parse(answer.text) as unknown;
      expect(mapValue(json, 'signed_in')).toBe('false');
      for (const mapping of ['customer.tier', 'customer.open_orders', 'customer.account_manager'])
        expect(mapValue(json, mapping), mapping).toBe('');
      expect(answer.text).not.toMatch(/gold|Sam Okafor/);
    }
  });

  test("a request signed with one chatbot's secret that names another chatbot gets 400 and nothing personal", async () => {
    expect(example.chatbot_id).toBe(CHATBOT_A);
    // Chatbot B's secret (leaked, or a flow of B's) asking about A's verified customer.
    const body = JSON.stringify(example);
    const refused = await send(body, sign(body, [SECRET_B]));
    expect(refused.status).toBe(400);
    expect(refused.text).not.toMatch(/gold|Sam Okafor/);
    // The same secret for its own chatbot is answered.
    const own = JSON.stringify({...example, chatbot_id: CHATBOT_B});
    expect((await send(own, sign(own, [SECRET_B]))).status).toBe(200);
    at().alive();
  });

  test("accepts a rolled secret's two v1 values", async () => {
    const body = JSON.stringify(example);
    expect((await send(body, sign(body, [OLD_SECRET, SECRET]))).status).toBe(200);
  });

  test('refuses forged, stale, missing and broken requests with 400, and keeps running', async () => {
    const body = JSON.stringify(example);
    const old = Math.floor(Date.now() / 1000) - webhookDelivery.signatureToleranceMinutes * 60 - 60;
    expect((await send(body, sign(body, [OLD_SECRET]))).status).toBe(400);
    expect((await send(body, sign(body, [SECRET], old))).status).toBe(400);
    expect((await send(body)).status).toBe(400);
    expect((await send(body.replace('200+', '1-9'), sign(body, [SECRET]))).status).toBe(400);
    const broken = '{"object": "flow_webhook",';
    expect((await send(broken, sign(broken, [SECRET]))).status).toBe(400);
    at().alive();
    expect((await send(body, sign(body, [SECRET]))).status).toBe(200);
  });
}

describe(`${PAGE}: the endpoint`, () => endpointCases(() => ({url, alive: expectAlive})));

describe(`${PAGE}: the webhook lab's flow.webhook`, () => {
  test("is signed with the Flow webhook secret, posts to this endpoint's path, and gets a 2xx", async () => {
    const lab = labData((await loadDocument()).dereferenced);
    const event = lab.events.find((item) => item.event === 'flow.webhook')!;
    expect(event.secret).toEqual({kind: 'flow', said: "chatbot's Flow webhook secret"});
    expect(event.retried).toBe(false);
    expect(new URL(event.url).pathname).toBe(new URL(url).pathname);
    const payload = startingPayload(event);
    const sendAs = async (secret: string) => {
      const delivery = await signDelivery({event, payload, secret, timestamp: Math.floor(Date.now() / 1000), url});
      const response = await fetch(url, {
        method: 'POST',
        headers: Object.fromEntries(delivery.headers),
        body: delivery.body,
      });
      return response.status;
    };
    expect(String(await sendAs(SECRET))).toMatch(/^2\d\d$/);
    // An endpoint's signing secret does not sign flow.webhook: the endpoint refuses it.
    expect(await sendAs('whsec_AnEndpointSigningSecret')).toBe(400);
    expectAlive();
  });
});

describe(`${PAGE}: the mapping table`, () => {
  test("the page's example answer fills the variables its table says", () => {
    const source = pageSource();
    const section = source.slice(source.indexOf('## The answer'));
    const json = JSON.parse(/```json\n([\s\S]*?)```/.exec(section)![1]) as unknown;
    const rows = [...section.matchAll(/^\| `([a-z0-9_.]+)` \| `([^`]*)`/gm)].map(([, mapping, value]) => ({
      mapping,
      value,
    }));
    expect(rows.length).toBeGreaterThanOrEqual(3);
    for (const {mapping, value} of rows) expect(mapValue(json, mapping), mapping).toBe(value);
  });
});

describe(`${PAGE}: the endpoint's secrets`, () => {
  test('refuses to start with a FLOW_WEBHOOK_SECRETS that holds no usable secret, naming the variable and its format', async () => {
    // Missing, empty, only commas, a secret without its chatbot's ID, and one good entry beside a bad one: a secret
    // without its chatbot's ID, a swapped pair, a secret without its `whsec_` prefix, a chatbot ID that is not one.
    const unprefixed = SECRET_B.replace('whsec_', '');
    const bad: Array<[string, string]> = [
      [SECRET_B, SECRET_B],
      [`${SECRET_B}=${CHATBOT_B}`, SECRET_B],
      [`${CHATBOT_B}=${unprefixed}`, unprefixed],
      [`bot_B=${SECRET_B}`, SECRET_B],
      // Not the documented format: one character short, or with a character that is not a letter or digit.
      [`${CHATBOT_B}=${SECRET_B.slice(0, -1)}`, SECRET_B.slice(0, -1)],
      [`${CHATBOT_B}=${SECRET_B.slice(0, -1)}-`, `${SECRET_B.slice(0, -1)}-`],
    ];
    const cases: Array<[string | undefined, string?]> = [
      [undefined],
      [''],
      [' , '],
      [SECRET],
      ...bad.map(([entry, value]): [string, string] => [`${CHATBOT_A}=${SECRET},${entry}`, value]),
    ];
    for (const [secretsEnv, badValue] of cases) {
      let output = '';
      const {FLOW_WEBHOOK_SECRETS: _left, ...rest} = process.env;
      const started = startSample({
        cwd: WORK,
        file: 'flow-webhook.mjs',
        env: (port) => ({
          ...rest,
          PORT: String(port),
          ...(secretsEnv === undefined ? {} : {FLOW_WEBHOOK_SECRETS: secretsEnv}),
        }),
        ready: {logIncludes: 'Listening'},
        onLog: (chunk) => (output += chunk),
      });
      const outcome = await started.then(
        ({server: running}) => {
          running.kill();
          return 'listening';
        },
        (error: Error) => error.message,
      );
      const name = JSON.stringify(secretsEnv ?? 'missing');
      expect(outcome, `${name}: the endpoint started`).toContain('exited');
      expect(output, name).toContain('FLOW_WEBHOOK_SECRETS');
      expect(output, name).toContain('bot_…=whsec_…');
      if (badValue) {
        // The bad entry is named by its place, never by its value.
        expect(output, name).toContain('entry 2 ');
        expect(output, name).not.toContain(badValue);
      }
    }
  });

  test('its logs name the request and the block, never the customer: no visitor ID, tier or email', async () => {
    const before = logs.length;
    const body = JSON.stringify(example);
    expect((await post(body, sign(body, [SECRET]))).status).toBe(200);
    // The server's log line reaches the test through a pipe, which may come after the answer: wait for it.
    await vi.waitFor(() => expect(logs.slice(before)).toContain(String(example.id)), {timeout: 10_000});
    const written = logs.slice(before);
    expect(written).toContain(String((example.flow as {block_id: string}).block_id));
    const visitor = example.visitor as {id: string};
    for (const personal of [visitor.id, 'gold', 'Sam Okafor', '@']) expect(written).not.toContain(personal);
  });
});

/**
 * The Python (Flask) and PHP endpoints the page links (static/files/flow-webhook/), run as a reader runs them
 * (`python flow_webhook.py`, `php -S … flow-webhook.php`) and sent the same signed requests as the Node.js one: the
 * same answers, the same refusals, the same logs without personal data.
 */
const PUBLISHED = {
  python: {file: 'flow_webhook.py', fence: 'python'},
  php: {file: 'flow-webhook.php', fence: 'php'},
} as const;

describe.each(['python', 'php'] as const)(`${PAGE}: the published %s endpoint`, (language) => {
  const {file, fence} = PUBLISHED[language];
  const published = path.join(ROOT, 'static/files/flow-webhook', file);
  const dir = sampleWorkDir(`flow-webhook-${language}`);
  let proc: ChildProcess;
  let at = '';
  let output = '';

  /** Starts the file on a free port with FLOW_WEBHOOK_SECRETS set to `secrets`, once it answers HTTP. */
  async function start(secrets: string | undefined, onLog: (chunk: string) => void) {
    const port = await freePort();
    const {FLOW_WEBHOOK_SECRETS: _left, ...rest} = process.env;
    const env = {...rest, PORT: String(port), ...(secrets === undefined ? {} : {FLOW_WEBHOOK_SECRETS: secrets})};
    const [command, args] =
      language === 'python' ? [python(['flask']), ['-u', file]] : [php(), ['-S', `127.0.0.1:${port}`, file]];
    const child = spawn(command, args, {cwd: dir, env});
    child.stdout.on('data', (chunk) => onLog(String(chunk)));
    child.stderr.on('data', (chunk) => onLog(String(chunk)));
    const address = `http://127.0.0.1:${port}/parley/flow`;
    for (let attempt = 0; attempt < 100; attempt += 1) {
      if (child.exitCode !== null) return {child, address: ''};
      const up = await fetch(address).then(
        () => true,
        () => false,
      );
      if (up) return {child, address};
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    child.kill();
    throw new Error(`${file} never listened:\n${output}`);
  }

  beforeAll(async () => {
    copyFileSync(published, path.join(dir, file));
    const started = await start(`${CHATBOT_A}=${SECRET}, ${CHATBOT_B}=${SECRET_B}`, (chunk) => (output += chunk));
    proc = started.child;
    at = started.address;
    expect(at, output).not.toBe('');
  }, 30_000);

  afterAll(() => {
    proc?.kill();
  });

  endpointCases(() => ({url: at, alive: () => expect(proc.exitCode, `${file} stopped:\n${output}`).toBeNull()}));

  test('the page shows an excerpt of the file in its own tab and links the file; its constants are the facts', () => {
    const code = readFileSync(published, 'utf8');
    const source = pageSource();
    expect(source).toContain(`](pathname:///files/flow-webhook/${file})`);
    const excerpt = new RegExp(`\`\`\`${fence} title="${file.replace('.', '\\.')}"[^\\n]*\\n([\\s\\S]*?)\`\`\``).exec(
      source,
    );
    expect(excerpt, `${PAGE}: no ${fence} excerpt of ${file}`).not.toBeNull();
    const lines = excerpt![1].trimEnd().split('\n');
    expect(lines.length).toBeGreaterThan(5);
    expect(code).toContain(lines.join('\n'));
    // Static files are not filled in by the build: the tolerance and the secret's form are typed, and must agree.
    expect(code).toContain(`TOLERANCE_SECONDS = ${webhookDelivery.signatureToleranceMinutes} * 60`);
    expect(code).toContain(`(${replaceProductFacts('%FLOW_WEBHOOK_SECRET_PATTERN%', PAGE)})`);
  });

  test('a FLOW_WEBHOOK_SECRETS with a bad entry, or none, is refused, naming the variable, the format and the place only', async () => {
    const swapped = `${SECRET_B}=${CHATBOT_B}`;
    for (const [secretsEnv, badValue] of [
      [undefined, undefined],
      [`${CHATBOT_A}=${SECRET},${swapped}`, SECRET_B],
    ] as const) {
      let log = '';
      const {child, address} = await start(secretsEnv, (chunk) => (log += chunk));
      const name = JSON.stringify(secretsEnv ?? 'missing');
      if (language === 'python') {
        // Python refuses to start.
        expect(address, `${name}: the endpoint started`).toBe('');
      } else {
        // PHP starts afresh for each request: it answers 500, and the flow takes Failed.
        const body = JSON.stringify(example);
        expect((await post(body, sign(body, [SECRET]), address)).status, name).toBe(500);
        await vi.waitFor(() => expect(log).toContain('FLOW_WEBHOOK_SECRETS'), {timeout: 5_000});
        child.kill();
      }
      expect(log, name).toContain('FLOW_WEBHOOK_SECRETS');
      expect(log, name).toContain('bot_…=whsec_…');
      if (badValue) {
        expect(log, name).toContain('entry 2 ');
        expect(log, name).not.toContain(badValue);
      }
    }
  });

  test('its logs name the request and the block, never the customer', async () => {
    const before = output.length;
    const body = JSON.stringify(example);
    expect((await post(body, sign(body, [SECRET]), at)).status).toBe(200);
    await vi.waitFor(() => expect(output.slice(before)).toContain(`${String(example.id)} `), {timeout: 10_000});
    const written = output.slice(before);
    expect(written).toContain(String((example.flow as {block_id: string}).block_id));
    const visitor = example.visitor as {id: string};
    for (const personal of [visitor.id, 'gold', 'Sam Okafor', '@']) expect(written).not.toContain(personal);
  });
});
