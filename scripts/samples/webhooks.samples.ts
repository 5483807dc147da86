/**
 * The webhook and identity code on the pages, run as readers would run it, against the documented signer:
 * `Parley-Signature: t=<unix time>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" with the endpoint's secret>`, one `v1`
 * per secret while a secret is rolled, rejected beyond the tolerance of config/facts.ts.
 *
 * - Every webhook server on the site (a code block that reads PARLEY_WEBHOOK_SECRETS: Node.js, Python, PHP) is
 *   started and sent: deliveries signed with either of two chatbots' secrets, a rolled secret's two `v1` values, an
 *   old and a future timestamp, a changed body, a missing or foreign signature, a duplicate, every event signed with
 *   the secret of a chatbot other than the one it names (refused), and the example of every event in openapi.yaml. The page's own bash signer posts to it too. Each server also runs with a handler
 *   that fails once: it must answer 5xx, and the platform's retry must be handled, not taken for a duplicate.
 * - The lead handlers (Node.js, Python, PHP) run against a fake CRM with deliveries out of order and repeated, two
 *   changes within one second, and a lead created, deleted, then sent again by a late retry: it stays deleted. The
 *   CRM writes a contact only over an older revision (the page's conditional write); two deliveries of one lead
 *   handled at once, the newer started first, must leave the newer.
 * - The identity hash functions (Node.js, Python, PHP) must give the documented HMAC.
 * - The hand-off alert posts to a local stand-in for a team chat, and gives up on one that hangs before a delivery
 *   times out. The lead alert posts "New lead" for a lead the handler created (a lead.updated retried ahead of its
 *   lead.created too, once) and a changed name, email or phone only, never throws on a catch-up's event without
 *   changed_fields, and the capture-leads recipe's lead cases hand all three lead events, `lead.deleted` too, to the lead
 *   handler before the alert, which gets the handler's answer.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import crypto from 'node:crypto';
import {createServer} from 'node:http';
import {existsSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {afterAll, beforeAll, describe, expect, test, vi} from 'vitest';
import {webhookDelivery} from '../../config/facts';
import {signatureHeaderValue, signedPayload} from '../../src/components/ApiReference/signature';
import {allCodeBlocks, describeBlock, type CodeBlock} from './extract';
import {freePort} from './mock';
import {languageOf, php, python, runCode, sampleEnv, workDir, type Language} from './runtimes';
import {loadSchemas, type Schemas} from './schemas';

const blocks = allCodeBlocks();
const servers = blocks.filter((block) => languageOf(block.language) && block.code.includes('PARLEY_WEBHOOK_SECRETS'));
const signers = blocks.filter(
  (block) => block.language === 'bash' && block.code.includes('openssl dgst -sha256 -hmac'),
);
// The blocks that define a lead handler (a page may also show where it is called from).
const leadHandlers = blocks.filter((block) =>
  /function handleLeadEvent\b|def handle_lead_event\b|function handle_lead_event\b/.test(block.code),
);
// Only the languages this suite runs: the Ruby tab (shown as text) is checked by scripts/sdk/review39-open.test.ts.
const identityHashes = blocks.filter(
  (block) =>
    languageOf(block.language) &&
    /parleyUserHash\(userId\)|def parley_user_hash|function parley_user_hash/.test(block.code),
);
const alerts = blocks.filter((block) => block.code.includes('export async function alertTeam'));
// The lead alert of the capture-leads recipe ("Tell your team about new leads"), which the hand-off page links to.
const leadAlerts = blocks.filter((block) => block.code.includes('export async function alertLead'));
// The lead cases the capture-leads recipe adds to handleEvent of the Node.js server (for its lead alert).
const leadCases = blocks.filter((block) => block.title === 'server.mjs (the lead cases in handleEvent)');

const SECRET_A = 'whsec_ChatbotAEndpointSecret0001';
const SECRET_B = 'whsec_ChatbotBEndpointSecret0002';
/** Chatbot A is the one openapi.yaml's examples name; chatbot B's events are the examples with B's ID. */
const CHATBOT_A = 'bot_7Hq2mX9aLp';
const CHATBOT_B = 'bot_2Vd8cN4kTg';
/** The servers' `PARLEY_WEBHOOK_SECRETS`: each endpoint's secret after its chatbot's ID, as the page says. */
const SECRETS_ENV = `${CHATBOT_A}=${SECRET_A}, ${CHATBOT_B}=${SECRET_B}`;
const SECRET_OLD = 'whsec_RolledAwaySecret000000003';
const TOLERANCE = webhookDelivery.signatureToleranceMinutes * 60;

/** The documented signer: the site's one signing scheme (signature.ts), with Node's HMAC. */
function signature(body: string, secrets: string[], timestamp = Math.floor(Date.now() / 1000)): string {
  const v1 = secrets.map((secret) =>
    crypto.createHmac('sha256', secret).update(signedPayload(timestamp, body)).digest('hex'),
  );
  return signatureHeaderValue(timestamp, v1);
}

const randomId = () =>
  `evt_${crypto
    .randomBytes(8)
    .toString('base64url')
    .replace(/[^A-Za-z0-9]/g, 'x')
    .slice(0, 10)}`;

let schemas: Schemas;
let examples: Array<{type: string; event: Record<string, unknown>}>;

beforeAll(async () => {
  schemas = await loadSchemas();
  // The events a webhook endpoint receives: their envelope's `type` is the event's name. `payment.requested` goes to a
  // payment integration's Checkout URL instead (scripts/payments runs the server that answers it).
  examples = Object.entries(schemas.document.webhooks ?? {})
    .map(([type, item]) => ({
      type,
      event: item.post!.requestBody!.content['application/json'].example as Record<string, unknown>,
    }))
    .filter(({type, event}) => event.type === type);
});

test('the site has webhook servers in Node.js, Python and PHP, a signer, lead handlers and identity hashes', () => {
  expect(new Set(servers.map((block) => languageOf(block.language)))).toEqual(new Set(['js', 'python', 'php']));
  expect(signers.length).toBeGreaterThan(0);
  expect(new Set(leadHandlers.map((block) => languageOf(block.language)))).toEqual(new Set(['js', 'python', 'php']));
  expect(new Set(identityHashes.map((block) => languageOf(block.language)))).toEqual(new Set(['js', 'python', 'php']));
  expect(alerts.length).toBeGreaterThan(0);
  expect(leadCases.length).toBeGreaterThan(0);
  expect(examples.map(({type}) => type)).toEqual(
    expect.arrayContaining([
      'conversation.message.created',
      'conversation.ended',
      'conversation.deleted',
      'lead.created',
      'lead.updated',
      'lead.deleted',
    ]),
  );
});

type Running = {url: string; dir: string; output: () => string; stop: () => void};

/** In the failing handler's error message, as a CRM's or database's error often repeats a lead's email. */
const FAILURE_EMAIL = 'ada.failing@example.com';

/**
 * The page's server with its handler wrapped: the first delivery of an event whose ID starts with `evt_failonce`
 * throws, as a reader's code would when its database is down; every handled event prints `HANDLED <id>`. Wrapped
 * where the page's code defines the handler, so the server's own routing, duplicate check and answers are run.
 */
const FAIL_ONCE: Record<'js' | 'python' | 'php', {anchor: string; wrapper: string; at: 'before' | 'after'}> = {
  js: {
    anchor: 'const app = express();',
    at: 'before',
    wrapper: [
      'const publishedHandleEvent = handleEvent;',
      'const failedOnce = new Set();',
      'handleEvent = async (event) => {',
      "  if (event.id.startsWith('evt_failonce') && !failedOnce.has(event.id)) {",
      '    failedOnce.add(event.id);',
      `    throw Object.assign(new Error('CRM refused ${FAILURE_EMAIL}'), {code: 'ECRMREFUSED'});`,
      '  }',
      '  await publishedHandleEvent(event);',
      "  console.log('HANDLED ' + event.id);",
      '};',
      '',
    ].join('\n'),
  },
  python: {
    anchor: '@app.post("/webhooks/parley")',
    at: 'before',
    wrapper: [
      'published_handle_event = handle_event',
      'failed_once = set()',
      '',
      'def handle_event(event):',
      '    if event["id"].startswith("evt_failonce") and event["id"] not in failed_once:',
      '        failed_once.add(event["id"])',
      `        raise RuntimeError("CRM refused ${FAILURE_EMAIL}")`,
      '    published_handle_event(event)',
      '    print("HANDLED " + event["id"], flush=True)',
      '',
      '',
    ].join('\n'),
  },
  php: {
    // PHP cannot redefine a function: the page's is renamed, and this one calls it. A file remembers the
    // failure, as each request runs afresh.
    anchor: '<?php\n',
    at: 'after',
    wrapper: [
      'function handle_event(array $event): void',
      '{',
      "    $marker = __DIR__ . '/failed-once-' . $event['id'];",
      "    if (str_starts_with($event['id'], 'evt_failonce') && !file_exists($marker)) {",
      '        touch($marker);',
      `        throw new RuntimeException('CRM refused ${FAILURE_EMAIL}', 409);`,
      '    }',
      '    published_handle_event($event);',
      "    file_put_contents('php://stderr', 'HANDLED ' . $event['id'] . \"\\n\");",
      '}',
      '',
    ].join('\n'),
  },
};

