/**
 * "Try it" answers every operation of openapi/openapi.yaml from its own document: the simulated success response
 * is valid against the operation's response schema (with the reader's own values echoed in), and a request that
 * breaks a limit the builder checks gets the documented error, valid against the error schema.
 */
import {Ajv2020} from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import {beforeAll, describe, expect, test} from 'vitest';
import {builderData} from '../../plugins/api-reference/builder';
import {strictSchema} from '../../plugins/api-reference/strict-schema';
import {loadDocument} from '../../plugins/api-reference/document';
import {simulationOf} from '../../plugins/api-reference/simulate';
import type {OpenApiDocument, Schema} from '../../plugins/api-reference/types';
import {operationsById, type Located} from '../../plugins/api-reference/view';
import type {BuilderData} from '../../api-model';
import {draftOf, initialState, requestOf, type BuilderState, type Draft} from './builder-model';
import {apiParam, simulate} from './try-it';

let document: OpenApiDocument;
let operations: Map<string, Located>;
const ajv = new Ajv2020({strict: false, allErrors: true});
(addFormatsModule as unknown as (instance: Ajv2020) => void)(ajv);

const validate = (schema: Schema | undefined, value: unknown): string[] => {
  const compiled = ajv.compile(strictSchema(schema as never));
  return compiled(value) ? [] : (compiled.errors ?? []).map((error) => `${error.instancePath} ${error.message}`);
};

const schemaOf = (located: Located, status: number) =>
  located.operation.responses[String(status)]?.content?.['application/json']?.schema;

beforeAll(async () => {
  ({dereferenced: document} = await loadDocument());
  operations = operationsById(document);
});

const dataOf = (operationId: string): BuilderData => builderData(document, operations.get(operationId)!, []);

function tryIt(data: BuilderData, state: BuilderState) {
  const {request, problems} = requestOf(data, state, {});
  return simulate(data, state, problems, request.body);
}

describe('Try it', () => {
  test('every operation answers the example request with its documented success, valid against its schema', () => {
    expect(operations.size).toBeGreaterThan(25);
    for (const [operationId, located] of operations) {
      const data = dataOf(operationId);
      const state = initialState(data, {});
      expect(requestOf(data, state, {}).problems, operationId).toEqual([]);
      const response = tryIt(data, state);
      expect(response, operationId).toBeDefined();
      expect(response!.status, operationId).toBeGreaterThanOrEqual(200);
      expect(response!.status, operationId).toBeLessThan(300);
      expect(response!.error).toBeUndefined();
      expect(validate(schemaOf(located, response!.status), response!.body), operationId).toEqual([]);
    }
  });

  test("the reader's values come back where the response has the same field, still valid", () => {
    const data = dataOf('createChatbot');
    const state = initialState(data, {});
    const body = state.body as Record<string, Draft>;
    const response = tryIt(data, {...state, body: {...body, name: 'Returns desk', temperature: '0.7'}})!;
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({name: 'Returns desk', temperature: 0.7, object: 'chatbot'});
    expect(response.echoed).toEqual(['name', 'temperature']);
    expect(validate(schemaOf(operations.get('createChatbot')!, 201), response.body)).toEqual([]);

    const get = dataOf('getChatbot');
    const fetched = tryIt(get, {...initialState(get, {}), params: {chatbot_id: 'bot_Zq8Rw2Lm5X'}})!;
    expect(fetched.body).toMatchObject({id: 'bot_Zq8Rw2Lm5X'});
    expect(validate(schemaOf(operations.get('getChatbot')!, 200), fetched.body)).toEqual([]);
  });

  test('a value outside its limits gets the documented 400 parameter_invalid, with the Errors page advice', () => {
    const data = dataOf('createChatbot');
    const state = initialState(data, {});
    const body = state.body as Record<string, Draft>;
    const response = tryIt(data, {...state, body: {...body, temperature: '3'}})!;
    expect(response.status).toBe(400);
    expect(response.error).toMatchObject({
      code: 'parameter_invalid',
      param: 'temperature',
      retry: 'No. Fix the value.',
    });
    expect(response.body).toMatchObject({error: {code: 'parameter_invalid', param: 'temperature'}});
    expect(validate(schemaOf(operations.get('createChatbot')!, 400), response.body)).toEqual([]);

    const missing = tryIt(data, {...state, body: {...body, name: ''}})!;
    expect(missing).toMatchObject({status: 400, error: {code: 'invalid_request', param: 'name'}});
  });

  test('every operation whose checks can fail answers a broken request with a documented error', () => {
    let broken = 0;
    for (const [operationId, located] of operations) {
      const data = dataOf(operationId);
      const state = initialState(data, {});
      // The first limit the builder checks: a bounded query value, else a required body field left empty.
      const bounded = data.params.find((param) => param.in === 'query' && param.schema.maximum !== undefined);
      const requiredField = data.body?.schema.required?.find(
        (name) => data.body!.mediaType === 'application/json' && data.body!.schema.properties?.[name],
      );
      const path = data.params.find((param) => param.in === 'path');
      let next: BuilderState | undefined;
      if (bounded) next = {...state, params: {...state.params, [bounded.name]: String(bounded.schema.maximum! + 1)}};
      else if (requiredField) {
        next = {...state, body: {...(state.body as Record<string, Draft>), [requiredField]: undefined}};
      } else if (path) next = {...state, params: {...state.params, [path.name]: ''}};
      if (!next) continue;
      const response = tryIt(data, next);
      // The error answers' named examples (a success may have named examples too, such as a limit and no limit).
      const documented = Object.entries(located.operation.responses)
        .filter(([status]) => Number(status) >= 400)
        .flatMap(([status, response]) =>
          Object.values(response.content?.['application/json']?.examples ?? {}).map((example) => [
            Number(status),
            (example.value as {error: {code: string}}).error.code,
          ]),
        );
      expect(response?.error, operationId).toBeDefined();
      expect(documented, operationId).toContainEqual([response!.status, response!.error!.code]);
      expect(validate(schemaOf(located, response!.status), response!.body), operationId).toEqual([]);
      broken += 1;
    }
    expect(broken).toBeGreaterThan(20);
  });

  test('an operation without an example is answered from its schema by the sampler', () => {
    const located = operations.get('getChatbot')!;
    const response = located.operation.responses['200']!;
    const media = response.content!['application/json']!;
    const bare = {
      ...located,
      operation: {
        ...located.operation,
        responses: {
          '200': {
            ...response,
            content: {
              'application/json': {schema: media.schema},
            },
          },
        },
      },
    } as Located;
    const simulation = simulationOf(document, bare)!;
    expect(simulation.generated).toBe(true);
    expect(validate(media.schema, simulation.body)).toEqual([]);
  });

  test('form paths become the API’s param names', () => {
    expect(apiParam('Query limit')).toBe('limit');
    expect(apiParam('knowledge[1].title')).toBe('knowledge[0].title');
    expect(draftOf({type: 'string'}, 'x')).toBe('x');
  });
});
