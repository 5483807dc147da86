/**
 * Every request sample on the site runs against a mock of the API.
 *
 * Why from the built HTML: the generated samples (rendered from openapi.yaml by the API reference) and the
 * hand-written ones (quick start, guides, retry helpers) are then covered alike, after product-fact tokens are
 * replaced, exactly as readers copy them. A sample is any cURL, JavaScript, Python or PHP code block that calls the
 * API base URL. Each one runs in its own language, with the base URL pointed at the mock (Prism on 127.0.0.1,
 * serving the published build/openapi.json with request validation on), and must:
 *
 * - run to the end and send at least one request;
 * - get a 2xx from the mock, with no request violation (path, method, headers, query, body);
 * - send a JSON body that the operation's schema accepts with no undeclared property;
 * - attach a real file to a multipart upload;
 * - send a new Idempotency-Key on every run to an operation that takes one.
 *
 * The samples of one operation in the four languages must send the same request as its cURL sample.
 *
 * A recipe (developer/recipes/) runs whole, once per language: step after step, each sample filled with the values
 * the earlier steps returned, as the page fills them, and with the reader's API key and chatbot ID. The mock gives
 * every response IDs of its own, so that a step that does not carry the value it uses fails.
 * Run: npm run build && npm run test:samples
 */
import {writeFileSync} from 'node:fs';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, test} from 'vitest';
import {product} from '../../config/product';
import {returnedValue} from '../../src/components/Recipe/flow';
import {allCodeBlocks, describeBlock, fillTemplate, type CodeBlock} from './extract';
import {startMock, type Exchange, type Mock} from './mock';
import {languageOf, runCode, workDir} from './runtimes';
import {loadSchemas, type Schemas} from './schemas';

/**
 * Servers that call the API now and then while they wait for deliveries, which their own test starts and stops
 * (scripts/samples/hubspot-lead-sync.test.ts, chat-server.test.ts): run as a one-off request sample, they would never exit.
 */
const RUN_BY_THEIR_OWN_TEST = new Set(['hubspot-leads.mjs', 'chat-server.mjs']);
/** The command-line arguments of a sample a reader runs with some (by its title): as its page's usage line shows. */
const ARGUMENTS: Record<string, string[]> = {
  'forget-person.mjs': ['--from-file=person.txt'],
};

const requestBlocks = allCodeBlocks().filter(
  (block) =>
    languageOf(block.language) &&
    block.code.includes(product.apiBaseUrl) &&
    !RUN_BY_THEIR_OWN_TEST.has(block.title ?? ''),
);
/** The samples that run on their own; a recipe's run in its order, below. */
const blocks = requestBlocks.filter((block) => !block.recipe);
const recipeBlocks = allCodeBlocks().filter((block) => block.recipe);
const pages = [...new Set(blocks.map((block) => block.page))];

/** What the samples read from the environment, as the quick start tells readers to set it. */
const ENV = {
  PARLEY_API_KEY: 'sk_test_SamplesRunAgainstTheMock',
  PARLEY_CHATBOT_ID: 'bot_7Hq2mX9aLp',
  PARLEY_SESSION_ID: 'ses_4Nv8cA2pLe',
};

let mock: Mock;
let schemas: Schemas;
let dir: string;
const results = new Map<CodeBlock, Exchange[]>();
const idempotencyKeys: Array<{key: string; sample: string}> = [];

async function run(block: CodeBlock) {
  const code = block.code.replaceAll(product.apiBaseUrl, mock.url);
  const language = languageOf(block.language)!;
  const result = await runCode(language, code, dir, ENV, undefined, ARGUMENTS[block.title ?? ''] ?? []);
  return {result, exchanges: mock.take()};
}

function takesIdempotencyKey(exchange: Exchange): boolean {
  const route = schemas.operationFor(exchange.method, exchange.path);
  if (!route) return false;
  const item = schemas.document.paths[route.path] as Record<string, {parameters?: Array<{name: string}>}>;
  return (item[exchange.method.toLowerCase()]?.parameters ?? []).some(
    (parameter) => parameter.name === 'Idempotency-Key',
  );
}