function withHandlerFailingOnce(block: CodeBlock): string {
  const language = languageOf(block.language) as 'js' | 'python' | 'php';
  const {anchor, wrapper, at} = FAIL_ONCE[language];
  let code = block.code;
  if (language === 'php') {
    if (!code.includes('function handle_event(')) {
      throw new Error(
        `${describeBlock(block)}: no "function handle_event(" to wrap; keep the handler in that function`,
      );
    }
    code = code.replace('function handle_event(', 'function published_handle_event(');
  }
  if (!code.includes(anchor)) {
    throw new Error(`${describeBlock(block)}: no "${anchor.trim()}" line to wrap the handler at; the test needs it`);
  }
  return code.replace(anchor, at === 'before' ? `${wrapper}${anchor}` : `${anchor}${wrapper}`);
}

async function startServer(
  block: CodeBlock,
  code = block.code,
  secretsEnv = SECRETS_ENV,
  moreEnv: Record<string, string> = {},
): Promise<Running> {
  const language = languageOf(block.language)!;
  const dir = workDir();
  const port = await freePort();
  const fileName = {js: 'server.mjs', python: 'server.py', php: 'webhook.php', bash: 'server.sh'}[language];
  writeFileSync(path.join(dir, fileName), code);
  const env = sampleEnv(dir, {PORT: String(port), PARLEY_WEBHOOK_SECRETS: secretsEnv, ...moreEnv});
  const commands: Record<Language, () => [string, string[]]> = {
    js: () => [process.execPath, [fileName]],
    python: () => [python(['flask']), ['-u', fileName]],
    php: () => [php(), ['-S', `127.0.0.1:${port}`, fileName]],
    bash: () => ['bash', [fileName]],
  };
  const [command, args] = commands[language]();
  const child: ChildProcess = spawn(command, args, {cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe']});
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}/webhooks/parley`;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      await fetch(url, {method: 'POST', body: '{}', headers: {'Content-Type': 'application/json'}});
      return {url, dir, output: () => output, stop: () => child.kill()};
    } catch {
      if (child.exitCode !== null) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  child.kill();
  throw new Error(`${describeBlock(block)} did not start:\n${output}`);
}

async function deliver(url: string, body: string, signatureHeader?: string, eventId?: string): Promise<number> {
  const headers: Record<string, string> = {'Content-Type': 'application/json'};
  if (signatureHeader) headers['Parley-Signature'] = signatureHeader;
  if (eventId) headers['Parley-Event-Id'] = eventId;
  const response = await fetch(url, {method: 'POST', headers, body});
  await response.arrayBuffer();
  return response.status;
}

/** Every message content, name, email and phone of an example event: what a server must never log. */
function personalValues(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(personalValues);
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    ['content', 'name', 'email', 'phone'].includes(key) && typeof inner === 'string' && inner.length > 3
      ? [inner]
      : personalValues(inner),
  );
}

const occurrences = (text: string, needle: string) => text.split(needle).length - 1;

/** Waits until the server's output has `needle` (its log is written after it answers), or gives up. */
async function outputWith(server: Running, needle: string): Promise<string> {
  for (let attempt = 0; attempt < 100 && !server.output().includes(needle); attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return server.output();
}

for (const block of servers) {
  describe(describeBlock(block), () => {
    let server: Running;
    /** An event of chatbot A (the example's), or of chatbot B: the same event with B's ID wherever A's is. */
    const event = (type = 'conversation.message.created', chatbot = CHATBOT_A) => {
      const example = examples.find((item) => item.type === type)!.event;
      const id = randomId();
      const body = JSON.stringify({...example, id});
      expect(body, `${type} names its chatbot`).toContain(`"chatbot_id":"${CHATBOT_A}"`);
      return {id, body: body.replaceAll(`"chatbot_id":"${CHATBOT_A}"`, `"chatbot_id":"${chatbot}"`)};
    };

    beforeAll(async () => {
      server = await startServer(block);
    });
    afterAll(() => server?.stop());

    test('refuses to run with a PARLEY_WEBHOOK_SECRETS that holds no usable secret, naming the variable and its format', async () => {
      // Empty, only commas, a secret without its chatbot's ID (the old format), and one good entry beside a bad one:
      // a swapped pair, a secret without its `whsec_` prefix, a chatbot ID that is not one. A bad entry is named by its
      // place, never by its value.
      const unprefixed = SECRET_B.replace('whsec_', '');
      const badEntries: Array<[string, string]> = [
        [SECRET_B, SECRET_B],
        [`${SECRET_B}=${CHATBOT_B}`, SECRET_B],
        [`${CHATBOT_B}=${unprefixed}`, unprefixed],
        [`bot_B=${SECRET_B}`, SECRET_B],
      ];
      const cases: Array<[string, string?]> = [
        [''],
        [' , '],
        [SECRET_A],
        ...badEntries.map(([entry, value]): [string, string] => [`${CHATBOT_A}=${SECRET_A},${entry}`, value]),
      ];
      for (const [secretsEnv, badValue] of cases) {
        let refused: string;
        try {
          const running = await startServer(block, block.code, secretsEnv);
          // PHP runs afresh for each request: it starts, and must refuse every delivery with 500 and say why.
          const delivery = event();
          const status = await deliver(running.url, delivery.body, signature(delivery.body, [SECRET_A]), delivery.id);
          const output = await outputWith(running, 'PARLEY_WEBHOOK_SECRETS');
          running.stop();
          expect(languageOf(block.language), `${JSON.stringify(secretsEnv)}: the server started`).toBe('php');
          expect(status, JSON.stringify(secretsEnv)).toBe(500);
          refused = output;
        } catch (error) {
          refused = String(error);
          expect(refused, JSON.stringify(secretsEnv)).toContain('did not start');
        }
        expect(refused, JSON.stringify(secretsEnv)).toContain('PARLEY_WEBHOOK_SECRETS');
        expect(refused, JSON.stringify(secretsEnv)).toContain('bot_…=whsec_…');
        expect(refused, JSON.stringify(secretsEnv)).not.toContain('HANDLED');
        if (badValue) {
          expect(refused, JSON.stringify(secretsEnv)).toContain('entry 2 ');
          expect(refused, JSON.stringify(secretsEnv)).not.toContain(badValue);
        }
      }
    });

    test("accepts a delivery signed with either chatbot's secret, once", async () => {
      const first = event();
      expect(await deliver(server.url, first.body, signature(first.body, [SECRET_A]), first.id)).toBe(200);
      const second = event('lead.created', CHATBOT_B);
      expect(await deliver(server.url, second.body, signature(second.body, [SECRET_B]), second.id)).toBe(200);
      // The same delivery again, as a retry: acknowledged, not handled twice.
      expect(await deliver(server.url, first.body, signature(first.body, [SECRET_A]), first.id)).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(occurrences(server.output(), first.id), server.output()).toBe(1);
      expect(occurrences(server.output(), second.id), server.output()).toBe(1);
    });

    test('accepts a rolled secret: two v1 values, in either order', async () => {
      for (const secrets of [
        [SECRET_OLD, SECRET_A],
        [SECRET_A, SECRET_OLD],
      ]) {
        const delivery = event();
        expect(await deliver(server.url, delivery.body, signature(delivery.body, secrets), delivery.id)).toBe(200);
      }
    });

    test('rejects an old, future or non-ASCII timestamp, a changed body, a foreign, malformed or non-ASCII signature and none with 400', async () => {
      const now = Math.floor(Date.now() / 1000);
      const delivery = event();
      const cases: Array<[string, string, string | undefined]> = [
        ['an old timestamp', delivery.body, signature(delivery.body, [SECRET_A], now - TOLERANCE - 60)],
        ['a future timestamp', delivery.body, signature(delivery.body, [SECRET_A], now + TOLERANCE + 60)],
        [
          'a changed body',
          delivery.body.replace('"object":"event"', '"object":"event" '),
          signature(delivery.body, [SECRET_A]),
        ],
        ['a secret it does not know', delivery.body, signature(delivery.body, [SECRET_OLD])],
        ['no signature', delivery.body, undefined],
        ['a malformed signature', delivery.body, 'v1=abc'],
        // Latin-1 on the wire: a server that compares it as text fails on it (500) instead of refusing it.
        ['a non-ASCII signature', delivery.body, `t=${now},v1=\u00e9`],
        // A digit to Python's str.isdigit() that int() refuses: a server that trusts isdigit() answers 500.
        [
          'a superscript digit as the timestamp',
          delivery.body,
          `t=\u00b2,${signature(delivery.body, [SECRET_A]).split(',')[1]}`,
        ],
      ];
      for (const [name, body, header] of cases) {
        expect(await deliver(server.url, body, header, delivery.id), name).toBe(400);
      }
      expect(server.output()).not.toContain(delivery.id);
    });

    test("rejects every event signed with one chatbot's secret that names another chatbot, with 400", async () => {
      for (const {type} of examples) {
        // Chatbot B's secret (leaked, say) signing an event of chatbot A, and the other way round.
        const ofA = event(type, CHATBOT_A);
        expect(await deliver(server.url, ofA.body, signature(ofA.body, [SECRET_B]), ofA.id), `${type} of A`).toBe(400);
        const ofB = event(type, CHATBOT_B);
        expect(await deliver(server.url, ofB.body, signature(ofB.body, [SECRET_A]), ofB.id), `${type} of B`).toBe(400);
        expect(server.output(), type).not.toContain(ofA.id);
        expect(server.output(), type).not.toContain(ofB.id);
        // Signed with its own chatbot's secret, the same event of B is accepted.
        expect(await deliver(server.url, ofB.body, signature(ofB.body, [SECRET_B]), ofB.id), `${type} of B`).toBe(200);
      }
    });

    test('handles the example of every event in openapi.yaml', async () => {
      for (const {type} of examples) {
        const delivery = event(type);
        expect(await deliver(server.url, delivery.body, signature(delivery.body, [SECRET_A]), delivery.id), type).toBe(
          200,
        );
        await new Promise((resolve) => setTimeout(resolve, 100));
        expect(occurrences(server.output(), delivery.id), `${type}:\n${server.output()}`).toBe(1);
      }
      expect(server.output()).not.toMatch(/Traceback|failed|Fatal error|Warning:/);
    });

    test("logs event IDs and types only: no message's content, no name, email or phone", async () => {
      for (const {type} of examples) {
        const delivery = event(type);
        expect(await deliver(server.url, delivery.body, signature(delivery.body, [SECRET_A]), delivery.id)).toBe(200);
        await outputWith(server, delivery.id);
      }
      const personal = examples.flatMap(({event: example}) => personalValues(example));
      expect(personal.length, 'the examples hold contents, names and emails to look for').toBeGreaterThan(3);
      const output = server.output();
      for (const value of personal) expect(output, `the log holds "${value}"`).not.toContain(value);
    });

    test("logs a failed handler's error without its message, handles the platform's retry, then acknowledges copies", async () => {
      const failing = await startServer(block, withHandlerFailingOnce(block));
      try {
        const example = examples.find((item) => item.type === 'lead.created')!.event;
        const id = `evt_failonce${randomId().slice(4)}`;
        const body = JSON.stringify({...example, id});
        const send = () => deliver(failing.url, body, signature(body, [SECRET_A]), id);
        // The handler throws: the platform must be told to retry.
        expect(await send(), failing.output()).toBeGreaterThanOrEqual(500);
        expect(failing.output()).not.toContain(`HANDLED ${id}`);
        // The failure is logged with the event's ID, and nothing of the error's message (it names the lead).
        const logged = await outputWith(failing, `${id} failed`);
        expect(logged).toContain(`${id} failed`);
        expect(logged).not.toContain(FAILURE_EMAIL);
        // The platform's retry is handled, not taken for a duplicate.
        expect(await send(), failing.output()).toBe(200);
        expect(await outputWith(failing, `HANDLED ${id}`)).toContain(`HANDLED ${id}`);
        // A later copy is acknowledged and not handled again.
        expect(await send()).toBe(200);
        const after = event();
        expect(await deliver(failing.url, after.body, signature(after.body, [SECRET_A]), after.id)).toBe(200);
        const output = await outputWith(failing, `HANDLED ${after.id}`);
        expect(occurrences(output, `HANDLED ${id}`), output).toBe(1);
      } finally {
        failing.stop();
      }
    });

    if (languageOf(block.language) === 'php') {
      test('keeps the handled event IDs outside its web root: in PARLEY_HANDLED_EVENTS_FILE, or the temporary folder', async () => {
        const code = withHandlerFailingOnce(block);
        const handledFile = path.join(workDir(), 'handled.txt');
        const byDefault = await startServer(block, code);
        const configured = await startServer(block, code, SECRETS_ENV, {PARLEY_HANDLED_EVENTS_FILE: handledFile});
        try {
          for (const running of [byDefault, configured]) {
            const delivery = event();
            const send = () => deliver(running.url, delivery.body, signature(delivery.body, [SECRET_A]), delivery.id);
            expect(await send()).toBe(200);
            // A copy is still acknowledged without being handled again: the IDs are read back from where they are.
            expect(await send()).toBe(200);
            const after = event();
            expect(await deliver(running.url, after.body, signature(after.body, [SECRET_A]), after.id)).toBe(200);
            const output = await outputWith(running, `HANDLED ${after.id}`);
            expect(occurrences(output, `HANDLED ${delivery.id}`), output).toBe(1);
            // The web root is the folder of webhook.php: a file there could be downloaded by anyone who guesses it.
            const webRoot = readdirSync(running.dir).filter((name) => !['node_modules', 'tmp'].includes(name));
            expect(webRoot).toEqual(['webhook.php']);
            // By default in the system's temporary folder (TMPDIR here), else where PARLEY_HANDLED_EVENTS_FILE says.
            const temporary = path.join(running.dir, 'tmp', 'parley-handled-events.txt');
            const expected = running === configured ? handledFile : temporary;
            expect(existsSync(expected) && readFileSync(expected, 'utf8')).toContain(delivery.id);
            if (running === configured) expect(existsSync(temporary)).toBe(false);
          }
        } finally {
          byDefault.stop();
          configured.stop();
        }
      });
    }

    for (const signer of signers) {
      test(`accepts what ${describeBlock(signer)} signs and posts`, async () => {
        const script = signer.code
          .replaceAll('whsec_your_signing_secret', SECRET_A)
          .replaceAll('http://localhost:3000/webhooks/parley', server.url);
        const body = /BODY='([^']*)'/.exec(signer.code)?.[1];
        expect(body, 'the signer has a BODY').toBeDefined();
        const parsed = JSON.parse(body!);
        const schema = schemas.document.webhooks?.[parsed.type]?.post?.requestBody?.content['application/json'].schema;
        expect(schema, `an event type of openapi.yaml: ${parsed.type}`).toBeDefined();
        expect(schemas.validate(schema as never, parsed)).toEqual([]);
        const dir = workDir();
        const first = await runCode('bash', script, dir, {});
        expect(first.stdout, first.stderr).toMatch(/^HTTP\/1\.[01] 200/m);
        const again = await runCode('bash', script, dir, {});
        expect(again.stdout, again.stderr).toMatch(/^HTTP\/1\.[01] 200/m);
        // The body changed after signing (one trailing space): refused.
        const tampered = await runCode('bash', script.replace('--data "$BODY"', '--data "$BODY "'), dir, {});
        expect(tampered.stdout, tampered.stderr).toMatch(/^HTTP\/1\.[01] 400/m);
      });
    }
  });
}

/** Lets every other pending task run first: the CRM's calls take a turn of the event loop, as a network call does. */
const aTurnLater = () => new Promise((resolve) => setImmediate(resolve));

/**
 * A CRM stand-in: contacts by lead ID, every write, and the IDs of deleted leads the handler remembers. Its one write,
 * `upsertContactIfNewer`, is the page's conditional write: it stores the contact only over an older revision (or
 * none) and never over a deleted lead, in one step, and answers 'created' for a new contact, 'updated' for a
 * newer change and false when it wrote nothing. It has no read of a contact, so a handler cannot check and then write.
 */
function fakeCrm() {
  const contacts = new Map<string, {externalId: string; revision: number; updatedAt: string}>();
  const deletedLeads = new Set<string>();
  const writes: Array<Record<string, unknown>> = [];
  const deletedConversations: string[] = [];
  /** `lead_sessions`: the conversations each lead's events named. */
  const sessionsByLead = new Map<string, Set<string>>();
  return {
    writes,
    contacts,
    deletedConversations,
    sessionsByLead,
    async addLeadSessions(id: string, sessionIds: string[]) {
      await aTurnLater();
      sessionsByLead.set(id, new Set([...(sessionsByLead.get(id) ?? []), ...sessionIds]));
    },
    async leadSessions(id: string) {
      await aTurnLater();
      return [...(sessionsByLead.get(id) ?? [])];
    },
    async upsertContactIfNewer(contact: {externalId: string; revision: number; updatedAt: string}) {
      await aTurnLater();
      const stored = contacts.get(contact.externalId);
      if (deletedLeads.has(contact.externalId) || (stored && stored.revision >= contact.revision)) return false;
      writes.push(contact);
      contacts.set(contact.externalId, contact);
      return stored ? 'updated' : 'created';
    },
    async deleteContact(id: string) {
      await aTurnLater();
      contacts.delete(id);
      sessionsByLead.delete(id);
    },
    async deleteConversation(sessionId: string) {
      await aTurnLater();
      deletedConversations.push(sessionId);
    },
    async rememberDeletedLead(id: string) {
      await aTurnLater();
      deletedLeads.add(id);
    },
    async isDeletedLead(id: string) {
      await aTurnLater();
      return deletedLeads.has(id);
    },
  };
}

/** The same CRM in Python, for the Python handler: it prints the writes and the contacts left at the end. */
const PYTHON_CRM = [
  'import json',
  'from lead_handler import handle_lead_event',
  'class Crm:',
  '    def __init__(self):',
  '        self.contacts, self.writes, self.deleted, self.deleted_conversations, self.sessions = {}, [], set(), [], {}',
  '    def add_lead_sessions(self, lead_id, session_ids):',
  '        self.sessions.setdefault(lead_id, set()).update(session_ids)',
  '    def lead_sessions(self, lead_id):',
  '        return sorted(self.sessions.get(lead_id, []))',
  '    def upsert_contact_if_newer(self, **contact):',
  '        stored = self.contacts.get(contact["external_id"])',
  '        if contact["external_id"] in self.deleted or (stored and stored["revision"] >= contact["revision"]):',
  '            return False',
  '        self.writes.append(contact)',
  '        self.contacts[contact["external_id"]] = contact',
  '        return "updated" if stored else "created"',
  '    def delete_contact(self, lead_id):',
  '        self.contacts.pop(lead_id, None)',
  '        self.sessions.pop(lead_id, None)',
  '    def delete_conversation(self, session_id):',
  '        self.deleted_conversations.append(session_id)',
  '    def remember_deleted_lead(self, lead_id):',
  '        self.deleted.add(lead_id)',
  '    def is_deleted_lead(self, lead_id):',
  '        return lead_id in self.deleted',
  'crm = Crm()',
  'stored = [handle_lead_event(event, crm) for event in json.load(open("events.json"))]',
  'print(json.dumps({"writes": crm.writes, "contacts": sorted(crm.contacts), "conversations": crm.deleted_conversations, "sessions": sorted(crm.sessions), "stored": stored}))',
].join('\n');

/** The same CRM in PHP, for the PHP handler: it prints what the Python one prints. */
const PHP_CRM = [
  '<?php',
  "require __DIR__ . '/lead_handler.php';",
  'class Crm',
  '{',
  '    public array $contacts = [];',
  '    public array $writes = [];',
  '    public array $deleted = [];',
  '    public array $conversations = [];',
  '    public array $sessions = [];',
  '    public function addLeadSessions(string $id, array $sessionIds): void',
  '    {',
  '        $this->sessions[$id] = array_values(array_unique([...($this->sessions[$id] ?? []), ...$sessionIds]));',
  '    }',
  '    public function leadSessions(string $id): array { return $this->sessions[$id] ?? []; }',
  '    public function upsertContactIfNewer(array $contact): string|false',
  '    {',
  "        $stored = $this->contacts[$contact['externalId']] ?? null;",
  "        if (isset($this->deleted[$contact['externalId']]) || ($stored && $stored['revision'] >= $contact['revision'])) {",
  '            return false;',
  '        }',
  '        $this->writes[] = $contact;',
  "        $this->contacts[$contact['externalId']] = $contact;",
  "        return $stored ? 'updated' : 'created';",
  '    }',
  '    public function deleteContact(string $id): void { unset($this->contacts[$id], $this->sessions[$id]); }',
  '    public function deleteConversation(string $id): void { $this->conversations[] = $id; }',
  '    public function rememberDeletedLead(string $id): void { $this->deleted[$id] = true; }',
  '    public function isDeletedLead(string $id): bool { return isset($this->deleted[$id]); }',
  '}',
  '$crm = new Crm();',
  '$stored = [];',
  "foreach (json_decode(file_get_contents(__DIR__ . '/events.json'), true) as $event) {",
  '    $stored[] = handle_lead_event($event, $crm);',
  '}',
  '$contacts = array_keys($crm->contacts);',
  'sort($contacts);',
  'echo json_encode([',
  "    'writes' => array_map(fn ($w) => ['external_id' => $w['externalId'], 'fields' => (object) $w['fields']], $crm->writes),",
  "    'contacts' => $contacts,",
  "    'conversations' => $crm->conversations,",
  "    'sessions' => array_keys($crm->sessions),",
  "    'stored' => $stored,",
  ']);',
].join('\n');

describe('lead handlers', () => {
  type LeadEvent = {
    type: string;
    data: {lead: {id: string; revision: number; updated_at: string; fields: Record<string, string>}};
  };
  /**
   * A change, a second change within the same second (same `updated_at`, next `revision`), then a late retry of the
   * creation and of the first change, and a duplicate of the second: the CRM must end with the second change.
   */
  const leadEvents = () => {
    const created = examples.find((item) => item.type === 'lead.created')!.event as unknown as LeadEvent;
    const updated = examples.find((item) => item.type === 'lead.updated')!.event as unknown as LeadEvent;
    const sameSecond = structuredClone(updated);
    sameSecond.data.lead.revision = updated.data.lead.revision + 1;
    sameSecond.data.lead.fields = {...updated.data.lead.fields, move_in: 'Summer 2027'};
    return {created, updated, sameSecond, deliveries: [created, updated, sameSecond, created, updated, sameSecond]};
  };
  /**
   * Created, deleted, then a late retry of a change and of the creation, as retries over two days can bring them:
   * the lead must stay deleted. The deletion is the document's example, about the same lead.
   */
  const deletionEvents = () => {
    const {created, updated} = leadEvents();
    const deleted = examples.find((item) => item.type === 'lead.deleted')!.event as {
      data: {lead_id: string; session_ids: string[]};
    };
    expect(deleted.data.lead_id).toBe(created.data.lead.id);
    expect(deleted.data.session_ids.length, 'the example erases a conversation with the lead').toBeGreaterThan(0);
    return {
      leadId: created.data.lead.id,
      sessionIds: deleted.data.session_ids,
      deliveries: [created, deleted, updated, created],
    };
  };
  /**
   * Created, then updated in a later conversation (a new `last_session_id`), then deleted: the deletion must delete
   * the conversations both events named as well as its `session_ids`, and keep no session of the lead.
   */
  const laterVisitEvents = () => {
    const {created, updated} = leadEvents();
    const later = structuredClone(updated) as LeadEvent & {data: {lead: {last_session_id: string}}};
    later.data.lead.last_session_id = 'ses_LaterVisit01';
    const deleted = examples.find((item) => item.type === 'lead.deleted')!.event as {data: {session_ids: string[]}};
    const named = [(created.data.lead as unknown as {session_id: string}).session_id, 'ses_LaterVisit01'];
    return {
      expected: [...new Set([...deleted.data.session_ids, ...named])].sort(),
      deliveries: [created, later, deleted],
    };
  };

  /** The document's lead.created and lead.updated, as a test in the dashboard's Preview panel sends them. */
  const previewEvents = () => {
    const {created, updated} = leadEvents();
    const previews = [structuredClone(created), structuredClone(updated)] as Array<
      LeadEvent & {data: {lead: {preview: boolean}}}
    >;
    for (const event of previews) {
      expect(event.data.lead.preview, "the document's example is a live lead").toBe(false);
      event.data.lead.preview = true;
    }
    return previews;
  };

  const runHandler = async (
    code: string,
    deliveries: unknown[],
    language: 'python' | 'php' = 'python',
    env: Record<string, string> = {},
  ) => {
    const dir = workDir();
    writeFileSync(path.join(dir, language === 'php' ? 'lead_handler.php' : 'lead_handler.py'), code);
    writeFileSync(path.join(dir, 'events.json'), JSON.stringify(deliveries));
    const result =
      language === 'php'
        ? await runCode('php', PHP_CRM, dir, env, 'driver.php')
        : await runCode('python', PYTHON_CRM, dir, env, 'driver.py');
    expect(result.status, result.stderr).toBe(0);
    return JSON.parse(result.stdout) as {
      writes: Array<{external_id: string; fields: object}>;
      contacts: string[];
      conversations: string[];
      sessions: string[];
      stored: Array<string | false>;
    };
  };

  const importJs = async (code: string) => {
    const file = path.join(workDir(), 'lead-handler.mjs');
    writeFileSync(file, code);
    return (await import(pathToFileURL(file).href)) as {handleLeadEvent: (event: unknown, crm: unknown) => unknown};
  };

  for (const block of leadHandlers.filter((item) => languageOf(item.language) === 'js')) {
    test(`${describeBlock(block)} keeps the newest lead and writes each change once`, async () => {
      const {handleLeadEvent} = await importJs(block.code);
      const crm = fakeCrm();
      const {created, updated, sameSecond, deliveries} = leadEvents();
      for (const event of deliveries) await handleLeadEvent(event, crm);
      expect(crm.writes.map((write) => write.fields)).toEqual(
        [created, updated, sameSecond].map((event) => event.data.lead.fields),
      );
      expect(crm.contacts.get(updated.data.lead.id)).toMatchObject({fields: sameSecond.data.lead.fields});
    });

    test(`${describeBlock(block)} keeps the newer lead when a retry of an older change is handled at the same time`, async () => {
      const {handleLeadEvent} = await importJs(block.code);
      const crm = fakeCrm();
      const {created, updated, sameSecond} = leadEvents();
      await handleLeadEvent(created, crm);
      // The newer change starts first; the retry of the older one is handled beside it, as a catch-up beside live
      // deliveries would. A handler that reads the stored revision and then writes would let the older win.
      await Promise.all([handleLeadEvent(sameSecond, crm), handleLeadEvent(updated, crm)]);
      expect(crm.contacts.get(created.data.lead.id)).toMatchObject({
        revision: sameSecond.data.lead.revision,
        fields: sameSecond.data.lead.fields,
      });
    });

    test(`${describeBlock(block)} never brings a deleted lead back: created, deleted, then a late update`, async () => {
      const {handleLeadEvent} = await importJs(block.code);
      const crm = fakeCrm();
      const {leadId, deliveries} = deletionEvents();
      for (const event of deliveries) await handleLeadEvent(event, crm);
      expect(crm.contacts.has(leadId)).toBe(false);
      expect(crm.writes).toHaveLength(1);
    });

    test(`${describeBlock(block)} answers 'created', 'updated' or false, so that no alert follows a skipped event`, async () => {
      const {handleLeadEvent} = await importJs(block.code);
      const handle = async (deliveries: unknown[]) => {
        const crm = fakeCrm();
        const stored: unknown[] = [];
        for (const event of deliveries) stored.push(await handleLeadEvent(event, crm));
        return stored;
      };
      // created, updated, sameSecond are stored; the late creation, the older change and the duplicate are skipped.
      expect(await handle(leadEvents().deliveries)).toEqual(['created', 'updated', 'updated', false, false, false]);
      // created, then lead.deleted, then a late change and creation of the deleted lead: only the first is stored.
      expect(await handle(deletionEvents().deliveries)).toEqual(['created', false, false, false]);
      // A change retried ahead of its creation creates the contact; the late creation is then skipped.
      const {created, updated} = leadEvents();
      expect(await handle([updated, created])).toEqual(['created', false]);
    });

    test(`${describeBlock(block)} keeps a Preview lead out of the CRM unless PARLEY_KEEP_PREVIEW_LEADS=1`, async () => {
      const {handleLeadEvent} = await importJs(block.code);
      const before = process.env.PARLEY_KEEP_PREVIEW_LEADS;
      try {
        delete process.env.PARLEY_KEEP_PREVIEW_LEADS;
        const live = fakeCrm();
        const skipped: unknown[] = [];
        for (const event of previewEvents()) skipped.push(await handleLeadEvent(event, live));
        expect(skipped, 'skipped, so no alert follows').toEqual([false, false]);
        expect(live.writes).toEqual([]);
        expect(live.sessionsByLead.size).toBe(0);
        // A test copy of the server stores it as any lead.
        process.env.PARLEY_KEEP_PREVIEW_LEADS = '1';
        const test = fakeCrm();
        const stored: unknown[] = [];
        for (const event of previewEvents()) stored.push(await handleLeadEvent(event, test));
        expect(stored).toEqual(['created', 'updated']);
      } finally {
        if (before === undefined) delete process.env.PARLEY_KEEP_PREVIEW_LEADS;
        else process.env.PARLEY_KEEP_PREVIEW_LEADS = before;
      }
    });

    test(`${describeBlock(block)} deletes the conversations erased with the lead (session_ids)`, async () => {
      const {handleLeadEvent} = await importJs(block.code);
      const crm = fakeCrm();
      const {sessionIds, deliveries} = deletionEvents();
      for (const event of deliveries) await handleLeadEvent(event, crm);
      expect(crm.deletedConversations).toEqual(expect.arrayContaining(sessionIds));
    });

    test(`${describeBlock(block)} keeps every session_id and last_session_id with the lead and deletes them with it`, async () => {
      const {handleLeadEvent} = await importJs(block.code);
      const crm = fakeCrm();
      const {expected, deliveries} = laterVisitEvents();
      for (const event of deliveries) await handleLeadEvent(event, crm);
      expect([...crm.deletedConversations].sort()).toEqual(expected);
      expect(crm.sessionsByLead.size).toBe(0);
    });
  }

  /**
   * contacts.sql as a reader maps it onto the handler: each statement belongs to the methods its comment names
   * (`-- addLeadSessions: …`, or `-- a and b: …` for both), and the tables come before the first name.
   */
  const contactsSql = () => {
    const sql = blocks.find((block) => block.title === 'contacts.sql');
    expect(sql, 'the lead webhook page shows contacts.sql').toBeDefined();
    const schema: string[] = [];
    const methods = new Map<string, string[]>();
    let current: string[] = [];
    for (const chunk of sql!.code.split(/;\s*\n/)) {
      const names = /^-- ([A-Za-z]+(?: and [A-Za-z]+)*):/m.exec(chunk)?.[1].split(' and ');
      if (names) {
        current = names;
        for (const name of names) methods.set(name, []);
      }
      const statement = chunk.replace(/^--.*$/gm, '').trim();
      if (!statement) continue;
      if (current.length === 0) schema.push(statement);
      for (const name of current) methods.get(name)!.push(statement);
    }
    return {schema, methods};
  };

  /** The CRM the handler calls, backed by contacts.sql in SQLite: every method runs the statements named for it. */
  const sqliteCrm = async () => {
    const {DatabaseSync} = await import('node:sqlite');
    const {schema, methods} = contactsSql();
    const db = new DatabaseSync(':memory:');
    db.exec(schema.map((statement) => `${statement};`).join('\n'));
    const of = (name: string) => {
      const statements = methods.get(name);
      expect(statements, `contacts.sql has the statements of ${name}`).toBeDefined();
      return statements!.map((statement) => db.prepare(statement));
    };
    const deletedConversations: string[] = [];
    const crm = {
      db,
      deletedConversations,
      async addLeadSessions(id: string, [first, last]: string[]) {
        for (const statement of of('addLeadSessions')) statement.run({1: id, 2: first, 3: last});
      },
      async leadSessions(id: string) {
        return of('leadSessions').flatMap((statement) => statement.all({1: id}).map((row) => row.session_id));
      },
      async upsertContactIfNewer(contact: Record<string, unknown>) {
        const [statement] = of('upsertContactIfNewer');
        const row = statement.get({
          1: contact.externalId as string,
          2: (contact.name as string) ?? null,
          3: (contact.email as string) ?? null,
          4: (contact.phone as string) ?? null,
          5: JSON.stringify(contact.fields ?? {}),
          6: contact.revision as number,
          7: contact.updatedAt as string,
        });
        return row ? (row.created ? 'created' : 'updated') : false;
      },
      async rememberDeletedLead(id: string) {
        for (const statement of of('rememberDeletedLead')) statement.run({1: id});
      },
      async deleteContact(id: string) {
        for (const statement of of('deleteContact')) statement.run({1: id});
      },
      async deleteConversation(sessionId: string) {
        deletedConversations.push(sessionId);
      },
      // The page's upsert is the check that counts; this read only spares the handler a write.
      async isDeletedLead(id: string) {
        return Boolean(db.prepare('SELECT deleted FROM contacts WHERE lead_id = ?').get(id)?.deleted);
      },
    };
    return crm;
  };

  for (const block of leadHandlers.filter((item) => languageOf(item.language) === 'js')) {
    test(`${describeBlock(block)} on contacts.sql in SQLite: a deletion deletes every session_id and last_session_id, then the lead's sessions`, async () => {
      const {handleLeadEvent} = await importJs(block.code);
      const crm = await sqliteCrm();
      const {expected, deliveries} = laterVisitEvents();
      const stored = [];
      for (const event of deliveries) stored.push(await handleLeadEvent(event, crm));
      expect(stored).toEqual(['created', 'updated', false]);
      // rememberDeletedLead runs before leadSessions: it must leave the sessions for the handler to read.
      expect([...crm.deletedConversations].sort()).toEqual(expected);
      expect(crm.db.prepare('SELECT count(*) AS n FROM lead_sessions').get()).toEqual({n: 0});
      expect(crm.db.prepare('SELECT name, deleted FROM contacts').all()).toEqual([{name: null, deleted: 1}]);
      // A late retry of the creation stores nothing over the remembered ID.
      expect(await handleLeadEvent(deliveries[0], crm)).toBe(false);
    });
  }

  for (const block of leadHandlers.filter((item) => ['python', 'php'].includes(languageOf(item.language) ?? ''))) {
    const language = languageOf(block.language) as 'python' | 'php';
    test(`${describeBlock(block)} keeps the newest lead and writes each change once`, async () => {
      const {created, updated, sameSecond, deliveries} = leadEvents();
      const {writes} = await runHandler(block.code, deliveries, language);
      expect(writes.map((write) => write.fields)).toEqual(
        [created, updated, sameSecond].map((event) => event.data.lead.fields),
      );
      expect(writes.at(-1)!.external_id).toBe(updated.data.lead.id);
    });

    test(`${describeBlock(block)} never brings a deleted lead back: created, deleted, then a late update`, async () => {
      const {deliveries} = deletionEvents();
      const {writes, contacts} = await runHandler(block.code, deliveries, language);
      expect(contacts).toEqual([]);
      expect(writes).toHaveLength(1);
    });

    test(`${describeBlock(block)} answers 'created', 'updated' or false, so that no alert follows a skipped event`, async () => {
      const changes = await runHandler(block.code, leadEvents().deliveries, language);
      expect(changes.stored).toEqual(['created', 'updated', 'updated', false, false, false]);
      const deletion = await runHandler(block.code, deletionEvents().deliveries, language);
      expect(deletion.stored).toEqual(['created', false, false, false]);
      const {created, updated} = leadEvents();
      expect((await runHandler(block.code, [updated, created], language)).stored).toEqual(['created', false]);
    });

    test(`${describeBlock(block)} keeps a Preview lead out of the CRM unless PARLEY_KEEP_PREVIEW_LEADS=1`, async () => {
      const live = await runHandler(block.code, previewEvents(), language, {PARLEY_KEEP_PREVIEW_LEADS: ''});
      expect(live.stored).toEqual([false, false]);
      expect(live.writes).toEqual([]);
      expect(live.sessions).toEqual([]);
      const test = await runHandler(block.code, previewEvents(), language, {PARLEY_KEEP_PREVIEW_LEADS: '1'});
      expect(test.stored).toEqual(['created', 'updated']);
    });

    test(`${describeBlock(block)} deletes the conversations erased with the lead (session_ids)`, async () => {
      const {sessionIds, deliveries} = deletionEvents();
      const {conversations} = await runHandler(block.code, deliveries, language);
      expect(conversations).toEqual(expect.arrayContaining(sessionIds));
    });

    test(`${describeBlock(block)} keeps every session_id and last_session_id with the lead and deletes them with it`, async () => {
      const {expected, deliveries} = laterVisitEvents();
      const {conversations, sessions} = await runHandler(block.code, deliveries, language);
      expect([...conversations].sort()).toEqual(expected);
      expect(sessions).toEqual([]);
    });
  }
});

