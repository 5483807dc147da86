/**
 * Support traces a request by its ID: the API promises a `Parley-Request-Id` header on every response it sends, and
 * the same ID as `request_id` in every error body. This holds the document to that promise, so that an operation
 * added later cannot leave a response without the header, and an error example cannot show an ID the header's
 * pattern refuses. The rate-limit headers come on every response too (developer/index.mdx, "Rate limits").
 */
import {describe, expect, test} from 'vitest';
import {loadDocument} from './document';
import {HTTP_METHODS} from './view';

type Header = {schema?: {pattern?: string}};
type Response = {
  headers?: Record<string, Header>;
  content?: Record<string, {examples?: Record<string, {value?: unknown}>}>;
};
type Operation = {operationId?: string; responses?: Record<string, Response>};

const HEADER = 'Parley-Request-Id';

describe(`${HEADER}`, () => {
  test.each([[HEADER], ['RateLimit-Limit'], ['RateLimit-Remaining'], ['RateLimit-Reset']])(
    'every response of every API operation carries %s, as the overview promises',
    async (name) => {
      const {dereferenced} = await loadDocument();
      const paths = dereferenced.paths as Record<string, Partial<Record<string, Operation>>>;
      const missing = Object.entries(paths).flatMap(([route, item]) =>
        HTTP_METHODS.flatMap((method) =>
          Object.entries(item[method]?.responses ?? {})
            .filter(([, response]) => !response.headers?.[name])
            .map(
              ([status]) => `${item[method]!.operationId} (${method.toUpperCase()} ${route}) ${status}: add ${name}`,
            ),
        ),
      );
      expect(missing).toEqual([]);
    },
  );

  test('every response of every API operation carries the header', async () => {
    const {dereferenced} = await loadDocument();
    const paths = dereferenced.paths as Record<string, Partial<Record<string, Operation>>>;
    const missing: string[] = [];
    let responses = 0;
    for (const [route, item] of Object.entries(paths)) {
      for (const method of HTTP_METHODS) {
        const operation = item[method];
        if (!operation) continue;
        for (const [status, response] of Object.entries(operation.responses ?? {})) {
          responses += 1;
          if (!response.headers?.[HEADER])
            missing.push(
              `${operation.operationId} (${method.toUpperCase()} ${route}) ${status}: add headers: ${HEADER}: $ref: '#/components/headers/${HEADER}'`,
            );
        }
      }
    }
    expect(responses).toBeGreaterThan(100);
    expect(missing).toEqual([]);
  });

  test("every error example's request_id matches the header's pattern", async () => {
    const {dereferenced} = await loadDocument();
    const components = dereferenced.components as {
      headers: Record<string, Header>;
      responses: Record<string, Response>;
    };
    const pattern = new RegExp(components.headers[HEADER].schema?.pattern ?? '^$');
    const ids = Object.entries(components.responses).flatMap(([name, response]) =>
      Object.entries(response.content?.['application/json']?.examples ?? {}).map(([example, {value}]) => ({
        where: `${name}.${example}`,
        id: (value as {error?: {request_id?: string}} | undefined)?.error?.request_id,
      })),
    );
    expect(ids.length).toBeGreaterThan(20);
    expect(ids.filter(({id}) => !id || !pattern.test(id))).toEqual([]);
  });
});
