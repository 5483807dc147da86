import {describe, expect, test} from 'vitest';
import {bundleSource, lintSource, loadDocument, readDocumentSource, spectralLint} from './document';

const format = (problems: Awaited<ReturnType<typeof lintSource>>) =>
  problems.map((problem) => `${problem.severity} ${problem.ruleId} at ${problem.pointer}: ${problem.message}`);

describe('openapi/openapi.yaml', () => {
  test('is valid OpenAPI 3.1 with every reference resolved, lint-clean, and every example matches its schema', async () => {
    const problems = await lintSource(await readDocumentSource());
    // A failure lists each problem with its JSON pointer in openapi/openapi.yaml: fix the document there.
    expect(format(problems)).toEqual([]);
  }, 60_000);

  test("has no error or warning under Spectral's stock spectral:oas ruleset", async () => {
    const {published} = await loadDocument();
    const problems = await spectralLint(published);
    // Each line: severity, rule and the JSON path in the document (openapi/openapi.yaml, same structure).
    expect(
      problems.map((problem) => `${problem.severity} ${problem.code} at ${problem.path}: ${problem.message}`),
    ).toEqual([]);
  }, 60_000);

  test('dates every signature example with its events: the same month, and t= within the tolerance of one of them', async () => {
    const {dereferenced} = await loadDocument();
    // One header example (a shared parameter) serves several events: signature example → created_at of each event.
    const events = new Map<string, Array<{name: string; seconds: number}>>();
    type Webhook = {
      post: {
        parameters?: Array<{name: string; example?: string}>;
        requestBody?: {content?: Record<string, {example?: {created_at?: string}}>};
      };
    };
    for (const [name, item] of Object.entries((dereferenced.webhooks ?? {}) as unknown as Record<string, Webhook>)) {
      const operation = item.post;
      const header = (operation.parameters ?? []).find((parameter) => /Signature$/.test(parameter.name));
      const createdAt = operation.requestBody?.content?.['application/json']?.example?.created_at;
      if (!header?.example || !createdAt) continue;
      events.set(header.example, [
        ...(events.get(header.example) ?? []),
        {name, seconds: Date.parse(createdAt) / 1000},
      ]);
    }
    expect(events.size).toBeGreaterThanOrEqual(2);
    for (const [example, dated] of events) {
      const t = Number(/^t=(\d+)/.exec(example)![1]);
      const gaps = dated.map(({name, seconds}) => ({name, gap: Math.abs(t - seconds)}));
      // A signature is made when the delivery is sent, seconds after its event: never a year apart.
      expect(
        gaps.filter(({gap}) => gap > 30 * 86_400),
        example,
      ).toEqual([]);
      expect(Math.min(...gaps.map(({gap}) => gap)), example).toBeLessThan(300);
    }
  });

  test('has the product facts filled in', async () => {
    const {dereferenced} = await loadDocument();
    expect(dereferenced.servers[0].url).toMatch(/^https:\/\/[^%]+\/v\d+$/);
    expect(JSON.stringify(dereferenced)).not.toMatch(/%[A-Z_]+%/);
  });

  test("ends a page of one session's messages at sequence 1 with no next page, in every example", async () => {
    const {dereferenced} = await loadDocument();
    type Message = {object?: string; session_id?: string; sequence?: number};
    type List = {object?: string; data?: Message[]; has_more?: boolean; next_cursor?: string | null};
    // Every example in the document (operations' responses, components, x-recipe-examples), by its JSON path.
    const lists: Array<{path: string; list: List}> = [];
    const walk = (value: unknown, path: string) => {
      if (Array.isArray(value)) value.forEach((item, index) => walk(item, `${path}/${index}`));
      else if (value && typeof value === 'object') {
        const list = value as List;
        if (list.object === 'list' && list.data?.length && list.data.every((item) => item.object === 'message')) {
          lists.push({path, list});
        }
        for (const [key, item] of Object.entries(value)) walk(item, `${path}/${key}`);
      }
    };
    walk(dereferenced, '');
    expect(lists.length).toBeGreaterThan(1);
    // Newest first: a page of one session that holds its first message (sequence 1) is that session's last page.
    const wrong = lists
      .filter(({list}) => new Set(list.data!.map((item) => item.session_id)).size === 1)
      .filter(({list}) => list.data!.some((item) => item.sequence === 1))
      .filter(({list}) => list.has_more !== false || list.next_cursor !== null)
      .map(({path}) => path);
    expect(wrong).toEqual([]);
  });
});

describe('the checks can fail', () => {
  const minimal = (example: string) => `openapi: 3.1.0
info: {title: t, version: '1', summary: s, description: d, license: {name: MIT, url: 'https://example.org/l'}}
servers: [{url: 'https://api.parley.test/v1'}]
security: [{key: []}]
tags: [{name: x, description: d}]
paths:
  /a:
    get:
      operationId: a
      summary: s
      description: d
      tags: [x]
      responses:
        '200':
          description: ok
          content:
            application/json:
              schema: {type: object, properties: {n: {type: integer}}, required: [n]}
              example: ${example}
        '401':
          description: no
components:
  securitySchemes: {key: {type: http, scheme: bearer}}
`;

  test('an example that does not match its schema is reported', async () => {
    expect(format(await lintSource(minimal('{n: 1}'), '/virtual/ok.yaml'))).toEqual([]);
    const problems = await lintSource(minimal('{n: "one"}'), '/virtual/bad.yaml');
    expect(problems.map((problem) => problem.ruleId)).toContain('no-invalid-media-type-examples');
  });

  test('an example with a property the schema does not declare is reported', async () => {
    const problems = await lintSource(minimal('{n: 1, extra: true}'), '/virtual/bad.yaml');
    expect(problems.map((problem) => problem.ruleId)).toContain('no-invalid-media-type-examples');
  });

  test('Spectral reports an array schema without items', async () => {
    const {parseYaml} = await import('@redocly/openapi-core');
    const published = parseYaml(
      minimal('{n: [1]}').replace('properties: {n: {type: integer}}', 'properties: {n: {type: array}}'),
    ) as Record<string, unknown>;
    const problems = await spectralLint(published);
    expect(problems.map((problem) => `${problem.severity} ${problem.code}`)).toContain('error array-items');
  });

  test('a broken reference fails loading with the file name', async () => {
    const source = minimal('{n: 1}').replace(
      'schema: {type: object',
      "schema: {$ref: '#/components/schemas/Nope'}, x: {type: object",
    );
    await expect(bundleSource(source, '/virtual/broken.yaml')).rejects.toThrow(
      /broken\.yaml.*Nope|Nope.*broken\.yaml|broken\.yaml/,
    );
  });
});
