/**
 * The retry helpers on developer/api/errors (JavaScript and Python), as published, against every row of the page's
 * "Error codes" table (the document's `x-error-codes`, which the page renders): a local server answers the row's
 * status and code once, then 200. A row whose Retry? says "Yes" must be sent again, with the same
 * Idempotency-Key; any other row must not. A timeout, a dropped connection (also one dropped while the body is read)
 * and a proxy's 502 page, which have no row, must be retried too: they are what the page's rules are about. A JSON
 * body that is not an error object (a gateway's `"Service Unavailable"`) is judged by its status, without a crash.
 * A key the caller passes is the one every attempt sends.
 */
import {openAsBlob, writeFileSync} from 'node:fs';
import {createServer, type Server} from 'node:http';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {afterAll, beforeAll, describe, expect, test} from 'vitest';
import {product} from '../../config/product';
import {loadDocument} from '../../src/plugins/api-reference/document';
import {errorCodes, retryText} from '../../src/plugins/api-reference/error-codes';
import {allCodeBlocks, describeBlock, type CodeBlock} from './extract';
import {freePort} from './mock';
import {runCode, workDir} from './runtimes';

const PAGE = '/guides/developer/api/errors';
const helpers = allCodeBlocks().filter((block) => block.page === PAGE && /^retry\.(mjs|py)$/.test(block.title ?? ''));
/** The rows of the page's "Error codes" table, from the document it renders them from. */
const rows = errorCodes((await loadDocument()).dereferenced);

type Case = {name: string; path: string; retried: boolean; firstStatus?: number};

/** One case per table row, and the failures without a row. */
const cases: Case[] = [
  ...rows.map((row) => ({
    name: `${row.status} ${row.code} (Retry? ${retryText(row).split(/[.,]/)[0]})`,
    path: `/row/${row.code}`,
    retried: row.retry,
    firstStatus: row.status,
  })),
  {name: 'no answer within the timeout', path: '/hang', retried: true},
  {name: 'a dropped connection', path: '/drop', retried: true},
  {name: 'a connection dropped while the body is read', path: '/drop-body', retried: true},
  {name: "a proxy's 502 page, not JSON", path: '/gateway', retried: true, firstStatus: 502},
  {
    name: "a gateway's 503 whose JSON is a string, not an object",
    path: '/json-string',
    retried: true,
    firstStatus: 503,
  },
  {name: 'a 400 whose `error` is a string, not an object', path: '/error-string', retried: false, firstStatus: 400},
];

/** Requests seen per path: the Idempotency-Key of each. */
const seen = new Map<string, string[]>();
/** Requests seen per path: the X-Caller header of each, a header the caller set besides the helper's own. */
const callerHeaders = new Map<string, string[]>();
/** Upload a file's attempts per path: the multipart body of each. */
const uploads = new Map<string, string[]>();
/** The file the upload tests send: text, so that each attempt's multipart body shows whether it carried it whole. */
const FILE_TEXT = 'Returns are free within 30 days of delivery.\n'.repeat(50);

