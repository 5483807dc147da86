/**
 * Every payment request, answer and payment event the integration guides show (JSON blocks and the bodies of
 * their curl commands) matches the payment schemas of openapi/openapi.yaml, and the shipped sample webhook event
 * matches its webhook. A failure names the page and the line of the block.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {Ajv2020} from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import {beforeAll, describe, expect, it} from 'vitest';
import {loadDocument} from '../../src/plugins/api-reference/document';
import {replaceProductFacts} from '../../src/plugins/remark-product-facts';
import {paymentSchemas} from './schemas';

const ROOT = path.resolve(import.meta.dirname, '../..');
const pages = readdirSync(path.join(ROOT, 'integration'))
  .filter((name) => name.endsWith('.mdx'))
  .map((name) => `integration/${name}`);

type Example = {where: string; value: Record<string, unknown>};

function examplesIn(file: string): Example[] {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  const found: Example[] = [];
  for (const match of text.matchAll(/```(json|bash)[^\n]*\n([\s\S]*?)```/g)) {
    const line = text.slice(0, match.index).split('\n').length;
    const source = match[1] === 'json' ? match[2] : /-d '([\s\S]*?)'/.exec(match[2])?.[1];
    if (!source) continue;
    found.push({where: `${file}:${line}`, value: JSON.parse(replaceProductFacts(source, file))});
  }
  return found;
}

const examples = pages.flatMap(examplesIn);
let schemas: Awaited<ReturnType<typeof paymentSchemas>>;
beforeAll(async () => {
  schemas = await paymentSchemas();
});

describe('payment examples in the integration guides', () => {
  const requests = examples.filter((example) => example.value.object === 'payment_request');
  const answers = examples.filter((example) => 'payment_url' in example.value);
  const events = examples.filter((example) => 'payment_request_id' in example.value && 'type' in example.value);

  it('the guides show requests, answers and events', () => {
    expect(requests.length).toBeGreaterThanOrEqual(2);
    expect(answers.length).toBeGreaterThanOrEqual(1);
    expect(events.length).toBeGreaterThanOrEqual(2);
  });

  it.each(requests.map((example) => [example.where, example] as const))(
    '%s is a valid payment request',
    (_w, example) => {
      expect(schemas.checkRequest(example.value)).toEqual([]);
      const {expires_at, expires_at_unix} = example.value as {expires_at: string; expires_at_unix: number};
      expect(Date.parse(expires_at) / 1000, `${example.where}: expires_at and expires_at_unix disagree`).toBe(
        expires_at_unix,
      );
    },
  );

  it.each(answers.map((example) => [example.where, example] as const))('%s is a valid answer', (_w, example) => {
    expect(schemas.checkAnswer(example.value)).toEqual([]);
  });

  it.each(events.map((example) => [example.where, example] as const))('%s is a valid payment event', (_w, example) => {
    expect(schemas.checkEvent(example.value)).toEqual([]);
  });
});

describe('static/files/lead-created-sample.json', () => {
  it('is a lead.created event as the lead webhook sends it', async () => {
    const {dereferenced} = await loadDocument();
    const schema = dereferenced.webhooks?.['lead.created']?.post?.requestBody?.content['application/json'].schema;
    const ajv = new Ajv2020({strict: false, allErrors: true});
    addFormats.default(ajv);
    const validate = ajv.compile(schema as object);
    const sample = JSON.parse(readFileSync(path.join(ROOT, 'static/files/lead-created-sample.json'), 'utf8'));
    expect(validate(sample) ? [] : validate.errors).toEqual([]);
  });
});
