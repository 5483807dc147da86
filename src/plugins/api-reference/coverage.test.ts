/**
 * Coverage of the reference: every operation and webhook of openapi/openapi.yaml is rendered by exactly one
 * developer page, and every page names an operation or webhook that exists. Hand-written requests in the guides
 * (the quick start's curl commands) must name a documented method and path too.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {loadDocument} from './document';
import {operationsById} from './view';

const ROOT = path.resolve(__dirname, '../../..');
// The developer guide renders the API; the integration guide renders the payment block (Events URL, payment request).
const GUIDES = ['developer', 'integration'].map((area) => path.join(ROOT, area));

function mdxFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return mdxFiles(full);
    return /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

type Found = {kind: 'operation' | 'webhook'; id: string; file: string};

/** `<ApiOperation operationId="…" />` and `<ApiWebhook event="…" />`, as the remark plugin reads them. */
function referencesIn(source: string, file: string): Found[] {
  const found: Found[] = [];
  for (const match of source.matchAll(/<(ApiOperation|ApiWebhook)\b([^>]*)\/?>/g)) {
    const attribute = match[1] === 'ApiOperation' ? 'operationId' : 'event';
    const id = new RegExp(`${attribute}="([^"]*)"`).exec(match[2])?.[1] ?? '';
    found.push({kind: match[1] === 'ApiOperation' ? 'operation' : 'webhook', id, file});
  }
  return found;
}

const pages = GUIDES.flatMap(mdxFiles).map((file) => ({
  file: path.relative(ROOT, file),
  source: readFileSync(file, 'utf8'),
}));
const references = pages.flatMap((page) => referencesIn(page.source, page.file));

describe('API reference coverage', () => {
  test('every page names an operation or webhook that exists in openapi/openapi.yaml', async () => {
    const {dereferenced} = await loadDocument();
    const operations = operationsById(dereferenced);
    const events = new Set(Object.keys(dereferenced.webhooks ?? {}));
    const unknown = references
      .filter((ref) => (ref.kind === 'operation' ? !operations.has(ref.id) : !events.has(ref.id)))
      .map((ref) => `${ref.file}: unknown ${ref.kind} "${ref.id}"`);
    expect(unknown).toEqual([]);
  });

  test('every operation and webhook is rendered by exactly one page', async () => {
    const {dereferenced} = await loadDocument();
    const expected = [
      ...[...operationsById(dereferenced).keys()].map((id) => `operation ${id}`),
      ...Object.keys(dereferenced.webhooks ?? {}).map((id) => `webhook ${id}`),
    ];
    const pagesOf = new Map(expected.map((key) => [key, [] as string[]]));
    for (const ref of references) pagesOf.get(`${ref.kind} ${ref.id}`)?.push(ref.file);
    const problems = [...pagesOf].flatMap(([key, files]) =>
      files.length === 1
        ? []
        : [`${key} is rendered by ${files.length} pages${files.length ? `: ${files.join(', ')}` : ''}`],
    );
    expect(problems).toEqual([]);
    expect(references.length).toBe(expected.length);
  });

  test('the finder sees every form a writer uses', () => {
    const source = '<ApiOperation operationId="a" />\n<ApiOperation  operationId="b"/>\n<ApiWebhook event="c.d" />';
    expect(referencesIn(source, 'x.mdx').map((ref) => ref.id)).toEqual(['a', 'b', 'c.d']);
  });

  test('hand-written requests in the guides call documented operations', async () => {
    const {dereferenced} = await loadDocument();
    const routes = [...operationsById(dereferenced).values()].map(({method, path: route}) => ({
      method: method.toUpperCase(),
      pattern: new RegExp(`^${route.replace(/\{[^}]+\}/g, '[^/]+')}$`),
    }));
    const problems: string[] = [];
    let checked = 0;
    for (const page of pages) {
      for (const block of page.source.matchAll(/```bash\n([\s\S]*?)```/g)) {
        for (const command of block[1].split(/\n(?=curl )/)) {
          const url = /%API_BASE_URL%(\/[^\s'"?]*)/.exec(command)?.[1];
          if (!url) continue;
          const method = /--request (\w+)|-X (\w+)/.exec(command)?.slice(1).find(Boolean) ?? 'GET';
          const route = url.replace(/\$\w+/g, 'x');
          checked += 1;
          if (!routes.some((known) => known.method === method && known.pattern.test(route))) {
            problems.push(`${page.file}: ${method} ${url} is not in openapi/openapi.yaml`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
    // The quick start alone has four requests: a finder that sees none is broken.
    expect(checked).toBeGreaterThanOrEqual(4);
  });
});
