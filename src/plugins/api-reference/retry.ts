/**
 * The retry rule of each operation: the one place the site learns whether an operation is safe to repeat, whether
 * it takes `Idempotency-Key`, and what a `500` means. openapi/openapi.yaml states it once per operation, as the
 * vendor extension `x-retry`:
 *
 *   x-retry: {safe: false, idempotencyKey: true, onServerError: nothing_done}
 *
 * - `safe`: the same request sent again has no effect beyond the first (reads, `PUT`, most `PATCH` and `DELETE`).
 * - `idempotencyKey`: the operation takes the `Idempotency-Key` header, which makes a retry of an unsafe request safe.
 * - `onServerError`: what a `500` answer with a Parley error object means. `nothing_done`: the request was not
 *   carried out and nothing was stored, so a retry runs it again. (A gateway's `5xx` page is like no answer.)
 *
 * Each operation's reference renders it (remark.ts, "Retries"), the Errors page and the developer overview render
 * the rules of every operation from it (`<ApiRetryRules />`), and retry.test.ts fails on a page that states a rule
 * the document does not.
 */
import {h} from 'hastscript';
import {markdownInline} from './markdown';
import {clientTimeoutSeconds} from './snippets';
import type {OpenApiDocument, Operation} from './types';
import {HTTP_METHODS, type HttpMethod} from './view';

/** What a `500` means, as a sentence (an operation's reference) and in short (the table of every operation). */
const SERVER_ERROR_MEANINGS = {
  nothing_done: {sentence: 'nothing was done or stored', short: 'Not carried out'},
} as const;

export type RetryRule = {
  safe: boolean;
  idempotencyKey: boolean;
  onServerError: keyof typeof SERVER_ERROR_MEANINGS;
  /**
   * The query parameter that names several IDs in one request (Delete Google Sheet data's `ids`), if any: its `404`
   * lists the unknown ones, and a repeat of a delete that went through lists them all.
   */
  idsParameter?: string;
};

export type OperationRetry = {
  operationId: string;
  method: HttpMethod;
  path: string;
  summary: string;
  deprecated: boolean;
  rule: RetryRule;
  /** How long a client waits for the answer, in seconds: `x-client-timeout-seconds`, or the default (snippets.ts). */
  clientTimeoutSeconds: number;
};

/** The operation's `x-retry`, checked: a missing or malformed one fails with what to write. */
export function retryRule(operation: Operation): RetryRule {
  const raw = (operation as Operation & {'x-retry'?: Partial<RetryRule>})['x-retry'];
  const example = '`x-retry: {safe: true, idempotencyKey: false, onServerError: nothing_done}`';
  if (!raw || typeof raw !== 'object') {
    throw new Error(`openapi/openapi.yaml: ${operation.operationId} has no x-retry. Add ${example} to it.`);
  }
  const {safe, idempotencyKey, onServerError} = raw;
  if (typeof safe !== 'boolean' || typeof idempotencyKey !== 'boolean') {
    throw new Error(
      `openapi/openapi.yaml: ${operation.operationId}'s x-retry needs safe and idempotencyKey, true or false.`,
    );
  }
  if (!onServerError || !(onServerError in SERVER_ERROR_MEANINGS)) {
    throw new Error(
      `openapi/openapi.yaml: ${operation.operationId}'s x-retry.onServerError is "${String(onServerError)}"; ` +
        `use one of ${Object.keys(SERVER_ERROR_MEANINGS).join(', ')}.`,
    );
  }
  const idsParameter = (operation.parameters ?? []).find(
    (parameter) => parameter.in === 'query' && parameter.schema?.type === 'array',
  )?.name;
  return {safe, idempotencyKey, onServerError, ...(idsParameter ? {idsParameter} : {})};
}

/** Every operation of the document with its retry rule, in document order. */
export function operationRetries(document: OpenApiDocument): OperationRetry[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    HTTP_METHODS.flatMap((method) => {
      const operation = item[method];
      if (!operation) return [];
      return [
        {
          operationId: operation.operationId,
          method,
          path,
          summary: operation.summary ?? operation.operationId,
          deprecated: Boolean((operation as Operation & {deprecated?: boolean}).deprecated),
          rule: retryRule(operation),
          clientTimeoutSeconds: clientTimeoutSeconds(operation),
        },
      ];
    }),
  );
}