/** Parts of a multipart body: name, file name (if any). */
function multipartParts(exchange: Exchange): Array<{name: string; filename?: string}> {
  const boundary = /boundary=("?)([^";]+)\1/.exec(String(exchange.headers['content-type']))?.[2];
  if (!boundary) return [];
  return exchange.body
    .toString('latin1')
    .split(`--${boundary}`)
    .flatMap((part) => {
      const disposition = /content-disposition:[^\r\n]*/i.exec(part)?.[0] ?? '';
      const name = /name="([^"]*)"/.exec(disposition)?.[1];
      return name ? [{name, filename: /filename="([^"]*)"/.exec(disposition)?.[1]}] : [];
    });
}

function problemsOf(exchange: Exchange): string[] {
  const where = `${exchange.method} ${exchange.path}`;
  const problems: string[] = [];
  const route = schemas.operationFor(exchange.method, exchange.path);
  if (!route) return [`${where}: no such operation in openapi.yaml`];
  if (exchange.status < 200 || exchange.status > 299) {
    const details = exchange.violations.map((violation) => violation.message).join('; ');
    problems.push(`${where} (${route.operationId}) answered ${exchange.status}${details ? `: ${details}` : ''}`);
  }
  if (!/^Bearer \S+$/.test(String(exchange.headers.authorization ?? ''))) {
    problems.push(`${where}: no "Authorization: Bearer <key>" header`);
  }
  const type = String(exchange.headers['content-type'] ?? '')
    .split(';')[0]
    .trim();
  if (type === 'application/json') {
    const schema = schemas.requestBodySchema(exchange.method, exchange.path);
    let body: unknown;
    try {
      body = JSON.parse(exchange.body.toString('utf8'));
    } catch {
      problems.push(`${where}: the body is not JSON`);
    }
    if (schema && body !== undefined) {
      problems.push(...schemas.validate(schema, body).map((error) => `${where}: body ${error}`));
    }
  }
  if (type === 'multipart/form-data') {
    const schema = schemas.requestBodySchema(exchange.method, exchange.path, 'multipart/form-data');
    const parts = multipartParts(exchange);
    for (const [name, property] of Object.entries(schema?.properties ?? {})) {
      if (!(property as {contentMediaType?: string}).contentMediaType) continue;
      if (!parts.find((part) => part.name === name)?.filename) {
        problems.push(`${where}: the "${name}" part carries no file (no filename), only text`);
      }
    }
  }
  if (takesIdempotencyKey(exchange) && !exchange.headers['idempotency-key']) {
    problems.push(`${where}: no Idempotency-Key header, though the operation takes one`);
  }
  return problems;
}

beforeAll(async () => {
  mock = await startMock();
  schemas = await loadSchemas();
  dir = workDir();
  // The person's details the privacy script reads, as its page shows them.
  writeFileSync(path.join(dir, 'person.txt'), 'visitor_id=customer-4821\ndana@example.com\n+14155550123\n');
  // The file the upload samples send.
  writeFileSync(
    path.join(dir, 'returns-policy.pdf'),
    '%PDF-1.4\n% Returns policy, a stand-in for the samples.\n%%EOF\n',
  );
}, 90_000);

afterAll(async () => {
  await mock?.close();
});

test('the build has request samples to run (run `npm run build` first)', () => {
  expect(blocks.length).toBeGreaterThan(100);
});

for (const page of pages) {
  describe(page, () => {
    for (const block of blocks.filter((item) => item.page === page)) {
      test(describeBlock(block), async () => {
        const {result, exchanges} = await run(block);
        results.set(block, exchanges);
        const output = `${result.stdout ?? ''}${result.stderr ?? ''}${result.error ? String(result.error) : ''}`.trim();
        expect(result.status, `${describeBlock(block)} exited with ${result.status}:\n${output}`).toBe(0);
        expect(exchanges.length, `${describeBlock(block)} sent no request to the API:\n${output}`).toBeGreaterThan(0);
        expect(exchanges.flatMap(problemsOf), describeBlock(block)).toEqual([]);
        for (const exchange of exchanges) {
          const key = exchange.headers['idempotency-key'];
          if (typeof key === 'string') idempotencyKeys.push({key, sample: describeBlock(block)});
        }
      });
    }
  });
}

