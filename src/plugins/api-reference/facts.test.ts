/**
 * openapi/openapi.yaml repeats a few facts of config/facts.ts as literal values (YAML cannot hold a token where a
 * number or a list is expected): the channel enum, the credit cost of each model tier, the page size, the length of
 * a Q&A answer. This test holds the document to config/facts.ts, so that the API reference and the guides cannot
 * disagree. Descriptions use the tokens of config/facts.ts; scripts/facts-in-pages.test.ts finds a fact typed by
 * hand in them, and the tests below check that the published text names what config/facts.ts lists.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {
  api,
  channels,
  chatbotDeletion,
  conversationDeletions,
  creditPacks,
  credits,
  factTokens,
  knowledge,
  leadDeletions,
  plans,
} from '../../../config/facts';
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
const planIds = plans.map((plan) => plan.id);

type Named = {path: string; kind: 'property' | 'parameter'; schema: Record<string, Json>};

/** Every schema property or parameter of the document named `name`, with its JSON path and schema. */
function schemasNamed(node: Json, name: string, path = '#'): Named[] {
  if (Array.isArray(node)) return node.flatMap((item, index) => schemasNamed(item, name, `${path}/${index}`));
  if (node === null || typeof node !== 'object') return [];
  const found: Named[] = [];
  const properties = node.properties;
  if (properties && typeof properties === 'object' && !Array.isArray(properties)) {
    const property = properties[name];
    if (property && typeof property === 'object' && !Array.isArray(property)) {
      found.push({path: `${path}/properties/${name}`, kind: 'property', schema: property});
    }
  }
  if (node.in && node.name === name && node.schema && typeof node.schema === 'object' && !Array.isArray(node.schema)) {
    found.push({path: `${path}/schema`, kind: 'parameter', schema: node.schema});
  }
  return [
    ...found,
    ...Object.entries(node).flatMap(([key, value]) =>
      schemasNamed(value, name, `${path}/${key.replaceAll('/', '~1')}`),
    ),
  ];
}

/**
 * Constraints the document states that config/facts.ts states too: every property (or parameter) of that name, in
 * every schema and operation, must have the keyword set to the fact's value. A new copy of the property is held
 * to the fact as well, so an edit to one of them cannot drift.
 */
const constraints: Array<{kind: Named['kind']; property: string; keyword: string; value: number; fact: string}> = [
  {
    kind: 'property',
    property: 'answer',
    keyword: 'maxLength',
    value: knowledge.qaAnswerMaxCharacters,
    fact: 'knowledge.qaAnswerMaxCharacters',
  },
  {kind: 'parameter', property: 'limit', keyword: 'maximum', value: api.pageSizeMax, fact: 'api.pageSizeMax'},
  {kind: 'parameter', property: 'limit', keyword: 'default', value: api.pageSizeDefault, fact: 'api.pageSizeDefault'},
  {
    kind: 'property',
    property: 'rows',
    keyword: 'maxItems',
    value: api.googleSheetRowsPerWrite,
    fact: 'api.googleSheetRowsPerWrite',
  },
  {
    kind: 'parameter',
    property: 'ids',
    keyword: 'maxItems',
    value: api.googleSheetRowIdsPerDelete,
    fact: 'api.googleSheetRowIdsPerDelete',
  },
];

