/**
 * Developer guide, review round 48 (developer area), hand-offs, 401s, the changelog and the recipes.
 * 1. A session that ends while its hand-off is `requested` or `active` sends `conversation.handoff.ended`: `expired`
 *    if no agent had taken the conversation, `closed` if one had (no new `outcome` value). openapi.yaml's event and
 *    `Handoff.outcome` say so, and so do the hand-off page's How a hand-off goes and the release notes.
 * 2. The rule on requests without a valid key (%API_RATE_LIMIT_UNAUTHENTICATED%) is on the Errors table's
 *    `rate_limited` row and under Authorization's 401 and 403 answers, each with "never retry a 401".
 * 3. The 2026-11-28 entry's Recommended for existing integrations names `preview: true` and ordering by `sequence`.
 * 4. The back-end recipe's catch-up (step 7) covers the agent replies and notices that come only by webhook.
 * 5. The recipes category says what a step is: a request with samples, or a webhook event with its payload.
 */
import {describe, expect, it} from 'vitest';
import {parse} from 'yaml';
import {splitNote} from '../src/api-history/changelog.mjs';
import {expand, line, read, section} from './page-text';

type Yaml = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const openapi = (): Yaml => parse(read('openapi/openapi.yaml')) as Yaml;
const flat = (text: string): string => text.replace(/\s+/g, ' ');

describe('#1 a hand-off whose session ends', () => {
  it('openapi.yaml: the ended event is sent for a requested or active hand-off, expired or closed', () => {
    const event = flat(openapi().webhooks['conversation.handoff.ended'].post.description as string);
    expect(event).toMatch(/the session ends with the hand-off still `requested` or `active`, for any reason/);
    expect(event).toContain('`outcome` is `expired` if no agent had taken the conversation and `closed` if one had');
    expect(event).toMatch(/`conversation\.ended` follows, and its `end_reason` says why/);
    expect(event).not.toContain('a conversation that was still waiting for an agent ends (`outcome: expired`)');
  });

  it('Handoff.outcome keeps its values and says what closed and expired mean', () => {
    const outcome = openapi().components.schemas.Handoff.properties.outcome as Yaml;
    expect(outcome.enum).toEqual(['returned_to_chatbot', 'closed', 'expired', null]);
    const text = flat(outcome.description as string);
    expect(text).toMatch(/`closed`: the session ended while an agent had the conversation/);
    expect(text).toMatch(/`expired`: the session ended before an agent took it/);
  });

  it('How a hand-off goes says it, with the same causes', () => {
    const steps = section('developer/webhook/handoff.mdx', '## How a hand-off goes');
    expect(steps).toMatch(
      /If the session ends otherwise while the hand-off is `requested` or `active` \(inactivity, the %SESSION_MAX_HOURS%-hour limit of an `api` session, the visitor, or the SDK's `shutdown` or `identify`\)/,
    );
    expect(steps).toContain(
      'with `outcome: expired` if no agent had taken the conversation, `outcome: closed` if one had',
    );
    expect(steps).not.toContain('If the conversation ended while still waiting, `outcome` is `expired`.');
    expect(steps).toContain('Close, or a session that ends while an agent has it, sends it with outcome closed');
  });

  it('the release notes correct it', () => {
    expect(line('openapi/releases/notes/2026-11-28.md', '| Hand-offs when a session ends |')).toContain(
      '`outcome` `expired` if no agent had taken the conversation and `closed` if one had',
    );
  });
});

describe('#2 a 401 and the limit on requests without a valid key', () => {
  const rule = '%API_RATE_LIMIT_UNAUTHENTICATED%: fix the key; never retry a `401`.';

  it("the Errors table's rate_limited row carries the token and the advice", () => {
    const row = openapi().components['x-error-codes'].rate_limited as Yaml;
    expect(row.meaning).toContain(rule);
    expect(expand(row.meaning as string)).toContain('counted per IP address');
  });

  it("Authorization's 401 and 403 answers say it under the table", () => {
    expect(section('developer/api/authorization.mdx', '## 401 and 403 answers')).toContain(`\n${rule}\n`);
  });
});

describe('#3 What to do of 2026-11-28 recommends preview and sequence to existing integrations', () => {
  const note = read('openapi/releases/notes/2026-11-28.md');
  const {lead} = splitNote(note.trim());
  const recommended = lead.slice(lead.indexOf('- **Recommended for existing integrations:**'));

  it('both lines are under Recommended, and the New rows point to them', () => {
    expect(recommended).toMatch(
      /^ {2}- \*\*A lead CRM or a hand-off alert:\*\* keep leads and conversations with `preview: true` out of live systems/m,
    );
    expect(recommended).toMatch(
      /^ {2}- \*\*A copy of conversations ordered by `created_at`:\*\* order messages by `sequence`: two in one second share a `created_at`/m,
    );
    expect(lead).toContain('The rest are recommended for existing integrations of their kind.');
    for (const marker of ['| **Preview conversations are marked.**', '| **Messages in order.**']) {
      expect(line('openapi/releases/notes/2026-11-28.md', marker).split(' | ').at(-1)).toBe(
        'Recommended for existing integrations: see **What to do**, above. |',
      );
    }
  });

  it('the two new lines stay within 400 characters with their tokens written out', () => {
    const added = ['**A lead CRM or a hand-off alert:**', '**A copy of conversations ordered by `created_at`:**'];
    const items = recommended
      .split('\n')
      .filter((text: string) => added.some((start) => text.startsWith(`  - ${start}`)));
    expect(items).toHaveLength(2);
    for (const item of items) {
      expect(expand(item).length, item.slice(0, 60)).toBeLessThanOrEqual(400);
    }
  });

  it('the changelog shows them before the fold', () => {
    const entry = section('developer/changelog.mdx', '## 2026-11-28');
    const shown = entry.slice(0, entry.indexOf('<details>'));
    expect(shown).toContain('keep leads and conversations with `preview: true` out of live systems');
    expect(shown).toContain('order messages by `sequence`: two in one second share a `created_at`');
  });
});

describe("#4 the back-end recipe's catch-up covers the replies that come only by webhook", () => {
  it('step 7 links the catch-up of delivery for the sessions with a hand-off', () => {
    const page = read('developer/recipes/answer-visitors-from-your-back-end.mdx');
    const step = page.slice(page.indexOf('anchor="step-7-list-chat-session-deletions"'));
    expect(step.slice(0, step.indexOf('</RecipeStep>'))).toContain(
      "Catch up step 3's messages too: for sessions with a hand-off, pass on those not yet shown ([catch-up step 3](../webhook/delivery.mdx#catch-up)).",
    );
  });

  it("delivery's catch-up step 3 is the one that lists sessions and their messages", () => {
    const catchUp = section('developer/webhook/delivery.mdx', '### Catch up after downtime {/*#catch-up*/}');
    expect(line('developer/webhook/delivery.mdx', '3. **Then each chatbot')).toMatch(
      /\[List chat sessions\]\(\.\.\/api\/chat\/list-sessions\.mdx\) with `updated_after`.*`created_after`/,
    );
    expect(catchUp).toContain('3. **Then each chatbot');
  });
});

describe('#5 the recipes category says what a step is', () => {
  it('a request with samples and its response, or a webhook event with its payload', () => {
    const text = read('developer/category/recipes.mdx');
    expect(text).toContain(
      'Each step is a request your server sends, with samples in cURL, JavaScript, Python and PHP and the response it gets, or a webhook event your server receives, with its payload',
    );
    expect(text).not.toContain('Each step is a request in cURL');
  });
});