describe('safe to paste', () => {
  test('a sample run twice sends a new Idempotency-Key each time', async () => {
    const withKeys = [...results].filter(([, exchanges]) =>
      exchanges.some((exchange) => exchange.headers['idempotency-key']),
    );
    expect(withKeys.length).toBeGreaterThan(20);
    for (const [block, first] of withKeys) {
      const {exchanges: second} = await run(block);
      const keys = (exchanges: Exchange[]) => exchanges.map((exchange) => exchange.headers['idempotency-key']);
      expect(second.length, describeBlock(block)).toBe(first.length);
      keys(second).forEach((key, index) => {
        expect(key, `${describeBlock(block)} sent the same Idempotency-Key twice`).not.toBe(keys(first)[index]);
      });
    }
  });

  test('no two samples send the same Idempotency-Key', () => {
    const seen = new Map<string, string>();
    const repeats = idempotencyKeys.flatMap(({key, sample}) => {
      const before = seen.get(key);
      seen.set(key, sample);
      return before ? [`${key}: ${before} and ${sample}`] : [];
    });
    expect(idempotencyKeys.length).toBeGreaterThan(20);
    expect(repeats).toEqual([]);
  });
});

/** The parts of a request that must not depend on the language. */
function normalise(exchange: Exchange) {
  const ignored = new Set(['user-agent', 'accept', 'accept-encoding', 'accept-language', 'connection', 'host']);
  ignored.add('content-length').add('sec-fetch-mode').add('idempotency-key').add('content-type');
  const type =
    String(exchange.headers['content-type'] ?? '')
      .split(';')[0]
      .trim() || undefined;
  return {
    method: exchange.method,
    path: exchange.path,
    query: [...exchange.query].sort(),
    type,
    body:
      type === 'application/json'
        ? JSON.parse(exchange.body.toString('utf8'))
        : type === 'multipart/form-data'
          ? multipartParts(exchange).sort((a, b) => a.name.localeCompare(b.name)) // Part order carries no meaning.
          : exchange.body.toString('utf8'),
    headers: Object.keys(exchange.headers)
      .filter((name) => !ignored.has(name))
      .sort(),
    idempotencyKey: Boolean(exchange.headers['idempotency-key']),
  };
}

