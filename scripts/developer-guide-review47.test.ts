/**
 * Review round 45's findings on the developer guide, fixed in round 47: a cursor keeps its item's position whether
 * the item changed or was deleted (openapi.yaml and the overview), generated samples make the Idempotency-Key in a
 * variable to reuse on a retry (src/components/ApiReference/fill.ts), the test-mode error stub carries a request ID of
 * the documented pattern, the overview names the delete shapes and both sheet row deletes, its Inbox link says what it
 * leads to, and its rate limits are a list.
 */
import {describe, expect, it} from 'vitest';
import {parse} from 'yaml';
import {freshKeySwaps} from '../src/components/ApiReference/fill';
import {line, read, section} from './page-text';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const document = parse(read('openapi/openapi.yaml')) as Json;
const OVERVIEW = 'developer/index.mdx';
const flat = (text: string): string => text.replace(/\s+/g, ' ').trim();

describe('#1 a cursor keeps its position when its item changes or is deleted', () => {
  it('starting_after says so in openapi.yaml', () => {
    const text = flat(document.components.parameters.StartingAfter.description);
    expect(text).toContain(
      'A cursor keeps the position (its sort key and ID) the item had when the page was served, so the walk carries on from there whether the item changed or was deleted',
    );
    expect(text).not.toContain('A cursor stays valid when the item it names is deleted:');
  });

  it("the overview's Pagination says so in one short sentence pair, agreeing with the list envelope", () => {
    const text = line(OVERVIEW, 'Pass `next_cursor` as the `starting_after`');
    expect(text).not.toContain('A cursor stays valid when the item it names is deleted');
    const start = text.indexOf('A cursor keeps the position');
    const end = text.indexOf('catch it with `updated_after`.');
    expect(start).toBeGreaterThan(0);
    expect(end).toBeGreaterThan(start);
    expect(end + 'catch it with `updated_after`.'.length - start).toBeLessThanOrEqual(400);
    expect(text).toContain('whether the item changed or was deleted');
    expect(flat(document.components.schemas.ListEnvelope.description)).toContain(
      'move an item changed during the walk to the front, where the walk does not see it again; `updated_after` catches it',
    );
  });
});

describe('#2 a generated sample makes its Idempotency-Key in a variable, to reuse on a retry', () => {
  const swap = (target: string, code: string) =>
    freshKeySwaps(target, 'k-1').reduce((text, [from, to]) => text.replace(from, to), code);

  it('JavaScript and PHP assign the key before the request, with the comment, and send the variable', () => {
    const js = swap('javascript', "const options = {headers: {'Idempotency-Key': 'k-1'}};");
    expect(js).toBe(
      '// A new key for this request: reuse it when you retry.\nconst idempotencyKey = crypto.randomUUID();\n' +
        "const options = {headers: {'Idempotency-Key': idempotencyKey}};",
    );
    const php = swap('php', '$curl = curl_init();\nCURLOPT_HTTPHEADER => ["Idempotency-Key: k-1"]');
    expect(php).toBe(
      '// A new key for this request: reuse it when you retry.\n$idempotencyKey = bin2hex(random_bytes(16));\n' +
        '$curl = curl_init();\nCURLOPT_HTTPHEADER => ["Idempotency-Key: $idempotencyKey"]',
    );
  });
});

describe('#3 the test-mode stub of 402 carries a request ID of the documented pattern', () => {
  it('every request_id on the test-mode page matches the Parley-Request-Id pattern', () => {
    const pattern = new RegExp(document.components.headers['Parley-Request-Id'].schema.pattern as string);
    const ids = [...read('developer/api/test-mode.mdx').matchAll(/"request_id": "([^"]*)"/g)].map((match) => match[1]);
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) expect(id).toMatch(pattern);
  });
});

describe('#4 the overview names the delete shapes', () => {
  const text = line(OVERVIEW, '`DELETE` answers with');

  it('a delete answers with id, object and deleted, as the Deleted schema requires', () => {
    expect(document.components.schemas.Deleted.required).toEqual(['id', 'object', 'deleted']);
    expect(text).toContain('`DELETE` answers with `{"id": …, "object": …, "deleted": true}`');
  });

  it('links both Google Sheet row deletes and names their two shapes', () => {
    expect(text).toContain('[Delete Google Sheet data](./api/chatbot/source/googlesheet/delete-googlesheet-data.mdx)');
    expect(text).toContain('[first-sheet form](./api/chatbot/source/googlesheet/first-sheet/delete.mdx)');
    expect(text).toContain('answers with a list whose `data` holds one such object per row deleted');
    expect(text).toContain('with `{"object": "list", "deleted": ["row_…"]}`, the deleted row IDs');
    const ok = (path: string) =>
      document.paths[path].delete.responses['200'].content['application/json'] as {schema: Json; example: Json};
    expect(ok('/chatbots/{chatbot_id}/sources/google-sheets/{source_id}/rows').schema.$ref).toBe(
      '#/components/schemas/DeletedRows',
    );
    const legacy = ok('/chatbots/{chatbot_id}/sources/google-sheet/rows');
    expect(Object.keys(legacy.example)).toEqual(['object', 'deleted']);
    expect(legacy.example.object).toBe('list');
    expect(legacy.example.deleted[0]).toMatch(/^row_/);
  });
});

describe('#5 the Inbox link says what it leads to', () => {
  it('names the recipe section it opens', () => {
    const text = line(OVERVIEW, 'What the API does not do');
    expect(text).not.toContain("erase a user's in the Inbox");
    expect(text).toContain(
      'it cannot delete a session (delete it in the Inbox: [When a user asks to be erased](./recipes/answer-visitors-from-your-back-end.mdx#when-a-user-asks-to-be-erased))',
    );
  });
});

describe('#6 the rate limits after the header table are a list', () => {
  it('one bullet each for the 429, asking for more, a raise, test keys and the visitor limit', () => {
    const limits = section(OVERVIEW, '### Rate limits');
    const bullets = limits.split('\n').filter((row) => row.startsWith('- '));
    expect(bullets).toHaveLength(5);
    expect(bullets[0]).toMatch(/^- Over a limit, the API answers `429 rate_limited`/);
    expect(bullets[1]).toBe('- To get a higher limit, %API_RATE_LIMIT_INCREASE%.');
    expect(bullets[2]).toContain('%API_RATE_LIMIT_WORKSPACE_RAISED_FACTOR%');
    expect(bullets[3]).toBe('- %API_RATE_LIMIT_TEST_KEYS%.');
    expect(bullets[4]).toContain('`429 visitor_rate_limited`');
    for (const row of limits.split('\n')) expect(row.length).toBeLessThanOrEqual(400);
  });
});
