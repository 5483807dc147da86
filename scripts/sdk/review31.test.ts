/**
 * The JavaScript SDK findings of review round 31 that live in page text: each stated once, at its owner, and the
 * SDK pages link to it. The WordPress plugin (#3), route patterns (#4) and the embed snippet (#7) run in
 * page-samples.test.ts.
 */
import {describe, expect, it} from 'vitest';
import {sdkFocusOnClose, testChatbotBubble} from '../../config/facts';
import {expand, line, read, section} from '../page-text';

const reference = 'developer/javascript-sdk/reference.mdx';
const developLocally = 'developer/javascript-sdk/develop-locally.mdx';

describe('JavaScript SDK, review round 31', () => {
  it('#1 the development copy publishes its draft flows and adds its own webhook endpoint, linking what a copy holds', () => {
    // Review 33 #5: Develop locally is a task page of its own.
    const develop = section(developLocally, '## Choose a chatbot to develop with {/*#choose-a-chatbot*/}');
    const step = line(developLocally, 'Publish the flows you test');
    expect(develop).toContain(step);
    expect(step).toContain("the copy holds the original's flows as drafts");
    expect(step).toContain("none of the original's webhook endpoints or integrations");
    // Review 34 #3: Send webhook is a step of its own, after this one.
    expect(develop).toContain('**Flow webhook secret**');
    expect(step).toContain('(/user/chatbots/duplicate-or-delete#duplicate)');
    // The copy page's lists (a table until review 31 user #10) are the owner of both facts.
    const copied = read('user/chatbots/duplicate-or-delete.mdx');
    expect(copied).toContain('\n- **Flows**, as drafts: customers get them once you publish them in the copy;\n');
    expect(copied).toContain('\n- webhook endpoints and integrations;\n');
  });

  it("#2 a test chatbot's bubble: test model, no credits, test endpoints, said by one token", () => {
    expect(testChatbotBubble).toMatch(/small test model.*no message credits.*test workspace's webhook endpoints/);
    expect(section(developLocally, '## Choose a chatbot to develop with {/*#choose-a-chatbot*/}')).toContain(
      '**Test** label and keeps its conversations out of your live **Inbox**. %TEST_CHATBOT_BUBBLE%',
    );
    expect(line('developer/api/test-mode.mdx', '| Chat bubble |')).toContain('%TEST_CHATBOT_BUBBLE%');
  });

  it('#5 go-live checks the no-cache rule in one line that links its owner, Keep it secure (review 38 #6)', () => {
    const bubble = section('developer/go-live.mdx', '## Chat bubble');
    const lines = bubble.split('\n').filter((text) => /cache/i.test(text));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('(./javascript-sdk/identity-verification.mdx#keep-it-secure)');
    expect(bubble).not.toContain('%SIGNED_IN_PAGES_NO_CACHE%');
    expect(section('developer/javascript-sdk/identity-verification.mdx', '## Keep it secure')).toContain(
      '%SIGNED_IN_PAGES_NO_CACHE%',
    );
  });

  it('#6 the category sequence starts by listing the site in Allowed domains', () => {
    const steps = section('developer/category/javascript-sdk.mdx', '## The usual sequence');
    const first = steps.split('\n').find((text) => text.startsWith('1. ')) ?? '';
    expect(first).toContain('**Settings → Channels → Website → Allowed domains**');
    expect(first).toContain('(../javascript-sdk/develop-locally.mdx)');
    expect(steps).toMatch(/^2\. Paste the \[embed snippet\]/m);
  });
});

describe('JavaScript SDK, review round 31, second pass', () => {
  it('#2 the reference says how the bubble works with the keyboard and screen readers; focus on close is one decision', () => {
    const accessibility = section(reference, '## Accessibility');
    for (const part of [
      '**The launcher**',
      '**The chat window**',
      '**Opening**',
      '**Escape**',
      '**Closing**',
      '**`hide`**',
    ]) {
      expect(accessibility, part).toContain(`- ${part}`);
    }
    expect(accessibility).toContain('role="dialog"');
    expect(accessibility).toContain('with focus in the window, closes it');
    expect(line(reference, '- **Closing**')).toContain('%SDK_FOCUS_ON_CLOSE%');
    expect(sdkFocusOnClose).toMatch(/returns to the element that had it when the window opened/);
    expect(sdkFocusOnClose).toContain('`hideLauncher`');
    expect(accessibility, 'own button with hideLauncher').toContain(
      '`aria-expanded` in step with the `open` and `close`',
    );
    // Said once: no other SDK page types the rule out.
    for (const page of [
      'developer/javascript-sdk/control-bubble.mdx',
      'developer/javascript-sdk/identity-verification.mdx',
    ]) {
      expect(read(page), page).not.toContain('element that had it when the window opened');
    }
  });

  it('#5 the reference is scannable: no table cell over 200 characters as built; details sit below the table', () => {
    const long = read(reference)
      .split('\n')
      .filter((text) => text.startsWith('|'))
      .flatMap((row) => row.split(/(?<!\\)\|/).slice(1, -1))
      .map((cell) => expand(cell.trim()))
      .filter((cell) => cell.length > 200);
    expect(long).toEqual([]);
    // The chained causes of domain_not_allowed: one per item, below the table.
    expect(read(reference)).not.toContain('Also when the chatbot');
    expect(section(reference, '## Errors')).toContain(
      "- The chatbot's **Website** channel is off: turn on **Settings → Channels → Website**. Until then, %SDK_WEBSITE_CHANNEL_OFF%.",
    );
    // Review 33 B: one sentence under the commands table links every section; the rows stay short.
    for (const command of ['update', 'shutdown', 'boot']) {
      expect(line(reference, `| \`Parley('${command}'`), command).not.toMatch(/\]\(/);
      expect(line(reference, 'The commands with more rules'), command).toContain(`(#${command})`);
    }
  });
});
