import {readFileSync} from 'node:fs';
import {toHtml} from 'hast-util-to-html';
import {describe, expect, test} from 'vitest';
import {loadDocument} from './document';
import {api} from '../../../config/facts';
import {IDEMPOTENCY_HEADER} from '../../api-model';
import {
  DEFAULT_CLIENT_TIMEOUT_SECONDS,
  SAMPLE_TARGETS,
  clientTimeoutSeconds,
  credentialNoteStart,
  credentialPlaceholder,
  harRequest,
  samplesFor,
  withFreshIdempotencyKey,
} from './snippets';
import {operationRetries, retryTable} from './retry';
import {authFormatOf, operationsById} from './view';

describe('request samples', () => {
  test('every operation has a sample in each language, calling the documented URL with the key placeholder', async () => {
    const {dereferenced} = await loadDocument();
    const base = dereferenced.servers[0].url;
    for (const located of operationsById(dereferenced).values()) {
      const samples = await samplesFor(dereferenced, located);
      // Every language can send a file now: an upload has a PHP sample too.
      expect(
        samples.map((sample) => sample.id),
        located.operation.operationId,
      ).toEqual(SAMPLE_TARGETS.map((t) => t.id));
      for (const sample of samples) {
        expect(sample.code, `${located.operation.operationId} ${sample.id}`).toContain(base);
        // The key placeholder, or the placeholder of the operation's own credential (the payment Events token).
        const format = authFormatOf(dereferenced, located.operation.security ?? dereferenced.security ?? []);
        expect(sample.code).toContain(credentialPlaceholder(format ?? 'API key'));
        expect(sample.code).not.toMatch(/\{[a-z_]+_id\}/);
      }
    }
  });

  test('a scheme other than the API key gets its own placeholder', async () => {
    const {dereferenced} = await loadDocument();
    const request = harRequest(dereferenced, operationsById(dereferenced).get('reportPaymentEvent')!);
    expect(request.headers.find((header) => header.name === 'Authorization')?.value).toBe('Bearer YOUR_EVENTS_TOKEN');
    expect(credentialPlaceholder('API key')).toBe('YOUR_API_KEY');
  });

  test('the note above the Events URL samples says to replace the URL too: each integration has its own', async () => {
    const {dereferenced} = await loadDocument();
    const operations = operationsById(dereferenced);
    expect(credentialNoteStart(dereferenced, operations.get('reportPaymentEvent')!)).toBe(
      'Replace the URL with the Events URL the dashboard shows, and ',
    );
    expect(credentialNoteStart(dereferenced, operations.get('listChatbots')!)).toBe('Replace ');
  });

  test("the URL part comes from the credential's scheme, not from a list of operations", async () => {
    const {dereferenced} = await loadDocument();
    const operations = operationsById(dereferenced);
    const schemes = dereferenced.components?.securitySchemes ?? {};
    // Every operation whose credential names a URL of its own gets the URL part, and no other operation does.
    for (const located of operations.values()) {
      const scheme = Object.keys((located.operation.security ?? dereferenced.security ?? [])[0] ?? {})[0];
      const url = scheme ? schemes[scheme]?.['x-url-from-dashboard'] : undefined;
      expect(credentialNoteStart(dereferenced, located), located.operation.operationId).toBe(
        url ? `Replace the URL with ${url}, and ` : 'Replace ',
      );
    }
    // A new operation with the Events token needs no code change: it gets the note from its scheme.
    const payment = operations.get('reportPaymentEvent')!;
    const newOperation = {...payment, operation: {...payment.operation, operationId: 'reportRefundEvent'}};
    expect(credentialNoteStart(dereferenced, newOperation)).toMatch(/^Replace the URL with the Events URL/);
    // And the same operation whose scheme names no URL of its own gets none.
    const withoutUrl = structuredClone(dereferenced);
    delete withoutUrl.components!.securitySchemes!.PaymentEventsToken['x-url-from-dashboard'];
    expect(credentialNoteStart(withoutUrl, payment)).toBe('Replace ');
  });

  test('path parameters and request bodies come from the examples', async () => {
    const {dereferenced} = await loadDocument();
    const located = operationsById(dereferenced).get('messageChatbot')!;
    const request = harRequest(dereferenced, located);
    expect(request.method).toBe('POST');
    expect(request.url).toMatch(/\/chatbots\/bot_7Hq2mX9aLp\/sessions\/ses_4Nv8cA2pLe\/messages$/);
    expect(JSON.parse(request.postData?.text ?? '{}')).toEqual({content: 'Do you deliver on Saturdays?'});
    expect(request.headers.map((header) => header.name)).toEqual(['Authorization', 'Idempotency-Key', 'Content-Type']);
  });

  test('an upload is multipart with the file attached', async () => {
    const {dereferenced} = await loadDocument();
    const samples = await samplesFor(dereferenced, operationsById(dereferenced).get('uploadFile')!);
    expect(samples.find((sample) => sample.id === 'curl')?.code).toContain("--form file='@returns-policy.pdf'");
    expect(samples.find((sample) => sample.id === 'python')?.code).toContain('open("returns-policy.pdf", "rb")');
  });

  test("an upload's PHP sample attaches the file with CURLFile and sends a fresh Idempotency-Key", async () => {
    const {dereferenced} = await loadDocument();
    const php = (await samplesFor(dereferenced, operationsById(dereferenced).get('uploadFile')!)).find(
      (sample) => sample.id === 'php',
    );
    expect(php?.code).toContain("'file' => new CURLFile('returns-policy.pdf', 'application/pdf')");
    expect(php?.code).toContain("'title' => 'Returns policy'");
    expect(php?.code).toContain('"Idempotency-Key: $idempotencyKey"');
    expect(php?.code).toContain('$idempotencyKey = bin2hex(random_bytes(16));');
    // curl writes the multipart Content-Type with its boundary: a header of our own would lose the boundary.
    expect(php?.code).not.toMatch(/content-type/i);
  });
});

