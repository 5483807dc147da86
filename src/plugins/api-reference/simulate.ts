/**
 * What the request builder's "Try it" answers with, made at build time from the operation's own document and
 * shipped in the builder's data (loaded when a reader opens the builder): the success response's example, or one
 * generated from its schema by openapi-sampler (the sampler Redoc uses) when the document has none, and the
 * documented errors the builder's own checks can lead to, with the Errors page's advice for each.
 *
 * The sampler runs here, not in the page: it would add more to the reader's download than the whole request
 * builder, and the document does not change between builds.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {sample} from 'openapi-sampler';
import type {SimulatedError, Simulation} from '../../api-model';
import {replaceProductFacts} from '../remark-product-facts';
import {formSchema} from './form-schema';
import {SITE_DIR} from './document';
import type {OpenApiDocument, Schema} from './types';
import {exampleOf, type Located} from './view';

export const ERRORS_PAGE = path.join(SITE_DIR, 'developer/api/errors.mdx');

/** Markdown of a table cell as plain text: the advice is shown as text beside the simulated error. */
const plain = (cell: string) =>
  cell
    .replace(/\[([^\]]+)\]\([^)]+\)/g, '$1')
    .replace(/\*\*([^*]+)\*\*/g, '$1')
    .replace(/`([^`]+)`/g, '$1')
    .trim();

let advice: Map<string, {meaning: string; retry: string}> | undefined;

/** The "Error codes" table of the Errors page: code → what it means and whether to retry. */
export function errorsPageAdvice(file = ERRORS_PAGE): Map<string, {meaning: string; retry: string}> {
  if (advice && file === ERRORS_PAGE) return advice;
  const source = replaceProductFacts(readFileSync(file, 'utf8'), path.relative(SITE_DIR, file));
  const section = source.split('## Error codes')[1]?.split('\n## ')[0] ?? '';
  const rows = new Map<string, {meaning: string; retry: string}>();
  for (const match of section.matchAll(/^\| `([a-z_]+)` \| `\d{3}` \| (.*) \| (.*) \|$/gm)) {
    rows.set(match[1]!, {meaning: plain(match[2]!), retry: plain(match[3]!)});
  }
  if (file === ERRORS_PAGE) advice = rows;
  return rows;
}

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
  const page = errorsPageAdvice();
  const errors: SimulatedError[] = [];
  for (const [errorStatus, errorResponse] of responses) {
    for (const example of Object.values(errorResponse.content?.['application/json']?.examples ?? {})) {
      const error = (example.value as {error?: {code?: string; message?: string; request_id?: string}})?.error;
      if (!error?.code || !CHECKED_CODES.includes(error.code)) continue;
      const row = page.get(error.code);
      errors.push({
        status: Number(errorStatus),
        code: error.code,
        message: error.message ?? '',
        requestId: error.request_id ?? '',
        meaning: row?.meaning ?? (example.summary ?? '').trim(),
        retry: row?.retry ?? '',
      });
    }
  }
  return {
    status: Number(status),
    description: (response.description ?? '').trim(),
    ...(body === undefined ? {} : {body}),
    generated,
    schema: formSchema(media?.schema as Schema | undefined),
    errors,
  };
}
