/**
 * What the request builder of one operation needs, made at build time and loaded by the page only when a reader
 * opens the builder: the form (parameters and body, from the schema), the example to start from, and the sample
 * templates (./templates.ts).
 */
import type {BuilderData, FormSchema} from '../../components/ApiReference/builder-model';
import {harRequest, type HarRequest} from './snippets';
import {filledFromHar, templateOf} from './templates';
import type {Schema} from './types';
import {exampleOf, mergeAllOf, parametersOf, type Located} from './view';
import type {OpenApiDocument} from './types';
import type {Sample} from './view';
import {simulationOf} from './simulate';
import {IDEMPOTENCY_HEADER, type Target} from '../../components/ApiReference/fill';

const MAX_DEPTH = 8;

/** The schema, with only what the form reads. */
export function formSchema(input: Schema | undefined, depth = MAX_DEPTH): FormSchema {
  if (!input || depth <= 0) return {};
  const schema = mergeAllOf(input);
  const out: FormSchema = {};
  const keys = [
    'type',
    'format',
    'enum',
    'const',
    'default',
    'minimum',
    'maximum',
    'minLength',
    'maxLength',
    'minItems',
    'maxItems',
    'maxProperties',
    'pattern',
    'required',
  ] as const;
  for (const key of keys) if (schema[key] !== undefined) (out as Record<string, unknown>)[key] = schema[key];
  if (schema.description) out.description = schema.description.trim();
  if (schema.contentMediaType || schema.format === 'binary') out.file = true;
  if (schema.properties) {
    out.properties = Object.fromEntries(
      Object.entries(schema.properties).map(([name, property]) => [name, formSchema(property, depth - 1)]),
    );
  }
  if (schema.items) out.items = formSchema(schema.items, depth - 1);
  if (typeof schema.additionalProperties === 'object') out.values = formSchema(schema.additionalProperties, depth - 1);
  return out;
}

/** The builder's data for an operation, with its samples cut into templates (fails the build if they disagree). */
export function builderData(document: OpenApiDocument, located: Located, samples: Sample[]): BuilderData {
  const {operation, method, path} = located;
  const har: HarRequest = harRequest(document, located);
  const request = filledFromHar(har);
  // Headers the samples do not send (no example) are not offered: the templates have no place for them.
  // The Idempotency-Key is not offered either: every run of a sample makes a fresh one (`fillSample`).
  const parameters = parametersOf(located).filter(
    (parameter) =>
      parameter.in === 'path' ||
      parameter.in === 'query' ||
      (parameter.in === 'header' && parameter.example !== undefined && parameter.name !== IDEMPOTENCY_HEADER),
  );
  const freshKey = har.headers.find((header) => header.name === IDEMPOTENCY_HEADER)?.value;
  const paramHeaderNames = new Set(
    parameters.filter((parameter) => parameter.in === 'header' && parameter.example !== undefined).map((p) => p.name),
  );
  const firstParamHeader = har.headers.findIndex((header) => paramHeaderNames.has(header.name));
  const fixed = har.headers
    .filter((header) => !paramHeaderNames.has(header.name))
    .map((h) => [h.name, h.value] as [string, string]);
  const splitAt = firstParamHeader < 0 ? fixed.length : firstParamHeader;
  const [mediaType, media] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
  const example = exampleOf(media);
  const security = operation.security ?? document.security ?? [];
  const simulation = simulationOf(document, located);
  return {
    operationId: operation.operationId,
    method,
    baseUrl: document.servers[0].url,
    path,
    auth: security.some((requirement) => Object.keys(requirement).length > 0),
    params: parameters.map((parameter) => {
      const schema = formSchema(parameter.schema);
      return {
        in: parameter.in as 'path' | 'query' | 'header',
        name: parameter.name,
        required: Boolean(parameter.required),
        schema,
        ...(parameter.example !== undefined
          ? {example: Array.isArray(parameter.example) ? parameter.example.join(',') : String(parameter.example)}
          : {}),
        description: (parameter.description ?? parameter.schema?.description ?? '').trim(),
        ...(parameter.style === 'form' && parameter.explode === false ? {commaSeparated: true} : {}),
      };
    }),
    ...(mediaType && example !== undefined
      ? {
          body: {
            mediaType,
            required: Boolean(operation.requestBody?.required),
            schema: formSchema(media?.schema),
            example,
          },
        }
      : {}),
    fixedHeaders: {before: fixed.slice(0, splitAt), after: fixed.slice(splitAt)},
    ...(freshKey ? {freshKey} : {}),
    ...(simulation ? {simulation} : {}),
    samples: samples.map((sample) => ({
      id: sample.id,
      language: sample.language,
      parts: templateOf(sample.generated ?? sample.code, sample.id as Target, request, operation.operationId),
    })),
  };
}
