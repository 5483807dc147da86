/**
 * What the request builder's "Try it" answers with, made at build time from the operation's own document and
 * shipped in the builder's data (loaded when a reader opens the builder): the success response's example, or one
 * generated from its schema by openapi-sampler (the sampler Redoc uses) when the document has none, and the
 * documented errors the builder's own checks can lead to, with the advice the Errors page gives for each (the
 * document's `x-error-codes`, ./error-codes.ts).
 *
 * The sampler runs here, not in the page: it would add more to the reader's download than the whole request
 * builder, and the document does not change between builds.
 */
import {sample} from 'openapi-sampler';
import type {SimulatedError, Simulation} from '../../api-model';
import {errorCodes, plainText, retryText} from './error-codes';
import {formSchema} from './form-schema';
import type {OpenApiDocument, Schema} from './types';
import {exampleOf, type Located} from './view';

/** The codes the builder's checks map to: a missing value, a value outside its limits, an ID that is not there. */
const CHECKED_CODES = ['invalid_request', 'parameter_invalid', 'resource_not_found'];

export function simulationOf(document: OpenApiDocument, located: Located): Simulation | undefined {
  const {operation} = located;
  const responses = Object.entries(operation.responses ?? {});
  const success = responses.find(([status]) => /^2\d\d$/.test(status));
  if (!success) return undefined;
  const [status, response] = success;
  const media = response.content?.['application/json'];
  let body = exampleOf(media);
  let generated = false;
  if (body === undefined && media?.schema) {
    body = sample(media.schema as never, {skipWriteOnly: true, quiet: true}, document);
    generated = true;
  }
  const advice = new Map(errorCodes(document).map((row) => [row.code, row]));
  const errors: SimulatedError[] = [];
  for (const [errorStatus, errorResponse] of responses) {
    for (const example of Object.values(errorResponse.content?.['application/json']?.examples ?? {})) {
      const error = (example.value as {error?: {code?: string; message?: string; request_id?: string}})?.error;
      if (!error?.code || !CHECKED_CODES.includes(error.code)) continue;
      const row = advice.get(error.code)!;
      errors.push({
        status: Number(errorStatus),
        code: error.code,
        message: error.message ?? '',
        requestId: error.request_id ?? '',
        meaning: plainText(row.meaning),
        retry: plainText(retryText(row)),
      });
    }
  }
  return {
    status: Number(status),
    // Shown as text beside the status ("Try it"): the Markdown's words, without its marks (`**`, backticks).
    description: plainText(response.description ?? ''),
    ...(body === undefined ? {} : {body}),
    generated,
    schema: formSchema(media?.schema as Schema | undefined),
    errors,
  };
}