describe('openapi/openapi.yaml agrees with config/facts.ts', () => {
  test("a visitor's message is at most api.messageMaxCharacters long, as the SDK reference says", async () => {
    const {published} = await loadDocument();
    const schemas = (
      published.components as {schemas: Record<string, {properties: Record<string, {maxLength?: number}>}>}
    ).schemas;
    expect(schemas.MessageCreate.properties.content.maxLength).toBe(api.messageMaxCharacters);
  });

  test('the Channel schema is the channel enum of config/facts.ts', async () => {
    const {published} = await loadDocument();
    const schemas = (published.components as {schemas: Record<string, {enum?: string[]}>}).schemas;
    expect(schemas.Channel.enum).toEqual(channelIds);
  });

  test('no other enum lists channels: every channel field refers to the Channel schema', async () => {
    const {published} = await loadDocument();
    // A Twilio message's `via` is how the message went over the `twilio` channel (SMS or WhatsApp), not a channel.
    const notChannels = ['#/components/schemas/Channel/enum', '#/components/schemas/TwilioMessage/properties/via/enum'];
    const strays = enums(published as Json)
      .filter(({path}) => !notChannels.includes(path))
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

  test.each(constraints)(
    'every `$property` $kind states $keyword as config/facts.ts $fact does',
    async ({kind, property, keyword, value}) => {
      const {published} = await loadDocument();
      const stated = schemasNamed(published as Json, property).filter(
        (named) => named.kind === kind && keyword in named.schema,
      );
      expect(stated.length, `openapi.yaml has a \`${property}\` with ${keyword}`).toBeGreaterThan(0);
      const wrong = stated
        .filter(({schema}) => schema[keyword] !== value)
        .map(({path, schema}) => `${path}/${keyword} is ${String(schema[keyword])}; write ${value}`);
      expect(wrong).toEqual([]);
    },
  );

  test('an enum that lists plans lists the plans of config/facts.ts', async () => {
    const {published} = await loadDocument();
    const wrong = enums(published as Json)
      .filter(({values}) => values.some((value) => planIds.includes(value as never)))
      .filter(({values}) => JSON.stringify(values) !== JSON.stringify(planIds))
      .map(({path, values}) => `${path}: ${values.join(', ')}; write ${planIds.join(', ')}`);
    expect(wrong).toEqual([]);
  });

  test('deleteChatbot names everything config/facts.ts says a deleted chatbot takes with it', async () => {
    const {dereferenced} = await loadDocument();
    const description = dereferenced.paths['/chatbots/{chatbot_id}'].delete!.description ?? '';
    const missing = chatbotDeletion.deletes.filter((item) => !description.includes(item));
    expect(
      missing,
      `openapi.yaml deleteChatbot description: "${description}" (write %CHATBOT_DELETION_DELETES%)`,
    ).toEqual([]);
  });

  test('the upload and its 415 name the file types and size of config/facts.ts', async () => {
    const {dereferenced} = await loadDocument();
    const upload = dereferenced.paths['/chatbots/{chatbot_id}/files'].post!;
    const file = (
      upload.requestBody!.content['multipart/form-data'].schema as {properties: {file: {description: string}}}
    ).properties.file.description;
    const unsupported = JSON.stringify(upload.responses['415'] ?? {});
    for (const type of knowledge.fileTypes) {
      expect(file, `uploadFile's file description names ${type}`).toContain(type);
      expect(unsupported, `uploadFile's 415 example names ${type}`).toContain(type);
    }
    expect(file).toContain(`${knowledge.fileMaxMegabytes} MB`);
  });

  test('credit usage says what carries over as config/facts.ts does, with a plan that includes the API', async () => {
    const {dereferenced} = await loadDocument();
    const operation = dereferenced.paths['/usage/credits'].get!;
    const content = operation.responses['200'].content!['application/json'];
    const properties = (content.schema as {properties: Record<string, {description?: string}>}).properties;
    expect(creditPacks.packCreditsCarryOver && !creditPacks.planCreditsCarryOver).toBe(true);
    expect(properties.credits_purchased.description).toContain(factTokens['%CREDIT_PACK_CARRY_OVER%']);
    expect(properties.credits_included.description).toContain('do not carry over');
    const example = content.example as Record<string, number>;
    const apiPlans = plans.filter((plan) => plan.api).map((plan) => plan.monthlyCredits);
    expect(apiPlans, 'credits_included in the example is the monthly credits of a plan with the API').toContain(
      example.credits_included,
    );
    expect(example.credits_remaining).toBe(example.credits_included + example.credits_purchased - example.credits_used);
  });

  test('lead deletions: who deleted a lead, and the deletion of a chatbot, as config/facts.ts says', async () => {
    const {dereferenced} = await loadDocument();
    const schemas = (dereferenced as unknown as {components: {schemas: Record<string, {enum?: string[]}>}}).components
      .schemas;
    expect(schemas.LeadDeletedBy.enum).toEqual([...leadDeletions.deletedBy]);
    const deleteChatbot = dereferenced.paths['/chatbots/{chatbot_id}'].delete!.description ?? '';
    expect(deleteChatbot, 'Delete a chatbot says each lead sends lead.deleted').toContain('`lead.deleted`');
    expect(deleteChatbot).toContain('`chatbot_deleted`');
    const deleted = dereferenced.webhooks!['lead.deleted'].post!.description ?? '';
    expect(deleted).toContain(factTokens['%LEAD_DELETION_RULE%']);
    const list = dereferenced.paths['/lead-deletions'].get!.description ?? '';
    expect(list).toContain(`${leadDeletions.listDays} days`);
    const said = (dereferenced as unknown as {components: {schemas: Record<string, {description?: string}>}}).components
      .schemas.LeadDeletedBy.description;
    for (const value of leadDeletions.deletedBy)
      expect(said, `LeadDeletedBy's description says when deleted_by is ${value}`).toContain(`- \`${value}\`:`);
  });

  test('conversation deletions: the event, its deleted_by values and lead.deleted session_ids, as config/facts.ts says', async () => {
    const {dereferenced} = await loadDocument();
    const event = dereferenced.webhooks!['conversation.deleted'].post!;
    expect(event.description).toContain(factTokens['%CONVERSATION_DELETION_RULE%']);
    const schema = JSON.stringify(event.requestBody);
    expect(schema).toContain(JSON.stringify([...conversationDeletions.deletedBy]));
    for (const value of conversationDeletions.deletedBy) expect(schema).toContain(`- \`${value}\`:`);
    const leadDeleted = JSON.stringify(dereferenced.webhooks!['lead.deleted'].post!.requestBody);
    expect(leadDeleted, 'lead.deleted lists the conversations erased with the lead').toContain('"session_ids"');
  });

  test('the lead webhook page has a row for every deleted_by value, where its events are delivered', () => {
    const page = readFileSync(path.resolve(import.meta.dirname, '../../../developer/webhook/lead.mdx'), 'utf8');
    const rows = page.split('\n').filter((line) => line.startsWith('| ') && line.includes('| `'));
    for (const value of leadDeletions.deletedBy)
      expect(
        rows.filter((row) => row.split(' | ')[1] === `\`${value}\``),
        `developer/webhook/lead.mdx: a row for deleted_by ${value}`,
      ).toHaveLength(1);
  });
  test('every operation called with an API key lists 403, as the changelog says; the Events URL, with its own token, only for a stopped integration', async () => {
    const {dereferenced} = await loadDocument();
    const global = JSON.stringify(dereferenced.security);
    const found: string[] = [];
    for (const pathItem of Object.values(dereferenced.paths)) {
      for (const operation of Object.values(
        pathItem as Record<string, {operationId?: string; security?: unknown; responses?: Record<string, unknown>}>,
      )) {
        if (!operation?.operationId) continue;
        const apiKey = operation.security === undefined || JSON.stringify(operation.security) === global;
        const forbidden = operation.responses?.['403'] as
          {content?: {'application/json'?: {examples?: Record<string, unknown>}}} | undefined;
        const codes = Object.keys(forbidden?.content?.['application/json']?.examples ?? {});
        // The Events URL never answers plan_required: its token works on every plan with integrations. It answers
        // 403 only while the integration is stopped (a downgrade, a deleted workspace).
        const expected = apiKey ? Boolean(forbidden) : codes.join() === 'payment_integration_inactive' || !forbidden;
        if (!expected)
          found.push(`${operation.operationId}: 403 ${apiKey ? 'missing' : `listed with ${codes.join()}`}`);
      }
    }
    expect(found).toEqual([]);
    expect(global).toContain('apiKey');
  });

  test('the knowledge limit example quotes the limit of the plan that includes the API, and no other plan', async () => {
    const {dereferenced} = await loadDocument();
    const responses = (
      dereferenced as unknown as {
        components: {
          responses: Record<
            string,
            {content: Record<string, {examples: Record<string, {value: {error: {message: string}}}>}>}
          >;
        };
      }
    ).components.responses;
    const message =
      responses.KnowledgeUnprocessable.content['application/json'].examples.knowledge_limit_reached.value.error.message;
    const figure = (id: (typeof plans)[number]['id']) => factTokens[`%PLAN_${id.toUpperCase()}_KNOWLEDGE_CHARACTERS%`];
    for (const plan of plans) {
      if (plan.api) expect(message, `the ${plan.name} plan's limit`).toContain(figure(plan.id));
      else expect(message, `the ${plan.name} plan, which has no API`).not.toContain(figure(plan.id));
    }
  });

  test('what Message a chatbot does when credits or a messages limit run out, as config/facts.ts says', async () => {
    const {dereferenced} = await loadDocument();
    const operation = dereferenced.paths['/chatbots/{chatbot_id}/sessions/{session_id}/messages'].post!;
    // Review 33 #2, review 34 #5: the description links to What to watch for, which names both errors and links to
    // the page's section, which states the rule once.
    expect(operation.description).toContain('(/developer/api/chat/message-a-chatbot#what-to-watch-for)');
    expect(operation.description).not.toMatch(/store nothing|Limit message/);
    // The whole rule, with the states in which neither error comes, is the page's own section.
    const page = readFileSync(
      path.resolve(import.meta.dirname, '../../../developer/api/chat/message-a-chatbot.mdx'),
      'utf8',
    );
    expect(page).toContain(
      '- `402 insufficient_credits` and `429 messages_limit_reached`: see [when credits or a limit run out](#credits-or-limit-used-up).',
    );
    expect(page).toMatch(
      /## When credits or a limit run out \{\/\*#credits-or-limit-used-up\*\/\}\n\n%LIMIT_REACHED_API_ERRORS%\n/,
    );
    expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['402', '429']));
    const responses = (dereferenced as unknown as {components: {responses: Record<string, {description: string}>}})
      .components.responses;
    expect(responses.PaymentRequired.description).toMatch(/Nothing was stored/);
    expect(responses.TooManyMessages.description).toMatch(/stores nothing/);
  });
});