describe('one request, four languages', () => {
  test("every generated sample sends the same request as its operation's cURL sample", () => {
    const groups = new Map<string, CodeBlock[]>();
    for (const block of blocks.filter((item) => item.group !== undefined)) {
      const key = `${block.page}#${block.group}`;
      groups.set(key, [...(groups.get(key) ?? []), block]);
    }
    // One group of tabs per operation: each operation is rendered by exactly one page.
    const operations = Object.values(schemas.document.paths).flatMap((item) =>
      Object.values(item as Record<string, {operationId?: string}>).filter((operation) => operation?.operationId),
    );
    expect(groups.size).toBe(operations.length);
    for (const [group, members] of groups) {
      const curl = members.find((member) => member.tab === 'curl');
      expect(curl, `${group} has a cURL sample`).toBeDefined();
      const expected = (results.get(curl!) ?? []).map(normalise);
      expect(expected.length, `${group}: the cURL sample ran`).toBeGreaterThan(0);
      for (const member of members.filter((item) => item !== curl)) {
        expect((results.get(member) ?? []).map(normalise), describeBlock(member)).toEqual(expected);
      }
    }
  });

  test('every PHP sample that ran waits as long as its operation documents (x-client-timeout-seconds, else 30 s)', () => {
    const checked = new Map<string, number>();
    for (const [block, exchanges] of results) {
      if (block.group === undefined || block.tab !== 'php' || exchanges.length === 0) continue;
      const [{method, path: requestPath}] = exchanges;
      const route = schemas.operationFor(method, requestPath);
      if (!route) continue;
      const item = schemas.document.paths[route.path] as Record<string, {'x-client-timeout-seconds'?: number}>;
      const seconds = item[method.toLowerCase()]?.['x-client-timeout-seconds'] ?? 30;
      expect(block.code, describeBlock(block)).toContain(`CURLOPT_TIMEOUT => ${seconds},`);
      checked.set(route.operationId, seconds);
    }
    // Message a chatbot waits for the AI model: its page tells readers to allow 70 seconds.
    expect(checked.get('messageChatbot')).toBe(70);
  });

  test('every operation of openapi.yaml is run by a sample in each language its page shows', () => {
    const byOperation = new Map<string, Set<string>>();
    for (const [block, exchanges] of results) {
      for (const exchange of exchanges.filter((item) => item.status >= 200 && item.status < 300)) {
        const route = schemas.operationFor(exchange.method, exchange.path);
        if (!route) continue;
        const languages = byOperation.get(route.operationId) ?? new Set();
        languages.add(languageOf(block.language)!);
        byOperation.set(route.operationId, languages);
      }
    }
    const operations = Object.values(schemas.document.paths).flatMap((item) =>
      Object.values(item as Record<string, {operationId?: string}>).flatMap((operation) =>
        operation?.operationId ? [operation.operationId] : [],
      ),
    );
    const missing = operations.flatMap((id) => {
      // Uploads have no PHP sample: httpsnippet's PHP target cannot attach a file (snippets.ts says so).
      const wanted = id === 'uploadFile' ? ['bash', 'js', 'python'] : ['bash', 'js', 'python', 'php'];
      const ran = byOperation.get(id) ?? new Set<string>();
      const gaps = wanted.filter((language) => !ran.has(language));
      return gaps.length ? [`${id}: no ${gaps.join(', ')} sample ran`] : [];
    });
    expect(missing).toEqual([]);

    // The figures the issue asks for: samples run per page and language.
    const table = new Map<string, Record<string, number>>();
    for (const block of results.keys()) {
      const row = table.get(block.page) ?? {};
      const language = languageOf(block.language)!;
      row[language] = (row[language] ?? 0) + 1;
      table.set(block.page, row);
    }
    const lines = [...table]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(
        ([page, row]) =>
          `${page}: ${['bash', 'js', 'python', 'php'].map((language) => `${language} ${row[language] ?? 0}`).join(', ')}`,
      );
    console.log(`Samples run against the mock, per page and language (${results.size} in all):\n${lines.join('\n')}`);
  });
});

// Recipes -----------------------------------------------------------------------------------------------------

/** The reader's own values, as "Your values" holds them: not the examples, so that a sample that ignores them fails. */
const READER = {api_key: 'sk_test_RecipesRunAgainstTheMock', chatbot_id: 'bot_Recipes001'};

/** IDs the API makes: the mock's answers (and the webhook payloads) get fresh ones in their place. */
const MADE_IDS = /\b(ses|row|src|msg|lead|evt)_[A-Za-z0-9]{10}\b/g;

/** One fresh ID for each example ID, the same in every language, so that the four runs send the same requests. */
const freshIds = new Map<string, string>();
function withFreshIds(text: string): string {
  return text.replace(MADE_IDS, (id, prefix: string) => {
    if (!freshIds.has(id)) freshIds.set(id, `${prefix}_${`Fresh${freshIds.size}`.padEnd(10, 'x')}`);
    return freshIds.get(id)!;
  });
}

type RecipeRun = {step: number; language: string; exchanges: Exchange[]};
const recipePages = [...new Set(recipeBlocks.map((block) => block.page))].sort();
const recipeRuns = new Map<string, RecipeRun[]>();
const RECIPE_LANGUAGES = ['bash', 'js', 'python', 'php'] as const;

