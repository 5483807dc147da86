/**
 * Review round 43's findings on the developer guide, fixed in round 45: the Webhooks category's test step names a
 * test or copy endpoint, the sender IP page says which requests are retried, credits usage says what a copy misses,
 * test mode says `402 insufficient_credits` never comes, the workspace-wide rate ceiling (config/facts.ts), the AI
 * model list on the API's plan, and the copy endpoint's test store. The `400 invalid_request` text of operations
 * without a body (#4) is checked in src/plugins/api-reference/view.test.ts.
 */
import {describe, expect, it} from 'vitest';
import {parse} from 'yaml';
import {api} from '../config/facts';
import {expand, line, read, section} from './page-text';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const document = parse(read('openapi/openapi.yaml')) as Json;
const operation = (id: string): Json =>
  Object.values(document.paths as Json)
    .flatMap((item: Json) => Object.values(item))
    .find((candidate: Json) => candidate?.operationId === id);
const flat = (text: string) => text.replace(/\s+/g, ' ');
const NOTES = 'openapi/releases/notes/2026-11-28.md';

describe('#1 the Webhooks category tests on a test or copy endpoint', () => {
  it('step 4 no longer sends a test event to the endpoint of step 3', () => {
    // Review 46 #3 moved the test before the live endpoint: a test chatbot's endpoint, or a copy endpoint.
    const step = line('developer/category/webhook.mdx', '3. Test it before it goes live');
    expect(step).not.toContain('**Send test event** on the endpoint,');
    expect(step).toContain('select **Send test event** on a copy endpoint');
    expect(step).toContain('nothing marks a test event as a test');
  });
});

describe('#2 a blocked firewall: events are retried, flow and payment requests are not', () => {
  it('the sender IP page qualifies the retry and says to test with Send test request', () => {
    const page = read('developer/webhook/trigger-ip.mdx');
    expect(page).not.toContain('blocks deliveries, they are retried');
    const text = line('developer/webhook/trigger-ip.mdx', 'If a firewall change on your side');
    expect(text).toContain('webhook events are retried for %WEBHOOK_RETRY_SPAN%');
    expect(text).toContain('are never retried: they fail at once while the visitor waits');
    expect(text).toContain('select **Send test request**');
  });
});

describe('#3 credits usage: what a copy misses, and the most exact call', () => {
  const missing = 'Credits used between your last call and `period_end` are not in your copy';
  const exact = 'the most exact figure comes from a call in the last minutes before `period_end`';

  it('the page says it beside the billing sentence, once (review 46 #3b: not in the description too)', () => {
    const description = flat(operation('getMessageCreditsUsage').description);
    expect(description).not.toContain(missing);
    expect(description).not.toContain(exact);
    const billing = line('developer/api/get-message-credits-usage.mdx', '**Billing per chatbot.**');
    expect(billing).toContain(missing);
    expect(billing).toContain(exact);
    expect(line(NOTES, '| Credits usage |')).toContain('not in your copy');
  });
});

describe('#5 test mode: 402 insufficient_credits never comes', () => {
  it('the table has its row and says how to test the branch with a stub', () => {
    const row = line('developer/api/test-mode.mdx', '| `402 insufficient_credits` |');
    expect(row).toContain('Never answered, since test mode uses no credits');
    expect(row).toContain('stub the call in your tests: answer `402`');
    expect(row).toContain('"code": "insufficient_credits"');
  });
});

describe('#6 a workspace-wide rate ceiling: more keys share it', () => {
  it('config/facts.ts decides it, above the key limit', () => {
    expect(api.rateLimitWorkspacePerMinute).toBe(600);
    expect(api.rateLimitWorkspacePerMinute).toBeGreaterThan(api.rateLimitPerMinute);
    expect(expand('%API_RATE_LIMIT_WORKSPACE_PER_MINUTE%')).toBe('600');
  });

  it('the overview and the 429 responses state it', () => {
    const limits = section('developer/index.mdx', '### Rate limits');
    expect(limits).toContain(
      'all the keys of a workspace together at most %API_RATE_LIMIT_WORKSPACE_PER_MINUTE%: more keys share this ceiling, they do not add to it.',
    );
    expect(limits).toContain('Over a limit, the API answers `429 rate_limited`');
    const responses = document.components.responses as Json;
    expect(flat(responses.TooManyRequests.description)).toContain(
      'than its ceiling (%API_RATE_LIMIT_WORKSPACE_PER_MINUTE% a minute unless raised)',
    );
    expect(responses.TooManyRequests.content['application/json'].examples.rate_limited.summary).toContain(
      '%API_RATE_LIMIT_WORKSPACE_PER_MINUTE%',
    );
    expect(document.components['x-error-codes'].rate_limited.meaning).toContain(
      "all the workspace's keys together than its ceiling",
    );
    expect(line(NOTES, '| Rate limits | Besides')).toContain('more keys do not add throughput');
  });
});

describe('#7 the AI model list on the plan the API needs', () => {
  it('drops "Depends on your plan": the API plan includes every model', () => {
    const page = read('developer/api/get-ai-model-list.mdx');
    expect(page).not.toContain('Depends on your plan');
    expect(page).not.toContain("The list holds only the models your workspace's plan includes.");
    expect(line('developer/api/get-ai-model-list.mdx', '**Every model.**')).toContain(
      'The %PLANS_WITH_API% plan, which the API needs, includes every model, so the list holds them all.',
    );
    expect(flat(operation('listModels').description)).not.toContain('on your plan');
  });
});

describe('#8 Pin the API version: the copy endpoint writes to a test store', () => {
  it('step 2 tells the reader what to do about the stored test lead', () => {
    const step = line('developer/webhook/delivery.mdx', '2. Check your handler on a copy endpoint');
    expect(step).not.toContain('A test `lead.created` is stored like a real lead.');
    expect(step).toContain(
      'Your handler stores a test `lead.created` like a real lead: point the copy endpoint at a test store.',
    );
  });
});
