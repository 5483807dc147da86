/**
 * The JavaScript SDK findings of review round 31 that live in page text: each stated once, at its owner, and the
 * SDK pages link to it. The WordPress plugin (#3), route patterns (#4) and the embed snippet (#7) run in
 * page-samples.test.ts.
 */
import {describe, expect, it} from 'vitest';
import {testChatbotBubble} from '../../config/facts';
import {line, read, section} from '../page-text';

const reference = 'developer/javascript-sdk/reference.mdx';

describe('JavaScript SDK, review round 31', () => {
  it('#1 the development copy publishes its draft flows and adds its own webhook endpoint, linking what a copy holds', () => {
    const develop = section(reference, '### Develop locally');
    const step = line(reference, 'Publish the flows you test');
    expect(develop).toContain(step);
    expect(step).toContain("the copy holds the original's flows as drafts");
    expect(step).toContain("none of the original's webhook endpoints or integrations");
    expect(step).toContain('**Flow webhook secret**');
    expect(step).toContain('(/user/chatbots/duplicate-or-delete#duplicate)');
    // The copy page's lists (a table until review 31 user #10) are the owner of both facts.
    const copied = read('user/chatbots/duplicate-or-delete.mdx');
    expect(copied).toContain('\n- **Flows**, as drafts: publish them in the copy;\n');
    expect(copied).toContain('\n- webhook endpoints and integrations;\n');
  });

  it("#2 a test chatbot's bubble: test model, no credits, test endpoints, said by one token", () => {
    expect(testChatbotBubble).toMatch(/small test model.*no message credits.*test workspace's webhook endpoints/);
    expect(section(reference, '### Develop locally')).toContain(
      '**Test** label and keeps its conversations out of your live **Inbox**. %TEST_CHATBOT_BUBBLE%',
    );
    expect(line('developer/api/test-mode.mdx', '| Chat bubble |')).toContain('%TEST_CHATBOT_BUBBLE%');
  });

  it('#5 go-live states the no-cache rule once', () => {
    const bubble = section('developer/go-live.mdx', '## Chat bubble');
    expect(bubble.replace('%SIGNED_IN_PAGES_NO_CACHE%', '').match(/cache/gi)).toBeNull();
    expect(bubble.match(/%SIGNED_IN_PAGES_NO_CACHE%/g)).toHaveLength(1);
  });

  it('#6 the category sequence starts by listing the site in Allowed domains', () => {
    const steps = section('developer/category/javascript-sdk.mdx', '## The usual sequence');
    const first = steps.split('\n').find((text) => text.startsWith('1. ')) ?? '';
    expect(first).toContain('**Settings → Channels → Website → Allowed domains**');
    expect(first).toContain('(../javascript-sdk/reference.mdx#develop-locally)');
    expect(steps).toMatch(/^2\. Paste the \[embed snippet\]/m);
  });
});
