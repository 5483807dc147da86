/**
 * Every JSON code block on the site parses, and every one that is an API object matches its schema in the published
 * openapi.json, strictly (no undeclared property): error bodies, list pages, events (by `type`) and objects (by their
 * `object` value, such as `chat_session`). JSON files linked under /files/ that are events are checked the same way.
 * On developer pages an `object` value the document does not define is an error (a typo, or a schema missing); the
 * other areas may show third-party payloads (Stripe's objects have an `object` field too), which only have to parse.
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {beforeAll, describe, expect, test} from 'vitest';
import {allCodeBlocks, buildDir, describeBlock} from './extract';
import {mergeAllOf} from '../../src/plugins/api-reference/view';
import {loadSchemas, type Schemas} from './schemas';

type Json = Record<string, unknown>;

const jsonBlocks = allCodeBlocks().filter((block) => block.language === 'json');
const files = readdirSync(path.join(buildDir, 'files'))
  .filter((file) => file.endsWith('.json'))
  .map((file) => path.join(buildDir, 'files', file));

let schemas: Schemas;

beforeAll(async () => {
  schemas = await loadSchemas();
});

/** The schemas a JSON value claims to follow, or a reason why none does. */
function schemasFor(value: unknown): {schemas: Array<{name: string; schema: object}>; unknown?: string} {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {schemas: []};
  const object = value as Json;
  const components = schemas.document.components.schemas;
  if ('error' in object) return {schemas: [{name: 'Error', schema: components.Error}]};
  if (object.object === 'event') {
    const schema =
      schemas.document.webhooks?.[String(object.type)]?.post?.requestBody?.content['application/json'].schema;
    return schema
      ? {schemas: [{name: `${object.type} event`, schema}]}
      : {schemas: [], unknown: `event type ${object.type}`};
  }
  // The deprecated first-sheet rows path answers a delete with `{"object": "list", "deleted": [ids]}`, an answer older
  // than the list envelope: its example is checked against its own schema with the document (api-reference tests).
  if (object.object === 'list' && !('data' in object) && Array.isArray(object.deleted)) return {schemas: []};
  if (object.object === 'list') {
    // The envelope here; each item against its own schema, by its `object` (problemsOf walks `data`).
    const envelope = mergeAllOf(components.ListEnvelope);
    const data = {...envelope.properties!.data, items: {}};
    return {schemas: [{name: 'ListEnvelope', schema: {...envelope, properties: {...envelope.properties, data}}}]};
  }
  if (object.deleted === true) return {schemas: [{name: 'Deleted', schema: components.Deleted}]};
  if (typeof object.object !== 'string') return {schemas: []};
  const matching = Object.entries(components)
    .filter(
      ([, schema]) => (mergeAllOf(schema).properties?.object as {const?: unknown} | undefined)?.const === object.object,
    )
    .map(([name, schema]) => ({name, schema}));
  return matching.length ? {schemas: matching} : {schemas: [], unknown: `object "${object.object}"`};
}

/** Problems of one JSON value: its own schema, and the schema of each item of a list page. */
function problemsOf(value: unknown, strictObjects: boolean): string[] {
  const {schemas: candidates, unknown} = schemasFor(value);
  if (unknown) return strictObjects ? [`no schema in openapi.yaml describes ${unknown}`] : [];
  const problems: string[] = [];
  if (candidates.length > 0) {
    const results = candidates.map(({name, schema}) => ({name, errors: schemas.validate(schema as never, value)}));
    if (!results.some((result) => result.errors.length === 0)) {
      problems.push(...results.flatMap(({name, errors}) => errors.map((error) => `${name}: ${error}`)));
    }
  }
  const data = (value as Json | null)?.object === 'list' ? (value as {data?: unknown}).data : undefined;
  if (Array.isArray(data))
    data.forEach((item, index) => problems.push(...problemsOf(item, strictObjects).map((p) => `data[${index}] ${p}`)));
  return problems;
}

test('the build has JSON code blocks to check', () => {
  expect(jsonBlocks.length).toBeGreaterThan(40);
});

describe('JSON code blocks', () => {
  for (const block of jsonBlocks) {
    test(describeBlock(block), () => {
      let value: unknown;
      expect(() => (value = JSON.parse(block.code)), `${describeBlock(block)} is not valid JSON`).not.toThrow();
      expect(problemsOf(value, block.page.startsWith('/guides/developer')), describeBlock(block)).toEqual([]);
    });
  }
});

describe('JSON files under /files/', () => {
  for (const file of files) {
    test(path.basename(file), () => {
      const value = JSON.parse(readFileSync(file, 'utf8'));
      expect(problemsOf(value, false), file).toEqual([]);
    });
  }
});
