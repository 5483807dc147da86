/**
 * Review round 37's open findings (developer guide), as the reading load goes: one owner per rule, a link elsewhere.
 */
import {describe, expect, it} from 'vitest';
import {parse} from 'yaml';
import {productFactTokens} from '../config/tokens';
import {line, read, section} from './page-text';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const document = parse(read('openapi/openapi.yaml')) as Json;

describe('Idempotency-Key is explained once, in Errors → Retries (review 37 #1)', () => {
  it("the header's description is one line and a link, with none of the retry rule's bullets", () => {
    const key = document.components.parameters.IdempotencyKey.description as string;
    expect(key).toContain('[Retries](/developer/api/errors#retries)');
    expect(key).not.toMatch(/^\s*- /m);
    expect(key.trim().split('\n').length).toBeLessThanOrEqual(2);
  });

  it('Errors → Retries holds every fact the bullets held', () => {
    const retries = section('developer/api/errors.mdx', '## Retries');
    expect(retries).toContain('store their response for %IDEMPOTENCY_KEY_HOURS% hours');
    expect(retries).toContain('an error is never stored');
    expect(retries).toContain('except `409 idempotency_key_in_use`');
    expect(retries).toMatch(/A `5xx` without one, such as a gateway's `502` or `504` page, counts as no answer/);
    const codes = document.components['x-error-codes'] as Json;
    expect(codes.idempotency_key_reused.meaning).toMatch(/different method, path or body/);
  });

  it('Upload a file says what a 409 means once, in its description, and the page links the retry rule', () => {
    const upload = document.paths['/chatbots/{chatbot_id}/files'].post as Json;
    expect(upload.description).toContain('`409` comes from the key, never from the file');
    const page = read('developer/api/upload-file.mdx');
    expect(page).not.toContain('idempotency_key_reused');
    expect(page).not.toContain('knowledge_limit_reached');
    expect(page).toContain('[Retries](./errors.mdx#retries)');
    expect(upload.description).toContain('none of its text is kept');
  });
});

describe('the event pages say what to do before the payloads (review 37 #2)', () => {
  it.each([
    ['lead', ['lead.created', 'lead.updated', 'lead.deleted']],
    ['handoff', ['conversation.handoff.requested', 'conversation.handoff.started', 'conversation.handoff.ended']],
    ['conversation', ['conversation.message.created', 'conversation.ended', 'conversation.deleted']],
  ])(
    '%s: Set up an endpoint first, Handle the events (a row per event) before the payloads, the payloads last',
    (page, events) => {
      const file = `developer/webhook/${page}.mdx`;
      const headings = read(file)
        .split('\n')
        .filter((text) => text.startsWith('## '));
      const at = (heading: string) => headings.indexOf(heading);
      // Review 42 #1: how the events flow may come between the set-up and the handlers.
      expect(at('## Set up an endpoint')).toBe(0);
      expect(at('## Handle the events')).toBeGreaterThan(0);
      // The payloads are the reference, last before Related pages (review 42 #1: tasks before the reference).
      expect(at('## Events')).toBeGreaterThan(at('## Handle the events'));
      expect(at('## Events')).toBe(headings.length - 2);
      const handle = section(file, '## Handle the events');
      // A row may hold several events that are handled alike (review 44 #1: `lead.created`, `lead.updated`).
      for (const event of events)
        expect(handle).toMatch(
          new RegExp(`^\\| (\`[a-z.]+\`, )*\`${event.replace(/\./g, '\\.')}\`(, \`[a-z.]+\`)* \\| `, 'm'),
        );
      expect(handle).toMatch(/\]\(\.\.\/recipes\/[a-z-]+\.mdx\)/);
    },
  );
});

