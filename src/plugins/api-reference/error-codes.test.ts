/**
 * The error codes come from openapi/openapi.yaml alone (./error-codes.ts): every code a response returns has an
 * entry in `components.x-error-codes` and one status, the codes marked `retry: true` are the ones the retry helpers
 * retry (config/facts.ts), and developer/api/errors.mdx renders the table from the document instead of typing it.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {retryableErrorCodes} from '../../../config/facts';
import {loadDocument} from './document';
import {byStatusThenCode, errorCodes, errorCodesTable, plainText, retryText, returnedCodes} from './error-codes';
import {expandReferences, type Node} from './remark';
import {simulationOf} from './simulate';
import {operationsById} from './view';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const PAGE = 'developer/api/errors.mdx';

describe('the error codes of openapi.yaml', () => {
  test('the Errors table is sorted by HTTP status, then by code (review 33 #6)', async () => {
    const {dereferenced} = await loadDocument();
    const codes = errorCodes(dereferenced);
    const rows = errorCodesTable([...codes].reverse()).children.slice(1);
    const keys = rows.map((row) => {
      const [code, status] = row.children.map((cell) => (cell.children[0] as {value: string}).value);
      return [Number(status), code] as const;
    });
    expect(keys.length).toBe(codes.filter((row) => !row.only).length);
    const sorted = [...keys].sort(([s1, c1], [s2, c2]) => s1 - s2 || (c1 < c2 ? -1 : c1 > c2 ? 1 : 0));
    expect(keys).toEqual(sorted);
    expect(keys[0][0]).toBe(400);
    expect(keys.at(-1)![0]).toBeGreaterThanOrEqual(500);
  });

  test("the payment Events URL's own codes are out of the table, and the Errors page names and links them (review 37 #6)", async () => {
    const codes = errorCodes((await loadDocument()).dereferenced);
    const payment = codes.filter((row) => row.only === 'payment_events_url').map((row) => row.code);
    expect(payment.sort()).toEqual([
      'payment_integration_inactive',
      'payment_request_final',
      'payment_request_not_found',
    ]);
    const inTable = errorCodesTable(codes)
      .children.slice(1)
      .map((row) => (row.children[0].children[0] as {value: string}).value);
    for (const code of payment) expect(inTable).not.toContain(code);
    expect(inTable).toContain('rate_limited');
    const page = readFileSync(path.join(ROOT, PAGE), 'utf8');
    const outLink = page.split('### Custom payment server')[1]?.split('\n## ')[0] ?? '';
    for (const code of payment) expect(outLink).toContain(`\`${code}\``);
    expect(outLink).toContain('(/integration/payment-reference#the-events-url)');
  });

  test('every code a response returns has one entry and one status, and every entry is returned', async () => {
    const {dereferenced} = await loadDocument();
    const codes = errorCodes(dereferenced);
    expect(codes.length).toBeGreaterThan(15);
    const returned = returnedCodes(dereferenced);
    expect(Object.fromEntries(codes.map((row) => [row.code, [row.status]])), 'components.x-error-codes').toEqual(
      Object.fromEntries([...returned].map(([code, statuses]) => [code, [...statuses]])),
    );
  });

  test('a code without an entry, or an entry no response returns, fails with what to fix', async () => {
    const {dereferenced} = await loadDocument();
    const entries = {...dereferenced.components!['x-error-codes']!};
    delete entries.rate_limited;
    entries.made_up = {meaning: 'Never returned.', retry: false};
    const doctored = {...dereferenced, components: {...dereferenced.components, 'x-error-codes': entries}};
    expect(() => errorCodes(doctored)).toThrow(/rate_limited is returned by a response but has no entry/);
    expect(() => errorCodes(doctored)).toThrow(/made_up: no response returns it/);
  });

  test('retry: true for exactly the retryable codes of config/facts.ts, which the helpers retry', async () => {
    const codes = errorCodes((await loadDocument()).dereferenced);
    const yes = codes.filter((row) => row.retry).map((row) => row.code);
    expect(yes.sort(), 'x-error-codes with retry: true = config/facts.ts retryableErrorCodes').toEqual(
      [...retryableErrorCodes].sort(),
    );
    // Any 5xx is retried by the helpers: the table cannot say No to one.
    expect(codes.filter((row) => row.status >= 500 && !row.retry)).toEqual([]);
    expect(retryText({retry: false, advice: 'Fix the value.'})).toBe('No. Fix the value.');
    expect(retryText({retry: true, advice: 'after `Retry-After` seconds.'})).toBe('Yes, after `Retry-After` seconds.');
    expect(retryText({retry: false})).toBe('No.');
  });

  test('links in the entries are routes of the site', async () => {
    const codes = errorCodes((await loadDocument()).dereferenced);
    const routes = codes.flatMap((row) =>
      [...`${row.meaning} ${row.advice ?? ''}`.matchAll(/\]\(([^)]+)\)/g)].map((match) => match[1]),
    );
    expect(routes.length).toBeGreaterThan(0);
    const missing = routes.filter((route) => {
      const file = route.split('#')[0];
      return (
        !file.startsWith('/') || !['.mdx', '.md', '/index.mdx'].some((end) => existsSync(path.join(ROOT, file + end)))
      );
    });
    expect(missing, 'write a link as the page route, /developer/api/…').toEqual([]);
  });
});

describe('the Errors page', () => {
  test('renders the table from the document: a row per code, with its status, meaning and advice', async () => {
    const {dereferenced} = await loadDocument();
    const source = readFileSync(path.join(ROOT, PAGE), 'utf8');
    expect(source).toContain('<ApiErrorCodes />');
    expect(source, 'no typed row of the table').not.toMatch(/^\| `[a-z_]+` \| `\d{3}` \|/m);
    // The helpers read the list of retried codes through the token, not a copy.
    expect(source.match(/%API_RETRYABLE_ERROR_CODES%/g)?.length).toBe(2);

    const tree: Node = {
      type: 'root',
      children: [{type: 'mdxJsxFlowElement', name: 'ApiErrorCodes', attributes: [], children: []}],
    };
    const output = await expandReferences(tree, 'developer/error-codes-test.mdx', dereferenced);
    // A Markdown table in the page itself: no fragment, no component.
    expect(output).toBeUndefined();
    const [table] = tree.children!;
    expect(table.type).toBe('table');
    const text = (node: Node): string => node.value ?? (node.children ?? []).map(text).join('');
    const rows = table.children!.map((row) => row.children!.map(text));
    expect(rows[0]).toEqual(['Code', 'Status', 'Meaning', 'Retry?']);
    const codes = errorCodes(dereferenced)
      .filter((row) => !row.only)
      .sort(byStatusThenCode);
    expect(rows.slice(1)).toEqual(
      codes.map((row) => [row.code, String(row.status), plainText(row.meaning), plainText(retryText(row))]),
    );
    expect(rows.find((row) => row[0] === 'idempotency_key_in_use')).toEqual([
      'idempotency_key_in_use',
      '409',
      'A request with this Idempotency-Key is still running.',
      "Yes, with the same key after Retry-After seconds, for up to the operation's client timeout: the first request can run that long.",
    ]);
  });

  test('"Try it" gives the same meaning and advice, as text', async () => {
    const {dereferenced} = await loadDocument();
    const simulation = simulationOf(dereferenced, operationsById(dereferenced).get('createChatbot')!)!;
    const invalid = simulation.errors.find((error) => error.code === 'parameter_invalid')!;
    expect(invalid).toMatchObject({
      status: 400,
      meaning: 'A parameter has the wrong type or is outside its limits; param names it.',
      retry: 'No. Fix the value.',
    });
  });
});
