/**
 * developer/api/errors.mdx lists every error code of openapi/openapi.yaml with its status. A code added to the
 * document without a row on the page, a row for a code the API never returns, or a status that differs fails here.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {loadDocument} from './document';
import {HTTP_METHODS} from './view';

const PAGE = path.resolve(__dirname, '../../../developer/api/errors.mdx');

/** `| \`code\` | \`400\` | …` rows of the page's "Error codes" table: code → status. */
function pageRows(source: string): Map<string, string> {
  const section = source.split('## Error codes')[1]?.split('\n## ')[0] ?? '';
  const rows = new Map<string, string>();
  for (const match of section.matchAll(/^\| `([a-z_]+)` \| `(\d{3})` \|/gm)) rows.set(match[1], match[2]);
  return rows;
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
});
