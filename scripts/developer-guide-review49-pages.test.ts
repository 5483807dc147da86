/**
 * Developer guide, review round 47 (developer area), the changelog and the rate limits.
 * 1. The 2026-11-28 entry's What to do holds the two actions of New that existing integrations must take
 *    (conversation.deleted for copies of conversations, relaying assistant notices), not the folded New table.
 * 2. The actions are stated once at the top: the index of breaking changes names changes only, and every entry's What
 *    to do is a list, one line per kind of integration.
 * 3. The back-end recipe's 429 rate_limited row names the workspace ceiling with the key limit.
 * 4. The overview says what a 401 carries in its RateLimit-* headers, as openapi.yaml's Unauthorized does.
 * 5. The test workspace's own ceiling is one config/facts.ts token, on the overview and in test mode's table.
 */
import {describe, expect, it} from 'vitest';
import {parse} from 'yaml';
import {productFactTokens} from '../config/tokens';
import {splitNote} from '../src/api-history/changelog.mjs';
import {line, read, section} from './page-text';

const CHANGELOG = 'developer/changelog.mdx';
const NOTES = 'openapi/releases/notes';

describe('#1 actions for existing integrations are in What to do, not in New', () => {
  const note = read(`${NOTES}/2026-11-28.md`);
  const {lead} = splitNote(note.trim());
  const newTable = note.slice(note.indexOf('**New.**'), note.indexOf('**Corrections to the documentation.**'));

  it('What to do recommends conversation.deleted and relaying assistant notices to existing integrations', () => {
    const recommended = lead.slice(lead.indexOf('- **Recommended for existing integrations:**'));
    expect(lead).toContain('- **Recommended for existing integrations:**');
    expect(recommended).toMatch(
      /^ {2}- \*\*A help desk or CRM that copies conversations:\*\* subscribe to \[`conversation\.deleted`\]/m,
    );
    expect(recommended).toMatch(/Deletions in the \*\*Inbox\*\* were not announced before/);
    expect(recommended).toMatch(/^ {2}- \*\*A back end that sends visitors' messages with \[Message a chatbot\]/m);
    expect(recommended).toMatch(/relay `role: assistant` messages that answered no request/);
    expect(lead).not.toMatch(/if your integration is one of these four/);
  });

  it('the New table keeps opt-ins: those two rows point to What to do instead of stating the action', () => {
    expect(newTable).not.toMatch(/subscribe to `conversation\.deleted`/);
    expect(newTable).not.toMatch(/relay `role: assistant`/i);
    for (const marker of [
      '| **Deleted conversations are announced:**',
      '| **Hand-offs and working hours through the API.**',
    ]) {
      expect(line(`${NOTES}/2026-11-28.md`, marker).split(' | ').at(-1)).toBe(
        'Recommended for existing integrations: see **What to do**, above. |',
      );
    }
  });

  it('the changelog shows them before the fold', () => {
    const entry = section(CHANGELOG, '## 2026-11-28');
    const shown = entry.slice(0, entry.indexOf('<details>'));
    expect(shown).toContain('subscribe to [`conversation.deleted`]');
    expect(shown).toContain('relay `role: assistant` messages that answered no request');
  });
});

describe('#2 each action stated once, What to do a list in every entry', () => {
  it('the index of breaking changes names the changes and leaves the actions to each entry', () => {
    const index = section(CHANGELOG, '## Breaking changes in v1 {/*#breaking-changes-in-v1*/}');
    expect(index).toContain('| Date | Change |\n| --- | --- |');
    expect(index).not.toContain('What to do |');
    expect(index).not.toContain('Treat test and live answers alike');
    expect(index).toContain("its dated entry's **What to do** says what to change");
  });

  it('the four breaking actions of 2026-11-28 appear once before its fold', () => {
    const page = read(CHANGELOG);
    const firstScreens = page.slice(0, page.indexOf('<details>'));
    for (const action of [
      /handle `409 duplicate_external_id`/gi,
      /host names?\b/gi,
      /`queued`, as with a live key|treat test and live answers alike/gi,
    ])
      expect(firstScreens.match(action), String(action)).toHaveLength(1);
  });

  it('every entry from 2026-11-23 on opens with What to do and a list, one line per kind of integration', () => {
    for (const date of ['2026-11-23', '2026-11-24', '2026-11-26', '2026-11-27', '2026-11-28']) {
      const {lead} = splitNote(read(`${NOTES}/${date}.md`).trim());
      const [paragraph, list] = lead.split('\n\n');
      expect(paragraph, date).toMatch(/^\*\*What to do:\*\*/);
      expect(list, date).toBeDefined();
      const items = list.split('\n').filter((row: string) => row.startsWith('- '));
      expect(items.length, date).toBeGreaterThanOrEqual(3);
      for (const item of items) expect(item, date).toMatch(/^- \*\*[^*]+:\*\*/);
      const entry = section(CHANGELOG, `## ${date}`);
      expect(entry.trimStart().startsWith(lead), date).toBe(true);
    }
  });

  it('2026-11-23 keeps the action for clients that validate requests, which the index no longer states', () => {
    expect(splitNote(read(`${NOTES}/2026-11-23.md`).trim()).lead).toMatch(
      /validates its requests against the OpenAPI document:\*\* take this release's document/,
    );
  });
});

describe('#3 the back-end recipe: rate_limited names the workspace ceiling', () => {
  it('the key limit and the ceiling, both by token', () => {
    const row = line('developer/recipes/answer-visitors-from-your-back-end.mdx', '| `429 rate_limited` |');
    expect(row).toContain('(%API_RATE_LIMIT_PER_MINUTE% a minute unless raised)');
    expect(row).toContain(
      "all your workspace's keys together passed its ceiling (%API_RATE_LIMIT_WORKSPACE_PER_MINUTE% a minute unless raised)",
    );
  });
});

describe('#4 what a 401 carries', () => {
  it('decided in config/facts.ts, stated at the overview right after the header table', () => {
    expect(productFactTokens['%API_RATE_LIMIT_UNAUTHENTICATED%']).toMatch(
      /^A `401` \(a key missing, malformed, revoked or unknown\) has no key to count against: its `RateLimit-\*` headers give the limit on requests without a valid key, counted per IP address/,
    );
    const limits = section('developer/index.mdx', '### Rate limits');
    expect(limits).toMatch(/\| `RateLimit-Reset` \| [^\n]+\|\n\n%API_RATE_LIMIT_UNAUTHENTICATED%\.\n/);
  });

  it('openapi.yaml agrees: its 401 lists the headers and says what they give; the 429 names the limit', () => {
    const document = parse(read('openapi/openapi.yaml')) as {
      components: {responses: Record<string, {description: string; headers: Record<string, unknown>}>};
    };
    const {Unauthorized, TooManyRequests} = document.components.responses;
    expect(Object.keys(Unauthorized.headers)).toEqual(
      expect.arrayContaining(['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset']),
    );
    expect(Unauthorized.description).toMatch(/the limit on requests without a valid key, counted per IP address/);
    expect(TooManyRequests.description).toMatch(/Requests without a valid key are also\s+limited, per IP address/);
    expect(read(`${NOTES}/2026-11-28.md`)).toContain(
      "a `401`'s give the limit on requests without a valid key, counted per IP address",
    );
  });
});

describe('#5 the test workspace’s ceiling is one token on both pages', () => {
  it('config/facts.ts states it with the workspace ceiling’s number', () => {
    expect(productFactTokens['%API_RATE_LIMIT_TEST_WORKSPACE%']).toBe(
      `The keys of the test workspace together have a ceiling of their own, ${productFactTokens['%API_RATE_LIMIT_WORKSPACE_PER_MINUTE%']} requests a minute unless raised, counted apart from the live workspace's, so that tests never take live requests`,
    );
  });

  it('the overview and test mode’s Rate limits row use it; neither words it by hand', () => {
    expect(section('developer/index.mdx', '### Rate limits')).toContain('%API_RATE_LIMIT_TEST_WORKSPACE%.');
    const row = line('developer/api/test-mode.mdx', '| Rate limits |');
    expect(row).toContain('%API_RATE_LIMIT_TEST_WORKSPACE%');
    expect(row).toContain('(../index.mdx#rate-limits)');
    for (const file of ['developer/index.mdx', 'developer/api/test-mode.mdx'])
      expect(read(file), file).not.toContain('have a ceiling of their own');
  });
});
