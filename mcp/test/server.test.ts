/**
 * The MCP server as an AI tool uses it: the SDK's client starts `help-docs-mcp --build <build>` over stdio,
 * lists its tools and calls them; every answer is checked against what the site itself shows for the same
 * build: the search box's engine and index, the Markdown twin of the page, the OpenAPI document.
 */
import {readFile, readdir} from 'node:fs/promises';
import path from 'node:path';
import {parseYaml} from '@redocly/openapi-core';
import {afterAll, beforeAll, describe, expect, test} from 'vitest';
import {siteUrl, baseUrl} from '../../config/site-url.mjs';
import {assertBuilt, buildDir, connect, searchBox, textOf, type Connected} from './helpers';

interface Question {
  q: string;
  from: string;
  answers: string[];
}

type SourceParameter = {$ref?: string; name?: string};

let server: Connected;

beforeAll(async () => {
  assertBuilt();
  server = await connect(['--build', buildDir]);
});

afterAll(async () => {
  await server?.close();
});

async function search(query: string, area?: string, limit?: number) {
  const result = await server.client.callTool({
    name: 'search_guides',
    arguments: {query, ...(area ? {area} : {}), ...(limit ? {limit} : {})},
  });
  expect(result.isError ?? false, textOf(result)).toBe(false);
  return (
    result.structuredContent as {
      results: {page: string; url: string; breadcrumb: string[]; passage: string | null}[];
    }
  ).results;
}

