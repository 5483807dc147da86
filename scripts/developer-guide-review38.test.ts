/**
 * Review round 38 (developer guide): each rule at its owner, once. Webhook attempts are signed when sent; the
 * limit-reached decision for flows; …
 */
import {describe, expect, it} from 'vitest';
import {parse} from 'yaml';
import {expand, line, read, section} from './page-text';

type Document = {components: Record<string, Record<string, {description?: string} & Record<string, unknown>>>};
const openapi = () => parse(read('openapi/openapi.yaml')) as Document;

describe('developer guide, review round 38', () => {
  it('every webhook attempt (retries, Resend) is signed when it is sent: in WebhookSignature and on Verify the signature', () => {
    const header = openapi().components.parameters.WebhookSignature.description!.replace(/\s+/g, ' ');
    expect(header).toContain('The time this attempt was signed');
    expect(header).toContain('every attempt, a retry or **Resend** too, is signed when it is sent.');
    const verify = section('developer/webhook/delivery.mdx', '## Verify the signature');
    expect(verify).toContain(
      '`t` is the Unix time at which this attempt was signed: every attempt, a retry or **Resend** too, is signed when it is sent, with the secrets in force then',
    );
    expect(verify).not.toContain('at which the delivery was signed');
  });

  it('flows keep running when credits or a messages limit run out: decided once in facts.ts, on the billing page and Message a chatbot by token', async () => {
    const {credits, limitReached} = await import('../config/facts');
    expect(credits.perFlowMessage).toBe(0);
    const flows =
      /Flows keep running: their blocks cost no credits and do not count toward the \*\*Messages limit\*\*, so only a message the AI would answer gets/;
    expect(limitReached.channels).toMatch(flows);
    expect(limitReached.channels).toMatch(/gets the \*\*Limit message\*\*\.$/);
    expect(limitReached.api).toMatch(flows);
    expect(limitReached.api).toMatch(/gets the error\.$/);
    // The pages get it through the tokens, not by hand.
    expect(read('user/workspace/billing.mdx')).toContain('%LIMIT_REACHED_CHANNELS%');
    // Review 43 #3: the page gives the errors, then the states without an answer as list items, and the flows rule.
    const runOut = section('developer/api/chat/message-a-chatbot.mdx', '## When credits or a limit run out');
    expect(runOut).toContain('%LIMIT_REACHED_API_ERRORS%');
    expect(runOut).toContain('- %LIMIT_REACHED_API_FLOWS%');
    expect(expand('%LIMIT_REACHED_API_FLOWS%')).toMatch(flows);
    expect(expand('%LIMIT_REACHED_CHANNELS%')).toMatch(flows);
  });

  it('List Google Sheet sources, never paged, says has_more is always false and next_cursor always null, as List AI models does', async () => {
    const {loadDocument} = await import('../src/plugins/api-reference/document');
    const {operationView, operationsById} = await import('../src/plugins/api-reference/view');
    const {dereferenced} = await loadDocument();
    const view = operationView(dereferenced, operationsById(dereferenced).get('listGoogleSheetSources')!);
    const fields = view.responses.find((response) => response.status === '200')!.fields;
    expect(fields.find((field) => field.name === 'has_more')?.description).toBe('Always `false`.');
    expect(fields.find((field) => field.name === 'next_cursor')?.description).toBe('Always `null`.');
  });

  it("a deprecated operation says so once, in its mark: the generator leaves out its description's deprecation paragraph, the page has one sentence", async () => {
    const {loadDocument} = await import('../src/plugins/api-reference/document');
    const {operationView, operationsById, withoutDeprecationLead} = await import('../src/plugins/api-reference/view');
    const {dereferenced} = await loadDocument();
    const operations = operationsById(dereferenced);
    const legacy = [...operations.values()].filter((located) => located.operation.deprecated);
    expect(legacy.length).toBeGreaterThanOrEqual(4);
    for (const located of legacy) {
      // The published document keeps it; the page shows the rest.
      expect(located.operation.description).toMatch(/^Deprecated since /);
      const view = operationView(dereferenced, located);
      expect(view.description, located.operation.operationId).not.toMatch(/Deprecated since|its last day/);
      expect(view.description.length).toBeGreaterThan(20);
    }
    // Not deprecated: the description is kept whole.
    expect(withoutDeprecationLead({description: 'Deprecated since X.\n\nRest.'})).toBe('Deprecated since X.\n\nRest.');
    expect(withoutDeprecationLead({deprecated: true, description: 'Deprecated since X:\nmore.\n\nRest.'})).toBe(
      'Rest.',
    );
    for (const page of ['create', 'get', 'update', 'delete']) {
      const text = read(`developer/api/chatbot/source/googlesheet/first-sheet/${page}.mdx`);
      const intro = text.split('\n---\n')[1].split('<ApiOperation')[0];
      expect(intro, page).not.toMatch(/deprecated/i);
      expect(intro, page).toContain('works until %SHEET_ROWS_FIRST_SHEET_LAST_DAY%, its last day');
    }
  });

  it('409 idempotency_key_in_use carries Retry-After on every response that returns it', () => {
    const responses = openapi().components.responses as Record<
      string,
      {headers?: Record<string, unknown>; content?: unknown}
    >;
    const returning = Object.entries(responses).filter(([, response]) =>
      JSON.stringify(response.content ?? {}).includes('"code":"idempotency_key_in_use"'),
    );
    expect(returning.length).toBeGreaterThanOrEqual(4);
    for (const [name, response] of returning) expect(response.headers, name).toHaveProperty('Retry-After');
  });

  it('rate_limited allows for a raised limit (openapi.yaml and the recipe), and test mode says the limit plainly', () => {
    for (const file of ['openapi/openapi.yaml', 'developer/recipes/answer-visitors-from-your-back-end.mdx']) {
      expect(read(file), file).not.toMatch(/[Mm]ore than %API_RATE_LIMIT_PER_MINUTE% requests/);
    }
    expect(read('openapi/openapi.yaml')).toContain(
      'than its rate limit (%API_RATE_LIMIT_PER_MINUTE% a minute unless raised)',
    );
    expect(line('developer/api/test-mode.mdx', '| Rate limits |')).toContain(
      // Review 47 #5: with the test workspace's own ceiling, the overview's token.
      '| The same limit per key as live keys, a raised limit included. %API_RATE_LIMIT_TEST_WORKSPACE% ([Rate limits](../index.mdx#rate-limits)). |',
    );
  });

  it('links to the back-end recipe are labelled with its title', () => {
    const title = /^title: "(.+)"$/m.exec(read('developer/recipes/answer-visitors-from-your-back-end.mdx'))![1];
    expect(title).toBe('Answer a visitor from your back end');
    expect(read('developer/webhook/conversation.mdx')).toContain(
      `[${title}](../recipes/answer-visitors-from-your-back-end.mdx)`,
    );
    expect(read('developer/webhook/conversation.mdx')).not.toContain('[Answer visitors from your back end]');
    expect(read('developer/api/chat/message-a-chatbot.mdx')).not.toContain('**No lead is saved.**');
  });

  it('the secrets variable is named as the samples name it; no call deletes a session says so plainly; the Slack alert says it is Node.js only', () => {
    const setUp = section('developer/webhook/delivery.mdx', '## Set up an endpoint');
    expect(setUp).toContain("in your receiver's secrets variable, for the servers below `PARLEY_WEBHOOK_SECRETS`");
    expect(setUp).toContain('`PARLEY_CHAT_WEBHOOK_SECRETS` in the back-end recipe');
    expect(read('developer/index.mdx')).toContain(
      "your receiver's secrets variable (`PARLEY_WEBHOOK_SECRETS` in the samples)",
    );
    const watch = section('developer/api/delete-lead.mdx', '## What to watch for');
    expect(watch).toContain('- **No call deletes a chat session.** This is a gap in the API');
    expect(read('developer/api/delete-lead.mdx')).not.toContain('The API has no call that deletes a session.');
    expect(section('developer/webhook/handoff.mdx', '## Alert your team')).toContain(
      'It is for Node.js only: with the [Python or PHP server](./delivery.mdx#write-the-server)',
    );
  });

  it("the 2026-11-28 notes' cells are one sentence and a link: none over 400 characters with its tokens written out", () => {
    const long = read('openapi/releases/notes/2026-11-28.md')
      .split('\n')
      .filter((row) => row.startsWith('| ') && !row.startsWith('| ---'))
      .flatMap((row) => row.slice(1, -1).split(' | '))
      .map((cell) => expand(cell.trim()))
      .filter((cell) => cell.length > 400)
      .map((cell) => `${cell.length}: ${cell.slice(0, 80)}`);
    expect(long).toEqual([]);
  });
});