describe('identity verification', () => {
  const SECRET = 'idsec_TheChatbotsIdentitySecret';
  const USER_ID = 'customer-4821';
  const expected = crypto.createHmac('sha256', SECRET).update(USER_ID).digest('hex');

  for (const block of identityHashes) {
    test(`${describeBlock(block)} computes the documented userHash`, async () => {
      const dir = workDir();
      const language = languageOf(block.language)!;
      let result;
      if (language === 'js') {
        const file = path.join(dir, 'user-hash.mjs');
        writeFileSync(file, block.code);
        const before = process.env.PARLEY_IDENTITY_SECRET;
        process.env.PARLEY_IDENTITY_SECRET = SECRET;
        const {parleyUserHash} = await import(pathToFileURL(file).href);
        const hash = parleyUserHash(USER_ID);
        process.env.PARLEY_IDENTITY_SECRET = before;
        expect(hash).toBe(expected);
        return;
      }
      if (language === 'python') {
        writeFileSync(path.join(dir, 'user_hash.py'), block.code);
        result = await runCode(
          'python',
          `from user_hash import parley_user_hash\nprint(parley_user_hash("${USER_ID}"))\n`,
          dir,
          {PARLEY_IDENTITY_SECRET: SECRET},
          'driver.py',
        );
      } else {
        writeFileSync(path.join(dir, 'user_hash.php'), block.code);
        result = await runCode(
          'php',
          `<?php\nrequire 'user_hash.php';\necho parley_user_hash('${USER_ID}');\n`,
          dir,
          {PARLEY_IDENTITY_SECRET: SECRET},
          'driver.php',
        );
      }
      expect(result.stdout.trim(), result.stderr).toBe(expected);
    });
  }

  /** What a block's function answers for `id` with this `PARLEY_IDENTITY_SECRET`: the hash, or the error it raised. */
  async function userHashOf(block: CodeBlock, secret: string, id: string): Promise<{hash?: string; error?: string}> {
    const dir = workDir();
    const language = languageOf(block.language)!;
    if (language === 'js') {
      const file = path.join(dir, 'user-hash.mjs');
      writeFileSync(file, block.code);
      const before = process.env.PARLEY_IDENTITY_SECRET;
      process.env.PARLEY_IDENTITY_SECRET = secret;
      try {
        const {parleyUserHash} = await import(pathToFileURL(file).href);
        return {hash: parleyUserHash(id)};
      } catch (error) {
        return {error: String(error)};
      } finally {
        if (before === undefined) delete process.env.PARLEY_IDENTITY_SECRET;
        else process.env.PARLEY_IDENTITY_SECRET = before;
      }
    }
    const result =
      language === 'python'
        ? (writeFileSync(path.join(dir, 'user_hash.py'), block.code),
          await runCode(
            'python',
            `from user_hash import parley_user_hash\nprint(parley_user_hash("${id}"))\n`,
            dir,
            {PARLEY_IDENTITY_SECRET: secret},
            'driver.py',
          ))
        : (writeFileSync(path.join(dir, 'user_hash.php'), block.code),
          await runCode(
            'php',
            `<?php\nrequire 'user_hash.php';\necho parley_user_hash('${id}');\n`,
            dir,
            {PARLEY_IDENTITY_SECRET: secret},
            'driver.php',
          ));
    return result.status === 0 ? {hash: result.stdout.trim()} : {error: `${result.stdout}${result.stderr}`};
  }

  // The test vector identity-verification.mdx gives readers to check their own code with.
  const VECTOR = {
    secret: 's3cr3t',
    id: 'customer-4821',
    hash: '7091db7c4f86c0086e7ac27b9caccbb9651378e7badce6dfd54288f02836d63e',
  };

  test('the test vector on the page is the HMAC-SHA256 of the id keyed with the secret', () => {
    expect(crypto.createHmac('sha256', VECTOR.secret).update(VECTOR.id).digest('hex')).toBe(VECTOR.hash);
    const page = readFileSync(
      path.resolve(import.meta.dirname, '../../developer/javascript-sdk/identity-verification.mdx'),
      'utf8',
    );
    for (const value of Object.values(VECTOR)) expect(page, 'identity-verification.mdx states it').toContain(value);
  });

  for (const block of identityHashes) {
    test(`${describeBlock(block)} gives the page's test vector`, async () => {
      expect(await userHashOf(block, VECTOR.secret, VECTOR.id)).toEqual({hash: VECTOR.hash});
    });

    test(`${describeBlock(block)} refuses to hash with an empty PARLEY_IDENTITY_SECRET`, async () => {
      const {hash, error} = await userHashOf(block, '', USER_ID);
      expect(hash, 'no hash made with an empty key').toBeUndefined();
      expect(error).toContain('PARLEY_IDENTITY_SECRET is not set');
    });
  }

  test("the Python visitor leaves out a name or email the user has not given, as parley.d.ts's optional strings ask", async () => {
    const visitor = blocks.find(
      (block) => languageOf(block.language) === 'python' && block.code.includes('def parley_visitor(user):'),
    );
    const hash = identityHashes.find((block) => languageOf(block.language) === 'python');
    expect(visitor, 'the Python block that builds parley_visitor').toBeDefined();
    const dir = workDir();
    writeFileSync(path.join(dir, 'user_hash.py'), hash!.code);
    const result = await runCode(
      'python',
      [
        'import json',
        'from types import SimpleNamespace',
        'from user_hash import parley_user_hash',
        visitor!.code,
        `for user in [SimpleNamespace(id="${USER_ID}", name=None, email="dana@example.com"),`,
        `             SimpleNamespace(id="${USER_ID}", name="Dana Whitfield", email="")]:`,
        '    print(json.dumps(parley_visitor(user), sort_keys=True))',
        '',
      ].join('\n'),
      dir,
      {PARLEY_IDENTITY_SECRET: SECRET},
      'visitor.py',
    );
    expect(
      result.stdout
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line)),
      result.stderr,
    ).toEqual([
      {id: USER_ID, email: 'dana@example.com', userHash: expected},
      {id: USER_ID, name: 'Dana Whitfield', userHash: expected},
    ]);
  });
});