describe('help-docs-mcp over a build', () => {
  test('lists its four tools, each with an input schema', async () => {
    const {tools} = await server.client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([
      'get_operation',
      'list_operations',
      'read_page',
      'search_guides',
    ]);
    for (const tool of tools) {
      expect(tool.description, tool.name).toBeTruthy();
      expect(tool.inputSchema.type, tool.name).toBe('object');
      expect(tool.annotations?.readOnlyHint, tool.name).toBe(true);
    }
  });

  test('a reader question finds the page the search box suggests first, with its section', async () => {
    // Questions the navbar box must answer (e2e/search.spec.ts), asked from the same area.
    const [authorization] = await search('401', 'developer');
    expect(authorization.url).toBe(`${siteUrl}${baseUrl}developer/api/authorization#401-and-403-answers`);
    expect(authorization.breadcrumb).toEqual(['Developer Guides', 'API', '401 and 403 answers']);
    expect((await search('webhok signatur', 'developer'))[0].page).toBe('developer/webhook/delivery');
    expect((await search('takeover a conversation from the bot', 'user'))[0].page).toBe(
      'user/getting-started/livechat',
    );
    // From the home page (no area): all three areas.
    expect((await search('go high level chat'))[0].page).toBe('integration/ghl-chat-integration');
  });

  test('a plain request to start a chat session finds the operation that does it first, with its passage', async () => {
    // Issue 32: two recipes that walk through it used to rank above it.
    for (const area of ['developer', undefined]) {
      const [first] = await search('start a chat session', area);
      expect(first.page).toBe('developer/api/chat/create-session');
    }
    const [credits] = await search('credits_remaining', 'developer');
    expect(credits.page).toBe('developer/api/get-message-credits-usage');
    expect(credits.passage).toContain('credits_remaining');
  });

  test('every question of the search evaluation ranks its pages as the search box does', async () => {
    const {questions} = JSON.parse(await readFile('measure/search-eval/questions.json', 'utf8')) as {
      questions: Question[];
    };
    expect(questions.length).toBeGreaterThan(100);
    for (const {q, from} of questions) {
      const expected = (await searchBox(q, from)).slice(0, 5);
      const got = (await search(q, from || undefined, 5)).map((result) => result.page);
      expect(got, `"${q}" from "${from}"`).toEqual(expected);
    }
  });

  test('a search that matches nothing says so', async () => {
    const result = await server.client.callTool({name: 'search_guides', arguments: {query: 'qqqzzzxxyy'}});
    expect(result.structuredContent).toEqual({results: []});
    expect(textOf(result)).toMatch(/No page of the guides matches/);
  });

  test('read_page returns the Markdown twin the site publishes, by path or by URL', async () => {
    const twin = await readFile(path.join(buildDir, 'developer/api/lead.md'), 'utf8');
    for (const page of [
      'developer/api/lead',
      `${baseUrl}developer/api/lead`,
      `${siteUrl}${baseUrl}developer/api/lead#request`,
      `${siteUrl}${baseUrl}developer/api/lead.md`,
    ]) {
      const result = await server.client.callTool({name: 'read_page', arguments: {page}});
      expect(result.isError ?? false, page).toBe(false);
      expect(textOf(result), page).toBe(twin);
    }
    // A search result's page reads as its twin too.
    const [first] = await search('install the app on my iphone', 'user');
    const result = await server.client.callTool({name: 'read_page', arguments: {page: first.page}});
    expect(textOf(result)).toBe(await readFile(path.join(buildDir, `${first.page}.md`), 'utf8'));
  });

  test('read_page of a page that does not exist is an error that points to search_guides', async () => {
    for (const page of ['developer/api/no-such-page', '../package.json', 'developer/../../secret']) {
      const result = await server.client.callTool({name: 'read_page', arguments: {page}});
      expect(result.isError, page).toBe(true);
      expect(textOf(result), page).toMatch(/search_guides/);
    }
  });

  test("get_operation returns openapi.yaml's operation: method, path, parameters, and the page that documents it", async () => {
    const source = parseYaml(await readFile('openapi/openapi.yaml', 'utf8')) as {
      paths: Record<
        string,
        {parameters?: SourceParameter[]; get?: {operationId?: string; parameters?: SourceParameter[]}}
      >;
      components: {parameters: Record<string, {name: string}>};
    };
    const published = JSON.parse(await readFile(path.join(buildDir, 'openapi.json'), 'utf8')) as {
      servers: {url: string}[];
    };
    const [pathKey, pathItem] = Object.entries(source.paths).find(([, item]) => item.get?.operationId === 'listLeads')!;
    // The path item's parameters and the operation's own.
    const parameterNames = [...(pathItem.parameters ?? []), ...(pathItem.get!.parameters ?? [])].map((parameter) =>
      parameter.$ref ? source.components.parameters[parameter.$ref.split('/').pop()!].name : parameter.name,
    );
    // The guide page that renders it: the MDX file with <ApiOperation operationId="listLeads" />.
    const mdx = (await readdir('developer', {recursive: true})).filter((file) => file.endsWith('.mdx'));
    const documenting = [];
    for (const file of mdx) {
      if ((await readFile(path.join('developer', file), 'utf8')).includes('operationId="listLeads"'))
        documenting.push(file);
    }
    expect(documenting).toHaveLength(1);

    for (const name of ['listLeads', `GET ${pathKey}`, `get  ${pathKey}`]) {
      const result = await server.client.callTool({name: 'get_operation', arguments: {operation: name}});
      expect(result.isError ?? false, textOf(result)).toBe(false);
      const {operation} = result.structuredContent as {
        operation: {
          id: string;
          method: string;
          path: string;
          url: string;
          parameters: {name: string; in: string; required: boolean; schema?: {type?: string}}[];
          responses: Record<string, {content?: Record<string, {schema?: unknown}>}>;
          guidePage: {page: string};
        };
      };
      expect(operation).toMatchObject({id: 'listLeads', method: 'GET', path: pathKey});
      expect(operation.url).toBe(`${published.servers[0].url}${pathKey}`);
      expect(operation.parameters.map((parameter) => parameter.name).sort()).toEqual([...parameterNames].sort());
      // References resolved: the path parameter's schema and the 200 response's schema are there in full.
      const chatbotId = operation.parameters.find((parameter) => parameter.name === 'chatbot_id')!;
      expect(chatbotId).toMatchObject({in: 'path', required: true, schema: {type: 'string'}});
      // The 200 response: a page of leads, the Lead schema inlined (it names the lead's `email`), no reference left.
      const page = JSON.stringify(operation.responses['200'].content!['application/json'].schema);
      expect(page).toContain('"email"');
      expect(page).not.toContain('"$ref"');
      expect(operation.guidePage.page).toBe(`developer/${documenting[0].replace(/\.mdx$/, '')}`);
    }
  });

  test('webhooks are listed apart from operations and found by their event name', async () => {
    const listed = await server.client.callTool({name: 'list_operations', arguments: {kind: 'webhook'}});
    const {operations} = listed.structuredContent as {operations: {id: string; path: string; kind: string}[]};
    const published = JSON.parse(await readFile(path.join(buildDir, 'openapi.json'), 'utf8')) as {
      webhooks: Record<string, unknown>;
      paths: Record<string, Record<string, unknown>>;
    };
    expect(operations.map((operation) => operation.path).sort()).toEqual(Object.keys(published.webhooks).sort());
    const all = await server.client.callTool({name: 'list_operations', arguments: {}});
    const operationCount = Object.values(published.paths).flatMap((item) =>
      Object.keys(item).filter((key) => ['get', 'put', 'post', 'delete', 'patch'].includes(key)),
    ).length;
    expect((all.structuredContent as {operations: unknown[]}).operations).toHaveLength(
      operationCount + operations.length,
    );

    const result = await server.client.callTool({name: 'get_operation', arguments: {operation: 'lead.created'}});
    expect(result.structuredContent).toMatchObject({
      operation: {kind: 'webhook', method: 'POST', path: 'lead.created', guidePage: {page: 'developer/webhook/lead'}},
    });
  });

  test('an unknown operation is an error that points to list_operations', async () => {
    const result = await server.client.callTool({name: 'get_operation', arguments: {operation: 'launchRocket'}});
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(/list_operations/);
  });
});
