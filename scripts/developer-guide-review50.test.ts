/**
 * Review round 48's findings on the hand-off recipe, fixed in round 50: handoff-ticket.mjs loses no transcript (a
 * failed read stays pending, catchUp rejects until it is attached, reads retry as the Errors page says and print the
 * next catch-up time), each catch-up step's anchor names its own step number and every "step N" link lands on step N,
 * the check steps describe the handler's real log lines on an exposed test chatbot, step 7's rules are a table, and a
 * newer hand-off closes the old ticket first.
 */
import {readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {ROOT, read, section} from './page-text';

const HANDOFF_RECIPE = 'developer/recipes/hand-a-conversation-to-a-person.mdx';
const flat = (text: string): string => text.replace(/\s+/g, ' ').trim();
const recipe = (): string => flat(read(HANDOFF_RECIPE));
const RECIPES = readdirSync(path.join(ROOT, 'developer/recipes'))
  .filter((file) => file.endsWith('.mdx'))
  .map((file) => `developer/recipes/${file}`);

/** A recipe's steps in order: the heading id each renders (its `anchor`, else the slug of "Step N: title"). */
function stepIds(file: string): string[] {
  return [...read(file).matchAll(/^<Recipe(?:Step|Webhook) ([^\n]*)>$/gm)].map(([, attributes], index) => {
    const anchor = / anchor="([^"]*)"/.exec(attributes!)?.[1];
    const title = /title="([^"]*)"/.exec(attributes!)![1]!;
    return (
      anchor ??
      `Step ${index + 1}: ${title}`
        .toLowerCase()
        .replace(/[^a-z0-9 -]/g, '')
        .replace(/ /g, '-')
    );
  });
}

/** Every page of the three guides, below their folders. */
function pages(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.mdx') || file.endsWith('.md'))
    .map((file) => `${folder}/${file}`);
}

describe('#1 handoff-ticket.mjs loses no transcript and says what to store', () => {
  it('the recipe says what catchUp prints and that a failed transcript is read again', () => {
    expect(recipe()).toContain(
      'It prints the catch-up time to store next, or, if a read failed, says to keep the old one; a transcript it could not read is read again on the next run.',
    );
  });

  it('the file keeps pending transcripts, retries, times out, and stores this run’s start less the margin', () => {
    const file = read('static/files/handoff-ticket.mjs');
    expect(file).not.toContain('store `since` as your next catch-up time');
    expect(file).toContain('const startedAt = Date.now();');
    expect(file).toContain('signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS)');
    expect(file).toContain("`transcripts pending for ${[...pending.keys()].join(', ')}; the next catch-up run");
    // The behaviour: scripts/samples/recipe-workers.test.ts, "loses no transcript" (a failed read, then recovery;
    // Retry-After honoured; a newer hand-off closes the old ticket).
    expect(read('scripts/samples/recipe-workers.test.ts')).toContain('(review 48 #1, #5)');
  });
});

