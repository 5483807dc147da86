/**
 * One retry rule per operation, stated once: the `x-retry` of each operation in openapi/openapi.yaml (./retry.ts).
 *
 * - The document: every operation has a well-formed `x-retry`; it takes `Idempotency-Key` exactly when the header is
 *   among its parameters; a read is safe to repeat; an operation that is not safe to repeat takes a key, so the
 *   retry helpers of developer/api/errors.mdx, which send a key on every attempt, never act twice.
 * - The pages: a sentence that calls operations safe to repeat (or retryable without a key), unsafe to repeat (or
 *   acting twice), or says a `500` may have been carried out, is compared with the `x-retry` of every operation it
 *   names (by method, by its summary, or by a link to its reference page). A contradiction fails with the file, the
 *   line and the operations.
 * - The reference: each operation's page renders its rule, and the Errors page and the overview render the table
 *   and the list from the document, not from a typed copy.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {loadDocument} from './document';
import {expandReferences, type Node} from './remark';
import {operationRetries, retrySentences, retryTable, type OperationRetry} from './retry';
import {parametersOf, operationsById} from './view';

const ROOT = path.resolve(import.meta.dirname, '../../..');

function mdxFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), {withFileTypes: true}).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return mdxFiles(relative);
    return /\.mdx?$/.test(entry.name) ? [relative] : [];
  });
}

const PAGES = ['developer', 'user', 'integration'].flatMap(mdxFiles);

/** The operations each page renders with `<ApiOperation operationId="…" />`, by file. */
function operationsByPage(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const file of PAGES) {
    const ids = [...readFileSync(path.join(ROOT, file), 'utf8').matchAll(/<ApiOperation operationId="(\w+)"/g)].map(
      (match) => match[1],
    );
    if (ids.length > 0) found.set(file, ids);
  }
  return found;
}

type Claim = 'safe' | 'unsafe' | 'maybe-carried-out';
export type Contradiction = {file: string; line: number; claim: Claim; sentence: string; operations: string[]};

const UNSAFE =
  /\b(?:unsafe to (?:repeat|retry)|not safe to (?:repeat|retry)|would act twice|acts? twice if repeated)\b/i;
const SAFE =
  /\b(?:safe to (?:repeat|retry)|repeating is safe|(?:retried|retry|repeated|sent again)\b[^.]*without (?:a|an|the) (?:`Idempotency-Key`|key)|same (?:result|effect) (?:when repeated|however often))/i;
const MAYBE = /\b(?:may or may not have been carried out|may have been carried out|cannot know whether it was)\b/i;
const METHOD = /`?\b(GET|POST|PUT|PATCH|DELETE)\b`?/g;