/**
 * The three sentences a reader gets for one operation: repeating it, the key, and a `500`. A `DELETE` that is safe
 * to repeat says what its repeat answers once the first went through: `404` for what is gone, which means done. One
 * that names several IDs in a parameter says how to tell that `404` from one for a few IDs already gone, after which
 * nothing was deleted.
 */
export function retrySentences(rule: RetryRule, method?: string): {repeat: string; key: string; serverError: string} {
  const ids = rule.idsParameter;
  const repeatDelete = ids
    ? 'Safe to repeat: the same request sent again deletes nothing more, so retry it as it is. If `' +
      ids +
      '` in a `404 resource_not_found` lists every ID of this request, an earlier attempt deleted them: done. If it ' +
      'lists only some, nothing was deleted: send the others again.'
    : 'Safe to repeat: the same request sent again deletes nothing more, so retry it as it is. Once the first went ' +
      'through, a repeat answers `404 resource_not_found` naming what it deleted: treat that as done.';
  return {
    repeat: rule.safe
      ? method?.toLowerCase() === 'delete'
        ? repeatDelete
        : 'Safe to repeat: the same request sent again has no effect beyond the first, so retry it as it is.'
      : 'Not safe to repeat without a key: the same request sent again would act again.',
    key: rule.idempotencyKey
      ? 'Takes `Idempotency-Key`: send a new key with each new request, and the same key with each retry of it.'
      : 'Takes no `Idempotency-Key`, and ignores one sent with it.',
    serverError: `After a \`500\` with an error object: ${SERVER_ERROR_MEANINGS[rule.onServerError].sentence}. ${
      rule.idempotencyKey ? 'Retry with the same `Idempotency-Key`.' : 'Retry it as it is.'
    }`,
  };
}

/** The "Retries" part of one operation's reference. */
export function retryPart(rule: RetryRule, method?: string) {
  const {repeat, key, serverError} = retrySentences(rule, method);
  return h(
    'ul',
    {className: ['api-retry']},
    [repeat, key, serverError].map((sentence) => h('li', markdownInline(sentence))),
  );
}

/**
 * An operation as the table and the list name it: its summary and its method and path, and "deprecated" for one that
 * still works until its sunset, so that a reader who still calls it finds its rule.
 */
function operationName(operation: OperationRetry) {
  return [
    operation.summary,
    ' (',
    h('code', `${operation.method.toUpperCase()} ${operation.path}`),
    operation.deprecated ? ', deprecated)' : ')',
  ];
}

/**
 * Every operation's rule in one table, for the Errors page (`<ApiRetryRules />`). Deprecated operations are in it,
 * marked: they still answer until their sunset, and their callers retry them too. Its last column is the client
 * timeout each operation's samples wait and the Errors page's retry helpers take (review 42 #7).
 */
export function retryTable(operations: OperationRetry[]) {
  const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
  // The "After a 500" column only when operations differ in it; while they all share one meaning, the Errors page
  // states it once above the table (retry.test.ts checks that sentence against the document).
  const serverErrorColumn = new Set(operations.map((operation) => operation.rule.onServerError)).size > 1;
  return h('table', {className: ['api-retry-table']}, [
    h('thead', [
      h('tr', [
        h('th', 'Operation'),
        h('th', 'Safe to repeat'),
        h('th', ['Takes ', h('code', 'Idempotency-Key')]),
        ...(serverErrorColumn ? [h('th', ['After a ', h('code', '500')])] : []),
        h('th', 'Client timeout'),
      ]),
    ]),
    h(
      'tbody',
      operations.map((operation) =>
        h('tr', [
          h('td', operationName(operation)),
          h('td', yesNo(operation.rule.safe)),
          h('td', yesNo(operation.rule.idempotencyKey)),
          ...(serverErrorColumn
            ? [
                h('td', [
                  `${SERVER_ERROR_MEANINGS[operation.rule.onServerError].short}: retry `,
                  ...(operation.rule.idempotencyKey ? ['with the same key'] : ['as it is']),
                  '.',
                ]),
              ]
            : []),
          h('td', `${operation.clientTimeoutSeconds} seconds`),
        ]),
      ),
    ),
  ]);
}

/**
 * The operations of a filtered rule as a list (`<ApiRetryRules only="idempotencyKey" />` on the overview), deprecated
 * ones included and marked, as in the table.
 */
export function retryList(operations: OperationRetry[]) {
  return h(
    'ul',
    {className: ['api-retry-list']},
    operations.map((operation) => h('li', operationName(operation))),
  );
}
