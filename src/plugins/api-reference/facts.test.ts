/**
 * openapi/openapi.yaml repeats a few facts of config/facts.ts as literal values (YAML cannot hold a token where a
 * number or a list is expected): the channel enum, the credit cost of each model tier, the page size. This test holds
 * the document to config/facts.ts, so that the API reference and the guides cannot disagree.
 */
import {describe, expect, test} from 'vitest';
import {api, channels, credits} from '../../../config/facts';
import {loadDocument} from './document';

type Json = null | boolean | number | string | Json[] | {[key: string]: Json};

/** Every `enum` array in the document, with its JSON path. */
function enums(node: Json, path = '#'): Array<{path: string; values: Json[]}> {
  if (Array.isArray(node)) return node.flatMap((item, index) => enums(item, `${path}/${index}`));
  if (node === null || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, value]) =>
    key === 'enum' && Array.isArray(value)
      ? [{path: `${path}/enum`, values: value}]
      : enums(value, `${path}/${key.replaceAll('/', '~1')}`),
  );
}

const channelIds = channels.map((channel) => channel.id);

describe('openapi/openapi.yaml agrees with config/facts.ts', () => {
  test('the Channel schema is the channel enum of config/facts.ts', async () => {
    const {published} = await loadDocument();
    const schemas = (published.components as {schemas: Record<string, {enum?: string[]}>}).schemas;
    expect(schemas.Channel.enum).toEqual(channelIds);
  });

  test('no other enum lists channels: every channel field refers to the Channel schema', async () => {
    const {published} = await loadDocument();
    const strays = enums(published as Json)
      .filter(({path}) => path !== '#/components/schemas/Channel/enum')
      .filter(({values}) =>
        values.some(
          (value) =>
            typeof value === 'string' &&
            (channelIds.includes(value as never) || ['widget', 'sms', 'whatsapp', 'messenger'].includes(value)),
        ),
      )
      .map(({path, values}) => `${path}: ${values.join(', ')}`);
    expect(strays).toEqual([]);
  });

  test('the model list example costs what config/facts.ts says per tier', async () => {
    const {dereferenced} = await loadDocument();
    const example = dereferenced.paths['/models'].get!.responses['200'].content!['application/json'].example as {
      data: Array<{id: string; tier: 'standard' | 'advanced'; credits_per_message: number}>;
    };
    const expected = {standard: credits.perAnswerStandard, advanced: credits.perAnswerAdvanced};
    expect(example.data.length).toBeGreaterThan(1);
    expect(new Set(example.data.map((model) => model.tier))).toEqual(new Set(['standard', 'advanced']));
    for (const model of example.data) {
      expect(model.credits_per_message, model.id).toBe(expected[model.tier]);
    }
  });

  test('the answer in the message example costs what its model costs', async () => {
    const {dereferenced} = await loadDocument();
    const models = dereferenced.paths['/models'].get!.responses['200'].content!['application/json'].example as {
      data: Array<{id: string; credits_per_message: number}>;
    };
    const chatbot = dereferenced.paths['/chatbots/{chatbot_id}'].get!.responses['200'].content!['application/json']
      .example as {id: string; model: string};
    const exchange = dereferenced.paths['/chatbots/{chatbot_id}/sessions/{session_id}/messages'].post!.responses['200']
      .content!['application/json'].example as {credits_used: number};
    const model = models.data.find((item) => item.id === chatbot.model);
    expect(model, `the example chatbot's model ${chatbot.model} is in the model list example`).toBeDefined();
    expect(exchange.credits_used).toBe(model!.credits_per_message);
  });

  test('the page size limits are those of config/facts.ts', async () => {
    const {published} = await loadDocument();
    const limit = (published.components as {parameters: Record<string, {schema: {maximum: number; default: number}}>})
      .parameters.Limit;
    expect(limit.schema.maximum).toBe(api.pageSizeMax);
    expect(limit.schema.default).toBe(api.pageSizeDefault);
  });
});