function expectWholeFileOnEveryAttempt(bodies: string[] | undefined) {
  expect(bodies, 'two attempts: the first answered 503').toHaveLength(2);
  for (const [index, body] of bodies!.entries()) {
    expect(body, `attempt ${index + 1} carries the whole file`).toContain(FILE_TEXT);
    expect(body, `attempt ${index + 1} names the file`).toContain('filename="returns-policy.pdf"');
  }
}
let server: Server;
let base: string;
/** How long the test server's first request with a key runs: longer than five attempts' backoff (about 15 s). */
const IN_USE_SECONDS = 20;
/** When each /in-use path first answered idempotency_key_in_use. */
const inUseSince = new Map<string, number>();

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = request.url ?? '/';
    if (url.startsWith('/upload')) {
      // Upload a file: 503 to the first attempt, 201 to the next; each attempt's multipart body is kept.
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const bodies = uploads.get(url) ?? [];
        bodies.push(Buffer.concat(chunks).toString('latin1'));
        uploads.set(url, bodies);
        if (bodies.length === 1) {
          response
            .writeHead(503, {'Content-Type': 'application/json', 'Retry-After': '0'})
            .end('{"error":{"code":"service_unavailable","message":"From the test server.","request_id":"req_test"}}');
        } else response.writeHead(202, {'Content-Type': 'application/json'}).end('{"ok":true}');
      });
      return;
    }
    const keys = seen.get(url) ?? [];
    keys.push(String(request.headers['idempotency-key'] ?? ''));
    seen.set(url, keys);
    callerHeaders.set(url, [...(callerHeaders.get(url) ?? []), String(request.headers['x-caller'] ?? '')]);
    const route = url.split('?')[0];
    request.resume();
    if (route === '/in-use') {
      // The first request with this key is still running (Message a chatbot can take 60 s): 409 with Retry-After: 1
      // for IN_USE_SECONDS from the first attempt, then its stored 200.
      inUseSince.set(url, inUseSince.get(url) ?? Date.now());
      if (Date.now() - inUseSince.get(url)! < IN_USE_SECONDS * 1000) {
        response.writeHead(409, {'Content-Type': 'application/json', 'Retry-After': '1'}).end(
          JSON.stringify({
            error: {code: 'idempotency_key_in_use', message: 'From the test server.', request_id: 'req_test'},
          }),
        );
      } else response.writeHead(200, {'Content-Type': 'application/json'}).end('{"ok":true}');
      return;
    }
    if (keys.length > 1 && !url.startsWith('/html-400')) {
      response.writeHead(200, {'Content-Type': 'application/json'}).end('{"ok":true}');
      return;
    }
    if (route === '/hang') return; // Never answered: the client's timeout must fire.
    if (route === '/drop') {
      request.socket.destroy();
      return;
    }
    if (route === '/drop-body') {
      // The status and part of the body arrive, then the connection drops before the promised length.
      response.writeHead(200, {'Content-Type': 'application/json', 'Content-Length': '100'});
      response.write('{"ok":', () => request.socket.destroy());
      return;
    }
    if (route === '/gateway') {
      response.writeHead(502, {'Content-Type': 'text/html'}).end('<html><body>502 Bad Gateway</body></html>');
      return;
    }
    if (route.startsWith('/html-400')) {
      // Always, even on a retry: a non-JSON answer that is final (a 4xx from a proxy, say).
      response.writeHead(400, {'Content-Type': 'text/html'}).end('<html><body>400 Bad Request</body></html>');
      return;
    }
    if (route === '/json-string') {
      response.writeHead(503, {'Content-Type': 'application/json'}).end('"Service Unavailable"');
      return;
    }
    if (route === '/error-string') {
      response.writeHead(400, {'Content-Type': 'application/json'}).end('{"error": "Bad Request"}');
      return;
    }
    const row = rows.find((item) => route === `/row/${item.code}`)!;
    // Retry-After: 0 keeps the test quick; a helper that honours it waits no time, one that ignores it backs off.
    response
      .writeHead(row.status, {'Content-Type': 'application/json', 'Retry-After': '0'})
      .end(JSON.stringify({error: {code: row.code, message: 'From the test server.', request_id: 'req_test'}}));
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${port}`;
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

test('the errors page has a retry helper in JavaScript and Python, and a table to hold them to', () => {
  expect(helpers.map((block) => block.title).sort()).toEqual(['retry.mjs', 'retry.py']);
  expect(rows.length).toBeGreaterThan(15);
});

/** The helper's definitions without the example call that follows them on the page. */
function helperOnly(block: CodeBlock, exampleStart: string): string {
  const at = block.code.indexOf(exampleStart);
  if (at < 0) throw new Error(`${describeBlock(block)}: no "${exampleStart}" after the helper; the test cuts there`);
  return block.code.slice(0, at);
}

function expectCase(item: Case, status: number) {
  const keys = seen.get(item.path) ?? [];
  expect(keys.length, `${item.name}: attempts`).toBe(item.retried ? 2 : 1);
  expect(keys[0], `${item.name}: an Idempotency-Key`).toMatch(/^[0-9a-f-]{36}$/);
  expect(new Set(keys).size, `${item.name}: the same key on every attempt`).toBe(1);
  expect(status, `${item.name}: the status returned`).toBe(item.retried ? 200 : item.firstStatus);
}

const runId = (language: string) => `?${language}`;

for (const block of helpers.filter((item) => item.title === 'retry.mjs')) {
  describe(describeBlock(block), () => {
    test.each(cases)('$name', async (item) => {
      const dir = workDir();
      const file = path.join(dir, 'retry-helper.mjs');
      writeFileSync(file, helperOnly(block, 'const result = await requestWithRetries('));
      const {requestWithRetries} = await import(pathToFileURL(file).href);
      const target = {...item, path: `${item.path}${runId('js')}`};
      const result = await requestWithRetries(
        `${base}${target.path}`,
        {method: 'POST', headers: {'Content-Type': 'application/json'}, body: '{"content":"Hello"}'},
        {attempts: 5, timeoutSeconds: 1},
      );
      expectCase(target, result.status);
    });
  });
}

for (const block of helpers.filter((item) => item.title === 'retry.py')) {
  test(`${describeBlock(block)} retries exactly the rows marked Yes, timeouts and dropped connections`, async () => {
    const dir = workDir();
    writeFileSync(path.join(dir, 'retry_helper.py'), helperOnly(block, '\nstatus, body = request_with_retries('));
    const paths = cases.map((item) => `${item.path}${runId('py')}`);
    const driver = [
      'import json, sys',
      'import requests',
      'from retry_helper import request_with_retries',
      'results = {}',
      `for path in ${JSON.stringify(paths)}:`,
      '    try:',
      `        status, body = request_with_retries("POST", ${JSON.stringify(base)} + path, timeout=1, json={"content": "Hello"})`,
      '        results[path] = status',
      '    except requests.RequestException as error:',
      '        results[path] = type(error).__name__',
      'print(json.dumps(results))',
    ].join('\n');
    const result = await runCode('python', driver, dir, {}, 'driver.py');
    expect(result.status, result.stderr).toBe(0);
    const statuses = JSON.parse(result.stdout) as Record<string, number | string>;
    for (const item of cases) {
      const target = {...item, path: `${item.path}${runId('py')}`};
      expectCase(target, statuses[target.path] as number);
    }
  });
}

const NON_JSON = '<html><body>400 Bad Request</body></html>';

for (const block of helpers) {
  test(`${describeBlock(block)}, with its example call, prints a final answer that is not JSON instead of crashing`, async () => {
    // The page's whole block, the example call included, against a proxy that answers an HTML 400 (not retried).
    const language = block.title === 'retry.py' ? 'python' : 'js';
    const code = block.code.replaceAll(product.apiBaseUrl, `${base}/html-400-${language}`);
    expect(code, 'the example calls the API base URL').not.toBe(block.code);
    const result = await runCode(language, code, workDir(), {PARLEY_API_KEY: 'sk_test_example'});
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toContain('400');
    expect(result.stdout).toContain(NON_JSON);
  });
}

for (const block of helpers.filter((item) => item.title === 'retry.mjs')) {
  test(`${describeBlock(block)} keeps the caller's headers when they come as a Headers instance`, async () => {
    const file = path.join(workDir(), 'retry-helper.mjs');
    writeFileSync(file, helperOnly(block, 'const result = await requestWithRetries('));
    const {requestWithRetries} = await import(pathToFileURL(file).href);
    const item = cases.find((candidate) => candidate.retried)!;
    const target = {...item, path: `${item.path}?js-headers`};
    const headers = new Headers({'Content-Type': 'application/json', 'X-Caller': 'kept'});
    const result = await requestWithRetries(
      `${base}${target.path}`,
      {method: 'POST', headers, body: '{"content":"Hello"}'},
      {attempts: 5, timeoutSeconds: 1},
    );
    expectCase(target, result.status);
    expect(callerHeaders.get(target.path)).toEqual(['kept', 'kept']);
  });
}

