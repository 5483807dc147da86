/**
 * What the request builder of one operation needs, made at build time and loaded by the page only when a reader
 * opens the builder: the form (parameters and body, from the schema), the example to start from, and the sample
 * templates (./templates.ts).
 */
import {IDEMPOTENCY_HEADER, type BuilderData, type Target} from '../../api-model';
import {formSchema} from './form-schema';
import {simulationOf} from './simulate';
import {harRequest, queryValue} from './snippets';
import {filledFromHar, templateOf} from './templates';
import type {OpenApiDocument} from './types';
import {exampleOf, parametersOf, type Located, type Sample} from './view';

/** The builder's data for an operation, with its samples cut into templates (fails the build if they disagree). */
export function builderData(document: OpenApiDocument, located: Located, samples: Sample[]): BuilderData {
  const {operation, method, path} = located;
  const har = harRequest(document, located);
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
        ...(parameter.example !== undefined ? {example: queryValue(parameter.example)} : {}),
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
