import {describe, expect, test} from 'vitest';
import {loadDocument} from './document';
import {constraintsOf, errorRows, fieldsOf, mergeAllOf, operationView, operationsById, typeLabel} from './view';

describe('schema to fields', () => {
  test('nested objects, arrays of objects and maps of objects keep their fields in place', () => {
    const fields = fieldsOf({
      type: 'object',
      required: ['rows'],
      properties: {
        rows: {type: 'array', items: {type: 'object', required: ['id'], properties: {id: {type: 'string'}}}},
        visitor: {type: 'object', properties: {email: {type: 'string', format: 'email'}}},
        prices: {type: 'object', additionalProperties: {type: 'object', properties: {amount: {type: 'integer'}}}},
      },
    });
    expect(fields.map((field) => [field.name, field.type, field.required, field.children?.of])).toEqual([
      ['rows', 'array of object', true, 'item'],
      ['visitor', 'object', false, 'object'],
      ['prices', 'map of object', false, 'value'],
    ]);
    expect(fields[0].children?.fields.map((field) => [field.name, field.required])).toEqual([['id', true]]);
    expect(fields[1].children?.fields.map((field) => [field.name, field.type])).toEqual([['email', 'string (email)']]);
    expect(fields[2].children?.fields.map((field) => field.name)).toEqual(['amount']);
  });

  test('an object-or-null field (oneOf or anyOf with null) lists the object’s fields, as do its items', () => {
    const handoff = {type: 'object', properties: {status: {type: 'string'}, reason: {type: 'string'}}} as const;
    const [answer, agent, history, either] = fieldsOf({
      type: 'object',
      properties: {
        answer: {description: 'The answer.', oneOf: [{allOf: [handoff]}, {type: 'null'}]},
        agent: {anyOf: [{type: 'null'}, {type: 'object', properties: {name: {type: 'string'}}}]},
        history: {type: 'array', items: {oneOf: [handoff, {type: 'null'}]}},
        either: {oneOf: [{type: 'string'}, {type: 'integer'}]},
      },
    });
    expect(answer).toMatchObject({type: 'object or null', description: 'The answer.', children: {of: 'object'}});
    expect(answer.children?.fields.map((field) => field.name)).toEqual(['status', 'reason']);
    expect(agent.type).toBe('null or object');
    expect(agent.children?.fields.map((field) => field.name)).toEqual(['name']);
    expect(history.children).toMatchObject({of: 'item'});
    expect(history.children?.fields.map((field) => field.name)).toEqual(['status', 'reason']);
    expect(either.children).toBeUndefined();
  });

  test('allowed values, defaults, constants and patterns are kept apart from the short limits', () => {
    const [period, limit, object, code] = fieldsOf({
      type: 'object',
      properties: {
        period: {type: 'string', enum: ['day', 'month'], default: 'day'},
        limit: {type: 'integer', minimum: 1, maximum: 100, default: 20},
        object: {type: 'string', const: 'event'},
        code: {type: 'string', pattern: '^[A-Z]{2}$', minLength: 2, maxLength: 2},
      },
    });
    expect(period).toMatchObject({enum: ['day', 'month'], default: 'day', constraints: []});
    expect(limit).toMatchObject({default: '20', constraints: ['from 1 to 100']});
    expect(object).toMatchObject({const: 'event'});
    expect(code).toMatchObject({pattern: '^[A-Z]{2}$', constraints: ['2 to 2 characters']});
  });

  test('allOf parts merge their properties and required lists', () => {
    const merged = mergeAllOf({
      allOf: [
        {type: 'object', properties: {a: {type: 'string'}}, required: ['a']},
        {type: 'object', properties: {b: {type: 'integer'}}, required: ['b']},
      ],
    });
    expect(Object.keys(merged.properties ?? {})).toEqual(['a', 'b']);
    expect(merged.required).toEqual(['a', 'b']);
  });

  test('types and limits read as a person would write them', () => {
    expect(typeLabel({type: ['integer', 'null']})).toBe('integer or null');
    expect(typeLabel({type: 'object', additionalProperties: {type: 'string'}})).toBe('map of string');
    expect(typeLabel({type: 'string', contentMediaType: 'application/octet-stream'})).toBe('file');
    expect(constraintsOf({type: 'string', minLength: 1, maxLength: 100})).toEqual(['1 to 100 characters']);
    expect(constraintsOf({type: 'integer', minimum: 0})).toEqual([]);
    expect(constraintsOf({type: 'array', maxItems: 100})).toEqual(['at most 100 items']);
    expect(constraintsOf({type: 'object', maxProperties: 20})).toEqual(['at most 20 keys']);
  });
});

describe('error rows of an operation without a request body (review 43 #4)', () => {
  const badRequest = {
    description: 'The request is malformed.',
    content: {
      'application/json': {
        examples: {
          invalid_request: {
            summary: 'The body is not valid JSON.',
            'x-summary-without-body': 'A query parameter is malformed.',
            value: {error: {code: 'invalid_request'}},
          },
          parameter_invalid: {
            summary: 'A parameter is outside its limits.',
            value: {error: {code: 'parameter_invalid'}},
          },
        },
      },
    },
  };

  test('an example names the body only where the operation takes one', () => {
    expect(errorRows('400', badRequest).map((row) => row.summary)).toEqual([
      'The body is not valid JSON.',
      'A parameter is outside its limits.',
    ]);
    expect(errorRows('400', badRequest, false).map((row) => row.summary)).toEqual([
      'A query parameter is malformed.',
      'A parameter is outside its limits.',
    ]);
  });

  test('in openapi.yaml, GET operations never blame a body; operations with one still do', async () => {
    const {dereferenced} = await loadDocument();
    const invalid = (id: string) =>
      operationView(dereferenced, operationsById(dereferenced).get(id)!).errors.find(
        (row) => row.code === 'invalid_request',
      )?.summary;
    for (const id of ['listChatbots', 'listLeads', 'listMessages', 'deleteGoogleSheetRows']) {
      expect(invalid(id), id).toBe('A required query parameter is missing, or the query string is malformed.');
    }
    expect(invalid('createChatbot')).toBe('The body is not valid JSON, or a required parameter is missing.');
  });
});
