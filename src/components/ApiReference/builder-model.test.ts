import {describe, expect, test} from 'vitest';
import {draftOf, initialState, kindOf, requestOf, valueOf} from './builder-model';
import type {BuilderData, FormSchema, Problem} from '../../api-model';

const body: FormSchema = {
  type: 'object',
  required: ['name'],
  properties: {
    name: {type: 'string', minLength: 1, maxLength: 10},
    temperature: {type: 'number', minimum: 0, maximum: 1},
    limit: {type: 'integer', minimum: 1},
    period: {type: 'string', enum: ['day', 'month']},
    email: {type: 'string', format: 'email'},
    tags: {type: 'array', maxItems: 2, items: {type: 'string'}},
    knowledge: {
      type: 'array',
      items: {
        type: 'object',
        required: ['type'],
        properties: {type: {type: 'string'}, url: {type: 'string', format: 'uri'}},
      },
    },
    metadata: {type: 'object', maxProperties: 1, values: {type: 'string'}},
    visitor: {type: 'object', required: ['id'], properties: {id: {type: 'string'}}},
  },
};

const check = (draft: unknown) => {
  const problems: Problem[] = [];
  const value = valueOf(body, draftOf(body, draft), '', true, problems);
  return {value, problems: problems.map((problem) => `${problem.path}: ${problem.message}`)};
};

describe('request builder model', () => {
  test('every kind of schema gets its input', () => {
    expect(Object.values(body.properties!).map(kindOf)).toEqual([
      'string',
      'number',
      'integer',
      'enum',
      'string',
      'list',
      'rows',
      'map',
      'object',
    ]);
  });

  test('the example round-trips through the form unchanged', () => {
    const example = {
      name: 'Desk',
      temperature: 0.5,
      limit: 3,
      period: 'day',
      tags: ['a', 'b'],
      knowledge: [{type: 'url', url: 'https://x.org/a'}],
      metadata: {plan: 'pro'},
      visitor: {id: 'v1'},
    };
    expect(check(example)).toEqual({value: example, problems: []});
  });

  test('problems are said in words, with the field, and the value is left out', () => {
    const {value, problems} = check({
      name: 'A much too long name',
      temperature: 2,
      limit: 1.5,
      email: 'nope',
      tags: ['a', 'b', 'c'],
      metadata: {a: 'x', b: 'y'},
      knowledge: [{url: 'x'}],
    });
    expect(problems).toEqual([
      'name: At most 10 characters; this has 20.',
      'temperature: Must be from 0 to 1.',
      'limit: Enter a whole number.',
      'email: Enter an email address, like name@example.com.',
      'tags: At most 2 items; this has 3.',
      'knowledge[1].type: Required.',
      'knowledge[1].url: Enter a full address, like https://example.com/page.',
      'metadata: At most 1 key.',
    ]);
    expect(value).toEqual({tags: ['a', 'b', 'c'], knowledge: [{}], metadata: {a: 'x', b: 'y'}});
  });

  test('a required field left empty is named; an optional object left empty is left out without asking for its fields', () => {
    expect(check({name: ''}).problems).toEqual(['name: Required.']);
    expect(check({name: 'x', visitor: {id: ''}}).value).toEqual({name: 'x'});
  });

  const data: BuilderData = {
    operationId: 'listLeads',
    method: 'get',
    baseUrl: 'https://api.example.com/v1',
    path: '/chatbots/{chatbot_id}/leads',
    auth: true,
    params: [
      {in: 'path', name: 'chatbot_id', required: true, schema: {type: 'string'}, example: 'bot_1', description: ''},
      {in: 'query', name: 'limit', required: false, schema: {type: 'integer', maximum: 100}, description: ''},
      {in: 'query', name: 'q', required: false, schema: {type: 'string'}, description: ''},
      {
        in: 'header',
        name: 'Idempotency-Key',
        required: false,
        schema: {type: 'string'},
        example: 'k1',
        description: '',
      },
    ],
    fixedHeaders: {before: [['Authorization', 'Bearer YOUR_API_KEY']], after: []},
    samples: [],
  };

  test("the request: path IDs from the reader's values, query in order and encoded, the API key in its header", () => {
    const state = initialState(data, {chatbot_id: 'bot_mine'});
    state.params.limit = '20';
    state.params.q = "it's a (test)";
    const {request, problems} = requestOf(data, state, {api_key: 'sk_test_x'});
    expect(problems).toEqual([]);
    expect(request.url).toBe('https://api.example.com/v1/chatbots/bot_mine/leads?limit=20&q=it%27s%20a%20%28test%29');
    expect(request.headers).toEqual([
      ['Authorization', 'Bearer sk_test_x'],
      ['Idempotency-Key', 'k1'],
    ]);
  });

  test('an operation with another credential (the payment Events token) keeps its placeholder, not the API key', () => {
    const events: BuilderData = {
      ...data,
      fixedHeaders: {before: [['Authorization', 'Bearer YOUR_EVENTS_TOKEN']], after: []},
    };
    const {request} = requestOf(events, initialState(events, {}), {api_key: 'sk_test_x'});
    expect(request.headers[0]).toEqual(['Authorization', 'Bearer YOUR_EVENTS_TOKEN']);
    expect(JSON.stringify(request)).not.toContain('sk_test_x');
  });

  test('a query value with a problem is left out, a path ID left empty keeps the example', () => {
    const state = initialState(data, {});
    state.params.limit = '500';
    state.params.chatbot_id = '';
    const {request, problems} = requestOf(data, state, {});
    expect(request.url).toBe('https://api.example.com/v1/chatbots/bot_1/leads');
    expect(problems.map((problem) => `${problem.path}: ${problem.message}`)).toEqual([
      'Path chatbot_id: Required: the samples keep bot_1 until you enter one.',
      'Query limit: Must be at most 100. Left out of the samples until then.',
    ]);
  });
});