describe("a new chatbot's endpoint, secret and redeploy: one owner, linked (review 37 #3, #7)", () => {
  const owner = '[Set up an endpoint](./webhook/delivery.mdx#set-up-an-endpoint)';

  it("delivery's Set up an endpoint says it, for every chatbot created later", () => {
    const setUp = section('developer/webhook/delivery.mdx', '## Set up an endpoint');
    expect(setUp).toMatch(/`PARLEY_WEBHOOK_SECRETS`, and redeploy the server/);
    expect(setUp).toContain('Do all four steps again for each chatbot you create later');
  });

  it('the overview, the category page and Create a chatbot link it', () => {
    expect(section('developer/index.mdx', '## Webhooks and the JavaScript SDK')).toContain(owner);
    expect(read('developer/category/webhook.mdx')).toContain(owner.replace('./', '../'));
    expect(read('developer/api/chatbot/create-a-chatbot.mdx')).toContain(owner.replace('./', '../../'));
    expect(read('developer/api/chatbot/create-a-chatbot.mdx')).not.toContain('1. Add its endpoint');
  });

  it('the category page adds the endpoint before it sends a test event', () => {
    // Review 46 #3: the test endpoint (on a test chatbot) and its test event come first, then the live endpoint.
    const steps = section('developer/category/webhook.mdx', '## The usual sequence');
    const add = steps.search(
      /^3\. .*add the endpoint to a test chatbot in \*\*Settings → Webhooks\*\*.*then select \*\*Send test event\*\*/m,
    );
    const live = steps.search(/^4\. Go live: in the live chatbot's \*\*Settings → Webhooks\*\*, add the endpoint/m);
    expect(add).toBeGreaterThan(0);
    expect(live).toBeGreaterThan(add);
  });
});

describe('test keys and the rate limit (review 37 #8)', () => {
  it('the decision lives in config/facts.ts: the same limit as live keys, a raised one included', () => {
    expect(productFactTokens['%API_RATE_LIMIT_TEST_KEYS%']).toMatch(
      /^Test keys \(`sk_test_`\) have the same limit as live keys, a raised limit included/,
    );
  });

  it('the overview states it once, in Rate limits; test mode links there', () => {
    expect(section('developer/index.mdx', '### Rate limits')).toContain('%API_RATE_LIMIT_TEST_KEYS%.');
    expect(line('developer/api/test-mode.mdx', '| Rate limits |')).toContain('(../index.mdx#rate-limits)');
    for (const file of ['developer/api/test-mode.mdx', 'developer/api/authorization.mdx']) {
      expect(read(file), file).not.toContain('%API_RATE_LIMIT_TEST_KEYS%');
    }
  });
});

describe('what the usage answers count (review 37 #5)', () => {
  const schemas = document.components.schemas as Json;

  it('credits_used counts Preview answers and Suggest drafts; used_in_period counts Preview, not Suggest', () => {
    expect(schemas.CreditsUsage.properties.credits_used.description.trim()).toBe('%USAGE_CREDITS_USED%');
    expect(schemas.MessagesLimit.properties.used_in_period.description.trim()).toBe('%USAGE_USED_IN_PERIOD%');
    const credits = productFactTokens['%USAGE_CREDITS_USED%'];
    expect(credits).toMatch(/\*\*Preview\*\* conversations too/);
    expect(credits).toMatch(/each \*\*Suggest\*\* draft/);
    const used = productFactTokens['%USAGE_USED_IN_PERIOD%'];
    expect(used).toMatch(
      /answers in \*\*Preview\*\* conversations count, \*\*Suggest\*\* drafts in the \*\*Inbox\*\* do not/,
    );
    expect(used).toMatch(/midnight UTC/);
    // The same decisions as the user guide's credits table.
    const billing = read('user/workspace/billing.mdx');
    expect(billing).toContain('Drafts do not count toward the [**Messages limit**]');
    expect(billing).toMatch(/\| \*\*Preview\*\* conversations \| The same as real ones \|/);
  });

  it('no optional field is left unexplained: the period bounds say included or not, and the lists are always there', () => {
    const usage = schemas.CreditsUsage;
    expect(usage.required).toEqual(expect.arrayContaining(['credits_purchased', 'by_chatbot']));
    expect(usage.properties.period_start.description).toMatch(/\(included\)/);
    expect(usage.properties.period_end.description).toMatch(/\(not included\)/);
    expect(usage.properties.by_chatbot.description).toMatch(/`\[\]` when none did/);
    expect(usage.properties.credits_purchased.description).toMatch(/`0` without any/);
  });
});

describe('the 2026-11-28 changelog entry is scannable (review 37 #4)', () => {
  const entry = read('developer/changelog.mdx').split('\n## 2026-11-28\n')[1].split('\n## ')[0];

  it('one table per kind, Change | What to do, breaking changes first, and no long bullet list', () => {
    const breaking = entry.indexOf('**Breaking for some clients.**');
    expect(breaking).toBeGreaterThan(0);
    expect(breaking).toBeLessThan(entry.indexOf('**New.**'));
    expect(entry.indexOf('**New.**')).toBeLessThan(entry.indexOf('**Corrections to the documentation.**'));
    expect(entry.match(/^\| Change \| What to do \|$/gm)?.length).toBe(2);
    // The hand-written note, which the changelog shows as it is, has no bullets left but its opening checklist
    // (review 42 #5: one line per kind of integration the breaking changes touch).
    expect(read('openapi/releases/notes/2026-11-28.md').split('**Breaking for some clients.**')[1]).not.toMatch(
      /^\s*- /m,
    );
  });

  it('each breaking row says when it takes effect', () => {
    const rows = entry
      .slice(entry.indexOf('**Breaking for some clients.**'), entry.indexOf('**New.**'))
      .split('\n')
      .filter((text) => text.startsWith('| **'));
    expect(rows.length).toBe(8);
    for (const row of rows) expect(row).toMatch(/breaking[^()]*; takes effect 2026-11-28\)/);
  });
});