/** A stand-in team chat (Slack's incoming webhook): the bodies it received, and the status it answers (200 unless set). */
async function teamChat(): Promise<{received: string[]; port: number; answer: number; close: () => void}> {
  const chat = {received: [] as string[], port: await freePort(), answer: 200, close: () => server.close()};
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      chat.received.push(body);
      response.writeHead(chat.answer).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(chat.port, '127.0.0.1', resolve));
  return chat;
}

type HandOffAlert = {
  alertTeam: (event: unknown) => Promise<void>;
  alertLead: (event: unknown, stored: unknown) => Promise<void>;
};

/**
 * The hand-off alert sample as handoff-alert.mjs and the recipe's lead alert as lead-alert.mjs in a fresh folder,
 * with `files` beside it, and TEAM_CHAT_WEBHOOK_URL
 * on `team`'s port: `run` gets the imported module and the folder. Then the variable is restored and `team` closed.
 */
async function withHandOffAlert(
  code: string,
  team: {port: number; close: () => void},
  run: (alert: HandOffAlert, dir: string) => Promise<void>,
  files: Record<string, string> = {},
): Promise<void> {
  const dir = workDir();
  const file = path.join(dir, 'handoff-alert.mjs');
  writeFileSync(file, code);
  expect(
    leadAlerts.map((block) => block.page),
    'one lead alert, on the capture-leads recipe',
  ).toEqual([expect.stringMatching(/\/recipes\/capture-leads-into-your-system$/)]);
  const leadFile = path.join(dir, 'lead-alert.mjs');
  writeFileSync(leadFile, leadAlerts[0]!.code);
  for (const [name, content] of Object.entries(files)) writeFileSync(path.join(dir, name), content);
  const before = process.env.TEAM_CHAT_WEBHOOK_URL;
  process.env.TEAM_CHAT_WEBHOOK_URL = `http://127.0.0.1:${team.port}/hook`;
  try {
    const modules = [await import(pathToFileURL(file).href), await import(pathToFileURL(leadFile).href)];
    await run(Object.assign({}, ...modules) as HandOffAlert, dir);
  } finally {
    if (before === undefined) delete process.env.TEAM_CHAT_WEBHOOK_URL;
    else process.env.TEAM_CHAT_WEBHOOK_URL = before;
    team.close();
  }
}