describe('recipes, end to end', () => {
  test('the build has the recipes (developer/recipes/)', () => {
    expect(recipePages.length).toBeGreaterThanOrEqual(4);
  });

  for (const page of recipePages) {
    const steps = [...new Set(recipeBlocks.filter((block) => block.page === page).map((block) => block.recipe!.step))]
      .sort((a, b) => a - b)
      .map((number) => recipeBlocks.find((block) => block.page === page && block.recipe!.step === number)!.recipe!);
    for (const language of RECIPE_LANGUAGES) {
      test(`${page} runs step by step in ${language}, carrying each value it returns`, async () => {
        const values: Record<string, string> = {...READER};
        const runs: RecipeRun[] = [];
        mock.rewriteResponses(withFreshIds);
        try {
          for (const step of steps) {
            const where = `${page} step ${step.step} (${step.operation ?? step.event}, ${language})`;
            let returned: unknown;
            if (step.event) {
              // A delivery to the reader's endpoint: what the step returns comes from its payload.
              const example =
                schemas.document.webhooks?.[step.event]?.post?.requestBody?.content['application/json']?.example;
              returned = JSON.parse(withFreshIds(JSON.stringify(example)));
            } else {
              const block = requestBlocks.find(
                (item) =>
                  item.page === page && item.recipe?.step === step.step && languageOf(item.language) === language,
              );
              expect(block, `${where}: no sample in this language`).toBeDefined();
              expect(block!.template, `${where}: the sample marks no value to fill in`).toBeDefined();
              // The sample as the page shows it to a reader who set their key and chatbot, after the earlier steps.
              const code = fillTemplate(block!.template!, values).replaceAll(product.apiBaseUrl, mock.url);
              const result = await runCode(language, code, dir, ENV);
              const exchanges = mock.take();
              const output = `${result.stdout}${result.stderr}${result.error ? String(result.error) : ''}`.trim();
              expect(result.status, `${where} exited with ${result.status}:\n${output}`).toBe(0);
              expect(exchanges.length, `${where} sent ${exchanges.length} requests:\n${output}`).toBe(1);
              expect(exchanges.flatMap(problemsOf), where).toEqual([]);
              const [exchange] = exchanges;
              const sent = `${exchange!.path}?${exchange!.query.toString()} ${exchange!.body.toString('utf8')}`;
              expect(sent, `${where}: the reader's chatbot ID`).toContain(READER.chatbot_id);
              expect(String(exchange!.headers.authorization)).toBe(`Bearer ${READER.api_key}`);
              for (const name of step.uses) {
                expect(values[name], `${where}: no earlier step returned ${name}`).toBeDefined();
                expect(sent, `${where}: does not send the ${name} an earlier step returned`).toContain(values[name]);
              }
              runs.push({step: step.step, language, exchanges});
              returned = JSON.parse(exchange!.response.toString('utf8'));
            }
            for (const {name, path: at} of step.returns) {
              const value = returnedValue(returned, at);
              expect(value, `${where}: the response has no ${at} for ${name}`).toBeDefined();
              expect([...freshIds.values()], `${where}: ${name} is the example's ID, not a returned one`).toContain(
                value,
              );
              values[name] = value!;
            }
          }
        } finally {
          mock.rewriteResponses(undefined);
        }
        recipeRuns.set(`${page} ${language}`, runs);
      });
    }

    test(`${page}: every language sends the same requests as cURL`, () => {
      const curl = recipeRuns.get(`${page} bash`);
      expect(curl?.length, `${page}: the cURL run finished`).toBeGreaterThan(0);
      for (const language of RECIPE_LANGUAGES.slice(1)) {
        const runs = recipeRuns.get(`${page} ${language}`);
        expect(
          runs?.map((run) => run.exchanges.map(normalise)),
          `${page} in ${language}`,
        ).toEqual(curl!.map((run) => run.exchanges.map(normalise)));
      }
    });
  }
});