describe('#2 a step anchor names its own step, and a "step N" link lands on step N', () => {
  it('every recipe anchor that names a step number names its own', () => {
    for (const file of RECIPES) {
      stepIds(file).forEach((id, index) => {
        const named = /^step-(\d+)-/.exec(id)?.[1];
        if (named !== undefined) expect(`${file} step ${index + 1}: ${id}`).toBe(`${file} step ${named}: ${id}`);
      });
    }
    expect(stepIds(HANDOFF_RECIPE).slice(6)).toEqual([
      'step-7-list-chat-sessions',
      'step-8-list-chat-session-deletions',
    ]);
  });

  it('each link whose text says "step N" to a recipe (or within one) lands on that recipe’s step N', () => {
    let checked = 0;
    for (const file of [...pages('developer'), ...pages('user'), ...pages('integration')]) {
      for (const [, number, target, anchor] of read(file).matchAll(/\[[Ss]tep (\d+)\]\(([^)#]*)#([^)]+)\)/g)) {
        const recipeFile = target ? path.posix.normalize(path.posix.join(path.posix.dirname(file), target!)) : file;
        if (!RECIPES.includes(recipeFile)) continue;
        expect(`${file} → ${anchor}`).toBe(`${file} → ${stepIds(recipeFile)[Number(number) - 1]}`);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(2); // the webhook page's step 7 and the recipe's 404 row's step 8
  });

  it("the 404 row names step 8, the deletions, and the hand-off webhook's Missed events names step 7", () => {
    expect(recipe()).toContain(
      'only `conversation.deleted` (step 6) or [step 8](#step-8-list-chat-session-deletions) obliges you to delete it.',
    );
    expect(section('developer/webhook/handoff.mdx', '## What to watch for')).toContain(
      "as the recipe's [step 7](../recipes/hand-a-conversation-to-a-person.mdx#step-7-list-chat-sessions) does.",
    );
  });
});

describe('#3 the check steps expose the server on a test chatbot and say what it logs', () => {
  it('step 1 exposes it as Test locally says, on a test-workspace chatbot, and no alert is promised', () => {
    const check = flat(section(HANDOFF_RECIPE, '## Check that it works'));
    expect(check).toContain(
      // Review 49 #1 (round 51): the endpoint comes first, then the handler starts with its signing secret.
      "1. Expose port 3000 as [Test locally](../webhook/delivery.mdx#test-locally) says, add the tunnel's URL as an endpoint of a chatbot of the [test workspace](../api/test-mode.mdx)",
    );
    expect(check).not.toContain('(Preview)');
    expect(check).not.toContain('alert');
  });

  it('each log line it promises is one logDesk or the catch-up writes', () => {
    const file = read('static/files/handoff-ticket.mjs');
    const check = flat(section(HANDOFF_RECIPE, '## Check that it works'));
    const promised = {
      'logs `ticket T-1 for ses_… (visitor_asked)`': 'console.log(`ticket ${ticketId} for ${sessionId} (${reason})`);',
      'logs `ticket T-1: active with` and your name':
        "console.log(`ticket ${ticketId}: ${status}${agent ? ` with ${agent}` : ''}",
      'then `ticket T-1: transcript of` and the number of messages':
        'console.log(`ticket ${ticketId}: transcript of ${messages.length} messages`);',
      'logs `ticket T-1: transcript deleted`': 'console.log(`ticket ${ticketId}: transcript deleted`);',
      'then logs `Caught up on the changes since` and the catch-up time to store next':
        'console.log(`Caught up on the changes since ${since}; store ${next} as your next catch-up time`);',
    };
    for (const [words, code] of Object.entries(promised)) {
      expect(check).toContain(words);
      expect(file).toContain(code);
    }
  });
});

describe('#4 step 7 rules are a table', () => {
  it('one row per case: newer hand-off, open, close, missed whole, already more', () => {
    const step = read(HANDOFF_RECIPE).split('title="Catch up on hand-offs"')[1]!.split('</RecipeStep>')[0]!;
    const rows = step
      .split('\n')
      .filter((text) => text.startsWith('   | '))
      .map((text) => text.trim());
    expect(rows[0]).toBe('| The session | Your ticket | What to do |');
    expect(rows.slice(2).map((row) => row.split(' | ')[1])).toEqual([
      'Open',
      'None',
      'Open',
      'None',
      'Already shows more',
    ]);
  });
});

describe('#5 the recipe’s "close the old ticket first" is what the file does', () => {
  it('the table says it and the file closes the old ticket before it opens the new one', () => {
    expect(recipe()).toContain(
      "| A `requested_at` other than your ticket's is a newer one | Open | Close the old ticket first: its end was missed, so it has no outcome.",
    );
    const file = read('static/files/handoff-ticket.mjs');
    expect(file.indexOf('await close(ticket.ticketId, session);')).toBeLessThan(
      file.indexOf('await desk.createTicket('),
    );
    expect(file.indexOf('await close(ticket.ticketId, session);')).toBeGreaterThan(0);
  });
});