/** The Client timeout cell of an operation's row in the Errors page's retry table (`<ApiRetryRules />`). */
async function timeoutInRetryTable(operationId: string): Promise<string> {
  const {dereferenced} = await loadDocument();
  const operations = operationRetries(dereferenced);
  const table = toHtml(retryTable(operations));
  const summary = operations.find((operation) => operation.operationId === operationId)!.summary;
  const header = [...table.matchAll(/<th>(.*?)<\/th>/g)].map(([, cell]) => cell);
  const row = [...table.matchAll(/<tr>(.*?)<\/tr>/gs)]
    .map(([, cells]) => cells)
    .find((cells) => cells.startsWith(`<td>${summary} (`))!;
  const cells = [...row.matchAll(/<td>(.*?)<\/td>/g)].map(([, cell]) => cell);
  return cells[header.indexOf('Client timeout')];
}

describe('how long a sample waits for the answer', () => {
  test("Message a chatbot's PHP sample waits 70 seconds, as the page and the Errors page tell readers to allow", async () => {
    const {dereferenced} = await loadDocument();
    const located = operationsById(dereferenced).get('messageChatbot')!;
    expect(clientTimeoutSeconds(located.operation)).toBe(70);
    const php = (await samplesFor(dereferenced, located)).find((sample) => sample.id === 'php');
    expect(php?.code).toContain('CURLOPT_TIMEOUT => 70,');
    expect(php?.code).not.toContain('CURLOPT_TIMEOUT => 30');
    expect(readFileSync('developer/api/chat/message-a-chatbot.mdx', 'utf8')).toMatch(/[Aa]llow (up to )?70 seconds/);
    // Review 35 #5, review 42 #7: the Errors page's retry table gives 70 as its client timeout, and the helpers take it.
    expect(await timeoutInRetryTable('messageChatbot')).toBe('70 seconds');
  });

  test("Message a chatbot's JavaScript and Python samples wait 70 seconds too, not for ever", async () => {
    const {dereferenced} = await loadDocument();
    const samples = await samplesFor(dereferenced, operationsById(dereferenced).get('messageChatbot')!);
    expect(samples.find((sample) => sample.id === 'javascript')?.code).toContain(
      'options.signal = AbortSignal.timeout(70_000);',
    );
    expect(samples.find((sample) => sample.id === 'python')?.code).toMatch(/requests\.post\(.*, timeout=70\)/);
  });

  test('Upload a file waits 300 seconds in every language, not 30, as the Errors page says: a file can be large', async () => {
    const {dereferenced} = await loadDocument();
    const located = operationsById(dereferenced).get('uploadFile')!;
    expect(clientTimeoutSeconds(located.operation)).toBe(300);
    const samples = await samplesFor(dereferenced, located);
    expect(samples.find((sample) => sample.id === 'php')?.code).toContain('CURLOPT_TIMEOUT => 300,');
    expect(samples.find((sample) => sample.id === 'curl')?.code).toContain('--max-time 300');
    expect(samples.find((sample) => sample.id === 'javascript')?.code).toContain('AbortSignal.timeout(300_000)');
    expect(samples.find((sample) => sample.id === 'python')?.code).toMatch(/, timeout=300\)/);
    expect(await timeoutInRetryTable('uploadFile')).toBe('300 seconds');
  });

  test("every sample, in every language, waits its operation's x-client-timeout-seconds, or the Errors page's default", async () => {
    const {dereferenced} = await loadDocument();
    expect(DEFAULT_CLIENT_TIMEOUT_SECONDS).toBe(api.clientTimeoutSeconds);
    // Review 35 #5: the Errors helpers' default is the same client timeout.
    const errors = readFileSync('developer/api/errors.mdx', 'utf8');
    expect(errors).toContain('timeoutSeconds = %API_CLIENT_TIMEOUT_SECONDS%, idempotencyKey');
    expect(errors).toContain('timeout=%API_CLIENT_TIMEOUT_SECONDS%, idempotency_key=None');
    const waits: Record<string, (seconds: number) => RegExp> = {
      curl: (seconds) => new RegExp(`^curl --request \\w+ \\\\\n  --max-time ${seconds} \\\\$`, 'm'),
      javascript: (seconds) =>
        new RegExp(`^options\\.signal = AbortSignal\\.timeout\\(${seconds}_000\\);\n\nfetch\\(`, 'm'),
      python: (seconds) => new RegExp(`^response = requests\\.\\w+\\(.*, timeout=${seconds}\\)$`, 'm'),
      php: (seconds) => new RegExp(`^  CURLOPT_TIMEOUT => ${seconds},$`, 'm'),
    };
    let defaults = 0;
    for (const located of operationsById(dereferenced).values()) {
      const seconds = clientTimeoutSeconds(located.operation);
      if (seconds === DEFAULT_CLIENT_TIMEOUT_SECONDS) defaults += 1;
      for (const sample of await samplesFor(dereferenced, located)) {
        expect(sample.code, `${located.operation.operationId} ${sample.id}`).toMatch(waits[sample.id](seconds));
      }
    }
    expect(defaults).toBeGreaterThan(20);
  });

  test('a timeout shorter than the default, or not a whole number, is refused with what to write', () => {
    const operation = (value: unknown) => ({operationId: 'op', responses: {}, 'x-client-timeout-seconds': value});
    expect(clientTimeoutSeconds({operationId: 'op', responses: {}})).toBe(DEFAULT_CLIENT_TIMEOUT_SECONDS);
    expect(() => clientTimeoutSeconds(operation(10))).toThrow(/op's x-client-timeout-seconds is 10/);
    expect(() => clientTimeoutSeconds(operation('70'))).toThrow(/whole number of seconds/);
  });
});

