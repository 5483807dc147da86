/**
 * The published OpenAPI document's schemas as JSON Schema validators (Ajv, draft 2020-12, as OpenAPI 3.1 uses).
 * Strict on purpose: a property a schema does not declare is an error, because a typo in a hand-written sample
 * (`"vistor"`) is otherwise accepted by any JSON Schema validator, Prism's included.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {Ajv2020} from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import {bundleSource} from '../../src/plugins/api-reference/document';
import type {OpenApiDocument} from '../../src/plugins/api-reference/types';
import {strictSchema, type AnySchema} from '../../src/plugins/api-reference/strict-schema';
import {HTTP_METHODS} from '../../src/plugins/api-reference/view';

export type Validate = (value: unknown) => string[];

export type Schemas = {
  document: OpenApiDocument & {components: {schemas: Record<string, AnySchema>}};
  validate(schema: AnySchema, value: unknown): string[];
  /** The JSON request body schema of the operation a request reaches, if it has one. */
  requestBodySchema(method: string, requestPath: string, mediaType?: string): AnySchema | undefined;
  /** The operation a request reaches, by method and path (without the base URL). */
  operationFor(method: string, requestPath: string): {path: string; operationId: string} | undefined;
};

export async function loadSchemas(file = path.resolve('build/openapi.json')): Promise<Schemas> {
  const {dereferenced} = await bundleSource(readFileSync(file, 'utf8'), file);
  const document = dereferenced as Schemas['document'];
  const ajv = new Ajv2020({strict: false, allErrors: true});
  (addFormatsModule as unknown as (instance: Ajv2020) => void)(ajv);
  const cache = new Map<AnySchema, ReturnType<Ajv2020['compile']>>();
  const validate = (schema: AnySchema, value: unknown) => {
    let compiled = cache.get(schema);
    if (!compiled) {
      compiled = ajv.compile(strictSchema(schema));
      cache.set(schema, compiled);
    }
    if (compiled(value)) return [];
    return (compiled.errors ?? []).map((error) => `${error.instancePath || '(root)'} ${error.message}`);
  };
  const routes = Object.entries(document.paths).flatMap(([template, item]) =>
    HTTP_METHODS.filter((method) => item[method]).map((method) => ({
      method,
      template,
      pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`),
      operation: item[method]!,
    })),
  );
  const find = (method: string, requestPath: string) =>
    routes.find((route) => route.method === method.toLowerCase() && route.pattern.test(requestPath));
  return {
    document,
    validate,
    operationFor(method, requestPath) {
      const route = find(method, requestPath);
      return route && {path: route.template, operationId: route.operation.operationId};
    },
    requestBodySchema(method, requestPath, mediaType = 'application/json') {
      return find(method, requestPath)?.operation.requestBody?.content[mediaType]?.schema as AnySchema | undefined;
    },
  };
}
