/**
 * The decisions of review round 24 of issue 45 (developer guide) that live in page text: what the 2026-11-28 note
 * tells a reader to do about `last_session_id`, a reconcile that deletes a lead's conversations with it, what ends a
 * session that an API client must replace, and the support address as a link. The contacts.sql order is tested
 * by scripts/samples/webhooks.samples.ts, which runs the page's handler on it in SQLite.
 */
import {describe, expect, it} from 'vitest';
import {expand, line, read} from './page-text';

describe('the 2026-11-28 note and the changelog', () => {
  const note = read('openapi/releases/notes/2026-11-28.md');
  // Review 37 #4: each change's action is in its row's What to do column (the last cell), not in a list of its own.
  const whatToDo = note
    .split('\n')
    .filter((text) => text.startsWith('| **'))
    .map((row) => row.split(' | ').at(-1))
    .join('\n');

  it('the note names last_session_id in its own text, and says what to do with it', () => {
    expect(note.split('\n\n').slice(2).join('\n')).toMatch(/`last_session_id`/);
    expect(whatToDo).toMatch(/store `session_id` and every `last_session_id` with the lead/);
    expect(whatToDo).toMatch(/delete those conversations on `lead\.deleted`/);
  });

  it('the note says to relay the chatbot messages that answered no request', () => {
    // Review 47 #1: an action for existing integrations, so in the note's What to do, not in the New table.
    expect(note.split('**Breaking for some clients.**')[0]).toMatch(
      /relay `role: assistant` messages that answered no request/,
    );
  });

  it('the changelog names corrections to the document once, and files Open objects as one of them', () => {
    // Review 32 #5: the policy bullet names the kind once; past corrections are in their dated entries.
    const bullet = line('developer/changelog.mdx', '**Behaviour changes and corrections to the document**');
    expect(expand(bullet)).not.toMatch(/Corrections: Corrections/);
    expect(read('developer/changelog.mdx').split('## 2026-11-28')[1]).toMatch(/\| \*\*Open objects \(a correction,/);
    expect(note).toMatch(/ are corrections to the document: \*\*Open objects\*\*/);
    expect(note).toMatch(/\| \*\*Open objects \(a correction,/);
  });
});

describe('a full reconcile deletes a vanished lead with its conversations', () => {
  it.each([
    ['developer/api/lead-deletions.mdx', '**Older than'],
    ['developer/recipes/capture-leads-into-your-system.mdx', '- List every lead of each chatbot'],
  ])('%s deletes them with the lead', (file, marker) => {
    expect(line(file, marker)).toMatch(
      /with the conversations you stored under it \(its `session_id` and every `last_session_id`\)/,
    );
  });
});

describe('what a client of the chat API handles', () => {
  it('the chat category replaces a session an agent closed, and one that answers 404', () => {
    const step = expand(line('developer/category/chat.mdx', '3. When a message answers'));
    expect(step).toMatch(/when an agent closes it/);
    expect(step).toMatch(/`404 resource_not_found` with `param: session_id`/);
  });

  it('the recipe skips a kept session that answers 404 when it reads the history', () => {
    const page = read('developer/recipes/answer-visitors-from-your-back-end.mdx');
    expect(page).toMatch(/found by `visitor_id`\); skip one that answers `404` with `param: session_id`/);
    expect(
      line(
        'developer/recipes/answer-visitors-from-your-back-end.mdx',
        '| `404 resource_not_found` with `param: session_id`',
      ),
    ).toMatch(/on step 2 or 4 \|.*Step 4: skip it/);
  });

  it('Messages per visitor is a fixed limit on the developer home page', () => {
    expect(line('developer/index.mdx', 'also limits each visitor')).toMatch(
      /\*\*Messages per visitor\*\* \(%MESSAGES_PER_VISITOR_PER_MINUTE% a minute, fixed\)/,
    );
  });

  it('go-live gives an old API version at least the notice', () => {
    expect(line('developer/go-live.mdx', 'an old API version is retired')).toMatch(
      /retired at least %API_VERSION_NOTICE_MONTHS% months after/,
    );
  });
});

describe('the support address is a link', () => {
  it.each(['developer/api/errors.mdx', 'developer/api/region.mdx', 'openapi/openapi.yaml'])('%s', (file) => {
    const text = read(file).replace(/\[%SUPPORT_EMAIL%\]\(mailto:%SUPPORT_EMAIL%\)/g, '');
    expect(text.replace(/email: '%SUPPORT_EMAIL%'/, '')).not.toContain('%SUPPORT_EMAIL%');
  });
});