describe('a fresh Idempotency-Key in every sample', () => {
  const generators: Record<string, string> = {
    curl: '"Idempotency-Key: $IDEMPOTENCY_KEY"',
    javascript: "'Idempotency-Key': idempotencyKey",
    python: '"Idempotency-Key": idempotency_key',
    php: '"Idempotency-Key: $idempotencyKey"',
  };

  test('every sample of an operation that takes the header makes a new key in code, never the example value', async () => {
    const {dereferenced} = await loadDocument();
    let checked = 0;
    for (const located of operationsById(dereferenced).values()) {
      const request = harRequest(dereferenced, located);
      const example = request.headers.find((header) => header.name === IDEMPOTENCY_HEADER)?.value;
      if (!example) continue;
      for (const sample of await samplesFor(dereferenced, located)) {
        const label = `${located.operation.operationId} ${sample.id}`;
        expect(sample.code, label).not.toContain(example);
        expect(sample.code, label).toContain(generators[sample.id]);
        // cURL makes the key before the command, so that running the command again to retry sends the same key.
        if (sample.id === 'curl') {
          // With the comment the other languages have: a retry runs only the curl command, so it sends the same key.
          expect(sample.code, label).toMatch(
            /^# A new key for this request: to retry, run only the curl command again\.\nexport IDEMPOTENCY_KEY=\$\(uuidgen\)\ncurl --request /,
          );
          expect(sample.code, label).not.toContain('$(uuidgen)"');
        } else {
          // The other languages make the key in a variable before the request, with a comment to reuse it on a retry.
          const made = {
            javascript: 'const idempotencyKey = crypto.randomUUID();\n',
            python: 'idempotency_key = str(uuid.uuid4())\n',
            php: '$idempotencyKey = bin2hex(random_bytes(16));\n',
          }[sample.id as 'javascript' | 'python' | 'php'];
          expect(sample.code, label).toContain(`reuse it when you retry.\n${made}`);
          expect(sample.code.indexOf(made), label).toBeLessThan(sample.code.indexOf(generators[sample.id]));
          expect(sample.code, label).not.toMatch(
            /'Idempotency-Key': crypto|"Idempotency-Key: " \. bin2hex|"Idempotency-Key": str\(uuid/,
          );
        }
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(30);
  });

  test('Python imports uuid; a sample without the literal key is refused, not shipped with a fixed key', () => {
    const python = withFreshIdempotencyKey(
      {
        id: 'python',
        label: 'Python',
        language: 'python',
        code: 'import requests\nh = {"Idempotency-Key": "k-123456"}\n',
      },
      'k-123456',
    );
    expect(python.code).toBe(
      'import uuid\n\nimport requests\n\n# A new key for this request: reuse it when you retry.\n' +
        'idempotency_key = str(uuid.uuid4())\nh = {"Idempotency-Key": idempotency_key}\n',
    );
    expect(() =>
      withFreshIdempotencyKey(
        {id: 'curl', label: 'cURL', language: 'bash', code: "-H 'Idempotency-Key: k-123456'"},
        'k-123456',
      ),
    ).toThrow(/cURL sample has no/);
  });
});