describe('hand-off alert', () => {
  for (const block of alerts) {
    test(`${describeBlock(block)} posts the visitor, channel and last message to the team chat`, async () => {
      const chat = await teamChat();
      const {received} = chat;
      await withHandOffAlert(block.code, chat, async ({alertTeam}) => {
        const requested = examples.find((item) => item.type === 'conversation.handoff.requested')!.event;
        await alertTeam(requested);
        // A signed-in visitor without a name: the alert names them by ID, never "null".
        const nameless = structuredClone(requested) as {data: {session: {visitor: unknown}}};
        nameless.data.session.visitor = {id: 'customer-5107', name: null, email: null, verified: true};
        await alertTeam(nameless);
        // What a visitor types cannot ping the channel or disguise a link: Slack's &, < and > are escaped.
        const hostile = structuredClone(requested) as {
          data: {session: {visitor: unknown}; last_message: {content: string}};
        };
        hostile.data.session.visitor = {id: 'customer-5107', name: 'Sam <@U024BE7LH>', email: null, verified: true};
        hostile.data.last_message.content = '<!channel> see <https://evil.example/login|Your order> & pay';
        await alertTeam(hostile);
      });
      expect(received).toHaveLength(3);
      const {text} = JSON.parse(received[0]);
      expect(text).toContain('Ruth Ansah');
      expect(text).toContain('website');
      expect(text).toContain('It arrived damaged');
      const {text: namelessText} = JSON.parse(received[1]);
      expect(namelessText).toContain('customer-5107');
      expect(namelessText).not.toMatch(/null|undefined/);
      const {text: hostileText} = JSON.parse(received[2]);
      expect(hostileText).not.toMatch(/[<>]/);
      expect(hostileText).toContain('Sam &lt;@U024BE7LH&gt;');
      expect(hostileText).toContain('&lt;!channel&gt; see &lt;https://evil.example/login|Your order&gt; &amp; pay');
    });

    test(`${describeBlock(block)} marks the alerts of a Preview conversation and its lead "(Preview)"`, async () => {
      const chat = await teamChat();
      const {received} = chat;
      type Previewed = {data: {session?: {preview: boolean}; lead?: {preview: boolean}}};
      const requested = examples.find((item) => item.type === 'conversation.handoff.requested')!.event as Previewed;
      const created = examples.find((item) => item.type === 'lead.created')!.event as Previewed;
      expect([requested.data.session!.preview, created.data.lead!.preview], 'the examples are live').toEqual([
        false,
        false,
      ]);
      const previewRequest = structuredClone(requested);
      previewRequest.data.session!.preview = true;
      const previewLead = structuredClone(created);
      previewLead.data.lead!.preview = true;
      await withHandOffAlert(block.code, chat, async ({alertTeam, alertLead}) => {
        await alertTeam(requested);
        await alertTeam(previewRequest);
        await alertLead(created, 'created');
        await alertLead(previewLead, 'created');
      });
      const texts = received.map((body) => (JSON.parse(body) as {text: string}).text);
      expect(texts).toHaveLength(4);
      expect(texts.map((text) => text.startsWith('(Preview) '))).toEqual([false, true, false, true]);
    });

    test(`${describeBlock(block)} alerts new contact details with IDs only and never fails the delivery`, async () => {
      const chat = await teamChat();
      const {received} = chat;
      type LeadEvent = {
        type: string;
        data: {
          lead: {id: string; session_id: string; name: string; email: string; phone: string};
          changed_fields?: string[];
        };
      };
      const created = examples.find((item) => item.type === 'lead.created')!.event as LeadEvent;
      // The document's lead.updated changes custom fields only (a flow's answer, a payment): nobody to answer.
      const fieldsOnly = examples.find((item) => item.type === 'lead.updated')!.event as LeadEvent;
      expect(fieldsOnly.data.changed_fields).not.toEqual(expect.arrayContaining(['name']));
      // A visitor already a lead who leaves a new phone number out of hours.
      const newPhone = structuredClone(fieldsOnly);
      newPhone.data.changed_fields = ['phone', 'fields.move_in'];
      const deleted = examples.find((item) => item.type === 'lead.deleted')!.event;
      const logged: unknown[][] = [];
      const errors = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void logged.push(args));
      try {
        await withHandOffAlert(block.code, chat, async ({alertLead}) => {
          // A lead has no session or hand-off: the lead alert reads data.lead and posts.
          await expect(alertLead(created, 'created')).resolves.toBeUndefined();
          await expect(alertLead(fieldsOnly, 'updated')).resolves.toBeUndefined();
          await expect(alertLead(newPhone, 'updated')).resolves.toBeUndefined();
          // A deletion has no data.lead: no alert, and no throw that would fail the delivery.
          await expect(alertLead(deleted, false)).resolves.toBeUndefined();
          // A duplicate the lead handler skipped: no second "New lead".
          await expect(alertLead(created, false)).resolves.toBeUndefined();
          expect(received, 'a new lead and a new phone are posted, nothing else').toHaveLength(2);
          // A team chat that fails: the alert is lost, the delivery is not (no throw, so no 500 and no retry).
          chat.answer = 500;
          await expect(alertLead(created, 'created')).resolves.toBeUndefined();
          // A team chat that cannot be reached.
          process.env.TEAM_CHAT_WEBHOOK_URL = `http://127.0.0.1:${await freePort()}/hook`;
          await expect(alertLead(newPhone, 'updated')).resolves.toBeUndefined();
        });
      } finally {
        errors.mockRestore();
      }
      // Each lost alert is logged with the event's and the lead's IDs and the error's name and code only: no error
      // object, so no stack, message or cause (a cause names the team chat's address; a message may quote the lead).
      expect(logged, 'one line for each lost alert').toHaveLength(2);
      for (const [index, event] of [created, newPhone].entries()) {
        const args = logged[index]!;
        expect(
          args.every((arg) => typeof arg === 'string'),
          `the log of ${event.data.lead.id} passes only text`,
        ).toBe(true);
        const line = args.join(' ');
        expect(line).toContain(event.data.lead.id);
        expect(line).toMatch(/\((\w+) (\w+|no code)\)/);
        expect(line).not.toMatch(/\n\s+at |127\.0\.0\.1|answered 500|fetch failed/);
      }
      expect(received).toHaveLength(3);
      const {text} = JSON.parse(received[0]);
      const {lead} = created.data;
      expect(text).toContain(lead.id);
      expect(text).toContain(lead.session_id);
      const {text: updatedText} = JSON.parse(received[1]);
      expect(updatedText).toContain(newPhone.data.lead.id);
      expect(updatedText).toContain('phone');
      for (const personal of [lead.name, lead.email, lead.phone, newPhone.data.lead.phone]) {
        expect(text).not.toContain(personal);
        expect(updatedText).not.toContain(personal);
      }
    });

    test(`${describeBlock(block)} posts "New lead" once when a lead.updated created the lead, and never throws on a catch-up's event`, async () => {
      const chat = await teamChat();
      const {received} = chat;
      const handler = leadHandlers.find((item) => languageOf(item.language) === 'js');
      expect(handler, 'the lead page has a Node.js lead handler').toBeDefined();
      type LeadEvent = {type: string; data: {lead: {id: string}; changed_fields?: string[]}};
      const created = examples.find((item) => item.type === 'lead.created')!.event as LeadEvent;
      const updated = examples.find((item) => item.type === 'lead.updated')!.event as LeadEvent;
      const logged: unknown[][] = [];
      const errors = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void logged.push(args));
      try {
        const files = {'lead-handler.mjs': handler!.code};
        await withHandOffAlert(
          block.code,
          chat,
          async ({alertLead}, dir) => {
            const {handleLeadEvent} = await import(pathToFileURL(path.join(dir, 'lead-handler.mjs')).href);
            // The lead cases of handleEvent: the lead handler first, then the alert with what it answered.
            const crm = fakeCrm();
            const deliver = async (event: unknown) => alertLead(event, await handleLeadEvent(event, crm));
            // A retry of the change overtakes the creation: the change creates the lead, the late creation is skipped.
            await deliver(updated);
            await deliver(created);
            await deliver(created);
            expect(received, 'one "New lead", posted for the lead.updated that created it').toHaveLength(1);
            expect(JSON.parse(received[0]).text).toMatch(new RegExp(`^New lead ${updated.data.lead.id}\\b`));
            // A catch-up hands each lead over as {type: 'lead.updated', data: {lead}}, without changed_fields.
            const caughtUp = {type: 'lead.updated', data: {lead: structuredClone(updated.data.lead)}};
            expect(caughtUp.data).not.toHaveProperty('changed_fields');
            await expect(alertLead(caughtUp, 'updated')).resolves.toBeUndefined();
            expect(received, 'a stored update with no named change posts nothing').toHaveLength(1);
            await expect(alertLead(caughtUp, 'created')).resolves.toBeUndefined();
            expect(received, 'a lead the catch-up created is a new lead').toHaveLength(2);
            expect(JSON.parse(received[1]).text).toMatch(/^New lead /);
          },
          files,
        );
      } finally {
        errors.mockRestore();
      }
      expect(logged, 'no alert was lost to an error').toEqual([]);
    });

    test(
      `${describeBlock(block)} gives up on a team chat that hangs before the delivery times out`,
      async () => {
        // A team chat that takes the request and never answers: the alert must throw in time for the server to answer
        // 500 within the delivery timeout, so that the platform retries instead of counting a hung delivery.
        const hung: Array<import('node:http').ServerResponse> = [];
        const chat = createServer((_request, response) => hung.push(response));
        const port = await freePort();
        await new Promise<void>((resolve) => chat.listen(port, '127.0.0.1', resolve));
        const close = () => {
          for (const response of hung) response.destroy();
          chat.close();
        };
        await withHandOffAlert(block.code, {port, close}, async ({alertTeam}) => {
          const requested = examples.find((item) => item.type === 'conversation.handoff.requested')!.event;
          // It gives up: the alert throws, so the server answers 500 and the delivery is retried.
          await expect(alertTeam(requested)).rejects.toMatchObject({name: 'TimeoutError'});
          expect(hung, 'the alert reached the team chat').toHaveLength(1);
        });
        // In time: every call to the team chat is bounded by a wait shorter than the delivery's.
        const bound = /const ALERT_TIMEOUT_MS = ([^;]+);/.exec(block.code)?.[1];
        expect(bound, 'the sample names its wait').toBeDefined();
        expect(Number(new Function(`return ${bound}`)())).toBeLessThan(webhookDelivery.timeoutSeconds * 1000);
        expect(block.code.match(/fetch\(/g)?.length).toBe(
          block.code.match(/AbortSignal\.timeout\(ALERT_TIMEOUT_MS\)/g)?.length,
        );
      },
      (webhookDelivery.timeoutSeconds + 5) * 1000,
    );
  }
});

