/**
 * The webhook lab (developer/webhook/lab.mdx) against the webhook servers of the pages: for every webhook event,
 * the lab's own model signs the example with a secret the server knows and writes its `curl` command; the command
 * runs in bash, as the reader runs it, and the server must answer 2xx (the platform accepts any 2xx status), then
 * 2xx again to the duplicate (the first retry) without handling the event twice, and 400 to the same command
 * signed with a secret it does not know.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {writeFileSync} from 'node:fs';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, test} from 'vitest';
import type {LabData} from '../../src/api-model';
import {signDelivery, startingPayload} from '../../src/components/WebhookLab/lab-model';
import {loadDocument} from '../../src/plugins/api-reference/document';
import {labData} from '../../src/plugins/api-reference/lab';
import {allCodeBlocks, describeBlock, type CodeBlock} from './extract';
import {freePort} from './mock';
import {languageOf, php, python, runCode, sampleEnv, workDir} from './runtimes';

const servers = allCodeBlocks().filter(
  (block) => languageOf(block.language) && block.code.includes('PARLEY_WEBHOOK_SECRETS'),
);
const SECRET = 'whsec_LabReaderSecret000000001';
/** The chatbot the lab's example payloads name: the servers take each secret with its chatbot's ID. */
const CHATBOT_ID = 'bot_7Hq2mX9aLp';

let lab: LabData;

beforeAll(async () => {
  lab = labData((await loadDocument()).dereferenced);
});

test('the lab offers every webhook of openapi.yaml, and the pages have servers in Node.js, Python and PHP', async () => {
  const {dereferenced} = await loadDocument();
  expect(lab.events.map((event) => event.event)).toEqual(Object.keys(dereferenced.webhooks ?? {}));
  expect(lab.events.map((event) => event.event)).toEqual(
    expect.arrayContaining(['lead.created', 'lead.updated', 'conversation.handoff.requested', 'payment.requested']),
  );
  expect(new Set(servers.map((block) => languageOf(block.language)))).toEqual(new Set(['js', 'python', 'php']));
});

/** Starts a page's server on a free port with the lab's secret, as the reader would. */
async function startServer(block: CodeBlock): Promise<{url: string; output: () => string; stop: () => void}> {
  const language = languageOf(block.language)!;
  const dir = workDir();
  const port = await freePort();
  const fileName = {js: 'server.mjs', python: 'server.py', php: 'webhook.php', bash: 'server.sh'}[language];
  writeFileSync(path.join(dir, fileName), block.code);
  const [command, args]: [string, string[]] =
    language === 'js'
      ? [process.execPath, [fileName]]
      : language === 'python'
        ? [python(['flask']), ['-u', fileName]]
        : [php(), ['-S', `127.0.0.1:${port}`, fileName]];
  const child: ChildProcess = spawn(command, args, {
    cwd: dir,
    env: sampleEnv(dir, {PORT: String(port), PARLEY_WEBHOOK_SECRETS: `${CHATBOT_ID}=${SECRET}`}),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}/webhooks/parley`;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const up = await fetch(url, {method: 'POST', body: '{}', headers: {'Content-Type': 'application/json'}}).then(
      () => true,
      () => false,
    );
    if (up) return {url, output: () => output, stop: () => child.kill()};
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error(`${describeBlock(block)} did not start:\n${output}`);
}

const statusOf = (stdout: string) => /^HTTP\/[\d.]+ (\d{3})/m.exec(stdout)?.[1];

for (const block of servers) {
  describe(`the webhook lab against ${describeBlock(block)}`, () => {
    let server: Awaited<ReturnType<typeof startServer>>;
    beforeAll(async () => {
      server = await startServer(block);
    });
    afterAll(() => server?.stop());

    test("every event the lab signs verifies: the lab's command posts it, the duplicate is handled once", async () => {
      const dir = workDir();
      // The events a webhook endpoint receives. `payment.requested` goes to a payment integration's Checkout URL,
      // whose server (integration/custom-payment-integration.mdx) needs a Stripe stand-in: scripts/payments runs it.
      for (const event of lab.events.filter((item) => item.retried)) {
        const payload = startingPayload(event);
        const id = (JSON.parse(payload) as {id: string}).id;
        expect(payload, `${event.event} names the chatbot the server has the secret of`).toContain(CHATBOT_ID);
        const timestamp = Math.floor(Date.now() / 1000);
        const delivery = await signDelivery({event, payload, secret: SECRET, timestamp, url: server.url});
        const first = await runCode('bash', delivery.command, dir, {});
        expect(statusOf(first.stdout), `${event.event}: ${first.stdout}${first.stderr}\n${server.output()}`).toMatch(
          /^2\d\d$/,
        );
        const retry = await signDelivery({event, payload, secret: SECRET, timestamp: timestamp + 60, url: server.url});
        const again = await runCode('bash', retry.command, dir, {});
        expect(statusOf(again.stdout), `${event.event} duplicate: ${again.stdout}`).toMatch(/^2\d\d$/);
        const foreign = await signDelivery({
          event,
          payload,
          secret: 'whsec_NotTheServersSecret0000',
          timestamp,
          url: server.url,
        });
        const refused = await runCode('bash', foreign.command, dir, {});
        expect(statusOf(refused.stdout), `${event.event} with another secret`).toBe('400');
        await new Promise((resolve) => setTimeout(resolve, 100));
        expect(server.output().split(id).length - 1, `${event.event} handled once:\n${server.output()}`).toBe(1);
      }
      expect(server.output()).not.toMatch(/Traceback|Fatal error|Warning:/);
    });
  });
}
