/**
 * developer/api/errors.mdx lists every error code of openapi/openapi.yaml with its status. A code added to the
 * document without a row on the page, a row for a code the API never returns, or a status that differs fails here.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {retryableErrorCodes} from '../../../config/facts';
import {loadDocument} from './document';
import {errorRows} from './error-table';
import {HTTP_METHODS} from './view';

const PAGE = path.resolve(__dirname, '../../../developer/api/errors.mdx');

/** Code → status. */
function pageRows(source: string): Map<string, string> {
  return new Map(errorRows(source).map((row) => [row.code, String(row.status)]));
}

describe('the errors page', () => {
  test('lists every error code of openapi.yaml, with its status, and no other', async () => {
    const {dereferenced} = await loadDocument();
    const documented = new Map<string, string>();
    for (const item of Object.values(dereferenced.paths)) {
      for (const method of HTTP_METHODS) {
        for (const [status, response] of Object.entries(item[method]?.responses ?? {})) {
          for (const example of Object.values(response.content?.['application/json']?.examples ?? {})) {
            const code = (example.value as {error?: {code?: string}} | undefined)?.error?.code;
            if (code) documented.set(code, status);
          }
        }
      }
    }
    const rows = pageRows(readFileSync(PAGE, 'utf8'));
    expect(documented.size).toBeGreaterThan(15);
    expect(Object.fromEntries([...rows].sort()), 'developer/api/errors.mdx, table "Error codes"').toEqual(
      Object.fromEntries([...documented].sort()),
    );
  });

  test('the Retry? column says Yes for exactly the retryable codes of config/facts.ts, which the helpers retry', () => {
    const source = readFileSync(PAGE, 'utf8');
    const rows = errorRows(source);
    expect(rows.length).toBeGreaterThan(15);
    const unclear = rows.filter((row) => !/^(Yes|No)\b/.test(row.retry)).map((row) => `${row.code}: ${row.retry}`);
    expect(unclear, 'each Retry? cell starts with Yes or No').toEqual([]);
    const yes = rows.filter((row) => row.retry.startsWith('Yes')).map((row) => row.code);
    expect(yes.sort(), 'developer/api/errors.mdx Retry? "Yes" rows = config/facts.ts retryableErrorCodes').toEqual(
      [...retryableErrorCodes].sort(),
    );
    // Any 5xx is retried by the helpers: the table cannot say No to one.
    expect(rows.filter((row) => row.status >= 500 && !row.retry.startsWith('Yes'))).toEqual([]);
    // The helpers read the list through the token, not a copy.
    expect(source.match(/%API_RETRYABLE_ERROR_CODES%/g)?.length).toBe(2);
  });
});