describe("the capture-leads recipe's lead cases in handleEvent", () => {
  for (const block of leadCases) {
    test(`${describeBlock(block)} hands every lead event to the lead handler, then to alertLead if it stored the lead`, async () => {
      // The cases as the page has the reader put them in the delivery server's switch, with its default.
      const calls: string[] = [];
      const code = [
        'export default async function handleEvent(event, {handleLeadEvent, alertLead, crm}) {',
        '  switch (event.type) {',
        block.code,
        '    default:',
        "      throw new Error('not handled: ' + event.type);",
        '  }',
        '}',
      ].join('\n');
      const file = path.join(workDir(), 'lead-cases.mjs');
      writeFileSync(file, code);
      const {default: handleEvent} = await import(pathToFileURL(file).href);
      const crm = {};
      // The lead handler answers 'created', 'updated' or false: a skipped event (a late retry of a deleted lead, an
      // older change) must reach the alert as false, which posts nothing.
      let stores = true;
      const helpers = {
        crm,
        handleLeadEvent: async (event: {type: string}, store: unknown) => {
          expect(store).toBe(crm);
          calls.push(`store ${event.type}`);
          if (!stores || event.type === 'lead.deleted') return false;
          return event.type === 'lead.created' ? 'created' : 'updated';
        },
        alertLead: async (event: {type: string}, stored: unknown) => void calls.push(`alert ${event.type} ${stored}`),
      };
      for (const type of ['lead.created', 'lead.updated', 'lead.deleted']) {
        const event = examples.find((item) => item.type === type)!.event;
        await handleEvent(event, helpers);
      }
      // lead.deleted too: without its case, an erased lead would fall to the default and stay in the store.
      expect(calls.filter((call) => call.startsWith('store '))).toEqual([
        'store lead.created',
        'store lead.updated',
        'store lead.deleted',
      ]);
      // Stored before any alert, so a failing store fails the delivery and it is retried; the alert gets the answer.
      expect(calls).toEqual([
        'store lead.created',
        'alert lead.created created',
        'store lead.updated',
        'alert lead.updated updated',
        'store lead.deleted',
        'alert lead.deleted false',
      ]);
      // The same events, each skipped by the lead handler: stored nothing, so no alert.
      calls.length = 0;
      stores = false;
      for (const type of ['lead.created', 'lead.updated', 'lead.deleted']) {
        await handleEvent(examples.find((item) => item.type === type)!.event, helpers);
      }
      expect(calls).toEqual([
        'store lead.created',
        'alert lead.created false',
        'store lead.updated',
        'alert lead.updated false',
        'store lead.deleted',
        'alert lead.deleted false',
      ]);
    });
  }
});
