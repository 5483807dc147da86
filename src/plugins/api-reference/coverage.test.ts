/**
 * Coverage of the reference: what the build cannot see. Every operation and webhook of openapi/openapi.yaml has a
 * page (an unknown or twice-rendered operation already fails the build: the remark plugin and writer-checks), and
 * hand-written requests in the guides (the quick start's curl commands) name a documented method and path.
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
  test('every operation and webhook has a page', async () => {
    const {dereferenced} = await loadDocument();
    const expected = [
      ...[...operationsById(dereferenced).keys()].map((id) => `operation ${id}`),
      ...Object.keys(dereferenced.webhooks ?? {}).map((id) => `webhook ${id}`),
    ];
    const rendered = new Set(references.map((ref) => `${ref.kind} ${ref.id}`));
    const missing = expected
      .filter((key) => !rendered.has(key))
      .map((key) => `${key} has no page: add <ApiOperation operationId="…" /> or <ApiWebhook event="…" /> to one`);
    expect(missing).toEqual([]);
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