/** A key the caller made once for its action and kept: the helpers must send it, not a key of their own. */
const CALLER_KEY = '6f1c2d3e-4a5b-4c6d-8e7f-90a1b2c3d4e5';

for (const block of helpers) {
  test(`${describeBlock(block)} sends the caller's Idempotency-Key on every attempt`, async () => {
    const dir = workDir();
    const item = cases.find((candidate) => candidate.retried)!;
    const language = block.title === 'retry.py' ? 'py' : 'js';
    const target = {...item, path: `${item.path}?${language}-caller-key`};
    let status: number;
    if (language === 'js') {
      const file = path.join(dir, 'retry-helper.mjs');
      writeFileSync(file, helperOnly(block, 'const result = await requestWithRetries('));
      const {requestWithRetries} = await import(pathToFileURL(file).href);
      const result = await requestWithRetries(
        `${base}${target.path}`,
        {method: 'POST', headers: {'Content-Type': 'application/json'}, body: '{"content":"Hello"}'},
        {attempts: 5, timeoutSeconds: 1, idempotencyKey: CALLER_KEY},
      );
      status = result.status;
    } else {
      writeFileSync(path.join(dir, 'retry_helper.py'), helperOnly(block, '\nstatus, body = request_with_retries('));
      const driver = [
        'from retry_helper import request_with_retries',
        `status, body = request_with_retries("POST", ${JSON.stringify(base + target.path)}, timeout=1, idempotency_key=${JSON.stringify(CALLER_KEY)}, json={"content": "Hello"})`,
        'print(status)',
      ].join('\n');
      const result = await runCode('python', driver, dir, {}, 'driver.py');
      expect(result.status, result.stderr).toBe(0);
      status = Number(result.stdout.trim());
    }
    expectCase(target, status);
    expect(seen.get(target.path)).toEqual([CALLER_KEY, CALLER_KEY]);
  });
}