/** Names a reader would write for an operation: its summary, without articles, without "chatbot". */
function aliases(summary: string): string[] {
  const lower = summary.toLowerCase();
  const bare = lower.replace(/\b(?:a|an|the)\s+/g, '');
  const noChatbot = bare.replace(/\bchatbot(?:'s)?\s+/g, '');
  return [...new Set([lower, bare, noChatbot.split(' ').length >= 2 ? noChatbot : bare])];
}

/**
 * The retry claims of a page that the document contradicts. `pageOps` maps a linked page (resolved from `file`) to
 * the operations it renders.
 */
export function contradictions(
  file: string,
  source: string,
  operations: OperationRetry[],
  pageOps: Map<string, string[]>,
): Contradiction[] {
  const found: Contradiction[] = [];
  const lines = source.replace(/^---\n[\s\S]*?\n---\n/, (front) => front.replace(/[^\n]/g, '')).split('\n');
  let inCode = false;
  lines.forEach((text, index) => {
    if (/^\s*(```|~~~)/.test(text)) inCode = !inCode;
    if (inCode) return;
    for (const sentence of text.split(/(?<=[.!?])\s+(?=[A-Z`*[])/)) {
      const claim: Claim | undefined = UNSAFE.test(sentence)
        ? 'unsafe'
        : SAFE.test(sentence)
          ? 'safe'
          : MAYBE.test(sentence)
            ? 'maybe-carried-out'
            : undefined;
      if (!claim) continue;
      // What the sentence speaks of: operations by name (the longest name first, so that "edit chatbot knowledge"
      // is not also "edit chatbot") or by a link to their page; failing those, every operation of a method it names.
      const named = new Set<OperationRetry>();
      let rest = ` ${sentence.toLowerCase().replace(/[*`]/g, '')} `;
      const names = operations
        .flatMap((operation) => aliases(operation.summary).map((alias) => ({alias, operation})))
        .sort((a, b) => b.alias.length - a.alias.length);
      for (const {alias, operation} of names) {
        const pattern = new RegExp(`(?<![a-z])${alias.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![a-z])`, 'g');
        if (pattern.test(rest)) {
          named.add(operation);
          rest = rest.replace(pattern, ' ');
        }
      }
      for (const [, target] of sentence.matchAll(/\]\(([^)#\s]+\.mdx?)(?:#[^)]*)?\)/g)) {
        const linked = path.normalize(path.join(path.dirname(file), target));
        for (const id of pageOps.get(linked) ?? []) {
          const operation = operations.find((item) => item.operationId === id);
          if (operation) named.add(operation);
        }
      }
      if (named.size === 0) {
        for (const [, method] of sentence.matchAll(METHOD)) {
          for (const operation of operations) if (operation.method === method.toLowerCase()) named.add(operation);
        }
      }
      // Naming nothing, a sentence on an operation's own reference page speaks of that operation.
      if (named.size === 0) {
        for (const id of pageOps.get(file) ?? []) {
          const operation = operations.find((item) => item.operationId === id);
          if (operation) named.add(operation);
        }
      }
      // A 500 "may have been carried out" speaks of every operation when it names none.
      const subjects = claim === 'maybe-carried-out' && named.size === 0 ? new Set(operations) : named;
      const wrong = [...subjects].filter((operation) =>
        claim === 'safe'
          ? !operation.rule.safe
          : claim === 'unsafe'
            ? operation.rule.safe
            : operation.rule.onServerError === 'nothing_done' &&
              /\b(?:500|5xx|internal_error)\b/.test(sentence) &&
              // A gateway's 5xx page, with no error object, is like no answer: it may follow a request carried out.
              !/\bgateway's\b/.test(sentence),
      );
      if (wrong.length > 0) {
        found.push({
          file,
          line: index + 1,
          claim,
          sentence: sentence.trim(),
          operations: wrong.map((operation) => operation.operationId),
        });
      }
    }
  });
  return found;
}

describe('x-retry in openapi.yaml', () => {
  test('every operation states its rule; the key matches its parameters; what is unsafe takes a key', async () => {
    const {dereferenced} = await loadDocument();
    const operations = operationRetries(dereferenced);
    const located = operationsById(dereferenced);
    expect(operations.length).toBe(located.size);
    const wrong: string[] = [];
    for (const operation of operations) {
      const takesKey = parametersOf(located.get(operation.operationId)!).some(
        (parameter) => parameter.in === 'header' && parameter.name === 'Idempotency-Key',
      );
      if (takesKey !== operation.rule.idempotencyKey)
        wrong.push(`${operation.operationId}: x-retry.idempotencyKey is ${operation.rule.idempotencyKey}`);
      if (!operation.rule.safe && !operation.rule.idempotencyKey)
        wrong.push(`${operation.operationId}: not safe to repeat and takes no Idempotency-Key, so no retry is safe`);
      if (operation.method === 'get' && !operation.rule.safe) wrong.push(`${operation.operationId}: a read is safe`);
    }
    expect(wrong).toEqual([]);
    // An operation that takes a key says what a reused or running key answers: `409`, with both codes.
    const missing409 = operations
      .filter((operation) => operation.rule.idempotencyKey)
      .flatMap((operation) => {
        const conflict = located.get(operation.operationId)!.operation.responses?.['409'] as
          {content?: Record<string, {examples?: Record<string, {value?: {error?: {code?: string}}}>}>} | undefined;
        const codes = Object.values(conflict?.content?.['application/json']?.examples ?? {}).map(
          (example) => example.value?.error?.code,
        );
        return ['idempotency_key_reused', 'idempotency_key_in_use']
          .filter((code) => !codes.includes(code))
          .map((code) => `${operation.operationId}: takes Idempotency-Key but no 409 returns ${code}`);
      });
    expect(missing409).toEqual([]);
    // The case the guides got wrong: a PATCH that is not safe to repeat.
    const knowledge = operations.find((operation) => operation.operationId === 'updateChatbotKnowledge')!;
    expect(knowledge.method).toBe('patch');
    expect(knowledge.rule).toEqual({safe: false, idempotencyKey: true, onServerError: 'nothing_done'});
  });
});

describe('pages state no retry rule the document does not', () => {
  test('every page agrees with x-retry', async () => {
    const {dereferenced} = await loadDocument();
    const operations = operationRetries(dereferenced);
    const pageOps = operationsByPage();
    const found = PAGES.flatMap((file) =>
      contradictions(file, readFileSync(path.join(ROOT, file), 'utf8'), operations, pageOps),
    ).map(
      (item) =>
        `${item.file}:${item.line}: calls ${item.operations.join(', ')} ${item.claim}, which its x-retry in ` +
        `openapi/openapi.yaml contradicts: "${item.sentence}". Say it as the document does, or render ` +
        '<ApiRetryRules />.',
    );
    expect(found).toEqual([]);
  });

  test('the checks can fail: the sentences this issue found contradicting the document', async () => {
    const {dereferenced} = await loadDocument();
    const operations = operationRetries(dereferenced);
    const pageOps = operationsByPage();
    const check = (file: string, text: string) => contradictions(file, text, operations, pageOps);
    // The overview: every PATCH retried without a key, though Edit chatbot knowledge is not safe to repeat.
    const overview = check(
      'developer/index.mdx',
      '`GET` calls, and the `PUT`, `PATCH` and `DELETE` calls, give the same result when repeated: retry them without a key.',
    );
    expect(overview.flatMap((item) => item.operations)).toContain('updateChatbotKnowledge');
    // A page calling a safe operation unsafe, through a link to its reference page.
    expect(
      check('developer/api/lead.mdx', 'Never retry [Delete a lead](./delete-lead.mdx): it is not safe to repeat.'),
    ).toMatchObject([{claim: 'unsafe', operations: ['deleteLead']}]);
    // The Errors page: a 500 that "may or may not have been carried out", where the document says nothing was done.
    expect(
      check(
        'developer/api/errors.mdx',
        '| `internal_error` | `500` | The request may or may not have been carried out. |',
      ),
    ).toMatchObject([{claim: 'maybe-carried-out'}]);
    // A sentence on an operation's own page that names nothing speaks of that operation.
    expect(
      check(
        'developer/api/chatbot/edit-chatbot-knowledge.mdx',
        '- **Repeating is safe.** Sending the same change twice leaves it as after the first.',
      ),
    ).toMatchObject([{claim: 'safe', operations: ['updateChatbotKnowledge']}]);
    // What agrees passes.
    expect(check('developer/index.mdx', 'Edit chatbot knowledge would act twice if repeated.')).toEqual([]);
  });
});

describe('the reference renders the rule from the document', () => {
  test('an operation page has a Retries section; <ApiRetryRules /> renders every operation', async () => {
    const {dereferenced} = await loadDocument();
    const element = (name: string, attributes: Record<string, string>): Node => ({
      type: 'mdxJsxFlowElement',
      name,
      attributes: Object.entries(attributes).map(([key, value]) => ({type: 'mdxJsxAttribute', name: key, value})),
      children: [],
    });
    const tree: Node = {type: 'root', children: [element('ApiOperation', {operationId: 'updateChatbotKnowledge'})]};
    const output = await (await expandReferences(tree, 'developer/retry-test-operation.mdx', dereferenced))?.render({});
    expect(JSON.stringify(tree)).toContain('"value":"Retries"');
    const rule = operationRetries(dereferenced).find((item) => item.operationId === 'updateChatbotKnowledge')!.rule;
    const part = output!.fragments['updateChatbotKnowledge.retry']!;
    expect(part).toContain(retrySentences(rule).repeat.split(':')[0]);
    expect(part).toContain('Idempotency-Key');

    const table: Node = {type: 'root', children: [element('ApiRetryRules', {})]};
    const tableOutput = await (
      await expandReferences(table, 'developer/retry-test-table.mdx', dereferenced)
    )?.render({});
    const html = tableOutput!.fragments['retry-rules']!;
    const all = operationRetries(dereferenced);
    expect(
      all.some((item) => item.deprecated),
      'the document has a deprecated operation to list',
    ).toBe(true);
    for (const operation of all) {
      const mark = operation.deprecated ? '</code>, deprecated)' : '</code>)';
      expect(html, `${operation.operationId} in the table`).toContain(
        `${operation.method.toUpperCase()} ${operation.path}${mark}`,
      );
    }
    const list: Node = {type: 'root', children: [element('ApiRetryRules', {only: 'idempotencyKey'})]};
    const listHtml = (await (await expandReferences(list, 'developer/retry-test-list.mdx', dereferenced))?.render({}))!
      .fragments['retry-rules']!;
    expect(listHtml).toContain('PATCH /chatbots/{chatbot_id}/knowledge');
    expect(listHtml).not.toContain('GET ');
    for (const operation of all.filter((item) => item.rule.idempotencyKey && item.deprecated)) {
      expect(listHtml, `${operation.operationId}, deprecated, in the list of operations that take a key`).toContain(
        `${operation.method.toUpperCase()} ${operation.path}</code>, deprecated)`,
      );
    }
  });

  test('the Errors page and the overview render the rules instead of typing them', () => {
    const errors = readFileSync(path.join(ROOT, 'developer/api/errors.mdx'), 'utf8');
    const overview = readFileSync(path.join(ROOT, 'developer/index.mdx'), 'utf8');
    expect(errors).toContain('<ApiRetryRules />');
    expect(overview).toContain('<ApiRetryRules only="idempotencyKey" />');
  });

  test("a safe DELETE's Retries says a repeat answers 404 for what is gone, and for several IDs when that means done; the sheet rows' 404 lists every unknown ID", async () => {
    const {dereferenced} = await loadDocument();
    const deletes = operationRetries(dereferenced).filter((item) => item.method === 'delete' && item.rule.safe);
    expect(deletes.length).toBeGreaterThan(0);
    for (const item of deletes) {
      const {repeat} = retrySentences(item.rule, item.method);
      expect(repeat, item.operationId).toContain('`404 resource_not_found`');
      if (item.rule.idsParameter) continue;
      expect(repeat, item.operationId).toContain('treat that as done');
    }
    // A delete of several IDs: every ID is one the reader sent, so only a 404 that lists all of them means done; one
    // that lists some (rows deleted in the sheet meanwhile) means nothing was deleted.
    const severalIds = deletes.filter((item) => item.rule.idsParameter);
    expect(severalIds.map((item) => item.operationId).sort()).toEqual([
      'deleteGoogleSheetRows',
      'deleteGoogleSheetRowsLegacy',
    ]);
    for (const item of severalIds) {
      const {repeat} = retrySentences(item.rule, item.method);
      expect(repeat, item.operationId).toContain(
        'If `ids` in a `404 resource_not_found` lists every ID of this request, an earlier attempt deleted them: done.',
      );
      expect(repeat, item.operationId).toContain('If it lists only some, nothing was deleted: send the others again.');
      expect(repeat, item.operationId).not.toContain('treat that as done');
    }
    // Other safe operations keep the plain sentence.
    const read = operationRetries(dereferenced).find((item) => item.method === 'get')!;
    expect(retrySentences(read.rule, read.method).repeat).not.toContain('404');

    const rows = operationsById(dereferenced).get('deleteGoogleSheetRows')!.operation as unknown as {
      responses: Record<string, {content: Record<string, {examples: Record<string, {value: unknown}>}>}>;
      parameters: Array<{name: string; example?: string[]}>;
    };
    const example = Object.values(rows.responses['404'].content['application/json'].examples)[0].value as {
      error: {param: string; ids: string[]};
    };
    const sent = rows.parameters.find((parameter) => parameter.name === 'ids')!.example!;
    // A retry of the documented delete after it went through: one answer names every ID, not one per round trip.
    expect(example.error).toMatchObject({param: 'ids', ids: sent});
  });
});

describe("the Errors page's table of every operation (review 32 #7)", () => {
  test('while every operation means the same by a 500, the table has no column for it and the page says it once', async () => {
    const {dereferenced} = await loadDocument();
    const operations = operationRetries(dereferenced);
    const table = JSON.stringify(retryTable(operations));
    const page = readFileSync(path.resolve(import.meta.dirname, '../../../developer/api/errors.mdx'), 'utf8');
    const rule =
      'After a `500` with an error object, no operation was carried out: retry with the same key where it takes one, as it is otherwise.';
    if (operations.every((operation) => operation.rule.onServerError === 'nothing_done')) {
      expect(table).not.toContain('After a ');
      expect(table).not.toContain('Not carried out');
      expect(page).toContain(rule);
    } else {
      expect(table).toContain('After a ');
      expect(page).not.toContain(rule);
    }
  });
});
