/**
 * The append request of integration/google-sheet.mdx, run as a reader runs it (bash, curl, uuidgen or else node) against a local
 * server that answers the first attempt `503` and the next `201`: the sample retries the POST, and every attempt
 * carries the one Idempotency-Key made before the first, so that the row is appended once. And no hand-written
 * sample of the guides makes its key inside the request (`Idempotency-Key: $(uuidgen)`), where running the command
 * again to retry it would send a new key.
 */
import {spawnSync} from 'node:child_process';
import {globSync, mkdirSync, readFileSync, rmSync, symlinkSync} from 'node:fs';
import {createServer, type Server} from 'node:http';
import path from 'node:path';
import {afterAll, beforeAll, expect, test} from 'vitest';
import {product} from '../../config/product';
import {replaceProductFacts} from '../../src/plugins/remark-product-facts';
import {freePort} from './mock';
import {runCode, workDir} from './runtimes';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PAGE = 'integration/google-sheet.mdx';

/** The page's bash block that appends rows, with the product facts filled in as the build fills them. */
function appendSample(): string {
  const source = readFileSync(path.join(ROOT, PAGE), 'utf8');
  const block = /```bash\n((?:(?!```)[\s\S])*?\/sources\/google-sheets\/[^"]*\/rows"[\s\S]*?)```/.exec(source);
  if (!block) throw new Error(`${PAGE}: no bash block that posts to …/sources/google-sheets/…/rows`);
  return replaceProductFacts(block[1], PAGE);
}

/** Each attempt's Idempotency-Key and body. */
const attempts: Array<{key: string; body: string}> = [];
let server: Server;
let base = '';

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      attempts.push({key: String(request.headers['idempotency-key'] ?? ''), body});
      if (attempts.length === 1) {
        // The first attempt fails as an overloaded API does; Retry-After keeps the retry quick.
        response.writeHead(503, {'Content-Type': 'application/json', 'Retry-After': '1'});
        response.end(JSON.stringify({error: {code: 'service_unavailable', message: 'Try again.', request_id: 'r1'}}));
        return;
      }
      response.writeHead(201, {'Content-Type': 'application/json'}).end('{"object":"list","data":[]}');
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${port}`;
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

test(`${PAGE}: the append request retries a 503 with the same Idempotency-Key`, async () => {
  const code = appendSample().replaceAll(product.apiBaseUrl, base);
  const result = await runCode('bash', code, workDir(), {PARLEY_API_KEY: 'sk_test_GoogleSheetRetry'});
  expect(result.status, result.stderr).toBe(0);
  expect(attempts.length, 'attempts').toBe(2);
  expect(attempts[0].key).toMatch(/^[0-9a-f-]{36}$/i);
  expect(attempts[1].key, 'the retry sends the key of the first attempt').toBe(attempts[0].key);
  expect(attempts[1].body).toBe(attempts[0].body);
}, 30_000);

test(`${PAGE}: the append request makes its key with Node.js where uuidgen is missing`, async () => {
  // A PATH with bash, curl and node only, as on Git Bash for Windows or a slim container.
  const bin = path.join(workDir(), 'bin-without-uuidgen');
  rmSync(bin, {recursive: true, force: true});
  mkdirSync(bin, {recursive: true});
  for (const tool of ['bash', 'curl']) {
    const found = spawnSync('bash', ['-c', `command -v ${tool}`], {encoding: 'utf8'}).stdout.trim();
    symlinkSync(found, path.join(bin, tool));
  }
  symlinkSync(process.execPath, path.join(bin, 'node'));
  attempts.length = 0;
  const code = appendSample().replaceAll(product.apiBaseUrl, base);
  const result = await runCode('bash', code, workDir(), {PARLEY_API_KEY: 'sk_test_GoogleSheetRetry', PATH: bin});
  expect(result.status, result.stderr).toBe(0);
  expect(attempts.length, 'attempts').toBe(2);
  expect(attempts[0].key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i);
  expect(attempts[1].key, 'the retry sends the key of the first attempt').toBe(attempts[0].key);
}, 30_000);

test('no hand-written sample of the guides makes its Idempotency-Key inside the request it retries', () => {
  const inline = /Idempotency-Key:\s*\$\(uuidgen\)/;
  const offenders = globSync('{user,developer,integration}/**/*.mdx', {cwd: ROOT}).filter((file) =>
    inline.test(readFileSync(path.join(ROOT, file), 'utf8')),
  );
  expect(offenders, 'make the key once, in a variable, before the first attempt').toEqual([]);
});