describe('a retried upload sends the whole file again', () => {
  for (const block of helpers.filter((item) => item.title === 'retry.mjs')) {
    test(`${describeBlock(block)} with a FormData of a Blob, as the page says`, async () => {
      const dir = workDir();
      writeFileSync(path.join(dir, 'returns-policy.pdf'), FILE_TEXT);
      const file = path.join(dir, 'retry-helper.mjs');
      writeFileSync(file, helperOnly(block, 'const result = await requestWithRetries('));
      const {requestWithRetries} = await import(pathToFileURL(file).href);
      const form = new FormData();
      form.append('file', await openAsBlob(path.join(dir, 'returns-policy.pdf')), 'returns-policy.pdf');
      const result = await requestWithRetries(
        `${base}/upload?js`,
        {method: 'POST', body: form},
        {attempts: 5, timeoutSeconds: 1},
      );
      expect(result.status).toBe(202);
      expectWholeFileOnEveryAttempt(uploads.get('/upload?js'));
    });
  }

  for (const block of helpers.filter((item) => item.title === 'retry.py')) {
    for (const [name, argument] of [
      ['an open file', 'open("returns-policy.pdf", "rb")'],
      [
        'a (name, open file, type) tuple',
        '("returns-policy.pdf", open("returns-policy.pdf", "rb"), "application/pdf")',
      ],
    ] as const) {
      test(`${describeBlock(block)} with files={"file": ${name}}`, async () => {
        const dir = workDir();
        writeFileSync(path.join(dir, 'returns-policy.pdf'), FILE_TEXT);
        writeFileSync(path.join(dir, 'retry_helper.py'), helperOnly(block, '\nstatus, body = request_with_retries('));
        const target = `/upload?py-${argument.startsWith('(') ? 'tuple' : 'file'}`;
        const driver = [
          'from retry_helper import request_with_retries',
          `status, body = request_with_retries("POST", ${JSON.stringify(base + target)}, timeout=1, files={"file": ${argument}})`,
          'print(status)',
        ].join('\n');
        const result = await runCode('python', driver, dir, {}, 'driver.py');
        expect(result.status, result.stderr).toBe(0);
        expect(result.stdout.trim()).toBe('202');
        expectWholeFileOnEveryAttempt(uploads.get(target));
      });
    }
  }
});

describe("409 idempotency_key_in_use is retried for the operation's client timeout, not a number of attempts", () => {
  // Review 38 #4: Message a chatbot's first request can run 60 s; five attempts (about 15 s) gave up on it.
  for (const block of helpers) {
    test.concurrent(
      `${describeBlock(block)} returns the 200 once the first request, running ${IN_USE_SECONDS} s, is done`,
      async () => {
        const dir = workDir();
        const language = block.title === 'retry.py' ? 'py' : 'js';
        const target = `/in-use?${language}`;
        let status: number;
        if (language === 'js') {
          const file = path.join(dir, 'retry-helper.mjs');
          writeFileSync(file, helperOnly(block, 'const result = await requestWithRetries('));
          const {requestWithRetries} = await import(pathToFileURL(file).href);
          const result = await requestWithRetries(
            `${base}${target}`,
            {method: 'POST', headers: {'Content-Type': 'application/json'}, body: '{"content":"Hello"}'},
            {attempts: 5, timeoutSeconds: 70},
          );
          status = result.status;
        } else {
          writeFileSync(path.join(dir, 'retry_helper.py'), helperOnly(block, '\nstatus, body = request_with_retries('));
          const driver = [
            'from retry_helper import request_with_retries',
            `status, body = request_with_retries("POST", ${JSON.stringify(base + target)}, timeout=70, json={"content": "Hello"})`,
            'print(status)',
          ].join('\n');
          const result = await runCode('python', driver, dir, {}, 'driver.py');
          expect(result.status, result.stderr).toBe(0);
          status = Number(result.stdout.trim());
        }
        expect(status).toBe(200);
        const keys = seen.get(target)!;
        expect(keys.length, 'one attempt a second, for the whole time').toBeGreaterThan(10);
        expect(new Set(keys).size, 'the same key on every attempt').toBe(1);
      },
      60_000,
    );
  }
});
